package tui

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/stccg/stccg/game"
)

// Orders that take several decisions (beam: route, then cards; a space
// attempt: mission, then ships) offer a Back option until they are
// carried out. esc at the prompt, or picking that option in any way,
// sends it at once: going back is never irreversible, so it needs no
// confirmation.

// backIndex is the index of d's Back option, or -1.
func backIndex(d *game.Decision) int {
	for i, o := range d.Options {
		if o.Action == game.ActBack {
			return i
		}
	}
	return -1
}

// backOut answers the pending decision with its Back option, if it has
// one; otherwise esc has nothing to back out of and does nothing more.
func (m *Model) backOut() tea.Cmd {
	d := m.decision()
	if d == nil {
		return nil
	}
	i := backIndex(d)
	if i < 0 {
		m.setStatus("esc: nothing to back out of on this prompt (an order backs out only before it is carried out)", false)
		return nil
	}
	m.picks, m.confirm = []int{i}, false
	return m.send()
}
