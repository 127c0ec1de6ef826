package game

import "testing"

// Tests of reveal-named and brig-named (vocab_brig_named.go), on a
// made-up position.

const brigNamedPosition = `
seed: 1
active: 1
players:
  - name: Ann
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        surface: [Goran, Evans]
    deck: [Hazar, Hazar, Davies]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Evans]
      - card: Sensitive Search
        surface: [Evans, Lopez]
    deck: [Hazar]
`

// TestBrigNamed: only the opponent's copies of the named title at a
// non-headquarters mission may be taken (not one at a headquarters, not
// the performer's own copy); the top count cards of the performer's deck
// are discarded first, and with fewer there the step cannot be done
// (Rulebook: Brig and Captives; Glossary: costs, paid in full).
// Rulebook: Brig and Captives
func TestBrigNamed(t *testing.T) {
	g := startScenario(t, brigNamedPosition)
	src := find(t, g, "Goran").ID
	ctx := g.ctxFor(ann, src)
	if g.brigNamedPool(ctx) != nil || len(g.namedOpponentCopies(ctx)) != 0 {
		t.Fatal("nothing named, yet copies are found")
	}
	g.plays.named = map[int]string{src: "Evans"}
	if n := len(g.namedOpponentCopies(ctx)); n != 2 {
		t.Fatalf("%d opponent copies revealed, want Ben's two", n)
	}
	pool := g.brigNamedPool(ctx)
	if len(pool) != 1 || g.cards[g.missionOf(pool[0])].Card.Title != "Sensitive Search" {
		t.Fatalf("pool %v, want only Ben's Evans at Sensitive Search", pool)
	}
	v := registry[DoBrigNamed]
	big := Step{Count: 4}
	if v.possible(g, ctx, &big) {
		t.Error("possible with three cards in the deck and a count of four")
	}
	s := Step{Count: 2}
	if !v.possible(g, ctx, &s) {
		t.Fatal("not possible with a copy at a non-headquarters mission")
	}
	taken := pool[0]
	g.pending, g.work = nil, nil // the verb alone: its announcement's window is then the decision pending
	v.run(g, ctx, s)
	g.run()
	skipEmptyWindows(t, g) // the capture is announced first (about-to-brig)
	if c := g.cards[taken]; c.Zone != ZBrig || c.Where != int(ann) {
		t.Errorf("Evans is in zone %v of %d, want Ann's brig", c.Zone, c.Where)
	}
	if len(g.players[ann].Deck) != 1 || len(g.players[ann].Discard) != 2 {
		t.Errorf("deck %d, discard %d; want two cards discarded", len(g.players[ann].Deck), len(g.players[ann].Discard))
	}
	if v.possible(g, ctx, &Step{Count: 1}) {
		t.Error("still possible with only the headquarters copy left")
	}
	registry[DoRevealNamed].run(g, ctx, Step{})
	if !hasEvent(g, "reveals") {
		t.Error("no reveal logged")
	}
}
