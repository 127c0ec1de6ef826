package tui

import (
	"fmt"
	"strings"
)

// The full-screen views that hide the board: the hot-seat hand-off, the
// game-over screen and the help.

// handoffScreen hides everything secret until the next player is at the
// keyboard: it names no card at all.
func (m *Model) handoffScreen(w, h int) []string {
	next := m.seat
	lines := []string{
		m.st.player(next).Bold(true).Render(fmt.Sprintf("Pass to %s — press Enter", m.short(next))),
		"",
		fmt.Sprintf("%s must %s.", m.name(next), m.waitingWhat()),
		m.st.dim.Render(fmt.Sprintf("Turn %d · %s's turn · %s", m.view.Turn, m.short(m.view.Active), m.view.Segment)),
		"",
		m.st.dim.Render(fmt.Sprintf("%s, please look away: the next screen shows %s's hand.", m.short(next.Other()), m.short(next))),
	}
	return center(lines, w, h)
}

// gameOverScreen: the winner, the reason and the final scores.
func (m *Model) gameOverScreen(w, h int) []string {
	r := m.sess.Result()
	if r == nil {
		return nil
	}
	head := "GAME OVER"
	win := "The game ends in a tie."
	if !r.Tie {
		win = m.name(r.Winner) + " wins!"
	}
	lines := []string{
		m.st.title.Render(head),
		"",
		m.st.done.Render(win),
		"Reason: " + r.Reason + " — " + reasonText(r.Reason),
		"",
		fmt.Sprintf("Final scores: %s %d · %s %d", m.short(0), r.Scores[0], m.short(1), r.Scores[1]),
		m.st.dim.Render(fmt.Sprintf("after %d turns", r.Turns) + m.seedText(" · seed %d")),
	}
	return center(lines, w, h)
}

// helpScreen is the key map from bubbles/help plus what the markers mean.
func (m *Model) helpScreen(w, h int) []string {
	m.help.Width = w
	var lines []string
	lines = append(lines, m.st.title.Render("Help — keys (? or esc to go back)"), "")
	groups := m.keys.FullHelp()
	if w >= 100 {
		lines = append(lines, strings.Split(m.help.FullHelpView(groups), "\n")...)
	} else {
		lines = append(lines, strings.Split(m.help.FullHelpView(groups[:2]), "\n")...)
		lines = append(lines, "")
		lines = append(lines, strings.Split(m.help.FullHelpView(groups[2:]), "\n")...)
	}
	lines = append(lines, "",
		"Markers: (stopped)/(stp) stopped · [face down] hidden card of the opponent ·",
		"(dmgN) damage on a ship · » range left/range ·",
		"~ before a name: facts only, the card's game text is not enforced (its",
		"cost, icons, skills and other facts apply).",
		"Both discard piles and the removed cards: tab to \"Discard & removed\", or",
		"click \"discard N\" in a side's header.",
		"esc at the prompt backs out of a beam or an attempt not yet carried out.")
	if s := m.seedText("Seed %d: the same decks, seed and choices replay this game."); s != "" {
		lines = append(lines, s)
	}
	lines = append(lines, helpGuide...) // help.go
	return m.scrollHelp(lines, w, h)
}

// seedText formats the seed into format, or is empty while the session may
// not know the seed (a network seat before the game is over).
func (m *Model) seedText(format string) string {
	if seed, ok := m.sess.Seed(); ok {
		return fmt.Sprintf(format, seed)
	}
	return ""
}

// center places lines in the middle of a w×h screen.
func center(lines []string, w, h int) []string {
	out := make([]string, 0, h)
	for range max(0, (h-len(lines))/2) {
		out = append(out, "")
	}
	for _, l := range lines {
		l = cut(l, w)
		out = append(out, strings.Repeat(" ", max(0, (w-width(l))/2))+l)
	}
	return pad(out, h)
}
