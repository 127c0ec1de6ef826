package game

import (
	"fmt"
	"slices"
)

// Preventing an engagement as it begins (Rachel Garrett, Restoring the
// Past, 28V033: aboard her player's [Pa][TNG] ship in an engagement being
// begun, she may be killed to keep it from happening, and every ship and
// personnel in it is stopped). A prevented engagement never resolves: no
// Weapons meet Shields, nobody wins, no "if you win" text happens, and
// the window it opened closes (Glossary: prevent). The ships and
// personnel involved are those of both sides (Rulebook: Engagements).
//
// The condition in-engagement: this card is aboard a ship of its player's
// involved in the engagement being begun, one its filter matches (the
// ability's of only says which of its player's ships must be involved,
// not that this card is aboard one).

const (
	// DoPreventEngagement: the engagement being begun does not happen.
	DoPreventEngagement = "prevent-engagement"
	// DoStopEngaged: stop each ship involved in the engagement being
	// begun and each personnel aboard them, both sides.
	DoStopEngaged = "stop-engaged"
)

func init() {
	registerVerbs(map[string]verb{
		DoPreventEngagement: {
			doc:      "(an engagement-begins ability) the engagement being begun is prevented: it does not resolve, nobody wins",
			text:     func(Step) string { return "prevent that engagement" },
			possible: func(g *Game, _ fxCtx, _ *Step) bool { return g.engagement != nil && !g.engagement.prevented },
			run: func(g *Game, ctx fxCtx, _ Step) {
				en := g.engagement
				if en == nil || en.prevented {
					return
				}
				en.prevented = true
				g.emit(Event{Kind: "engagement-prevented", Player: ctx.p, Cards: g.one(en.mission),
					Text: fmt.Sprintf("The engagement at %s is prevented.", g.ref(en.mission))})
			},
		},
		DoStopEngaged: {
			doc:      "(an engagement-begins ability) stop each ship involved in the engagement being begun and each personnel aboard them, both players'",
			text:     func(Step) string { return "stop every ship and personnel in it" },
			possible: func(g *Game, _ fxCtx, _ *Step) bool { return g.engagement != nil },
			run: func(g *Game, ctx fxCtx, _ Step) {
				if ids := g.engagedCards(); len(ids) > 0 {
					g.stopEngaged(ctx, ids)
				}
			},
		},
	})
	condRegistry["in-engagement"] = &condEntry{
		fields:  []VocabField{fieldOf},
		doc:     "this card is aboard a ship of its player's involved in the engagement being begun (that the filter matches)",
		example: "cond: {is: in-engagement, of: {all_icons: [past, tng]}}",
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			en := g.engagement
			me := g.cards[ctx.src]
			if en == nil || me.Zone != ZAboard {
				return false
			}
			s := me.Where
			return g.cards[s].Controller == me.Controller && (slices.Contains(en.mine, s) || slices.Contains(en.theirs, s)) && g.matches(c.Of, s)
		},
		text: func(c *Cond, _ condWords) string {
			return "this personnel is aboard your " + c.Of.Text("ship") + " in it"
		},
		slot: slotIf,
	}
}

// engagedCards lists the unstopped ships involved in the engagement being
// begun and the unstopped personnel aboard them, still there.
func (g *Game) engagedCards() []int {
	en := g.engagement
	if en == nil {
		return nil
	}
	var out []int
	for _, s := range slices.Concat(en.mine, en.theirs) {
		sc := g.cards[s]
		if sc.Zone != ZAtMission || sc.Where != en.mission {
			continue
		}
		if !sc.Stopped {
			out = append(out, s)
		}
		for _, id := range sc.Aboard {
			if c := g.cards[id]; c.Card.Type == Personnel && !c.Stopped {
				out = append(out, id)
			}
		}
	}
	return out
}

// stopEngaged stops the cards: the personnel as stops by text do (a
// personnel that cannot be stopped is spared), the ships plainly.
func (g *Game) stopEngaged(ctx fxCtx, ids []int) {
	var people []int
	for _, id := range ids {
		if g.cards[id].Card.Type == Ship {
			g.cards[id].Stopped = true
			g.changed(id) // rules_loops_cards.go
			g.emit(Event{Kind: OutStop, Player: g.cards[id].Controller, Cards: g.one(id), Text: fmt.Sprintf("%s is stopped.", g.ref(id))})
			continue
		}
		people = append(people, id)
	}
	if len(people) > 0 {
		g.stopCards(ctx, people)
	}
}
