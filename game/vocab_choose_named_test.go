package game

import (
	"slices"
	"strings"
	"testing"
)

// A made-up dilemma: its owner names two skills that differ, the facing
// player keeps one, and every facing personnel with that one is stopped.
const chooseNamedCards = `
- {id: "T-CN1", title: Test Two Names, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: name, by: opponent, what: skill, count: 2}, {do: choose-named, by: you}, {do: select, by: random, named_skill: true, many: {count: candidates}, outcome: stop}]}
`

func chooseNamedLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, chooseNamedCards)
}

// Rulebook: Facing Dilemmas (a dilemma's text is done as written, one
// action at a time). The owner names two skills, the second list leaving
// the first out; the facing player is offered the two, those fewest of
// her facing personnel have first, and the one she keeps is the skill
// the later steps read: only the personnel with it are stopped.
func TestChooseNamedKeepsOne(t *testing.T) {
	start := func(t *testing.T) (*Game, int) {
		g := startScenarioWith(t, chooseNamedLibrary(t), `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Kahmis, "T'vis", Kroval]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", Excavation]
    dilemmas: [Test Two Names]
    deck: [Kahmis]
`)
		choose(t, g, "Attempt Sensitive Search")
		choose(t, g, "Test Two Names")
		mark := len(g.events)
		expectDecision(t, g, ben, KindNameSkill)
		choose(t, g, "Security")
		d := expectDecision(t, g, ben, KindNameSkill)
		if hasOption(d, "Security") || !hasOption(d, "Honor") {
			t.Fatalf("the second skill differs from the first: %q", labels(d))
		}
		choose(t, g, "Honor")
		d = expectDecision(t, g, ann, KindNameSkill)
		if want := []string{"Honor (1 of the personnel facing it has it)", "Security (2 of the personnel facing it have it)"}; !slices.Equal(labels(d), want) {
			t.Fatalf("options %q, want %q", labels(d), want)
		}
		return g, mark
	}
	for _, tc := range []struct {
		keep    string
		stopped []string
	}{
		{"Security", []string{"Kahmis", "T'vis"}},
		{"Honor", []string{"T'vis"}},
	} {
		t.Run(tc.keep, func(t *testing.T) {
			g, mark := start(t)
			choose(t, g, tc.keep)
			var stopped []string
			for _, id := range affected(g, mark, OutStop) {
				stopped = append(stopped, g.cards[id].Card.Title)
			}
			slices.Sort(stopped)
			if !slices.Equal(stopped, tc.stopped) {
				t.Fatalf("stopped %q, want %q", stopped, tc.stopped)
			}
			if !logHas(g, ben, mark, "Ann chooses "+tc.keep+" for") {
				t.Fatal("both read the skill kept")
			}
		})
	}
}

// With nothing named, choose-named asks nothing and names nothing; the
// words of the two steps; count is at most 3.
func TestChooseNamedChecks(t *testing.T) {
	s := Step{Do: DoName, By: ByOpponent, What: "skill", Count: 2}
	if err := registry[DoName].validate(&s); err != nil {
		t.Fatal(err)
	}
	c := Step{Do: DoChooseNamed, By: ByYou}
	if err := registry[DoChooseNamed].validate(&c); err != nil {
		t.Fatal(err)
	}
	if got := stepText(s) + " / " + stepText(c); !strings.Contains(got, "your opponent names two skills that differ") || !strings.Contains(got, "you keep one of the skills named") {
		t.Fatalf("text %q", got)
	}
	bad := Step{Do: DoName, What: "skill", Count: 4}
	if registry[DoName].validate(&bad) == nil {
		t.Fatal("count 4 accepted")
	}
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Kahmis]}]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command"]
    deck: [Kahmis]
`)
	g.attempt = &attempt{}
	g.chooseNamedSkill(fxCtx{p: ann})
	if g.attempt.special.named != "" || g.Pending().Kind == KindNameSkill {
		t.Fatal("nothing named, nothing to choose")
	}
}
