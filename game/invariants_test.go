package game

import "testing"

// checkInvariants fails the test at the first broken invariant
// (CheckInvariants).
func checkInvariants(t testing.TB, g *Game) {
	t.Helper()
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestCheckInvariantsCatchesAMisplacedCard: the checker can fail.
func TestCheckInvariantsCatchesAMisplacedCard(t *testing.T) {
	lib := testLib(t)
	g := randomGame(t, lib, 1, nil)
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("a finished game: %v", err)
	}
	// A card listed twice: on the table as a mission, and in the hand.
	ps := g.players[0]
	id := ps.Missions[0]
	ps.Hand = append(ps.Hand, id)
	if err := g.CheckInvariants(); err == nil {
		t.Fatal("a card in two lists was not caught")
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
