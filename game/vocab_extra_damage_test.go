package game

import (
	"fmt"
	"strings"
	"testing"
)

// A made-up core event: each of its player's ships needs one more damage
// card to be destroyed.
const extraDamageCards = `
- {id: "T-XDM", title: Test Bulkheads, unique: false, type: event, cost: 0, core: true,
   modifiers: [{to: in-play, of: {type: ship}, extra_damage: 1}]}
`

// Rulebook: Damage: a third damage card destroys a ship; a modifier with
// extra_damage raises that number for the ships it reaches only.
func TestExtraDamage(t *testing.T) {
	for _, tc := range []struct {
		name, annCore string
		ann, ben      int
	}{
		{"no card", "[]", 3, 3},
		{"the card reaches its player's ship only", "[Test Bulkheads]", 4, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, extraDamageCards), fmt.Sprintf(`
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        ships: [Baraka]
    core: %s
    deck: [Davies]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: ["I.K.S. K't'inga"]
    deck: [Dokar]
`, tc.annCore))
			if got := g.damageToDestroy(find(t, g, "Baraka").ID); got != tc.ann {
				t.Errorf("Ann's ship: destroyed by %d damage cards, want %d", got, tc.ann)
			}
			if got := g.damageToDestroy(find(t, g, "I.K.S. K't'inga").ID); got != tc.ben {
				t.Errorf("Ben's ship: destroyed by %d damage cards, want %d", got, tc.ben)
			}
		})
	}
	got := testLibWith(t, extraDamageCards).ByID("T-XDM").GameText()
	if want := "needs one more damage card than usual to be destroyed"; !strings.Contains(got, want) {
		t.Errorf("text %q lacks %q", got, want)
	}
	if _, err := DefaultLibraryWith([]byte(strings.Replace(extraDamageCards, "extra_damage: 1", "extra_damage: -1", 1))); err == nil {
		t.Errorf("a negative extra_damage loaded")
	}
}
