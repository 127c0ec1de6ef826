package game

import "testing"

// Rulebook: Uniqueness; Glossary: present. place-present-from-discard with
// to: subject places beside the trigger's personnel, and with what:
// uncommanded leaves out a personnel whose title its player commands a
// copy of (a non-unique one too); bad values are refused.
func TestPlacePresentSubjectUncommanded(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Bajor, Gift of the Prophets"
      - card: Cure Blight
        surface: [Brilgar, Anara]
    hand: [Crom]
    discard: [Weld Ram, Anara]
    deck: [Crom]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	brilgar := find(t, g, "Brilgar").ID
	hand := g.players[0].Hand[0] // a card not in play: placing beside it is impossible
	s := Step{Do: DoPlacePresentFromDiscard, To: placeWithSubject, What: placeUncommanded, Filter: &Filter{Type: Personnel}}
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	ids := g.placeableFromDiscard(placeAnchor(fxCtx{p: 0, src: hand, subject: brilgar}, &s), &s)
	if len(ids) != 1 || g.cards[ids[0]].Card.Title != "Weld Ram" {
		t.Errorf("placeable %v, want Weld Ram alone", ids)
	}
	s.What = ""
	if ids := g.placeableFromDiscard(placeAnchor(fxCtx{p: 0, src: hand, subject: brilgar}, &s), &s); len(ids) != 2 {
		t.Errorf("without uncommanded: %d placeable, want 2", len(ids))
	}
	s.To = ""
	if ids := g.placeableFromDiscard(fxCtx{p: 0, src: hand, subject: brilgar}, &s); len(ids) != 0 {
		t.Errorf("beside a card in hand: %d placeable, want 0", len(ids))
	}
	for _, bad := range []Step{
		{Do: DoPlacePresentFromDiscard, To: "self"},
		{Do: DoPlacePresentFromDiscard, What: "others"},
	} {
		if err := validateSteps([]Step{bad}); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}
