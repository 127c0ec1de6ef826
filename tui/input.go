package tui

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// onKey handles a key press. Keys that mean nothing where they are
// pressed do nothing.
func (m *Model) onKey(msg tea.KeyMsg) tea.Cmd {
	k := msg.String()
	if m.quitting {
		switch k {
		case "y", "Y", "enter", "q", "ctrl+c":
			return tea.Quit
		case "n", "N", "esc":
			m.quitting = false
		}
		return nil
	}
	if cmd, took := m.searchKey(msg); took { // search.go
		return cmd
	}
	if key.Matches(msg, m.keys.Quit) {
		if m.over {
			return tea.Quit
		}
		m.quitting = true
		return nil
	}
	if m.showHelp {
		if k == "?" || k == "esc" || k == "enter" {
			m.showHelp = false
			return nil
		}
		m.helpKey(msg) // help.go: scrolling
		return nil
	}
	if key.Matches(msg, m.keys.Help) {
		m.showHelp, m.helpOff = true, 0
		return nil
	}
	if m.handoff {
		if k == "enter" {
			m.handoff = false
			m.shownAt = m.now() // the decision shows from now on
			m.inspectOption()
			m.showFactsNote()
		}
		return nil
	}
	if m.over {
		switch {
		case !m.overBoard && (k == "b" || k == "v"):
			m.overBoard = true
		case m.overBoard && (k == "esc" || k == "b" || k == "v"):
			m.overBoard = false
		case !m.overBoard && k == "enter":
			return tea.Quit
		case m.overBoard:
			m.navigate(msg)
		}
		return nil
	}
	if m.confirm {
		switch k {
		case "y", "Y", "enter":
			return m.send()
		case "n", "N", "esc":
			m.confirm = false
		}
		return nil
	}
	if m.typingNumber() {
		if cmd, used := m.numberKey(k); used {
			return cmd
		}
		if !isDigit(k) {
			m.num = numberEntry{} // another key drops the number typed so far
		}
	}
	tabbing := m.tabbing
	m.tabbing = false
	switch {
	case key.Matches(msg, m.keys.Focus), key.Matches(msg, m.keys.FocusBack):
		// Tab passes other panes, each selecting its card; arriving at
		// the inspector, it shows the card selected before the tabbing
		// began, so that card can be scrolled there.
		if !tabbing {
			m.pinned = m.inspect
		}
		m.tabbing = true
		if key.Matches(msg, m.keys.Focus) {
			m.setFocus((m.focus + 1) % numPanes)
		} else {
			m.setFocus((m.focus + numPanes - 1) % numPanes)
		}
		if _, ok := m.index[m.pinned]; ok && m.focus == paneInspector && m.pinned != 0 && m.inspect != m.pinned {
			m.inspect = m.pinned
			m.scroll[paneInspector] = 0
		}
		return nil
	case key.Matches(msg, m.keys.Back):
		// From another pane, esc returns to the prompt; at the prompt it
		// backs out of an order not yet carried out.
		atPrompt := m.focus == panePrompt
		m.setFocus(panePrompt)
		m.setStatus("", false)
		if atPrompt && m.decision() != nil {
			return m.backOut()
		}
		return nil
	}
	switch {
	case key.Matches(msg, m.keys.InspUp):
		// The inspector scrolls from any pane, so the card selected
		// there stays the one shown (tab would pass other panes).
		m.scroll[paneInspector] = max(0, m.scroll[paneInspector]-1)
		return nil
	case key.Matches(msg, m.keys.InspDown):
		m.scroll[paneInspector]++
		return nil
	}
	if key.Matches(msg, m.keys.Windows) {
		m.toggleAutoPass()
		return m.refresh()
	}
	if act, ok := shortcuts[k]; ok {
		return m.shortcut(act)
	}
	if isDigit(k) {
		return m.digit(k[0])
	}
	if m.focus == panePrompt {
		return m.promptKey(msg)
	}
	if key.Matches(msg, m.keys.Choose) {
		return m.chooseInspected()
	}
	m.navigate(msg)
	return nil
}

func isDigit(k string) bool { return len(k) == 1 && k[0] >= '0' && k[0] <= '9' }

// promptKey handles keys while the prompt bar has focus.
func (m *Model) promptKey(msg tea.KeyMsg) tea.Cmd {
	d := m.decision()
	if d == nil {
		return nil
	}
	switch {
	case key.Matches(msg, m.keys.Up):
		m.moveCursor(-1)
	case key.Matches(msg, m.keys.Down):
		m.moveCursor(1)
	case key.Matches(msg, m.keys.PageUp):
		m.moveCursor(-5)
	case key.Matches(msg, m.keys.PageDown):
		m.moveCursor(5)
	case msg.String() == "home":
		m.cursor = 0
	case msg.String() == "end":
		m.moveCursor(len(d.Options))
	case key.Matches(msg, m.keys.Toggle):
		if multi(d) {
			return m.toggle(m.cursor)
		}
	case key.Matches(msg, m.keys.Choose):
		return m.submit()
	}
	m.inspectOption()
	return nil
}

// inspectOption shows the card of the option under the cursor.
func (m *Model) inspectOption() {
	d := m.decision()
	if d == nil || m.cursor >= len(d.Options) {
		return
	}
	o := d.Options[m.cursor]
	for _, id := range []int{o.Card, o.Target} {
		if _, ok := m.index[id]; ok && id != 0 {
			m.inspect = id
			return
		}
	}
}

// chooseInspected moves the prompt to the first option about the card
// selected in the hand or on the board.
func (m *Model) chooseInspected() tea.Cmd {
	d := m.decision()
	if d == nil || m.inspect == 0 {
		return nil
	}
	for i, o := range d.Options {
		if o.Card == m.inspect || o.Target == m.inspect {
			m.cursor = i
			m.setFocus(panePrompt)
			return nil
		}
	}
	if why, ok := m.view.Unplayable[m.inspect]; ok {
		m.setStatus(fmt.Sprintf("%s cannot be played now: %s", m.index[m.inspect].cv.Name, why), false)
		return nil
	}
	m.setStatus("no option concerns that card now", false)
	return nil
}

func (m *Model) setFocus(p pane) {
	m.focus = p
	switch p {
	case panePrompt:
		m.inspectOption()
	case paneHand:
		m.moveHand(0)
	case paneMine, paneOpp:
		m.moveBoard(sideOf(p), 0)
	case panePiles:
		m.movePiles(0)
	}
}

// navigate moves within the focused pane: the hand and board cursors, or
// the scroll of the log and inspector.
func (m *Model) navigate(msg tea.KeyMsg) {
	up, down := key.Matches(msg, m.keys.Up), key.Matches(msg, m.keys.Down)
	left, right := key.Matches(msg, m.keys.Left), key.Matches(msg, m.keys.Right)
	pgup, pgdn := key.Matches(msg, m.keys.PageUp), key.Matches(msg, m.keys.PageDown)
	switch m.focus {
	case paneHand:
		switch {
		case up || left:
			m.moveHand(-1)
		case down || right:
			m.moveHand(1)
		}
	case paneMine, paneOpp:
		s := sideOf(m.focus)
		switch {
		case up:
			m.moveBoard(s, -1)
		case down:
			m.moveBoard(s, 1)
		case left:
			m.jumpColumn(s, -1)
		case right:
			m.jumpColumn(s, 1)
		}
	case panePiles:
		switch {
		case up || left:
			m.movePiles(-1)
		case down || right:
			m.movePiles(1)
		case pgup:
			m.movePiles(-5)
		case pgdn:
			m.movePiles(5)
		}
	case paneLog:
		// The log scrolls up from the newest line.
		switch {
		case up:
			m.scroll[paneLog]++
		case down:
			m.scroll[paneLog] = max(0, m.scroll[paneLog]-1)
		case pgup:
			m.scroll[paneLog] += 5
		case pgdn:
			m.scroll[paneLog] = max(0, m.scroll[paneLog]-5)
		}
	case paneInspector:
		switch {
		case up:
			m.scroll[paneInspector] = max(0, m.scroll[paneInspector]-1)
		case down:
			m.scroll[paneInspector]++
		case pgup:
			m.scroll[paneInspector] = max(0, m.scroll[paneInspector]-5)
		case pgdn:
			m.scroll[paneInspector] += 5
		}
	}
}

func (m *Model) moveHand(delta int) {
	hand := m.view.Players[m.seat].Hand
	if len(hand) == 0 {
		return
	}
	m.handCur = clamp(m.handCur+delta, 0, len(hand)-1)
	m.inspect = hand[m.handCur].ID
	m.scroll[paneInspector] = 0
}

// onMouse: a left click picks an option or selects a card; the wheel
// scrolls the focused pane.
func (m *Model) onMouse(msg tea.MouseMsg) tea.Cmd {
	if m.handoff || m.showHelp || m.quitting || (m.over && !m.overBoard) {
		return nil
	}
	switch msg.Button {
	case tea.MouseButtonWheelUp, tea.MouseButtonWheelDown:
		up := msg.Button == tea.MouseButtonWheelUp
		switch {
		case m.focus == panePrompt && up:
			m.moveCursor(-1)
		case m.focus == panePrompt:
			m.moveCursor(1)
		case up:
			m.navigate(tea.KeyMsg{Type: tea.KeyUp})
		default:
			m.navigate(tea.KeyMsg{Type: tea.KeyDown})
		}
		return nil
	}
	if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft || m.confirm {
		return nil
	}
	for _, h := range m.hits {
		if msg.Y != h.y || msg.X < h.x0 || msg.X >= h.x1 {
			continue
		}
		switch h.kind {
		case hitOption:
			d := m.decision()
			if d == nil {
				return nil
			}
			m.focus = panePrompt
			if multi(d) {
				return m.toggle(h.n)
			}
			return m.pickByNumber(h.n, m.typedEarly(d))
		case hitHand:
			m.focus = paneHand
			m.handCur = h.n
			m.moveHand(0)
		case hitCard:
			m.focus = h.pane
			m.boardCur[sideOf(h.pane)] = h.n
			m.moveBoard(sideOf(h.pane), 0)
		case hitPile:
			m.focus = panePiles
			m.pileCur = h.n
			m.movePiles(0)
		case hitPiles:
			m.openPiles(h.pile)
		}
		return nil
	}
	return nil
}

// hit is a clickable region of the last frame.
type hit struct {
	y, x0, x1 int
	kind      int
	n         int // option index, hand index, board or pile cursor index
	pane      pane
	pile      pileSection // hitPiles: where to open the pane
}

const (
	hitOption = iota
	hitHand
	hitCard
	hitPile  // a card in the discard & removed pane
	hitPiles // "discard N" or "removed N" in a side's header
)
