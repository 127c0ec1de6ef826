package game

import "strconv"

// In a game driven by Match nobody reads the log as it is written (bots
// decide on views, the simulator counts kinds and facts), so the text of
// the most frequent events is written when Log or EventsSince first reads
// it, by plain functions of the event. The text is the same either way:
// it names only players and cards, whose names never change. Other games
// write it at once.

// renderFrom writes the text of events[from:] not written yet.
func (g *Game) renderFrom(from int) {
	for i := max(from, 0); i < len(g.events); i++ {
		if e := &g.events[i]; e.render != nil {
			e.render(g, e)
			e.render = nil
		}
	}
}

// drawText: Player drew Cards[0]; the other player reads that a card was
// drawn.
func drawText(g *Game, e *Event) {
	name := g.players[e.Player].Name
	e.Text, e.Public = name+" draws "+g.cardName(e.Cards[0])+".", name+" draws a card."
}

func turnText(g *Game, e *Event) {
	e.Text = "Turn " + strconv.Itoa(e.Turn) + ": " + g.players[e.Player].Name + "."
}

func ordersText(g *Game, e *Event)  { e.Text = g.players[e.Player].Name + " executes orders." }
func turnEndText(g *Game, e *Event) { e.Text = g.players[e.Player].Name + " ends the turn." }

// discardText: Player (the owner) discarded Cards[0].
func discardText(g *Game, e *Event) {
	e.Text = g.players[e.Player].Name + " discards " + g.cardName(e.Cards[0]) + "."
}

// moveText: Player moved the ship Cards[0] from the mission from to at.
func moveText(g *Game, e *Event) {
	e.Text = g.players[e.Player].Name + " moves " + g.cardName(e.Cards[0]) + " from " + g.cardName(e.from) + " to " + g.cardName(e.at) + "."
}

// beamText: Player beamed Cards from the card from to at (a mission for
// its surface, or a ship).
func beamText(g *Game, e *Event) {
	e.Text = g.players[e.Player].Name + " beams " + strconv.Itoa(len(e.Cards)) + " card(s) from " + g.cardName(e.from) + " to " + g.cardName(e.at) + "."
}

// revealText: Player revealed the dilemma Cards[0].
func revealText(g *Game, e *Event) {
	e.Text = g.players[e.Player].Name + " reveals " + g.cardName(e.Cards[0]) + "."
}

// faceText: Player's personnel face the dilemma Cards[0].
func faceText(g *Game, e *Event) {
	e.Text = g.players[e.Player].Name + "'s personnel face " + g.cardName(e.Cards[0]) + "."
}

// usesText: Player used an ability of Cards[0].
func usesText(g *Game, e *Event) {
	e.Text = g.players[e.Player].Name + " uses " + g.cardName(e.Cards[0]) + "."
}

// playsText: Player played the interrupt Cards[0].
func playsText(g *Game, e *Event) {
	e.Text = g.players[e.Player].Name + " plays " + g.cardName(e.Cards[0]) + "."
}

// playsToText: Player played Cards[0] to at (see playedTo).
func playsToText(g *Game, e *Event) {
	e.Text = g.players[e.Player].Name + " plays " + g.cardName(e.Cards[0]) + g.playedTo(e.Player, g.cards[e.Cards[0]].Card, e.at) + "."
}

// overcomeText: the dilemma Cards[0] was overcome, for the reason in
// note, if any.
func overcomeText(g *Game, e *Event) {
	if e.note == "" {
		e.Text = g.cardName(e.Cards[0]) + " is overcome."
		return
	}
	e.Text = g.cardName(e.Cards[0]) + " is overcome: " + e.note + "."
}
