package game

import "fmt"

// The verb registry. The step verbs of the first cards live in the
// switches of effects.go (dilemma steps), ability.go and abilities.go
// (ability steps). Newer verbs are defined each by one verb value, in the
// file of the mechanic they belong to, and listed in a table of that file;
// verbTables names every table. One definition gives a verb everything it
// needs — checking its fields at load, its words, whether it can be done
// now, and doing it — so the text a player reads and what the engine does
// come from the same place.
//
// A verb runs in a context: the card whose text it is (ctx.src), the
// player using it (ctx.p), and during a mission attempt the attempt
// (g.attempt). A dilemma's steps run with the dilemma as source and its
// owner as player (dilemmaCtx).
type verb struct {
	// validate checks (and may complete) the step's fields at load; nil
	// accepts any.
	validate func(s *Step) error
	// text words the step: a clause, lower case, no final period.
	text func(s Step) string
	// possible reports whether the step can be done now (a cost must be
	// payable in full; an effect needs something to act on); nil: always.
	possible func(g *Game, ctx fxCtx, s *Step) bool
	// run does the step; it may pose decisions and push further work.
	run func(g *Game, ctx fxCtx, s Step)
	// dilemmaOnly: the step reads the dilemma being faced, so only a
	// dilemma's text may use it (validateAbilitySteps refuses it
	// elsewhere).
	dilemmaOnly bool
}

// verbTables lists the functions that return each mechanic file's verb
// table; add yours here.
var verbTables = []func() map[string]verb{
	handVerbs,
	selectionVerbs,
	dilemmaCostVerbs,
	reactVerbs,
	timedVerbs,
	choiceVerbs,
	revealVerbs,
	placedVerbs,
	pickedVerbs,
	playerVerbs,
	lookVerbs,
	presentVerbs,
	playVerbs,
	eventVerbs,
	pointVerbs,
	stopVerbs,
	missionVerbs,
}

// registry holds every registered verb. It is filled once, in init (verbs
// run engine code that looks verbs up, so a plain initializer would be an
// initialization cycle), and never written again.
var registry = map[string]*verb{}

func init() {
	for _, table := range verbTables {
		for name, v := range table() {
			if _, dup := registry[name]; dup {
				panic("game: verb " + name + " registered twice")
			}
			registry[name] = &v
		}
	}
}

// lookupVerb finds a registered verb.
func lookupVerb(do string) (*verb, bool) {
	v, ok := registry[do]
	return v, ok
}

// verbOf is the registered verb of s, found at load when s is card data.
func (s *Step) verbOf() (*verb, bool) {
	if s.reg != nil {
		return s.reg, true
	}
	return lookupVerb(s.Do)
}

// validateVerb checks a registered verb's step, and keeps the verb with
// it; ok is false when do is not registered.
func validateVerb(s *Step) (ok bool, err error) {
	v, ok := lookupVerb(s.Do)
	if !ok {
		return false, nil
	}
	s.reg = v
	if v.validate != nil {
		if err := v.validate(s); err != nil {
			return true, fmt.Errorf("%s: %w", s.Do, err)
		}
	}
	return true, nil
}

// dilemmaCtx is the context a dilemma's own steps run in: the dilemma is
// the source, its owner the player using it.
func (g *Game) dilemmaCtx() fxCtx {
	a := g.attempt
	return fxCtx{src: a.dilemma, p: a.player.Other(), mission: a.mission}
}

// validateAbilitySteps refuses, in text that is not a dilemma's, the steps
// only a dilemma may use, however deeply nested.
func validateAbilitySteps(steps []Step) error {
	for i := range steps {
		s := &steps[i]
		if v, ok := lookupVerb(s.Do); ok && v.dilemmaOnly {
			return fmt.Errorf("step %d (%s): only a dilemma's text may use it", i+1, s.Do)
		}
		for _, nested := range append([][]Step{s.Then, s.IfCannot, s.Cost, s.Else}, s.Choices...) {
			if err := validateAbilitySteps(nested); err != nil {
				return err
			}
		}
	}
	return nil
}
