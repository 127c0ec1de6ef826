package game

import (
	"slices"
	"testing"
)

// Glossary: choose one (only what can be done may be chosen); Rulebook:
// Staffing ships — stop-ship reaches only the player's own unstopped,
// staffed ships at a non-headquarters mission; kill-commanded any
// personnel they command, wherever it is.
func TestCommandedPick(t *testing.T) {
	g := startScenarioWith(t, testLib(t), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: [{card: "I.K.S. K'Vort", aboard: [Dokar, Kahmis]}]
      - card: Sensitive Search
        ships:
          - {card: "I.K.S. Vor'cha", aboard: ["K'nera", Kahmis, Dokar, Filuz, Vorax]}
      - card: Excavation
        ships: [{card: "I.K.S. Vor'cha", aboard: [Kroval]}]
    deck: [Kahmis]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Lopez]
    deck: [Davies]
`)
	ctx := g.ctxFor(0, find(t, g, "Qo'noS").ID)
	ships := g.commandedPick(ctx, &Step{}, Ship)
	vorcha := find(t, g, "K'nera").Where
	if !slices.Equal(ships, []int{vorcha}) {
		t.Errorf("ships %v, want only the staffed Vor'cha at Sensitive Search (%d)", ships, vorcha)
	}
	people := g.commandedPick(ctx, &Step{}, Personnel)
	if len(people) != 8 || slices.Contains(people, find(t, g, "Lopez").ID) {
		t.Errorf("personnel %v: want Ann's eight, not Ben's Lopez", people)
	}
}
