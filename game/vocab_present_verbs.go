package game

import (
	"fmt"
	"slices"
)

func init() { registerVerbs(presentVerbs()) }

// Verbs about the cards present with a card (Rulebook: Present): moving
// a personnel present (killing one is kill to: present, vocab_equipment.go); and a card's own "when an engagement
// involving your ship begins" text. (Stopping itself, timed attribute and
// skill changes, a ship joining an engagement: vocab_react_verbs.go,
// vocab_react_timed.go, rules_combat.go.)
func presentVerbs() map[string]verb {
	return map[string]verb{
		// bottom-present: place another personnel present that Filter matches
		// on the bottom of its owner's deck. As a cost, the card it moved is
		// kept for the effect ("draw cards equal to his or her cost").
		DoBottomPresent: {
			doc:      "another personnel present matching filter goes to the bottom of its owner's deck",
			fields:   "filter whose",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "place another " + s.Filter.Text("personnel") + " present on the bottom of its owner's deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.presentMatching(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.bottomPresent(ctx, s) },
		},
	}
}

// Verbs of this file.
const (
	DoBottomPresent = "bottom-present"
)

// spot is where a card was in play, kept when it leaves play so that
// "when your other Klingon present is killed" can still tell whether it
// was present.
type spot struct {
	zone  Zone
	where int
}

// presentOrWas reports whether card id is present with src, or was when
// it left play (src still being where it was then).
func (g *Game) presentOrWas(src, id int) bool {
	if g.arePresent(src, id) {
		return true
	}
	s, c := g.cards[src], g.cards[id]
	return !c.Zone.InPlay() && (c.left.zone == ZSurface || c.left.zone == ZAboard) && c.left == spot{s.Zone, s.Where}
}

// here lists the cards at ctx's place — aboard its ship, or on its
// mission's surface — other than ctx.src: where its source was when the
// ability began, even if paying the cost moved it.
func (g *Game) here(ctx fxCtx) []int {
	var pool []int
	switch {
	case ctx.ship != 0 && ctx.ship != ctx.src:
		pool = g.cards[ctx.ship].Aboard
	case ctx.mission != 0 && g.cards[ctx.src].Card.Type != Ship:
		pool = g.cards[ctx.mission].Surface
	}
	return slices.DeleteFunc(slices.Clone(pool), func(id int) bool { return id == ctx.src })
}

// presentMatching lists the personnel at ctx's place that Filter matches
// (Whose "opponent": commanded by an opponent) and that ctx.p may
// consider (Glossary: stopped).
func (g *Game) presentMatching(ctx fxCtx, s *Step) []int {
	var out []int
	for _, id := range g.here(ctx) {
		c := g.cards[id]
		if c.Card.Type != Personnel || !g.considers(ctx.p, id) || !g.matches(s.Filter, id) || !g.mayUndergoBy(ctx.src, s, id) {
			continue
		}
		if s.Whose == "opponent" && c.Controller == ctx.p {
			continue
		}
		out = append(out, id)
	}
	return out
}

// pickPresent asks ctx.p to choose one of the cards, then runs then. The
// chooser may examine each card offered (Glossary: selections).
func (g *Game) pickPresent(ctx fxCtx, prompt string, ids []int, then func(id int)) {
	if len(ids) == 0 {
		return
	}
	var acts []action
	for _, id := range ids {
		id := id
		acts = append(acts, action{Option{Label: g.cardName(id), Action: ActPick, Card: id}, func() { then(id) }})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: %s", g.cardName(ctx.src), prompt), acts)
}

func (g *Game) bottomPresent(ctx fxCtx, s Step) {
	g.pickPresent(ctx, "place which personnel on the bottom of its owner's deck?", g.presentMatching(ctx, &s), func(id int) {
		g.aboutToLeavePlay(ctx, TrigAboutToDeckBottom, OutDeckBottom, []int{id}, func(ids []int) {
			for _, id := range ids {
				owner := g.cards[id].Owner
				g.leavePlay(id, ZDeck) // appended: the bottom
				g.notePaid(ctx, []int{id})
				g.emit(Event{Kind: "deck", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s on the bottom of %s's deck.", g.players[ctx.p].Name, g.ref(id), g.players[owner].Name)})
			}
		})
	})
}

// engagementAbilities: as an engagement begins, "when an engagement
// involving your ship begins" abilities of p's cards in play (Kurn,
// Squadron Commander, 1R309): the engagement involves a ship of p's that
// the ability's Of matches, and its condition holds.
func (g *Game) engagementAbilities(p Player) []response {
	en := g.engagement
	if en == nil {
		return nil
	}
	mine := en.theirs
	if p == en.initiator {
		mine = en.mine
	}
	var out []response
	for _, c := range g.cards[1:] {
		if c.Card.Type == Interrupt || c.Controller != p || !g.activeSource(c.ID) {
			continue
		}
		for i := range c.Card.Abilities {
			a := &c.Card.Abilities[i]
			if a.When != WhenEngagement {
				continue
			}
			key := abilityKey{c.ID, i}
			if !slices.ContainsFunc(mine, func(s int) bool { return g.matches(a.Of, s) }) || g.onceUsed(key, a) || !engagementBegunBy(a, p, en) {
				continue
			}
			ctx := g.ctxFor(p, c.ID)
			if !g.usable(ctx, a) {
				continue
			}
			id := c.ID
			out = append(out, response{mandatory: !a.May, action: action{Option{Label: g.abilityLabel(id, *a), Action: ActOrder, Card: id}, func() {
				g.markUsed(key, a)
				g.emit(Event{Kind: "ability", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s uses %s.", g.players[p].Name, g.shown(id))})
				g.push(func() { g.runCost(ctx, a.Cost) }, func() { g.runAbility(ctx.paidWith(a.Cost), a.Effect) })
			}}})
		}
	}
	return out
}

// engagementAbilityWhen words the trigger of a card's (not an
// interrupt's) engagement ability.
func engagementAbilityWhen(c *Card, a Ability) string {
	t := "When an engagement involving your " + a.Of.Text("ship") + " begins" + a.Cond.text(c)
	if a.Who == "opponent" { // vocab_engagement_who.go
		t = "When an opponent begins an engagement involving your " + a.Of.Text("ship") + a.Cond.text(c)
	}
	if a.May {
		t += " (optional)"
	}
	return t
}
