package game

import (
	"errors"
	"fmt"
)

// Paying one cost by another: a card in play lets its player pay a cost
// that an ability of some other card names with a different cost
// instead (U.S.S. Equinox, 20V043: a point loss on the abilities of the
// [Voy] personnel you own, paid by discarding a Nucleogenic card). The
// cost stays the ability's own (Rulebook: Paying costs — a cost must be
// paid in full): the ability may be used when either way can be paid,
// and its player picks the way as the cost is paid.
//
// The permission is an ability of kind pay-instead: cost holds the one
// cost step it replaces, effect what is paid instead, of the cards whose
// abilities it serves (their owner must be the permission's player), and
// cond when it holds.

// WhenPayInstead: a permission to pay a cost of another card's ability
// differently.
const WhenPayInstead = "pay-instead"

func init() {
	triggerTable[WhenPayInstead] = triggerEntry{
		doc:     "a cost of an ability on a card you own that of matches (the one cost step in cost) may be paid with effect instead",
		example: "{when: pay-instead, of: {type: personnel}, cost: [{do: lose-points, amount: 5}], effect: [{do: discard-from-hand}]}",
		reads:   readsOf, words: payInsteadText, whole: true,
	}
}

// validatePayInstead checks a pay-instead ability's shape at load.
func validatePayInstead(a *Ability) error {
	if a.When != WhenPayInstead {
		return nil
	}
	if len(a.Cost) != 1 || len(a.Effect) == 0 {
		return errors.New("pay-instead: cost names the one cost step replaced, effect what is paid instead")
	}
	if a.Of == nil {
		return errors.New("pay-instead: of names the cards whose abilities it serves")
	}
	return nil
}

// payInsteadText words the permission: "While you command no {U.S.S.
// Voyager}, when an ability on a [Voy] personnel you own costs losing 5
// points, you may discard a Nucleogenic card from hand instead."
func payInsteadText(c *Card, a Ability) string {
	t := fmt.Sprintf("when paying the cost \"%s\" of an ability on %s %s you own, you may %s instead.",
		clauses(a.Cost), article(a.Of.Text("card")), a.Of.Text("card"), clauses(a.Effect))
	if len(a.Cond) == 0 {
		return capitalize(t)
	}
	return "While " + a.Cond.Text() + ", " + t
}

// payInstead finds the cost p may pay instead of cost step s of an
// ability of card src: nil when no card of p's in play allows one.
func (g *Game) payInstead(p Player, src int, s *Step) []Step {
	if g.cards[src].Owner != p {
		return nil
	}
	for _, c := range g.cards[1:] {
		if c.Controller != p || !c.Zone.InPlay() || c.ID == src {
			continue
		}
		for i := range c.Card.Abilities {
			a := &c.Card.Abilities[i]
			if a.When != WhenPayInstead || a.Cost[0].Do != s.Do || a.Cost[0].Amount != s.Amount {
				continue
			}
			if g.activeSource(c.ID) && g.matches(a.Of, src) && a.Cond.holds(g, g.ctxFor(p, c.ID)) {
				return a.Effect
			}
		}
	}
	return nil
}

// costOrInstead reports whether cost step s can be paid: as it is, or by
// what a permission lets its player pay instead.
func (g *Game) costOrInstead(ctx fxCtx, s *Step, plain bool) bool {
	if plain || !ctx.paying {
		return plain
	}
	alt := g.payInstead(ctx.p, ctx.src, s)
	return alt != nil && g.stepsPossible(g.plainCtx(ctx), alt)
}

// payCostStep pays cost step s: as it is (run), or, when a permission
// allows, by what it lets its player pay instead; with both possible the
// player picks (Glossary: actions — only a choice that can be done).
// plain says whether s can be paid as it is.
func (g *Game) payCostStep(ctx fxCtx, s Step, plain bool, run func(fxCtx, Step)) {
	var alt []Step
	if ctx.paying {
		alt = g.payInstead(ctx.p, ctx.src, &s)
	}
	ctx = g.plainCtx(ctx)
	if alt != nil && !g.stepsPossible(ctx, alt) {
		alt = nil
	}
	payAlt := func() {
		g.emit(Event{Kind: "choice", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s pays instead: %s.", g.players[ctx.p].Name, g.inNames(ctx.p, clauses(alt)))})
		g.runAbility(ctx, alt)
	}
	switch {
	case alt == nil:
		run(ctx, s)
	case !plain:
		payAlt()
	default:
		g.offer(ctx.p, KindOptional, g.cardName(ctx.src)+": pay the cost how?", []action{
			{Option{Label: capitalize(clauses([]Step{s})), Action: ActPick}, func() { run(ctx, s) }},
			{Option{Label: capitalize(clauses(alt)) + " instead", Action: ActPick}, payAlt},
		})
	}
}

// plainCtx is ctx no longer paying an ability's cost: what is paid
// instead is not itself replaced again.
func (g *Game) plainCtx(ctx fxCtx) fxCtx {
	ctx.paying = false
	return ctx
}

// runCost schedules an ability's cost steps: paid, so a permission to
// pay one differently applies (payInstead).
func (g *Game) runCost(ctx fxCtx, steps []Step) {
	ctx.paying = true
	g.runAbility(ctx, steps)
}
