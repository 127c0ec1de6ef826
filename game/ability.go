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

// AbilityText renders an ability as game text.
func AbilityText(c *Card, a Ability) string {
	noun := "card"
	switch c.Type {
	case Personnel:
		noun = "personnel"
	case Ship:
		noun = "ship"
	case EventCard:
		noun = "event"
	case Interrupt:
		noun = "interrupt"
	}
	effect := clauses(a.Effect)
	if len(a.Cost) > 0 {
		effect = clauses(a.Cost) + " to " + effect
	}
	var s string
	switch a.When {
	case WhenPlayed:
		may := ""
		if a.May {
			may = "you may "
		}
		s = "when you play this " + noun + ", " + may + effect
	case WhenOrder:
		s = "Order – " + capitalize(effect)
		if a.If == "matching-commander" {
			s = "while a matching commander is aboard this " + noun + ": Order – " + capitalize(effect)
		}
		if a.Aboard {
			s = "Order – If this " + noun + " is aboard a ship, " + effect
		}
		if a.OnceEachTurn {
			s += ". You may do this only once each turn"
		}
	case WhenAttempting:
		s = "while this " + noun + " is attempting a mission, you may " + effect + " (once each dilemma)"
	case WhenFacing:
		switch a.If {
		case "borg-facing-copy-overcome":
			s = "when your [Borg] personnel is facing a dilemma, if a copy of that dilemma is overcome at a mission you command, " + effect
		case "klingon-facing":
			s = "when your Klingon personnel are facing a dilemma, " + effect
		default:
			s = "when your personnel are facing a dilemma, " + effect
		}
	case WhenEngagement:
		s = "when an engagement involving your ship begins, " + effect
	}
	return capitalize(s) + "."
}

func abilityStepText(s Step) (string, bool) {
	skills := strings.Join(s.Skills, " or ")
	switch s.Do {
	case DoDownload:
		what := "a card"
		if s.Type != "" {
			what = "a " + string(s.Type)
		}
		if skills != "" {
			what += " who has " + skills
		}
		return "download " + what + " (search your deck, reveal it, take it into your hand, shuffle)", true
	case DoDiscardTop:
		return "discard the top card of your deck", true
	case DoSelfDiscard:
		return "place this card in its owner's discard pile", true
	case DoSelfHand:
		return "return this card to its owner's hand", true
	case DoNameSkill:
		return "name a skill; each of your Borg gains that skill until the end of this turn", true
	case DoGain:
		what := s.Skill
		if s.From == "non-borg-present" {
			what = "a skill of one of your non-[Borg] personnel present"
		}
		return "make each of your Borg gain " + what + " until the end of that mission attempt", true
	case DoCycleHand:
		return "count the cards in your hand, shuffle them, place them on the bottom of your deck, and draw an equal number of cards", true
	case DoBoardShip:
		return "put any number of your personnel from anywhere at this mission aboard one ship there, yours or an opponent's", true
	case DoShipRange:
		return fmt.Sprintf("make that ship Range %+d until the end of this turn", s.Amount), true
	case DoSalvage:
		var ts []string
		for _, t := range s.Types {
			ts = append(ts, string(t))
		}
		return fmt.Sprintf("take up to %d %s cards from your discard pile and place them on the bottom of your deck in any order", s.Count, strings.Join(ts, " and ")), true
	case DoRemoveSelf:
		return "remove this card from the game", true
	case DoPreventDilemma:
		return "prevent and overcome that dilemma", true
	case DoBorrow:
		return "select a Klingon personnel facing it; until the end of that dilemma, that personnel gains the skills and attributes of a personnel in your discard pile", true
	case DoEngage:
		t := "begin an engagement"
		if s.To == "borg-ship" {
			t += " involving your [Borg] ship"
		}
		if len(s.Then) > 0 {
			t += ". If you win, " + clauses(s.Then)
		}
		if len(s.IfCannot) > 0 {
			t += ". Otherwise, " + clauses(s.IfCannot)
		}
		return t, true
	case DoJoin:
		return "another one of your ships at that mission joins that engagement", true
	case DoTakeCommand:
		return "randomly select an opponent's personnel involved, take command of that personnel, and place him or her on your ship involved", true
	case DoDamage:
		t := "place this card on an opponent's ship involved as a damage card"
		if s.Amount != 0 {
			t += fmt.Sprintf(" (Damage – that ship is attributes %+d)", s.Amount)
		}
		return t, true
	case DoDestroySelf:
		return "destroy this card", true
	case DoCombat:
		t := "begin a combat at this mission"
		if len(s.Then) > 0 {
			t += ". If you win, " + clauses(s.Then)
		}
		return t, true
	case DoBrig:
		return "randomly select an opponent's personnel involved and place him or her in your brig", true
	case DoDiscardDilemma:
		return "select a " + s.Keyword + " card in your dilemma pile to be discarded", true
	case DoShuffleDilemmas:
		return "shuffle your dilemma pile and replace it face down", true
	}
	return "", false
}
