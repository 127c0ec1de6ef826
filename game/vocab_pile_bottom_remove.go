package game

import "fmt"

// Removing the bottom card of one's own dilemma pile from the game (Spock,
// Maverick Diplomat, 35V029: one of the things each player may choose as
// he is played). remove-dilemma with from: bottom takes the pile's last
// card, whatever it is, with no search and no shuffle; that card leaves
// the game (Glossary: remove from the game). An empty pile has
// nothing to remove, so the step cannot be done.

// FromPileBottom is remove-dilemma's from for the bottom of the pile.
const FromPileBottom = "bottom"

// removePileBottomText words remove-dilemma from: bottom.
const removePileBottomText = "remove the bottom card of your dilemma pile from the game"

func validateRemoveDilemma(s *Step) error {
	switch s.From {
	case "":
	case FromPileBottom:
		if s.Filter != nil {
			return fmt.Errorf("from: bottom takes whatever card is there: no filter")
		}
	default:
		return fmt.Errorf("from must be bottom or absent, not %q", s.From)
	}
	return s.Filter.validate()
}

// removePileBottom removes the bottom card of ctx.p's dilemma pile from
// the game.
func (g *Game) removePileBottom(ctx fxCtx) {
	ps := g.players[ctx.p]
	if len(ps.DilemmaPile) == 0 {
		return
	}
	id := ps.DilemmaPile[len(ps.DilemmaPile)-1]
	g.place(id, ZRemoved, 0)
	g.emit(Event{Kind: "remove", Player: ctx.p, Cards: g.one(id),
		Text: fmt.Sprintf("%s removes %s, the bottom card of the dilemma pile, from the game.", ps.Name, g.ref(id))})
}
