package tui

import (
	"fmt"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stccg/stccg/game"
)

// The prompt bar offers the pending decision's options, exactly as the
// engine lists them, and sends the picks back through Game.Choose.

// decision is the viewer's pending decision, or nil.
func (m *Model) decision() *game.Decision {
	if m.over || m.handoff {
		return nil
	}
	return m.view.Pending
}

// multi reports whether d is answered with a set of picks (space toggles,
// Enter submits) rather than one option.
func multi(d *game.Decision) bool { return !(d.Min == 1 && d.Max == 1) }

// needsConfirm reports whether sending picks must be confirmed first: the
// picked option starts something irreversible, or the decision itself is
// marked so (for one-option decisions only when no option carries the mark
// itself, so ending a segment is not guarded just because an attempt was
// also on offer).
func needsConfirm(d *game.Decision, picks []int) bool {
	marked := false
	for i, o := range d.Options {
		if o.Confirm {
			marked = true
			if slices.Contains(picks, i) {
				return true
			}
		}
	}
	return d.Confirm && (multi(d) || !marked)
}

// pickOne chooses option i of a one-option decision.
func (m *Model) pickOne(i int) tea.Cmd {
	d := m.decision()
	if d == nil || i < 0 || i >= len(d.Options) {
		return nil
	}
	m.cursor = i
	m.inspectOption()
	m.picks = []int{i}
	if needsConfirm(d, m.picks) {
		m.confirm, m.confirmNote = true, ""
		return nil
	}
	return m.send()
}

// toggle adds option i to the picks of a multi-pick decision, or takes it
// out again. A Back option is not a pick: it backs out at once.
func (m *Model) toggle(i int) tea.Cmd {
	d := m.decision()
	if d == nil || i < 0 || i >= len(d.Options) {
		return nil
	}
	if d.Options[i].Action == game.ActBack {
		return m.backOut()
	}
	m.cursor = i
	m.inspectOption()
	if k := slices.Index(m.picks, i); k >= 0 {
		m.picks = slices.Delete(m.picks, k, k+1)
		m.setStatus("", false)
		return nil
	}
	if len(m.picks) >= d.Max {
		if d.Max == 1 {
			m.picks = m.picks[:0]
		} else {
			m.setStatus(fmt.Sprintf("at most %d may be chosen: unpick one first", d.Max), true)
			return nil
		}
	}
	m.picks = append(m.picks, i)
	m.setStatus("", false)
	return nil
}

// submit sends the picks of a multi-pick decision, or the option under the
// cursor of a one-option decision.
func (m *Model) submit() tea.Cmd {
	d := m.decision()
	if d == nil {
		return nil
	}
	if !multi(d) {
		return m.pickOne(m.cursor)
	}
	if n := len(m.picks); n < d.Min || n > d.Max {
		m.setStatus(fmt.Sprintf("choose %s (%d chosen)", rangeText(d.Min, d.Max), n), true)
		return nil
	}
	if needsConfirm(d, m.picks) {
		m.confirm, m.confirmNote = true, ""
		return nil
	}
	return m.send()
}

// send answers the decision. A refused choice leaves everything as it was
// and shows why.
func (m *Model) send() tea.Cmd {
	d := m.decision()
	m.confirm = false
	if d == nil {
		return nil
	}
	picks := slices.Clone(m.picks)
	if picks == nil {
		picks = []int{}
	}
	if err := m.sess.Choose(m.seat, game.Choice{Decision: d.ID, Picks: picks}); err != nil {
		m.byNumber = false
		m.setStatus("not allowed: "+err.Error(), true)
		return nil
	}
	m.remember(d)
	m.setStatus("", false)
	return m.refresh()
}

// shortcut selects the option whose Action is act: at once when it is the
// only one, else the cursor moves to the next such option.
func (m *Model) shortcut(act string) tea.Cmd {
	d := m.decision()
	if d == nil {
		m.notYourDecision()
		return nil
	}
	if !slices.Contains(shortcutKinds[act], d.Kind) {
		m.setStatus(m.shortcutHint(act, d), false)
		return nil
	}
	var match []int
	for i, o := range d.Options {
		if o.Action == act {
			match = append(match, i)
		}
	}
	switch {
	case len(match) == 0 && act == game.ActPlay && len(m.view.Unplayable) > 0:
		m.setStatus("nothing to play now: tab to your hand, the inspector says why for each card", false)
		return nil
	case len(match) == 0:
		m.setStatus(fmt.Sprintf("nothing to %s now", act), false)
		return nil
	case len(match) == 1 && !multi(d):
		m.focus = panePrompt
		return m.pickOne(match[0])
	}
	next := match[0]
	for _, i := range match {
		if i > m.cursor || (m.focus != panePrompt && i == m.cursor) {
			next = i
			break
		}
	}
	m.focus = panePrompt
	m.cursor = next
	m.inspectOption()
	m.setStatus(fmt.Sprintf("%d options: press the key again for the next, enter to choose", len(match)), false)
	return nil
}

// number picks (or toggles) option n, counted from 1.
func (m *Model) number(n int) tea.Cmd {
	d := m.decision()
	if d == nil {
		m.notYourDecision()
		return nil
	}
	if n < 1 || n > len(d.Options) {
		m.setStatus(fmt.Sprintf("there is no option %d: choose 1–%d", n, len(d.Options)), false)
		return nil
	}
	m.focus = panePrompt
	if multi(d) {
		return m.toggle(n - 1)
	}
	return m.pickByNumber(n - 1)
}

// moveCursor moves the option cursor by delta, within the options.
func (m *Model) moveCursor(delta int) {
	d := m.decision()
	if d == nil || len(d.Options) == 0 {
		return
	}
	m.cursor = clamp(m.cursor+delta, 0, len(d.Options)-1)
}

func rangeText(lo, hi int) string {
	switch {
	case lo == hi:
		return fmt.Sprintf("exactly %d", lo)
	case lo == 0:
		return fmt.Sprintf("up to %d", hi)
	}
	return fmt.Sprintf("%d–%d", lo, hi)
}

var kindText = map[string]string{
	game.KindPlayDraw:       "play and draw cards",
	game.KindOrders:         "execute orders",
	game.KindBeamRoute:      "choose where to beam",
	game.KindBeamCards:      "choose whom to beam",
	game.KindMoveTo:         "move a ship",
	game.KindAttemptShips:   "choose the ships that attempt",
	game.KindDiscardExcess:  "discard excess cards",
	game.KindChooseDilemmas: "choose dilemmas",
	game.KindSelect:         "select cards for a card's text",
	game.KindOptional:       "decide whether to use an ability",
	game.KindName:           "name a card",
	game.KindTakeDilemma:    "decide on a dilemma on the mission",
	game.KindRespond:        "respond or pass",
	game.KindEngage:         "choose the ships of an engagement",
	game.KindDamageRemoval:  "remove damage from a ship",
	game.KindNameSkill:      "name a skill for a dilemma",
}

func kindName(k string) string {
	if t, ok := kindText[k]; ok {
		return t
	}
	return k
}

// promptLines renders the prompt bar in h lines of width w.
func (m *Model) promptLines(w, h int, top int) []string {
	d := m.decision()
	var lines []string
	head := func(s string) string { return cut(s, w) }
	switch {
	case m.over:
		r := m.sess.Result()
		lines = append(lines, head(m.st.title.Render("Game over: "+m.resultText(r)+" — press q to quit, esc for the result")))
		return pad(lines, h)
	case d == nil:
		lines = append(lines, head(m.st.dim.Render(m.waitingLine())))
		return pad(lines, h)
	case m.confirm:
		what := m.pickedLabels(d)
		lines = append(lines, head(m.st.errorLine.Render("Confirm: "+what)))
		for _, l := range m.confirmLines(d) {
			lines = append(lines, head(l))
		}
		return pad(lines, h)
	}
	title := fmt.Sprintf("▶ %s: %s", m.short(d.Player), d.Prompt)
	if m.focus == panePrompt {
		lines = append(lines, head(m.st.focus.Render(cut(title, w))))
	} else {
		lines = append(lines, head(m.st.title.Render(cut(title, w))))
	}
	isMulti := multi(d)
	foot := ""
	if isMulti && h >= 3 {
		foot = m.multiFooter(d)
	}
	room := h - 1
	if foot != "" {
		room--
	}
	if len(d.Options) == 0 {
		lines = append(lines, head(m.st.dim.Render("Nothing to choose: press enter to go on.")))
	}
	m.optOff = scrollTo(m.optOff, m.cursor, room)
	m.optOff = clamp(m.optOff, 0, max(0, len(d.Options)-room))
	for i := m.optOff; i < len(d.Options) && i < m.optOff+room; i++ {
		o := d.Options[i]
		mark := ""
		if isMulti {
			mark = "[ ] "
			if k := slices.Index(m.picks, i); k >= 0 {
				mark = "[x] "
				if d.Ordered {
					mark = fmt.Sprintf("[%d] ", k+1)
				}
			}
		}
		text := mark + fmt.Sprintf("%d. ", i+1) + o.Label
		switch {
		case o.Action == game.ActBack:
			text = strings.Repeat(" ", len(mark)) + fmt.Sprintf("%d. ", i+1) + o.Label + " (esc)"
		case o.Confirm:
			text += " (cannot be undone)"
		}
		prefix := "  "
		if i == m.cursor {
			prefix = "> "
		}
		line := fit(prefix+text, w)
		switch {
		case i == m.cursor && m.focus == panePrompt:
			line = m.st.cursor.Render(line)
		case slices.Contains(m.picks, i):
			line = m.st.picked.Render(line)
		}
		m.hits = append(m.hits, hit{y: top + len(lines), x0: 0, x1: w, kind: hitOption, n: i})
		lines = append(lines, line)
	}
	more := len(d.Options) - (m.optOff + room)
	if more > 0 && len(lines) > 1 {
		last := len(lines) - 1
		lines[last] = cut(lines[last], max(0, w-12)) + m.st.dim.Render(fmt.Sprintf(" ↓%d more", more))
		lines[last] = cut(lines[last], w)
	}
	m.markAbove(lines, w) // scroll.go
	lines = pad(lines, h-boolInt(foot != ""))
	if foot != "" {
		lines = append(lines, head(foot))
	}
	return lines
}

// multiFooter is the count line of a multi-pick decision.
func (m *Model) multiFooter(d *game.Decision) string {
	s := fmt.Sprintf("%d of %s chosen", len(m.picks), rangeNums(d.Min, d.Max))
	if d.Kind == game.KindChooseDilemmas && m.view.Attempt != nil {
		s += fmt.Sprintf(" · total cost %d (up to %d)", m.pickedCost(d), m.view.Attempt.Limit)
	}
	if d.Ordered {
		s += " · pick order = stack order (first is faced first)"
	}
	s += " · space toggles, enter submits"
	if backIndex(d) >= 0 {
		s += ", esc backs out"
	}
	return s
}

func rangeNums(lo, hi int) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d–%d", lo, hi)
}

// pickedCost adds up the printed cost of the picked dilemmas.
func (m *Model) pickedCost(d *game.Decision) int {
	total := 0
	for _, i := range m.picks {
		if ref, ok := m.index[d.Options[i].Card]; ok {
			if c := m.lib.ByID(ref.cv.CardID); c != nil {
				total += c.CostValue()
			}
		}
	}
	return total
}

func (m *Model) pickedLabels(d *game.Decision) string {
	if len(m.picks) == 0 {
		return "choose nothing?"
	}
	var ls []string
	for _, i := range m.picks {
		if i >= 0 && i < len(d.Options) {
			ls = append(ls, d.Options[i].Label)
		}
	}
	return strings.Join(ls, "; ") + "?"
}

// waitingWhat names what the other seat is deciding, without secrets.
func (m *Model) waitingWhat() string {
	if d := m.sess.Pending(); d != nil {
		return kindName(d.Kind)
	}
	return "decide"
}

func pad(lines []string, h int) []string {
	for len(lines) < h {
		lines = append(lines, "")
	}
	return lines[:max(0, h)]
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
