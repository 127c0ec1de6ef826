package tui

import (
	"regexp"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stccg/stccg/game"
)

// handNames are the names of every card in both hands.
func handNames(m *Model) []string {
	var out []string
	for p := range 2 {
		v := m.g.View(game.Player(p))
		for _, c := range v.Players[p].Hand {
			out = append(out, c.Name)
		}
	}
	return out
}

// TestHandoffDuringAttempt: when the opponent must choose dilemmas, a
// hand-off screen that names no card of either hand comes first.
func TestHandoffDuringAttempt(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	toDilemmaChoice(t, m)
	if !m.handoff {
		t.Fatal("no hand-off before the dilemma choice")
	}
	frame := m.View()
	for _, n := range handNames(m) {
		if strings.Contains(frame, n) {
			t.Errorf("the hand-off screen shows %q:\n%s", n, frame)
		}
	}
	if press(m, "d", "1", "space", "e", "tab") || !m.handoff {
		t.Fatal("keys other than enter got past the hand-off screen")
	}
	press(m, "enter")
	contains(t, m.View(), "Choose dilemmas")
}

// TestOrderedPicksShowTheirOrder: in the dilemma stack the order of the
// picks is shown and counted.
func TestOrderedPicksShowTheirOrder(t *testing.T) {
	m := newTestModel(t, false, 160, 48)
	toDilemmaChoice(t, m)
	press(m, "enter", "2", "1")
	if got := m.picks; len(got) != 2 || got[0] != 1 || got[1] != 0 {
		t.Fatalf("picks %v, want [1 0]", got)
	}
	frame := m.View()
	contains(t, frame, "[2] 1. ")
	contains(t, frame, "[1] 2. ")
	contains(t, frame, "2 of 0–")
	press(m, "1") // unpick
	contains(t, m.View(), "1 of 0–")
	id := m.g.Pending().ID
	press(m, "enter")
	if d := m.g.Pending(); d != nil && d.ID == id {
		t.Fatal("enter did not submit the dilemma stack")
	}
}

// TestConfirmBeforeAttempt: an attempt cannot be aborted, so it is only
// sent after a yes (a planet attempt: a space attempt confirms when its
// ships are chosen, TestBackOutOfSpaceAttempt).
func TestConfirmBeforeAttempt(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	advance(t, m, func(_ *game.Game, d *game.Decision) bool {
		for _, o := range d.Options {
			if o.Action == game.ActAttempt && o.Confirm {
				return true
			}
		}
		return false
	})
	press(m, "enter")
	id := m.g.Pending().ID
	press(m, "a")
	for m.g.Pending().ID == id && !m.confirm {
		press(m, "a") // several attempts on offer: a moves to the next, enter picks it
		press(m, "enter")
	}
	if !m.confirm || m.g.Pending().ID != id {
		t.Fatal("the attempt went ahead without a confirm")
	}
	contains(t, m.View(), "Confirm:")
	press(m, "n")
	if m.confirm || m.g.Pending().ID != id {
		t.Fatal("n did not cancel the attempt")
	}
	press(m, "enter")
	press(m, "y")
	if d := m.g.Pending(); d != nil && d.ID == id {
		t.Fatal("y did not send the attempt")
	}
}

// TestRefusedChoiceKeepsState: an error from Choose shows in the status
// line and changes nothing.
func TestRefusedChoiceKeepsState(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	press(m, "enter")
	id, counters := m.g.Pending().ID, m.view.Counters
	m.picks = []int{0, 1} // two picks for a one-option decision
	m.send()
	if m.g.Pending().ID != id || m.view.Counters != counters {
		t.Fatal("a refused choice changed the game")
	}
	if !m.statusErr || !strings.Contains(m.View(), "not allowed") {
		t.Fatalf("the refusal is not on screen: %q", m.status)
	}
}

// TestIllegalKeysDoNothing: keys that mean nothing change nothing.
func TestIllegalKeysDoNothing(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	press(m, "enter")
	id := m.g.Pending().ID
	for _, k := range []string{"x", "z", "0", "!", "b", "m", "a", "space", "left", "right", "pgup", "home", "Q", "9"} {
		if press(m, k) {
			t.Fatalf("%q quit the game", k)
		}
	}
	if m.g.Pending().ID != id {
		t.Fatal("a meaningless key answered the decision")
	}
}

// TestShortcutsAndNumbers: d draws at once, p walks the play options,
// a number picks that option.
func TestShortcutsAndNumbers(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	press(m, "enter")
	press(m, "d")
	if m.view.Counters != 6 {
		t.Fatalf("counters %d after d, want 6", m.view.Counters)
	}
	press(m, "p")
	first := m.cursor
	press(m, "p")
	if m.cursor == first || m.view.Pending.Options[m.cursor].Action != game.ActPlay {
		t.Fatalf("p did not move to the next play option (%d then %d)", first, m.cursor)
	}
	press(m, "1")
	if m.view.Counters != 5 {
		t.Fatalf("counters %d after 1 (draw), want 5", m.view.Counters)
	}
}

// TestMouseClickPicksOption: clicking an option line chooses it.
func TestMouseClickPicksOption(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	press(m, "enter")
	m.View()
	for _, h := range m.hits {
		if h.kind == hitOption && h.n == 0 {
			run(m, m.onMouse(tea.MouseMsg{X: h.x0 + 3, Y: h.y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}))
			if m.view.Counters != 6 {
				t.Fatalf("counters %d after clicking Draw, want 6", m.view.Counters)
			}
			return
		}
	}
	t.Fatal("no clickable option on the screen")
}

// TestQuitAsksFirst: q and ctrl+c ask; n keeps playing; y quits.
func TestQuitAsksFirst(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	press(m, "enter")
	if press(m, "q") || !m.quitting {
		t.Fatal("q quit without asking")
	}
	contains(t, m.View(), "Quit the game?")
	press(m, "n")
	if m.quitting {
		t.Fatal("n did not cancel")
	}
	if press(m, "ctrl+c") || !m.quitting {
		t.Fatal("ctrl+c quit without asking")
	}
	if !press(m, "y") {
		t.Fatal("y did not quit")
	}
}

// TestFocusScrollsPanes: tab reaches every pane; the focused board side
// grows and its cursor feeds the inspector.
func TestFocusScrollsPanes(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	advance(t, m, afterDecisions(200))
	press(m, "enter")
	seen := map[pane]bool{}
	for range numPanes {
		press(m, "tab")
		seen[m.focus] = true
	}
	if len(seen) != int(numPanes) {
		t.Fatalf("tab reached %d of %d panes", len(seen), numPanes)
	}
	for m.focus != paneMine {
		press(m, "tab")
	}
	press(m, "down", "down")
	if m.inspect == 0 {
		t.Fatal("moving on the board inspects nothing")
	}
	ref := m.index[m.inspect]
	if !strings.Contains(strings.Join(m.inspectorLines(40), "\n"), "Where: ") || !regexp.MustCompile(`>\s*`+regexp.QuoteMeta(string([]rune(ref.cv.Name)[:6]))).MatchString(m.View()) {
		t.Fatalf("the inspector or the cursor does not show %s:\n%s", ref.cv.Name, m.View())
	}
}
