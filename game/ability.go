package game

import (
	"fmt"
	"strings"
)

// Ability is a card's triggered or activated game text, as data:
//
//	when: played             "When you play this ..." (response to playing it)
//	when: order              "Order – ..." (your Execute Orders segment only)
//	when: attempting         "While this personnel is attempting a mission, you may ..."
//	when: facing-dilemma     an interrupt: "When your personnel are facing a dilemma ..."
//	when: engagement-begins  an interrupt: "When an engagement involving your ship begins ..."
//
// Cost steps are paid in full before the effect ("costs precede the word
// to"); if a cost cannot be paid the ability is not offered.
type Ability struct {
	When         string `yaml:"when" json:"when"`
	May          bool   `yaml:"may,omitempty" json:"may,omitempty"`
	OnceEachTurn bool   `yaml:"once_each_turn,omitempty" json:"once_each_turn,omitempty"`
	// Aboard: usable only while this personnel is aboard a ship.
	Aboard bool `yaml:"aboard,omitempty" json:"aboard,omitempty"`
	// If is an extra condition: "borg-facing-copy-overcome" (a Borg of yours
	// faces a dilemma a copy of which is overcome at a mission you command),
	// "klingon-facing" (a Klingon of yours faces the dilemma),
	// "matching-commander" (a personnel whose Commander keyword names this
	// ship is aboard it).
	If     string `yaml:"if,omitempty" json:"if,omitempty"`
	Cost   []Step `yaml:"cost,omitempty" json:"cost,omitempty"`
	Effect []Step `yaml:"effect" json:"effect"`
}

// Ability triggers.
const (
	WhenPlayed     = "played"
	WhenOrder      = "order"
	WhenAttempting = "attempting"
	WhenFacing     = "facing-dilemma"
	WhenEngagement = "engagement-begins"
)

// Ability step verbs (see effects.go for the dilemma verbs).
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
	DoBorrow          = "borrow"           // a Klingon facing gains a discard-pile personnel's skills and attributes
	DoEngage          = "engage"           // begin an engagement (Then: if you win; IfCannot: otherwise)
	DoJoin            = "join-engagement"  // another of your ships at the mission joins
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
		switch a.When {
		case WhenPlayed, WhenOrder, WhenAttempting, WhenFacing, WhenEngagement:
		default:
			return fmt.Errorf("ability %d: unknown trigger %q", i+1, a.When)
		}
		if err := validateSteps(a.Cost); err != nil {
			return fmt.Errorf("ability %d cost: %w", i+1, err)
		}
		if err := validateSteps(a.Effect); err != nil {
			return fmt.Errorf("ability %d: %w", i+1, err)
		}
	}
	return nil
}

// AbilityText renders an ability as game text, in our words: when it can
// be used, then what it costs and what it does ("Order (once per turn) —
// cost: …; effect: …."). Nothing is copied from a printed card.
func AbilityText(c *Card, a Ability) string {
	var when string
	switch a.When {
	case WhenPlayed:
		when = "On play"
		if a.May {
			when += " (optional)"
		}
	case WhenOrder:
		when = "Order"
		switch {
		case a.If == "matching-commander":
			when += ", while a personnel whose Commander keyword names this ship is aboard"
		case a.Aboard:
			when += ", while aboard a ship"
		}
		if a.OnceEachTurn {
			when += " (once per turn)"
		}
	case WhenAttempting:
		when = "While in a mission attempt (optional, once per dilemma)"
	case WhenFacing:
		when = "Interrupt, as your personnel face a dilemma"
		switch a.If {
		case "borg-facing-copy-overcome":
			when += ", if a Borg of yours faces it and a copy of it is overcome at a mission you command"
		case "klingon-facing":
			when += ", if a Klingon of yours faces it"
		}
	case WhenEngagement:
		when = "Interrupt, as an engagement involving your ship begins"
	}
	return when + " — " + costAndEffect(a) + "."
}

func abilityStepText(s Step) (string, bool) {
	skills := strings.Join(s.Skills, " or ")
	switch s.Do {
	case DoDownload:
		what := "any card"
		if s.Type != "" {
			what = "a " + string(s.Type)
		}
		if skills != "" {
			what += " with " + skills
		}
		return "download " + what + " (find it in your deck, show it, put it in your hand, reshuffle)", true
	case DoDiscardTop:
		return "discard your deck's top card", true
	case DoSelfDiscard:
		return "put this card into its owner's discard pile", true
	case DoSelfHand:
		return "put this card back into its owner's hand", true
	case DoNameSkill:
		return "name a skill; your Borg have it until end of turn", true
	case DoGain:
		what := s.Skill
		if s.From == "non-borg-present" {
			what = "one skill of a non-Borg personnel of yours present"
		}
		return "give your Borg " + what + " until the attempt ends", true
	case DoCycleHand:
		return "put your whole hand, shuffled, under your deck, then draw that many cards", true
	case DoBoardShip:
		return "put any number of your personnel from anywhere at this mission aboard one ship there, yours or an opponent's", true
	case DoShipRange:
		return fmt.Sprintf("give its ship (this one, or the one this card was aboard) Range %+d until end of turn", s.Amount), true
	case DoSalvage:
		var ts []string
		for _, t := range s.Types {
			ts = append(ts, string(t))
		}
		return fmt.Sprintf("move up to %d %s cards from your discard pile to the bottom of your deck, in the order you choose", s.Count, strings.Join(ts, " or ")), true
	case DoRemoveSelf:
		return "remove this card from the game", true
	case DoPreventDilemma:
		return "prevent the dilemma and overcome it", true
	case DoBorrow:
		return "let one of your Klingons facing it take on every skill and attribute of a personnel from your discard pile until the dilemma ends", true
	case DoEngage:
		t := "start an engagement"
		if s.To == "borg-ship" {
			t += " with your Borg ship"
		}
		if len(s.Then) > 0 {
			t += "; on a win: " + clauses(s.Then)
		}
		if len(s.IfCannot) > 0 {
			t += "; otherwise: " + clauses(s.IfCannot)
		}
		return t, true
	case DoJoin:
		return "bring one more of your ships at that mission into the engagement", true
	case DoTakeCommand:
		return "take command of a random opposing personnel involved and put it aboard your ship involved", true
	case DoDamage:
		t := "put this card on an opposing ship involved as damage"
		if s.Amount != 0 {
			t += fmt.Sprintf(" (Damage: attributes %+d)", s.Amount)
		}
		return t, true
	case DoDestroySelf:
		return "destroy this card", true
	case DoCombat:
		t := "start a combat at this mission"
		if len(s.Then) > 0 {
			t += "; on a win: " + clauses(s.Then)
		}
		return t, true
	case DoBrig:
		return "put a random opposing personnel involved into your brig", true
	case DoDiscardDilemma:
		return "discard a " + s.Keyword + " card from your dilemma pile", true
	case DoShuffleDilemmas:
		return "reshuffle your dilemma pile face down", true
	}
	return "", false
}
