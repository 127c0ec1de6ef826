package game

import (
	"slices"
	"testing"
)

// checkInvariants verifies what must hold after every choice: every card
// is in exactly the zone it says, counters are never negative, no player
// commands two copies of a unique card, and a pending decision has a legal
// answer.
func checkInvariants(t testing.TB, g *Game) {
	t.Helper()
	seen := map[int]int{}
	count := func(ids []int) {
		for _, id := range ids {
			seen[id]++
		}
	}
	for p := range 2 {
		ps := g.players[p]
		count(ps.Deck)
		count(ps.Hand)
		count(ps.Discard)
		count(ps.DilemmaPile)
		count(ps.Core)
		count(ps.Brig)
		count(ps.Removed)
		count(ps.Missions)
		for _, m := range ps.Missions {
			mc := g.cards[m]
			count(mc.Surface)
			count(mc.Ships)
			count(mc.Beneath)
			count(mc.On)
			for _, s := range mc.Ships {
				count(g.cards[s].Aboard)
				count(g.cards[s].Damage)
			}
		}
	}
	if g.attempt != nil {
		count(g.attempt.drawn)
		count(g.attempt.stack)
	}
	for id := 1; id < len(g.cards); id++ {
		if seen[id] != 1 {
			t.Fatalf("card %d (%s) found %d times (zone %s)", id, g.cards[id].Card.Name(), seen[id], g.cards[id].Zone)
		}
		if l := g.list(g.cards[id]); l == nil || !slices.Contains(*l, id) {
			t.Fatalf("card %d (%s) is not in the list of its zone %s", id, g.cards[id].Card.Name(), g.cards[id].Zone)
		}
	}
	if g.counter < 0 {
		t.Fatalf("counters negative: %d", g.counter)
	}
	for p := range 2 {
		titles := map[string]int{}
		for _, c := range g.cards[1:] {
			if c.Card.Unique && c.Zone.InPlay() && c.Controller == Player(p) {
				titles[NormalizeTitle(c.Card.Title)]++
			}
		}
		for title, n := range titles {
			if n > 1 {
				t.Fatalf("%s commands %d copies of unique %s", Player(p), n, title)
			}
		}
	}
	if d := g.Pending(); d != nil {
		if len(d.Options) < d.Min || d.Max > len(d.Options) || d.Min > d.Max {
			t.Fatalf("decision %q has no legal answer: min %d max %d options %d", d.Prompt, d.Min, d.Max, len(d.Options))
		}
	}
}

// Invariants over many seeded random games.
func TestRandomGamesKeepInvariants(t *testing.T) {
	lib := testLib(t)
	games := 200
	if testing.Short() {
		games = 30
	}
	reasons := map[string]int{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g := randomGame(t, lib, seed, func(g *Game) { checkInvariants(t, g) })
		reasons[g.Result().Reason]++
	}
	t.Logf("end reasons over %d games: %v", games, reasons)
}

// Invariants over seeded games between the basic bots with decks carrying
// every event, interrupt and ability: engagements, damage, responses and
// abilities happen, and the invariants still hold after every choice.
func TestBotGamesWithEveryAbilityKeepInvariants(t *testing.T) {
	lib := testLib(t)
	games := 150
	if testing.Short() {
		games = 20
	}
	decks := [2]DeckList{kliEventsDeck(t, lib), borgDeck(t, lib)}
	kinds := map[string]int{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, err := New(lib, Setup{Decks: decks, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(BotBasic, lib, seed*2+uint64(p))
		}
		for steps := 0; g.Pending() != nil; steps++ {
			if steps > 100000 {
				t.Fatalf("seed %d: game did not end", seed)
			}
			d := g.Pending()
			v := g.View(d.Player)
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatalf("seed %d: bot choice refused: %v (%s %q)", seed, err, d.Kind, d.Prompt)
			}
			checkInvariants(t, g)
		}
		g.TallyEvents(0, kinds)
	}
	for _, k := range []string{"engagement", "interrupt", "ability", "download", "damage", "complete"} {
		if kinds[k] == 0 {
			t.Errorf("no %q event in %d games: the decks or bots no longer exercise it", k, games)
		}
	}
	t.Logf("events over %d games: engagements %d, interrupts %d, abilities %d, damage %d, ships destroyed %d, completions %d",
		games, kinds["engagement"], kinds["interrupt"], kinds["ability"], kinds["damage"], kinds["ship-destroyed"], kinds["complete"])
}
