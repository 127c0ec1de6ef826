package decks

import (
	"fmt"
	"testing"

	"github.com/stccg/stccg/game"
)

// Bot games between every pair of the Excelsior starter decks, basic and
// random bots, with the engine's invariants checked after every choice:
// whatever the starters' cards do, a card is never lost or doubled, a
// unique card is never doubled (Rulebook: Uniqueness), every decision has
// a legal answer and every game ends (Rulebook: Winning the Game).
func TestStarterDeckGamesKeepInvariants(t *testing.T) {
	lib := testLib(t)
	games := 6
	if testing.Short() {
		games = 2
	}
	lists := make([]game.DeckList, len(starterDecks))
	for i, name := range starterDecks {
		lists[i] = loadSample(t, name).List()
	}
	reasons := map[string]int{}
	for i := range lists {
		for j := i; j < len(lists); j++ {
			for _, kind := range []string{game.BotBasic, game.BotRandom} {
				for seed := uint64(1); seed <= uint64(games); seed++ {
					name := fmt.Sprintf("%s vs %s, %s bots, seed %d", starterDecks[i], starterDecks[j], kind, seed)
					reasons[playChecked(t, lib, name, [2]game.DeckList{lists[i], lists[j]}, kind, seed)]++
				}
			}
		}
	}
	t.Logf("end reasons: %v", reasons)
}

// playChecked plays one bot game to its end, checking the invariants after
// every choice, and returns how it ended.
func playChecked(t *testing.T, lib *game.Library, name string, decks [2]game.DeckList, kind string, seed uint64) string {
	t.Helper()
	g, err := game.New(lib, game.Setup{Decks: decks, Seed: seed})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var bots [2]game.Bot
	for p := range bots {
		if bots[p], err = game.NewBotWith(kind, lib, seed*2+uint64(p)); err != nil {
			t.Fatal(err)
		}
	}
	for steps := 0; g.Pending() != nil; steps++ {
		if steps > 200000 {
			t.Fatalf("%s: the game did not end", name)
		}
		d := g.Pending()
		v := g.View(d.Player)
		if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
			t.Fatalf("%s: bot choice refused: %v (%s %q)", name, err, d.Kind, d.Prompt)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("%s, after %d choices: %v", name, steps+1, err)
		}
	}
	return g.Result().Reason
}
