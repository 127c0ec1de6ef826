package net

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// savedGame plays a game between two bots for at most n choices and saves
// it as a host would: the header with its start, a record per choice and
// a checkpoint every checkpointEvery records and at the end.
func savedGame(t *testing.T, lib *game.Library, seed uint64, n int) Save {
	t.Helper()
	decks := [2]game.DeckList{sampleList(t, lib, "federation"), sampleList(t, lib, "klingon")}
	g, err := game.New(lib, game.Setup{Decks: decks, Names: [2]string{"Ann", "Ben"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	start := StateOf(g)
	tok, _ := NewToken()
	s := Save{Format: SaveFormat, Seed: seed, Names: [2]string{"Ann", "Ben"}, Decks: [2]DeckSpec{SpecOf(decks[0]), SpecOf(decks[1])},
		Token: tok, Start: &start}
	var bots [2]game.Bot
	for p := range bots {
		bots[p], _ = game.NewBotWith(game.BotBasic, lib, seed+uint64(p))
	}
	for i := 0; i < n; i++ {
		d := g.Pending()
		if d == nil {
			break
		}
		v := g.View(d.Player)
		c := bots[d.Player].Choose(&v, d)
		c.Picks = slices.Clone(c.Picks) // the bot may reuse its slice
		if _, err := g.Choose(d.Player, c); err != nil {
			t.Fatal(err)
		}
		s.Log = append(s.Log, SaveRecord{Choice: &c})
		if len(s.Log)%(checkpointEvery+1) == checkpointEvery || g.Result() != nil {
			st := StateOf(g)
			s.Log = append(s.Log, SaveRecord{State: &st})
		}
	}
	return s
}

// editSave is a deep enough copy of base for f to change.
func editSave(base Save, f func(*Save)) Save {
	s := base
	s.Log = slices.Clone(base.Log)
	for p := range s.Decks {
		s.Decks[p].Cards = slices.Clone(base.Decks[p].Cards)
	}
	f(&s)
	return s
}

// lastCheckpoint is the index of the last checkpoint in s.Log.
func lastCheckpoint(s *Save) int {
	for i := len(s.Log) - 1; i >= 0; i-- {
		if s.Log[i].State != nil {
			return i
		}
	}
	return -1
}

// A save is resumed only if it is what a host wrote: clean names, a real
// token, legal decks, a start its decks and seed set up, records that
// replay through every checkpoint. An edited or forged save is refused,
// saying why; a log cut at a record's end is a host killed there, and
// resumes as the game stood then.
func TestVerifyRefusesBadSaves(t *testing.T) {
	lib := testLib(t)
	mid := savedGame(t, lib, 3, 80)
	over := savedGame(t, lib, 4, 1_000_000)
	for _, s := range []Save{mid, over} {
		if _, err := s.Verify(lib); err != nil {
			t.Fatalf("an honest save is refused: %v", err)
		}
	}
	g, err := over.Verify(lib)
	if err != nil || g.Result() == nil {
		t.Fatalf("the finished game does not replay to its end: %v", err)
	}
	cut := editSave(mid, func(s *Save) { s.Log = s.Log[:lastCheckpoint(s)-3] })
	if g, err := cut.Verify(lib); err != nil || g.ChoiceCount() != len(cut.Choices()) {
		t.Errorf("a log cut at a record's end (a host killed there) is refused: %v", err)
	}
	for _, c := range []struct {
		name string
		save Save
		want string
	}{
		{"a choice left out before a checkpoint", editSave(mid, func(s *Save) {
			i := lastCheckpoint(s) - 1
			s.Log = slices.Delete(s.Log, i, i+1)
		}), "checkpoint"},
		{"a choice changed", editSave(mid, func(s *Save) {
			// The last choice before a checkpoint that did not pick the
			// first option now picks it.
			for i := lastCheckpoint(s) - 1; i >= 0; i-- {
				if c := s.Log[i].Choice; c != nil && len(c.Picks) == 1 && c.Picks[0] != 0 {
					s.Log[i].Choice = &game.Choice{Decision: c.Decision, Picks: []int{0}}
					return
				}
			}
		}), "record"},
		{"a checkpoint changed", editSave(mid, func(s *Save) {
			st := *s.Log[lastCheckpoint(s)].State
			st.Scores[0] += 5
			s.Log[lastCheckpoint(s)].State = &st
		}), "checkpoint"},
		{"the seed changed", editSave(mid, func(s *Save) { s.Seed++ }), "do not set up"},
		{"no start", editSave(mid, func(s *Save) { s.Start = nil }), "where its game starts"},
		{"an escape in a name", editSave(mid, func(s *Save) { s.Names[1] = "\x1b[2JBen" }), "control or invisible"},
		{"a right-to-left override in a name", editSave(mid, func(s *Save) { s.Names[0] = "\u202ennA" }), "control or invisible"},
		{"a short token", editSave(mid, func(s *Save) { s.Token = "abc" }), "32 hexadecimal"},
		{"no token", editSave(mid, func(s *Save) { s.Token = "" }), "32 hexadecimal"},
		{"an illegal deck", editSave(mid, func(s *Save) { s.Decks[1].Cards = s.Decks[1].Cards[5:] }), "not a legal deck"},
		{"an unknown card", editSave(mid, func(s *Save) { s.Decks[1].Cards[0] = "9-999" }), "unknown card"},
	} {
		_, err := c.save.Verify(lib)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
}

var cardIDRe = regexp.MustCompile(`"card":"([^"]+)"`)

// visibleCardIDs are the card IDs either player's view shows.
func visibleCardIDs(t *testing.T, g *game.Game) map[string]bool {
	t.Helper()
	seen := map[string]bool{}
	for p := range 2 {
		b, err := json.Marshal(g.View(game.Player(p)))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range cardIDRe.FindAllSubmatch(b, -1) {
			seen[string(m[1])] = true
		}
	}
	return seen
}

// Issue 25 item 14: the host's own hidden cards are checked like seat 2's.
// Two cards of a deck that nobody has seen yet trade places in its list:
// the deck is as legal as before and both players' views of the game so
// far are the same, but it is no longer the game that was saved (its
// draw deck holds other cards where they were), so the resume is refused.
// The same for the dilemma piles.
func TestVerifyRefusesHiddenCardsChanged(t *testing.T) {
	lib := testLib(t)
	honest := savedGame(t, lib, 7, 60)
	want, err := honest.Verify(lib)
	if err != nil {
		t.Fatal(err)
	}
	seen := visibleCardIDs(t, want)
	views := func(g *game.Game) string {
		return jsonOf(t, [2]game.View{g.View(0), g.View(1)})
	}
	for _, c := range []struct {
		name string
		seat int
		kind game.CardType
	}{
		{"the host's draw deck", 0, ""},
		{"seat 2's draw deck", 1, ""},
		{"the host's dilemma pile", 0, game.Dilemma},
		{"seat 2's dilemma pile", 1, game.Dilemma},
	} {
		cards := honest.Decks[c.seat].Cards
		// Two unseen cards of that part of the deck, different cards.
		i, j := -1, -1
		for k, id := range cards {
			card := lib.ByID(id)
			inPart := card.Type == game.Dilemma == (c.kind == game.Dilemma) && card.Type != game.Mission
			if !inPart || seen[id] {
				continue
			}
			if i < 0 {
				i = k
			} else if cards[k] != cards[i] {
				j = k
				break
			}
		}
		if j < 0 {
			t.Fatalf("%s: no two unseen cards to swap", c.name)
		}
		edited := editSave(honest, func(s *Save) {
			cs := s.Decks[c.seat].Cards
			cs[i], cs[j] = cs[j], cs[i]
		})
		g, err := edited.Replay(lib)
		if err != nil {
			t.Fatalf("%s: the edited save does not even replay: %v", c.name, err)
		}
		if views(g) != views(want) {
			t.Fatalf("%s: the swap shows in a view; the test needs cards nobody has seen", c.name)
		}
		if _, err := edited.Verify(lib); err == nil || !strings.Contains(err.Error(), "do not set up the game that was saved") {
			t.Errorf("%s: two hidden cards swapped, the save is resumed: %v", c.name, err)
		}
	}
}
