package game

// A work item is a step on the work stack (push, run): a function, or
// one of the steps of playing a card, of using an ability and of a
// dilemma with its arguments. Those are scheduled for every card played
// and every ability or dilemma step; as closures each was an allocation
// (playing a card made four; together some 7% of what a basic-bot game
// allocated).
type work struct {
	fn       func() // nil for an op
	op       workOp
	p        Player
	id, dest int
	step     *Step // opAbilityStep, opDilemmaStep: card data, not copied
	// trig: opTriggerThen, the trigger whose then runs (Trigger.then).
	trig *Trigger
	// use: opUseCost, opUseEffect, the trigger response taken.
	use *triggerUse
	// ctx: their context is workCtx[ctx]; the contexts above it belong
	// to items pushed after it, so run before it.
	ctx int
}

type workOp uint8

const (
	// opAboutToPlay: card id, paid for, may be prevented (playCard).
	opAboutToPlay workOp = iota + 1
	// opFirePlayed: the card-played trigger for id (resolvePlay).
	opFirePlayed
	// opAbilityStep: an ability's step with its context (runAbility).
	opAbilityStep
	// opDilemmaStep: a dilemma's step with its context, while the
	// dilemma is live (dilemmaActionsAs).
	opDilemmaStep
	// opTriggerThen: what follows trigger trig's window (fire): a
	// closure per trigger fired was the most frequent allocation of a
	// basic-bot game.
	opTriggerThen
	// opUseCost, opUseEffect: a trigger response taken (Game.use), an
	// order (takeOrder) or a played card's ability (useOnPlayNow) pays
	// its cost, then has its effect: two closures per response taken
	// were 5% of what a basic-bot game allocated.
	opUseCost
	opUseEffect
)

// doWork runs an op item.
func (g *Game) doWork(w *work) {
	switch w.op {
	case opAboutToPlay:
		g.aboutToPlay(w.p, w.id, w.dest)
	case opFirePlayed:
		g.firePlayed(w.p, w.id, w.dest)
	case opTriggerThen:
		t := w.trig
		then := t.then
		t.then = nil // run once; keeps nothing alive
		then(t)
	case opUseCost:
		g.runCost(w.use.ctx, w.use.a.Cost)
	case opUseEffect:
		u := w.use
		ctx := u.ctx.paidWith(u.a.Cost)
		if u.played {
			ctx = ctx.paidWith(g.cards[u.c.ID].Card.PlayCost) // the card as it is now
		}
		g.runAbility(ctx, u.a.Effect)
	case opAbilityStep, opDilemmaStep:
		ctx := g.workCtx[w.ctx]
		clear(g.workCtx[w.ctx:]) // keeps no trigger alive
		g.workCtx = g.workCtx[:w.ctx]
		if w.op == opAbilityStep {
			g.abilityStep(ctx, w.step)
		} else if g.dilemmaLive() {
			g.runStepAs(ctx, w.step)
		}
	}
}

// pushOp schedules op for p's card id at dest.
func (g *Game) pushOp(op workOp, p Player, id, dest int) {
	g.work = append(g.work, work{op: op, p: p, id: id, dest: dest})
}

// pushStep schedules step s (opAbilityStep, opDilemmaStep) as ctx says.
func (g *Game) pushStep(op workOp, ctx fxCtx, s *Step) {
	g.work = append(g.work, work{op: op, step: s, ctx: len(g.workCtx)})
	g.workCtx = append(g.workCtx, ctx)
}
