package game

// Decision is the one question the engine is waiting on: who must answer,
// what kind of question it is, and every legal answer. Pick indexes into
// Options; a choice with fewer than Min or more than Max picks, a repeated
// pick or an index out of range is illegal.
type Decision struct {
	ID      int      `json:"id"`
	Player  Player   `json:"player"`
	Kind    string   `json:"kind"`
	Prompt  string   `json:"prompt"`
	Options []Option `json:"options"`
	Min     int      `json:"min"`
	Max     int      `json:"max"`
	// Ordered means the order of picks matters (e.g. the first pick is the
	// top of a dilemma stack).
	Ordered bool `json:"ordered,omitempty"`
	// Confirm marks a decision every answer of which is irreversible (the
	// ships of an attempt: it cannot be aborted), a Back option excepted;
	// front ends ask before sending it. Single options carry their own
	// Confirm.
	Confirm bool `json:"confirm,omitempty"`
	// prompt, when set, builds Prompt on first read (see buildText).
	prompt func(g *Game) string
	// texted: buildText has run since the decision was posed.
	texted bool
}

// Option is one legal answer. Card and Target name card instances (see
// View) the option is about; Action says what a top-level option does.
type Option struct {
	Label  string `json:"label"`
	Action string `json:"action,omitempty"`
	Card   int    `json:"card,omitempty"`
	Target int    `json:"target,omitempty"`
	// Confirm marks an option that starts something irreversible.
	Confirm bool `json:"confirm,omitempty"`
	// label, when set, builds Label on first read (see buildText).
	label func(g *Game, o *Option) string
	// apply, when set, does what choosing the option does (see action.run).
	apply func(g *Game, o *Option)
}

// Choice answers a decision. Decision is the Decision.ID being answered (0
// means "the pending one").
type Choice struct {
	Decision int   `json:"decision,omitempty"`
	Picks    []int `json:"picks"`
}

// Decision kinds.
const (
	KindPlayDraw       = "play-draw"       // Play and Draw Cards segment
	KindOrders         = "orders"          // Execute Orders segment
	KindBeamRoute      = "beam-route"      // where to beam from and to
	KindBeamCards      = "beam-cards"      // which personnel and equipment
	KindMoveTo         = "move-to"         // destination of a ship
	KindAttemptShips   = "attempt-ships"   // ships whose crews attempt a space mission
	KindDiscardExcess  = "discard-excess"  // Discard Excess Cards segment
	KindChooseDilemmas = "choose-dilemmas" // opponent builds the dilemma stack
	KindSelect         = "select"          // a card selection asked by game text
	KindOptional       = "optional"        // use an optional ability or not
	KindTakeDilemma    = "take-dilemma"    // add a dilemma to those drawn (Limited Welcome)
	KindRespond        = "respond"         // a response window: respond or pass
	KindEngage         = "engage"          // which ships an engagement involves
	KindDamageRemoval  = "remove-damage"   // end of turn: remove damage at a headquarters
	KindNameSkill      = "name-skill"      // name a skill for a dilemma (Agonizing Encounter)
)

// Action codes on top-level options.
const (
	ActDraw    = "draw"
	ActPlay    = "play"
	ActEnd     = "end"
	ActBeam    = "beam"
	ActMove    = "move"
	ActAttempt = "attempt"
	ActPick    = "pick"
	ActOrder   = "order"
)
