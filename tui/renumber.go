package tui

import (
	"fmt"
	"slices"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stccg/stccg/game"
)

// The engine poses a new decision after every play, and its options are
// numbered afresh: the card that was option 5 is gone and another card is
// option 5 now. A number typed (or a line clicked) twice in quick
// succession would then play two different cards. So when a number picks
// an option whose label differs from what the same number showed on the
// decision this seat just answered by number, the choice waits for a
// confirmation that names both.

// answered is what the seat's last answered decision offered.
type answered struct {
	player   game.Player
	kind     string
	labels   []string
	byNumber bool // answered with a number key or a click
}

// remember records decision d as answered now.
func (m *Model) remember(d *game.Decision) {
	labels := make([]string, len(d.Options))
	for i, o := range d.Options {
		labels[i] = o.Label
	}
	m.last = answered{player: d.Player, kind: d.Kind, labels: labels, byNumber: m.byNumber}
	m.byNumber = false
}

// renumbered returns, when option i of d is not what the same number
// showed on the previous decision of its kind answered by number, what it
// showed then ("" for nothing), and true.
func (m *Model) renumbered(d *game.Decision, i int) (string, bool) {
	l := m.last
	if !l.byNumber || l.player != d.Player || l.kind != d.Kind {
		return "", false
	}
	if i < len(l.labels) && l.labels[i] == d.Options[i].Label {
		return "", false
	}
	if i < len(l.labels) {
		return l.labels[i], true
	}
	return "", true
}

// pickByNumber chooses option i of a one-option decision for a number key
// or a click, asking first when the options were renumbered under it.
func (m *Model) pickByNumber(i int) tea.Cmd {
	d := m.decision()
	if d == nil || i < 0 || i >= len(d.Options) {
		return nil
	}
	m.byNumber = true
	was, changed := m.renumbered(d, i)
	if !changed || d.Options[i].Action == game.ActBack {
		return m.pickOne(i)
	}
	m.cursor = i
	m.inspectOption()
	m.picks = []int{i}
	m.confirm = true
	m.confirmNote = fmt.Sprintf("The options changed: %d was %q a moment ago.", i+1, was)
	if was == "" {
		m.confirmNote = fmt.Sprintf("The options changed: there was no option %d a moment ago.", i+1)
	}
	return nil
}

// confirmLines are the confirmation's lines below the choice: why it is
// asked, and the keys.
func (m *Model) confirmLines(d *game.Decision) []string {
	keys := "y/enter = go ahead · n/esc = back"
	irreversible := needsConfirm(d, m.picks) && !slices.ContainsFunc(m.picks, func(i int) bool {
		return i < len(d.Options) && d.Options[i].Action == game.ActBack
	})
	switch {
	case m.confirmNote != "" && irreversible:
		return []string{m.confirmNote, "This cannot be taken back. " + keys}
	case m.confirmNote != "":
		return []string{m.confirmNote + " " + keys}
	}
	return []string{"This cannot be taken back. " + keys}
}
