package tui

import (
	"fmt"
	"strconv"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Option lists run to hundreds (naming a card), so an option's number may
// take several digits. Digits build a number, shown as typed; it is chosen
// at once when no longer option number starts with those digits, else by
// Enter or after a short pause. A number typed on one decision is dropped
// when another decision replaces it, so a key never answers a question it
// was not typed for.

// numberPause is how long a number that a longer one could still extend
// waits for its next digit before it is chosen.
const numberPause = 900 * time.Millisecond

// numberEntry is a number being typed on the pending decision.
type numberEntry struct {
	dec    int    // the decision it is typed on
	digits string // as typed
	early  bool   // its first digit came while the decision was being replaced
}

// numberPauseMsg ends the pause after the digit of entry seq.
type numberPauseMsg struct{ seq int }

// digit handles a digit key.
func (m *Model) digit(k byte) tea.Cmd {
	d := m.decision()
	if d == nil {
		m.notYourDecision()
		return nil
	}
	if m.num.digits == "" || m.num.dec != d.ID {
		early := m.typedEarly(d)
		if early && !m.sameQuestion(d) {
			m.num = numberEntry{}
			m.setStatus(fmt.Sprintf("%c was typed as the question changed: not used, type it again", k), false)
			return nil
		}
		if k == '0' {
			m.setStatus(fmt.Sprintf("option numbers start at 1: choose 1–%d", len(d.Options)), false)
			return nil
		}
		m.num = numberEntry{dec: d.ID, early: early}
	}
	m.num.digits += string(k)
	n, err := strconv.Atoi(m.num.digits)
	if err != nil || n > len(d.Options) {
		m.setStatus(fmt.Sprintf("there is no option %s: choose 1–%d", m.num.digits, len(d.Options)), false)
		m.num = numberEntry{}
		return nil
	}
	if n*10 > len(d.Options) {
		return m.enterNumber() // no longer number starts with these digits
	}
	m.focus = panePrompt
	m.cursor = n - 1
	m.inspectOption()
	m.setStatus("", false)
	m.numSeq++
	seq := m.numSeq
	if m.tick != nil {
		return m.tick(numberPause, numberPauseMsg{seq})
	}
	return tea.Tick(numberPause, func(time.Time) tea.Msg { return numberPauseMsg{seq} })
}

// typingNumber reports whether a number is being typed on the pending
// decision.
func (m *Model) typingNumber() bool {
	d := m.decision()
	return d != nil && m.num.digits != "" && m.num.dec == d.ID
}

// numberKey handles a key while a number is being typed: enter chooses
// it, backspace takes its last digit back, esc drops it. It reports
// whether the key was used.
func (m *Model) numberKey(k string) (tea.Cmd, bool) {
	switch k {
	case "enter":
		return m.enterNumber(), true
	case "backspace":
		m.num.digits = m.num.digits[:len(m.num.digits)-1]
		if n, err := strconv.Atoi(m.num.digits); err == nil {
			m.cursor = n - 1
			m.inspectOption()
		}
		m.numSeq++ // the pause starts again with the next digit
		return nil, true
	case "esc":
		m.num = numberEntry{}
		m.numSeq++
		return nil, true
	}
	return nil, false
}

// onNumberPause chooses the number being typed when no digit followed it.
func (m *Model) onNumberPause(msg numberPauseMsg) tea.Cmd {
	if msg.seq != m.numSeq || !m.typingNumber() {
		return nil
	}
	return m.enterNumber()
}

// enterNumber chooses (or, on a multi-pick decision, toggles) the option
// whose number was typed.
func (m *Model) enterNumber() tea.Cmd {
	e := m.num
	m.num = numberEntry{}
	m.numSeq++
	d := m.decision()
	n, err := strconv.Atoi(e.digits)
	if d == nil || e.dec != d.ID || err != nil || n < 1 || n > len(d.Options) {
		return nil
	}
	m.focus = panePrompt
	m.setStatus("", false)
	if multi(d) {
		return m.toggle(n - 1)
	}
	return m.pickByNumber(n-1, e.early)
}

// numberLine is the footer while a number is being typed.
func (m *Model) numberLine() string {
	return fmt.Sprintf("option %s_ · enter chooses %s (or wait) · another digit makes it longer · backspace · esc", m.num.digits, m.num.digits)
}
