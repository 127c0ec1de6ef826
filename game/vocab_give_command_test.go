package game

import "testing"

// Glossary: own, command. commanded-not-owned holds for a card in play
// whose commander is not its owner, and for nothing else; give-command
// hands one of the performer's events in their core to the opponent,
// who then commands it while its owner stays the same.
func TestGiveCommandAndCommandedNotOwned(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Tholun]
    core: [Felicium, Astrometrics Lab]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [{card: Tulaberry Wine, owner: 1}]
    deck: [Lopez]
`)
	cond := Conds{{Is: condCommandedNotOwned}}
	if err := cond.validateAs(formWhile); err != nil {
		t.Fatal(err)
	}
	felicium := find(t, g, "Felicium")
	wine := find(t, g, "Tulaberry Wine")
	holds := func(id int) bool { return cond.holds(g, fxCtx{p: g.cards[id].Controller, src: id}) }
	if holds(felicium.ID) || !holds(wine.ID) {
		t.Fatalf("own Felicium %v, given-away Tulaberry Wine %v: want false, true", holds(felicium.ID), holds(wine.ID))
	}
	step := Step{Do: DoGiveCommand, Filter: &Filter{Keyword: "Commodity"}}
	if err := validateSteps([]Step{step}); err != nil {
		t.Fatal(err)
	}
	if got := g.givableEvents(ann, step.Filter); len(got) != 1 || got[0] != felicium.ID {
		t.Fatalf("Ann may give %v, want only Felicium (Astrometrics Lab is no Commodity; the Wine is Ben's to give)", got)
	}
	if got := g.givableEvents(ben, step.Filter); len(got) != 1 || got[0] != wine.ID {
		t.Fatalf("Ben may give %v, want the Tulaberry Wine he commands", got)
	}
	g.giveEvent(felicium.ID, ben)
	if felicium.Controller != ben || felicium.Owner != ann || !holds(felicium.ID) {
		t.Fatalf("given: controller %v owner %v, condition %v", felicium.Controller, felicium.Owner, holds(felicium.ID))
	}
	// Back to its owner, it no longer holds.
	g.giveEvent(wine.ID, ann)
	if holds(wine.ID) {
		t.Fatal("Tulaberry Wine back with its owner still counts as given away")
	}
}

// TestGiveCommandUniqueCopy: Rulebook: Uniqueness — a player cannot take
// command of a unique card while commanding a copy of it, so neither
// give-command nor give-self hands it over, and take-core-event does
// not take it; without the copy, it goes.
func TestGiveCommandUniqueCopy(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
    core: [Karemman Fleece]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Karemman Fleece]
    deck: [Lopez]
`)
	var annFleece, benFleece *Inst
	for _, c := range g.cards[1:] {
		if c.Card.Title == "Karemman Fleece" {
			if c.Owner == ann {
				annFleece = c
			} else {
				benFleece = c
			}
		}
	}
	if annFleece == nil || benFleece == nil || !annFleece.Card.Unique {
		t.Fatal("want two copies of the unique Karemman Fleece")
	}
	if got := g.givableEvents(ann, nil); len(got) != 0 {
		t.Errorf("Ann may give %v to Ben, who commands a copy", got)
	}
	if registry[DoGiveSelf].possible(g, fxCtx{p: ann, src: annFleece.ID}, &Step{Do: DoGiveSelf}) {
		t.Error("give-self possible while Ben commands a copy")
	}
	if got := g.takableCoreEvents(fxCtx{p: ann}, nil); len(got) != 0 {
		t.Errorf("Ann may take %v while commanding a copy", got)
	}
	g.leavePlay(benFleece.ID, ZDiscard)
	if got := g.givableEvents(ann, nil); len(got) != 1 || got[0] != annFleece.ID {
		t.Errorf("with Ben's copy gone Ann may give %v, want her Fleece", got)
	}
}
