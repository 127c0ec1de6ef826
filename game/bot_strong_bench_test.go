package game

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkStrongBotGame plays whole games of the strong bot (seat 1)
// against the basic bot in the Klingon Excelsior starter mirror, as
// `stccg sim --bot1 strong --bot2 basic` does: allocs/op and B/op are per
// game (issue 26: the strong bot reuses one game's memory across its
// futures), worst-ms is the longest the strong bot took over one
// decision in any of the games, and futures/op how many futures it
// played a game.
//
//	go test ./game -run '^$' -bench StrongBotGame -benchmem -benchtime 3x
func BenchmarkStrongBotGame(b *testing.B) { benchStrongBot(b, 0, 0) }

// BenchmarkStrongBotGameBaseSearch is BenchmarkStrongBotGame with the
// search of the strong bot before issue 26 (its six favourite orders in
// six futures each, 9b1e61a), to weigh what reusing memory saves apart
// from what searching further costs.
func BenchmarkStrongBotGameBaseSearch(b *testing.B) { benchStrongBot(b, 6, 6) }

// benchStrongBot plays the games, the strong bot trying options orders
// in samples futures each (0: its own settings).
func benchStrongBot(b *testing.B, options, samples int) {
	lib := testLib(b)
	deck := deckFile(b, lib, "../assets/decks/klingon-excelsior.txt")
	var worst time.Duration
	futures := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		seed := uint64(i) + 1
		g, err := New(lib, Setup{Decks: [2]DeckList{deck, deck}, Seed: seed, ForMatch: true})
		if err != nil {
			b.Fatal(err)
		}
		strong, _ := NewBotFor(BotStrong, lib, seed+1, deck)
		if options > 0 {
			sb := strong.(*searchBot)
			sb.options, sb.samples = options, samples
		}
		basic, _ := NewBotFor(BotBasic, lib, seed+2, deck)
		m := NewMatch(g, [2]Bot{&timedBot{Bot: strong, worst: &worst, futures: &futures}, basic})
		if _, err := m.Play(200000); err != nil {
			b.Fatal(err)
		}
		if g.Result() == nil {
			b.Fatalf("seed %d: no end", seed)
		}
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
	b.ReportMetric(float64(futures)/float64(b.N), "futures/op")
}

// timedBot keeps the longest time its bot took over one decision; it
// asks for the views its bot asks for.
// When futures is set, it counts the futures a strong bot played.
type timedBot struct {
	Bot
	worst   *time.Duration
	futures *int
}

func (t *timedBot) Choose(v *View, d *Decision) Choice {
	start := time.Now()
	c := t.Bot.Choose(v, d)
	if el := time.Since(start); el > *t.worst {
		*t.worst = el
	}
	// The decisions searchBot.Choose searches, each of whose futures
	// left a score in mem.vals.
	if sb, ok := t.Bot.(*searchBot); ok && t.futures != nil && v != nil && d.Kind == KindOrders && len(d.Options) >= 2 && v.Attempt == nil {
		*t.futures += len(sb.mem.vals)
	}
	return c
}

func (t *timedBot) wantsView(d *Decision) bool { return WantsView(t.Bot, d) }
func (t *timedBot) lightView() bool            { return wantsLightView(t.Bot) }
func (t *timedBot) lightParts(d *Decision) viewPart {
	return lightParts(t.Bot, d)
}

// deckFile reads a deck in the plain format ("2x Title" lines; comments,
// a name and section headers skipped) as game tests may not use the decks
// package (it imports this one).
func deckFile(t testing.TB, lib *Library, path string) DeckList {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var d DeckList
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		n, title, ok := strings.Cut(strings.TrimSpace(sc.Text()), "x ")
		count, err := strconv.Atoi(n)
		if !ok || err != nil {
			continue
		}
		c := lib.Lookup(title)
		if c == nil {
			t.Fatalf("%s: no card %q", path, title)
		}
		for range count {
			switch c.Type {
			case Mission:
				d.Missions = append(d.Missions, c)
			case Dilemma:
				d.Dilemmas = append(d.Dilemmas, c)
			default:
				d.Draw = append(d.Draw, c)
			}
		}
	}
	if len(d.Missions) != 5 {
		t.Fatalf("%s: %d missions", path, len(d.Missions))
	}
	return d
}
