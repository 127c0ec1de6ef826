package game

import (
	"fmt"
	"strings"
)

// Step is one instruction of encoded game text. A dilemma's effect is a
// list of steps run in order by one interpreter (vocab_dilemmas.go); each step is
// one action in the rulebook's sense (Facing Dilemmas: "A dilemma's
// instructions are broken down into actions").
//
// Do names the step's verb. Every verb is registered once (vocab_verbs.go), in
// the file of its mechanic, with the fields it reads: loading refuses a
// step setting a field its verb does not read (vocab_step_fields.go, where each
// field is documented), and docs/vocabulary.md, generated from the
// registry, lists every verb with its fields, words and an example.
//
// Outcomes: stop, kill, return-to-hand (to its owner's hand), and those
// of vocab_dilemma_outcomes.go.
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
	Keyword string `yaml:"keyword,omitempty" json:"keyword,omitempty"`
	// Filter picks the cards a step acts on (discard-from-hand: which
	// cards may be discarded). Random: the pick is random.
	Filter   *Filter `yaml:"filter,omitempty" json:"filter,omitempty"`
	Random   bool    `yaml:"random,omitempty" json:"random,omitempty"`
	Then     []Step  `yaml:"then,omitempty" json:"then,omitempty"`
	IfCannot []Step  `yaml:"if_cannot,omitempty" json:"if_cannot,omitempty"`
	// The selection family (vocab_dilemma_select.go): a count the game decides
	// (Many), a choice of one up to the count (UpTo), the group picked
	// from or acted on (Group: selected, chosen), a likeness to the last
	// selected (Same), personnel lacking the mission's skills (Lacking).
	// Among: what a selection picks from instead of the facing personnel
	// ("your-events"); Most: only those with the most of a measure
	// ("skill-dots"); Related: only those related to a card the dilemma
	// singled out (same affiliation or skill, or a higher cost:
	// vocab_dilemma_select_special.go).
	Many    *Amount `yaml:"many,omitempty" json:"many,omitempty"`
	UpTo    bool    `yaml:"up_to,omitempty" json:"up_to,omitempty"`
	Group   string  `yaml:"group,omitempty" json:"group,omitempty"`
	Same    string  `yaml:"same,omitempty" json:"same,omitempty"`
	Lacking string  `yaml:"lacking,omitempty" json:"lacking,omitempty"`
	// Having: the opposite of Lacking, personnel having at least one of
	// the mission's skills ("a personnel with a skill required by this
	// mission").
	Having  string    `yaml:"having,omitempty" json:"having,omitempty"`
	Among   string    `yaml:"among,omitempty" json:"among,omitempty"`
	Most    string    `yaml:"most,omitempty" json:"most,omitempty"`
	Related *Relation `yaml:"related,omitempty" json:"related,omitempty"`
	// RepeatUntil: a random selection repeated until a goal is reached
	// (vocab_select_until.go).
	RepeatUntil *RepeatUntil `yaml:"repeat_until,omitempty" json:"repeat_until,omitempty"`
	// NamedSkill: only personnel having the skill named for this dilemma
	// (vocab_dilemma_amounts.go).
	NamedSkill bool `yaml:"named_skill,omitempty" json:"named_skill,omitempty"`
	// May: its performer (StepFields.Player) may decline this one step,
	// asked first ("you may draw a card"; vocab_step_player.go); a dilemma's
	// choice with a cost or an alternative is a may step
	// (vocab_dilemma_choice.go). Many is also where any step's number comes
	// from when it is not a fixed Count ("as many as the cost of an event
	// in your core").
	May bool `yaml:"may,omitempty" json:"may,omitempty"`

	// Target narrows which card a step affects when it is not this card
	// (gain-skill to: aboard: which personnel aboard may gain it).
	Target *Filter `yaml:"target,omitempty" json:"target,omitempty"`

	// Choices and conditions (vocab_dilemma_choice.go, vocab_cond.go). Cond: the
	// condition of an if step (and of a dilemma-cost step); Else: what
	// happens when it does not hold (if), or when the player given the
	// choice does not do it (may); Cost: what a player does for "may"
	// (paid in full before Then); Choices: the alternatives of
	// choose-one.
	Cond    Conds    `yaml:"cond,omitempty" json:"cond,omitempty"`
	Else    []Step   `yaml:"else,omitempty" json:"else,omitempty"`
	Cost    []Step   `yaml:"cost,omitempty" json:"cost,omitempty"`
	Choices [][]Step `yaml:"choices,omitempty" json:"choices,omitempty"`
	// AtReveal: the step happens as the dilemma is revealed, before any
	// response window of facing it.
	AtReveal bool `yaml:"at_reveal,omitempty" json:"at_reveal,omitempty"`
	// Lasting: what a dilemma placed on a mission or a ship does while it
	// lies there (vocab_dilemma_placed.go).
	Lasting *Lasting `yaml:"lasting,omitempty" json:"lasting,omitempty"`
	// AnyNumber: discard-from-hand takes any number of cards, none included.
	AnyNumber bool `yaml:"any_number,omitempty" json:"any_number,omitempty"`
	// Different: with AnyNumber, each card discard-from-hand takes differs
	// from the others in this ("species": vocab_discard_different.go).
	Different string `yaml:"different,omitempty" json:"different,omitempty"`
	// What: what the name step names ("skill").
	What string `yaml:"what,omitempty" json:"what,omitempty"`
	// Except: skills the name step may not name (vocab_named_req.go).
	Except []string `yaml:"except,omitempty" json:"except,omitempty"`
	// Uncommanded: download finds only a card of a title its performer
	// commands no copy of (vocab_download_attempt_site.go).
	Uncommanded bool `yaml:"uncommanded,omitempty" json:"uncommanded,omitempty"`
	// All: gain-skill gives every skill of its source at once
	// (vocab_gain_skill_all.go).
	All bool `yaml:"all,omitempty" json:"all,omitempty"`

	// Looking at cards, and limits (vocab_reveal.go, vocab_player_verbs.go,
	// vocab_present_verbs.go): Take: the cards looked at that go to hand
	// (whose deck: StepFields.Whose); Order: what becomes of the rest
	// ("same", "any", "top-or-bottom"); Attr: which attribute a timed
	// change raises (all three when empty); Limit caps what a card's timed
	// changes add, or a cost modification.
	Take *Filter `yaml:"take,omitempty" json:"take,omitempty"`
	// Brig: the revealed cards of an opponent's deck that go to your brig
	// (vocab_reveal_to_brig.go).
	Brig  *Filter `yaml:"brig,omitempty" json:"brig,omitempty"`
	Order string  `yaml:"order,omitempty" json:"order,omitempty"`
	Attr  string  `yaml:"attr,omitempty" json:"attr,omitempty"`
	Limit int     `yaml:"limit,omitempty" json:"limit,omitempty"`
	// LimitMany: a take limit the game counts (an amount), read as the
	// cards are taken, instead of Limit (vocab_take_up_to.go).
	LimitMany *Amount `yaml:"limit_many,omitempty" json:"limit_many,omitempty"`

	// StepFields: who performs a step, and the fields of the event,
	// mission and equipment verbs (vocab_step_player.go).
	StepFields `yaml:",inline"`

	req *Req // Req parsed at load time

	// reg is the registered verb of Do, found at load (validateVerb):
	// looking it up by name in the registry at each check of whether a
	// step is possible, and as it runs, was about 0.5% of the basic bot's
	// instructions. A step made while playing has none: verbOf looks it
	// up.
	reg *verb
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
		if err := s.StepFields.validate(); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		if err := validateVerb(s); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		for _, k := range s.Skills {
			if !IsSkill(k) {
				return fmt.Errorf("%s: unknown skill %q", where, k)
			}
		}
		if s.Skill != "" && !IsSkill(s.Skill) {
			return fmt.Errorf("%s: unknown skill %q", where, s.Skill)
		}
		if err := validateSelection(s); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		if err := s.Lasting.validate(); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		switch s.Outcome {
		case "", OutStop, OutKill, OutToHand:
		default:
			if _, ok := moreOutcomes[s.Outcome]; !ok && s.Do != DoCannotUntil { // cannot-until checks its own (vocab_cannot_until.go)
				return fmt.Errorf("%s: unknown outcome %q", where, s.Outcome)
			}
		}
		for _, nested := range append([][]Step{s.Then, s.IfCannot, s.Cost, s.Else}, s.Choices...) {
			if err := validateSteps(nested); err != nil {
				return err
			}
		}
	}
	return nil
}

// StepsText renders encoded steps as readable game text. The words are
// ours, composed from the step fields: an action verb first, then whom it
// affects and who picks ("Stop one personnel with Biology or Medical,
// chosen by you."), never a copy of a printed card.
func StepsText(steps []Step) string {
	var sentences []string
	for _, s := range steps {
		t := stepText(s)
		if s.AtReveal {
			t = "as this dilemma is revealed, " + t
		}
		sentences = append(sentences, capitalize(t)+".")
	}
	return strings.Join(sentences, " ")
}

func stepText(s Step) string {
	if t, ok := playerStepText(s); ok {
		return t
	}
	if v, ok := s.verbOf(); ok {
		return v.text(s)
	}
	return s.Do
}

// outcomeWords is an outcome as an imperative verb and what follows the
// personnel it applies to: ("stop", ""), ("return", " to its owner's
// hand"); ("", "") for none.
func outcomeWords(o string) (verb, rest string) {
	switch o {
	case OutStop:
		return "stop", ""
	case OutKill:
		return "kill", ""
	case OutToHand:
		return "return", " to its owner's hand"
	}
	if d, ok := moreOutcomes[o]; ok {
		return d.verb, d.rest
	}
	if w, ok := dilemmaCannotWords[o]; ok { // vocab_cannot_dilemma.go
		return w[0], w[1]
	}
	if w, ok := missionCannotWords[o]; ok { // vocab_cannot_complete.go
		return w[0], w[1]
	}
	return "", ""
}

// clauses joins steps into one sentence: "a, then b, then c".
func clauses(steps []Step) string {
	parts := make([]string, len(steps))
	other := false // an earlier step had another performer: say "you" again
	for i, s := range steps {
		parts[i] = stepText(s)
		if other && s.Player == "" && !s.May && !strings.HasPrefix(parts[i], "your opponent ") { // a chooser's step names its subject
			parts[i] = "you " + parts[i]
		}
		other = other || s.Player != ""
	}
	return strings.Join(parts, ", then ")
}

func reqText(text string) string {
	if r, err := ParseRequirements(text); err == nil {
		return r.Words()
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
	if d, ok := moreOutcomes[o]; ok {
		return d.past
	}
	return o
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
