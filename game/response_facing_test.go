package game

import (
	"fmt"
	"testing"
)

// allFacing asks every place facing text may be offered from.
const allFacing = fromAttempters | fromShips | fromEquipment | fromCore | fromMissions | fromHand

// checkFacingFrom reports a facing window whose responses, gathered
// from the places facingFrom names, differ from those gathered
// everywhere.
func (g *Game) checkFacingFrom() error {
	if g.attempt == nil {
		return nil
	}
	for p := range Player(2) {
		got, want := g.facingResponses(p), g.facingResponsesFrom(p, allFacing)
		if len(got) != len(want) {
			return fmt.Errorf("player %d: %d facing responses gathered from %b, %d from everywhere", p, len(got), g.facingFrom(p), len(want))
		}
		for i := range got {
			if got[i].Option.Card != want[i].Option.Card || got[i].Option.Action != want[i].Option.Action || got[i].mandatory != want[i].mandatory {
				return fmt.Errorf("player %d: facing response %d differs", p, i)
			}
		}
	}
	return nil
}

// playChecking plays a bot match between ds, calling check after every
// decision, and reports how many decisions it checked.
func playChecking(t *testing.T, lib *Library, ds [2]DeckList, bot string, seed uint64, check func(g *Game) error) int {
	t.Helper()
	g, err := New(lib, Setup{Decks: ds, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var bots [2]Bot
	for p := range bots {
		if bots[p], err = NewBotWith(bot, lib, seed+uint64(p)); err != nil {
			t.Fatal(err)
		}
	}
	m := NewMatch(g, bots)
	n := 0
	for ; n < 5000; n++ {
		if err := check(g); err != nil {
			t.Fatalf("%s v %s, seed %d, decision %d: %v", ds[0].Name, ds[1].Name, seed, n, err)
		}
		ok, err := m.Step()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
	}
	return n
}

// Glossary: attempting missions, steps 3.h and 5.a. A facing window
// gathers only from the places a card with facing text could be offered
// from (rules_response_facing.go); over games between every built-in
// deck, whenever an attempt is under way, it gathers the same responses
// as asking everywhere.
func TestFacingFromAgreesWithGathering(t *testing.T) {
	lib := testLib(t)
	ds := sampleDecks(t, lib)
	offered := 0
	for i := range ds {
		pair := [2]DeckList{ds[i], ds[(i+1)%len(ds)]}
		for _, bot := range []string{BotBasic, BotRandom} {
			playChecking(t, lib, pair, bot, uint64(i+1), func(g *Game) error {
				if g.attempt != nil && len(g.facingResponsesFrom(g.attempt.player, allFacing)) > 0 {
					offered++
				}
				return g.checkFacingFrom()
			})
		}
	}
	if offered == 0 {
		t.Fatal("no facing response was ever offered: the games do not test the check")
	}
}

// The check fails when the list of cards with facing text misses one.
func TestFacingFromCheckCanFail(t *testing.T) {
	lib := testLib(t)
	ds := sampleDecks(t, lib)
	caught := false
	for i := range ds {
		pair := [2]DeckList{ds[i], ds[(i+1)%len(ds)]}
		playChecking(t, lib, pair, BotBasic, uint64(i+1), func(g *Game) error {
			if caught {
				return nil
			}
			kept := g.facingCards
			g.facingCards = nil // forgets them all
			caught = g.checkFacingFrom() != nil
			g.facingCards = kept
			return nil
		})
		if caught {
			return
		}
	}
	t.Fatal("a game missing its cards with facing text was never caught")
}
