package game

// Effects lasting until the start of their player's next turn (Kamala,
// The Perfect Mate, 1R332: a skill she takes from a personnel present
// stays with her through the opponent's turn). A timed step's until is
// then "next-turn": the effect survives the end of the turn it was made
// in, and ends as its player's next turn begins (Rulebook: Turn
// Sequence — the start of the turn comes before anything else of it).

// UntilNextTurn is the until of an effect lasting until the start of its
// player's next turn.
const UntilNextTurn = "next-turn"

// untilPhrase words how long a timed effect lasts, after "until".
func untilPhrase(u string) string {
	if u == UntilNextTurn {
		return "the start of your next turn"
	}
	if lastingName(u) {
		return nameUntilPhrase(u)
	}
	if u == UntilOrder { // vocab_until_order.go
		return "this order is executed again"
	}
	if u == UntilInPlay { // vocab_download_here.go
		return "it leaves play"
	}
	return "the end of the " + untilWord(u)
}

// endNextTurnEffects drops the next-turn effects of player p, whose turn
// is beginning.
func (g *Game) endNextTurnEffects(p Player) {
	keep := g.turnFx[:0]
	for _, fx := range g.turnFx {
		if fx.until != UntilNextTurn || fx.player != p {
			keep = append(keep, fx)
		}
	}
	g.turnFx = keep
}

// untilLog is untilPhrase for the log, which every player reads: the
// next turn is named by its player.
func (g *Game) untilLog(u string, p Player) string {
	if u == UntilNextTurn {
		return "the start of " + g.players[p].Name + "'s next turn"
	}
	return untilPhrase(u)
}
