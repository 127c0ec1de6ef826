package tui

import (
	"fmt"
	"slices"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stccg/stccg/game"
)

// The engine poses a new decision after every play, and its options are
// numbered afresh: the card that was option 5 is gone and another card is
// option 5 now. A key typed before the new decision could be read was
// meant for the old one. So a number (or a click) that arrives within
// settleTime of its decision appearing is taken as typed on the decision
// the seat answered just before: when the option under that number is the
// same there, it goes ahead; when it changed, the choice waits for a
// confirmation that names both; when the old decision asked something else
// altogether, the key is not used. A number typed later was typed on what
// the screen showed, and goes ahead at once.

// settleTime is how long a new decision must have been on screen before a
// key is taken as typed on it.
// A person needs at least a fifth of a second to see a change and
// answer it; keys closer together than that were typed ahead.
const settleTime = 300 * time.Millisecond

// answered is what the seat's last answered decision offered.
type answered struct {
	player game.Player
	kind   string
	labels []string
}

// remember records decision d as answered now.
func (m *Model) remember(d *game.Decision) {
	labels := make([]string, len(d.Options))
	for i, o := range d.Options {
		labels[i] = o.Label
	}
	m.last = answered{player: d.Player, kind: d.Kind, labels: labels}
}

// now is the model's clock (tests set it).
func (m *Model) now() time.Time {
	if m.clock != nil {
		return m.clock()
	}
	return time.Now()
}

// typedEarly reports whether a key arriving now came while decision d was
// replacing the one this seat answered before: too soon after d appeared
// to have been typed on it.
func (m *Model) typedEarly(d *game.Decision) bool {
	return m.last.labels != nil && m.last.player == d.Player && m.now().Sub(m.shownAt) < settleTime
}

// sameQuestion reports whether d asks what the seat's last answered
// decision asked (the same kind of decision, for the same player).
func (m *Model) sameQuestion(d *game.Decision) bool {
	return m.last.player == d.Player && m.last.kind == d.Kind
}

// renumbered returns, when option i of d is not what the same number
// showed on the seat's last answered decision, what it showed then ("" for
// nothing), and true.
func (m *Model) renumbered(d *game.Decision, i int) (string, bool) {
	l := m.last
	if !m.sameQuestion(d) {
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

// pickByNumber chooses option i of a one-option decision for a number
// typed (or a click made) early or not, asking first when an early key's
// option changed under it.
func (m *Model) pickByNumber(i int, early bool) tea.Cmd {
	d := m.decision()
	if d == nil || i < 0 || i >= len(d.Options) {
		return nil
	}
	if !early {
		return m.pickOne(i)
	}
	was, changed := m.renumbered(d, i)
	if !changed || d.Options[i].Action == game.ActBack {
		return m.pickOne(i)
	}
	m.cursor = i
	m.inspectOption()
	m.picks = []int{i}
	m.confirm = true
	m.confirmNote = fmt.Sprintf("The options changed as you typed: %d was %q.", i+1, was)
	if was == "" {
		m.confirmNote = fmt.Sprintf("The options changed as you typed: there was no option %d.", i+1)
	}
	return nil
}

// confirmLines are the confirmation's lines below the choice: why it is
// asked, wrapped to w, and the keys on a line of their own.
func (m *Model) confirmLines(d *game.Decision, w int) []string {
	keys := "y/enter = go ahead · n/esc = back"
	irreversible := needsConfirm(d, m.picks) && !slices.ContainsFunc(m.picks, func(i int) bool {
		return i < len(d.Options) && d.Options[i].Action == game.ActBack
	})
	var out []string
	if m.confirmNote != "" {
		out = append(out, wrap(m.confirmNote, w)...)
	}
	if irreversible {
		out = append(out, wrap("This cannot be taken back.", w)...)
	}
	return append(out, keys)
}
