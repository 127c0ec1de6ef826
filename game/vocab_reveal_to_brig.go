package game

import "fmt"

// Revealed cards of an opponent's deck placed in your brig (Evek, Agent
// of Cardassian Justice, 19V009): each revealed card Brig matches that is
// a personnel of a title its owner does not command goes to the brig of
// the player revealing; the owner keeps command of it as a captive
// (Rulebook: Brig and Captives). A title its owner commands (or holds as a
// captive elsewhere) stays on the deck, so no player ever commands two
// copies of a unique personnel (Rulebook: Uniqueness). The other cards
// stay on top of the deck.

func validateRevealBrig(s *Step) error {
	if s.Brig == nil {
		return nil
	}
	if s.Do != DoRevealTop || s.Whose != WhoseOpponent {
		return fmt.Errorf("brig: only revealing an opponent's deck places cards in your brig")
	}
	return s.Brig.validate()
}

// revealBrigText words it: ", place in your brig each personnel among
// them of a title its owner does not command".
func revealBrigText(f *Filter) string {
	return ", place in your brig each " + f.Text("personnel") + " among them of a title its owner does not command"
}

// revealedToBrig places the revealed cards f matches in ctx.p's brig and
// returns the rest, in order.
func (g *Game) revealedToBrig(ctx fxCtx, f *Filter, top []int) []int {
	var rest, brigged []int
	for _, id := range top {
		c := g.cards[id]
		if c.Card.Type == Personnel && c.Owner != ctx.p && f.MatchesCard(c.Card) && !g.commandsCopy(c.Owner, c.Card) {
			g.place(id, ZBrig, int(ctx.p))
			brigged = append(brigged, id)
			continue
		}
		rest = append(rest, id)
	}
	if len(brigged) > 0 {
		g.emit(Event{Kind: "capture", Player: ctx.p, Cards: brigged,
			Text: fmt.Sprintf("%s places %s in their brig.", g.players[ctx.p].Name, g.shownAll(brigged))})
		g.firedBrigged(ctx.p, ctx.src, brigged) // vocab_brigged.go
	}
	return rest
}
