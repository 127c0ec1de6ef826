package game

import (
	"fmt"
	"slices"
	"strings"
)

// StepFields say who performs a step: card text often has another
// player act ("each player discards a card", "the loser discards a random
// card", "that player may draw a card"), and makes a step optional ("then
// you may draw a card": Step.May). One wrapper (stepAsPlayers) runs any
// registered or ability verb that way, so a verb only ever acts for ctx.p.
// The other fields belong to the event, mission and equipment verbs.
type StepFields struct {
	// Player: who performs the step — "" (you), "opponent", "each" (each
	// player in turn, you first: Glossary: actions – a single action
	// affecting several players is performed in turn order starting with
	// the card's owner), "acting" (the player whose action triggered the
	// text: who attempts, plays, begins the turn), or "acting-opponent"
	// (the player to that player's left). In a dilemma's text "you" is the
	// player facing it.
	Player string `yaml:"player,omitempty" json:"player,omitempty"`
	// Whose: whose cards, deck or hand a step reaches — yours when absent
	// ("your"), "opponent", "any" (destroy-card), "each-commanding" (each
	// player commanding a card Filter matches: the looking verbs); each
	// verb checks which it reads.
	Whose string `yaml:"whose,omitempty" json:"whose,omitempty"`
	// With: a stop step also stops one personnel matching it, present
	// (vocab_equipment.go).
	With *Filter `yaml:"with,omitempty" json:"with,omitempty"`
	// CheaperThan: a destroy step may pick only cards costing less than
	// the number of cards in your hand matching it (shown when revealed).
	CheaperThan *Filter `yaml:"cheaper_than,omitempty" json:"cheaper_than,omitempty"`
	// WherePlayable: cards a step places at a headquarters must be ones
	// that could be played there (its play permissions); without it they
	// go there whatever the headquarters allows (vocab_download_to_hq.go).
	WherePlayable bool `yaml:"where_playable,omitempty" json:"where_playable,omitempty"`
}

// Step performers.
const (
	ByActing         = "acting"
	ByActingOpponent = "acting-opponent"
	ByEach           = "each"
)

func (f *StepFields) validate() error {
	switch f.Player {
	case "", ByOpponent, ByEach, ByActing, ByActingOpponent:
	default:
		return fmt.Errorf("unknown player %q", f.Player)
	}
	switch f.Whose {
	case "", WhoseYour, WhoseOpponent, WhoseAny, whoseEachCommander:
	default:
		return fmt.Errorf("unknown whose %q", f.Whose)
	}
	if err := f.With.validate(); err != nil {
		return err
	}
	return f.CheaperThan.validate()
}

// stepPlayers lists who performs s, in order. "You" is the player text
// speaks to (textYou: in a dilemma's text, the player facing it). The
// list is a value (a slice of one or two players went to the heap at
// every step checked).
func (g *Game) stepPlayers(ctx fxCtx, s *Step) performers {
	you := g.textYou(ctx)
	acting := you
	if ctx.trig != nil {
		acting = ctx.trig.Player
	}
	switch s.Player {
	case ByOpponent:
		return performers{p: [2]Player{you.Other()}, n: 1}
	case ByEach:
		return performers{p: [2]Player{you, you.Other()}, n: 2}
	case ByActing:
		return performers{p: [2]Player{acting}, n: 1}
	case ByActingOpponent:
		return performers{p: [2]Player{acting.Other()}, n: 1}
	}
	return performers{p: [2]Player{you}, n: 1}
}

// performers are the players who perform a step, in order.
type performers struct {
	p [2]Player
	n int
}

// list is the performers as a slice of pf's own array.
func (pf *performers) list() []Player { return pf.p[:pf.n] }

// asPerformer is ctx with p performing a step: the step's "you".
func (ctx fxCtx) asPerformer(p Player) fxCtx {
	ctx.p, ctx.performer = p, true
	return ctx
}

// plain is s without its performer and option, as each performer runs it.
func (s Step) plain() Step {
	s.Player, s.May = "", false
	return s
}

// stepAsPlayers runs s for each of its performers (asking first when it
// is optional) and reports whether it handled s; a step for you that is
// not optional is left to the verb. s is card data that nothing changes:
// the steps scheduled keep the pointer, and each performer's plain copy
// is made when it runs.
func (g *Game) stepAsPlayers(ctx fxCtx, s *Step) bool {
	if s.Player == "" && !s.May {
		return false
	}
	// Pushed one at a time, last first, without a list, as data
	// (dilWait): a closure keeping the performer's ctx was made per
	// performer.
	who := g.stepPlayers(ctx, s)
	ps := who.list()
	for i := len(ps) - 1; i >= 0; i-- {
		op := waitPerform
		if s.May {
			op = waitOfferStep
		}
		g.pushWait(dilWait{op: op, ctx: ctx.asPerformer(ps[i]), s: s})
	}
	return true
}

// offerStep asks ctx.p whether to do s, optional, if it is possible. The
// question and options are worded when read (bots do not), from
// Game.dil.offered, the pending decision's.
func (g *Game) offerStep(ctx fxCtx, s *Step) {
	if !g.stepPossible(ctx, s) { // as its plain copy: see someoneCan
		return
	}
	m := &g.dil
	m.offered = offeredStep{ctx: ctx, s: s}
	m.offerActs = [2]action{
		{Option: Option{Action: ActPick, label: doItLabel, apply: doOfferedStep}},
		{Option: Option{Action: ActEnd, label: doNotLabel, apply: declineOfferedStep}},
	}
	g.offerPrompted(ctx.p, KindOptional, "", offeredPrompt, m.offerActs[:])
}

// offeredStep is what offerStep's decision reads.
type offeredStep struct {
	ctx fxCtx
	s   *Step
}

func offeredPrompt(g *Game) string {
	o := &g.dil.offered
	return fmt.Sprintf("%s: %s?", g.cardName(o.ctx.src), capitalize(stepText(o.s.plain())))
}

func doItLabel(g *Game, _ *Option) string {
	return "Do it: " + capitalize(stepText(g.dil.offered.s.plain()))
}

func doNotLabel(g *Game, _ *Option) string {
	return "Do not " + stepText(g.dil.offered.s.plain())
}

// doOfferedStep: the performer does the step offered.
func doOfferedStep(g *Game, _ *Option) {
	o := g.dil.offered
	g.dil.offered = offeredStep{}
	g.doStep(o.ctx, o.s.plain())
}

func declineOfferedStep(g *Game, _ *Option) { g.dil.offered = offeredStep{} }

// stepPossibleAsPlayers: a step another player performs is possible
// when some performer can do it; an optional step never makes the steps
// impossible (declining is allowed), but steps that are all optional need
// one that can be done (optionalStepsPossible). ok is false when s is a
// plain step the caller checks itself.
func (g *Game) stepPossibleAsPlayers(ctx fxCtx, s *Step) (possible, ok bool) {
	if s.Player == "" && !s.May {
		return false, false
	}
	return s.May || g.someoneCan(ctx, s), true
}

// someoneCan reports whether a performer of s could do it now. Another
// player's option counts as possible whatever that player holds: checking
// it would tell ctx.p about a hand (Rulebook: Showing your cards).
//
// s is card data, read in place: each performer is asked of it as its
// plain copy (stepPossible reads neither Player nor May); a copy, which
// the verbs' checks keep a pointer to, went to the heap.
func (g *Game) someoneCan(ctx fxCtx, s *Step) bool {
	you := g.textYou(ctx)
	who := g.stepPlayers(ctx, s)
	return slices.ContainsFunc(who.list(), func(p Player) bool {
		if s.May && p != you {
			return true
		}
		return g.stepPossible(ctx.asPerformer(p), s)
	})
}

// optionalStepsPossible: text made only of optional steps is pointless
// unless one of them could be done.
func (g *Game) optionalStepsPossible(ctx fxCtx, steps []Step) bool {
	if len(steps) == 0 {
		return true
	}
	for i := range steps { // by index: a Step is big to copy
		if !steps[i].May {
			return true
		}
	}
	for i := range steps {
		if g.someoneCan(ctx, &steps[i]) {
			return true
		}
	}
	return false
}

// playerStepText words a step someone else performs or that is optional.
func playerStepText(s Step) (string, bool) {
	if s.Player == "" && !s.May {
		return "", false
	}
	// The words of a step speak to whoever performs it ("your hand"):
	// another performer is told to "do this", unless the words name
	// nobody's cards ("your opponent may draw a card").
	t := stepText(s.plain())
	who := map[string]string{ByOpponent: "your opponent", ByEach: "each player in turn (you first)",
		ByActing: "that player", ByActingOpponent: "the opponent of that player"}[s.Player]
	switch {
	case s.Player == "":
		return "you may " + t, true
	case s.May && !speaksToYou(t):
		return who + " may " + t, true
	case s.May:
		return who + " may do this: " + t, true
	}
	return who + " does this: " + t, true
}

// speaksToYou reports whether words address their performer ("your
// hand", "you command").
func speaksToYou(t string) bool {
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '(' || r == ')' }) {
		if w == "you" || w == "your" || w == "yours" {
			return true
		}
	}
	return false
}
