package game

import (
	"fmt"
	"slices"
)

// Brigs filled by a personnel's own player (Keevan, Pragmatic Captor,
// 43V017; Rulebook: Brig and Captives):
//
//   - self-to-opponent-brig: this personnel leaves play into the brig of
//     its player's opponent, who holds it as a captive (commanded by
//     nobody). Usually a cost: it is not announced as about to happen (a
//     cost paid with one's own cards), and the opponent did not capture
//     it, so no "when you capture" text answers. Not possible when this
//     card cannot be placed in an opponent's brig (cannot: [capture]).
//   - named-to-brig: after a name-title step, the performer's opponent
//     places each personnel of the named title they command, wherever it
//     is in play and stopped or not, in the performer's brig, as one
//     action announced first (about-to-brig answers may keep some). A
//     personnel that cannot be placed in an opponent's brig is spared.
//     Naming a title the opponent does not command places nothing.

const (
	DoSelfToOpponentBrig = "self-to-opponent-brig"
	DoNamedToBrig        = "named-to-brig"
)

func init() { registerVerbs(brigSelfVerbs()) }

func brigSelfVerbs() map[string]verb {
	return map[string]verb{
		DoSelfToOpponentBrig: {
			doc:       "this personnel, in play, is placed in the brig of its player's opponent (not announced; nobody captured it)",
			text:      func(Step) string { return "place this personnel in your opponent's brig" },
			undergoes: OutCapture,
			reaches:   reachesSelf,
			possible: func(g *Game, ctx fxCtx, _ *Step) bool {
				c := g.cards[ctx.src]
				return c.Card.Type == Personnel && c.Zone.InPlay()
			},
			run: func(g *Game, ctx fxCtx, _ Step) {
				c := g.cards[ctx.src]
				if c.Card.Type != Personnel || !c.Zone.InPlay() || len(g.ignoreCannot([]int{ctx.src}, OutCapture)) == 0 {
					return
				}
				opp := c.Controller.Other()
				g.leavePlay(ctx.src, ZBrig)
				g.place(ctx.src, ZBrig, int(opp))
				g.emit(Event{Kind: "captive", Player: ctx.p, Cards: g.one(ctx.src),
					Text: fmt.Sprintf("%s places %s in %s's brig.", g.players[ctx.p].Name, g.ref(ctx.src), g.players[opp].Name)})
			},
		},
		DoNamedToBrig: {
			doc: "your opponent places each personnel with the title this card named that they command, wherever it is, in your brig",
			text: func(Step) string {
				return "your opponent places each personnel with that title they command in your brig"
			},
			undergoes: OutCapture,
			// Always possible: naming a title no one commands is allowed.
			run: func(g *Game, ctx fxCtx, _ Step) { g.namedToBrig(ctx) },
		},
	}
}

// namedToBrig places the opponent's personnel of the named title in
// ctx.p's brig.
func (g *Game) namedToBrig(ctx fxCtx) {
	opp := ctx.p.Other()
	ids := slices.DeleteFunc(g.namedOpponentCopies(ctx), func(id int) bool { return g.cards[id].Controller != opp })
	if len(ids) == 0 {
		g.emit(Event{Kind: "capture", Player: opp, Text: fmt.Sprintf("%s commands no personnel with that title.", g.players[opp].Name)})
		return
	}
	if ids = g.ignoreCannot(ids, OutCapture); len(ids) == 0 {
		return
	}
	g.aboutToLeavePlay(ctx, TrigAboutToBrig, OutBrig, ids, func(ids []int) {
		if len(ids) == 0 {
			return
		}
		for _, id := range ids {
			g.spare(ctx, id)
			g.captureFor(ctx.p, id)
		}
		g.emit(Event{Kind: "capture", Player: opp, Cards: slices.Clone(ids),
			Text: fmt.Sprintf("%s places %s in %s's brig.", g.players[opp].Name, g.refs(ids), g.players[ctx.p].Name)})
	})
}
