package game

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Made-up cards: a personnel with the Smuggler keyword, and a dilemma
// whose owner names a keyword, then every facing personnel with it is
// stopped.
const nameKeywordCards = `
- {id: "T-NK1", title: Test Runner, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], keywords: [Smuggler.], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5}
- {id: "T-NK2", title: Test Roll Call, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: name, by: opponent, what: keyword}, {do: select, by: random, many: {count: candidates}, filter: {named_keyword: true}, outcome: stop}]}
`

func nameKeywordLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, nameKeywordCards)
}

// Rulebook: Keywords (bold words at the start of game text, some of
// several words; a card may refer to them); Glossary: Commander (a
// keyword followed by a ship's name). The owner names a keyword: the
// keywords of the personnel facing come first (a valued one also whole),
// any other valued keyword by its name alone; only the facing personnel
// who have the named keyword are reached, and the name alone of a valued
// keyword reaches every value of it.
func TestNameKeywordForDilemma(t *testing.T) {
	start := func(t *testing.T) *Game {
		g := startScenarioWith(t, nameKeywordLibrary(t), `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Test Runner, "Kang, Honored Warrior", Kahmis, Kroval]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", Excavation]
    dilemmas: [Test Roll Call]
    deck: [Kahmis]
`)
		choose(t, g, "Attempt Sensitive Search")
		choose(t, g, "Test Roll Call")
		return g
	}
	t.Run("the offer", func(t *testing.T) {
		g := start(t)
		d := expectDecision(t, g, ben, KindName)
		got := labels(d)
		if len(got) < 4 || !slices.Equal(got[:3], []string{"Name Commander", "Name Commander: I.K.S. Lukara", "Name Smuggler"}) {
			t.Fatalf("the facing personnel's keywords first: %q", got[:min(len(got), 4)])
		}
		if !slices.Contains(got, "Name Admiral") {
			t.Fatal("any personnel keyword of the pool may be named")
		}
		if slices.Contains(got, "Name Commander: I.K.S. Bortas") || slices.Contains(got, "Name Smuggler.") {
			t.Fatal("a valued keyword no one facing has is offered by its name alone; no final period")
		}
		if n := len(got); n != len(slices.Compact(slices.Sorted(slices.Values(got)))) {
			t.Fatal("each keyword is offered once")
		}
	})
	for _, tc := range []struct {
		named   string
		stopped []string
	}{
		{"Smuggler", []string{"Test Runner"}},
		{"Commander", []string{"Kang"}},
		{"Commander: I.K.S. Lukara", []string{"Kang"}},
		{"Admiral", nil},
	} {
		t.Run(tc.named, func(t *testing.T) {
			g := start(t)
			mark := len(g.events)
			choose(t, g, "Name "+tc.named)
			var stopped []string
			for _, id := range affected(g, mark, OutStop) {
				stopped = append(stopped, g.cards[id].Card.Title)
			}
			if !slices.Equal(stopped, tc.stopped) {
				t.Fatalf("stopped %q, want %q", stopped, tc.stopped)
			}
			if !logHas(g, ann, mark, fmt.Sprintf("Ben names the keyword %s for", tc.named)) {
				t.Fatal("both read the keyword named")
			}
		})
	}
}

// The named_keyword filter matches nothing while no keyword is named, and
// words itself; a keyword is named alone (no count, no except), and only
// a skill or a keyword may be named.
func TestNamedKeywordFilterAndChecks(t *testing.T) {
	g := startScenarioWith(t, nameKeywordLibrary(t), `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Runner]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command"]
    deck: [Kahmis]
`)
	f := &Filter{NamedKeyword: true}
	if g.matches(f, find(t, g, "Test Runner").ID) {
		t.Fatal("no dilemma, no keyword named: nothing has it")
	}
	if got := f.Text("personnel"); !strings.Contains(got, "who has the named keyword") {
		t.Fatalf("text %q", got)
	}
	for _, s := range []Step{
		{Do: DoName, What: "keyword", Count: 2},
		{Do: DoName, What: "keyword", Except: []string{"Law"}},
		{Do: DoName, What: "title"},
	} {
		if registry[DoName].validate(&s) == nil {
			t.Errorf("%+v accepted", s)
		}
	}
	s := Step{Do: DoName, By: ByOpponent, What: "keyword"}
	if err := registry[DoName].validate(&s); err != nil {
		t.Fatal(err)
	}
	if got := stepText(s); !strings.Contains(got, "your opponent names a keyword") {
		t.Fatalf("text %q", got)
	}
}
