package game

// boundFns holds function values bound to one Game value (method values
// and closures over it) that the engine passes where a func is wanted,
// each made on first use: making one is an allocation, and the strong
// bot's futures made each again some 4,400 times a game. A future is
// dealt on the same Game value as the last one (futureMem.newGame), so
// takeMemory hands them on while they are bound to that value (of); a
// game set up on another game's memory makes its own.
type boundFns struct {
	of *Game

	steps       [numStepKinds]func() // rules_step_fns.go
	reqConds    [2]func(string) bool // reqCondOf's answerers
	stackChosen func([]int)          // askChooseDilemmas' answer
	shipsChosen func([]int)          // askAttemptShips' answer
	beamChosen  func([]int)          // askBeamCards' answer
	beamAlone   func([]int) error    // and its check

	attemptBegun   func(*Trigger) // what follows an attempt's beginning
	recheckMission func()         // the mission's requirements checked again (recheckMission)
	aboutToPlay    func(*Trigger) // g.aboutToPlayThen (rules_play.go)
	endAttempt     func()         // g.endAttempt, once the requirements are checked (endAttemptStep)

	// The dilemma steps' waits (memory_dilemmas.go, dilFns): the wait of
	// the trigger given, the wait of the work item running, the answers
	// of the selection and of the gain-skill choice asked.
	dilThen func(*Trigger)
	dilWork func()
	dilPick func([]int)
	dilGain func([]int)
}

// bound returns g's bound functions, those made for another Game value
// forgotten.
func (g *Game) bound() *boundFns {
	if g.fns.of != g {
		g.fns = boundFns{of: g}
	}
	return &g.fns
}
