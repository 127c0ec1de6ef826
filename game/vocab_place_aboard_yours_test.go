package game

import (
	"slices"
	"testing"
)

// Glossary: place — place-from-hand to: your-ship offers each matching
// card of the hand aboard each ship of yours the target matches,
// wherever it is; not an opponent's ship of that title, nor a unique
// personnel whose title you already command.
func TestPlaceFromHandAboardYourShip(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Caretaker's Array"
      - card: Inversion Mystery
        ships:
          - card: "U.S.S. Equinox"
            aboard: ["Marla Gilmore"]
    hand: [Angelo Tassoni, "Marla Gilmore", Delvok]
    deck: [Davies]
  - missions:
      - card: "Earth, Cradle of the Federation"
        ships: ["U.S.S. Equinox"]
    deck: [Davies]
`)
	s := Step{Do: DoPlaceFromHand, To: placeToYourShip, Filter: &Filter{Type: Personnel, Icon: "voyager", Skills: []string{"Treachery"}}, Target: &Filter{Title: "U.S.S. Equinox"}}
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	sites := g.placeableFromHand(fxCtx{p: ann}, &s)
	var mine int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Ship && c.Controller == ann {
			mine = c.ID
		}
	}
	if len(sites) != 1 {
		t.Fatalf("sites %v: want Angelo alone (Marla is in play, Delvok lacks Treachery)", sites)
	}
	for id, ships := range sites {
		if g.cards[id].Card.Title != "Angelo Tassoni" || !slices.Equal(ships, []int{mine}) {
			t.Errorf("%s aboard %v, want Angelo aboard Ann's Equinox only", g.cards[id].Card.Title, ships)
		}
	}
	if got := placeAboardYoursWords(s); got != "your U.S.S. Equinox" {
		t.Errorf("words %q", got)
	}
	bad := Step{Do: DoPlaceFromHand, To: placeToYourShip}
	if err := validateSteps([]Step{bad}); err == nil {
		t.Error("to: your-ship without target should be refused")
	}
}
