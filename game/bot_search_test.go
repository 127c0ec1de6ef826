package game

import (
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
