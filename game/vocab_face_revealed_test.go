package game

import (
	"slices"
	"testing"
)

// Made-up dilemmas (not real cards): one that trades itself for the top
// card of the facing player's own pile, and one of that player's that
// lies on the mission for the rest of the turn, then is overcome.
const faceRevealedTestCards = `
- {id: "T-FR1", title: Test Swap, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: reveal-top-dilemmas, count: 1}, {do: may, by: opponent, cost: [{do: remove-self}], then: [{do: face-revealed-instead}]}]}
- {id: "T-FR2", title: Test Linger, unique: false, type: dilemma, dilemma: space, cost: 9, effect: [{do: place-on-mission}, {do: at-end-of-turn, then: [{do: overcome-placed}]}]}
`

// Ruling: Repressed Message — the dilemma revealed from the facing
// player's own pile replaces the one faced and is faced at once, without
// the checks of step 3.f (a space dilemma at a planet, its cost 9 over
// the limit of 3); Glossary: Consume (a dilemma placed beneath a mission
// for any reason is being overcome) — lying on the mission until the end
// of the turn, it is removed from the game when it is then overcome.
func TestFaceRevealedInstead(t *testing.T) {
	faceRevealedLibVal := sharedLibWith(t, faceRevealedTestCards)
	if err := validateAbilitySteps([]Step{{Do: DoFaceRevealedInstead}}); err == nil {
		t.Fatal("face-revealed-instead accepted outside a dilemma's text")
	}
	g := startScenarioWith(t, faceRevealedLibVal, `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Dokar, "B'amara", Kahmis]
    dilemmas: [Test Linger]
    deck: [Kahmis, Kahmis, Kahmis]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    dilemmas: [Test Swap]
    deck: [Dokar, Dokar, Dokar]
`)
	m := find(t, g, "Sensitive Search")
	swap, linger := find(t, g, "Test Swap"), find(t, g, "Test Linger")
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "Test Swap")
	skipEmptyWindows(t, g)
	if g.revealedReplacement() != linger.ID {
		t.Fatalf("revealed replacement %d, want Ann's Test Linger %d", g.revealedReplacement(), linger.ID)
	}
	expectDecision(t, g, ben, KindOptional)
	choose(t, g, "Remove this card from the game")
	passAll(t, g, "")
	if swap.Zone != ZRemoved {
		t.Fatalf("Test Swap: %s, want removed from the game", swap.Zone)
	}
	if linger.Zone != ZOnMission || linger.Where != m.ID {
		t.Fatalf("Test Linger: %s, want lying on Sensitive Search (faced, though a space dilemma over the cost limit)", linger.Zone)
	}
	if !g.removeWhenOvercome[linger.ID] {
		t.Fatal("Test Linger is not marked to be removed when overcome")
	}
	for g.Pending() != nil && g.active == ann {
		d := g.Pending()
		switch {
		case hasOption(d, "End Execute Orders"):
			choose(t, g, "End Execute Orders")
		case d.Kind == KindRespond:
			choose(t, g, "Pass")
		default:
			g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}})
		}
	}
	if linger.Zone != ZRemoved || slices.Contains(m.Beneath, linger.ID) {
		t.Fatalf("Test Linger at the end of the turn: %s; want removed from the game, not beneath the mission", linger.Zone)
	}
	if len(g.removeWhenOvercome) != 0 {
		t.Fatalf("marks left: %v", g.removeWhenOvercome)
	}
}
