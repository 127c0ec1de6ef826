package net

import (
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// savedGame plays a game between two bots for at most n choices and saves
// it as a host would.
func savedGame(t *testing.T, lib *game.Library, seed uint64, n int) Save {
	t.Helper()
	decks := [2]game.DeckList{sampleList(t, lib, "federation"), sampleList(t, lib, "klingon")}
	g, err := game.New(lib, game.Setup{Decks: decks, Names: [2]string{"Ann", "Ben"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
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
		if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
			t.Fatal(err)
		}
	}
	tok, _ := NewToken()
	st := StateOf(g)
	return Save{Format: SaveFormat, Seed: seed, Names: [2]string{"Ann", "Ben"}, Decks: [2]DeckSpec{SpecOf(decks[0]), SpecOf(decks[1])},
		Token: tok, Choices: g.Choices(), Result: g.Result(), State: &st}
}

// A save is resumed only if it is what a host wrote: clean names, a real
// token, legal decks, choices that replay to the recorded state and
// result. A cut, edited or forged save is refused, saying why.
func TestVerifyRefusesBadSaves(t *testing.T) {
	lib := testLib(t)
	mid := savedGame(t, lib, 3, 60)
	over := savedGame(t, lib, 4, 1_000_000)
	if over.Result == nil {
		t.Fatal("the bots did not finish a game")
	}
	for _, s := range []Save{mid, over} {
		if _, err := s.Verify(lib); err != nil {
			t.Fatalf("an honest save is refused: %v", err)
		}
	}
	// A format-1 save records no state: cut short, it would replay all the
	// same, so none is trusted.
	old := mid
	old.Format, old.State = 1, nil
	old.Choices = old.Choices[:len(old.Choices)/2]
	if _, err := old.Verify(lib); err == nil || !strings.Contains(err.Error(), "cannot be checked") {
		t.Errorf("a format-1 save cut short is resumed: %v", err)
	}
	edit := func(base Save, f func(*Save)) Save {
		s := base
		s.Choices = append([]game.Choice(nil), base.Choices...)
		s.Decks[1].Cards = append([]string(nil), base.Decks[1].Cards...)
		if base.Result != nil {
			r := *base.Result
			s.Result = &r
		}
		f(&s)
		return s
	}
	for _, c := range []struct {
		name string
		save Save
		want string
	}{
		{"a result for a game that goes on", edit(mid, func(s *Save) { s.Result = &game.Result{Winner: 1, Reason: "missions", Turns: 3} }), "saved result"},
		{"the winner swapped", edit(over, func(s *Save) { s.Result.Winner, s.Result.Tie = 1-s.Result.Winner, false }), "saved result"},
		{"no result for a game that ended", edit(over, func(s *Save) { s.Result = nil }), "saved result"},
		{"choices cut short", edit(mid, func(s *Save) { s.Choices = s.Choices[:len(s.Choices)-5] }), "do not lead to the saved game"},
		{"a choice changed", edit(mid, func(s *Save) {
			// The last choice that did not pick the first option (many
			// answers are a window's Pass, option 0) now picks it.
			for i := len(s.Choices) - 1; i >= 0; i-- {
				if len(s.Choices[i].Picks) == 1 && s.Choices[i].Picks[0] != 0 {
					s.Choices[i].Picks = []int{0}
					return
				}
			}
		}), ""},
		{"the seed changed", edit(mid, func(s *Save) { s.Seed++ }), ""},
		{"no state in format 2", edit(mid, func(s *Save) { s.State = nil }), "does not say where"},
		{"an escape in a name", edit(mid, func(s *Save) { s.Names[1] = "\x1b[2JBen" }), "control or invisible"},
		{"a right-to-left override in a name", edit(mid, func(s *Save) { s.Names[0] = "\u202ennA" }), "control or invisible"},
		{"a short token", edit(mid, func(s *Save) { s.Token = "abc" }), "32 hexadecimal"},
		{"no token", edit(mid, func(s *Save) { s.Token = "" }), "32 hexadecimal"},
		{"an illegal deck", edit(mid, func(s *Save) { s.Decks[1].Cards = s.Decks[1].Cards[5:] }), "not a legal deck"},
		{"an unknown card", edit(mid, func(s *Save) { s.Decks[1].Cards[0] = "9-999" }), "unknown card"},
	} {
		_, err := c.save.Verify(lib)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
}
