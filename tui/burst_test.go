package tui

import (
	"bytes"
	"slices"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/stccg/stccg/game"
)

// burst is what Bubble Tea delivers when several characters arrive in one
// read of the terminal: one key message holding all of them.
func burst(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

// runProgram runs m in a real Bubble Tea program (teatest), sends msgs,
// waits until the output shows wait, and returns the final model.
func runProgram(t *testing.T, m *Model, wait string, msgs ...tea.Msg) *Model {
	t.Helper()
	m.clock = nil // a real program on a real clock: bursts come faster than settleTime
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(160, 48))
	for _, msg := range msgs {
		tm.Send(msg)
	}
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(wait)) },
		teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	return tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*Model)
}

// TestKeyBurstOnPlayPrompt: "11" arriving in one read draws two cards, not
// none (issue 11, point 11: every key press counts, however fast).
func TestKeyBurstOnPlayPrompt(t *testing.T) {
	m := newTestModel(t, false, 160, 48)
	final := runProgram(t, m, "counters 5", keyMsg("enter"), burst("11"))
	if final.view.Counters != 5 {
		t.Fatalf("counters %d after the burst \"11\", want 5 (two draws)", final.view.Counters)
	}
}

// TestKeyBurstTogglesEveryPick: a burst of numbers on a multi-pick
// decision toggles each of them, in the order typed.
func TestKeyBurstTogglesEveryPick(t *testing.T) {
	m := newScenarioModel(t, "table.yaml", 160, 48)
	// Ann attempts Medical Relief (2, confirmed); Ben gets the hand-off
	// and the dilemma choice, then types 3, 1 and 2 in one burst.
	final := runProgram(t, m, "3 of 0", keyMsg("enter"), keyMsg("2"), keyMsg("y"), keyMsg("enter"), burst("312"))
	if d := final.g.Pending(); d == nil || d.Kind != game.KindChooseDilemmas {
		t.Fatalf("not at the dilemma choice: %+v", d)
	}
	if want := []int{2, 0, 1}; !slices.Equal(final.picks, want) {
		t.Fatalf("picks %v after the burst \"312\", want %v", final.picks, want)
	}
}

// TestKeyBurstSplitsMixedKeys: a burst is split into single key presses,
// spaces included; a paste stays one message.
func TestKeyBurstSplitsMixedKeys(t *testing.T) {
	got := keyPresses(burst("2 3"))
	if len(got) != 3 || got[0].String() != "2" || got[1].Type != tea.KeySpace || got[2].String() != "3" {
		t.Fatalf("keyPresses(\"2 3\") = %v", got)
	}
	paste := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("12"), Paste: true}
	if got := keyPresses(paste); len(got) != 1 {
		t.Fatalf("a paste was split into %d key presses", len(got))
	}
}
