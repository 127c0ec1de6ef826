package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"github.com/stccg/stccg/game"
)

// View draws the screen that is showing, in exactly the terminal's height,
// no line wider than the terminal.
func (m *Model) View() string {
	w, _ := m.size()
	lines := m.frame()
	for i, l := range lines {
		lines[i] = cut(l, w) // a last guard; frame already fits (see tests)
	}
	return strings.Join(lines, "\n")
}

// frame is the screen as lines, before View's last guard.
func (m *Model) frame() []string {
	w, h := m.size()
	m.hits = m.hits[:0]
	var lines []string
	switch {
	case m.showHelp:
		lines = m.helpScreen(w, h-1)
	case m.handoff:
		lines = m.handoffScreen(w, h-1)
	case m.over && !m.overBoard:
		lines = m.gameOverScreen(w, h-1)
	default:
		lines = m.boardScreen(w, h-1)
	}
	return append(pad(lines, h-1), m.footer(w))
}

// Sections of the board screen, top to bottom.
const (
	secTop = iota
	secOpp
	secAttempt
	secMine
	secHand
	secLower // log and inspector
	secPrompt
	numSecs
)

// boardScreen lays the sections out in h lines: each gets its minimum,
// then the focused pane, the prompt and the sides get what they want, and
// the log takes the rest.
func (m *Model) boardScreen(w, h int) []string {
	opp := m.buildSide(1, m.gridWidth(w))
	mine := m.buildSide(0, m.gridWidth(w))
	handLines, handPos := m.handLayout(w)
	inspW := w - m.logWidth(w) - 1
	insp := m.inspectorLines(inspW)

	var minH, want [numSecs]int
	minH[secTop], want[secTop] = 1, 1
	minH[secOpp], want[secOpp] = min(5+boolInt(w < wideAt), h), m.sideWant(opp, w)
	if m.view.Attempt != nil {
		minH[secAttempt], want[secAttempt] = 1, 1
	}
	minH[secMine], want[secMine] = minH[secOpp], m.sideWant(mine, w)
	if w < wideAt && m.focus != panePrompt {
		// Narrow screens: while another pane has the focus, a side may
		// collapse to its header and Core/Brig line.
		if m.focus != paneOpp {
			minH[secOpp] = min(2, h)
		}
		if m.focus != paneMine {
			minH[secMine] = min(2, h)
		}
	}
	minH[secHand], want[secHand] = 2, max(2, len(handLines))
	minH[secLower], want[secLower] = 2, 1+max(8, len(insp))
	if m.focus == panePiles {
		lines, _, _ := m.pileList()
		want[secLower] = max(want[secLower], 1+len(lines))
	}
	promptWant := 1
	if d := m.decision(); d != nil {
		// Room for the option under the cursor to wrap, and for the
		// count line of a multi-pick decision to take two lines.
		promptWant = 1 + max(1, len(d.Options)) + 2*boolInt(multi(d))
		if m.cursor < len(d.Options) && width(m.optionText(d, m.cursor)) > w-2 {
			promptWant += 2
		}
		if m.confirm {
			promptWant = min(3, len(wrap("Confirm: "+m.pickedLabels(d), w))) + len(m.confirmLines(d, w))
		}
	}
	minH[secPrompt], want[secPrompt] = 3, promptWant
	promptCap := min(promptWant, max(6, h/3)) // the rest of the options scroll

	// Grants in order: the focused pane first (a card being inspected
	// also needs the inspector), the prompt up to its cap, the board, and
	// only then the prompt's remaining options and the log.
	var order []grant
	switch m.focus {
	case paneHand, paneMine, paneOpp:
		order = append(order, grant{secLower, 7})
	}
	switch m.focus {
	case panePrompt:
	case paneHand:
		order = append(order, grant{secHand, want[secHand]})
	case paneMine:
		order = append(order, grant{secMine, want[secMine]})
	case paneOpp:
		order = append(order, grant{secOpp, want[secOpp]})
	default:
		order = append(order, grant{secLower, want[secLower]})
	}
	order = append(order, grant{secPrompt, promptCap})
	// A crowded board (nineteen personnel at a mission) would take every
	// line; the log keeps a sixth of a tall screen first, and four lines
	// (three of them log) of a short one.
	order = append(order, grant{secLower, min(want[secLower], max(4, h/6))})
	for _, s := range []int{secMine, secOpp, secHand, secPrompt, secLower} {
		order = append(order, grant{s, want[s]})
	}
	hs := allocate(h, minH[:], order, []int{secLower, secHand, secOpp, secMine, secAttempt, secPrompt, secTop})

	var out []string
	for s := range numSecs {
		top := len(out)
		sh := hs[s]
		if sh <= 0 {
			continue
		}
		switch s {
		case secTop:
			out = append(out, m.topBar(w))
		case secOpp:
			out = append(out, m.renderSide(opp, w, sh, top)...)
		case secAttempt:
			out = append(out, m.attemptLine(w))
		case secMine:
			out = append(out, m.renderSide(mine, w, sh, top)...)
		case secHand:
			out = append(out, m.renderHand(handLines, handPos, w, sh, top)...)
		case secLower:
			out = append(out, m.renderLower(insp, w, sh, top)...)
		case secPrompt:
			out = append(out, m.promptLines(w, sh, top)...)
		}
		out = pad(out, top+sh)
	}
	return out
}

// grant asks for a section to grow up to a height.
type grant struct{ sec, upto int }

// allocate shares h rows among sections: minimums first (taken back in
// shrink order when even they do not fit), then the grants in order, and
// the rest to the log.
func allocate(h int, minH []int, order []grant, shrink []int) []int {
	hs := make([]int, len(minH))
	total := 0
	for i, v := range minH {
		hs[i] = v
		total += v
	}
	for _, s := range shrink {
		for total > h && hs[s] > 0 {
			hs[s]--
			total--
		}
	}
	for _, g := range order {
		if extra := min(h-total, g.upto-hs[g.sec]); extra > 0 {
			hs[g.sec] += extra
			total += extra
		}
	}
	if total < h {
		hs[secLower] += h - total
	}
	return hs
}

func (m *Model) gridWidth(w int) int {
	if w >= wideAt {
		return w - 31
	}
	return w
}

func (m *Model) logWidth(w int) int {
	if w >= wideAt {
		return w * 55 / 100
	}
	return w / 2
}

// topBar: turn, whose turn, segment, counters, whose screen, seed.
func (m *Model) topBar(w int) string {
	v := &m.view
	left := fmt.Sprintf("Turn %d · %s's turn · %s · counters %d", v.Turn, m.short(v.Active), v.Segment, v.Counters)
	right := fmt.Sprintf("%s's screen", m.short(m.seat)) + m.seedText(" · seed %d") + " · ? help"
	switch {
	case m.vsBot:
		right = "vs bot" + m.seedText(" · seed %d") + " · ? help"
	case m.net:
		right = fmt.Sprintf("you: %s · vs %s", m.short(m.seat), m.short(m.seat.Other())) + m.seedText(" · seed %d") + " · ? help"
	}
	if width(left)+2+width(right) > w {
		// Narrow: the right part shrinks to the first of its shorter
		// forms that leaves the left part whole (the help key is also in
		// the footer); failing that, the shortest, and the left is cut.
		forms := []string{fmt.Sprintf("%s's screen · ? help", m.short(m.seat)), m.short(m.seat) + " · ? help"}
		switch {
		case m.vsBot:
			forms = []string{"vs bot · ? help", "vs bot"}
		case m.net:
			you := fmt.Sprintf("you: %s · vs %s", m.short(m.seat), m.short(m.seat.Other()))
			forms = []string{you + " · ? help", you}
		}
		for _, f := range forms {
			right = f
			if width(left)+3+width(right) <= w {
				return m.st.title.Render(left) + strings.Repeat(" ", w-width(left)-width(right)) + m.st.dim.Render(right)
			}
		}
		if width(right)+3+20 > w {
			return m.st.title.Render(cut(left+" · "+right, w))
		}
		return m.st.title.Render(cut(left, w-width(right)-3)+" · ") + m.st.dim.Render(right)
	}
	gap := strings.Repeat(" ", w-width(left)-width(right))
	return m.st.title.Render(left) + gap + m.st.dim.Render(right)
}

// attemptLine describes the attempt in progress as the viewer may see it.
func (m *Model) attemptLine(w int) string {
	a := m.view.Attempt
	mission := "a mission"
	if ref, ok := m.index[a.Mission]; ok {
		mission = ref.cv.Name
	}
	s := fmt.Sprintf("ATTEMPT %s at %s · %d personnel · dilemma cost up to %d (spent %d)",
		m.short(a.Player), mission, len(a.Personnel), a.Limit, a.Spent)
	if len(a.Stack) > 0 {
		s += " · stack: " + names(a.Stack)
	} else if a.StackCount > 0 {
		s += fmt.Sprintf(" · %d face-down dilemma(s) left", a.StackCount)
	}
	if a.Facing != nil {
		s += " · facing " + a.Facing.Name
	}
	return m.st.errorLine.Render(cut(s, w))
}

// handLayout flows the viewer's hand into lines of width w; pos[k] is where
// card k is: line, first and last column.
func (m *Model) handLayout(w int) ([]string, [][3]int) {
	hand := m.view.Players[m.seat].Hand
	focused := m.focus == paneHand
	title := fmt.Sprintf("Hand (%d):", len(hand))
	st := m.st.title
	if focused {
		st = m.st.focus
	}
	line := st.Render(title)
	used := width(title)
	var lines []string
	pos := make([][3]int, len(hand))
	if len(hand) == 0 {
		return []string{line + m.st.dim.Render(" empty")}, pos
	}
	for k, c := range hand {
		text := m.unenforcedMark(c) + c.Name
		if def := m.lib.ByID(c.CardID); def != nil && def.Cost != nil {
			text += fmt.Sprintf(" (%d)", def.CostValue())
		}
		sel := focused && k == m.handCur
		cw := min(width(text)+boolInt(sel), w-2)
		if used+2+cw > w {
			lines = append(lines, line)
			line, used = "", 0
		}
		switch {
		case k == 0 && len(lines) == 0:
			line += " "
			used++
		case used > 0:
			line += "  "
			used += 2
		}
		pos[k] = [3]int{len(lines), used, used + cw}
		cc := cell{text: text, style: m.cardStyle(c), item: k}
		if _, ok := m.view.Unplayable[c.ID]; ok {
			cc.style = m.st.dim // the inspector says why
		}
		line += m.renderCell(cc, cw, sel)
		used += cw
	}
	return append(lines, line), pos
}

// renderHand windows the hand to h lines, keeping the cursor in sight.
func (m *Model) renderHand(lines []string, pos [][3]int, w, h, top int) []string {
	if m.handCur < len(pos) {
		m.scroll[paneHand] = scrollTo(m.scroll[paneHand], pos[m.handCur][0], h)
	}
	win, off := window(lines, m.scroll[paneHand], h)
	m.scroll[paneHand] = off
	for k, p := range pos {
		if p[0] >= off && p[0] < off+h {
			m.hits = append(m.hits, hit{y: top + p[0] - off, x0: p[1], x1: p[2], kind: hitHand, n: k})
		}
	}
	if hidden := len(lines) - off - h; hidden > 0 && h > 0 {
		win[h-1] = cut(win[h-1], w-14) + m.st.dim.Render(fmt.Sprintf(" ↓%d more", hidden))
	}
	return win
}

// renderLower is the log and the inspector side by side; while the
// discard & removed pane has the focus, it takes the log's place.
func (m *Model) renderLower(insp []string, w, h, top int) []string {
	lw := m.logWidth(w)
	iw := w - lw - 1
	title := func(p pane, s string) string {
		if m.focus == p {
			return m.st.focus.Render(s)
		}
		return m.st.title.Render(s)
	}
	logTitle := "Log"
	if m.scroll[paneLog] > 0 {
		logTitle += fmt.Sprintf(" (%d back)", m.scroll[paneLog])
	}
	var logs []string
	if m.focus == panePiles {
		logs = m.pileLines(lw, h, top)
	} else {
		logs = append([]string{title(paneLog, logTitle)}, m.logLines(lw, h-1)...)
	}
	m.scroll[paneInspector] = clamp(m.scroll[paneInspector], 0, max(0, len(insp)-(h-1)))
	iwin, off := window(insp, m.scroll[paneInspector], h-1)
	inspTitle := "Inspector"
	if hidden := len(insp) - off - (h - 1); hidden > 0 || off > 0 {
		inspTitle += fmt.Sprintf(" ↑%d ↓%d ([ ] scroll)", off, max(0, hidden))
	}
	right := append([]string{title(paneInspector, cut(inspTitle, iw))}, iwin...)
	return columns([][]string{pad(logs, h), pad(right, h)}, []int{lw, iw}, m.st.dim.Render("│"))
}

// footer is the status line: a refused choice, the quit question, or the
// main keys.
func (m *Model) footer(w int) string {
	switch {
	case m.quitting:
		return m.st.errorLine.Render(cut("Quit the game? y = quit · n = keep playing", w))
	case m.typingNumber():
		return m.st.okLine.Render(cut(m.numberLine(), w))
	case m.status != "" && m.statusErr:
		return m.st.errorLine.Render(cut("✗ "+m.status, w))
	case m.status != "":
		return m.st.okLine.Render(cut(m.status, w))
	case m.search.on:
		return m.st.okLine.Render(cut(m.searchLine(), w))
	case m.showHelp:
		return m.st.dim.Render(cut("?/esc: back to the game · ↑↓ pgup pgdn home end: scroll · q: quit", w))
	case m.handoff:
		return m.st.dim.Render(cut("enter: continue · q: quit", w))
	case m.over && !m.overBoard:
		return m.st.dim.Render(cut("enter/q: quit · b: look at the board", w))
	case m.over:
		return m.st.dim.Render(cut("b/esc: back to the result · q: quit · tab and arrows: look around", w))
	}
	// The help and quit keys are kept whole at the end; the others are
	// cut to the room left.
	tail := m.help.ShortHelpView([]key.Binding{m.keys.Help, m.keys.Quit})
	sep := m.help.Styles.ShortSeparator.Inline(true).Render(m.help.ShortSeparator)
	m.help.Width = max(1, w-width(tail)-width(sep))
	lead := m.help.ShortHelpView(m.keys.ShortHelp())
	m.help.Width = w
	return cut(lead+sep+tail, w)
}

// resultText is the winner (or tie) and the reason.
func (m *Model) resultText(r *game.Result) string {
	if r == nil {
		return ""
	}
	if r.Tie {
		return "a tie (" + reasonText(r.Reason) + ")"
	}
	return m.name(r.Winner) + " wins (" + reasonText(r.Reason) + ")"
}

func reasonText(r string) string {
	switch r {
	case game.ReasonMissions:
		return "100 points with a completed planet and space mission"
	case game.ReasonDecksOut:
		return "every draw deck is empty; highest score wins"
	}
	return r
}
