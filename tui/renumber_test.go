package tui

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// playNumber is the number of a play option whose number shows another
// card once that card is played: the renumbering hazard.
func playNumber(t *testing.T, m *Model) (int, string) {
	t.Helper()
	d := m.decision()
	for i, o := range d.Options {
		if o.Action == game.ActPlay && i+1 < len(d.Options) && i < 9 && d.Options[i+1].Action == game.ActPlay {
			return i + 1, o.Label
		}
	}
	t.Fatalf("no play option followed by another: %v", d.Options)
	return 0, ""
}

// TestSameNumberTwiceAsksFirst: pressing the number of a play twice does
// not play a second, different card without a confirmation naming what
// the number meant a moment ago (issue 11, point 15).
func TestSameNumberTwiceAsksFirst(t *testing.T) {
	m := newTestModel(t, false, 120, 40)
	press(m, "enter")
	stopClock(m) // every key comes as fast as the game answers
	n, label := playNumber(t, m)
	key := strconv.Itoa(n)
	counters := m.view.Counters
	press(m, key)
	if m.view.Counters == counters {
		t.Fatalf("%s did not play %q", key, label)
	}
	counters = m.view.Counters
	id := m.g.Pending().ID
	now := m.decision().Options[n-1].Label
	press(m, key)
	if !m.confirm || m.g.Pending().ID != id {
		t.Fatalf("the second %s chose %q at once", key, now)
	}
	frame := m.View()
	contains(t, frame, "Confirm: "+now)
	contains(t, frame, fmt.Sprintf("as you typed: %d was %q", n, label))
	press(m, "n")
	if m.confirm || m.g.Pending().ID != id {
		t.Fatal("n did not cancel")
	}
	press(m, key)
	press(m, "y")
	if m.view.Counters == counters {
		t.Fatalf("y did not play %q", now)
	}
}

// TestSameOptionTwiceGoesAhead: a number whose option is unchanged (Draw
// a card) needs no confirmation, however often it is pressed.
func TestSameOptionTwiceGoesAhead(t *testing.T) {
	m := newTestModel(t, false, 120, 40)
	press(m, "enter")
	if !strings.HasPrefix(m.decision().Options[0].Label, "Draw") {
		t.Fatalf("option 1 is %q", m.decision().Options[0].Label)
	}
	press(m, "1", "1", "1")
	if m.confirm || m.view.Counters != 4 {
		t.Fatalf("three draws: counters %d, confirm %v", m.view.Counters, m.confirm)
	}
}

// TestSameNumberBurst: the same number twice in one burst plays one card,
// then asks before the second.
func TestSameNumberBurst(t *testing.T) {
	m := newTestModel(t, false, 160, 48)
	press(m, "enter")
	n, _ := playNumber(t, m)
	counters := m.view.Counters
	key := strconv.Itoa(n)
	final := runProgram(t, m, "as you typed", burst(key+key))
	played := 0
	for _, e := range final.g.Log(0) {
		if e.Kind == "play" {
			played++
		}
	}
	if played != 1 || !final.confirm || final.view.Counters >= counters {
		t.Fatalf("burst %s%s: %d plays, confirm %v; want one play and a confirmation", key, key, played, final.confirm)
	}
}
