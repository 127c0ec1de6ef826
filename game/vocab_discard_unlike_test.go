package game

import (
	"slices"
	"strings"
	"testing"
)

// A made-up interrupt: while your personnel faces a dilemma, discard a
// personnel card of another species than it to make it attributes +3
// until the end of the dilemma.
const discardUnlikeCards = `
- id: T-UNL
  title: Test Unlike
  unique: false
  type: interrupt
  cost: 0
  abilities:
    - when: facing-dilemma
      cost: [{do: discard-from-hand, filter: {type: personnel}, different: species, to: facing}]
      effect: [{do: attributes, amount: 3, to: paired, until: dilemma}]
`

// Glossary: species (the same species only on an exact match: a Human
// and a Human/Vulcan differ). discard-from-hand with different: species
// and to: facing pairs a facing personnel with a card of another species:
// only those for whom the hand holds one may be paired (target narrows
// them), the card offered are those unlike the personnel picked, and the
// effect's to: paired reaches that personnel.
func TestDiscardUnlikeSpecies(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, discardUnlikeCards), `
seed: 2
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        surface: [Davies, Mills, "Spock, Maverick Diplomat"]
    hand: [Test Unlike, Lopez, Kahmis]
    deck: [Dokar, Dokar]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Stellar Core Fragment]
    deck: [Dokar]
`)
	davies, mills, spock := find(t, g, "Davies"), find(t, g, "Mills"), find(t, g, "Spock")
	lopez, kahmis, card := find(t, g, "Lopez"), find(t, g, "Kahmis"), find(t, g, "Test Unlike")
	choose(t, g, "Attempt Excavation")
	choose(t, g, "Stellar Core Fragment")
	if !respondUntil(t, g, "Play Test Unlike") {
		t.Fatal("Test Unlike not offered")
	}
	ctx := fxCtx{src: card.ID, p: ann}
	s := Step{Do: DoDiscardHand, Filter: &Filter{Type: Personnel}, Different: DifferentSpecies, To: ToFacing}
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	if got := g.unlikePairs(ctx, &s); !slices.Equal(got, []int{davies.ID, mills.ID, spock.ID}) {
		t.Fatalf("pairs %v, want all three (a Klingon in hand)", got)
	}
	physics := s
	physics.Target = &Filter{Skills: []string{"Physics"}}
	if got := g.unlikePairs(ctx, &physics); !slices.Equal(got, []int{davies.ID, mills.ID}) {
		t.Fatalf("target Physics: pairs %v, want Davies and Mills", got)
	}
	humans := s
	humans.Filter = &Filter{Type: Personnel, Species: "Human"}
	if got := g.unlikePairs(ctx, &humans); !slices.Equal(got, []int{spock.ID}) {
		t.Fatalf("only a Human to discard: pairs %v, want only Spock (Human/Vulcan)", got)
	}
	for _, bad := range []Step{
		{Do: DoDiscardHand, Filter: &Filter{Type: Personnel}, Different: DifferentSpecies, To: ToFacing, AnyNumber: true},
		{Do: DoDiscardHand, Filter: &Filter{Type: Personnel}, To: ToFacing},
	} {
		if err := validateSteps([]Step{bad}); err == nil {
			t.Errorf("%+v: want an error", bad)
		}
	}

	choose(t, g, "Play Test Unlike")
	d := expectDecision(t, g, ann, KindSelect)
	if got := labels(d); len(got) != 3 {
		t.Fatalf("personnel offered %q, want the three", got)
	}
	choose(t, g, "Spock")
	d = expectDecision(t, g, ann, KindSelect)
	if !hasOption(d, "Discard Lopez") || !hasOption(d, "Discard Kahmis") || len(d.Options) != 2 {
		t.Fatalf("cards offered %q, want Lopez and Kahmis", labels(d))
	}
	choose(t, g, "Discard Kahmis")
	if kahmis.Zone != ZDiscard || lopez.Zone != ZHand {
		t.Fatalf("Kahmis in %v, Lopez in %v: want Kahmis discarded, Lopez kept", kahmis.Zone, lopez.Zone)
	}
	if g.plays.paired[card.ID] != spock.ID {
		t.Fatalf("paired with %d, want Spock %d", g.plays.paired[card.ID], spock.ID)
	}
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		choose(t, g, "Pass")
	}
	raised := slices.ContainsFunc(g.Events(), func(e Event) bool {
		return e.Kind == "gain" && slices.Equal(e.Cards, []int{spock.ID}) && strings.Contains(e.Text, "attributes +3 until the end of the dilemma")
	})
	if !raised {
		t.Fatal("Spock was never raised by +3 until the end of the dilemma")
	}
	// Not met (no 2 Physics, no 2 Science): Ben picks who is stopped,
	// Spock still raised until the dilemma is done.
	expectDecision(t, g, ben, KindSelect)
	if st := g.stats(spock.ID); st.Integrity != 11 {
		t.Errorf("Spock's Integrity %d while the dilemma is faced, want 11", st.Integrity)
	}
	choose(t, g, "Davies")
	if st := g.stats(spock.ID); st.Integrity != 8 {
		t.Errorf("Spock's Integrity %d once the dilemma is done, want 8 again", st.Integrity)
	}
}
