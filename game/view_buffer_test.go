package game

import (
	"encoding/json"
	"testing"
)

// A reused view shows exactly what a fresh View shows (Pending aside),
// whoever last filled the buffer: reuse must never leave a stale card or
// a card the viewer may not see. Rulebook: Showing your cards.
func TestViewIntoMatchesView(t *testing.T) {
	lib := testLib(t)
	decks := [2]DeckList{fedDeck(t, lib), kliEventsDeck(t, lib)}
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := New(lib, Setup{Decks: decks, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(BotBasic, lib, seed+uint64(p))
		}
		var seats [2]ViewBuffer
		var shared ViewBuffer
		for n := 0; g.Pending() != nil && n < 3000; n++ {
			d := g.Pending()
			for p := range 2 {
				me := Player(p)
				want := g.View(me)
				want.Pending = nil
				for _, got := range []*View{g.ViewInto(me, &seats[p]), g.ViewInto(me, &shared)} {
					if a, b := mustJSON(t, want), mustJSON(t, *got); a != b {
						t.Fatalf("seed %d decision %d seat %d: reused view differs\nwant %s\ngot  %s", seed, n, p, a, b)
					}
				}
			}
			v := g.View(d.Player)
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
