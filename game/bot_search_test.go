package game

import (
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
