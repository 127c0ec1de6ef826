package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/stccg/stccg/game"
)

// The board follows the rulebook's table: the opponent's side on top, the
// deciding player's side below; each side is a header with the counts, a
// row of missions with what is at each, and the Core and Brig panes.

// wideAt is the width from which Core and Brig get a column of their own.
const wideAt = 120

// cell is one line of a column: text that may be cut, a marker that is
// kept when it is (e.g. " (stopped)"), and the card it shows.
type cell struct {
	text   string
	marker string
	short  string // the marker to keep when the whole one takes too much
	style  lipgloss.Style
	item   int // index in the side's selectable items, -1 for none
}

// sideView is one player's side of the table, ready to be cut to a height.
type sideView struct {
	p      game.Player
	pane   pane
	header string
	cols   [][]cell // per mission: three header rows, then what is there
	core   []cell
	events int // core cards that are events (the rest lie on them)
	brig   []cell
	head   int   // header rows of each column
	items  []int // selectable card IDs, in cursor order
	itemAt []int // for each item: its column (len(cols) for core/brig)
}

// missionRows is the number of header rows of a mission column: three on
// narrow columns, four when there is room to spell things out.
func missionRows(colW int) int {
	if colW >= wideCol {
		return 4
	}
	return 3
}

// wideCol is the column width from which a mission is spelled out.
const wideCol = 22

// sideOf maps a board pane to its index in boardCur: 0 mine, 1 opponent's.
func sideOf(p pane) int {
	if p == paneOpp {
		return 1
	}
	return 0
}

func (m *Model) sidePlayer(side int) game.Player {
	if side == 1 {
		return m.seat.Other()
	}
	return m.seat
}

// buildSide lays out one side for a grid of width w.
func (m *Model) buildSide(side int, w int) *sideView {
	p := m.sidePlayer(side)
	pv := &m.view.Players[p]
	sv := &sideView{p: p, pane: paneMine}
	who, name := "YOU", m.name(p)
	if side == 1 {
		sv.pane, who = paneOpp, "OPPONENT"
	}
	if w < wideAt {
		who, name = who[:3], m.short(p)
	}
	score := fmt.Sprint(pv.Score)
	if pv.PointsLost > 0 {
		score += fmt.Sprintf(" (lost %d)", pv.PointsLost)
	}
	sv.header = fmt.Sprintf("%s %s · score %s · hand %d · deck %d · dilemmas %d · discard %d",
		who, name, score, pv.HandCount, pv.DeckCount, pv.DilemmaCount, len(pv.Discard))
	if n := len(pv.Removed); n > 0 {
		sv.header += fmt.Sprintf(" · removed %d", n)
	}
	n := max(1, len(pv.Missions))
	colW := split(w, n, 1)[n-1]
	sv.head = missionRows(colW)
	item := func(id, col int) int {
		sv.items = append(sv.items, id)
		sv.itemAt = append(sv.itemAt, col)
		return len(sv.items) - 1
	}
	for i := range pv.Missions {
		mv := &pv.Missions[i]
		col := m.missionCells(mv, colW, item(mv.ID, i))
		cards := func(cs []game.CardView, lead string) {
			for k := 0; k < len(cs); {
				c := cs[k]
				run := 1 // face-down cards alike are one line: "[face down] 3 personnel"
				for c.Concealed && k+run < len(cs) && cs[k+run].Concealed && cs[k+run].Type == c.Type && cs[k+run].Stopped == c.Stopped {
					run++
				}
				cl := m.cardCell(c, lead, colW, item(c.ID, i))
				switch {
				case run > 1 && colW < 22:
					cl.text = fmt.Sprintf("%s[face down] x%d", lead, run)
				case run > 1:
					cl.text = fmt.Sprintf("%s[face down] %d %s", lead, run, c.Type)
				case c.Concealed && colW < 22:
					cl.text = lead + "[face down]"
				}
				col = append(col, m.tagged(cl, c.Controller, p, colW))
				k += run
			}
		}
		cards(mv.On, "+ ")
		cards(mv.Surface, "")
		for j := range mv.Ships {
			s := &mv.Ships[j]
			col = append(col, m.tagged(m.shipCell(s, colW, item(s.ID, i)), s.Controller, p, colW))
			cards(s.Holds, "+ ") // events played on the ship
			cards(s.Aboard, "  ")
		}
		sv.cols = append(sv.cols, col)
	}
	nc := len(sv.cols)
	sv.events = len(pv.Core)
	for _, c := range pv.Core {
		sv.core = append(sv.core, m.cardCell(c, "", colW, item(c.ID, nc)))
		for _, h := range c.Holds { // cards placed on the event lie on it
			sv.core = append(sv.core, m.cardCell(h, "+ ", colW, item(h.ID, nc)))
		}
	}
	for _, c := range pv.Brig {
		sv.brig = append(sv.brig, m.cardCell(c, "", colW, item(c.ID, nc)))
	}
	return sv
}

// tagged marks a card commanded by the other player than the side's: by
// name when there is room, else "[you]" or "[opp]" as the viewer sees it.
func (m *Model) tagged(c cell, controller, side game.Player, w int) cell {
	switch {
	case controller == side || strings.HasPrefix(strings.TrimSpace(c.text), "[face down]"):
	case w >= 22:
		c.marker += " [" + cut(m.short(controller), 8) + "]"
	case controller == m.seat:
		c.marker += " [you]"
	default:
		c.marker += " [opp]"
	}
	return c
}

// missionCells are the header rows of a mission column: title; type,
// points, span and quadrant; completed or not and the overcome count.
func (m *Model) missionCells(mv *game.MissionView, w, it int) []cell {
	c := m.lib.ByID(mv.CardID)
	title := cell{text: mv.Name, style: m.st.title, item: it}
	info := cell{style: m.st.dim, item: -1}
	where := cell{style: m.st.dim, item: -1}
	status := cell{item: -1}
	wide := w >= wideCol
	if c == nil {
		return []cell{title, info, status}
	}
	quad := titleWord(c.Quadrant)
	switch {
	case c.MissionType == game.Headquarters && wide:
		info.text = "Headquarters"
	case c.MissionType == game.Headquarters:
		info.text = fmt.Sprintf("HQ s%d %s", c.Span, quadShort(quad))
	case wide:
		info.text = fmt.Sprintf("%s · %d points", titleWord(string(c.MissionType)), c.Points)
	default:
		info.text = fmt.Sprintf("%s %d s%d %s", c.MissionType, c.Points, c.Span, quadShort(quad))
	}
	where.text = fmt.Sprintf("span %d · %s Quadrant", c.Span, quad)
	switch {
	case c.MissionType == game.Headquarters && wide:
		status.text, status.style = "cards are played here", m.st.dim
	case c.MissionType == game.Headquarters:
		status.text, status.style = "headquarters", m.st.dim
	case mv.Completed:
		status.text, status.style = "DONE", m.st.done
		title.style = m.st.done
	default:
		status.text, status.style = "open", m.st.dim
	}
	if n := len(mv.Overcome); n > 0 {
		if wide {
			status.text += fmt.Sprintf(" · %d overcome", n)
		} else {
			status.text += fmt.Sprintf(" %d overcome", n)
		}
	}
	if n := mv.UnderCount; n > 0 { // cards placed beneath it by text (Ferenginar)
		status.text += fmt.Sprintf(" · %d beneath", n)
	}
	if mv.Flipped { // a two-sided mission back side up (Meridian)
		status.text += " · back side up"
	}
	if wide {
		return []cell{title, info, where, status}
	}
	return []cell{title, info, status}
}

func titleWord(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func quadShort(q string) string {
	if q == "" {
		return ""
	}
	return q[:1] + "Q"
}

// cardCell shows a card in play: its name in its affiliation's colour, or
// face down, with a stopped marker.
func (m *Model) cardCell(c game.CardView, lead string, w, it int) cell {
	out := cell{item: it}
	if c.Concealed {
		out.text, out.style = lead+"[face down] "+string(c.Type), m.st.concealed
	} else {
		out.text, out.style = lead+m.unenforcedMark(c)+c.Name, m.cardStyle(c)
	}
	if c.Stopped {
		out.marker, out.style = stoppedMarker(w), m.st.stopped
	}
	return out
}

func (m *Model) shipCell(s *game.ShipView, w, it int) cell {
	out := m.cardCell(s.CardView, "» ", w, it)
	rng := fmt.Sprintf(" %d/%d", s.RangeLeft, s.Range)
	if w >= 30 {
		rng = fmt.Sprintf(" range %d/%d", s.RangeLeft, s.Range)
	}
	mk, short := rng, out.marker
	if n := len(s.Damage); n > 0 {
		dmg := fmt.Sprintf(" (dmg%d)", n)
		if w >= 30 {
			mk += fmt.Sprintf(" (damaged %d)", n)
		} else {
			mk += dmg
		}
		short = dmg + short
		if !s.Stopped {
			out.style = m.st.damaged
		}
	}
	if short == "" {
		short = rng
	}
	out.marker = mk + out.marker
	out.short = short
	return out
}

// unenforcedMarker goes before the name of a card whose game text the
// engine does not run (its facts still apply), wherever the card is
// shown: on the table, in the hand, in the options. Before the name, a
// narrow cell that cuts the name keeps it. The help says what it means.
const unenforcedMarker = "~"

// unenforcedMark is unenforcedMarker for such a card, else "".
func (m *Model) unenforcedMark(c game.CardView) string {
	if def := m.lib.ByID(c.CardID); def != nil && def.Status == game.NotEnforced && !c.Concealed {
		return unenforcedMarker
	}
	return ""
}

func stoppedMarker(w int) string {
	if w >= 22 {
		return " (stopped)"
	}
	return " (stp)"
}

// cardStyle is the affiliation colour of a visible card.
func (m *Model) cardStyle(c game.CardView) lipgloss.Style {
	if def := m.lib.ByID(c.CardID); def != nil {
		return m.st.aff(def.Affiliation)
	}
	return m.st.r.NewStyle()
}

// renderCell cuts a cell to exactly w cells, keeping its marker.
func (m *Model) renderCell(c cell, w int, selected bool) string {
	mk, lead := c.marker, ""
	if selected {
		lead = ">" // the cursor shows without colour too
	}
	if width(mk) > w*2/3 {
		mk = c.short // e.g. the damage without the range
	}
	if width(mk) > w*2/3 {
		mk = ""
	}
	t := lead + cut(c.text, w-width(mk)-width(lead)) + mk
	padding := strings.Repeat(" ", max(0, w-width(t)))
	if selected {
		return m.st.cursor.Render(t) + padding
	}
	return c.style.Render(t) + padding
}

// sideWant is the height a side would like: header, Core/Brig line when
// narrow, mission header and its longest column.
func (m *Model) sideWant(sv *sideView, w int) int {
	n := 1
	if w < wideAt {
		n++
	}
	rows := sv.head + 1
	for _, c := range sv.cols {
		rows = max(rows, len(c))
	}
	if w >= wideAt {
		rows = max(rows, 2+max(1, len(sv.core))+max(1, len(sv.brig)))
	}
	return n + rows
}

// renderSide draws a side in h lines of width w, starting at screen row top.
func (m *Model) renderSide(sv *sideView, w, h, top int) []string {
	if h <= 0 {
		return nil
	}
	side := sideOf(sv.pane)
	focused := m.focus == sv.pane
	cur := -1
	if focused {
		cur = m.boardCur[side]
	}
	gridW, cbW := w, 0
	if w >= wideAt {
		cbW = 30
		gridW = w - cbW - 1
	}
	var out []string
	out = append(out, "") // header, filled in below once the scroll is known
	if cbW == 0 && h > 1 {
		out = append(out, m.coreBrigLine(sv, w, cur, top+1))
	}
	gh := h - len(out) // rows for the grid
	n := max(1, len(sv.cols))
	widths := split(gridW, n, 1)
	bodyRows := 0
	for _, c := range sv.cols {
		bodyRows = max(bodyRows, len(c)-sv.head)
	}
	bodyH := max(0, gh-sv.head)
	// Keep the cursor's row in sight.
	if cur >= 0 && cur < len(sv.items) && sv.itemAt[cur] < len(sv.cols) {
		col := sv.cols[sv.itemAt[cur]]
		for r, c := range col {
			if c.item == cur && r >= sv.head {
				m.scroll[sv.pane] = scrollTo(m.scroll[sv.pane], r-sv.head, bodyH)
			}
		}
	}
	m.scroll[sv.pane] = clamp(m.scroll[sv.pane], 0, max(0, bodyRows-bodyH))
	off := m.scroll[sv.pane]
	grid := make([]string, 0, gh)
	for r := 0; r < gh; r++ {
		row := r
		if r >= sv.head {
			row = r + off
		}
		var sb strings.Builder
		x := 0
		for k, col := range sv.cols {
			if k > 0 {
				sb.WriteString(m.st.dim.Render("│"))
				x++
			}
			cw := widths[k]
			if row < len(col) {
				c := col[row]
				sb.WriteString(m.renderCell(c, cw, c.item >= 0 && c.item == cur))
				if c.item >= 0 {
					m.hits = append(m.hits, hit{y: top + len(out) + r, x0: x, x1: x + cw, kind: hitCard, n: c.item, pane: sv.pane})
				}
			} else {
				sb.WriteString(strings.Repeat(" ", cw))
			}
			x += cw
		}
		if len(sv.cols) == 0 && r == 0 {
			sb.WriteString(fit("(no missions)", gridW))
		}
		grid = append(grid, sb.String())
	}
	if cbW > 0 {
		cb := m.coreBrigColumn(sv, cbW, gh, cur, top+len(out), gridW+1)
		grid = columns([][]string{grid, cb}, []int{gridW, cbW}, m.st.dim.Render("│"))
	}
	out = append(out, grid...)
	hidden := bodyRows - bodyH - off
	head := sv.header
	if off > 0 || hidden > 0 {
		more := fmt.Sprintf(" [↓%d more]", max(0, hidden))
		if off > 0 {
			more = fmt.Sprintf(" [↑%d ↓%d more]", off, max(0, hidden))
		}
		if i := strings.Index(head, " · "); i >= 0 {
			head = head[:i] + more + head[i:]
		}
	}
	st := m.st.title
	if focused {
		st = m.st.focus
	}
	out[0] = st.Render(cut(head, w))
	m.pileHeaderHits(cut(head, w), sv.p, w, top)
	return pad(out, h)
}

// coreBrigLine is the narrow layout's one-line Core and Brig panes.
func (m *Model) coreBrigLine(sv *sideView, w, cur, y int) string {
	half := split(w, 2, 3)
	part := func(title string, cs []cell, n, pw, x0 int) string {
		s := m.st.title.Render(fmt.Sprintf("%s (%d):", title, n))
		used := width(s)
		if len(cs) == 0 {
			return s + " —"
		}
		for _, c := range cs {
			cw := min(width(c.text+c.marker), 22)
			if used+1+cw > pw {
				break
			}
			s += " " + m.renderCell(c, cw, c.item == cur)
			m.hits = append(m.hits, hit{y: y, x0: x0 + used + 1, x1: x0 + used + 1 + cw, kind: hitCard, n: c.item, pane: sv.pane})
			used += 1 + cw
		}
		return s
	}
	left := fit(part("Core", sv.core, sv.events, half[0], 0), half[0])
	right := fit(part("Brig", sv.brig, len(sv.brig), half[1], half[0]+3), half[1])
	return left + m.st.dim.Render(" │ ") + right
}

// coreBrigColumn is the wide layout's Core and Brig panes, stacked.
func (m *Model) coreBrigColumn(sv *sideView, w, h, cur, top, x0 int) []string {
	var out []string
	pane := func(title string, cs []cell, n, rows int) {
		out = append(out, m.st.title.Render(cut(fmt.Sprintf("%s (%d)", title, n), w)))
		if len(cs) == 0 {
			out = append(out, m.st.dim.Render(" —"))
			return
		}
		for i, c := range cs {
			if i == rows-1 && len(cs) > rows {
				out = append(out, m.st.dim.Render(cut(fmt.Sprintf(" +%d more (tab here, arrows)", len(cs)-i), w)))
				return
			}
			m.hits = append(m.hits, hit{y: top + len(out), x0: x0 + 1, x1: x0 + w, kind: hitCard, n: c.item, pane: sv.pane})
			out = append(out, " "+m.renderCell(c, w-1, c.item == cur))
		}
	}
	// The Core gets the rows it needs when the Brig still fits; else half.
	coreRows := max(1, len(sv.core))
	if coreRows+max(1, len(sv.brig)) > h-2 {
		coreRows = max(1, (h-2)/2)
	}
	pane("Core", sv.core, sv.events, coreRows)
	pane("Brig", sv.brig, len(sv.brig), max(1, h-len(out)-1))
	return pad(out, h)
}

// moveBoard moves a side's card cursor by delta and inspects that card.
func (m *Model) moveBoard(side, delta int) {
	sv := m.buildSide(side, 80)
	if len(sv.items) == 0 {
		return
	}
	m.boardCur[side] = clamp(m.boardCur[side]+delta, 0, len(sv.items)-1)
	m.inspect = sv.items[m.boardCur[side]]
	m.scroll[paneInspector] = 0
}

// jumpColumn moves a side's cursor to the first card of the next (dir 1)
// or previous (dir -1) mission column, Core and Brig last.
func (m *Model) jumpColumn(side, dir int) {
	sv := m.buildSide(side, 80)
	if len(sv.items) == 0 {
		return
	}
	cur := clamp(m.boardCur[side], 0, len(sv.items)-1)
	col := sv.itemAt[cur] + dir
	for i, c := range sv.itemAt {
		if c == col {
			m.boardCur[side] = i
			m.moveBoard(side, 0)
			return
		}
	}
}
