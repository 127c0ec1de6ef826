package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The log keeps runs of passes as one record; what it gives back, from
// any choice on, is every choice as logged: over random mixes of
// choices, single passes and runs of passes, with decision numbers in a
// row and with gaps, it agrees with a plain list of the choices.
func TestChoiceLogRunsGiveBackTheChoices(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := range 200 {
		var l choiceLog
		var want []Choice
		id := 1
		for range r.IntN(40) {
			id += r.IntN(2) // a gap: a decision answered elsewhere
			switch r.IntN(3) {
			case 0:
				picks := make([]int, r.IntN(3))
				for i := range picks {
					picks[i] = r.IntN(5)
				}
				l.add(id, picks)
				want = append(want, Choice{Decision: id, Picks: picks})
				id++
			case 1:
				l.addPass(id)
				want = append(want, Choice{Decision: id, Picks: []int{0}})
				id++
			default:
				n := 1 + r.IntN(4)
				l.addPasses(id, n)
				for range n {
					want = append(want, Choice{Decision: id, Picks: []int{0}})
					id++
				}
			}
		}
		if l.len() != len(want) {
			t.Fatalf("round %d: len() = %d, want %d", round, l.len(), len(want))
		}
		for n := -1; n <= len(want); n++ {
			got := l.from(n)
			if n < 0 || n >= len(want) {
				if got != nil {
					t.Fatalf("round %d: from(%d) = %v, want nil", round, n, got)
				}
				continue
			}
			if len(got) != len(want)-n {
				t.Fatalf("round %d: from(%d) gave %d choices, want %d", round, n, len(got), len(want)-n)
			}
			for i := range got {
				if w := want[n+i]; got[i].Decision != w.Decision || !slices.Equal(got[i].Picks, w.Picks) || cap(got[i].Picks) != len(got[i].Picks) {
					t.Fatalf("round %d: from(%d)[%d] = %+v, want %+v", round, n, i, got[i], w)
				}
			}
		}
	}
}

// A window answering a trigger no card could answer gathers nothing for
// either player, as asking each would (offerMandatory): over whole
// games between every built-in deck, whenever a trigger's window waits
// on a decision, answeredByNone holds only when neither player could
// gather a response.
func TestAnsweredByNoneGathersNothing(t *testing.T) {
	lib := testLib(t)
	ds := sampleDecks(t, lib)
	checked := 0
	for i := range ds {
		pair := [2]DeckList{ds[i], ds[(i+1)%len(ds)]}
		playChecking(t, lib, pair, BotRandom, uint64(i+7), func(g *Game) error {
			for _, w := range g.windowsMade {
				if w.trig == nil || !w.answeredByNone() {
					continue
				}
				checked++
				for p := range Player(2) {
					if rs := g.triggerResponses(nil, w.trig, w.kind, w.k, p); len(rs) > 0 {
						t.Fatalf("%s: player %d could answer a trigger answered by none", w.kind, p)
					}
				}
			}
			return nil
		})
	}
	if checked == 0 {
		t.Fatal("no open window was checked")
	}
}

// cleared reports whether w's state is as close leaves it.
func (w *responseWindow) cleared() bool {
	s := &w.windowState
	return s.g == nil && s.name == nil && s.gather == nil && s.over == nil && s.trig == nil && s.kind == "" && s.k == 0 &&
		s.att == nil && s.dilemma == 0 && s.order == [2]Player{} && s.gathered[0] == nil && s.gathered[1] == nil && s.have == [2]bool{} &&
		s.round == 0 && s.turn == 0 && s.passes == 0 && s.next == [3]int{} && s.asker == 0 && s.dec == nil
}

// newWindow sets only what is not zero, so a window it takes from the
// game's kept windows must be cleared: those a game closes, and those a
// game built on a finished one's memory takes over, open ones too
// (takeMemory), are.
func TestKeptWindowsAreCleared(t *testing.T) {
	lib := testLib(t)
	ds := [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}
	var old *Game
	left := 0
	for seed := range uint64(6) {
		g, err := New(lib, Setup{Decks: ds, Seed: seed, Reuse: old})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(BotRandom, lib, seed+uint64(p))
		}
		m := NewMatch(g, bots)
		for i := 0; i < 5000; i++ {
			for _, w := range g.windows {
				if !w.cleared() {
					t.Fatalf("seed %d, decision %d: a kept window is not cleared", seed, i)
				}
			}
			if slices.ContainsFunc(g.windowsMade, func(w *responseWindow) bool { return !w.cleared() }) {
				left++ // the next game takes over a window left open
				break
			}
			if ok, err := m.Step(); err != nil {
				t.Fatal(err)
			} else if !ok {
				break
			}
		}
		if open := slices.ContainsFunc(g.windowsMade, func(w *responseWindow) bool { return !w.cleared() }); open {
			next := &Game{lib: lib, seed: seed}
			next.takeMemory(g)
			for _, w := range next.windows {
				if !w.cleared() {
					t.Fatalf("seed %d: a window taken over open is not cleared", seed)
				}
			}
			old = nil
			continue
		}
		old = g
	}
	if left == 0 {
		t.Fatal("no game was left with a window open")
	}
}
