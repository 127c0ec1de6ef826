package game

import (
	"fmt"
	"strings"
)

// Step is one instruction of encoded game text. A dilemma's effect is a
// list of steps run in order by one interpreter (dilemmas.go); each step is
// one action in the rulebook's sense (Facing Dilemmas: "A dilemma's
// instructions are broken down into actions").
//
// Verbs (field Do):
//
//	unless        if the facing personnel do not meet Req, run Then
//	select        pick Count personnel (Skills: having any of them; none:
//	              any personnel) — By "you" (the facing player chooses),
//	              "opponent" (the dilemma's owner chooses) or "random" —
//	              and apply Outcome to them; when the selection or outcome
//	              cannot be completely performed, run IfCannot
//	outcome       apply Outcome to the personnel last selected ("that
//	              personnel"); Instead marks a replacement effect, which does
//	              not undo what already happened
//	all           apply Outcome to all facing personnel (Others: except
//	              those selected by this dilemma)
//	if-remaining  run Then if at least AtLeast personnel still face it
//	return        this dilemma returns to its owner's dilemma pile
//	place-on-mission  this dilemma is placed on the mission
//	rejoin        (on a dilemma placed on a mission) when the mission is
//	              attempted again, after dilemmas are drawn, its owner may
//	              add it to those drawn
//
// Outcomes: stop, kill, return-to-hand (to its owner's hand).
type Step struct {
	Do        string   `yaml:"do" json:"do"`
	Req       string   `yaml:"req,omitempty" json:"req,omitempty"`
	By        string   `yaml:"by,omitempty" json:"by,omitempty"`
	Count     int      `yaml:"count,omitempty" json:"count,omitempty"`
	Skills    []string `yaml:"skills,omitempty" json:"skills,omitempty"`
	Equipment bool     `yaml:"equipment,omitempty" json:"equipment,omitempty"`
	Outcome   string   `yaml:"outcome,omitempty" json:"outcome,omitempty"`
	Others    bool     `yaml:"others,omitempty" json:"others,omitempty"`
	Instead   bool     `yaml:"instead,omitempty" json:"instead,omitempty"`
	AtLeast   int      `yaml:"at_least,omitempty" json:"at_least,omitempty"`
	// Ability steps.
	Type   CardType   `yaml:"type,omitempty" json:"type,omitempty"`     // download: card type
	Types  []CardType `yaml:"types,omitempty" json:"types,omitempty"`   // salvage: card types
	Skill  string     `yaml:"skill,omitempty" json:"skill,omitempty"`   // gain: the skill
	To     string     `yaml:"to,omitempty" json:"to,omitempty"`         // gain, name-skill: who ("your-borg")
	From   string     `yaml:"from,omitempty" json:"from,omitempty"`     // gain: where the skill comes from
	Until  string     `yaml:"until,omitempty" json:"until,omitempty"`   // "turn", "attempt", "dilemma"
	Amount int        `yaml:"amount,omitempty" json:"amount,omitempty"` // ship-range
	// Keyword: discard-dilemma: the keyword the dilemma must carry.
	Keyword  string `yaml:"keyword,omitempty" json:"keyword,omitempty"`
	Then     []Step `yaml:"then,omitempty" json:"then,omitempty"`
	IfCannot []Step `yaml:"if_cannot,omitempty" json:"if_cannot,omitempty"`

	req *Req // Req parsed at load time
}

// Step verbs, selectors and outcomes.
const (
	DoUnless       = "unless"
	DoSelect       = "select"
	DoOutcome      = "outcome"
	DoAll          = "all"
	DoIfRemaining  = "if-remaining"
	DoReturn       = "return"
	DoPlaceMission = "place-on-mission"
	DoRejoin       = "rejoin"

	ByYou      = "you"
	ByOpponent = "opponent"
	ByRandom   = "random"

	OutStop   = "stop"
	OutKill   = "kill"
	OutToHand = "return-to-hand"
)

func validateSteps(steps []Step) error {
	for i := range steps {
		s := &steps[i]
		where := fmt.Sprintf("step %d (%s)", i+1, s.Do)
		switch s.Do {
		case DoUnless:
			r, err := ParseRequirements(s.Req)
			if err != nil {
				return fmt.Errorf("%s: %w", where, err)
			}
			s.req = r
			if len(s.Then) == 0 {
				return fmt.Errorf("%s: needs then", where)
			}
		case DoSelect:
			switch s.By {
			case ByYou, ByOpponent, ByRandom:
			default:
				return fmt.Errorf("%s: by must be you, opponent or random, not %q", where, s.By)
			}
			for _, k := range s.Skills {
				if !IsSkill(k) {
					return fmt.Errorf("%s: unknown skill %q", where, k)
				}
			}
			if s.Count == 0 {
				s.Count = 1
			}
		case DoOutcome, DoAll:
			if s.Outcome == "" {
				return fmt.Errorf("%s: needs an outcome", where)
			}
		case DoIfRemaining:
			if s.AtLeast <= 0 || len(s.Then) == 0 {
				return fmt.Errorf("%s: needs at_least and then", where)
			}
		case DoReturn, DoPlaceMission, DoRejoin:
		default:
			if _, ok := abilityStepText(*s); !ok {
				return fmt.Errorf("%s: unknown verb", where)
			}
		}
		for _, k := range s.Skills {
			if !IsSkill(k) {
				return fmt.Errorf("%s: unknown skill %q", where, k)
			}
		}
		if s.Skill != "" && !IsSkill(s.Skill) {
			return fmt.Errorf("%s: unknown skill %q", where, s.Skill)
		}
		switch s.Outcome {
		case "", OutStop, OutKill, OutToHand:
		default:
			return fmt.Errorf("%s: unknown outcome %q", where, s.Outcome)
		}
		if err := validateSteps(s.Then); err != nil {
			return err
		}
		if err := validateSteps(s.IfCannot); err != nil {
			return err
		}
	}
	return nil
}

// StepsText renders encoded steps as readable game text.
func StepsText(steps []Step) string {
	var sentences []string
	for _, s := range steps {
		sentences = append(sentences, capitalize(stepText(s))+".")
	}
	return strings.Join(sentences, " ")
}

func stepText(s Step) string {
	switch s.Do {
	case DoUnless:
		return "unless you have " + reqText(s.Req) + ", " + clauses(s.Then)
	case DoSelect:
		var b strings.Builder
		what := "a personnel"
		if s.Count > 1 {
			what = fmt.Sprintf("%d personnel", s.Count)
		}
		if s.Equipment {
			what = "your equipment"
		} else if len(s.Skills) > 0 {
			what += " who has " + strings.Join(s.Skills, " or ")
		}
		switch s.By {
		case ByYou:
			b.WriteString("choose " + what)
		case ByOpponent:
			b.WriteString("your opponent chooses " + what)
		default:
			b.WriteString("randomly select " + what)
		}
		if s.Outcome != "" {
			b.WriteString(" to be " + outcomePast(s.Outcome))
		}
		if len(s.IfCannot) > 0 {
			who := "you cannot"
			if s.By == ByOpponent {
				who = "your opponent cannot"
			}
			b.WriteString(". If " + who + ", " + clauses(s.IfCannot))
		}
		return b.String()
	case DoOutcome:
		t := "that personnel is " + outcomePast(s.Outcome)
		if s.Instead {
			t += " instead"
		}
		return t
	case DoAll:
		if s.Others {
			return "all your other personnel are " + outcomePast(s.Outcome)
		}
		return "all your personnel are " + outcomePast(s.Outcome)
	case DoIfRemaining:
		return fmt.Sprintf("if you still have %d personnel remaining, %s", s.AtLeast, clauses(s.Then))
	case DoReturn:
		return "this dilemma returns to its owner's dilemma pile"
	case DoPlaceMission:
		return "place this dilemma on this mission"
	case DoRejoin:
		return "when you attempt this mission again, after your opponent draws dilemmas, he or she may add this dilemma to those drawn"
	}
	if t, ok := abilityStepText(s); ok {
		return t
	}
	return s.Do
}

// clauses joins steps into one sentence: "a, then b, and c".
func clauses(steps []Step) string {
	parts := make([]string, len(steps))
	for i, s := range steps {
		parts[i] = stepText(s)
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	case 2:
		return parts[0] + ", then " + parts[1]
	}
	return parts[0] + ", then " + strings.Join(parts[1:len(parts)-1], ", ") + ", and " + parts[len(parts)-1]
}

func reqText(text string) string {
	if r, err := ParseRequirements(text); err == nil {
		return r.String()
	}
	return text
}

func outcomePast(o string) string {
	switch o {
	case OutStop:
		return "stopped"
	case OutKill:
		return "killed"
	case OutToHand:
		return "returned to its owner's hand"
	}
	return o
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
