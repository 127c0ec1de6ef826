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
	if note := m.overLimit(d); note != "" {
		m.confirm, m.confirmNote = true, note
		return nil
	}
	if needsConfirm(d, m.picks) {
		m.confirm, m.confirmNote = true, ""
		return nil
	}
	return m.send()
}

// overLimit spells out, for a dilemma stack whose printed costs add up to
// more than may be spent, what becomes of it: legal to choose, but the
// dilemma that goes over the limit as it is revealed, and every one after
// it, is overcome without being faced (Rulebook: Attempting a mission —
// dilemmas whose cost is too high). Costs that dilemmas' own text changes
// on revealing are not known before; the printed ones are what the count
// line shows.
func (m *Model) overLimit(d *game.Decision) string {
	a := m.view.Attempt
	if d.Kind != game.KindChooseDilemmas || a == nil {
		return ""
	}
	total, first := 0, -1
	for k, i := range m.picks {
		total += m.dilemmaCost(d, i)
		if total > a.Limit && first < 0 {
			first = k
		}
	}
	if first < 0 {
		return ""
	}
	return fmt.Sprintf("These dilemmas cost %d, and you may spend %d: from %s (pick %d) on, each will be overcome without being faced and placed beneath the mission, which helps %s.",
		total, a.Limit, m.dilemmaName(d, m.picks[first]), first+1, m.short(a.Player))
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
	case len(match) == 0 && act == game.ActMove:
		m.whyNoMove()
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
	status := fmt.Sprintf("%d options: press the key again for the next, enter to choose", len(match))
	if act == game.ActMove {
		if why := m.unmovableText(); why != "" {
			status += " · " + why
		}
	}
	m.setStatus(status, false)
	return nil
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
		what := wrap("Confirm: "+m.pickedLabels(d), w)
		for _, l := range what[:min(len(what), 3)] {
			lines = append(lines, head(m.st.errorLine.Render(l)))
		}
		for _, l := range m.confirmLines(d, w) {
			lines = append(lines, head(l))
		}
		return pad(lines, h)
	}
	isMulti := multi(d)
	var foot []string
	if isMulti && h >= 3 {
		// The keys lead the count line, so a narrow screen keeps them;
		// it takes two lines where one is too short and there is room.
		foot = wrap(m.multiFooter(d), w)
		if len(foot) > 1 && h < 6 {
			foot = []string{cut(m.multiFooter(d), w)}
		}
		foot = foot[:min(len(foot), 2)]
	}
	room := h - 1 - len(foot)
	var opts []string
	if len(d.Options) == 0 {
		opts = append(opts, head(m.st.dim.Render("Nothing to choose: press enter to go on.")))
	}
	// The option under the cursor is shown whole, wrapped on up to three
	// lines; the others are cut at the right edge (labels put what tells
	// them apart first).
	var curWrap []string
	if m.cursor < len(d.Options) && room > 0 {
		curWrap = wrap(m.optionText(d, m.cursor), max(1, w-4))
		curWrap = curWrap[:clamp(len(curWrap), 1, min(3, room))]
	}
	extra := max(0, len(curWrap)-1)
	// While a search narrows the list, only the matching options show
	// (search.go); optOff counts the options shown.
	shown := m.shownOptions(d)
	if len(shown) == 0 && len(d.Options) > 0 {
		opts = append(opts, head(m.st.dim.Render("No option holds \""+m.search.query+"\": backspace or esc.")))
	}
	m.optOff = scrollTo(m.optOff, max(0, slices.Index(shown, m.cursor)), room-extra)
	m.optOff = clamp(m.optOff, 0, max(0, len(shown)-(room-extra)))
	last := m.optOff - 1
	for j := m.optOff; j < len(shown) && len(opts) < room; j++ {
		i := shown[j]
		text := []string{m.optionText(d, i)}
		if i == m.cursor {
			text = curWrap
		}
		for k, t := range text {
			if len(opts) == room {
				break
			}
			prefix := "  "
			switch {
			case k > 0:
				prefix = "    "
			case i == m.cursor:
				prefix = "> "
			}
			line := fit(prefix+t, w)
			switch {
			case i == m.cursor && m.focus == panePrompt:
				line = m.st.cursor.Render(line)
			case slices.Contains(m.picks, i):
				line = m.st.picked.Render(line)
			}
			m.hits = append(m.hits, hit{y: top + 1 + len(opts), x0: 0, x1: w, kind: hitOption, n: i})
			opts = append(opts, line)
		}
		last = j
	}
	// How many options are out of sight goes at the end of the title
	// line, where it hides no option.
	title := fmt.Sprintf("▶ %s: %s", m.short(d.Player), d.Prompt)
	ind := ""
	above, below := m.optOff, len(shown)-last-1
	switch {
	case above > 0 && below > 0:
		ind = fmt.Sprintf(" ↑%d ↓%d more", above, below)
	case above > 0:
		ind = fmt.Sprintf(" ↑%d more", above)
	case below > 0:
		ind = fmt.Sprintf(" ↓%d more", below)
	}
	titleStyle := m.st.title
	if m.focus == panePrompt {
		titleStyle = m.st.focus
	}
	lines = append(lines, titleStyle.Render(cut(title, max(0, w-width(ind))))+m.st.dim.Render(ind))
	lines = append(lines, opts...)
	lines = pad(lines, h-len(foot))
	for _, f := range foot {
		lines = append(lines, head(f))
	}
	return lines
}

// optionMark is the facts-only marker of the card an option is about
// (a play, a card to choose), or "".
func (m *Model) optionMark(o game.Option) string {
	if ref, ok := m.index[o.Card]; ok && o.Card != 0 {
		return m.unenforcedMark(ref.cv)
	}
	return ""
}

// optionText is option i of d as listed: its pick mark, number and label.
func (m *Model) optionText(d *game.Decision, i int) string {
	o := d.Options[i]
	mark := ""
	if multi(d) {
		mark = "[ ] "
		if k := slices.Index(m.picks, i); k >= 0 {
			mark = "[x] "
			if d.Ordered {
				mark = fmt.Sprintf("[%d] ", k+1)
			}
		}
	}
	text := mark + fmt.Sprintf("%d. ", i+1) + m.optionMark(o) + o.Label
	switch {
	case o.Action == game.ActBack:
		text = strings.Repeat(" ", len(mark)) + fmt.Sprintf("%d. ", i+1) + o.Label + " (esc)"
	case o.Confirm:
		text += " (cannot be undone)"
	}
	return text
}

// multiFooter is the count line of a multi-pick decision.
func (m *Model) multiFooter(d *game.Decision) string {
	s := "space toggles, enter submits"
	if backIndex(d) >= 0 {
		s += ", esc backs out"
	}
	s += fmt.Sprintf(" · %d of %s chosen", len(m.picks), rangeNums(d.Min, d.Max))
	if d.Kind == game.KindChooseDilemmas && m.view.Attempt != nil {
		budget := m.view.Attempt.Limit - m.view.Attempt.SetAside // a dilemma set aside goes on top
		s += fmt.Sprintf(" · total cost %d (up to %d)", m.pickedCost(d), budget)
		if m.pickedCost(d) > budget {
			s += " OVER: the excess is overcome unfaced"
		}
	}
	if d.Ordered {
		s += " · pick order = stack order (first is faced first)"
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
		total += m.dilemmaCost(d, i)
	}
	return total
}

// dilemmaCost is the printed cost of option i's dilemma.
func (m *Model) dilemmaCost(d *game.Decision, i int) int {
	if ref, ok := m.index[d.Options[i].Card]; ok {
		if c := m.lib.ByID(ref.cv.CardID); c != nil {
			return c.CostValue()
		}
	}
	return 0
}

// dilemmaName is option i's dilemma by name.
func (m *Model) dilemmaName(d *game.Decision, i int) string {
	if ref, ok := m.index[d.Options[i].Card]; ok {
		return ref.cv.Name
	}
	return fmt.Sprintf("option %d", i+1)
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
