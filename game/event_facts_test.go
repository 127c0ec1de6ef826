package game

import (
	"slices"
	"testing"
)

// The facts events carry agree with what the log says happened, and no
// player ever receives them. Rulebook: Facing Dilemmas (each dilemma's
// effects happen while it is faced); Showing your cards.
func TestEventFacts(t *testing.T) {
	lib := testLib(t)
	decks := [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}
	reasons := []string{OvercomeFaced, OvercomePrevented, OvercomeNoneLeft, OvercomeCopy, OvercomeWrongType, OvercomeCost}
	attributed, stacks := 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		g, err := New(lib, Setup{Decks: decks, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(BotBasic, lib, seed+uint64(p))
		}
		if _, err := NewMatch(g, bots).Play(100000); err != nil {
			t.Fatal(err)
		}
		facing, mission := 0, 0
		var drawn []int
		for _, e := range g.Events() {
			switch e.Kind {
			case "attempt":
				mission = e.Cards[0]
			case "face":
				facing = e.Cards[0]
			case "draw-dilemmas":
				drawn = slices.Clone(e.Cards)
			case "rejoin":
				// A dilemma placed on the mission joins the drawn ones
				// (Rulebook: Facing Dilemmas — dilemmas on a mission).
				drawn = append(drawn, e.Cards...)
			case "dilemma-stack":
				stacks++
				for _, id := range e.Facts.Hidden {
					if !slices.Contains(drawn, id) {
						t.Fatalf("seed %d: stack holds %d, which was not drawn (%v)", seed, id, drawn)
					}
				}
			case OutStop, OutKill:
				if e.Facts.Dilemma != 0 {
					attributed++
					if e.Facts.Dilemma != facing {
						t.Fatalf("seed %d: %s set down to dilemma %d while facing %d", seed, e.Kind, e.Facts.Dilemma, facing)
					}
				}
			case "overcome":
				if !slices.Contains(reasons, e.Facts.Reason) {
					t.Fatalf("seed %d: overcome without a known reason: %q", seed, e.Facts.Reason)
				}
			}
			if e.Facts.Mission != 0 && e.Facts.Mission != mission {
				t.Fatalf("seed %d: %s during the attempt of %d says mission %d", seed, e.Kind, mission, e.Facts.Mission)
			}
			for p := range 2 {
				if f := e.For(Player(p)).Facts; f.Mission != 0 || f.Dilemma != 0 || f.Hidden != nil || f.Reason != "" {
					t.Fatalf("seed %d: a player receives the facts of %s", seed, e.Kind)
				}
			}
		}
	}
	if attributed == 0 || stacks == 0 {
		t.Fatalf("%d effects set down to dilemmas, %d stacks: the games tested nothing", attributed, stacks)
	}
}
