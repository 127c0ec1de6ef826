package game

import "testing"

// Bot games between two decks built around the reacting cards
// (assets/cards/reacting.yaml): whatever the bots do with them, every card
// stays in exactly one place, counters stay non-negative, no unique card
// is doubled and every decision has a legal answer; and the cards' text is
// used (Rulebook: the whole turn sequence; Glossary: actions).
func TestReactingCardsKeepInvariants(t *testing.T) {
	lib := testLib(t)
	games := 40
	if testing.Short() {
		games = 8
	}
	fed := buildDeck(t, lib,
		[]string{"Earth, Cradle of the Federation", "Runabout Search", "Salvage Borg Ship", "Study Rare Phenomenon", "Investigate Rogue Comet"},
		[]string{"Pinned Down", "Triage", "An Old Debt", "Tense Negotiations", "Limited Welcome", "Kolaran Raiders", "Ornaran Threat"},
		[]string{"Worf, Chief of Security", "Lal, Beloved", "Alyssa Ogawa, Enterprise Medical Assistant", "Tasha Yar, Chief of Security",
			"Benjamin Maxwell, Misguided Maverick", "Robin Lefler, Pragmatic Specialist", "Juliana Tainer, Unknowing Automaton",
			"Sito Jaxa, Undercover \"Terrorist\"", "Kurn, Exchange Officer", "William T. Riker, Facing Apotheosis", "Lore, The One",
			"Soong-type Android", "Ira Graves, Noted Molecular Cyberneticist", "U.S.S. Pasteur, Medical Ship", "U.S.S. Nebula",
			"Davies", "Martin", "Jessel", "Rixx", "Lian T'su", "Elizabeth Shelby", "Catastrophic Quip"}, 2)
	rom := buildDeck(t, lib,
		[]string{"Romulus, Seat of Power", "Supervise Dilithium Mine", "Compelling Threat", "Intercept Renegade", "Collect Sample"},
		[]string{"Pinned Down", "Triage", "An Old Debt", "Command Decisions", "Limited Welcome", "Kolaran Raiders", "Sokath, His Eyes Uncovered!"},
		[]string{"Jera", "Karina, Hindering Analyst", "Ruwon, Hindering Analyst", "Thei, Candid Analyst", "B'Etor, Romulan Conspirator",
			"Palteth", "Mopak", "Noram", "Dralvak", "Chagrith", "Sabrun", "Khazara", "At What Cost?"}, 3)
	kinds := map[string]int{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, err := New(lib, Setup{Decks: [2]DeckList{fed, rom}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		kind := BotBasic
		if seed%2 == 0 {
			kind = BotRandom
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(kind, lib, seed*2+uint64(p))
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
	for _, k := range []string{"ability", "prevent", "gain"} {
		if kinds[k] == 0 {
			t.Errorf("no %q event in %d games: the decks or bots no longer use the reacting cards", k, games)
		}
	}
	t.Logf("events over %d games: abilities %d, prevent %d, instead %d, gain %d, reveal %d, exclude %d, ignored %d",
		games, kinds["ability"], kinds["prevent"], kinds["instead"], kinds["gain"], kinds["reveal"], kinds["exclude"], kinds["ignored"])
}
