package game

import "fmt"

// Text that waits for the end of a combat (K'Temoc Long, Slumbering
// Commander, 10U090: paid for as the combat begins, his player's
// personnel there are unstopped once it is over). A combat ends after the
// text for a win and the combat-won answers, when the rule stops the
// initiator's personnel involved (Rulebook: Combat); at-end-of-combat
// runs its steps right after that stop, so an unstop there undoes it.
// It is possible only while a combat is being begun (answering
// combat-begins) or resolved, and it waits for that combat.

// DoAtEndOfCombat names the verb.
const DoAtEndOfCombat = "at-end-of-combat"

func init() {
	registerVerbs(map[string]verb{
		DoAtEndOfCombat: {
			doc:    "(while a combat is begun or resolved, answering combat-begins) then happens when that combat ends, after the rule has stopped its initiator's personnel involved",
			fields: "then",
			validate: func(s *Step) error {
				if len(s.Then) == 0 {
					return fmt.Errorf("needs then")
				}
				return nil
			},
			text: func(s Step) string { return "once that combat is over, " + clauses(s.Then) },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return (ctx.trig != nil && ctx.trig.Kind == TrigCombatBegins) || g.combatGroup != nil
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				g.combatEnd = append(g.combatEnd, delayedSteps{ctx: fxCtx{src: ctx.src, p: ctx.p, ship: ctx.ship, mission: ctx.mission}, steps: s.Then})
			},
		},
	})
}

// combatEnded runs what text scheduled for the end of the combat just
// over, in the order it was scheduled.
func (g *Game) combatEnded() {
	due := g.combatEnd
	g.combatEnd = nil
	for i := len(due) - 1; i >= 0; i-- {
		d := due[i]
		g.push(func() { g.runAbility(d.ctx, d.steps) })
	}
}
