package tui

import (
	"fmt"
	"strings"

	"github.com/stccg/stccg/game"
)

// The discard & removed pane: both discard piles and the cards removed
// from the game, which any player may examine at any time (Rulebook:
// Glossary – discarding; remove from the game). The View carries them for
// both players; this pane lists them, top of each discard pile first, and
// its cursor feeds the inspector. Tab reaches it; a click on "discard N" or
// "removed N" in a side's header opens it there.

// pileLine is one line of the pane: a heading (item -1) or a card.
type pileLine struct {
	text string
	card game.CardView
	item int
}

// pileSection names where each part of the pane starts, for clicks on a
// side's header: the discard pile or removed cards of a player.
type pileSection struct {
	p       game.Player
	removed bool
}

// pileList builds the pane's lines, its selectable cards in cursor order,
// and the first item of each section (-1 when it is empty).
func (m *Model) pileList() ([]pileLine, []int, map[pileSection]int) {
	var lines []pileLine
	var items []int
	first := map[pileSection]int{}
	whose := func(p game.Player) string {
		if p == m.seat {
			return "Your"
		}
		return m.short(p) + "'s"
	}
	section := func(sec pileSection, title string, cs []game.CardView) {
		lines = append(lines, pileLine{text: fmt.Sprintf("%s (%d)", title, len(cs)), item: -1})
		first[sec] = -1
		if len(cs) == 0 {
			lines = append(lines, pileLine{text: "  —", item: -1})
			return
		}
		first[sec] = len(items)
		for k := len(cs) - 1; k >= 0; k-- { // the top of a pile first
			items = append(items, cs[k].ID)
			lines = append(lines, pileLine{text: cs[k].Name, card: cs[k], item: len(items) - 1})
		}
	}
	for side := range 2 {
		p := m.sidePlayer(side)
		section(pileSection{p, false}, whose(p)+" discard pile", m.view.Players[p].Discard)
	}
	for side := range 2 {
		p := m.sidePlayer(side)
		owner := m.short(p) + "'s"
		if p == m.seat {
			owner = "yours"
		}
		section(pileSection{p, true}, "Removed from the game: "+owner, m.view.Players[p].Removed)
	}
	return lines, items, first
}

// pileLines renders the pane in h lines of width w (title included),
// starting at screen row top, keeping the cursor in sight.
func (m *Model) pileLines(w, h, top int) []string {
	if h <= 0 {
		return nil
	}
	lines, items, _ := m.pileList()
	m.pileCur = clamp(m.pileCur, 0, max(0, len(items)-1))
	cur := -1
	for i, l := range lines {
		if l.item >= 0 && l.item == m.pileCur {
			cur = i
		}
	}
	body := h - 1
	if cur >= 0 {
		m.scroll[panePiles] = scrollTo(m.scroll[panePiles], cur, body)
	}
	m.scroll[panePiles] = clamp(m.scroll[panePiles], 0, max(0, len(lines)-body))
	off := m.scroll[panePiles]
	title := "Discard & removed"
	if hidden := len(lines) - off - body; hidden > 0 || off > 0 {
		title += fmt.Sprintf(" ↑%d ↓%d", off, max(0, hidden))
	}
	out := []string{m.st.focus.Render(cut(title, w))}
	for i := off; i < len(lines) && i < off+body; i++ {
		l := lines[i]
		if l.item < 0 {
			st := m.st.dim
			if !strings.HasPrefix(l.text, " ") {
				st = m.st.title
			}
			out = append(out, st.Render(cut(l.text, w)))
			continue
		}
		m.hits = append(m.hits, hit{y: top + len(out), x0: 0, x1: w, kind: hitPile, n: l.item})
		sel := l.item == m.pileCur && m.focus == panePiles
		lead := "  "
		if sel {
			lead = " " // the cursor's ">" comes first
		}
		out = append(out, m.renderCell(cell{text: lead + l.text, style: m.cardStyle(l.card), item: l.item}, w, sel))
	}
	return pad(out, h)
}

// movePiles moves the pane's cursor by delta and inspects that card.
func (m *Model) movePiles(delta int) {
	_, items, _ := m.pileList()
	if len(items) == 0 {
		return
	}
	m.pileCur = clamp(m.pileCur+delta, 0, len(items)-1)
	m.inspect = items[m.pileCur]
	m.scroll[paneInspector] = 0
}

// openPiles focuses the pane at a player's discard pile or removed cards.
func (m *Model) openPiles(sec pileSection) {
	_, _, first := m.pileList()
	m.focus = panePiles
	if i := first[sec]; i >= 0 {
		m.pileCur = i
	}
	m.movePiles(0)
}

// pileHeaderHits makes "discard N" and "removed N" in a side's header
// (already cut to w cells, drawn at row y) open the pane there.
func (m *Model) pileHeaderHits(head string, p game.Player, w, y int) {
	for _, part := range []struct {
		word    string
		removed bool
	}{{"discard ", false}, {"removed ", true}} {
		i := strings.Index(head, " · "+part.word)
		if i < 0 {
			continue
		}
		x0 := width(head[:i+len(" · ")])
		rest := head[i+len(" · "):]
		if j := strings.Index(rest, " · "); j >= 0 {
			rest = rest[:j]
		}
		x1 := min(w, x0+width(rest))
		if x0 < x1 {
			m.hits = append(m.hits, hit{y: y, x0: x0, x1: x1, kind: hitPiles, pile: pileSection{p, part.removed}})
		}
	}
}

// pileItem is the card ID of the pane's item n, or 0.
func (m *Model) pileItem(n int) int {
	_, items, _ := m.pileList()
	if n < 0 || n >= len(items) {
		return 0
	}
	return items[n]
}
