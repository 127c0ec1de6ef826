package game

import "fmt"

// discard-top with a counted number: "discard the top card of your deck
// for each headquarters mission you command" (Gaeta, 8C101). The count
// is read as the step runs, for its performer (a step with player:
// opponent counts that player's cards), and a deck shorter than it gives
// up what it has: an effect does what it can (Glossary: actions).

// discardTopManyText words a counted discard-top step.
func discardTopManyText(a *Amount, per int) string {
	if each := a.eachText(); each != "" && per > 1 {
		return fmt.Sprintf("discard %d cards from the top of your deck for each %s", per, each)
	}
	if each := a.eachText(); each != "" {
		return "discard your deck's top card for each " + each
	}
	return "discard as many cards from the top of your deck as " + a.Text()
}

// discardTopCards discards the top n cards of p's deck, those there when
// fewer, and returns them.
func (g *Game) discardTopCards(p Player, n int) []int {
	ps := g.players[p]
	var gone []int
	for range n {
		if len(ps.Deck) == 0 {
			break
		}
		gone = append(gone, ps.Deck[0])
		g.discard(ps.Deck[0])
	}
	return gone
}
