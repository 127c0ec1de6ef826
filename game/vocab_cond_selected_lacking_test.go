package game

import "testing"

// Glossary: random selection; Ruling: Dilemmas With Conditional
// Requirements — selected-lacking holds when the personnel last selected
// has none of the skills Sensitive Search's requirements list (Dokar),
// not when it has one (Kahmis: Security), nor with nobody selected.
func TestSelectedLacking(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Dokar, Kahmis]
    deck: [Hazar]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
    dilemmas: [Helpless]
    deck: [Hazar]
`)
	holds := condRegistry["selected-lacking"].holds
	startAttempt(t, g, "Sensitive Search")
	a := g.attempt
	for _, tc := range []struct {
		who  string
		want bool
	}{{"Dokar", true}, {"Kahmis", false}, {"", false}} {
		a.selected = nil
		if tc.who != "" {
			a.selected = []int{withCard(t, g, tc.who, ann).ID}
		}
		if got := holds(g, &Cond{}, fxCtx{}); got != tc.want {
			t.Errorf("%q selected: holds %v, want %v", tc.who, got, tc.want)
		}
	}
}
