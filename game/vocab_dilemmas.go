package game

import (
	"fmt"
	"slices"
)

// The dilemma interpreter: runs encoded steps (vocab_steps.go) against the
// personnel facing the dilemma, one action at a time (Rulebook: Facing
// Dilemmas; Glossary – attempting missions, step 3.i). Scheduling and the
// windows between actions are in rules_attempt.go (dilemmaActions).

// unless checks a dilemma's requirement, as its own text may have raised
// it (Brothers). Checking is not an action; what follows is. Skill costs
// are answered for first (vocab_skill_costs.go), then the check comes back to
// the same requirement.
func (g *Game) unless(ctx fxCtx, s *Step, req *Req) {
	a := g.attempt
	// Checked again once the costs are answered: the closure, made only
	// when someone's skills cost something, keeps one pointer (slab),
	// not the context.
	if !g.skillCostsFree(req) {
		u := g.dil.unlesses.take(unlessCheck{ctx: ctx, s: s, req: req})
		if !g.skillCostsAsk(req, func() { g.refreshAttempt(); g.unless(u.ctx, u.s, u.req) }) {
			return
		}
	}
	rc := g.reqCtx(a)
	// The outcome is worded when read: req does not change, nor does the
	// group, a copy made for this check.
	// A quiet game keeps no event: none is made, nor the copy.
	if req.MetIn(rc) {
		if !g.quiet {
			g.emit(Event{Kind: "requirement", Player: a.player, render: func(g *Game, e *Event) {
				e.Text = g.players[e.Player].Name + "'s personnel have " + req.Words() + "."
			}})
		}
		g.skillsUsedFor(req, rc) // vocab_skill_use_limit.go
		return
	}
	if !g.quiet {
		held := heldReqCtx(req, rc)
		g.emit(Event{Kind: "requirement", Player: a.player, render: func(g *Game, e *Event) {
			e.Text = g.players[e.Player].Name + "'s personnel do not have " + req.Words() + lacking(req, held) + "."
		}})
	}
	g.dilemmaActionsAs(ctx, s.Then)
}

// unlessCheck is what unless checks again once skill costs are answered.
type unlessCheck struct {
	ctx fxCtx
	s   *Step
	req *Req
}

// runStepAs runs one step of a dilemma; ctx says who performs the
// verbs among its steps a player performs (the dilemma's owner, or the
// player a "may" or "choose-one" gave the choice to).
func (g *Game) runStepAs(ctx fxCtx, s *Step) {
	g.refreshAttempt()
	v, ok := s.verbOf()
	if !ok {
		return
	}
	if v.runDilemma != nil {
		v.runDilemma(g, ctx, s)
		return
	}
	if c := g.actorFor(ctx, s, v); !g.stepAsPlayers(c, s) { // another performer, or optional
		v.run(g, c, *s)
	}
}

func init() { registerVerbs(interpreterVerbs()) }

// interpreterVerbs are the dilemma interpreter's own verbs: the dilemma
// checks its requirements, and moves itself.
func interpreterVerbs() map[string]verb {
	return map[string]verb{
		// unless: if the facing personnel do not meet Req, Then follows.
		DoUnless: {
			doc:         "if the personnel facing the dilemma do not meet its requirements, do the then steps",
			fields:      "req then",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				r, err := ParseRequirements(s.Req)
				if err != nil {
					return err
				}
				s.req = r
				if len(s.Then) == 0 {
					return fmt.Errorf("needs then")
				}
				return nil
			},
			text: func(s Step) string {
				return "if the facing personnel lack " + reqText(s.Req) + ": " + clauses(s.Then)
			},
			runDilemma: func(g *Game, ctx fxCtx, s *Step) { g.unless(ctx, s, g.raisedReq(s.req)) },
		},
		// if-remaining: Then follows if at least AtLeast personnel still
		// face the dilemma.
		DoIfRemaining: {
			doc:         "do the then steps if at least so many personnel still face the dilemma",
			fields:      "at_least then",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if s.AtLeast <= 0 || len(s.Then) == 0 {
					return fmt.Errorf("needs at_least and then")
				}
				return nil
			},
			text: func(s Step) string {
				return fmt.Sprintf("with at least %d personnel still facing it: %s", s.AtLeast, clauses(s.Then))
			},
			runDilemma: func(g *Game, ctx fxCtx, s *Step) {
				if len(g.attempt.personnel) >= s.AtLeast {
					g.dilemmaActionsAs(ctx, s.Then)
				}
			},
		},
		// return: the dilemma returns to its owner's dilemma pile.
		DoReturn: {
			doc:         "the dilemma goes face up under its owner's dilemma pile",
			dilemmaOnly: true,
			text:        func(Step) string { return "send this dilemma face up under its owner's dilemma pile" },
			runDilemma:  func(g *Game, ctx fxCtx, s *Step) { g.returnDilemma() }, // vocab_about_to_return.go
		},
		// place-on-mission: the dilemma is placed on the mission, where
		// Lasting says what it does (vocab_dilemma_placed.go).
		DoPlaceMission: {
			doc:         "the dilemma stays on the mission, doing what lasting says while it lies there",
			fields:      "lasting",
			dilemmaOnly: true,
			text:        func(s Step) string { return "leave this dilemma lying on the mission" + lastingText(s.Lasting) },
			runDilemma: func(g *Game, ctx fxCtx, s *Step) {
				a := g.attempt
				a.acted = true
				g.place(a.dilemma, ZOnMission, a.mission)
				a.placed = true
				g.emit(Event{Kind: "dilemma-placed", Player: g.cards[a.dilemma].Owner, Cards: g.one(a.dilemma),
					Text: fmt.Sprintf("%s is placed on %s.", g.ref(a.dilemma), g.ref(a.mission))})
			},
		},
		// rejoin: (on a dilemma placed on a mission) when the mission is
		// attempted again, after dilemmas are drawn, its owner may add it
		// to those drawn: a standing ability of the placed dilemma (see
		// offerRejoin); as a step it does nothing.
		DoRejoin: {
			doc:         "at each later attempt of the mission, once dilemmas are drawn, the owner may add this placed dilemma to them",
			dilemmaOnly: true,
			text: func(Step) string {
				return "at each later attempt of this mission, once dilemmas are drawn, its owner may add it to them"
			},
			runDilemma: func(*Game, fxCtx, *Step) {},
		},
	}
}

// selectCandidates lists what a selection may pick: the facing personnel
// (or those of its Group) it allows (selectPool), the facing player's
// events (Among), or the facing player's equipment with them; Most keeps
// those with the most of something. A card that cannot undergo the
// outcome cannot be chosen (Rulebook: Facing Dilemmas; choosable).
func (g *Game) selectCandidates(s *Step) []int {
	if g.holdSources() {
		// Listing changes nothing: each candidate's stats and filters
		// read the modifier sources found once, not once per personnel.
		defer g.thawSources()
	}
	a := g.attempt
	if s.Among != "" {
		return g.mostOf(s, g.amongCandidates(s))
	}
	if s.Equipment {
		var pool, out []int
		if a.ships == nil {
			pool = g.cards[a.mission].Surface
		} else {
			for _, sh := range a.ships {
				pool = append(pool, g.cards[sh].Aboard...)
			}
		}
		for _, id := range pool {
			if c := g.cards[id]; c.Card.Type == Equipment && c.Controller == a.player {
				out = append(out, id)
			}
		}
		return out
	}
	return g.mostOf(s, g.selectPool(s))
}

// selectStep performs a selection. If fewer than Count can be selected,
// as many as possible are, and the "if ... cannot" steps follow (Rulebook:
// Facing Dilemmas – "if you cannot"; Glossary – Effects). Selecting and
// what happens to the selected are two actions, with a response window
// between them (Ruling: Stopping Your Own Personnel).
func (g *Game) selectStep(s *Step) {
	a := g.attempt
	held := g.holdSources() // listing and weighing the candidates changes nothing
	eligible := g.choosable(s, g.selectCandidates(s))
	if held {
		g.thawSources()
	}
	if len(eligible) == 0 || s.Equipment {
		g.selectFrom(s, eligible, s.By)
		return
	}
	// "When ... about to choose / randomly select" answers before any card
	// is selected: a card may be left out, a choice made random (Ruling:
	// Set Up; vocab_react_select.go).
	chooser := a.player
	if s.By == ByOpponent {
		chooser = a.player.Other()
	}
	t := g.trigs.take(Trigger{Kind: TrigAboutToSelect, Player: chooser, Cards: eligible, Source: a.dilemma, Dilemma: true,
		Random: s.By == ByRandom, Mission: a.mission, Outcome: s.Outcome})
	g.fireWait(t, dilWait{op: waitAboutToSelect, s: s})
}

// aboutToSelectAnswered selects among what t's responses leave, at
// random if they made it so.
func (g *Game) aboutToSelectAnswered(t *Trigger, s *Step) {
	by := s.By
	if t.Random {
		by = ByRandom
	}
	g.selectFrom(s, g.remaining(t), by)
}

// selection is a selection being carried out (selectFrom): what the
// steps after the pick read. One allocation for what were a closure and a
// variable it shared per selection.
type selection struct {
	s *Step
	a *attempt
	// cannot: fewer could be selected than the step wants.
	cannot bool
	// preventedByFacing: the facing player's own prevention of the
	// outcome means it was not performed completely: the alternative
	// follows (Rulebook: Facing Dilemmas – "if you cannot"; an opponent's
	// prevention does not count).
	preventedByFacing bool
	// chosen: a player chose the cards (not at random); "when ...
	// selected" responses answer once it is recorded (vocab_take_place.go).
	chosen bool
	// chooser chooses among eligible, for dilemma's step (selectFrom).
	chooser  Player
	dilemma  int
	eligible []int
	// picked: the cards selected; what the outcome reaches once the
	// "selected" responses have answered (answerChosen).
	picked []int
}

// noteFacing notes whether the facing player prevented what t is about.
func (sel *selection) noteFacing(t *Trigger) {
	sel.preventedByFacing = sel.preventedByFacing || t.PreventedBy(sel.a.player)
}

// selectFrom selects among eligible, as by says (you, opponent, random).
func (g *Game) selectFrom(s *Step, eligible []int, by string) {
	a := g.attempt
	if by == ByRandom { // left out as an excluded card is (vocab_cannot_dilemma.go)
		eligible = g.randomlySelectable(eligible)
	}
	want := g.selectWant(s, eligible)
	n := min(want, len(eligible))
	a.wanted = want
	sel := g.selections.take(selection{s: s, a: a, cannot: n < want, eligible: eligible})
	if n == 0 {
		g.selected(sel, nil)
		return
	}
	switch by {
	case ByRandom:
		pool := g.lists.clone(eligible)
		g.shuffle(pool)
		if s.RepeatUntil != nil {
			n = g.repeatUntilCount(s.RepeatUntil, pool)
		}
		// "When ... is randomly selected by a dilemma" answers here, and
		// may change who undergoes what follows (Tasha Yar, Jera).
		t := g.trigs.take(Trigger{Kind: TrigSelected, Player: a.player, Cards: pool[:n], Source: a.dilemma, Dilemma: true, Random: true,
			Mission: a.mission, Outcome: s.Outcome, redo: true})
		g.fireWait(t, dilWait{op: waitRandomSelected, sel: sel})
	default:
		sel.chooser, sel.dilemma = a.player, a.dilemma
		if by == ByOpponent {
			sel.chooser = a.player.Other()
		}
		d := g.newDecision()
		d.Player, d.Kind, d.Min, d.Max = sel.chooser, KindSelect, selectMin(s, n), n
		d.prompt = selectPrompt                   // worded when read: bots do not
		d.Options = g.optionBuffer(len(eligible)) // one list, not grown by doubling
		for _, id := range eligible {
			d.Options = append(d.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
		}
		g.keepOptions(d.Options)
		if sel.chooser != a.player {
			a.shown = appendIn(&g.lists, a.shown, eligible...) // the chooser examines each
		}
		g.dil.asking = sel
		g.ask(d, g.dilFns().dilPick) // selectionPicked
	}
}

// selectPrompt is the question of the selection asked (Game.dil.asking,
// the pending decision's).
func selectPrompt(g *Game) string {
	sel := g.dil.asking
	asked := *sel.s
	asked.IfCannot = nil
	// The text speaks to the facing player; the chooser reads it.
	return g.cardName(sel.dilemma) + ": " + capitalize(wordedFor(sel.chooser, g.attempt.player, stepText(asked)))
}

// randomSelectionAnswered: sel's random selection, t, has been answered.
func (g *Game) randomSelectionAnswered(t *Trigger, sel *selection) {
	if t.again { // its result ignored: made again (vocab_select_again.go)
		g.selectFrom(sel.s, g.stillSelectable(sel.eligible, true), ByRandom)
		return
	}
	// A selected card that left play by its own player's text was
	// spared what follows: the effect was not performed completely
	// (Rulebook: Facing Dilemmas – "if you cannot").
	sel.noteFacing(t)
	g.selected(sel, g.remaining(t))
}

// selectionPicked: the chooser picked these of sel's eligible cards.
func (g *Game) selectionPicked(sel *selection, picks []int) {
	var picked []int
	if len(picks) > 0 {
		picked = g.lists.take(len(picks))[:0] // kept by the attempt
	}
	for _, i := range picks {
		picked = append(picked, sel.eligible[i])
	}
	sel.chosen = true // answered as recorded (vocab_take_place.go)
	g.selected(sel, picked)
}

// selected: sel's step picked these cards. Pushed last to first: after
// the outcome (a window, then the outcome), the alternative (a window,
// then "if you cannot").
func (g *Game) selected(sel *selection, picked []int) {
	a, s := sel.a, sel.s
	a.selected = picked
	a.chosen = appendIn(&g.lists, a.chosen, picked...)
	sel.picked = picked
	after := g.stepFn(stepAfterAction)
	if len(s.IfCannot) > 0 {
		g.pushWait(dilWait{op: waitIfCannot, sel: sel}) // selectionFellShort
		g.push(after)
	}
	if len(picked) > 0 {
		a.acted = true
		g.emitSelected(picked)
		g.boostNamedSelected(picked) // vocab_named_selected_boost.go
		if s.Outcome != "" {
			// On sel.picked as the responses below leave it.
			g.pushWait(dilWait{op: waitSelOutcome, sel: sel})
			g.push(after)
		}
		if sel.chosen {
			// What the responses leave is what the outcome reaches.
			g.answerChosen(sel)
		}
	}
}

// selectionFellShort: when sel selected fewer than its step wants, or
// the facing player prevented its outcome, the alternative applies.
func (g *Game) selectionFellShort(sel *selection) {
	if !sel.cannot && !sel.preventedByFacing {
		return
	}
	a := sel.a
	if !g.quiet {
		who := g.players[a.player].Name
		if sel.s.By == ByOpponent {
			who = g.players[a.player.Other()].Name
		}
		g.emit(Event{Kind: "cannot", Player: a.player, Text: fmt.Sprintf("%s cannot; the alternative applies.", who)})
	}
	g.dilemmaActions(sel.s.IfCannot)
}

// emitSelected logs a selection. Its reader learns which cards were
// selected, named only where that reader may identify them.
func (g *Game) emitSelected(picked []int) {
	if g.quiet {
		return // emit keeps nothing: no copy to make (a strong bot's future)
	}
	a := g.attempt
	// A copy: the attempt's selection changes later (a replacement takes
	// a selected card's place), the event must not.
	g.emitNamedLate(Event{Kind: "select", Player: a.player, Cards: slices.Clone(picked)}, selectedText)
}

// selectedText: the Cards were selected.
func selectedText(_ *Game, e *Event, name func(int) string) string {
	return "Selected: " + namesWith(e.Cards, name) + "."
}

// applyOutcome does one action to every card in ids at once: a single
// action stopping or killing several personnel is one action. A selected
// card that has left play since it was selected is spared (Ruling:
// Pending Effects); one stopped since is still affected.
//
// Before it happens, "about to" responses may prevent it for some cards or
// have another card undergo it instead (vocab_triggers.go); sel, when this is
// a selection's outcome, notes whether the facing player prevented it.
// After it, "when ... is stopped/killed" responses answer.
func (g *Game) applyOutcome(ids []int, outcome string, instead bool, sel *selection) {
	still := g.lists.take(len(ids))[:0] // the trigger's: kept while the game lasts
	for _, id := range ids {
		if g.cards[id].Zone.InPlay() {
			still = append(still, id)
		}
	}
	if len(still) == 0 {
		return
	}
	a := g.attempt
	t := g.trigs.take(Trigger{Kind: aboutTo(outcome), Player: a.player, Cards: still, Source: a.dilemma, Dilemma: true, Mission: a.mission, Outcome: outcome})
	g.fireWait(t, dilWait{op: waitOutcome, sel: sel, outcome: outcome, instead: instead})
}

// aboutTo is the trigger fired before an outcome happens.
func aboutTo(outcome string) string {
	switch outcome {
	case OutStop:
		return TrigAboutToStop
	case OutKill:
		return TrigAboutToKill
	}
	if d, ok := moreOutcomes[outcome]; ok && d.about != "" {
		return d.about
	}
	return "about-to-" + outcome
}

// doOutcome carries out a dilemma outcome on cards still in play, then
// fires what answers it having happened. ids is a list made for it
// (Trigger.Remaining): it is filtered in place and becomes the trigger's
// (three copies of it were some 2% of a basic-bot game's allocations).
func (g *Game) doOutcome(ids []int, outcome string, instead bool) {
	still := ids[:0]
	for _, id := range ids {
		if g.cards[id].Zone.InPlay() {
			still = append(still, id)
		}
	}
	// By anyone, or by the dilemma's owner (vocab_cannot_by_opponent.go).
	ids = g.ignoreCannotBy(still, outcome, g.attempt.dilemma)
	switch outcome { // a dilemma's own outcome: vocab_cannot_dilemma.go
	case OutStop:
		ids = g.ignoreCannot(ids, OutStopByDilemma)
	case OutKill:
		ids = g.ignoreCannot(ids, OutKillByDilemma)
	}
	if len(ids) == 0 {
		return
	}
	more, isMore := moreOutcomes[outcome]
	if isMore && more.whole != nil {
		more.whole(g, ids, instead) // it asks first, then carries itself out
		return
	}
	g.attempt.acted = true
	g.recordUndergone(outcome, ids)
	ctrl := g.cards[ids[0]].Controller
	switch outcome {
	case OutStop:
		for _, id := range ids {
			g.cards[id].Stopped = true
			g.changed(id) // rules_loops_cards.go
		}
	case OutKill:
		for _, id := range ids {
			g.leavePlay(id, ZDiscard)
		}
	case OutToHand:
		for _, id := range ids {
			g.leavePlay(id, ZHand)
		}
	default:
		if isMore {
			for _, id := range ids {
				more.apply(g, id)
			}
		}
	}
	g.emitOutcome(ctrl, ids, outcome, instead)
	switch outcome {
	case OutStop:
		g.fire(g.trigs.take(Trigger{Kind: TrigStopped, Player: g.attempt.player, Cards: ids, Source: g.attempt.dilemma, Dilemma: true, Mission: g.attempt.mission}), nil)
	case OutKill:
		g.fire(g.trigs.take(Trigger{Kind: TrigKilled, Player: g.attempt.player, Cards: ids, Source: g.attempt.dilemma, Dilemma: true, Mission: g.attempt.mission}), nil)
	}
}

// leavePlay moves a card from play to its owner's zone z; cards aboard a
// ship go to their owners' discard piles, dilemmas on it back to the
// bottom of their owners' dilemma piles (Glossary – discarding).
func (g *Game) leavePlay(id int, z Zone) (held []int) {
	c := g.cards[id]
	held = append(append(append(held, c.Aboard...), c.Damage...), c.On...) // vocab_ship_destroyed_aboard.go
	if len(c.On) > 0 {
		c.heldOn = slices.Clone(c.On) // vocab_lost_command_held.go
		defer func() { c.heldOn = nil }()
	}
	for _, list := range [][]int{c.Aboard, c.Damage, c.On} {
		for _, x := range slices.Clone(list) {
			if g.cards[x].Card.Type == Dilemma {
				g.toDilemmaPileBottom(x)
			} else {
				g.place(x, ZDiscard, 0)
			}
		}
	}
	c.Stopped = false
	g.changed(c.ID) // rules_loops_cards.go
	g.place(id, z, 0)
	return held
}
