package game

import "fmt"

// A card placing itself on the bottom of its owner's draw deck, usually
// as a cost (Kerla, Military Advisor, 15V038, pays for his effect so). It leaves play (Glossary:
// place); what was on or aboard it goes where leaving play sends it.

// DoSelfToDeckBottom: this card goes to the bottom of its owner's deck.
const DoSelfToDeckBottom = "self-to-deck-bottom"

func init() { registerVerbs(selfDeckBottomVerbs()) }

func selfDeckBottomVerbs() map[string]verb {
	return map[string]verb{
		DoSelfToDeckBottom: {
			doc:  "this card goes to the bottom of its owner's draw deck",
			text: func(Step) string { return "place this card on the bottom of its owner's deck" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				// An interrupt is judged from its hand; it resolves from
				// the core, in play (rules_play.go, playInterrupt).
				c := g.cards[ctx.src]
				return c.Zone.InPlay() || (c.Card.Type == Interrupt && c.Zone == ZHand)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if !g.cards[ctx.src].Zone.InPlay() {
					return
				}
				g.leavePlay(ctx.src, ZDeck) // appended: the bottom
				g.emit(Event{Kind: "deck-bottom", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s is placed on the bottom of its owner's deck.", g.ref(ctx.src))})
			},
		},
	}
}
