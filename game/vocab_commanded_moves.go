package game

import (
	"fmt"
	"slices"
)

// Text that sends personnel its player commands, wherever they are, back
// out of play: to their owner's hand (Willard Decker, Recommended
// Replacement, 20V032: one of your [TOS] personnel costing 4 or more) or
// to the bottom of their owner's deck (Laurence T., Stone Portmaster,
// 15V034: up to three [TOS] personnel costing 1 or less). The performer
// picks among their own personnel in play that the filter matches; one
// that cannot be returned to hand is not offered for that (Glossary:
// cannot). A personnel in a mission attempt leaves it, spared what was
// about to happen to it (Ruling: Pending Effects).

const (
	// DoReturnCommanded: a personnel you command matching Filter returns
	// to its owner's hand.
	DoReturnCommanded = "return-commanded"
	// DoBottomCommanded: Count personnel you command matching Filter (any
	// number up to it with UpTo) go to the bottom of their owners' decks.
	DoBottomCommanded = "bottom-commanded"
)

func init() {
	registerVerbs(map[string]verb{
		DoReturnCommanded: {
			doc:      "a personnel you command matching filter, wherever it is, returns to its owner's hand, chosen by you (a filter naming another type, such as event, picks a card of that type instead)",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				n := s.Filter.Text(string(commandedType(&s)))
				return "return " + article(n) + " " + n + " you command to its owner's hand"
			},
			undergoes: OutToHand,
			possible:  func(g *Game, ctx fxCtx, s *Step) bool { return len(g.commandedMatching(ctx, s, OutToHand)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.moveCommanded(ctx, s, g.commandedMatching(ctx, &s, OutToHand), 1, 1, TrigAboutToReturnToHand, OutToHand, "return to its owner's hand", func(id int) {
					g.leavePlay(id, ZHand)
					g.emit(Event{Kind: "return-to-hand", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s returns %s to its owner's hand.", g.players[ctx.p].Name, g.ref(id))})
				})
			},
		},
		DoBottomCommanded: {
			doc:      "count personnel you command matching filter (up_to: any number up to it), wherever they are, go to the bottom of their owners' decks, chosen by you",
			fields:   "count filter up_to",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				n := fmt.Sprintf("%d of your %s", max(1, s.Count), s.Filter.Text("personnel"))
				if s.UpTo {
					n = "up to " + n
				}
				return "place " + n + " on the bottom of their owners' decks"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.commandedMatching(ctx, s, "")) >= bottomMin(s)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				g.moveCommanded(ctx, s, g.commandedMatching(ctx, &s, ""), bottomMin(&s), max(1, s.Count), TrigAboutToDeckBottom, OutDeckBottom, "place on the bottom of its owner's deck", func(id int) {
					owner := g.cards[id].Owner
					g.leavePlay(id, ZDeck) // appended: the bottom
					g.emit(Event{Kind: "deck", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s on the bottom of %s's deck.", g.players[ctx.p].Name, g.ref(id), g.players[owner].Name)})
				})
			},
		},
	})
}

// commandedType is the type of card s moves: personnel, unless its
// filter names another (an event: U.S.S. Enterprise-E, Flagship of the
// Federation, 10R111, returns one of its player's events to hand).
func commandedType(s *Step) CardType {
	if s.Filter != nil && s.Filter.Type != "" {
		return s.Filter.Type
	}
	return Personnel
}

// bottomMin is how many a bottom-commanded step must take: its count, or
// none with up_to.
func bottomMin(s *Step) int {
	if s.UpTo {
		return 0
	}
	return max(1, s.Count)
}

// commandedMatching lists the personnel in play ctx's player commands
// and may consider that s's filter matches and that may undergo out
// (none: any).
func (g *Game) commandedMatching(ctx fxCtx, s *Step, out string) []int {
	var ids []int
	for _, c := range g.cards[1:] {
		if c.Card.Type != commandedType(s) || !c.Zone.InPlay() || c.Controller != ctx.p || !g.considers(ctx.p, c.ID) || !g.matches(s.Filter, c.ID) {
			continue
		}
		if out != "" && g.cannot(c.ID, out) {
			continue
		}
		ids = append(ids, c.ID)
	}
	return ids
}

// moveCommanded has ctx's player pick from pool between least and most
// of them (all of pool when it holds no more than least) and does move
// to each, sparing those in a mission attempt what was pending for them.
func (g *Game) moveCommanded(ctx fxCtx, s Step, pool []int, least, most int, kind, outcome, verb string, move func(id int)) {
	most = min(most, len(pool))
	if most == 0 {
		return
	}
	do := func(ids []int) {
		// Announced first (kind, unless a cost): a response may keep one.
		g.aboutToLeavePlay(ctx, kind, outcome, ids, func(ids []int) {
			for _, id := range ids {
				if g.cards[id].Zone.InPlay() {
					g.spare(ctx, id)
					move(id)
				}
			}
			g.notePaid(ctx, slices.Clone(ids))
		})
	}
	if len(pool) <= least {
		do(pool)
		return
	}
	src := ctx.src
	d := &Decision{Player: ctx.p, Kind: KindSelect, Min: min(least, most), Max: most,
		prompt: func(g *Game) string {
			return fmt.Sprintf("%s: %s which %s (%d to %d)?", g.cardName(src), verb, commandedType(&s), min(least, most), most)
		}, Options: make([]Option, 0, len(pool))}
	for _, id := range pool {
		d.Options = append(d.Options, Option{Action: ActPick, Card: id, label: func(g *Game, o *Option) string { return g.cardName(o.Card) }})
	}
	g.pose(d, nil, func(picks []int) {
		ids := make([]int, 0, len(picks))
		for _, i := range picks {
			ids = append(ids, pool[i])
		}
		do(ids)
	})
}
