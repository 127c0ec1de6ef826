package game

import (
	"fmt"
	"strings"
	"testing"
)

// Made-up cards: a planet mission whose own text kills one attempting
// personnel at random each time they are about to face a dilemma there,
// and two dilemmas that do nothing.
const killRandomInvolvedCards = `
- {id: "T-KR1", title: Test Salvage Planet, unique: false, type: mission, mission: planet, quadrant: Alpha, span: 2, points: 30, attempt_by: any, requirements: "Security", abilities: [{when: about-to-face, effect: [{do: kill, to: involved, random: true}]}]}
- {id: "T-KR2", title: Test Calm, unique: false, type: dilemma, dilemma: dual, cost: 0, effect: [{do: if-remaining, at_least: 99, then: [{do: all, outcome: stop}]}]}
- {id: "T-KR3", title: Test Still, unique: false, type: dilemma, dilemma: dual, cost: 0, effect: [{do: if-remaining, at_least: 99, then: [{do: all, outcome: stop}]}]}
`

func killRandomInvolvedLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, killRandomInvolvedCards)
}

// TestMissionAboutToFaceKillsAtRandom: Glossary: attempting missions,
// step 3.g — a mission's own "about to face a dilemma here" text answers
// each dilemma that passes its checks, so one attempting personnel dies
// for each dilemma faced; a copy overcome unfaced (step 3.f) kills nobody.
func TestMissionAboutToFaceKillsAtRandom(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stack []string
		dead  int
	}{
		{"one dilemma", []string{"Test Calm"}, 1},
		{"two dilemmas", []string{"Test Calm", "Test Still"}, 2},
		{"a copy is not faced", []string{"Test Calm", "Test Calm"}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, killRandomInvolvedLibrary(t), fmt.Sprintf(`
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Test Salvage Planet
        surface: [Kahmis, Kroval, Dokar]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", Excavation]
    dilemmas: [%s]
    deck: [Kahmis]
`, strings.Join(tc.stack, ", ")))
			choose(t, g, "Attempt Test Salvage Planet")
			chooseDistinct(t, g, tc.stack)
			dead := 0
			for _, name := range []string{"Kahmis", "Kroval", "Dokar"} {
				for _, c := range g.cards {
					if c != nil && c.Card != nil && c.Card.Title == name && c.Owner == ann && c.Zone == ZDiscard {
						dead++
					}
				}
			}
			if dead != tc.dead {
				t.Fatalf("%d killed, want %d", dead, tc.dead)
			}
		})
	}
}

// TestKillAttemptingWords: the mission's text is worded as its
// player's personnel about to face a dilemma there.
func TestKillAttemptingWords(t *testing.T) {
	lib := killRandomInvolvedLibrary(t)
	c := lib.ByID("T-KR1")
	if c == nil {
		t.Fatal("no Test Salvage Planet")
	}
	got := AbilityText(c, c.Abilities[0])
	if !strings.Contains(got, "When your personnel are about to face a dilemma here") || !strings.Contains(got, "picked at random") {
		t.Fatalf("text %q", got)
	}
}
