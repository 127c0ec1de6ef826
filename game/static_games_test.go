package game

import (
	"math/rand/v2"
	"testing"
)

// Decks built around the continuous personnel and ships of static.yaml,
// so that bot games meet their conditions, costs and permissions.

func staticKliDeck(t testing.TB, lib *Library) DeckList {
	return buildDeck(t, lib,
		[]string{"Qo'noS, Heart of the Empire", "Surgery Under Fire", "Brute Force", "Evaluate Soliton Wave", "Military Exercises"},
		[]string{"An Old Debt", "Justice or Vengeance", "Sokath, His Eyes Uncovered!", "Ornaran Threat", "Authenticate Artifacts", "Tense Negotiations", "Stellar Core Fragment"},
		[]string{"Kurak", "Bregath", "Kahless The Greatest Warrior of Them All", "Kahlest", "T'vis", "Dokar", "Worf First Officer",
			"I.K.S. Hegh'ta", "I.K.S. Maht-H'a", "I.K.S. Qam-Chee", "Kahmis", "Kroval", "Vorax"}, 3)
}

func staticFedDeck(t testing.TB, lib *Library) DeckList {
	return buildDeck(t, lib,
		[]string{"Earth, Cradle of the Federation", "Investigate Massacre", "Loren III, Combined Discovery", "Evaluate Soliton Wave", "Starbase 718, Investigate Cryosatellite"},
		[]string{"Command Decisions", "Triage", "Kolaran Raiders", "Systems Diagnostic", "Wavefront", "Pinned Down", "Stellar Core Fragment"},
		[]string{"Beverly Crusher Encouraging Commander", "Miles O'Brien Conn Officer", "Geordi La Forge Conn Officer", "Data Masquerading Monarch",
			"Bruce Maddox", "Dr. Leah Brahms", "Wesley Crusher Prodigy", "Jim Shimoda", "Garvey", "Martinez", "Richardson", "Lopez",
			"U.S.S. Enterprise-D, Explorer"}, 3)
}

func staticRomDeck(t testing.TB, lib *Library) DeckList {
	return buildDeck(t, lib,
		[]string{"Romulus, Seat of Power", "Surgery Under Fire", "Investigate Massacre", "Patrol Neutral Zone", "Evaluate Soliton Wave"},
		[]string{"Command Decisions", "Triage", "Kolaran Raiders", "Systems Diagnostic", "Wavefront", "Pinned Down", "Sokath, His Eyes Uncovered!"},
		[]string{"Mendak", "Tomalak Beguiling Adversary", "Donatra Compassionate Patriot", "Spock Celebrated Ambassador", "Rasul",
			"Stefan DeSeve", "D'deridex Advanced", "Deranas", "Terix", "Trolarak"}, 3)
}

// Invariants over bot games (basic and random) between the decks of
// static.yaml's cards: every decision they add — paying to use skills,
// paying to attempt — has a legal answer the bots give, and games end.
func TestBotGamesWithStaticCardsKeepInvariants(t *testing.T) {
	lib := testLib(t)
	games := 40
	if testing.Short() {
		games = 8
	}
	pairs := [][2]DeckList{
		{staticKliDeck(t, lib), staticFedDeck(t, lib)},
		{staticRomDeck(t, lib), staticKliDeck(t, lib)},
		{staticFedDeck(t, lib), staticRomDeck(t, lib)},
	}
	kinds := map[string]int{}
	for i, decks := range pairs {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			g, err := New(lib, Setup{Decks: decks, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			random := seed%4 == 0
			var bots [2]Bot
			for p := range bots {
				bots[p], _ = NewBotWith(BotBasic, lib, seed*2+uint64(p))
			}
			r := rand.New(rand.NewPCG(seed, 3))
			for steps := 0; g.Pending() != nil; steps++ {
				if steps > 100000 {
					t.Fatalf("pair %d seed %d: game did not end", i, seed)
				}
				d := g.Pending()
				var c Choice
				if random {
					c = RandomChoice(r, d)
				} else {
					v := g.View(d.Player)
					c = bots[d.Player].Choose(&v, d)
				}
				if _, err := g.Choose(d.Player, c); err != nil {
					t.Fatalf("pair %d seed %d: choice refused: %v (%s %q)", i, seed, err, d.Kind, d.Prompt)
				}
				checkInvariants(t, g)
			}
			g.TallyEvents(0, kinds)
		}
	}
	t.Logf("over %d games: skill costs paid %d, attempt costs paid %d, completions %d",
		3*games, kinds["skills-cost"], kinds["attempt-cost"], kinds["complete"])
	expect := []string{"skills-cost", "attempt-cost", "complete"}
	if testing.Short() {
		expect = expect[2:] // too few games to be sure of meeting the costs
	}
	for _, k := range expect {
		if kinds[k] == 0 {
			t.Errorf("no %q event in %d games: the decks or bots no longer exercise it", k, 3*games)
		}
	}
}
