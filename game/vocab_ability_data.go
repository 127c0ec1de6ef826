package game

import (
	"fmt"
)

// Ability is a card's triggered or activated game text, as data:
//
//	when: played             "When you play this ..." (response to playing it)
//	when: order              "Order – ..." (your Execute Orders segment only)
//	when: attempting         "While this personnel is attempting a mission, you may ..."
//	when: facing-dilemma     an interrupt: "When your personnel are facing a dilemma ..."
//	when: engagement-begins  an interrupt, or a card in play: "When an engagement involving your ship begins ..."
//	when: play-cost          a modification of a card's cost while it is played (rules_play_cost.go)
//	when: play-here          a place where cards may be played (rules_play_steps.go)
//	when: <trigger kind>     a response on the trigger bus (vocab_triggers.go)
//
// Cost steps are paid in full before the effect ("costs precede the word
// to"); if a cost cannot be paid the ability is not offered.
type Ability struct {
	When         string `yaml:"when" json:"when"`
	May          bool   `yaml:"may,omitempty" json:"may,omitempty"`
	OnceEachTurn bool   `yaml:"once_each_turn,omitempty" json:"once_each_turn,omitempty"`
	Cost         []Step `yaml:"cost,omitempty" json:"cost,omitempty"`
	Effect       []Step `yaml:"effect" json:"effect"`

	// For the triggers of the trigger bus (vocab_triggers.go): On is which card
	// of the trigger the ability answers for ("self", "your",
	// "your-other", "present", "other-present", "opponent", "any"), Of
	// narrows it; Who is whose action it must be ("you", "opponent");
	// ByDilemma and Random restrict it to dilemmas and random selections.
	On        string  `yaml:"on,omitempty" json:"on,omitempty"`
	Of        *Filter `yaml:"of,omitempty" json:"of,omitempty"`
	Who       string  `yaml:"who,omitempty" json:"who,omitempty"`
	ByDilemma bool    `yaml:"by_dilemma,omitempty" json:"by_dilemma,omitempty"`
	Random    bool    `yaml:"random,omitempty" json:"random,omitempty"`
	// Causes: only a kill that came about one of these ways: dilemma,
	// combat, engagement (vocab_kill_causes.go).
	Causes []string `yaml:"causes,omitempty" json:"causes,omitempty"`
	// Cond must hold for the ability to be offered (vocab_cond.go): what its
	// player commands, where the card is, the trigger's mission, the
	// dilemma faced; ByYour: the trigger was caused by a card of yours
	// matching it ("by your Infestation dilemma").
	Cond   Conds   `yaml:"cond,omitempty" json:"cond,omitempty"`
	ByYour *Filter `yaml:"by_your,omitempty" json:"by_your,omitempty"`
	// ByOpponent: only when the card causing the trigger is one an
	// opponent owns (vocab_about_to_destroy.go).
	ByOpponent bool `yaml:"by_opponent,omitempty" json:"by_opponent,omitempty"`
	// Also lists more trigger kinds the ability answers, sharing its
	// limits ("about to be stopped or killed"); Outcome restricts a
	// selection trigger to one outcome ("selected to be killed").
	Also    []string `yaml:"also,omitempty" json:"also,omitempty"`
	Outcome string   `yaml:"outcome,omitempty" json:"outcome,omitempty"`
	// OnceEachAttempt: usable once each mission attempt.
	OnceEachAttempt bool `yaml:"once_each_attempt,omitempty" json:"once_each_attempt,omitempty"`
	// OnceEachDilemma: usable once for each dilemma faced
	// (vocab_once_each_dilemma.go).
	OnceEachDilemma bool `yaml:"once_each_dilemma,omitempty" json:"once_each_dilemma,omitempty"`
	// FromHand: the ability answers while its card is in its owner's
	// hand, not in play (vocab_placed_aboard_opponent.go).
	FromHand bool `yaml:"from_hand,omitempty" json:"from_hand,omitempty"`

	// prevents and preventsEach: whether Effect prevents the pending
	// action (DoPrevent), for each card at once (DoPreventEach), found at
	// load: each trigger's window asked it of every ability it offered.
	prevents, preventsEach bool
	// anyOf: the bus triggers a when with none of its own answers
	// (about-to-lose-command), found at load so that a window does not
	// look its when up for each ability it asks.
	anyOf []string
}

// Ability triggers.
const (
	WhenPlayed     = "played"
	WhenOrder      = "order"
	WhenAttempting = "attempting"
	WhenFacing     = "facing-dilemma"
	WhenEngagement = "engagement-begins"
)

// Ability step verbs (see vocab_steps.go for the dilemma verbs).
const (
	DoDownload        = "download"         // search your deck for a Type card having any of Skills
	DoDiscardTop      = "discard-top"      // discard the top card of your deck
	DoSelfDiscard     = "self-to-discard"  // put this card in its owner's discard pile
	DoSelfHand        = "self-to-hand"     // return this card to its owner's hand
	DoNameSkill       = "name-skill"       // name a skill; To gain it Until
	DoGain            = "gain"             // To gain Skill (or one From) Until
	DoCycleHand       = "cycle-hand"       // hand under the deck, draw as many
	DoBoardShip       = "board-ship"       // your personnel at this mission aboard a ship there
	DoShipRange       = "ship-range"       // the ship this was aboard is Range +Amount this turn
	DoSalvage         = "salvage"          // up to Count Types from discard to the deck's bottom
	DoRemoveSelf      = "remove-self"      // remove this card from the game
	DoPreventDilemma  = "prevent-overcome" // prevent the dilemma being faced; it is overcome
	DoBorrow          = "borrow"           // a [Kli] personnel facing gains a discard-pile [Kli] personnel's skills and attributes
	DoEngage          = "engage"           // begin an engagement (Then: if you win; IfCannot: otherwise)
	DoJoin            = "join-engagement"  // another of your ships at the mission (To "ship": the one this personnel is aboard) joins
	DoTakeCommand     = "take-command"     // a random opponent's personnel involved joins your ship
	DoDamage          = "damage"           // place this card on an opponent's ship involved as damage
	DoDestroySelf     = "destroy-self"     // put this card in its owner's discard pile
	DoCombat          = "combat"           // begin a combat at this mission (Then: if you win)
	DoBrig            = "brig"             // a random opponent's personnel involved goes to your brig
	DoDiscardDilemma  = "discard-dilemma"  // discard a card with Keyword from your dilemma pile
	DoShuffleDilemmas = "shuffle-dilemmas" // shuffle your dilemma pile face down
)

func validateAbilities(as []Ability) error {
	for i := range as {
		a := &as[i]
		a.prevents, a.preventsEach = hasVerb(a.Effect, DoPrevent), hasVerb(a.Effect, DoPreventEach) || hasVerb(a.Effect, DoShuffleEachDeck) // vocab_shuffle_each_deck.go
		a.anyOf = triggerTable[a.When].anyOf                                                                                                // vocab_about_to_lose_command.go
		if err := validateTrigger(a); err != nil {
			return fmt.Errorf("ability %d: %w", i+1, err)
		}
		if err := validatePayInstead(a); err != nil {
			return fmt.Errorf("ability %d: %w", i+1, err)
		}
		if err := validateUntilOrder(a); err != nil { // vocab_until_order.go
			return fmt.Errorf("ability %d: %w", i+1, err)
		}
		// Another card's cost change is applied as the card is offered
		// (rules_play_cost.go: appendOthersCostMods), with nothing to
		// decline or pay; one with a price is optional, offered as a way
		// to play the card (vocab_play_cost_other.go).
		if a.When == WhenPlayCost && a.On != "self" && !a.May && len(withoutCostMods(a.Cost)) > 0 {
			return fmt.Errorf("ability %d: a play-cost ability for other cards with a cost must be optional (may)", i+1)
		}
		if err := a.Of.validate(); err != nil {
			return fmt.Errorf("ability %d: %w", i+1, err)
		}
		if err := a.Cond.validate(); err != nil {
			return fmt.Errorf("ability %d: %w", i+1, err)
		}
		if err := a.ByYour.validate(); err != nil {
			return fmt.Errorf("ability %d: by_your: %w", i+1, err)
		}
		if err := validateSteps(a.Cost); err != nil {
			return fmt.Errorf("ability %d cost: %w", i+1, err)
		}
		if err := validateSteps(a.Effect); err != nil {
			return fmt.Errorf("ability %d: %w", i+1, err)
		}
		for _, steps := range [][]Step{a.Cost, a.Effect} {
			if err := validateAbilitySteps(steps); err != nil {
				return fmt.Errorf("ability %d: %w", i+1, err)
			}
		}
	}
	return nil
}

// AbilityText renders an ability as game text, in our words: when it can
// be used, then what it costs and what it does ("Order (once per turn) —
// cost: …; effect: …."). Nothing is copied from a printed card.
func AbilityText(c *Card, a Ability) string {
	var when string
	e, ok := triggerTable[a.When]
	switch {
	case ok && e.whole:
		return e.words(c, a)
	case ok && e.words != nil:
		when = e.words(c, a)
	default:
		when = capitalize(triggerText(c, a, cardNoun(c))) + byYourText(a) + triggerCondText(c, a)
		if a.May || c.Type == Interrupt {
			when += " (optional)"
		}
		if a.OnceEachTurn {
			when += " (once per turn)"
		}
		when += onceEachDilemmaText(a) // vocab_once_each_dilemma.go
	}
	return when + " — " + costAndEffect(a) + "."
}

// cardNoun is how card text names a card of c's type ("this personnel").
func cardNoun(c *Card) string {
	switch c.Type {
	case Personnel:
		return "personnel"
	case Ship:
		return "ship"
	case EventCard:
		return "event"
	case Interrupt:
		return "interrupt"
	case Equipment:
		return "equipment"
	case Mission:
		return "mission"
	}
	return "card"
}

// triggerCondText words a trigger ability's condition; a mission's own
// "when you complete this mission" already says where.
func triggerCondText(c *Card, a Ability) string {
	if c.Type == Mission && (a.When == TrigCompleted || a.When == TrigAttemptEnded) && a.Cond.has(condHere) {
		return a.Cond.without("here").text(c)
	}
	return a.Cond.text(c)
}
