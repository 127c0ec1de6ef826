package game

import "fmt"

// bottom-named: each card the performer commands in play with the title
// this card named (name-title) goes to the bottom of its owner's deck
// (Sent Back, 22V015: the opponent chosen does it, then draws). Any card
// type with that title counts, a core's events included; naming a title
// the performer does not command moves nothing.

// DoBottomNamed names the verb.
const DoBottomNamed = "bottom-named"

func init() {
	registerVerbs(map[string]verb{
		DoBottomNamed: {
			doc: "each card the performer commands in play with the title this card named goes to the bottom of its owner's deck",
			text: func(Step) string {
				return "place each card they command with that title on the bottom of its owner's deck"
			},
			// Always possible: the name is given as the text runs.
			run: func(g *Game, ctx fxCtx, _ Step) { g.bottomNamed(ctx) },
		},
	})
}

// bottomNamed moves ctx.p's cards in play titled as ctx's card named.
func (g *Game) bottomNamed(ctx fxCtx) {
	t := g.plays.named[ctx.src]
	if t == "" {
		return
	}
	f := &Filter{Title: t}
	if f.validate() != nil {
		return
	}
	var moved []int
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Controller == ctx.p && c.ID != ctx.src && f.MatchesCard(c.Card) {
			moved = append(moved, c.ID)
		}
	}
	if len(moved) == 0 {
		g.emit(Event{Kind: "deck", Player: ctx.p, Text: fmt.Sprintf("%s commands no card with that title.", g.players[ctx.p].Name)})
		return
	}
	g.aboutToLeavePlay(ctx, TrigAboutToDeckBottom, OutDeckBottom, moved, func(moved []int) {
		if len(moved) == 0 {
			return
		}
		for _, id := range moved {
			g.leavePlay(id, ZDeck) // appended: the bottom
		}
		g.emit(Event{Kind: "deck", Player: ctx.p, Cards: moved, Text: fmt.Sprintf("%s places %s on the bottom of the deck.", g.players[ctx.p].Name, g.refs(moved))})
	})
}
