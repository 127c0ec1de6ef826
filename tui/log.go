package tui

import (
	"fmt"

	"github.com/stccg/stccg/game"
)

// logLine is one event as one seat may read it.
type logLine struct {
	player game.Player // -1 when no player acted
	turn   bool        // a new turn starts here
	text   string
	times  int // the same line this many times in a row (0 or 1: once)
}

// pullLogs appends the events since the last refresh, as each seat sees
// them (private events read differently for the other seat).
func (m *Model) pullLogs() {
	for p := range 2 {
		if m.vsBot && game.Player(p) == m.botSeat || m.net && game.Player(p) != m.seat {
			continue
		}
		evs := m.sess.EventsSince(game.Player(p), m.seq[p])
		m.seq[p] += len(evs)
		for _, e := range evs {
			l := logLine{player: e.Player, turn: e.Kind == "turn", text: e.Text, times: 1}
			if n := len(m.logs[p]); n > 0 && m.logs[p][n-1].text == l.text && m.logs[p][n-1].player == l.player {
				m.logs[p][n-1].times++ // "Ann draws a card. (x7)"
				continue
			}
			m.logs[p] = append(m.logs[p], l)
		}
	}
}

// logLines is the newest part of the viewer's log, wrapped to w, in h
// lines; scrolled back by the log pane's scroll offset.
func (m *Model) logLines(w, h int) []string {
	if h <= 0 {
		return nil
	}
	entries := m.logs[m.seat]
	var rev []string // wrapped lines, newest first
	need := h + m.scroll[paneLog]
	for i := len(entries) - 1; i >= 0 && len(rev) < need; i-- {
		e := entries[i]
		text := e.text
		if e.times > 1 {
			text += fmt.Sprintf(" (x%d)", e.times)
		}
		ls := wrap(text, w-2)
		for k := len(ls) - 1; k >= 0; k-- {
			lead := "  "
			if k == 0 {
				lead = "· "
				if e.turn {
					lead = "■ "
				}
			}
			st := m.st.player(e.player)
			if e.player < 0 {
				st = m.st.dim
			}
			rev = append(rev, st.Render(lead+ls[k]))
		}
	}
	for i := len(m.intro) - 1; i >= 0 && len(rev) < need; i-- {
		for _, l := range reverse(wrap(m.intro[i], w)) {
			rev = append(rev, m.st.dim.Render(l))
		}
	}
	// Do not scroll past the oldest line.
	m.scroll[paneLog] = clamp(m.scroll[paneLog], 0, max(0, len(rev)-h))
	start := m.scroll[paneLog]
	out := make([]string, 0, h)
	for i := min(len(rev), start+h) - 1; i >= start; i-- {
		out = append(out, rev[i])
	}
	return out
}

func reverse(ls []string) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[len(ls)-1-i] = l
	}
	return out
}
