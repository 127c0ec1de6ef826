package game

import (
	"slices"
	"testing"
)

// Rulebook: Attempting missions, 3.e (a dilemma's cost is read as it is
// revealed); the dilemmas overcome beneath the mission attempted are a
// group a dilemma counts, narrowed by a filter ("for each Persistent
// dilemma beneath this mission").
func TestBeneathThisMissionCount(t *testing.T) {
	for _, tc := range []struct {
		name     string
		overcome string
		want     int
	}{
		{"nothing beneath", "[]", 0},
		{"one Persistent dilemma", "[Breaking the Ice]", 1},
		{"a dilemma without the keyword", "[Kolaran Raiders]", 0},
		{"two Persistent and one other", "[Breaking the Ice, Kolaran Raiders, The First Duty]", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Intercept Renegade
        overcome: `+tc.overcome+`
    deck: [Sumek]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
			m := find(t, g, "Intercept Renegade").ID
			a := &Amount{Count: GroupBeneathThisMission, Filter: &Filter{Keyword: "Persistent"}}
			if got := a.value(g, fxCtx{p: Player(1), mission: m}, nil); got != tc.want {
				t.Errorf("count %d, want %d", got, tc.want)
			}
			if got := a.value(g, fxCtx{p: Player(1)}, nil); got != 0 {
				t.Errorf("with no mission the group is empty, got %d", got)
			}
		})
	}
}

// Glossary: remove from the game — the card goes to no discard pile; it
// is set apart, out of play, and is not killed.
func TestRemoveFromGameOutcome(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Sumek, Delvok]
    deck: [Sparber]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	if _, ok := moreOutcomes[OutRemoveFromGame]; !ok {
		t.Fatal("remove-from-game is not an outcome")
	}
	s := find(t, g, "Sumek")
	g.pending, g.work = nil, nil
	g.push(func() { g.removeFromGame(0, []int{s.ID}, nil) }) // as the outcome does (vocab_removed.go)
	g.run()
	skipEmptyWindows(t, g)
	if s.Zone != ZRemoved {
		t.Errorf("Sumek in zone %v, want removed from the game", s.Zone)
	}
	if slices.Contains(g.players[Player(0)].Discard, s.ID) {
		t.Error("a removed card must not be in the discard pile")
	}
	if z := find(t, g, "Delvok").Zone; z != ZSurface {
		t.Errorf("Delvok moved to %v", z)
	}
}
