package game

// The segment steps pushed again after nearly every choice (the next
// play-and-draw or orders decision) are pushed as method values made once
// per game: taking g.playDrawStep anew is an allocation each time, and a
// simulated game pushed them some 250 times (about 7% of what a random-bot
// game allocated).

type stepKind uint8

const (
	stepPlayDraw stepKind = iota
	stepOrders
	numStepKinds
)

// stepFn returns the step of kind k bound to g, made on first use (a game
// set up on a finished one's memory starts with none, so none is bound to
// that game).
func (g *Game) stepFn(k stepKind) func() {
	if f := g.stepFns[k]; f != nil {
		return f
	}
	var f func()
	switch k {
	case stepPlayDraw:
		f = g.playDrawStep
	case stepOrders:
		f = g.ordersStep
	}
	g.stepFns[k] = f
	return f
}
