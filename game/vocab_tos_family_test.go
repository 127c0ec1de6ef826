package game

import (
	"slices"
	"testing"
)

// Tests of the verbs the [TOS] V-starter brought (vocab_ignore_next.go,
// vocab_commanded_moves.go, vocab_remove_in_play.go), on made-up text
// given to ordinary cards.

const tosFamilyPosition = `
seed: 1
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar]
      - card: Excavation
        surface: [Kahmis, Vorax]
    hand: [Kroval]
    deck: [Filuz, Rogesh, Divok]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Always Welcome]
    deck: [Davies]
`

// TestIgnoreNextAbility: a card played by its cheaper offer skips the
// ability encoded right after that offer, and only that one; played
// plainly, every "when played" ability happens. Rulebook: Paying costs
// (a card's own text changing its cost while it is played).
func TestIgnoreNextAbility(t *testing.T) {
	const text = `
abilities:
  - when: play-cost
    on: self
    may: true
    cost: [{do: cost-mod, amount: -1}]
    effect: [{do: ignore-next-ability}]
  - when: played
    effect: [{do: draw}]
  - when: played
    effect: [{do: discard-top}]
`
	cases := []struct {
		name      string
		option    string
		counters  int
		drew      bool // the ability after the offer happened
		discarded bool // the one after that happened
	}{
		{"played plainly", "Play Kroval (cost 1)", 6, true, true},
		{"played cheaper", "Play Kroval (cost 0, -1", 7, false, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, tosFamilyPosition)
			giveText(t, find(t, g, "Kroval"), text)
			g.restartPlay(t)
			choose(t, g, tc.option)
			if got := g.counter; got != tc.counters {
				t.Errorf("counters left %d, want %d", got, tc.counters)
			}
			inHand := find(t, g, "Filuz").Zone == ZHand
			if inHand != tc.drew {
				t.Errorf("Filuz drawn = %v, want %v", inHand, tc.drew)
			}
			// The deck's top card is discarded: Filuz, or Rogesh once Filuz is drawn.
			top := "Filuz"
			if tc.drew {
				top = "Rogesh"
			}
			if got := find(t, g, top).Zone == ZDiscard; got != tc.discarded {
				t.Errorf("%s discarded = %v, want %v", top, got, tc.discarded)
			}
		})
	}
}

// TestCommandedMoves: return-commanded and bottom-commanded reach the
// personnel their player commands wherever they are, only those the
// filter matches, never an opponent's; bottom-commanded with up_to lets
// the player take none. Glossary: cannot (a card that cannot be returned
// is not offered); Rulebook: Draw deck (the bottom of its owner's deck).
func TestCommandedMoves(t *testing.T) {
	cases := []struct {
		name     string
		step     Step
		possible bool
		picks    []string // chosen, when a decision is asked
		hand     []string // then in Ann's hand
		bottom   []string // then at the bottom of Ann's deck
	}{
		{"return the only match", Step{Do: DoReturnCommanded, Filter: &Filter{Title: "Vorax"}}, true, nil, []string{"Vorax"}, nil},
		{"return: an opponent's is not reached", Step{Do: DoReturnCommanded, Filter: &Filter{Title: "Davies"}}, false, nil, nil, nil},
		{"bottom up to two of three", Step{Do: DoBottomCommanded, Count: 2, UpTo: true, Filter: &Filter{Type: Personnel}}, true, []string{"Kahmis", "Dokar"}, nil, []string{"Kahmis", "Dokar"}},
		{"bottom up to two: none taken", Step{Do: DoBottomCommanded, Count: 2, UpTo: true, Filter: &Filter{Type: Personnel}}, true, []string{}, nil, nil},
		{"bottom two, only one matches", Step{Do: DoBottomCommanded, Count: 2, Filter: &Filter{Title: "Kahmis"}}, false, nil, nil, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, tosFamilyPosition)
			// Davies is Ben's: put him in play at Ben's headquarters.
			davies := find(t, g, "Davies")
			g.place(davies.ID, ZSurface, find(t, g, "Earth").ID)
			s := tc.step
			if err := s.Filter.validate(); err != nil {
				t.Fatal(err)
			}
			v := registry[s.Do]
			ctx := g.ctxFor(ann, find(t, g, "Qo'noS").ID)
			if got := v.possible(g, ctx, &s); got != tc.possible {
				t.Fatalf("possible = %v, want %v", got, tc.possible)
			}
			if !tc.possible {
				return
			}
			g.pending, g.work = nil, nil // the verb alone: its announcement's window is then the decision pending
			v.run(g, ctx, s)
			g.run()
			if tc.picks != nil {
				choose(t, g, tc.picks...)
			}
			skipEmptyWindows(t, g) // the move out of play is announced first (about-to-lose-command)
			for _, n := range tc.hand {
				if z := find(t, g, n).Zone; z != ZHand {
					t.Errorf("%s in %v, want hand", n, z)
				}
			}
			deck := g.players[ann].Deck
			for _, n := range tc.bottom {
				if !slices.Contains(deck[3:], find(t, g, n).ID) {
					t.Errorf("%s not under the three cards of the deck: %v", n, deck)
				}
			}
			if len(tc.bottom) == 0 && len(deck) != 3 {
				t.Errorf("deck %v: want the three cards it had", deck)
			}
		})
	}
}

// TestRemoveCardFromCore: remove-card with from: core and whose: opponent
// reaches only an event in an opponent's core, and sends it out of the
// game (not to the discard pile: it is not destroyed). Glossary: remove
// from the game.
func TestRemoveCardFromCore(t *testing.T) {
	cases := []struct {
		name     string
		whose    string
		possible bool
	}{
		{"an opponent's core", WhoseOpponent, true},
		{"your own core is empty", "", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, tosFamilyPosition)
			s := Step{Do: DoRemoveCard, From: "core", StepFields: StepFields{Whose: tc.whose}, Filter: &Filter{Type: EventCard}}
			v := registry[s.Do]
			ctx := g.ctxFor(ann, find(t, g, "Kroval").ID)
			if got := v.possible(g, ctx, &s); got != tc.possible {
				t.Fatalf("possible = %v, want %v", got, tc.possible)
			}
			if !tc.possible {
				return
			}
			v.run(g, ctx, s)
			g.run()
			choose(t, g, "Remove Always Welcome")
			aw := find(t, g, "Always Welcome")
			if aw.Zone != ZRemoved || slices.Contains(g.players[1].Core, aw.ID) {
				t.Errorf("Always Welcome in %v, want removed from the game", aw.Zone)
			}
		})
	}
}
