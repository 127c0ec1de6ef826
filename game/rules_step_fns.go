package game

// The steps of the turn sequence and of an attempt, pushed again after
// nearly every choice (the next play-and-draw or orders decision, the
// next dilemma) or once or twice a turn, are pushed as method values made
// once per game: taking g.playDrawStep anew is an allocation each time,
// and a simulated game pushed such steps some 450 times (about a sixth of
// what a random-bot game allocated).

type stepKind uint8

const (
	stepPlayDraw stepKind = iota
	stepOrders
	stepStartTurn
	stepStartOfTurn
	stepBeginPlayDraw
	stepBeginOrders
	stepDiscardExcess
	stepEndTurn
	stepEndOfTurnActions
	stepFinishTurn
	stepDamageRemoval
	stepEndOfTurnDelayed
	stepNextDilemma
	stepRequirementsWindow
	stepCheckMission
	stepFaceDilemma
	stepAfterDilemma
	stepAfterAction
	stepDrawDilemmas
	stepDilemmasDrawn
	stepOfferRejoin
	stepChooseDilemmas
	stepCheckRevealed
	stepRevealTopDilemma
	numStepKinds
)

// stepFn returns the step of kind k bound to g, made on first use (a game
// set up on a finished one's memory starts with none, so none is bound to
// that game).
func (g *Game) stepFn(k stepKind) func() {
	if f := g.bound().steps[k]; f != nil {
		return f
	}
	var f func()
	switch k {
	case stepPlayDraw:
		f = g.playDrawStep
	case stepOrders:
		f = g.ordersStep
	case stepStartTurn:
		f = g.startTurn
	case stepStartOfTurn:
		f = g.startOfTurnActions
	case stepBeginPlayDraw:
		f = g.beginPlayDraw
	case stepBeginOrders:
		f = g.beginOrders
	case stepDiscardExcess:
		f = g.discardExcess
	case stepEndTurn:
		f = g.endTurn
	case stepEndOfTurnActions:
		f = g.endOfTurnActions
	case stepFinishTurn:
		f = g.finishTurn
	case stepDamageRemoval:
		f = g.damageRemoval
	case stepEndOfTurnDelayed:
		f = g.endOfTurnDelayed
	case stepNextDilemma:
		f = g.nextDilemma
	case stepRequirementsWindow:
		f = g.requirementsWindow
	case stepCheckMission:
		f = g.checkMission
	case stepFaceDilemma:
		f = g.faceDilemma
	case stepCheckRevealed:
		f = g.checkRevealed
	case stepAfterDilemma:
		f = g.afterDilemma
	case stepAfterAction:
		f = g.afterAction
	case stepDrawDilemmas:
		f = g.drawCountedDilemmas
	case stepDilemmasDrawn:
		f = g.fireDilemmasDrawn
	case stepOfferRejoin:
		f = g.offerRejoin
	case stepChooseDilemmas:
		f = g.askChooseDilemmas
	case stepRevealTopDilemma:
		f = g.revealTopDilemma
	}
	g.bound().steps[k] = f
	return f
}
