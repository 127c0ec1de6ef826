package game

import (
	"fmt"
	"strings"
	"testing"
)

// Made-up cards: a personnel whose text stops her as she is about to face
// the second dilemma of an attempt, a dilemma that does nothing, and one
// that has its player choose a facing personnel to stop.
const aboutToFaceCards = `
- {id: "T-AF1", title: Test Flincher, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5, abilities: [{when: about-to-face, cond: {is: nth-dilemma, at_least: 2, at_most: 2}, effect: [{do: stop, to: self}]}]}
- {id: "T-AF2", title: Test Quiet, unique: false, type: dilemma, dilemma: dual, cost: 0, effect: [{do: if-remaining, at_least: 99, then: [{do: all, outcome: stop}]}]}
- {id: "T-AF3", title: Test Pick, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: select, by: you, outcome: stop}]}
`

func aboutToFaceLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, aboutToFaceCards)
}

// TestAboutToFaceNthDilemma: Glossary: attempting missions, step 3.g —
// "about to face" text is answered after the dilemma's checks and before
// any of its actions, so a personnel it stops never faces that dilemma
// (Test Pick cannot offer her). Only dilemmas faced count: a copy
// overcome unfaced (step 3.f) is not one of them, and the first dilemma
// is not the second.
func TestAboutToFaceNthDilemma(t *testing.T) {
	for _, tc := range []struct {
		name     string
		stack    []string
		flinched bool
	}{
		{"second dilemma faced", []string{"Test Quiet", "Test Pick"}, true},
		{"a copy overcome unfaced does not count", []string{"Test Quiet", "Test Quiet", "Test Pick"}, true},
		{"first dilemma", []string{"Test Pick"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, aboutToFaceLibrary(t), fmt.Sprintf(`
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Test Flincher, Kahmis, Kroval]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", Excavation]
    dilemmas: [%s]
    deck: [Kahmis]
`, strings.Join(tc.stack, ", ")))
			choose(t, g, "Attempt Sensitive Search")
			chooseDistinct(t, g, tc.stack)
			d := expectDecision(t, g, ann, KindSelect)
			if !strings.Contains(d.Prompt, "Test Pick") {
				t.Fatalf("want Test Pick's selection, got %q", d.Prompt)
			}
			if got := find(t, g, "Test Flincher").Stopped; got != tc.flinched {
				t.Fatalf("Test Flincher stopped %v, want %v", got, tc.flinched)
			}
			if offered := hasOption(d, "Test Flincher"); offered == tc.flinched {
				t.Fatalf("Test Flincher offered to Test Pick: %v (she faces it only when not stopped)", offered)
			}
		})
	}
}

// TestNthDilemmaCondition reads the condition on made-up attempts and
// checks its words and its load checks.
func TestNthDilemmaCondition(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: ["Qo'noS, Heart of the Empire", Sensitive Search]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", Excavation]
    deck: [Kahmis]
`)
	three, two := 3, 2
	third := Conds{{Is: "nth-dilemma", AtLeast: &three, AtMost: &three}}
	fromSecond := Conds{{Is: "nth-dilemma", AtLeast: &two}}
	for _, cs := range []Conds{third, fromSecond} {
		if err := cs.validate(); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name              string
		attempt           *attempt
		third, fromSecond bool
	}{
		{"no attempt", nil, false, false},
		{"no dilemma being faced", &attempt{faced: []int{101, 102}}, false, false},
		{"the first", &attempt{faced: []int{101}, dilemma: 101}, false, false},
		{"the second", &attempt{faced: []int{101, 102}, dilemma: 102}, false, true},
		{"the third", &attempt{faced: []int{101, 102, 103}, dilemma: 103}, true, true},
		{"the fourth", &attempt{faced: []int{101, 102, 103, 104}, dilemma: 104}, false, true},
	} {
		g.attempt = tc.attempt
		if got := third.holds(g, fxCtx{}); got != tc.third {
			t.Errorf("%s: third %v, want %v", tc.name, got, tc.third)
		}
		if got := fromSecond.holds(g, fxCtx{}); got != tc.fromSecond {
			t.Errorf("%s: second or later %v, want %v", tc.name, got, tc.fromSecond)
		}
	}
	g.attempt = nil
	if w := third[0].reg.text(&third[0], condWords{}); w != "it is the third dilemma faced in this mission attempt" {
		t.Errorf("worded %q", w)
	}
	zero := 0
	for _, bad := range []Conds{{{Is: "nth-dilemma"}}, {{Is: "nth-dilemma", AtLeast: &zero}}} {
		if err := bad.validate(); err == nil {
			t.Errorf("%+v accepted", bad[0])
		}
	}
}

// chooseDistinct answers the pending decision with a different option for
// each text (copies of a dilemma have the same label).
func chooseDistinct(t *testing.T, g *Game, texts []string) {
	t.Helper()
	skipEmptyWindows(t, g)
	d := g.Pending()
	used := map[int]bool{}
	var picks []int
	for _, x := range texts {
		for i, o := range d.Options {
			if !used[i] && strings.Contains(o.Label, x) {
				used[i] = true
				picks = append(picks, i)
				break
			}
		}
	}
	if len(picks) != len(texts) {
		t.Fatalf("options for %q not all found in %q", texts, d.Prompt)
	}
	if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: picks}); err != nil {
		t.Fatal(err)
	}
	skipEmptyWindows(t, g)
}
