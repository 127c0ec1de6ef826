package tui

import (
	"regexp"
	"testing"

	"github.com/stccg/stccg/game"
)

// seedShown matches a seed number on screen, however worded.
var seedShown = regexp.MustCompile(`(?i)seed \d`)

// In hot-seat and against the bot the screen is shared and the seed tells
// every hidden card: it is not on screen (top bar, help, log) while the
// game lasts, and is shown once the game is over. Issue 24 item 11.
func TestSeedShownOnlyAtGameOver(t *testing.T) {
	for _, vsBot := range []bool{false, true} {
		m := newTestModel(t, vsBot, 120, 40)
		press(m, "enter") // past a hand-off screen, if any
		if f := screen(m); seedShown.MatchString(f) {
			t.Fatalf("vs bot %v: the seed is on screen at the start:\n%s", vsBot, f)
		}
		press(m, "?")
		if f := screen(m); seedShown.MatchString(f) {
			t.Fatalf("vs bot %v: the seed is in the help:\n%s", vsBot, f)
		}
		press(m, "esc")
		advance(t, m, afterDecisions(300))
		press(m, "enter")
		if f := screen(m); seedShown.MatchString(f) {
			t.Fatalf("vs bot %v: the seed is on screen mid-game:\n%s", vsBot, f)
		}
		advance(t, m, func(*game.Game, *game.Decision) bool { return false })
		if m.g.Result() == nil {
			t.Fatal("the game did not end")
		}
		press(m, "enter")
		contains(t, screen(m), "seed 7")
	}
}
