package game

import (
	"slices"
	"testing"
)

// Made-up personnel naming dilemmas for lasting periods: one whose name
// holds until it names again, one whose name holds while it is in play.
const lastingNameCards = `
- {id: "T-LN1", title: Test Renamer, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Navigation, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: name-dilemma, from: pool, until: renamed}]}]}
- {id: "T-LN2", title: Test Keeper, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Navigation, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: name-dilemma, from: pool, until: game}]}]}
`

const lastingNamePosition = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Renamer, Test Keeper]
      - card: Sensitive Search
    deck: [Kroval, Kroval, Kroval]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    deck: [Kroval, Kroval, Kroval]
`

// endTurnByLastOption passes every decision, choosing its last option, until the
// turn ends.
func endTurnByLastOption(t *testing.T, g *Game) {
	t.Helper()
	turn := g.turn
	for g.turn == turn && g.Pending() != nil {
		d := g.Pending()
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{len(d.Options) - 1}}); err != nil {
			t.Fatal(err)
		}
	}
	if g.turn == turn {
		t.Fatal("the turn did not end")
	}
}

// Glossary: naming cards; Data, From the City of Rateg (13R099): a name
// that lasts until the card names again outlasts the turn, and naming
// again replaces it (one name at a time, not two).
func TestNameDilemmaUntilRenamed(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, lastingNameCards), lastingNamePosition)
	renamer := find(t, g, "Test Renamer").ID
	choose(t, g, "Use Test Renamer")
	choose(t, g, "Name Triage")
	if got := g.namedDilemmas(renamer); !slices.Equal(got, []string{"Triage"}) {
		t.Fatalf("named %q, want Triage", got)
	}
	choose(t, g, "Use Test Renamer")
	choose(t, g, "Name Wavefront")
	if got := g.namedDilemmas(renamer); !slices.Equal(got, []string{"Wavefront"}) {
		t.Fatalf("named %q after naming again, want Wavefront alone", got)
	}
	endTurnByLastOption(t, g)
	if got := g.namedDilemmas(renamer); !slices.Equal(got, []string{"Wavefront"}) {
		t.Fatalf("named %q after the turn, want Wavefront still", got)
	}
}

// Glossary: naming cards, leaving play; Inversion Mystery (16V029): a
// name that lasts for the game outlasts the turn and a later naming by
// the same card adds to it; both end when the card leaves play, and the
// other card's names are untouched.
func TestNameDilemmaUntilGameEndsWithCard(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, lastingNameCards), lastingNamePosition)
	keeper, renamer := find(t, g, "Test Keeper").ID, find(t, g, "Test Renamer").ID
	choose(t, g, "Use Test Keeper")
	choose(t, g, "Name Triage")
	choose(t, g, "Use Test Renamer")
	choose(t, g, "Name Wavefront")
	endTurnByLastOption(t, g)
	if got := g.namedDilemmas(keeper); !slices.Equal(got, []string{"Triage"}) {
		t.Fatalf("named %q after the turn, want Triage", got)
	}
	g.place(keeper, ZDiscard, 0)
	if got := g.namedDilemmas(keeper); len(got) != 0 {
		t.Fatalf("names %q held after the card left play", got)
	}
	if got := g.namedDilemmas(renamer); !slices.Equal(got, []string{"Wavefront"}) {
		t.Fatalf("the other card's name is %q, want Wavefront", got)
	}
}

// name-dilemma reads only the periods it knows.
func TestNameDilemmaUntilValidated(t *testing.T) {
	for _, tc := range []struct {
		until string
		ok    bool
	}{{"turn", true}, {UntilGame, true}, {UntilRenamed, true}, {"attempt", false}, {"", false}} {
		s := Step{Do: DoNameDilemma, From: NameFromPool, Until: tc.until}
		err := registry[DoNameDilemma].validate(&s)
		if (err == nil) != tc.ok {
			t.Errorf("until %q: error %v, want ok %v", tc.until, err, tc.ok)
		}
	}
}
