package game

import "testing"

// Glossary: attempting missions, 5.d; modifications, Zero —
// completion-points changes what the mission attempted is worth for this
// completion only, never below zero, and is not possible with no attempt
// under way.
func TestCompletionPoints(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: "Sha Ka Ree, Quest for Infinite Knowledge", surface: [Davies]}]
    deck: [Kahmis]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	s := Step{Do: DoCompletionPoints, Amount: -10}
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	ctx := g.ctxFor(ann, find(t, g, "Davies").ID)
	if registry[DoCompletionPoints].possible(g, ctx, &s) {
		t.Error("possible with no attempt under way")
	}
	m := find(t, g, "Sha Ka Ree, Quest for Infinite Knowledge")
	g.attempt = &attempt{mission: m.ID, player: ann}
	registry[DoCompletionPoints].run(g, ctx, s)
	if got := g.missionPoints(g.attempt); got != m.Card.Points-10 {
		t.Errorf("worth %d, want %d", got, m.Card.Points-10)
	}
	registry[DoCompletionPoints].run(g, ctx, Step{Do: DoCompletionPoints, Amount: -100})
	if got := g.missionPoints(g.attempt); got != 0 {
		t.Errorf("worth %d, want 0 (never below zero)", got)
	}
	g.attempt = nil
	if err := validateSteps([]Step{{Do: DoCompletionPoints}}); err == nil {
		t.Error("a zero amount should be refused")
	}
}
