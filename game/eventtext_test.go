package game

import (
	"regexp"
	"testing"
)

var secondPerson = regexp.MustCompile(`(?i)\b(you|your|yours|yourself)\b`)

// TestEventTextsNamePlayers: an event is read by both players (and by logs
// and network peers), so its text names players and never says "you" or
// "your": on the other player's screen that would speak of the wrong side
// (issue 11, point 13: "Bot plays Cry "Havoc!" to your core." shown to the
// bot's opponent). Basic bots play whole games on decks with events,
// interrupts and abilities; every event is read as each seat sees it.
func TestEventTextsNamePlayers(t *testing.T) {
	lib := testLib(t)
	pairs := [][2]DeckList{
		{kliEventsDeck(t, lib), borgDeck(t, lib)},
		{borgDeck(t, lib), kliEventsDeck(t, lib)},
		{fedDeck(t, lib), kliEventsDeck(t, lib)},
	}
	plays := 0
	reported := map[string]bool{}
	for i, decks := range pairs {
		for seed := uint64(1); seed <= 4; seed++ {
			g, err := New(lib, Setup{Decks: decks, Names: [2]string{"Ann", "Bot"}, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			var bots [2]Bot
			for p := range bots {
				bots[p], _ = NewBotWith(BotBasic, lib, seed*3+uint64(p))
			}
			for steps := 0; g.Pending() != nil && steps < 20000; steps++ {
				d := g.Pending()
				v := g.View(d.Player)
				if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
					t.Fatalf("pair %d seed %d: %v", i, seed, err)
				}
			}
			for p := range 2 {
				for _, e := range g.Log(Player(p)) {
					if e.Kind == "play" {
						plays++
					}
					if secondPerson.MatchString(e.Text) && !reported[e.Text] {
						reported[e.Text] = true
						t.Errorf("pair %d seed %d, read by %s: %s event %q speaks to the reader", i, seed, Player(p), e.Kind, e.Text)
					}
				}
			}
		}
	}
	if plays == 0 {
		t.Fatal("no card was played: the test proves nothing")
	}
}
