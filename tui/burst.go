package tui

import tea "github.com/charmbracelet/bubbletea"

// Bubble Tea reports printable characters that arrive in one read of the
// terminal as a single key message ("52" when 5 and 2 were typed quickly,
// or sent in one write). Every one of them is a key press of its own, so
// the model splits such a message and handles the keys in order.

// keyPresses splits msg into the single key presses it stands for. A
// paste (bracketed paste) is text, not key presses, and stays whole.
func keyPresses(msg tea.KeyMsg) []tea.KeyMsg {
	if msg.Type != tea.KeyRunes || len(msg.Runes) < 2 || msg.Paste {
		return []tea.KeyMsg{msg}
	}
	out := make([]tea.KeyMsg, 0, len(msg.Runes))
	for _, r := range msg.Runes {
		k := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt}
		if r == ' ' {
			k.Type = tea.KeySpace
		}
		out = append(out, k)
	}
	return out
}

// onKeys handles each key press a key message stands for, in order, and
// returns the commands they asked for.
func (m *Model) onKeys(msg tea.KeyMsg) tea.Cmd {
	keys := keyPresses(msg)
	if len(keys) == 1 {
		return m.onKey(keys[0])
	}
	cmds := make([]tea.Cmd, 0, len(keys))
	for _, k := range keys {
		cmds = append(cmds, m.onKey(k))
	}
	return tea.Batch(cmds...)
}
