package game

import "testing"

// TestFilterCompleted: completed: true matches only a completed mission,
// completed: false only an incomplete one; neither matches a card that is
// not a mission; the words say which. Rulebook: Completing a mission.
func TestFilterCompleted(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Humanity's Home"
        surface: [Garrid]
      - card: Investigate Stalled Ship
      - {card: Defend Evolutionary Link, completed: true}
    deck: [Gaeta]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	yes, no := true, false
	done := &Filter{Mission: Space, Completed: &yes}
	open := &Filter{Mission: Space, Completed: &no}
	cases := []struct {
		card       string
		done, open bool
	}{
		{"Defend Evolutionary Link", true, false},
		{"Investigate Stalled Ship", false, true},
		{"Garrid", false, false},
	}
	for _, tc := range cases {
		id := find(t, g, tc.card).ID
		if got := g.matches(done, id); got != tc.done {
			t.Errorf("%s matches completed = %v", tc.card, got)
		}
		if got := g.matches(open, id); got != tc.open {
			t.Errorf("%s matches incomplete = %v", tc.card, got)
		}
	}
	if got := open.Text("mission"); got != "incomplete space mission" {
		t.Errorf("text %q", got)
	}
	if done.IsZero() {
		t.Error("a filter with completed set is zero")
	}
}
