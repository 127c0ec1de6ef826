package game

import (
	"fmt"
	"strings"
	"testing"
)

// windowTrace answers every decision of the attempt in progress (Pass to
// every response window, the first option to anything else) until Ann is
// back to her orders, and returns, for each response window, its prompt
// and what had happened by then: personnel selected, stopped and killed.
func windowTrace(t *testing.T, g *Game) []string {
	t.Helper()
	var trace []string
	count := func(kind string) int {
		n := 0
		for _, e := range g.Events() {
			if e.Kind == kind {
				n += len(e.Cards)
			}
		}
		return n
	}
	for steps := 0; ; steps++ {
		d := g.Pending()
		if d == nil || steps > 200 {
			t.Fatal("the attempt did not end")
		}
		if d.Kind == KindOrders {
			return trace
		}
		// Each window asks Ann first in its prevent round: one line per
		// facing window. The trigger windows in between (about-to-stop,
		// killed...) open whatever the decks hold (windowOpens) and are
		// not what this trace follows.
		name, _, _ := strings.Cut(d.Prompt, ":")
		facing := strings.HasPrefix(name, "Facing ") || strings.HasPrefix(name, "Before checking ")
		if d.Kind == KindRespond && d.Player == ann && facing && strings.HasSuffix(d.Prompt, "prevent it, or pass") {
			trace = append(trace, fmt.Sprintf("%s: selected %d, stopped %d, killed %d", name, count("select"), count(OutStop), count(OutKill)))
		}
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
			t.Fatal(err)
		}
	}
}

// Rulebook: Facing Dilemmas — a dilemma's instructions are separate
// actions, and "when/while facing a dilemma" text may be used before or
// after each; Ruling: Stopping Your Own Personnel — selecting a personnel
// and what then happens to the selected are two actions. So a window opens
// between a selection and its outcome, and between the actions of an
// "unless …" or "if you cannot …" chain. Glossary – attempting missions,
// step 5.a: the window before the requirements are checked opens however
// the stack was emptied, an over-the-limit dilemma included.
func TestResponseWindowsBetweenDilemmaActions(t *testing.T) {
	cases := []struct {
		name    string
		crew    string
		pile    string
		stack   []string
		windows []string
	}{
		{"Ornaran Threat (1C041): selection, its stop, then the kill inside unless", "[Dokar, Kroval, Kahmis, Vorax]", "[Ornaran Threat]", []string{"Ornaran Threat"}, []string{
			"Facing Ornaran Threat: selected 0, stopped 0, killed 0", // before the first action
			"Facing Ornaran Threat: selected 1, stopped 0, killed 0", // selected, not yet stopped
			"Facing Ornaran Threat: selected 1, stopped 1, killed 0", // stopped
			"Facing Ornaran Threat: selected 1, stopped 1, killed 1", // killed instead, inside unless
			// the others are stopped: nobody faces it any more, no window
		}},
		{"Triage (1C057): nobody to choose, so if you cannot: random selection, then the kill", "[Kroval, Vorax]", "[Triage]", []string{"Triage"}, []string{
			"Facing Triage: selected 0, stopped 0, killed 0",
			"Facing Triage: selected 1, stopped 0, killed 0", // randomly selected, not yet killed
			"Facing Triage: selected 1, stopped 0, killed 1",
			"Before checking Khitomer Investigation: selected 1, stopped 0, killed 1",
		}},
		{"over the limit: overcome, then the requirements window", "[Kroval, Vorax]", "[Ornaran Threat]", []string{"Ornaran Threat"}, []string{
			"Before checking Khitomer Investigation: selected 0, stopped 0, killed 0",
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startScenario(t, `
seed: 5
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
        surface: `+c.crew+`
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: `+c.pile+`
    deck: [Lopez]
`)
			choose(t, g, "Attempt Khitomer Investigation")
			d := expectDecision(t, g, ben, KindChooseDilemmas)
			var picks []int
			for _, name := range c.stack {
				picks = append(picks, optionIndex(t, g, name))
			}
			if _, err := g.Choose(ben, Choice{Decision: d.ID, Picks: picks}); err != nil {
				t.Fatal(err)
			}
			got := windowTrace(t, g)
			if strings.Join(got, "\n") != strings.Join(c.windows, "\n") {
				t.Errorf("response windows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.windows, "\n"))
			}
		})
	}
}

// Glossary: actions — a response limited to once per dilemma is limited
// per copy: different copies may each respond. Adapt (3U069) is still
// offered after The Promise (1S143) was played on the same dilemma; each
// Interlink drone may use its ability once in the dilemma, and no drone
// twice.
func TestResponseLimitsArePerCopy(t *testing.T) {
	t.Run("Adapt after The Promise", func(t *testing.T) {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Research Drone, Dokar]
      - card: Salvage Borg Ship
        overcome: [Triage]
    hand: [The Promise, Adapt]
    discard: [T'vis]
    deck: [Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage]
    deck: [Lopez]
`)
		choose(t, g, "Attempt Hunt Alien")
		choose(t, g, "Triage")
		choose(t, g, "Pass") // the prevent round: Adapt not yet
		choose(t, g, "Play The Promise")
		choose(t, g, "Dokar")
		choose(t, g, "T'vis")
		// Adapt is a "prevent" response: offered in the prevent round of
		// the next window of the same dilemma.
		adapt := false
		for d := g.Pending(); d != nil && g.attempt != nil && g.attempt.dilemma != 0; d = g.Pending() {
			if hasOption(d, "Play Adapt") {
				adapt = true
				break
			}
			if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
				t.Fatal(err)
			}
		}
		if !adapt {
			t.Fatal("Adapt is refused on the dilemma The Promise was played on")
		}
		choose(t, g, "Play Adapt")
		if find(t, g, "Triage").Zone != ZBeneath {
			t.Fatal("Adapt prevents and overcomes Triage")
		}
	})
	t.Run("Interlink per drone", func(t *testing.T) {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Research Drone, Research Drone, Cartography Drone]
    deck: [Borg Cube, Borg Cube, Borg Cube, Borg Cube, Borg Cube, Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage]
    deck: [Lopez]
`)
		choose(t, g, "Attempt Hunt Alien")
		choose(t, g, "Triage") // Ann's prevent round offers nothing: skipped
		uses := func() []string {
			var out []string
			for _, l := range labels(g.Pending()) {
				if strings.HasPrefix(l, "Use ") {
					out = append(out, l)
				}
			}
			return out
		}
		if n := len(uses()); n != 3 {
			t.Fatalf("each of the three drones may use Interlink: %q", uses())
		}
		for i := 3; i > 0; i-- {
			u := uses()
			if len(u) != i {
				t.Fatalf("with %d drones left, %d offered: %q", i, len(u), u)
			}
			choose(t, g, u[0])
		}
		// No drone a second time in this dilemma, in any of its windows.
		for g.attempt != nil && g.attempt.dilemma != 0 {
			if d := g.Pending(); d.Kind == KindRespond && len(uses()) > 0 {
				t.Fatalf("a drone offered twice in one dilemma: %q", uses())
			}
			d := g.Pending()
			if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
				t.Fatal(err)
			}
		}
	})
}
