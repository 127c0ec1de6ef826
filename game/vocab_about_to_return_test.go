package game

import (
	"strings"
	"testing"
)

// Made-up cards: a dilemma that only returns to its pile, and an
// interrupt answering that with overcome-instead.
const aboutToReturnCards = `
- {id: "T-AR1", title: Test Homing, unique: false, type: dilemma, dilemma: dual, cost: 0, effect: [{do: return}]}
- {id: "T-AR2", title: Test Keepsake, type: interrupt, cost: 0,
   abilities: [{when: about-to-return, on: your, of: {type: personnel}, effect: [{do: overcome-instead}]}]}
`

func aboutToReturnLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, aboutToReturnCards)
}

// TestAboutToReturn: as a dilemma's return step runs, the facing player
// may answer before it moves (the window names it); overcome-instead
// keeps it out of the pile, and it is overcome beneath the mission once
// its actions end; passed, it goes face up under its owner's pile.
// Glossary: overcome; Rulebook: Facing Dilemmas (responses between a
// dilemma's actions).
func TestAboutToReturn(t *testing.T) {
	for _, use := range []bool{true, false} {
		p := reactPos{mission: "Sensitive Search", crew: []string{"Dokar", "Kahmis"}, hand: []string{"Test Keepsake"}, deck: []string{"Taul"}, pile: []string{"Test Homing"}}
		g := startScenarioWith(t, aboutToReturnLibrary(t), p.yaml())
		startAttempt(t, g, p.mission)
		pick(t, g, "Test Homing")
		offered := passAllUntil(t, g, "Test Keepsake")
		if !offered {
			t.Fatal("the interrupt was not offered as the dilemma was about to return")
		}
		if d := g.Pending(); !strings.Contains(d.Prompt, "about to go back") {
			t.Errorf("window prompt %q", d.Prompt)
		}
		if use {
			choose(t, g, "Test Keepsake")
		} else {
			choose(t, g, "Pass")
		}
		passAll(t, g, "")
		d := find(t, g, "Test Homing")
		switch {
		case use && d.Zone != ZBeneath:
			t.Errorf("used: the dilemma is in zone %v, want beneath the mission", d.Zone)
		case !use && (d.Zone != ZDilemmaPile || !d.FaceUp):
			t.Errorf("passed: the dilemma is in zone %v (face up %v), want face up in the pile", d.Zone, d.FaceUp)
		}
	}
}

// passAllUntil passes response windows until one offers text (true) or
// none is pending.
func passAllUntil(t *testing.T, g *Game, text string) bool {
	t.Helper()
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		if hasOption(d, text) {
			return true
		}
		choose(t, g, "Pass")
	}
	return false
}
