package game

import (
	"strings"
	"testing"
)

// A made-up core event: its player's personnel of the title it named are
// Cunning +2.
const ofNamedCards = `
- {id: "T-ONM", title: Test Spotlight, unique: false, type: event, cost: 0, core: true,
   modifiers: [{to: in-play, of: {type: personnel}, of_named: true, cunning: 2}]}
`

// Glossary: naming cards (a title, every persona of it). A modifier with
// of_named reaches only the cards of the title its source named, of the
// players whose reaches; before a name it reaches none.
func TestOfNamedModifier(t *testing.T) {
	for _, tc := range []struct {
		name, named         string
		annDokar, annKahmis int
		benDokar            int
	}{
		{"nothing named", "", 5, 6, 5},
		{"Dokar named", "Dokar", 7, 6, 5},
		{"a title no one has", "Kroval", 5, 6, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, ofNamedCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar, Kahmis]
    core: [Test Spotlight]
    deck: [Dokar]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar]
    deck: [Dokar]
`)
			src := find(t, g, "Test Spotlight").ID
			if tc.named != "" {
				g.plays.named = map[int]string{src: tc.named}
			}
			base := map[string]int{}
			for _, c := range g.cards[1:] {
				if c.Zone.InPlay() && c.Card.Type == Personnel {
					base[c.Card.Title+string(rune('0'+int(c.Controller)))] = g.stats(c.ID).Cunning - c.Card.Cunning
				}
			}
			want := map[string]int{"Dokar0": tc.annDokar - 5, "Kahmis0": tc.annKahmis - 6, "Dokar1": tc.benDokar - 5}
			for k, v := range want {
				if base[k] != v {
					t.Errorf("%s: Cunning changed by %d, want %d (%v)", k, base[k], v, base)
				}
			}
		})
	}
	got := testLibWith(t, ofNamedCards).ByID("T-ONM").GameText()
	if want := "personnel in play with the title this card named: Cunning +2"; !strings.Contains(got, want) {
		t.Errorf("text %q lacks %q", got, want)
	}
}
