package game

import "testing"

// TestMissionWorthAtMost: with at_most the condition holds for a mission
// whose printed points are at most the number, read for the mission of
// the text (here: the one a personnel stands at); at_least keeps its
// reading, and a text with no mission never holds. Old Differences,
// 14C010.
// Rulebook: Facing Dilemmas (a dilemma's cost text is read as it is revealed).
func TestMissionWorthAtMost(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Lush and Beautiful Home"
      - card: Sensitive Search
        surface: [Davies]
      - card: Cure Blight
        surface: [Evans]
    deck: [Hazar]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
    deck: [Hazar]
`)
	e := condRegistry["mission-worth"]
	n := func(v int) *int { return &v }
	for _, tc := range []struct {
		at   string
		cond Cond
		want bool
	}{
		{"Davies", Cond{AtMost: n(35)}, true}, // 30 points
		{"Evans", Cond{AtMost: n(35)}, false}, // 40 points
		{"Evans", Cond{AtMost: n(40)}, true},  // exactly the number
		{"Evans", Cond{AtLeast: n(40)}, true}, // at_least unchanged
		{"Davies", Cond{AtLeast: n(40)}, false},
	} {
		c := tc.cond
		if got := e.holds(g, &c, g.ctxFor(0, find(t, g, tc.at).ID)); got != tc.want {
			t.Errorf("%s %+v: mission-worth = %v, want %v", tc.at, c, got, tc.want)
		}
	}
	both := Cond{AtLeast: n(30), AtMost: n(35)}
	if e.validate(&both) == nil {
		t.Error("at_least with at_most accepted")
	}
	if e.validate(&Cond{}) == nil {
		t.Error("no bound accepted")
	}
}
