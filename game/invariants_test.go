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
		for _, id := range ps.Core {
			count(g.cards[id].On) // cards placed on an event
		}
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
	count(g.playing)
	count(g.aside)
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
