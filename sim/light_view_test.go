package sim

import (
	"reflect"
	"testing"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// wholeViews drives a bot through its Choose alone, so the match gives
// it a whole View for every decision it is asked: none of the light
// view's savings (parts left out, stats worked out when read) apply.
type wholeViews struct{ game.Bot }

// The basic bot reads light views, holding only the parts of the table
// it reads for each decision, with stats worked out when first read. It
// must play exactly the games it plays from whole views, with every
// built-in deck: the same choices and the same result.
func TestBasicBotPlaysTheSameFromLightViews(t *testing.T) {
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"tng-excelsior", "klingon-excelsior", "romulan-excelsior", "common-ground-excelsior", "federation", "klingon", "borg"}
	list := make([]game.DeckList, len(names))
	for i, n := range names {
		d, err := decks.Load(lib, n)
		if err != nil {
			t.Fatal(err)
		}
		list[i] = d.List()
	}
	play := func(ds [2]game.DeckList, seed uint64, whole bool) *game.Game {
		t.Helper()
		g, err := game.New(lib, game.Setup{Decks: ds, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]game.Bot
		for p := range bots {
			if bots[p], err = game.NewBotFor(game.BotBasic, lib, seed+uint64(p)+1, ds[p]); err != nil {
				t.Fatal(err)
			}
			if whole {
				bots[p] = wholeViews{bots[p]}
			}
		}
		if _, err := game.NewMatch(g, bots).Play(1 << 20); err != nil {
			t.Fatal(err)
		}
		return g
	}
	for i := range list {
		ds := [2]game.DeckList{list[i], list[(i+1)%len(list)]}
		for seed := uint64(1); seed <= 6; seed++ {
			light, whole := play(ds, seed, false), play(ds, seed, true)
			if light.Result() == nil {
				t.Fatalf("%s v %s seed %d: the game did not end", names[i], names[(i+1)%len(names)], seed)
			}
			if !reflect.DeepEqual(light.Choices(), whole.Choices()) || !reflect.DeepEqual(light.Result(), whole.Result()) {
				t.Fatalf("%s v %s seed %d: the basic bot played differently from light views", names[i], names[(i+1)%len(names)], seed)
			}
		}
	}
}
