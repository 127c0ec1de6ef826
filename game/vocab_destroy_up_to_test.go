package game

import "testing"

// Glossary: destroy; may. destroy-cards with from: core picks only cards
// lying in a core (an event on a ship is not one), and with up_to it is
// always possible and offers to stop before any pick.
func TestDestroyCardsUpToFromCore(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: ["BaH!"]
    deck: [Lopez]
`)
	dokar := withCard(t, g, "Dokar", ann)
	ctx := g.ctxFor(ann, dokar.ID)
	s := Step{Do: DoDestroyCards, Count: 2, UpTo: true, From: "core", Filter: &Filter{Type: EventCard}, StepFields: StepFields{Whose: WhoseOpponent}}
	if err := registry[DoDestroyCards].validate(&s); err != nil {
		t.Fatal(err)
	}
	if got := g.destroyCandidates(ctx, &s); len(got) != 1 || g.cards[got[0]].Card.Title != "BaH!" {
		t.Fatalf("candidates %v, want Ben's BaH! alone", got)
	}
	if !registry[DoDestroyCards].possible(g, ctx, &s) {
		t.Error("up to two with one there: not possible")
	}
	s.UpTo = false
	if registry[DoDestroyCards].possible(g, ctx, &s) {
		t.Error("exactly two with one there: possible")
	}
	s.UpTo = true
	g.pending, g.work = nil, nil // the decision in hand set aside: the text runs alone
	g.runAbility(ctx, []Step{s})
	g.run()
	choose(t, g, "Destroy no more")
	if c := withCard(t, g, "BaH!", ben); c.Zone != ZCore {
		t.Errorf("BaH! %v after stopping at once, want it in the core", c.Zone)
	}
	bad := Step{Do: DoDestroyCards, From: "hand", Filter: &Filter{Type: EventCard}}
	if registry[DoDestroyCards].validate(&bad) == nil {
		t.Error("from: hand accepted")
	}
}
