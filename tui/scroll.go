package tui

import "fmt"

// markAbove ends the first option shown with "↑N more" once the list is
// scrolled past its top, as the last one ends with "↓N more": a player
// who scrolled down sees that options lie above. lines[0] is the prompt.
func (m *Model) markAbove(lines []string, w int) {
	if m.optOff <= 0 || len(lines) < 2 {
		return
	}
	lines[1] = cut(cut(lines[1], max(0, w-12))+m.st.dim.Render(fmt.Sprintf(" ↑%d more", m.optOff)), w)
}
