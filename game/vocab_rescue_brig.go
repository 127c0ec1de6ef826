package game

import (
	"fmt"
	"slices"
)

// Taking a personnel back from an opponent's brig (Glossary: brig,
// captive): one of your own personnel held captive by an opponent is
// placed (not played) on a headquarters mission you command, and you
// command it again (Cardassia IV, Rescue Prisoners, 1U194). Placing
// obeys the uniqueness rule: a copy of a unique personnel you command
// cannot come back. With several headquarters the player picks one.
// count (with up_to: any number up to it) takes that many, one at a time
// (Number One, Reputable Officer, 18V029, frees as many as three); many
// takes as many as an amount counts, read as the step runs ("discard any
// number of cards to take an equal number": Rescue Captives, 1U108).

// DoRescueFromBrig: take one of your personnel from an opponent's brig
// to your headquarters mission.
const DoRescueFromBrig = "rescue-from-brig"

func init() { registerVerbs(rescueBrigVerbs()) }

func rescueBrigVerbs() map[string]verb {
	return map[string]verb{
		DoRescueFromBrig: {
			doc:      "take one of your personnel (count: that many; up_to: up to that many; many: as many as it counts) from an opponent's brig and place it on a headquarters mission you command",
			fields:   "count up_to many",
			validate: func(s *Step) error { return s.Many.validate() },
			text: func(s Step) string {
				if s.Many != nil {
					return "take as many of your own personnel held captive by an opponent as " + s.Many.Text() + " and put them at a headquarters mission of yours"
				}
				if s.Count > 1 {
					n := fmt.Sprint(s.Count)
					if s.UpTo {
						n = "up to " + n
					}
					return "take " + n + " of your own personnel held captive by an opponent and put them at a headquarters mission of yours"
				}
				return "take one of your personnel from an opponent's brig and place it on your headquarters mission"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return slices.ContainsFunc(g.rescuable(ctx.p, ctx.src), func(id int) bool { return len(g.hqOrInstead(ctx.p, id, false)) > 0 })
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				n := max(1, s.Count)
				if s.Many != nil {
					if n = s.Many.value(g, ctx, nil); n <= 0 {
						return
					}
				}
				g.rescueFromBrig(ctx, n, s.UpTo)
			},
		},
	}
}

// rescuable lists p's own personnel in the opponent's brig that could be
// placed (not a copy of a unique personnel p commands) by the text of card
// by (not one its owner's cards cannot free: vocab_cannot_leave_brig.go).
func (g *Game) rescuable(p Player, by int) []int {
	var out []int
	for _, id := range g.players[p.Other()].Brig {
		c := g.cards[id]
		if c.Owner == p && c.Card.Type == Personnel && !(c.Card.Unique && g.commandsCopyBesides(p, c.Card, id)) && g.mayLeaveBrigBy(id, by) {
			out = append(out, id)
		}
	}
	return out
}

// yourHQs lists the headquarters missions p commands.
func (g *Game) yourHQs(p Player) []int {
	var out []int
	for _, m := range g.players[p].Missions {
		if g.cards[m].Card.IsHQ() && g.commandsMission(p, m) {
			out = append(out, m)
		}
	}
	return out
}

// rescueFromBrig takes left more personnel back, one at a time; upTo
// lets the player stop taking.
func (g *Game) rescueFromBrig(ctx fxCtx, left int, upTo bool) {
	if left <= 0 {
		return
	}
	p := ctx.p
	put := func(id, m int) {
		g.placeAtSite(id, m) // a headquarters mission, or its substitute (vocab_hq_instead.go)
		g.cards[id].Controller = p
		g.changed(id) // rules_loops_cards.go
		g.cards[id].Stopped = false
		g.changed(id) // rules_loops_cards.go
		g.emit(Event{Kind: "place", Player: p, Cards: g.one(id),
			Text: fmt.Sprintf("%s takes %s from %s's brig and places it %s %s.", g.players[p].Name, g.ref(id), g.players[p.Other()].Name, atOrAboard(g, m), g.ref(m))})
		g.rescueFromBrig(ctx, left-1, upTo)
	}
	var acts []action
	for _, id := range g.rescuable(p, ctx.src) {
		id := id
		acts = append(acts, action{Option{Label: "Take " + g.cardName(id), Action: ActPick, Card: id}, func() {
			hqs := g.hqOrInstead(p, id, false)
			if len(hqs) == 0 {
				return
			}
			if len(hqs) == 1 {
				put(id, hqs[0])
				return
			}
			var at []action
			for _, m := range hqs {
				m := m
				at = append(at, action{Option{Label: "At " + g.cardName(m), Action: ActPick, Card: m}, func() { put(id, m) }})
			}
			g.offer(p, KindSelect, "Place "+g.cardName(id)+" at which headquarters?", at)
		}})
	}
	if len(acts) > 0 && upTo {
		acts = append(acts, action{Option{Label: "Take no more", Action: ActPick}, func() {}})
	}
	if len(acts) > 0 && slices.ContainsFunc(g.rescuable(p, ctx.src), func(id int) bool { return len(g.hqOrInstead(p, id, false)) > 0 }) {
		g.offer(p, KindSelect, g.cardName(ctx.src)+": take which personnel from the brig?", acts)
	}
}
