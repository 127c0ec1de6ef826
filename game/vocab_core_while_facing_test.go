package game

import (
	"strings"
	"testing"
)

// Made-up core events: one answering while your personnel face a
// dilemma, one answering when they face one.
const coreWhileFacingCards = `
- {id: "T-CW1", title: Test Vigil, type: event, cost: 0, core: true,
   abilities: [{when: while-facing, may: true, cost: [{do: discard-from-hand}], effect: [{do: draw}]}]}
- {id: "T-CW2", title: Test Omen, type: event, cost: 0, core: true,
   abilities: [{when: facing-dilemma, effect: [{do: draw}]}]}
`

func coreWhileFacingLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, coreWhileFacingCards)
}

// TestCoreWhileFacing: an event in the attempting player's core answers
// while-facing (its player's personnel face a dilemma) as often as it can
// be paid, while its "when ... facing" text is used once per dilemma;
// neither is offered to the other player, and the words say whose
// personnel face it.
// Rulebook: Glossary, actions (only "when" facing responses are once per
// dilemma).
func TestCoreWhileFacing(t *testing.T) {
	p := reactPos{mission: "Sensitive Search", crew: []string{"Dokar", "B'amara", "Kahmis"},
		core: []string{"Test Vigil", "Test Omen"}, hand: []string{"Mills", "Taul"}, deck: []string{"Jorvas", "Jorvas", "Jorvas", "Jorvas"},
		pile: []string{"Triage"}}
	g := startScenarioWith(t, coreWhileFacingLibrary(t), p.yaml())
	startAttempt(t, g, p.mission)
	pick(t, g, "Triage")
	vigil := find(t, g, "Test Vigil").ID
	offered := func(name string) bool {
		d := g.Pending()
		return d != nil && d.Player == ann && d.Kind == KindRespond && hasOption(d, name)
	}
	if !offered("Test Vigil") || !offered("Test Omen") {
		t.Fatalf("not both offered: %v", g.Pending())
	}
	if len(g.coreFacingResponses(ben)) != 0 {
		t.Error("offered to the player not facing the dilemma")
	}
	pick(t, g, "Test Omen")
	skipEmptyWindows(t, g)
	if offered("Test Omen") {
		t.Error("the when-facing text was offered twice for one dilemma")
	}
	pick(t, g, "Test Vigil")
	pick(t, g, "Mills")
	skipEmptyWindows(t, g)
	if !offered("Test Vigil") {
		t.Errorf("the while-facing text was not offered again: %v", g.Pending())
	}
	if n := len(g.players[ann].Hand); n != 3 { // Taul and two cards drawn
		t.Errorf("hand of %d, want 3", n)
	}
	w := facingWhenText(g.cards[vigil].Card, g.cards[vigil].Card.Abilities[0])
	if !strings.HasPrefix(w, "while your personnel faces a dilemma") || strings.Contains(w, "once per dilemma") {
		t.Errorf("words %q", w)
	}
}
