package game

import (
	"math"
	"reflect"
	"testing"
	"time"
)

// With a time limit the strong bot still answers, legally, from the
// futures it had time for; other bots take no limit.
func TestStrongBotTimeLimit(t *testing.T) {
	lib := testLib(t)
	x := []string{"Rixx", "Mora Pol", "U.S.S. Sovereign", "Delvok", "E.M.H. Program"}
	g := startScenario(t, hiddenWorld(3, x, []string{"Kahmis"}, []string{"Dokar"}, []string{"B'amara"}, []string{"Microbrain"}))
	v := g.View(0)
	d := g.Pending()
	b, _ := NewBotFor(BotStrong, lib, 5, fedDeck(t, lib))
	if !SetTimeLimit(b, time.Nanosecond) {
		t.Fatal("the strong bot refused a time limit")
	}
	c := b.Choose(&v, d)
	if _, err := g.Choose(d.Player, c); err != nil {
		t.Fatalf("with a time limit the strong bot chose %v: %v", c.Picks, err)
	}
	basic, _ := NewBotWith(BotBasic, lib, 1)
	if SetTimeLimit(basic, time.Second) {
		t.Fatal("the basic bot does not search; it should refuse a time limit")
	}
}

// The futures the strong bot plays end: each stops at the end of the
// bot's next turn, and scoring a won game beats any position.
func TestEvaluatePrefersAWin(t *testing.T) {
	g := startScenario(t, strandedCrew)
	base := evaluate(g, 0)
	g.result = &Result{Winner: 0, Reason: ReasonMissions, Turns: 9}
	if won := evaluate(g, 0); won <= base || won < 900 {
		t.Fatalf("a won game scores %v, the position before %v", won, base)
	}
	if lost := evaluate(g, 1); lost > -900 {
		t.Fatalf("a lost game scores %v for the loser", lost)
	}
}

// A strong bot's futures keep no events (Game.quiet): nothing it scores
// reads them, so its games are the same as with futures that keep them.
func TestQuietFuturesPlayTheSameGames(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two strong-bot games")
	}
	lib := testLib(t)
	deck := deckFile(t, lib, "../assets/decks/klingon-excelsior.txt")
	play := func(keep bool) ([]Choice, int) {
		g, err := New(lib, Setup{Decks: [2]DeckList{deck, deck}, Seed: 3, ForMatch: true})
		if err != nil {
			t.Fatal(err)
		}
		strong, _ := NewBotFor(BotStrong, lib, 4, deck)
		sb := strong.(*searchBot)
		sb.mem.keepEvents = keep
		basic, _ := NewBotFor(BotBasic, lib, 5, deck)
		if _, err := NewMatch(g, [2]Bot{strong, basic}).Play(200000); err != nil {
			t.Fatal(err)
		}
		if g.Result() == nil {
			t.Fatal("no end")
		}
		if !keep && sb.mem.g != nil && len(sb.mem.g.events) != 0 {
			t.Fatalf("a quiet future kept %d events", len(sb.mem.g.events))
		}
		if keep && (sb.mem.g == nil || len(sb.mem.g.events) == 0) {
			t.Fatal("no future kept its events: the comparison plays the same way twice")
		}
		return g.Choices(), g.EventCount()
	}
	quiet, nq := play(false)
	loud, nl := play(true)
	if !reflect.DeepEqual(quiet, loud) || nq != nl {
		t.Fatalf("quiet futures gave a different game: %d choices and %d events, against %d and %d", len(quiet), nq, len(loud), nl)
	}
}

// The strong bot keeps the basic bot's favourite order unless another
// beats it in the same futures by more than its margin of standard
// errors of the paired differences (pickOver); futures that did not
// offer both options do not count.
func TestPickOverKeepsTheFavouriteWithinNoise(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name   string
		vals   []float64 // each future's scores, option by option
		n      int
		margin float64
		want   int
	}{
		{"one option", []float64{1, 2, 3}, 1, 1, 0},
		{"clearly better", []float64{0, 5, 1, 6, 2, 7, 0, 4}, 2, 1, 1},
		{"better in mean, within noise", []float64{0, 30, 0, -20, 0, 25, 0, -20}, 2, 1, 0},
		{"the same margin, taken at zero", []float64{0, 30, 0, -20, 0, 25, 0, -20}, 2, 0, 1},
		{"worse", []float64{5, 0, 6, 1, 7, 2}, 2, 1, 0},
		{"the larger of two clear gains", []float64{0, 2, 5, 1, 3, 6, 0, 2, 5, 1, 3, 7}, 3, 1, 2},
		{"unoffered futures skipped", []float64{0, nan, 1, 3, 0, 2, nan, 9, 2, 3}, 2, 1, 1},
		{"one shared future is not enough", []float64{0, 9, nan, 1, 3, nan}, 2, 1, 0},
		{"one better future of four: on the boundary, kept", []float64{0, 0, 1, 1, 2, 2, 3, 7}, 2, 1, 0},
		{"one better future of four, at a lower margin", []float64{0, 0, 1, 1, 2, 2, 3, 7}, 2, 0.9, 1},
		{"a favourite never offered is kept", []float64{nan, 5, nan, 6, nan, 7}, 2, 1, 0},
	}
	for _, tc := range tests {
		if got := pickOver(tc.vals, tc.n, tc.margin); got != tc.want {
			t.Errorf("%s: picked %d, want %d", tc.name, got, tc.want)
		}
	}
}
