package tui

import (
	"fmt"
	"slices"
	"strings"
)

// whyNoMove answers m when no ship can move: the engine's reason for each
// of the viewer's ships (View.Unmovable), on the status line and, whole,
// in the log, where a narrow screen does not cut it. When some ships can
// move, m's status names the others with their reasons (shortcut).
func (m *Model) whyNoMove() {
	why := m.unmovableText()
	if why == "" {
		m.setStatus("nothing to move now: you have no ship in play", false)
		return
	}
	text := "No ship can move — " + why + "."
	m.setStatus(text, false)
	if l := m.logs[m.seat]; len(l) > 0 && l[len(l)-1].text == text {
		l[len(l)-1].times++
		return
	}
	m.logs[m.seat] = append(m.logs[m.seat], logLine{player: -1, text: text, times: 1})
}

// unmovableText lists the viewer's ships that cannot move, each with the
// engine's reason, or is "".
func (m *Model) unmovableText() string {
	why := m.view.Unmovable
	ids := make([]int, 0, len(why))
	for id := range why {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	parts := make([]string, 0, len(ids))
	for _, id := range ids {
		name := fmt.Sprintf("ship %d", id)
		if ref, ok := m.index[id]; ok {
			name = ref.cv.Name
		}
		parts = append(parts, name+": "+why[id])
	}
	return strings.Join(parts, "; ")
}
