package game

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// Decks carrying every card of triggered.yaml, so bot games play their
// texts: cards played elsewhere, cost modifiers, looks at decks and hands,
// kills, completions and engagements.
func trigKliDeck(t testing.TB, lib *Library) DeckList {
	return buildDeck(t, lib,
		[]string{"Qo'noS, Heart of the Empire", "Medical Relief", "Sensitive Search", "Military Exercises", "Study Cometary Cloud"},
		[]string{"An Old Debt", "Justice or Vengeance", "Limited Welcome", "Ornaran Threat", "Authenticate Artifacts", "Tense Negotiations", "Stellar Core Fragment"},
		[]string{"Kurn, Squadron Commander", "Nu'Daq, Tenacious Rival", "Khos", "Konmel, Renegade Warrior", "Korris, Renegade Captain", "Kromm",
			"Kamarag, Passionate Orator", "B'Etor, Ambitious Renegade", "Lursa, Ambitious Renegade", "Worf, Son of Mogh", "K'Temoc, Long Slumbering Commander",
			"Dokar", "Kahmis", "Kroval", "T'vis", "Vorax", "K'nera", "I.K.S. T'Ong, Sleeper Ship", "I.K.S. Vor'cha", "Cry \"Havoc!\""}, 2)
}

func trigRomDeck(t testing.TB, lib *Library) DeckList {
	return buildDeck(t, lib,
		[]string{"Romulus, Seat of Power", "Excavation", "Iconia Investigation", "Collect Sample", "Study Cometary Cloud"},
		[]string{"Command Decisions", "Triage", "Kolaran Raiders", "Systems Diagnostic", "Wavefront", "Pinned Down", "Sokath, His Eyes Uncovered!"},
		[]string{"N'Vek, Soldier of the Underground", "Tal'Aura, Impatient Senator", "The Viceroy, Shinzon's Protector", "Alidar Jarok, Conscientious Admiral",
			"Toraan", "Galathon, Steadfast Rival", "Mirok, Interphase Researcher", "Tamarith, Reformist", "Tebok, Posturing Commander", "Kassem, Stern Operative",
			"Thexor", "Relam", "Setek", "Taul", "Mareth", "Rasul", "D'deridex Advanced", "Engage Cloak"}, 2)
}

func trigFedDeck(t testing.TB, lib *Library) DeckList {
	return buildDeck(t, lib,
		[]string{"Earth, Cradle of the Federation", "Medical Relief", "Excavation", "Fissure Research", "Explore Black Cluster"},
		[]string{"Command Decisions", "Triage", "Kolaran Raiders", "Systems Diagnostic", "Wavefront", "Pinned Down", "Sokath, His Eyes Uncovered!"},
		[]string{"Jean-Luc Picard, Genial Captain", "Data, Proud Father", "Homn, Lurching Valet", "Deanna Troi, Ship's Counselor", "Noonien Soong, Often-Wrong",
			"Assimilator, Rogue Borg Vessel", "U.S.S. Enterprise-D, Diplomatic Envoy", "U.S.S. Phoenix, Wayward Starship", "Lal, Beloved", "Soong-type Android",
			"Juliana Tainer, Unknowing Automaton", "Lore, The One", "Morik", "Davies", "Lopez", "Rixx", "Daniel Kwan", "Elizabeth Shelby", "U.S.S. Galaxy"}, 2)
}

// Invariants over bot games (basic and random) between those decks: cards
// conserved, counters never negative, uniqueness, a legal answer to every
// decision, every game ends.
func TestTriggeredCardsBotGamesKeepInvariants(t *testing.T) {
	lib := testLib(t)
	games := 12
	if testing.Short() {
		games = 3
	}
	decks := map[string]DeckList{"klingon": trigKliDeck(t, lib), "romulan": trigRomDeck(t, lib), "federation": trigFedDeck(t, lib)}
	pairs := [][2]string{{"klingon", "romulan"}, {"federation", "klingon"}, {"romulan", "federation"}}
	kinds := map[string]int{}
	for _, pair := range pairs {
		for _, kind := range []string{BotBasic, BotRandom} {
			for seed := uint64(1); seed <= uint64(games); seed++ {
				name := fmt.Sprintf("%s-%s/%s/%d", pair[0], pair[1], kind, seed)
				g, err := New(lib, Setup{Decks: [2]DeckList{decks[pair[0]], decks[pair[1]]}, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				var bots [2]Bot
				for p := range bots {
					bots[p], _ = NewBotWith(kind, lib, seed*2+uint64(p))
				}
				r := rand.New(rand.NewPCG(seed, 3))
				for steps := 0; g.Pending() != nil; steps++ {
					if steps > 100000 {
						t.Fatalf("%s: game did not end", name)
					}
					d := g.Pending()
					v := g.View(d.Player)
					c := bots[d.Player].Choose(&v, d)
					if kind == BotRandom && r.IntN(2) == 0 {
						c = RandomChoice(r, d)
					}
					if _, err := g.Choose(d.Player, c); err != nil {
						t.Fatalf("%s: bot choice refused: %v (%s %q)", name, err, d.Kind, d.Prompt)
					}
					checkInvariants(t, g)
				}
				g.TallyEvents(0, kinds)
			}
		}
	}
	for _, k := range []string{"examine", "reveal", "take", "cost", "score", "name", "complete"} {
		if kinds[k] == 0 {
			t.Errorf("no %q event: the decks or bots no longer exercise it", k)
		}
	}
	t.Logf("events: examine %d, reveal %d, take %d, cost %d, score %d, name %d, boost %d, kill %d, join %d, place %d",
		kinds["examine"], kinds["reveal"], kinds["take"], kinds["cost"], kinds["score"], kinds["name"], kinds["boost"], kinds[OutKill], kinds["join"], kinds["place"])
}
