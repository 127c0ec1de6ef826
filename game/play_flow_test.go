package game

import (
	"strconv"
	"strings"
	"testing"
)

// Tests of playing a card (Glossary: playing a card, steps 1–10): what a
// card's text requires and costs, the prevent window, losing points.

// playOffered reports whether the Play and Draw decision offers card.
func playOffered(t *testing.T, g *Game, card string) bool {
	t.Helper()
	d := expectDecision(t, g, ann, KindPlayDraw)
	return hasOption(d, "Play "+card)
}

// Glossary: actions – requirements (checked before costs); stopped — a
// stopped personnel does not count toward commanding anything. "To play
// this …, you must command …": Common Ground (2R035), New Life (35V007),
// Well Wishes (40V019) need three [TNG] personnel, Mutual Advantage
// (4C063) three [Fed], Getting Under Your Skin (4U055) three [Rom],
// Warrior's Birthright (1C119) three [Kli], Bat'leth (2C029) a Klingon.
func TestPlayRequirementCommand(t *testing.T) {
	cases := []struct {
		card, hq string
		enough   []string // exactly as many as required
		other    string   // a personnel that does not count
	}{
		{"Common Ground", "Earth, Cradle of the Federation", []string{"Davies", "Daniel Kwan", "Elizabeth Shelby"}, "E.M.H. Program"},
		{"New Life", "Earth, Cradle of the Federation", []string{"Davies", "Daniel Kwan", "Elizabeth Shelby"}, "E.M.H. Program"},
		{"Well Wishes", "Earth, Cradle of the Federation", []string{"Davies", "Daniel Kwan", "Elizabeth Shelby"}, "E.M.H. Program"},
		{"Mutual Advantage", "Earth, Cradle of the Federation", []string{"Davies", "Daniel Kwan", "Elizabeth Shelby"}, "Rabal"},
		{"Getting Under Your Skin", "Romulus, Seat of Power", []string{"Mareth", "Relam", "Taul"}, "Rabal"},
		{"Warrior's Birthright", "Qo'noS, Heart of the Empire", []string{"Kahmis", "Dokar", "Kroval"}, "Rabal"},
		{"Bat'leth", "Qo'noS, Heart of the Empire", []string{"Kahmis"}, "Rabal"},
	}
	for _, c := range cases {
		t.Run(c.card, func(t *testing.T) {
			pos := func(crew []string, stopped bool) string {
				var surface []string
				for i, n := range crew {
					if stopped && i == 0 {
						surface = append(surface, `{card: "`+n+`", stopped: true}`)
					} else {
						surface = append(surface, `"`+n+`"`)
					}
				}
				return `
segment: play
players:
  - name: Ann
    missions:
      - card: "` + c.hq + `"
        surface: [` + strings.Join(surface, ", ") + `]
      - card: Excavation
    hand: ["` + c.card + `"]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`
			}
			short := append([]string{c.other}, c.enough[1:]...)
			g := startScenario(t, pos(short, false))
			if playOffered(t, g, c.card) {
				t.Fatalf("%s offered with one fewer than required", c.card)
			}
			if why := g.Unplayable(ann)[find(t, g, c.card).ID]; !strings.Contains(why, "you command") {
				t.Fatalf("reason %q does not name the requirement", why)
			}
			if g := startScenario(t, pos(c.enough, true)); playOffered(t, g, c.card) {
				t.Fatalf("%s offered though one of the required personnel is stopped", c.card)
			}
			if g := startScenario(t, pos(c.enough, false)); !playOffered(t, g, c.card) {
				t.Fatalf("%s not offered with its requirement met", c.card)
			}
		})
	}
}

// atWhatCost: Ann may play At What Cost? (4R040); Ben holds Amanda
// Rogers (1R121).
func atWhatCost(annScore, benScore int) string {
	return `
segment: play
players:
  - name: Ann
    score: ` + itoa(annScore) + `
    missions: [{card: "Romulus, Seat of Power"}, {card: Excavation}]
    hand: ["At What Cost?"]
    deck: [Davies, Davies]
  - name: Ben
    score: ` + itoa(benScore) + `
    missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Amanda Rogers]
    deck: [Davies]
`
}

func itoa(n int) string { return strconv.Itoa(n) }

// Rulebook: Paying costs (a cost of losing points needs points to lose);
// Glossary: lose points — At What Cost? (4R040): losing 5 points is its
// cost, then 7 more counters may be spent this turn; a player with no
// points cannot play it. The rulebook is silent on scores below zero: our
// choice (docs/rules-coverage.md) is that one with fewer than 5 loses
// those it has and stops at zero (Glossary: actions – Effects, as much as
// it can).
func TestAtWhatCost(t *testing.T) {
	for _, c := range []struct {
		score, after, lost int
		playable           bool
	}{{10, 5, 5, true}, {3, 0, 3, true}, {0, 0, 0, false}} {
		g := startScenario(t, atWhatCost(c.score, 0))
		if got := playOffered(t, g, "At What Cost?"); got != c.playable {
			t.Fatalf("score %d: offered %v, want %v", c.score, got, c.playable)
		}
		if !c.playable {
			if why := g.Unplayable(ann)[find(t, g, "At What Cost?").ID]; !strings.Contains(why, "lose 5 points") {
				t.Fatalf("reason %q does not name the cost", why)
			}
			continue
		}
		// Not played into the core: it resolves and is destroyed (Rulebook: Event).
		if !hasOption(g.Pending(), "Play At What Cost? (cost 0; also lose 5 points)") || hasOption(g.Pending(), "to your core") {
			t.Fatalf("the option does not state its whole cost: %q", labels(g.Pending()))
		}
		choose(t, g, "Play At What Cost?")
		passWindows(t, g, "")
		if s := g.players[ann].Score; s != c.after {
			t.Fatalf("score %d after losing 5 from %d", s, c.score)
		}
		if g.players[ann].Lost != c.lost {
			t.Fatalf("points lost %d, want %d", g.players[ann].Lost, c.lost)
		}
		if g.counter != 14 {
			t.Fatalf("counters %d, want 7 + 7", g.counter)
		}
		if z := find(t, g, "At What Cost?").Zone; z != ZDiscard {
			t.Fatalf("At What Cost? is in %s, want destroyed", z)
		}
		if g.View(ben).Players[ann].PointsLost != c.lost {
			t.Fatal("the view does not show the points lost")
		}
	}
}

// Glossary: playing a card, steps 4–6 — costs are paid before "prevent"
// responses, and stay paid when the card is prevented. Amanda Rogers
// (1R121): with 5 or more points, Ben prevents Ann's event; it goes to
// Ann's discard pile and Ben loses 5 points.
func TestAmandaRogersPreventsAnEvent(t *testing.T) {
	g := startScenario(t, atWhatCost(10, 5))
	choose(t, g, "Play At What Cost?")
	d := expectDecision(t, g, ben, KindRespond)
	if !strings.Contains(d.Prompt, "prevent") {
		t.Fatalf("Amanda Rogers offered outside the prevent round: %q", d.Prompt)
	}
	choose(t, g, "Play Amanda Rogers")
	passWindows(t, g, "")
	expectDecision(t, g, ann, KindPlayDraw)
	if z := find(t, g, "At What Cost?").Zone; z != ZDiscard {
		t.Fatalf("the prevented event is in %s", z)
	}
	if z := find(t, g, "Amanda Rogers").Zone; z != ZDiscard {
		t.Fatalf("Amanda Rogers is in %s, want destroyed", z)
	}
	if g.players[ann].Score != 5 || g.counter != 7 {
		t.Fatalf("Ann: score %d counters %d; the cost stays paid and no counters come", g.players[ann].Score, g.counter)
	}
	if g.players[ben].Score != 0 || g.players[ben].Lost != 5 {
		t.Fatalf("Ben: score %d lost %d, want 0 and 5", g.players[ben].Score, g.players[ben].Lost)
	}
}

// Amanda Rogers (1R121) needs 5 or more points to be played.
func TestAmandaRogersNeedsFivePoints(t *testing.T) {
	g := startScenario(t, atWhatCost(10, 4))
	choose(t, g, "Play At What Cost?")
	if passWindows(t, g, "Amanda Rogers") {
		t.Fatal("Amanda Rogers offered with 4 points")
	}
	if g.counter != 14 {
		t.Fatalf("counters %d: the event should have resolved", g.counter)
	}
}

// Rulebook: Interrupt; Glossary: playing a card — an interrupt is played
// like any card, so it can be prevented too: Ann's Amanda Rogers (1R121)
// prevents Ben's Uninvited (16V027), which sets nothing aside.
func TestAmandaRogersPreventsAnInterrupt(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    score: 5
    missions:
      - card: "Romulus, Seat of Power"
      - card: Excavation
        surface: [Mareth, Relam]
    hand: [Amanda Rogers]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Uninvited]
    dilemmas: [Pinned Down, Triage]
    deck: [Davies]
`)
	expectDecision(t, g, ann, KindOrders)
	choose(t, g, "Attempt Excavation")
	for d := g.Pending(); d != nil && !hasOption(d, "Play Uninvited"); d = g.Pending() {
		choose(t, g, "Pass")
	}
	choose(t, g, "Play Uninvited")
	for d := g.Pending(); d != nil && !hasOption(d, "Play Amanda Rogers"); d = g.Pending() {
		choose(t, g, "Pass")
	}
	choose(t, g, "Play Amanda Rogers")
	passWindows(t, g, "")
	expectDecision(t, g, ben, KindChooseDilemmas)
	if z := find(t, g, "Uninvited").Zone; z != ZDiscard {
		t.Fatalf("Uninvited is in %s", z)
	}
	if len(g.aside) != 0 {
		t.Fatal("a prevented Uninvited set a dilemma aside")
	}
	if g.players[ann].Score != 0 {
		t.Fatalf("Ann's score %d, want 0 after losing 5", g.players[ann].Score)
	}
}

// The basic bot never answers its own card being played with a
// prevention (Amanda Rogers, 1R121, against its own At What Cost?): that
// option is legal but pointless.
func TestBasicBotDoesNotPreventItsOwnPlay(t *testing.T) {
	g := startScenario(t, strings.Replace(atWhatCost(10, 0), "hand: [\"At What Cost?\"]", "hand: [\"At What Cost?\", Amanda Rogers]", 1))
	choose(t, g, "Play At What Cost?")
	d := expectDecision(t, g, ann, KindRespond)
	if !hasOption(d, "Play Amanda Rogers") {
		t.Fatalf("Ann is not offered her own Amanda Rogers: %q", labels(d))
	}
	v := g.View(ann)
	for seed := uint64(1); seed <= 40; seed++ {
		bot, _ := NewBotWith(BotBasic, g.lib, seed)
		if c := bot.Choose(&v, d); c.Picks[0] != 0 {
			t.Fatalf("seed %d: the bot prevents its own card", seed)
		}
	}
}
