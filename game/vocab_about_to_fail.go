package game

import "slices"

// "About to fail" (Glossary: attempting missions, step 5.c): when the
// attempting player cannot show every requirement needed to complete the
// mission (or its text forbids completing it: vocab_cannot_complete.go),
// the "when … about to fail a mission attempt" triggers answer before
// the remaining personnel are stopped and the "when … fail" triggers
// answer (Retaya, Chemical Agent, 35V037, kills one of the personnel
// involved at random). After the responses the requirements are checked
// again with the personnel still involved (step 5: when what was checked
// changes, it begins again): with none left, the attempt fails for want
// of personnel; otherwise it fails, or, if a response removed what
// forbade completing it, the mission is completed. The trigger answers
// once each attempt.
//
// Its cards are the personnel involved; a kill step with to: against
// answering it picks among them (killable).

// TrigAboutToFail: Player's personnel (Cards) are about to fail the
// attempt of Mission.
const TrigAboutToFail = "about-to-fail"

func init() {
	triggerTable[TrigAboutToFail] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a player's mission attempt is about to fail (the requirements not shown, before the personnel are stopped)",
		example: "{when: about-to-fail, who: opponent, cond: here, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " " + isAre(w.who) + " about to fail a mission attempt" // "here" is its condition's words
		}}
}

// aboutToFail, called when the attempt of a's mission is about to fail
// with personnel still involved, fires the trigger and reports true when
// it did: the check is then made again once its responses are done.
func (g *Game) aboutToFail(req *Req) bool {
	a := g.attempt
	if a.aboutToFail || !g.listenedTo(TrigAboutToFail) {
		return false
	}
	a.aboutToFail = true
	t := g.trigs.take(Trigger{Kind: TrigAboutToFail, Player: a.player, Cards: g.lists.clone(a.personnel), Mission: a.mission})
	g.fireWait(t, dilWait{op: waitAboutToFail, a: a, req: req}) // data, not a closure per trigger
	return true
}

// aboutToFailThen follows the about-to-fail window: the requirements are
// checked again.
func (g *Game) aboutToFailThen(a *attempt, req *Req) {
	// The skill costs were answered for this check: the answer stands
	// (vocab_skill_costs.go), not asked a second time.
	a.costsFor = req
	g.checkMissionAgainst(req)
}

// failingInvolved lists the personnel involved in the attempt an
// about-to-fail trigger is about, still in play; ok is false for any
// other trigger.
func (g *Game) failingInvolved(ctx fxCtx) (ids []int, ok bool) {
	if ctx.trig == nil || ctx.trig.Kind != TrigAboutToFail {
		return nil, false
	}
	return slices.DeleteFunc(slices.Clone(ctx.trig.Cards), func(id int) bool { return !g.cards[id].Zone.InPlay() }), true
}
