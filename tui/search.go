package tui

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/stccg/stccg/game"
)

// Searching a long option list (the 765 titles a naming card offers): "/"
// starts a search, and what is typed then narrows the list to the options
// whose label holds it, case ignored (the others are hidden until the
// search stops; each keeps its number): the cursor goes to the first of
// them, ↑/↓ move among them only, enter chooses the one under the cursor
// (or, where several are picked, stops searching there), backspace takes
// a letter back and esc stops searching.

// searchState is the search in the prompt's option list, if any.
type searchState struct {
	on       bool
	query    string
	decision int // the decision searched: a new one ends the search
}

// searchKey handles msg while a search is on, or "/" starting one; it
// reports whether it took the key.
func (m *Model) searchKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	d := m.decision()
	if d == nil || m.handoff || m.showHelp || m.over || m.quitting || m.confirm || m.focus != panePrompt {
		m.search = searchState{}
		return nil, false
	}
	if m.search.on && m.search.decision != d.ID {
		m.search = searchState{}
	}
	if !m.search.on {
		if msg.String() == "/" && len(d.Options) > 1 {
			m.search = searchState{on: true, decision: d.ID}
		}
		return nil, m.search.on
	}
	switch msg.Type {
	case tea.KeyEsc:
		m.search = searchState{}
	case tea.KeyEnter:
		m.search = searchState{}
		if !multi(d) && m.matches(m.cursor) {
			return m.pickOne(m.cursor), true
		}
	case tea.KeyBackspace:
		if r := []rune(m.search.query); len(r) > 0 {
			m.search.query = string(r[:len(r)-1])
		}
		m.seekMatch(0, 1)
	case tea.KeyUp:
		m.seekMatch(m.cursor-1, -1)
	case tea.KeyDown:
		m.seekMatch(m.cursor+1, 1)
	case tea.KeyRunes, tea.KeySpace:
		m.search.query += string(msg.Runes)
		m.seekMatch(0, 1)
	case tea.KeyCtrlC:
		return nil, false // quits as anywhere
	}
	m.inspectOption()
	return nil, true
}

// shownOptions lists the options of d the prompt shows: all of them, or,
// while a search has words, those that hold them.
func (m *Model) shownOptions(d *game.Decision) []int {
	out := make([]int, 0, len(d.Options))
	for i := range d.Options {
		if !m.search.on || m.search.query == "" || m.matches(i) {
			out = append(out, i)
		}
	}
	return out
}

// matches reports whether option i holds the search's words.
func (m *Model) matches(i int) bool {
	d := m.decision()
	if d == nil || i < 0 || i >= len(d.Options) {
		return false
	}
	return strings.Contains(strings.ToLower(d.Options[i].Label), strings.ToLower(m.search.query))
}

// seekMatch moves the cursor to the first matching option from i on, in
// direction dir; with none there, it stays.
func (m *Model) seekMatch(i, dir int) {
	d := m.decision()
	if d == nil {
		return
	}
	for ; i >= 0 && i < len(d.Options); i += dir {
		if m.matches(i) {
			m.cursor = i
			return
		}
	}
}

// searchLine is the footer while searching: the words typed and how many
// options hold them.
func (m *Model) searchLine() string {
	d := m.decision()
	n := 0
	if d != nil {
		for i := range d.Options {
			if m.matches(i) {
				n++
			}
		}
	}
	return fmt.Sprintf("Search: %s▏ · %d matching · ↑↓ next match · enter choose · esc stop", m.search.query, n)
}
