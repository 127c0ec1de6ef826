package tui

import (
	"fmt"
	"slices"
	"strings"
)

// whyNoMove answers m when no ship can move: the engine's reason for each
// of the viewer's ships (View.Unmovable), on the status line and, whole,
// in the log, where a narrow screen does not cut it.
func (m *Model) whyNoMove() {
	why := m.view.Unmovable
	if len(why) == 0 {
		m.setStatus("nothing to move now: you have no ship in play", false)
		return
	}
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
	text := "No ship can move — " + strings.Join(parts, "; ") + "."
	m.setStatus(text, false)
	if l := m.logs[m.seat]; len(l) > 0 && l[len(l)-1].text == text {
		l[len(l)-1].times++
		return
	}
	m.logs[m.seat] = append(m.logs[m.seat], logLine{player: -1, text: text, times: 1})
}
