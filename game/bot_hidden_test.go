package game

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strings"
	"testing"
)

// hiddenWorld is a position for Ann (Player 1, the bot) in her Execute
// Orders segment. Two worlds differ only in what Ann may not know: Ben's
// hand, deck and dilemma pile, which of Ben's personnel stand at
// Khitomer Investigation (face down to Ann), and the order of Ann's own
// deck.
func hiddenWorld(seed uint64, ownDeck, benSurface, benHand, benDeck, benDilemmas []string) string {
	list := func(xs []string) string { return "[" + strings.Join(quoteAll(xs), ", ") + "]" }
	return fmt.Sprintf(`
seed: %d
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, Lopez]
        ships:
          - card: U.S.S. Galaxy
            aboard: [Elizabeth Shelby, Rixx, Daniel Kwan, Rabal]
      - card: Medical Relief
      - card: Sensitive Search
      - card: Military Exercises
      - card: Explore Black Cluster
    hand: [Lopez, Davies, Van Orton]
    deck: %s
    dilemmas: [Triage, Wavefront, Pinned Down, Command Decisions]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
        surface: %s
      - card: Feldomite Rush
      - card: Study Cometary Cloud
      - card: Collect Sample
    hand: %s
    deck: %s
    dilemmas: %s
`, seed, list(ownDeck), list(benSurface), list(benHand), list(benDeck), list(benDilemmas))
}

func quoteAll(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = fmt.Sprintf("%q", x)
	}
	return out
}

// cheatBot reads the real game: it picks by the names of the opponent's
// hand. It exists to show that the test below catches a bot that peeks.
type cheatBot struct{ g *Game }

func (c cheatBot) Choose(_ *View, d *Decision) Choice {
	h := fnv.New32a()
	for _, id := range c.g.players[1].Hand {
		h.Write([]byte(c.g.cardName(id)))
	}
	return Choice{Decision: d.ID, Picks: []int{int(h.Sum32() % uint32(len(d.Options)))}}
}

// Bots decide from what their seat may see: change every card Ann cannot
// know and her bot's choice stays the same (and a bot that peeks is
// caught). Rulebook: Showing your cards.
func TestBotsNeverReadHiddenCards(t *testing.T) {
	lib := testLib(t)
	own := fedDeck(t, lib)
	worlds := [2]struct{ ownDeck, surface, hand, deck, dilemmas []string }{
		{[]string{"Rixx", "Mora Pol", "U.S.S. Sovereign", "Delvok", "E.M.H. Program"},
			[]string{"Kahmis", "Vorax", "T'vis"},
			[]string{"Dokar", "Kroval", "Gowron, Leader of the High Council"},
			[]string{"B'amara", "K'nera", "Meraht", "I.K.S. K'Vort"},
			[]string{"An Old Debt", "Microbrain", "Ornaran Threat"}},
		{[]string{"E.M.H. Program", "Delvok", "Rixx", "U.S.S. Sovereign", "Mora Pol"},
			[]string{"Kroval", "Kroval", "B'amara"},
			[]string{"Vorax", "Vorax", "I.K.S. Vor'cha"},
			[]string{"Kahmis", "Dokar", "T'vis", "Gowron, Leader of the High Council"},
			[]string{"Failure To Communicate", "Justice or Vengeance", "Sokath, His Eyes Uncovered!"}},
	}
	for seed := uint64(1); seed <= 4; seed++ {
		var games [2]*Game
		var views [2]View
		for w, x := range worlds {
			games[w] = startScenario(t, hiddenWorld(seed, x.ownDeck, x.surface, x.hand, x.deck, x.dilemmas))
			expectDecision(t, games[w], 0, KindOrders)
			views[w] = games[w].View(0)
		}
		a, _ := json.Marshal(views[0])
		b, _ := json.Marshal(views[1])
		if string(a) != string(b) {
			t.Fatalf("the two worlds look different to Ann; the test compares nothing:\n%s\n%s", a, b)
		}
		for _, kind := range []string{BotBasic, BotStrong, BotRandom} {
			var picks [2][]int
			for w := range games {
				bot, err := NewBotFor(kind, lib, seed, own)
				if err != nil {
					t.Fatal(err)
				}
				picks[w] = bot.Choose(&views[w], games[w].Pending()).Picks
			}
			if fmt.Sprint(picks[0]) != fmt.Sprint(picks[1]) {
				t.Errorf("seed %d: the %s bot chose %v in one world and %v in the other: it read a hidden card", seed, kind, picks[0], picks[1])
			}
		}
	}
	// The same check catches a bot that reads the game.
	differs := false
	for seed := uint64(1); seed <= 4 && !differs; seed++ {
		var picks [2][]int
		for w, x := range worlds {
			g := startScenario(t, hiddenWorld(seed, x.ownDeck, x.surface, x.hand, x.deck, x.dilemmas))
			v := g.View(0)
			picks[w] = cheatBot{g}.Choose(&v, g.Pending()).Picks
		}
		differs = fmt.Sprint(picks[0]) != fmt.Sprint(picks[1])
	}
	if !differs {
		t.Fatal("a bot that reads the opponent's hand chose alike in both worlds: the check cannot catch peeking")
	}
}

// A future the strong bot plays starts from what Ann sees, with the
// same orders on offer as in the real game.
func TestDeterminizedGameOffersTheSameOrders(t *testing.T) {
	lib := testLib(t)
	x := []string{"Rixx", "Mora Pol", "U.S.S. Sovereign", "Delvok", "E.M.H. Program"}
	g := startScenario(t, hiddenWorld(2, x, []string{"Kahmis", "Vorax"}, []string{"Dokar"}, []string{"B'amara", "K'nera"}, []string{"Microbrain"}))
	v := g.View(0)
	d := g.Pending()
	bot, _ := NewBotFor(BotStrong, lib, 1, fedDeck(t, lib))
	sb := bot.(*searchBot)
	det, ids, err := determinize(lib, &v, sb.own, sb.r)
	if err != nil {
		t.Fatal(err)
	}
	dd := det.Pending()
	if dd == nil || dd.Player != 0 || dd.Kind != KindOrders || len(dd.Options) != len(d.Options) {
		t.Fatalf("the sampled game asks %+v; the real one %d orders", dd, len(d.Options))
	}
	for i, o := range d.Options {
		if x := dd.Options[i]; x.Action != o.Action || x.Card != ids[o.Card] || x.Target != ids[o.Target] || x.Label != o.Label {
			t.Errorf("order %d: real %q, sampled %q", i, o.Label, x.Label)
		}
	}
	if det.players[1].Score != g.players[1].Score || len(det.players[1].Hand) != len(g.players[1].Hand) ||
		len(det.players[1].Deck) != len(g.players[1].Deck) || len(det.players[0].Deck) != len(g.players[0].Deck) ||
		len(det.players[1].DilemmaPile) != len(g.players[1].DilemmaPile) {
		t.Fatal("the sampled game's counts differ from what Ann sees")
	}
}

// A future the strong bot plays holds what lies on the events of a core:
// the cards placed on them come along (a core event's count of cards on
// it, or whether it has none, changes what may be done with it).
func TestDeterminizedGameKeepsCardsOnEvents(t *testing.T) {
	lib := testLib(t)
	world := strings.Replace(hiddenWorld(3, []string{"Rixx"}, []string{"Kahmis"}, []string{"Dokar"}, []string{"B'amara"}, []string{"Microbrain"}),
		"      - card: Collect Sample\n", "      - card: Collect Sample\n    core: [{card: Karemman Fleece, on: [Dokar, Vorax]}]\n", 1)
	g := startScenario(t, world)
	v := g.View(0)
	bot, _ := NewBotFor(BotStrong, lib, 1, fedDeck(t, lib))
	sb := bot.(*searchBot)
	det, ids, err := determinize(lib, &v, sb.own, sb.r)
	if err != nil {
		t.Fatal(err)
	}
	fleece := find(t, g, "Karemman Fleece")
	ev := det.cards[ids[fleece.ID]]
	if ev.Card.Name() != fleece.Card.Name() || ev.Zone != ZCore {
		t.Fatalf("the sampled game's core holds %s in %s, want the Fleece in the core", ev.Card.Name(), ev.Zone)
	}
	var on []string
	for _, id := range ev.On {
		if c := det.cards[id]; c.Zone == ZOnCard && c.Where == ev.ID {
			on = append(on, c.Card.Title)
		}
	}
	if strings.Join(on, ",") != "Dokar,Vorax" {
		t.Fatalf("on the sampled Fleece: %q, want Dokar and Vorax", on)
	}
}
