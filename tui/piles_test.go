package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// pilesScenario has cards in both discard piles and removed from the game
// on both sides.
const pilesScenario = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: Earth, Cradle of the Federation
        surface: [Daniel Kwan]
    hand: [Lopez]
    deck: [Davies]
    discard: [Rabal, Elizabeth Shelby]
    removed: [Rixx]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis]
    hand: [Vorax]
    deck: [Dokar]
    discard: [Kroval, Meraht, T'vis]
    removed: [Gowron Leader of the High Council]
`

// TestPilesPaneByKeyboard: tab reaches a pane listing both discard piles
// and the removed cards of both players; the arrows walk it and the
// inspector shows each card (issue 11, point 16; Rulebook: Glossary –
// discarding, remove from the game: any player may examine them).
func TestPilesPaneByKeyboard(t *testing.T) {
	m := newInlineScenario(t, pilesScenario, 120, 40)
	for range numPanes {
		if m.focus == panePiles {
			break
		}
		press(m, "tab")
	}
	if m.focus != panePiles {
		t.Fatal("tab never reaches the discard & removed pane")
	}
	frame := m.View()
	for _, want := range []string{"Discard & removed", "Your discard pile (2)", "Ben's discard pile (3)",
		"Removed from the game: yours (1)", "Removed from the game: Ben's (1)", "Rabal", "Meraht", "Rixx", "Gowron, Leader of the High Council"} {
		contains(t, frame, want)
	}
	// The cursor starts on the top of my discard pile (the last card
	// discarded) and walks through every card of the pane.
	seen := map[string]string{}
	for range 8 {
		ref := m.index[m.inspect]
		seen[ref.cv.Name] = ref.where
		press(m, "down")
	}
	want := map[string]string{
		"Elizabeth Shelby, Formidable Presence": "Ann's discard pile", "Rabal": "Ann's discard pile",
		"Kroval": "Ben's discard pile", "Meraht": "Ben's discard pile", "T'vis": "Ben's discard pile",
		"Rixx": "removed from the game", "Gowron, Leader of the High Council": "removed from the game",
	}
	for name, where := range want {
		if seen[name] != where {
			t.Errorf("%s: inspected at %q, want %q (seen %v)", name, seen[name], where, seen)
		}
	}
	if !strings.Contains(strings.Join(m.inspectorLines(50), "\n"), "Where: ") {
		t.Error("the inspector does not show the pile card")
	}
}

// TestPilesPaneByMouse: a click on "discard N" in the opponent's header
// opens the pane at that pile; a click on a card there inspects it.
func TestPilesPaneByMouse(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {160, 48}} {
		m := newInlineScenario(t, pilesScenario, sz[0], sz[1])
		m.View()
		clicked := false
		for _, h := range m.hits {
			if h.kind == hitPiles && h.pile.p == m.seat.Other() && !h.pile.removed {
				run(m, m.onMouse(tea.MouseMsg{X: h.x0, Y: h.y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}))
				clicked = true
				break
			}
		}
		if !clicked {
			t.Fatalf("%dx%d: no clickable \"discard N\" in the opponent's header:\n%s", sz[0], sz[1], m.View())
		}
		if m.focus != panePiles || m.index[m.inspect].cv.Name != "T'vis" {
			t.Fatalf("%dx%d: after the click: focus %s, inspecting %q; want the pane at the top of Ben's pile (T'vis)",
				sz[0], sz[1], paneNames[m.focus], m.index[m.inspect].cv.Name)
		}
		m.View()
		target := 0
		for _, h := range m.hits {
			if h.kind == hitPile && h.n != m.pileCur {
				target = m.pileItem(h.n)
				run(m, m.onMouse(tea.MouseMsg{X: h.x0 + 2, Y: h.y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}))
				break
			}
		}
		if target == 0 || m.inspect != target {
			t.Fatalf("%dx%d: clicking %q in the pane inspects %q", sz[0], sz[1], m.index[target].cv.Name, m.index[m.inspect].cv.Name)
		}
	}
}
