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

// h5Decks carry the events, interrupts, equipment and missions of group
// H5 (issue 10) with personnel whose text is their facts, so bot games
// exercise playing and preventing cards, losing points, cards on events,
// mission text and the new triggers.
func h5Decks(t testing.TB, lib *Library) [2]DeckList {
	dilemmas := []string{"An Old Debt", "Triage", "Pinned Down", "Kolaran Raiders", "Systems Diagnostic", "Wavefront", "Sokath, His Eyes Uncovered!", "Command Decisions"}
	kli := buildDeck(t, lib,
		[]string{"Qo'noS, Heart of the Empire", "Brute Force", "Advanced Combat Training", "Research Binary Star", "Advanced Battle Simulation"},
		dilemmas,
		[]string{"Kahmis", "Dokar", "Kroval", "T'vis", "Vorax", "Meraht", "B'amara", "I.K.S. K'Vort", "I.K.S. Vor'cha",
			"Bat'leth", "The Spirit of Kahless", "Ferocity", "Warrior's Birthright", "At What Cost?", "Amanda Rogers",
			"Portent", "Unexpected Difficulties", "Uninvited", "Alvera Tree Ritual", "Catastrophic Quip"}, 2)
	tng := buildDeck(t, lib,
		[]string{"Earth, Cradle of the Federation", "Agricultural Assessment", "Evaluate Soliton Wave", "Starbase 718 Investigate Cryosatellite", "Locate Mysterious Contact"},
		dilemmas,
		[]string{"Davies", "Daniel Kwan", "Lopez", "Rixx", "E.M.H. Program", "Van Orton", "Soong-type Android", "U.S.S. Galaxy", "U.S.S. Nebula",
			"Hypospray", "Common Ground", "New Life", "Well Wishes", "Mutual Advantage", "Forever Linked",
			"One Man Can Summon the Future", "Signs of Sentience", "Amanda Rogers", "At What Cost?", "Uninvited"}, 2)
	tng.Draw = append(tng.Draw, mustFind(t, lib, "Elizabeth Shelby"), mustFind(t, lib, "Reginald Barclay, Exceeding Limits"),
		mustFind(t, lib, "Deanna Troi, Ship's Counselor"), mustFind(t, lib, "Tasha Yar, Chief of Security"))
	return [2]DeckList{kli, tng}
}

// Invariants over bot games with group H5's cards (issue 10): every card
// in one zone (cards on events and being played included), counters never
// negative, uniqueness, a legal answer to every decision, every game ends.
func TestBotGamesWithH5CardsKeepInvariants(t *testing.T) {
	lib := testLib(t)
	games := 40
	if testing.Short() {
		games = 8
	}
	decks := h5Decks(t, lib)
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
			if steps > 200000 {
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
	for _, k := range []string{"play", "interrupt", "lose-points", "complete", "ability"} {
		if kinds[k] == 0 {
			t.Errorf("no %q event in %d games: the decks or bots no longer exercise it", k, games)
		}
	}
	t.Logf("events over %d games: %v", games, kinds)
}
