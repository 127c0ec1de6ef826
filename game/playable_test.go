package game

import (
	"strings"
	"testing"
)

// Rulebook: Paying costs; Playing specific kinds of cards; Uniqueness;
// 1. Play and Draw Cards — a card in hand that no option plays says why
// (issue 11, point 17). Each case: a position, a card in Ann's hand, and a
// word the reason must hold ("" for a card that can be played).
func TestUnplayableReasons(t *testing.T) {
	for _, tc := range []struct {
		name, scenario, card, want string
	}{
		{"too costly", `
active: 1
counters: 2
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [U.S.S. Galaxy]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`, "U.S.S. Galaxy", "costs 5 and you have 2 counter(s) left"},
		{"unique copy in play", `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation", surface: [Elizabeth Shelby Formidable Presence]}]
    hand: [Elizabeth Shelby Formidable Presence]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`, "Elizabeth Shelby", "unique"},
		{"no headquarters allows it", `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Dokar]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`, "Dokar", "no headquarters mission you command allows a klingon personnel"},
		{"another headquarters barred", `
active: 1
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: "Qo'noS, Heart of the Empire"
    hand: [Dokar]
    deck: [Lopez]
  - missions: [{card: "Earth, Cradle of the Federation"}]
`, "Dokar", "while you command Unicomplex"},
		{"not the Play and Draw Cards segment", `
active: 1
segment: orders
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Lopez]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`, "Lopez", "your own Play and Draw Cards segment"},
		{"an interrupt", `
active: 1
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [The Promise]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
`, "The Promise", "response window"},
		{"an event with nothing to act on", `
active: 1
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Salvaging the Wreckage]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
`, "Salvaging the Wreckage", "nothing to act on"},
		{"playable", `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Lopez, Lopez]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`, "Lopez", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, tc.scenario)
			reasons := g.View(0).Unplayable
			for _, c := range findAll(g, tc.card) {
				if c.Zone != ZHand {
					continue
				}
				why, has := reasons[c.ID]
				if tc.want == "" {
					if has {
						t.Errorf("%s can be played, yet has a reason: %q", tc.card, why)
					}
					continue
				}
				if !strings.Contains(why, tc.want) {
					t.Errorf("%s: reason %q, want it to say %q", tc.card, why, tc.want)
				}
			}
			if len(g.View(1).Unplayable) != 0 {
				t.Errorf("Ben's view explains cards of a hand it may not see: %v", g.View(1).Unplayable)
			}
		})
	}
}

// TestUnplayableAgreesWithOptions: in whole games, at every Play and Draw
// Cards decision, each card in hand is either played by an option (or is a
// copy of one that is) or has a reason, never both. The reasons come from
// the rule that builds the options, so they cannot drift apart.
func TestUnplayableAgreesWithOptions(t *testing.T) {
	lib := testLib(t)
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := New(lib, Setup{Decks: [2]DeckList{kliEventsDeck(t, lib), borgDeck(t, lib)}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(BotBasic, lib, seed*5+uint64(p))
		}
		for steps := 0; g.Pending() != nil && steps < 20000; steps++ {
			d := g.Pending()
			v := g.View(d.Player)
			if d.Kind == KindPlayDraw {
				playable := map[string]bool{}
				for _, o := range d.Options {
					if o.Action == ActPlay {
						playable[g.cards[o.Card].Card.ID] = true
					}
				}
				for _, id := range g.players[d.Player].Hand {
					why, has := v.Unplayable[id]
					if playable[g.cards[id].Card.ID] == has {
						t.Fatalf("seed %d: %s: playable %v, reason %q", seed, g.cardName(id), playable[g.cards[id].Card.ID], why)
					}
					checked++
				}
			}
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no card in hand was checked")
	}
}
