package game

import "slices"

// "About to gain a skill" through paid-for text: before a card's text
// whose cost was paid gives personnel skills for a while (gain-skill,
// gain-all-skills, the Borg gain and name-skill verbs),
// about-to-gain-skill answers with those personnel as its cards (all one
// player's), its Source the giving card, its Player the one who commands
// them. A response may prevent the gain for one of them (Tagus, 35V039,
// with a prevent its owner may buy off: vocab_prevent_unless_paid.go); the
// skills are then not gained. The window comes as the gain begins, before
// any skill (or donor) is picked: whether it happens does not hang on
// which skill it would be.
//
// A cost is what the text has its player do before "to" (Rulebook:
// Costs): an ability's cost, or the steps a card's text adds to playing it
// (play_cost), not the counters every card costs. The engine marks the
// effect's context as it runs the effect after its cost (fxCtx.costPaid,
// paidWith). A gain from text with no such cost is not announced: a
// window opens wherever a concealed card of the pool could answer
// (windowOpens), and no card answers those gains.

// TrigAboutToGainSkill: Cards are about to gain skills by Source's text.
const TrigAboutToGainSkill = "about-to-gain-skill-paid"

func init() {
	triggerTable[TrigAboutToGainSkill] = triggerEntry{bus: true, reads: readsBus,
		doc:     "personnel are about to gain skills for a while as the effect of a card's text whose cost steps were paid (gain-skill, gain-all-skills, the Borg gain and name-skill; not counters), before the skill is picked; prevent keeps that one from gaining them",
		example: "{when: about-to-gain-skill-paid, on: opponent-here, of: {type: personnel}, effect: [{do: prevent}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.subject + " is about to gain skills through text its player paid a cost for" + w.byDilemma
		}}
}

// paidWith is ctx for the effect of text whose cost is costs: marked
// costPaid when any of them has a step.
func (ctx fxCtx) paidWith(costs ...[]Step) fxCtx {
	for _, c := range costs {
		if len(c) > 0 {
			ctx.costPaid = true
		}
	}
	return ctx
}

// aboutToGainSkills fires about-to-gain-skill for ids (personnel one
// player commands) gaining skills by ctx's text, then runs gain on those
// still to gain them and still in play.
func (g *Game) aboutToGainSkills(ctx fxCtx, ids []int, gain func(ids []int)) {
	ids = slices.DeleteFunc(g.lists.clone(ids), func(id int) bool { return !g.cards[id].Zone.InPlay() })
	if len(ids) == 0 || !ctx.costPaid || !g.listenedTo(TrigAboutToGainSkill) {
		gain(ids)
		return
	}
	t := g.trigs.take(Trigger{Kind: TrigAboutToGainSkill, Player: g.cards[ids[0]].Controller, Cards: ids, Source: ctx.src,
		Dilemma: g.attempt != nil && ctx.src != 0 && ctx.src == g.attempt.dilemma, Mission: g.missionOf(ids[0])})
	g.fire(t, func(t *Trigger) {
		gain(slices.DeleteFunc(g.remaining(t), func(id int) bool { return !g.cards[id].Zone.InPlay() }))
	})
}
