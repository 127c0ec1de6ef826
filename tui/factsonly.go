package tui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/stccg/stccg/game"
)

// factsOnlyNotes starts each seat's log with the cards of that seat's own
// deck whose game text is not enforced: the warning the command printed
// before the game is gone under the first frame. A seat reads only its
// own deck's list (the other deck is the opponent's secret); a bot's
// deck is read by nobody.
func (m *Model) factsOnlyNotes(decks [2]game.DeckList) {
	for p := range 2 {
		if m.vsBot && game.Player(p) == m.botSeat {
			continue
		}
		m.factsOnlyNote(game.Player(p), decks[p])
	}
	m.showFactsNote()
}

// factsOnlyNote starts seat p's log with the cards of deck, p's own, whose
// game text is not enforced, and keeps the warning for p's status line.
func (m *Model) factsOnlyNote(p game.Player, deck game.DeckList) {
	var names []string
	for _, part := range [][]*game.Card{deck.Missions, deck.Dilemmas, deck.Draw} {
		for _, c := range part {
			if c != nil && c.Status == game.NotEnforced && !slices.Contains(names, c.Name()) {
				names = append(names, c.Name())
			}
		}
	}
	if len(names) == 0 {
		return
	}
	text := fmt.Sprintf("Facts only (%s): the game text of %d card(s) in your deck is not enforced, only their facts apply: %s.",
		unenforcedMarker, len(names), strings.Join(names, "; "))
	m.logs[p] = append(m.logs[p], logLine{player: -1, text: text, times: 1})
	m.factsNote[p] = fmt.Sprintf("%s marks %d card of your deck whose game text is not enforced (facts only): %s — the log lists them",
		unenforcedMarker, len(names), strings.Join(names, "; "))
	if len(names) > 1 {
		m.factsNote[p] = fmt.Sprintf("%s marks %d cards of your deck whose game text is not enforced (facts only) — the log lists them",
			unenforcedMarker, len(names))
	}
}

// showFactsNote puts the seat's facts-only warning on the status line the
// first time the seat's board shows.
func (m *Model) showFactsNote() {
	if m.handoff || m.factsNote[m.seat] == "" {
		return
	}
	m.setStatus(m.factsNote[m.seat], false)
	m.factsNote[m.seat] = ""
}
