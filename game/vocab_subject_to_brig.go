package game

import "fmt"

// subject-to-brig: the personnel the trigger is about goes to your brig
// (an opponent's personnel killed where Yteppa, Obsidian Order Asset,
// 30V045, is, for a Capture card from hand). Killed, it is in its owner's discard
// pile; from there or from play it becomes your captive (Rulebook: Brig
// and Captives).

// DoSubjectToBrig names the verb.
const DoSubjectToBrig = "subject-to-brig"

func init() {
	registerVerbs(map[string]verb{
		DoSubjectToBrig: {
			doc:  "the personnel the trigger is about is placed in your brig",
			text: func(Step) string { return "place that personnel in your brig" },
			possible: func(g *Game, ctx fxCtx, _ *Step) bool {
				return g.brigable(ctx)
			},
			run: func(g *Game, ctx fxCtx, _ Step) {
				if !g.brigable(ctx) {
					return
				}
				id := ctx.subject
				if g.cards[id].Zone.InPlay() {
					g.captureFor(ctx.p, id)
				} else {
					g.place(id, ZBrig, int(ctx.p))
					g.firedBrigged(ctx.p, ctx.src, []int{id}) // vocab_brigged.go
				}
				g.emit(Event{Kind: "capture", Player: ctx.p, Cards: g.one(id),
					Text: fmt.Sprintf("%s places %s in their brig.", g.players[ctx.p].Name, g.shown(id))})
			},
		},
	})
}

// brigable reports whether the trigger's card is a personnel another
// player owns, in play or in its owner's discard pile.
func (g *Game) brigable(ctx fxCtx) bool {
	id := ctx.subject
	if id == 0 {
		return false
	}
	c := g.cards[id]
	if c.Zone.InPlay() && !g.mayCaptureBy(id, ctx.src) {
		return false // vocab_cannot_capture.go
	}
	return c.Card.Type == Personnel && c.Owner != ctx.p && (c.Zone.InPlay() || c.Zone == ZDiscard)
}
