package game

import (
	"encoding/json"
	"reflect"
	"testing"
)

// A Match answers a window that offers a seat Pass alone without asking
// the bot (logPass). The games must be the very games played when
// every window is posed: the same choices under the same decision
// numbers, the same logs for both seats and the same result, including a
// game that ends while a window is open (the end is checked where posing
// would have checked it).
func TestMatchPassAloneSameGames(t *testing.T) {
	lib := testLib(t)
	pairs := map[string][2]DeckList{
		"federation-klingon": {fedDeck(t, lib), kliDeck(t, lib)},
		"events-borg":        {kliEventsDeck(t, lib), borgDeck(t, lib)},
	}
	for name, decks := range pairs {
		for _, kind := range []string{BotBasic, BotRandom} {
			skipped := 0
			for seed := uint64(1); seed <= 40; seed++ {
				every, fast := playMatch(t, lib, decks, kind, seed, true), playMatch(t, lib, decks, kind, seed, false)
				if !reflect.DeepEqual(every.g.Choices(), fast.g.Choices()) {
					t.Fatalf("%s %s seed %d: the choices differ (%d against %d)", name, kind, seed, every.g.ChoiceCount(), fast.g.ChoiceCount())
				}
				for p := range 2 {
					if a, b := logJSON(t, every.g, Player(p)), logJSON(t, fast.g, Player(p)); a != b {
						t.Fatalf("%s %s seed %d: %s's log differs", name, kind, seed, Player(p))
					}
				}
				if !reflect.DeepEqual(every.g.Result(), fast.g.Result()) || every.g.Result() == nil {
					t.Fatalf("%s %s seed %d: results %+v and %+v", name, kind, seed, every.g.Result(), fast.g.Result())
				}
				skipped += every.steps - fast.steps
			}
			if skipped <= 0 {
				t.Fatalf("%s %s: no window was answered without asking; the test shows nothing", name, kind)
			}
		}
	}
}

type playedMatch struct {
	g     *Game
	steps int // decisions its bots were asked
}

func playMatch(t *testing.T, lib *Library, decks [2]DeckList, kind string, seed uint64, askEvery bool) playedMatch {
	t.Helper()
	return playMatchWith(t, lib, Setup{Decks: decks, Seed: seed}, kind, askEvery)
}

// playMatchWith is playMatch from a setup of the caller's.
func playMatchWith(t *testing.T, lib *Library, s Setup, kind string, askEvery bool) playedMatch {
	t.Helper()
	g, err := New(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	m := NewMatch(g, botPair(t, lib, kind, s.Decks, s.Seed))
	if askEvery {
		m.AskEveryWindow()
	}
	n, err := m.Play(1 << 20)
	if err != nil {
		t.Fatal(err)
	}
	return playedMatch{g, n}
}

// botPair is the two bots of kind that the test games of seed seat.
func botPair(t *testing.T, lib *Library, kind string, decks [2]DeckList, seed uint64) [2]Bot {
	t.Helper()
	var bots [2]Bot
	for p := range bots {
		var err error
		if bots[p], err = NewBotFor(kind, lib, seed+uint64(p)+1, decks[p]); err != nil {
			t.Fatal(err)
		}
	}
	return bots
}

func logJSON(t *testing.T, g *Game, p Player) string {
	t.Helper()
	b, err := json.Marshal(g.Log(p))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// In a match of bots the most frequent event texts are worded when first
// read, from the event and what was noted when it happened (text_event_late.go,
// renderNamed). Read later, they must say exactly what a game wording
// them at once says, to each seat and to a spectator, face-down cards
// included (Rulebook: Showing your cards).
func TestLateEventTextReadsAsAtOnce(t *testing.T) {
	lib := testLib(t)
	pairs := [][2]DeckList{{fedDeck(t, lib), kliDeck(t, lib)}, {kliEventsDeck(t, lib), borgDeck(t, lib)}}
	late := 0
	for i, decks := range pairs {
		for seed := uint64(1); seed <= 12; seed++ {
			// Half the games are set up for a match (Setup.ForMatch): their
			// opening draws are worded late too.
			forMatch := seed%2 == 0
			m := playMatchWith(t, lib, Setup{Decks: decks, Seed: seed, ForMatch: forMatch}, BotBasic, false)
			for _, e := range m.g.Events() {
				if e.render != nil {
					late++
				}
			}
			if first := m.g.Events()[1]; first.Kind != "draw" || (first.render != nil) != forMatch {
				t.Fatalf("pair %d seed %d: the opening draw (%s) is worded late: %v, set up for a match: %v", i, seed, first.Kind, first.render != nil, forMatch)
			}
			g, err := New(lib, Setup{Decks: decks, Seed: seed}) // not a match: words at once
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range m.g.Choices() {
				if _, err := g.Choose(g.Pending().Player, c); err != nil {
					t.Fatalf("pair %d seed %d: replaying decision %d: %v", i, seed, c.Decision, err)
				}
			}
			for _, p := range []Player{0, 1, -1} {
				if a, b := logJSON(t, g, p), logJSON(t, m.g, p); a != b {
					t.Fatalf("pair %d seed %d: the log as %v reads it differs when worded late\nat once %s\nlate    %s", i, seed, p, a, b)
				}
			}
		}
	}
	if late == 0 {
		t.Fatal("no event was left to be worded late: the test compares nothing")
	}
}

// Scheduled steps keep pointers into card data instead of copies
// (runAbility, dilemmaActionsAs), so playing must never change a card's
// data: every card of the library reads the same after bot games as
// when it was loaded.
func TestPlayLeavesCardDataAsLoaded(t *testing.T) {
	lib := testLib(t)
	snapshot := func() string {
		// All reads every encoding first: a card's is read when the card
		// is first needed, which is not a change made by playing.
		b, err := json.Marshal(lib.All())
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	before := snapshot()
	pairs := [][2]DeckList{{fedDeck(t, lib), kliEventsDeck(t, lib)}, {kliEventsDeck(t, lib), borgDeck(t, lib)}}
	for _, decks := range pairs {
		for seed := uint64(1); seed <= 8; seed++ {
			for _, kind := range []string{BotBasic, BotRandom} {
				playMatch(t, lib, decks, kind, seed, false)
			}
		}
	}
	if snapshot() != before {
		t.Fatal("playing changed the library's card data")
	}
}
