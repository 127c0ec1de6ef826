package game

import "testing"

// Glossary: own, command; Rulebook: Uniqueness. given-away counts the
// different titles the reader owns that the opponent commands: two copies
// of one title once, a card the opponent owns never, a card the reader
// commands never; the filter narrows them. given-away-cards counts each copy.
func TestGivenAwayAmount(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Crom]
    core: [Felicium, {card: Tulaberry Wine, owner: 2}]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [{card: Denevan Crystals, owner: 1}, {card: Denevan Crystals, owner: 1}, {card: Mouthpiece, owner: 1}, Tulaberry Wine]
    deck: [Lopez]
`)
	crom := withCard(t, g, "Crom", ann)
	for _, tc := range []struct {
		name   string
		amount Amount
		p      Player
		want   int
	}{
		{"every card Ann gave away", Amount{Is: PerGivenAway}, ann, 2},
		{"Commodity only", Amount{Is: PerGivenAway, Filter: &Filter{Keyword: "Commodity"}}, ann, 1},
		{"Ben's given away", Amount{Is: PerGivenAway}, ben, 1},
		{"each copy counted", Amount{Is: PerGivenAwayCards}, ann, 3},
		{"each Commodity copy counted", Amount{Is: PerGivenAwayCards, Filter: &Filter{Keyword: "Commodity"}}, ann, 2},
		{"Ben's cards given away", Amount{Is: PerGivenAwayCards}, ben, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := tc.amount
			if err := a.validate(); err != nil {
				t.Fatal(err)
			}
			if got := a.value(g, fxCtx{src: crom.ID, p: tc.p}, nil); got != tc.want {
				t.Errorf("%d, want %d", got, tc.want)
			}
		})
	}
}

// Glossary: affiliation; stopped. different-affiliations counts each
// affiliation among the reader's unstopped personnel once: Davies and
// Hoya [Fed], Jorem [Baj], Narik [NA] make three; the stopped Kroval is
// not considered; Ben has no personnel in play.
func TestDifferentAffiliationsAmount(t *testing.T) {
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
	a := Amount{Is: PerDifferentAffiliations}
	if err := a.validate(); err != nil {
		t.Fatal(err)
	}
	if got := a.value(g, fxCtx{src: davies.ID, p: ann}, nil); got != 3 {
		t.Errorf("Ann: %d, want 3", got)
	}
	if got := a.value(g, fxCtx{src: davies.ID, p: ben}, nil); got != 0 {
		t.Errorf("Ben (no personnel in play): %d, want 0", got)
	}
}
