package game

import (
	"fmt"
	"slices"
)

// Taking one of your personnel back from an opponent's brig into the
// mission attempt under way (Rulebook: Brig and Captives; Inequitable
// Exchange, 23V006): the performer picks one of their own personnel in
// an opponent's brig; it is placed (not played: the uniqueness rule
// holds) where the attempting personnel are — the mission's surface, or
// aboard the ship whose crew attempts (the performer picks among
// several) — under its owner's command again, and joins the attempt. In
// a dilemma, it counts among those the dilemma picked, so a later step
// of the same dilemma acting on "a different personnel" (others) leaves
// it out.

// DoBrigToAttempt: take one of your personnel from an opponent's brig;
// it joins the mission attempt.
const DoBrigToAttempt = "brig-to-attempt"

func init() { registerVerbs(brigJoinVerbs()) }

func brigJoinVerbs() map[string]verb {
	return map[string]verb{
		DoBrigToAttempt: {
			doc: "take one of your personnel from an opponent's brig; it joins the mission attempt under way",
			text: func(Step) string {
				return "take a personnel you own from your opponent's brig (it joins this mission attempt)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return g.attempt != nil && len(g.rescuable(ctx.p, ctx.src)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.brigToAttempt(ctx) },
		},
	}
}

func (g *Game) brigToAttempt(ctx fxCtx) {
	a := g.attempt
	p := ctx.p
	if a == nil || a.player != p {
		return
	}
	join := func(id int, zone Zone, where int) {
		g.cards[id].Controller = p
		g.changed(id) // rules_loops_cards.go
		g.place(id, zone, where)
		g.cards[id].Controller = p
		g.changed(id) // rules_loops_cards.go
		g.cards[id].Stopped = false
		g.changed(id) // rules_loops_cards.go
		a.personnel = append(a.personnel, id)
		if ctx.src == a.dilemma && !slices.Contains(a.chosen, id) {
			a.chosen = append(a.chosen, id)
		}
		g.emit(Event{Kind: "place", Player: p, Cards: g.one(id),
			Text: fmt.Sprintf("%s takes %s from %s's brig; it joins the mission attempt.", g.players[p].Name, g.shown(id), g.players[p.Other()].Name)})
	}
	var acts []action
	for _, id := range g.rescuable(p, ctx.src) {
		id := id
		acts = append(acts, action{Option{Label: "Take " + g.cardName(id), Action: ActPick, Card: id}, func() {
			switch len(a.ships) {
			case 0:
				join(id, ZSurface, a.mission)
			case 1:
				join(id, ZAboard, a.ships[0])
			default:
				var at []action
				for _, sh := range a.ships {
					sh := sh
					at = append(at, action{Option{Label: "Aboard " + g.cardName(sh), Action: ActPick, Card: sh}, func() { join(id, ZAboard, sh) }})
				}
				g.offer(p, KindSelect, "Place "+g.cardName(id)+" aboard which ship?", at)
			}
		}})
	}
	if len(acts) > 0 {
		g.offer(p, KindSelect, g.cardName(ctx.src)+": take which personnel from the brig?", acts)
	}
}
