package game

import "testing"

// Glossary: affiliation. opponent-different-affiliations counts the
// affiliations among the other player's personnel: read by Ben, Ann's
// Davies and Hoya [Fed], Jorem [Baj] and Narik [NA] make three (the
// stopped Kroval not considered); read by Ann, Ben's none make zero.
func TestOpponentDifferentAffiliationsAmount(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, Hoya, Jorem, Narik, {card: Kroval, stopped: true}]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Lopez]
`)
	davies := withCard(t, g, "Davies", ann)
	a := Amount{Is: PerOppDifferentAffiliations}
	if err := a.validate(); err != nil {
		t.Fatal(err)
	}
	if got := a.value(g, fxCtx{src: davies.ID, p: ben}, nil); got != 3 {
		t.Errorf("read by Ben: %d, want 3", got)
	}
	if got := a.value(g, fxCtx{src: davies.ID, p: ann}, nil); got != 0 {
		t.Errorf("read by Ann: %d, want 0", got)
	}
}
