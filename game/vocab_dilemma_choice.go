package game

import (
	"fmt"
	"slices"
	"strings"
)

// Dilemmas that hand a player a choice: "you may ... (to ...)", "unless
// you choose to ...", "choose one: ... or ... or ...", "your opponent may
// ...", "your opponent names a skill". The player given the choice
// performs the steps of it (a dilemma's other steps are performed for the
// dilemma's owner: dilemmaCtx); who that is, is the step's By, seen from
// the player facing the dilemma ("you" faces it, "opponent" owns it).
//
// Asking must not tell the other player about a hand (docs/architecture.md:
// being asked must not reveal a hand): a choice whose cost depends on the
// cards in the chooser's hand is always asked, with "do it" offered only
// when it can be done; a choice nobody could take for reasons everyone can
// see is not asked at all.

// dilemmaState is what the steps of the dilemma being faced have settled
// so far; it starts empty with each dilemma (nextDilemma).
type dilemmaState struct {
	// oneSkill: each personnel may use only one skill toward this
	// dilemma's requirements (one-skill-each); skillsUsed: the skill each
	// used toward them under that limit (vocab_skill_use_limit.go).
	oneSkill   bool
	skillsUsed []skillUsed
	// paid: the cards the last cost discarded, revealed, returned or
	// brought in ("that discarded personnel", "that Assassin").
	paid []int
	// picked: the card a pick-card step singled out, kept when a later
	// choice's cost replaces paid (a card matching its type:
	// vocab_discard_same_type.go).
	picked int
	// raise is added to each attribute requirement of this dilemma
	// (Brothers).
	raise int
	// named: the skill a player named for this dilemma.
	named string
	// namedSkills: the skills named for it when several were
	// (choose-named keeps one of them as named: vocab_choose_named.go);
	// namedKeyword: the keyword named for it (vocab_name_keyword.go).
	namedSkills  []string
	namedKeyword string
	// killed: how many personnel its own outcomes killed
	// (vocab_cond_killed_by_this.go).
	killed int
	// revealed: each seat's hand as this dilemma revealed it.
	revealed [2][]int
	// finished: the dilemma was overcome by its own text ("if he or she
	// cannot, this dilemma is overcome"): what is left of it does not
	// happen.
	finished bool
	// aftermath: the dilemma was prevented and overcome, and the text it
	// has for that case is running (Legal Inflexibility).
	aftermath bool
	// consumed: the dilemmas its Consume placed beneath the mission
	// (vocab_consume.go).
	consumed []int
	// swaps: skills of its requirements replaced by others
	// (vocab_replace_dilemma_skill.go).
	swaps []skillSwap
}

// dilemmaLive reports whether the next step of the dilemma being faced
// may still happen: not prevented (unless it is the text for being
// prevented), not overcome by its own text.
func (g *Game) dilemmaLive() bool {
	a := g.attempt
	return (!a.prevented || a.special.aftermath) && !a.special.finished
}

// notePaid records the cards a cost step just paid with, for the steps
// of the same text that refer back to them (the group paid: "that
// personnel", "a skill of the discarded personnel", "cards equal to its
// cost"): the dilemma being faced keeps its own, any other card's text
// its last (rules_play_cost.go).
func (g *Game) notePaid(ctx fxCtx, ids []int) {
	if a := g.attempt; a != nil && ctx.src == a.dilemma && a.dilemma != 0 {
		a.special.paid = slices.Clone(ids)
		return
	}
	if g.plays.paid == nil {
		g.plays.paid = map[int][]int{}
	}
	g.plays.paid[ctx.src] = g.lists.clone(ids) // kept while the game lasts
}

// actorFor is the context a registered verb of a dilemma runs in. A
// choice verb's By names the player given the choice ("you": the player
// facing the dilemma; "opponent": the dilemma's owner), who then performs
// what the choice settles. Any other verb is performed as its text reads
// (vocab_step_player.go): by "you" — the player facing the dilemma, or the
// player a surrounding choice was given to — or by the player its Player
// names. A verb that reads the dilemma being faced (dilemmaOnly) runs in
// the dilemma's own context.
func (g *Game) actorFor(ctx fxCtx, s *Step, v *verb) fxCtx {
	a := g.attempt
	if a == nil {
		return ctx
	}
	switch s.By {
	case ByYou:
		return ctx.asPerformer(a.player)
	case ByOpponent:
		return ctx.asPerformer(a.player.Other())
	}
	if !v.dilemmaOnly && s.Player == "" {
		return ctx.asPerformer(g.textYou(ctx))
	}
	return ctx
}

// Choice verbs.
const (
	DoMay           = "may"
	DoChooseOne     = "choose-one"
	DoName          = "name"
	DoScore         = "score"
	DoRaise         = "raise-requirements"
	DoWhenPrevented = "when-prevented"
	DoOvercome      = "overcome"
)

func init() { registerVerbs(choiceVerbs()) }

// choiceVerbs: the verbs of dilemmas that hand a player a choice, and of
// what those choices settle.
func choiceVerbs() map[string]verb {
	return map[string]verb{
		// may: the player named by By may do Cost (or, without a cost, Then);
		// having done it completely, Then follows; otherwise Else does.
		DoMay: {
			doc:         "the player named by by may do cost (or then); done completely, then follows, otherwise else",
			fields:      "by cost then else",
			readsBy:     true,
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if err := validateChooser(s); err != nil {
					return err
				}
				if len(s.Cost) == 0 && len(s.Then) == 0 {
					return fmt.Errorf("needs cost or then")
				}
				return nil
			},
			text: func(s Step) string {
				doing, then := s.Cost, s.Then
				if len(doing) == 0 {
					doing, then = s.Then, nil
				}
				t := chooserName(s.By) + " may " + ownerWorded(s.By, doing)
				if len(then) > 0 {
					t += thenWords(s.By, then)
				}
				if len(s.Else) > 0 {
					t += "; if not: " + clauses(s.Else)
				}
				return t
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.mayStep(ctx, s) },
		},
		// choose-one: the player named by By picks one of Choices that can be
		// done, and does it.
		DoChooseOne: {
			doc:         "the player named by by picks one of choices that can be done, and does it",
			fields:      "by choices",
			readsBy:     true,
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if len(s.Choices) < 2 {
					return fmt.Errorf("needs two choices or more")
				}
				return validateChooser(s)
			},
			text: func(s Step) string {
				var alts []string
				for _, c := range s.Choices {
					alts = append(alts, clauses(c))
				}
				return chooserName(s.By) + " choose" + verbS(chooserName(s.By)) + " one: " + strings.Join(alts, "; or ")
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.chooseOne(ctx, s) },
		},
		// name: the player named by By names a skill (What: skill); later steps
		// of the dilemma refer to it.
		DoName: {
			doc:         "the player named by by names a skill (count: that many different skills, kept for choose-named) or a keyword (what: keyword), which the dilemma's later steps read",
			fields:      "by what except count",
			readsBy:     true,
			dilemmaOnly: true,
			validate:    validateName, // vocab_name_keyword.go
			text:        nameText,
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.What == "keyword" {
					g.nameKeywordForDilemma(ctx)
					return
				}
				g.nameSkillsForDilemma(ctx, s.Except, max(s.Count, 1))
			},
		},
		// score: the player performing it scores Amount points; with Many,
		// Amount for each thing it counts ("5 points for each mission you
		// command with no opponent's ship at it").
		DoScore: {
			doc:    "the performer scores amount points (times many, when given)",
			fields: "amount many",
			validate: func(s *Step) error {
				if s.Amount <= 0 {
					return fmt.Errorf("needs a positive amount")
				}
				return s.Many.validate()
			},
			text: func(s Step) string {
				switch {
				case s.Many != nil && s.Many.eachText() != "":
					return fmt.Sprintf("score %d points for each %s", s.Amount, s.Many.eachText())
				case s.Many != nil && s.Amount == 1:
					return "score as many points as " + s.Many.Text()
				case s.Many != nil:
					return fmt.Sprintf("score %d points times %s", s.Amount, s.Many.Text())
				}
				return fmt.Sprintf("score %d points", s.Amount)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.Many == nil {
					g.scorePoints(ctx, s.Amount)
					return
				}
				amount := s.Amount // not s: a step kept went to the heap at every score
				g.withAmount(ctx, s.Many, func(n int) { g.scorePoints(ctx, amount*n) })
			},
		},
		// raise-requirements: add Amount to each attribute requirement of this
		// dilemma (its bold attribute totals: Glossary – dilemmas).
		// With many, amount for each one it counts (Divide and Conquer,
		// 34V004: per interrupt its owner has discarded), read when the
		// step runs.
		DoRaise: {
			doc:         "each attribute requirement of this dilemma is amount higher (with many: amount for each one many counts)",
			fields:      "amount many",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if err := positiveAmount(s); err != nil {
					return err
				}
				return s.Many.validate()
			},
			text: func(s Step) string {
				t := fmt.Sprintf("add %d to each attribute requirement of this dilemma", s.Amount)
				if s.Many != nil {
					if e := s.Many.eachText(); e != "" {
						return t + " for each " + e
					}
					return t + " times " + s.Many.Text()
				}
				return t
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				a := g.attempt
				n := s.Amount
				if s.Many != nil {
					n *= s.Many.value(g, ctx, nil)
				}
				if n == 0 {
					return
				}
				a.special.raise += n
				g.emit(Event{Kind: "raise", Player: ctx.p, Cards: g.one(a.dilemma),
					Text: fmt.Sprintf("Each attribute requirement of %s is %d higher.", g.ref(a.dilemma), a.special.raise)})
			},
		},
		// when-prevented: standing text of the dilemma: when it is overcome
		// after being prevented, Then happens (preventDilemma).
		DoWhenPrevented: {
			doc:         "when this dilemma is overcome after being prevented, then follows",
			fields:      "then",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if len(s.Then) == 0 {
					return fmt.Errorf("needs then")
				}
				return nil
			},
			text: func(s Step) string { return "when this dilemma is overcome after being prevented: " + clauses(s.Then) },
			run:  func(*Game, fxCtx, Step) {},
		},
		// overcome: the dilemma is overcome now; the rest of it does not
		// happen.
		DoOvercome: {
			doc:         "the dilemma is overcome now; the rest of it does not happen",
			dilemmaOnly: true,
			text:        func(Step) string { return "this dilemma is overcome" },
			run: func(g *Game, ctx fxCtx, s Step) {
				a := g.attempt
				if a.placed {
					return
				}
				a.special.finished, a.placed = true, true
				g.overcome(a.dilemma, OvercomeFaced, "")
			},
		},
	}
}

func validateChooser(s *Step) error {
	switch s.By {
	case "":
		s.By = ByYou
	case ByYou, ByOpponent:
	default:
		return fmt.Errorf("by must be you or opponent, not %q", s.By)
	}
	return nil
}

// chooserName names the chooser as the facing player reads the dilemma.
func chooserName(by string) string {
	if by == ByOpponent {
		return "your opponent"
	}
	return "you"
}

// thenWords words what a may step pays for, after what it pays with:
// "to" before what simply follows, and a clause of its own, naming the
// chooser again, before a further choice of the same player ("... may
// discard an event from hand; having done so, ... may destroy an event":
// Just Following Orders, 23V008).
func thenWords(by string, then []Step) string {
	if len(then) > 0 && then[0].May && then[0].Player == "" {
		first := then[0]
		first.May = false
		rest := append([]Step{first}, then[1:]...)
		return "; having done so, " + chooserName(by) + " may " + clauses(rest)
	}
	return ", to " + clauses(then)
}

// mayStep offers the choice of a may step. What the choice, its
// wording and its continuations read is one mayChoice (slab), and its
// options, prompt and continuations are plain functions of it: they were
// some ten closures a choice, each keeping the context.
func (g *Game) mayStep(ctx fxCtx, s Step) {
	a := g.attempt
	doing, then := s.Cost, s.Then
	if len(doing) == 0 {
		doing, then = s.Then, nil
	}
	able := g.choicePossible(ctx, doing)
	if !able && !stepsPrivate(doing) {
		g.dilemmaActionsAs(g.dilemmaCtx(), s.Else) // nobody could do it, as everyone can see: no question
		return
	}
	// The steps are card data, and the dilemma stays the one faced. What
	// the choice pays for, or what follows a refusal, is the dilemma's
	// text, written to the player facing it; the chooser reads it (what
	// the chooser does is worded for its performer already).
	mc := g.dil.mays.take(mayChoice{ctx: ctx, doing: doing, then: then, orElse: s.Else, by: s.By, a: a, dilemma: a.dilemma, facing: a.player})
	n := 0
	if able {
		mc.acts[n] = action{Option: Option{Action: ActPick, label: mayDoLabel, apply: mayDo}}
		n++
	}
	mc.acts[n] = action{Option: Option{Label: "Do not", Action: ActEnd, apply: mayDecline}}
	if len(mc.orElse) > 0 {
		mc.acts[n].label = mayDeclineLabel
	}
	n++
	g.dil.may = mc
	g.offerPrompted(ctx.p, KindOptional, "", mayPrompt, mc.acts[:n])
}

// mayChoice is a may step's choice being offered (mayStep): the pending
// decision's (Game.dil.may), and then its continuations'.
type mayChoice struct {
	ctx                 fxCtx
	doing, then, orElse []Step
	by                  string
	a                   *attempt
	dilemma             int
	facing              Player
	acts                [2]action // the options offered, kept by offer until answered
}

// The question and its options are worded when read (buildText, while
// the choice is the pending decision): bots never read them.

func mayPrompt(g *Game) string {
	mc := g.dil.may
	if len(mc.then) > 0 {
		return fmt.Sprintf("%s: %s%s?", g.cardName(mc.dilemma), capitalize(choiceWords(mc.ctx.p, mc.facing, mc.doing)), wordedFor(mc.ctx.p, mc.facing, thenWords(mc.by, mc.then)))
	}
	return fmt.Sprintf("%s: %s?", g.cardName(mc.dilemma), capitalize(choiceWords(mc.ctx.p, mc.facing, mc.doing)))
}

func mayDoLabel(g *Game, _ *Option) string {
	mc := g.dil.may
	return capitalize(choiceWords(mc.ctx.p, mc.facing, mc.doing))
}

func mayDeclineLabel(g *Game, _ *Option) string {
	mc := g.dil.may
	return "Do not: " + wordedFor(mc.ctx.p, mc.facing, clauses(mc.orElse))
}

// takeMay returns the choice just answered; the game keeps it no longer.
func (g *Game) takeMay() *mayChoice {
	mc := g.dil.may
	g.dil.may = nil
	return mc
}

// mayDo: the chooser does it; what it pays for follows (mayThen).
func mayDo(g *Game, _ *Option) {
	mc := g.takeMay()
	ctx := mc.ctx
	if !g.quiet {
		g.emit(Event{Kind: "choice", Player: ctx.p, Cards: g.one(mc.a.dilemma), Text: fmt.Sprintf("%s chooses to %s.", g.players[ctx.p].Name, g.inNames(ctx.p, choiceWords(ctx.p, mc.facing, mc.doing)))})
	}
	mc.a.special.paid = nil
	g.pushWait(dilWait{op: waitMayThen, may: mc})
	g.pushWait(dilWait{op: waitMayDo, may: mc})
}

// mayThen: done completely, what it pays for follows; otherwise the
// alternative.
func (g *Game) mayThen(mc *mayChoice) {
	if len(mc.then) == 0 {
		return
	}
	if g.costPaid(mc.doing) {
		g.dilemmaActionsAs(mc.ctx, mc.then)
	} else {
		g.emit(Event{Kind: "cannot", Player: mc.ctx.p, Text: "That was not done completely; what it would pay for does not happen."})
		g.dilemmaActionsAs(g.dilemmaCtx(), mc.orElse)
	}
}

// mayDecline: the chooser declines; the alternative follows.
func mayDecline(g *Game, _ *Option) {
	mc := g.takeMay()
	if !g.quiet {
		g.emit(Event{Kind: "choice", Player: mc.ctx.p, Cards: g.one(mc.a.dilemma), Text: fmt.Sprintf("%s declines.", g.players[mc.ctx.p].Name)})
	}
	g.dilemmaActionsAs(g.dilemmaCtx(), mc.orElse)
}

// choicePossible reports whether a player could do steps now: what
// stepsPossible checks, and a selection whose outcome is what the player
// would do has someone to pick (a cost is paid in full: Glossary: actions).
func (g *Game) choicePossible(ctx fxCtx, steps []Step) bool {
	if !g.costPossible(ctx, steps) {
		return false
	}
	for i := range steps { // by index: a Step is big to copy
		s := &steps[i]
		if s.Do != DoSelect || s.Outcome == "" {
			continue
		}
		if pool := g.choosable(s, g.selectCandidates(s)); len(pool) < g.selectWant(s, pool) {
			return false
		}
	}
	return true
}

// stepsPrivate reports whether whether steps can be done depends on what
// only their performer may see (the cards in hand).
func stepsPrivate(steps []Step) bool {
	for i := range steps {
		if v, ok := steps[i].verbOf(); ok && v.private {
			return true
		}
	}
	return false
}

// costPaid reports whether the steps a player chose to do were done
// completely: a selection whose outcome was prevented was not, nor a step
// that paid with nothing (Glossary: actions – costs are paid in full).
func (g *Game) costPaid(steps []Step) bool {
	for i := range steps { // by index: a Step is big to copy
		if v, ok := steps[i].verbOf(); ok && v.paid != nil && !v.paid(g, &steps[i]) {
			return false
		}
	}
	return true
}

// specialPaid: a step that pays with cards (discarded, revealed,
// replaced, returned) was done completely when it paid with some.
func specialPaid(g *Game, _ *Step) bool { return len(g.attempt.special.paid) > 0 }

// chooseOne offers the choices that can be done now; one alone is simply
// done.
func (g *Game) chooseOne(ctx fxCtx, s Step) {
	a := g.attempt
	var acts []action
	for _, c := range s.Choices {
		if !g.choicePossible(ctx, c) {
			continue
		}
		c := c
		acts = append(acts, action{Option{Label: capitalize(clauses(c)), Action: ActPick}, func() {
			g.emit(Event{Kind: "choice", Player: ctx.p, Cards: g.one(a.dilemma), Text: fmt.Sprintf("%s chooses: %s.", g.players[ctx.p].Name, g.inNames(ctx.p, clauses(c)))})
			g.dilemmaActionsAs(ctx, c)
		}})
	}
	switch len(acts) {
	case 0:
		return
	case 1:
		acts[0].do()
		return
	}
	g.offer(ctx.p, KindOptional, g.cardName(a.dilemma)+": choose one", acts)
}

// nameSkillsForDilemma: the performer names a skill, or n different
// skills one after another (kept in namedSkills for choose-named). The
// options say how many of the facing player's missions require each
// (requirements are public), most first.
func (g *Game) nameSkillsForDilemma(ctx fxCtx, except []string, n int) {
	a := g.attempt
	if n > 1 {
		except = append(slices.Clip(except), a.special.namedSkills...)
	}
	type named struct {
		skill string
		n     int
	}
	var list []named
	for _, k := range skillNames {
		if slices.Contains(except, k) {
			continue // the text forbids naming it (vocab_named_req.go)
		}
		list = append(list, named{k, len(g.missionsRequiring(a.player, k))})
	}
	slices.SortStableFunc(list, func(x, y named) int { return y.n - x.n })
	var acts []action
	for _, x := range list {
		x := x
		label := x.skill
		if x.n > 0 {
			label = fmt.Sprintf("%s (required by %d of %s's missions)", x.skill, x.n, g.players[a.player].Name)
		}
		acts = append(acts, action{Option{Label: label, Action: ActPick}, func() {
			g.emit(Event{Kind: "name", Player: ctx.p, Cards: g.one(a.dilemma), Text: fmt.Sprintf("%s names %s.", g.players[ctx.p].Name, x.skill)})
			if n > 1 {
				a.special.namedSkills = append(a.special.namedSkills, x.skill)
				if len(a.special.namedSkills) < n {
					g.nameSkillsForDilemma(ctx, except, n)
				}
				return
			}
			a.special.named = x.skill
			g.noteNamedFor(a.dilemma, x.skill) // vocab_named_lasting.go
		}})
	}
	g.offer(ctx.p, KindNameSkill, g.cardName(a.dilemma)+": name a skill", acts)
}

// missionsRequiring lists the missions p commands whose requirements (as
// they are now) name skill.
func (g *Game) missionsRequiring(p Player, skill string) []int {
	var out []int
	for _, m := range g.allMissions() {
		if !g.commandsMission(p, m) {
			continue
		}
		if r := g.missionReq(m); r != nil && slices.Contains(r.SkillsNamed(), skill) {
			out = append(out, m)
		}
	}
	return out
}

// raisedReq is a dilemma requirement as this dilemma now asks it: its
// raise added to every attribute total, and its replaced skills
// (vocab_replace_dilemma_skill.go) swapped in.
func (g *Game) raisedReq(r *Req) *Req {
	a := g.attempt
	if a == nil || r == nil {
		return r
	}
	r = swapSkills(r, a.special.swaps)
	if a.special.raise == 0 {
		return r
	}
	return raiseAttrs(r, a.special.raise)
}

func raiseAttrs(r *Req, n int) *Req {
	c := *r
	switch c.Kind {
	case ReqAttr, ReqAnyAttr:
		c.Over += n
	}
	if len(r.Children) > 0 {
		c.Children = make([]*Req, len(r.Children))
		for i, k := range r.Children {
			c.Children[i] = raiseAttrs(k, n)
		}
	}
	return &c
}

// whenPrevented runs the text a prevented dilemma has for that case, once
// it is overcome (Legal Inflexibility).
func (g *Game) whenPrevented() {
	a := g.attempt
	for _, s := range g.cards[a.dilemma].Card.Effect {
		if s.Do != DoWhenPrevented {
			continue
		}
		a.special.aftermath = true
		g.push(func() { a.special.aftermath = false })
		g.dilemmaActions(s.Then) // runs first: pushed last
	}
}

// revealSteps schedules the steps a dilemma does as it is revealed, before
// it is faced (Glossary – attempting missions, 3.d).
// effect is card data, which nothing changes: the steps scheduled point
// to it (a copy of each went to the heap), pushed last first, one at a
// time.
func (g *Game) revealSteps(effect []Step) {
	for i := len(effect) - 1; i >= 0; i-- {
		if s := &effect[i]; s.AtReveal {
			g.push(func() { g.runStepAs(g.dilemmaCtx(), s) }) // as dilemmaActions runs card data
		}
	}
}

// withoutReveal is effect without the steps done as it is revealed.
func withoutReveal(effect []Step) []Step {
	if !slices.ContainsFunc(effect, func(s Step) bool { return s.AtReveal }) {
		return effect
	}
	var out []Step
	for _, s := range effect {
		if !s.AtReveal {
			out = append(out, s)
		}
	}
	return out
}

// scorePoints: the performer of ctx scores n points from card text (not
// a mission's own points).
func (g *Game) scorePoints(ctx fxCtx, n int) {
	if n <= 0 {
		return
	}
	g.players[ctx.p].Score += n
	if a := g.attempt; a != nil && ctx.src == a.dilemma {
		a.acted = true // one of the dilemma's own actions
	}
	ps := g.players[ctx.p]
	g.emit(Event{Kind: "score", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s scores %d points from %s (%d).", ps.Name, n, g.ref(ctx.src), ps.Score)})
}

// ownerWorded words what a dilemma's chooser does. Most verbs a dilemma
// hands its owner already speak of the facing player's cards ("your
// hand"); a verb worded for whoever performs it (give-command: "your
// event to your opponent") is turned around when the owner performs it,
// since the dilemma's text speaks to the facing player.
func ownerWorded(by string, steps []Step) string {
	t := clauses(steps)
	if by == ByOpponent && slices.ContainsFunc(steps, func(s Step) bool { return s.Do == DoGiveCommand || s.Do == DoPlaceFromHand }) {
		return swapSides(t)
	}
	return t
}
