package game

import (
	"fmt"
	"slices"
	"strings"
)

// The verb registry: every step verb of card text is one verb value,
// defined once, in the file of the mechanic it belongs to (the dilemma
// interpreter's own verbs in vocab_dilemmas.go and vocab_dilemma_select.go, the first
// ability verbs in vocab_abilities.go, engagement and combat verbs in
// rules_combat.go, and so on). One definition gives a verb everything it needs:
// what it does in a few words (doc), the step fields it reads (fields),
// checking them at load (validate), its words (text), whether it can be
// done now (possible), and doing it (run, or runDilemma) — so the text a
// player reads, what the engine does and the generated reference
// (docs/vocabulary.md) come from the same place.
//
// Registration: each mechanic file has an init function that hands its
// table to registerVerbs:
//
//	func init() { registerVerbs(handVerbs()) }
//
// so adding a verb touches its own file (and its test) only. The
// registry is filled by those init functions, before any game exists, and
// never written again; registering a name twice stops the program at
// start-up (TestVerbRegisteredTwiceRefused).
//
// A verb runs in a context: the card whose text it is (ctx.src), the
// player using it (ctx.p), and during a mission attempt the attempt
// (g.attempt). A dilemma's steps run with the dilemma as source and its
// owner as player (dilemmaCtx).
type verb struct {
	// doc says what the verb does, in a few words, for the reference.
	doc string
	// fields lists the step fields the verb reads, by their YAML names
	// separated by spaces ("count filter random"); stepFieldDocs says
	// what each means. Loading refuses a step that sets any other field
	// (checkStepFields), beyond those every step may set (do, player,
	// may, at_reveal).
	fields string
	// validate checks (and may complete) the step's fields at load; nil
	// accepts any.
	validate func(s *Step) error
	// text words the step: a clause, lower case, no final period.
	text func(s Step) string
	// possible reports whether the step can be done now (a cost must be
	// payable in full; an effect needs something to act on); nil: always.
	possible func(g *Game, ctx fxCtx, s *Step) bool
	// run does the step as ctx's player performs it; it may pose
	// decisions and push further work.
	run func(g *Game, ctx fxCtx, s Step)
	// runDilemma, set instead of run, marks one of the dilemma
	// interpreter's own verbs: the dilemma itself does it (no performer,
	// never optional: player and may are refused), on the card's step
	// itself (by pointer: what it schedules keeps the step).
	runDilemma func(g *Game, ctx fxCtx, s *Step)
	// dilemmaOnly: the step reads the dilemma being faced, so only a
	// dilemma's text may use it (validateAbilitySteps refuses it
	// elsewhere).
	dilemmaOnly bool
	// readsBy: the verb reads By, the player who makes its choice (a
	// selection's picker, the player a dilemma hands a choice to). Who
	// performs any other step is its Player (vocab_step_player.go).
	readsBy bool
	// private: whether the step can be done depends on what only its
	// performer may see (the cards in hand: stepsPrivate).
	private bool
	// paid reports whether the step, done as a cost a player chose to
	// pay, was done completely (costPaid); nil: it was.
	paid func(g *Game, s *Step) bool
	// undergoes names what the step does to each card it reaches, as a
	// "cannot" modifier names it (OutStop, OutKill, OutToHand), or
	// undergoesOutcome for a step whose outcome field says it; "" when
	// it does nothing a card may be exempt from. A card that cannot
	// undergo it cannot be chosen for it and is spared it, and a cost
	// that must do it to such a card cannot be paid (Glossary: cannot;
	// Paying costs): rules_cannot_reach.go, one check for every verb.
	undergoes string
	// reaches lists the cards the step does it to whatever anyone
	// chooses (this card, the trigger's subject, every card of a group),
	// for that cost check; nil when the step only picks among
	// candidates, which its own lists filter with mayUndergo.
	reaches func(g *Game, ctx fxCtx, s *Step) []int

	// reads is fields as a set, made at registration.
	reads map[string]bool
}

// registry holds every registered verb. It is filled by the mechanic
// files' init functions (registerVerbs) and never written again.
var registry = map[string]*verb{}

// registerVerbs adds a mechanic file's verbs to the registry, at
// start-up; a name registered twice is a programming error.
func registerVerbs(table map[string]verb) {
	if err := addVerbs(registry, table); err != nil {
		panic("game: " + err.Error())
	}
}

// addVerbs adds table's verbs to reg, refusing a name reg already has.
func addVerbs(reg map[string]*verb, table map[string]verb) error {
	for name, v := range table {
		if _, dup := reg[name]; dup {
			return fmt.Errorf("verb %s registered twice", name)
		}
		if (v.run == nil) == (v.runDilemma == nil) {
			return fmt.Errorf("verb %s needs exactly one of run and runDilemma", name)
		}
		if v.text == nil || v.doc == "" {
			return fmt.Errorf("verb %s needs doc and text", name)
		}
		if v.reaches != nil && v.undergoes == "" {
			return fmt.Errorf("verb %s reaches cards but does not say what they undergo", name)
		}
		v.reads = map[string]bool{}
		for _, f := range strings.Fields(v.fields) {
			if _, ok := stepFieldIndex[f]; !ok {
				return fmt.Errorf("verb %s reads %q, which is no step field", name, f)
			}
			v.reads[f] = true
		}
		reg[name] = &v
	}
	return nil
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

// validateVerb checks a step's verb and fields, and keeps the verb with
// it.
func validateVerb(s *Step) error {
	v, ok := lookupVerb(s.Do)
	if !ok {
		return fmt.Errorf("unknown verb")
	}
	s.reg = v
	if (s.Player != "" || s.May) && v.runDilemma != nil {
		return fmt.Errorf("player and may belong to steps a player performs, not to the dilemma's own %s", s.Do)
	}
	if s.By != "" && !v.readsBy {
		return fmt.Errorf("by names who chooses (%s); who performs a step is player", strings.Join(verbsReadingBy(), ", "))
	}
	if err := checkStepFields(s, v); err != nil {
		return err
	}
	if v.validate != nil {
		if err := v.validate(s); err != nil {
			return fmt.Errorf("%s: %w", s.Do, err)
		}
	}
	return nil
}

// verbsReadingBy lists, sorted, the verbs that read By.
func verbsReadingBy() []string {
	var out []string
	for name, v := range registry {
		if v.readsBy {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
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
