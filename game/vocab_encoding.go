package game

// Encoding is what assets/cards/*.yaml says about one card of the pool:
// its game text as data. The card's facts come from the pool; an encoding
// adds only what the card does. It applies to the card's first printing
// and every later printing of it.
type Encoding struct {
	// ID is the pool ID of the card's first printing ("3S122").
	ID string `yaml:"id"`
	// Card is the card's name, checked against the pool so that a typo in
	// an ID cannot encode the wrong card.
	Card string `yaml:"card"`

	Modifiers []Modifier   `yaml:"modifiers,omitempty"`
	Abilities []Ability    `yaml:"abilities,omitempty"`
	Back      *CardSide    `yaml:"back,omitempty"`
	CostPer   string       `yaml:"cost_per,omitempty"`
	OnlyHQ    bool         `yaml:"only_hq,omitempty"`
	Core      bool         `yaml:"core,omitempty"`
	Effect    []Step       `yaml:"effect,omitempty"`
	PlayHere  []PlayFilter `yaml:"play_here,omitempty"`
	Pending   string       `yaml:"pending,omitempty"`
	Note      string       `yaml:"note,omitempty"`
	// Reviewed is the day (YYYY-MM-DD) someone last read the encoding
	// against the card's printed text and found it exact; empty when
	// nobody has. `stccg cards --ledger` shows it.
	Reviewed string `yaml:"reviewed,omitempty"`
	// PlayText: requires, play_cost, plays_on, play_aboard.
	PlayText `yaml:",inline"`
}
