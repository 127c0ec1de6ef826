package tui

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// helpGuide is the part of the help screen that explains the game and the
// board's short forms, in our own words (docs: README, "Playing").
var helpGuide = []string{
	"",
	"Winning: score 100 points having completed at least one planet and one",
	"space mission. If every draw deck runs out, the higher score wins.",
	"Counters: each turn starts with 7 counters for playing and drawing cards;",
	"every counter must be spent (draw a card for 1) before the segment can end.",
	"",
	"Mission headers, short forms on narrow screens:",
	"  HQ s2 AQ         headquarters, span 2, Alpha Quadrant (GQ Gamma, DQ Delta)",
	"  planet 35 s2 AQ  a planet mission worth 35 points, span 2, Alpha Quadrant",
	"  open / DONE      not completed yet / completed by its owner",
	"  open 2 overcome  2 dilemmas overcome there, lying beneath it",
	"  + Name           a card lying on the mission (or on an event in a core)",
	"  » Name           a ship; the names indented under it are aboard",
	"  +3 more          more cards there than fit: tab to that place, then arrows",
	"Lists: home / end jump to the first / last option; ↑ more / ↓ more say",
	"that options lie above / below the ones shown. / searches a list: type",
	"part of a name, ↑↓ move among the matches, enter chooses, esc stops.",
}

// scrollHelp shows the h lines of the help from helpOff on, cut to w,
// marking with "↑ more" / "↓ more" that lines lie above or below.
func (m *Model) scrollHelp(lines []string, w, h int) []string {
	if h <= 0 {
		return nil
	}
	m.helpOff = clamp(m.helpOff, 0, max(0, len(lines)-h))
	out := make([]string, 0, h)
	for i := m.helpOff; i < len(lines) && len(out) < h; i++ {
		out = append(out, cut(lines[i], w))
	}
	if m.helpOff > 0 {
		out[0] = m.st.dim.Render(cut(fmt.Sprintf("↑ %d more (↑ pgup home)", m.helpOff), w))
	}
	if below := len(lines) - m.helpOff - h; below > 0 {
		out[len(out)-1] = m.st.dim.Render(cut(fmt.Sprintf("↓ %d more (↓ pgdn end)", below+1), w))
	}
	return out
}

// helpKey scrolls the help screen; scrollHelp keeps it in range.
func (m *Model) helpKey(msg tea.KeyMsg) {
	_, h := m.size()
	page := max(1, h-3)
	switch {
	case key.Matches(msg, m.keys.Up):
		m.helpOff--
	case key.Matches(msg, m.keys.Down):
		m.helpOff++
	case key.Matches(msg, m.keys.PageUp):
		m.helpOff -= page
	case key.Matches(msg, m.keys.PageDown):
		m.helpOff += page
	case msg.String() == "home":
		m.helpOff = 0
	case msg.String() == "end":
		m.helpOff = 1 << 20 // clamped when drawn
	}
	m.helpOff = max(0, m.helpOff)
}
