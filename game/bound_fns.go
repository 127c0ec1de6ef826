package game

// bound holds function values bound to one game (method values and
// closures over it) that the engine passes where a func is wanted, each
// made on first use: making one is an allocation, and the strong bot's
// futures made each again some 4,400 times a game. A game dealt again on
// the same value (futureMem.newGame) keeps them, since they are bound to
// that value; a game set up on another game's memory (takeMemory) starts
// with none.
type bound struct {
	steps       [numStepKinds]func() // rules_step_fns.go
	reqConds    [2]func(string) bool // reqCondOf's answerers
	stackChosen func([]int)          // askChooseDilemmas' answer
	shipsChosen func([]int)          // askAttemptShips' answer
	beamChosen  func([]int)          // askBeamCards' answer
	beamAlone   func([]int) error    // and its check

	attemptBegun, attemptChecked func(*Trigger) // what follows an attempt's beginning, and its requirements' check
}
