package game

import "testing"

// Glossary: remove from the game; Rulebook: Paying costs — removing one
// of your own cards is payable only when you command one the filter
// matches; an opponent's card never pays it.
func TestRemoveCommandedPossible(t *testing.T) {
	for _, tc := range []struct {
		name         string
		mine, theirs string
		want         bool
	}{
		{"no event", "[]", "[]", false},
		{"only an opponent's event", "[]", "[Hollow Hospitality]", false},
		{"an event of yours", "[Power Loss]", "[]", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Sumek]
    core: `+tc.mine+`
    deck: [Sparber]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    core: `+tc.theirs+`
    deck: [Davies]
`)
			steps := []Step{{Do: DoRemoveCommanded, Filter: &Filter{Type: EventCard}}}
			if err := validateSteps(steps); err != nil {
				t.Fatal(err)
			}
			ctx := fxCtx{src: find(t, g, "Sumek").ID, p: Player(0)}
			if got := g.stepsPossible(ctx, steps); got != tc.want {
				t.Errorf("possible %v, want %v", got, tc.want)
			}
		})
	}
}
