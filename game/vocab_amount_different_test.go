package game

import "testing"

// Glossary: affiliation; species (an exact match). The count amount with
// different counts the different affiliations or species among the group:
// Ben's personnel are Davies (Human) and Hoya (Benzite), both [Fed],
// Jorem (Bajoran, [Baj]) and Narik (Alien, [NA]): three affiliations and
// four species; a filter narrows the cards
// first; alike and different together, or another characteristic, are
// refused.
func TestCountDifferentAmount(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Crom]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, Hoya, Jorem, Narik]
    deck: [Lopez]
`)
	crom := g.players[ann].Deck[0]
	for _, tc := range []struct {
		name   string
		amount Amount
		want   int
	}{
		{"affiliations", Amount{Count: GroupOpponentsCards, Different: DifferentAffiliation}, 3},
		{"Geology personnel's affiliations", Amount{Count: GroupOpponentsCards, Different: DifferentAffiliation, Filter: &Filter{Skills: []string{"Geology"}}}, 2},
		{"species", Amount{Count: GroupOpponentsCards, Different: DifferentSpecies}, 4},
		{"all counted", Amount{Count: GroupOpponentsCards}, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := tc.amount
			if err := a.validate(); err != nil {
				t.Fatal(err)
			}
			if got := a.value(g, fxCtx{src: crom, p: ann}, nil); got != tc.want {
				t.Errorf("%d, want %d", got, tc.want)
			}
		})
	}
	for _, bad := range []Amount{
		{Count: GroupOpponentsCards, Different: "cost"},
		{Count: GroupOpponentsCards, Different: DifferentSpecies, Alike: SameSpecies},
	} {
		if err := bad.validate(); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}
