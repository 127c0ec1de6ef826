package game

import (
	"fmt"
	"slices"
)

// Response windows (Glossary: actions – response actions). In a window,
// beginning with the player whose turn it is, each player takes one
// mandatory response at a time until none remain. Then come the "prevent"
// responses, and then all other optional ones: in each of these two
// rounds each player in turn responds or passes, and the round ends when
// all players pass in a row.
//
// Every player is asked in both optional rounds of every window, whether
// or not they hold a response: being asked, or not, must tell the other
// player nothing about a hand (docs/architecture.md, Response windows).
// Pass is always the first option. A player who has set auto-pass
// (SetAutoPass) passes at once without being asked, again whatever they
// hold; the decision still takes its number and its place in the choice
// log, so decision numbers and replays do not depend on the setting.
// Mandatory responses are asked only when someone has one: they happen
// whatever the player wants, and show themselves when they do. A player
// with one mandatory response is not asked at all: it simply happens;
// with several, the player picks which comes first.

type response struct {
	action
	// use, when set, is a trigger response whose option is made only
	// when it is offered (ask; Game.triggerResponse).
	use       *triggerUse
	mandatory bool
	prevent   bool // a "prevent" response: offered before other optional ones
}

// window opens a response window named name() (built only when a prompt
// is read); gather lists what player p may do now.
// over, when not nil, reports that what opened the window is gone (the
// dilemma was prevented): no one is asked any more.
func (g *Game) window(name func() string, gather func(p Player) []response, over func() bool) {
	w := g.newWindow()
	w.name, w.gather, w.over = name, gather, over
	g.push(w.stepFn)
}

// triggerWindow opens the window of responses to t (fire), named,
// gathered and closed by t itself: no closure per trigger.
func (g *Game) triggerWindow(t *Trigger, kind string, k int) {
	w := g.newWindow()
	w.trig, w.kind, w.k = t, kind, k
	g.push(w.stepFn)
}

// newWindow is a fresh window, not yet scheduled, asking the active
// player first. A window kept in g.windows has a cleared state (close,
// takeMemory), as a new one has: only what is not zero is set.
func (g *Game) newWindow() *responseWindow {
	var w *responseWindow
	if n := len(g.windows); n > 0 {
		w, g.windows = g.windows[n-1], g.windows[:n-1]
	} else {
		w = &responseWindow{}
		w.stepFn, w.afterFn, w.chosenFn, w.promptFn, w.labelFn = w.step, w.resume, w.chosen, w.prompt, w.label
		w.pass = action{Option{Label: "Pass", Action: ActEnd}, w.passed}
		g.windowsMade = append(g.windowsMade, w)
	}
	w.g, w.order = g, [2]Player{g.active, g.active.Other()}
	return w
}

// The rounds of a window.
const (
	mandatoryRound = iota
	preventRound
	optionalRound
	closed
)

// responseWindow is one open window: where it stands (round, whose turn
// in order, passes in a row) and what each player may do. One value per
// window, stepped by its methods: most windows close with every player
// passing, and a closure per step was most of what a game allocated.
type responseWindow struct {
	windowState
	pass action // Pass: its do is w.passed
	// w.step, w.resume, w.chosen and w.prompt, made once per window
	// value: a closure per offer or per response taken was some 6% of
	// what the strong bot's futures allocated.
	stepFn   func()
	afterFn  func()
	chosenFn func(picks []int)
	promptFn func(*Game) string
	labelFn  func(*Game, *Option) string // w.label
	// asked: for each option of the decision the window poses, the
	// index of its response in gathered[windowState.asker], -1 for
	// Pass. It is read when that decision is answered, and written
	// again only when the window asks next, after the response taken
	// (or the pass) has moved it on.
	asked []int
	// room: each player's list of trigger responses, kept for the next
	// gathering of this window value (nothing reads a list gathered
	// before: what was offered from it was copied out).
	room [2][]response
}

// windowState is what a window holds while open, set anew as it opens
// and cleared as it closes; the two method values stay with the value
// (copying them with the rest was about 0.5% of the basic bot's
// instructions).
type windowState struct {
	g      *Game
	name   func() string
	gather func(p Player) []response
	over   func() bool
	// trig, when set, is the trigger the window answers (of kind, as
	// listened for); att, when set, the attempt whose dilemma (0: whose
	// requirements check) the window comes before. Either stands for
	// name, gather and over.
	trig    *Trigger
	kind    string
	k       int // kind's busKind
	att     *attempt
	dilemma int
	order   [2]Player
	// What each player may do is gathered once and kept until someone
	// responds: passing changes nothing.
	gathered            [2][]response
	have                [2]bool
	round, turn, passes int
	// next is where the window goes once the response taken has
	// resolved (after): one response at a time is taken from a window.
	next  [3]int
	asker Player    // who is asked the decision the window poses
	dec   *Decision // that decision, while it waits
}

// A closed window is kept for the next one (Game.windows): a game opens
// hundreds, and a window value with its two method closures was about 5%
// of what a game allocated. Nothing refers to a window once it is closed:
// its decisions are answered, and what runs after a response has run.

func (w *responseWindow) responses(p Player) []response {
	if !w.have[p] {
		switch {
		case w.trig != nil:
			if w.answeredByNone() {
				w.gathered[p] = nil // nothing stands where it could answer
				break
			}
			w.gathered[p] = w.g.triggerResponses(w.room[p][:0], w.trig, w.kind, w.k, p)
			if cap(w.gathered[p]) > cap(w.room[p]) {
				w.room[p] = w.gathered[p]
			}
		case w.att != nil:
			w.gathered[p] = w.g.facingResponses(p)
		default:
			w.gathered[p] = w.gather(p)
		}
		w.have[p] = true
	}
	return w.gathered[p]
}

// goTo moves the window to a round, a turn and a count of passes, and
// asks there.
func (w *responseWindow) goTo(round, turn, passes int) {
	w.round, w.turn, w.passes = round, turn, passes
	w.step()
}

// passed: the player asked passed; the next one is asked.
func (w *responseWindow) passed() { w.goTo(w.round, w.turn+1, w.passes+1) }

// after is what runs once a response taken at (round, turn, passes) has
// resolved: what each player may do is gathered again.
func (w *responseWindow) after(round, turn, passes int) func() {
	w.next = [3]int{round, turn, passes}
	return w.afterFn
}

// resume is after's step: what each player may do is gathered again.
func (w *responseWindow) resume() {
	w.have = [2]bool{}
	w.goTo(w.next[0], w.next[1], w.next[2])
}

// step asks the next player who must be asked, or closes the window.
// Passes answered without asking (auto-pass, Pass alone) loop here
// rather than through passed and goTo: most windows are four of them
// in a row, and the round trips were about 2% of the basic bot's
// instructions. A pass changes nothing a window reads, so whether what
// opened the window is gone is asked once per step, as at each of the
// round trips before.
func (w *responseWindow) step() {
	g := w.g
	if w.gone() {
		w.close()
		return
	}
	endChecked := false
	for {
		round, turn := w.round, w.turn
		if round == closed {
			w.close()
			return
		}
		if round == mandatoryRound {
			if !w.have[0] && !w.have[1] && w.answeredByNone() {
				// What offerMandatory would find, without asking each
				// player: nothing (rules_response_passes.go).
				w.gathered, w.have = [2][]response{}, [2]bool{true, true}
			} else if w.offerMandatory() {
				return
			}
			if w.nobodyResponds() {
				// Both optional rounds are every player passing: the
				// passes are logged at once, after the one check of the
				// game's end posing would have made first.
				g.checkEnd()
				endChecked = true
				if g.result == nil {
					g.logPasses(2 * len(w.order))
					w.close()
					return
				}
			}
			w.round, w.turn, w.passes = preventRound, 0, 0
			continue
		}
		if w.passes >= len(w.order) {
			w.round, w.turn, w.passes = round+1, 0, 0 // everyone passed in a row: the round ends
			continue
		}
		p := w.order[turn%2]
		if !g.autoPass[p] {
			if w.canRespond(p, round) {
				w.offerOptional(p)
				return
			}
			if !g.passAlone[p] {
				w.ask(p, w.asked[:0])
				return
			}
			// The end of the game is checked where posing the window
			// would have checked it (run, after the step that poses):
			// an ended game is asked, and answers, nothing more. A pass
			// changes nothing it reads: once is enough per step.
			if !endChecked {
				g.checkEnd()
				endChecked = true
			}
			if g.result != nil {
				w.ask(p, w.asked[:0])
				return
			}
		}
		g.logPass()
		w.turn, w.passes = turn+1, w.passes+1
	}
}

// close ends the window and keeps its value for the next one.
func (w *responseWindow) close() {
	g := w.g
	w.windowState = windowState{} // drops what it refers to
	g.windows = append(g.windows, w)
}

// offerMandatory offers the first player in turn order holding
// mandatory responses to take one, and reports whether it did.
func (w *responseWindow) offerMandatory() bool {
	g, turn := w.g, w.turn
	for i := range w.order {
		p := w.order[(turn+i)%2]
		rs := w.responses(p)
		sole, n := -1, 0
		for k := range rs {
			if rs[k].mandatory {
				sole, n = k, n+1
			}
		}
		next := (turn + i + 1) % 2
		if n == 1 {
			// One mandatory response leaves nothing to choose: it
			// happens, and its use is logged as it resolves. Asking
			// would be a question with one answer (issue 24: a prompt
			// every turn that did nothing), and what it asks for itself
			// (a "may", a pick) is then asked once. Mandatory responses
			// come from cards everyone sees, so not asking hides nothing.
			g.push(w.after(mandatoryRound, next, 0))
			if r := &rs[sole]; r.use != nil {
				g.use(r.use)
			} else {
				r.action.run(g)
			}
			return true
		}
		if n > 0 {
			asked := w.asked[:0]
			for k := range rs {
				if rs[k].mandatory {
					asked = append(asked, k)
				}
			}
			w.after(mandatoryRound, next, 0)
			w.ask(p, asked)
			return true
		}
	}
	return false
}

// nobodyResponds reports, once the mandatory round is over, that every
// player would be answered Pass without being asked in both optional
// rounds: a match's players (Pass alone), none of them set to auto-pass
// (checked at no point of the game's end), none holding a response.
// Most windows are these.
func (w *responseWindow) nobodyResponds() bool {
	g := w.g
	return g.passAlone[0] && g.passAlone[1] && !g.autoPass[0] && !g.autoPass[1] && len(w.gathered[0]) == 0 && len(w.gathered[1]) == 0
}

// canRespond reports whether p holds a response of round.
func (w *responseWindow) canRespond(p Player, round int) bool {
	for _, r := range w.responses(p) {
		if !r.mandatory && r.prevent == (round == preventRound) {
			return true
		}
	}
	return false
}

// offerOptional asks p, who holds responses of this round, to take one
// or pass.
func (w *responseWindow) offerOptional(p Player) {
	round, turn := w.round, w.turn
	asked := append(w.asked[:0], -1) // Pass first
	for k, r := range w.responses(p) {
		if !r.mandatory && r.prevent == (round == preventRound) {
			asked = append(asked, k)
		}
	}
	w.after(round, turn+1, 0) // what follows the response taken: p holds one (canRespond)
	w.ask(p, asked)
}

// ask poses p the window's decision: for each of asked, Pass (-1) or
// the response of that index in what p may do. Its answer is w.chosen:
// the options' actions are not made (a closure each, and one more each
// to run what follows the response).
func (w *responseWindow) ask(p Player, asked []int) {
	g := w.g
	if len(asked) == 0 {
		asked = append(asked, -1) // Pass alone
	}
	w.asked, w.asker = asked, p
	d := g.newDecision()
	d.Player, d.Kind, d.Min, d.Max, d.prompt = p, KindRespond, 1, 1, w.promptFn
	d.Options = g.optionBuffer(len(asked))
	rs := w.gathered[p]
	for _, k := range asked {
		switch {
		case k < 0:
			d.Options = append(d.Options, w.pass.Option)
		case rs[k].use != nil:
			u := rs[k].use
			d.Options = append(d.Options, Option{Action: u.act, Card: u.c.ID, Target: u.ctx.subject, label: w.labelFn})
		default:
			d.Options = append(d.Options, rs[k].action.Option)
		}
	}
	g.keepOptions(d.Options)
	w.dec = d
	g.ask(d, w.chosenFn)
}

// label words option o of the window's decision, a trigger response's,
// when it is read: text is built only on the pending decision itself
// (Decision.buildText, from Pending), while the window waits on it, so
// o is one of w.dec's options and w.asked says whose. A closure per
// response offered, to word it, was 1% of the strong bot's futures'
// allocations.
func (w *responseWindow) label(g *Game, o *Option) string {
	u := w.gathered[w.asker][w.asked[optionAt(w.dec, o)]].use
	return triggerLabel(g, u.p, u.c, u.a, u.ctx)
}

// chosen answers the window's decision: Pass, or the response taken,
// run after scheduling what follows it (w.next).
func (w *responseWindow) chosen(picks []int) {
	k := w.asked[picks[0]]
	if k < 0 {
		w.passed()
		return
	}
	// What the response does is read from the list before it runs: a
	// list some gather returns might be refilled as the response runs.
	r := &w.gathered[w.asker][k]
	use, do := r.use, r.do
	w.g.push(w.afterFn) // after all the response schedules
	switch {
	case use != nil:
		w.g.use(use)
	case do != nil:
		do()
	default:
		a := r.action // copied only here: run takes its address
		a.run(w.g)
	}
}

// prompt words the question a window asks in its round.
func (w *responseWindow) prompt(*Game) string {
	if w.round == mandatoryRound {
		return w.title() + ": which of your required responses comes first?"
	}
	if w.round == preventRound {
		return w.title() + ": prevent it, or pass"
	}
	return w.title() + ": respond, or pass"
}

// title names the window.
func (w *responseWindow) title() string {
	switch {
	case w.trig != nil:
		return triggerName(w.trig, w.g)
	case w.att != nil && w.dilemma == 0:
		return "Before checking " + w.g.cardName(w.att.mission)
	case w.att != nil:
		return "Facing " + w.g.cardName(w.dilemma)
	}
	return w.name()
}

// gone reports that what opened the window is gone: no one is asked any
// more. Once a trigger's action is prevented for every card, nobody
// responds to it (Glossary: actions – response actions).
func (w *responseWindow) gone() bool {
	if t := w.trig; t != nil {
		return t.all || (len(t.Cards) > 0 && t.noneRemaining())
	}
	if a := w.att; a != nil {
		return w.dilemma != 0 && a.prevented && a.dilemma == w.dilemma // the dilemma was prevented
	}
	return w.over != nil && w.over()
}

// logPass answers a response decision Pass, its first option, without
// asking: it takes the next decision number and is logged like any
// choice, so a replay with auto-pass off meets the same decisions.
func (g *Game) logPass() {
	g.nextID++
	g.log.addPass(g.nextID)
}

// interruptsFor lists the interrupts in p's hand answering trigger when,
// whose condition holds; playing one reveals it, resolves it and destroys
// it (Rulebook: Interrupt). Interrupts have no cost.
func (g *Game) interruptsFor(p Player, when string) []response {
	var out []response
	// The titles answering, a few at most: a map made per call was most
	// of what a call cost.
	var buf [4]string
	seen := buf[:0]
	for _, id := range g.playableHand(p) { // vocab_play_held.go
		c := g.cards[id]
		if c.Card.Type != Interrupt || slices.Contains(seen, c.Card.ID) {
			continue
		}
		for i := range c.Card.Abilities {
			a := &c.Card.Abilities[i]
			if a.When != when || !g.interruptPlayable(p, c, a) {
				continue
			}
			if !slices.Contains(seen, c.Card.ID) {
				seen = append(seen, c.Card.ID)
			}
			id := id
			out = append(out, response{prevent: hasVerb(a.Effect, DoPreventDilemma), action: action{Option{Action: ActPlay, Card: id, label: interruptLabelOf(c.Card, a)}, func() {
				ctx := fxCtx{src: id, p: p}
				if en := g.engagement; en != nil {
					ctx.mission = en.mission
				}
				g.playInterrupt(p, id, ctx, a)
			}}})
		}
	}
	return out
}

// KeywordInterlink marks the Borg's Interlink text: usable once per
// dilemma in an attempt, as the engine has always read it (the drones' notes
// in assets/cards/personnel.yaml); other "while attempting" text is not.
const KeywordInterlink = "Interlink"

// facingResponses: during a mission attempt, before and between a
// dilemma's actions (and before the mission's requirements are checked),
// the attempting player may use "while attempting" abilities of personnel
// in the attempt (Interlink) and "when facing a dilemma" interrupts
// (Glossary – attempting missions, steps 3.h and 5.a). The limit of once
// per dilemma is per copy: each personnel's ability once, each interrupt
// card once (Glossary: actions — different copies may each respond).
func (g *Game) facingResponses(p Player) []response {
	a := g.attempt
	if a == nil || p != a.player {
		return nil
	}
	from := g.facingFrom(p) // rules_response_facing.go
	if from == 0 {
		return nil // nothing of p's has facing text
	}
	return g.facingResponsesFrom(p, from)
}

// facingResponsesFrom is facingResponses asking only the places in from
// (facingFrom), in the same order: a place left out offers nothing.
func (g *Game) facingResponsesFrom(p Player, from facingSources) []response {
	a := g.attempt
	if a == nil || p != a.player {
		return nil
	}
	var out []response
	if from&fromAttempters != 0 {
		out = g.attemptingResponses(out, p)
	}
	if from&(fromAttempters|fromShips|fromEquipment) != 0 {
		out = append(out, g.reactFacingResponses(p)...)
	}
	if from&fromCore != 0 {
		out = append(out, g.coreFacingResponses(p)...)
	}
	if from&fromMissions != 0 {
		out = append(out, g.missionFacingResponses(p)...)
	}
	if from&fromHand == 0 {
		return out
	}
	// Interrupts answering the attempt itself (vocab_remove_top_cost.go).
	out = append(out, g.interruptsFor(p, WhenAttempting)...)
	if a.dilemma != 0 {
		// Each interrupt is a copy of its own, destroyed once played: any
		// number of copies may respond to one dilemma (Glossary: actions).
		out = append(out, g.interruptsFor(p, WhenFacing)...)
	}
	return out
}

// attemptingResponses appends the "while attempting" text of the
// attempt's personnel p may use now (facingResponses).
func (g *Game) attemptingResponses(out []response, p Player) []response {
	a := g.attempt
	for _, pid := range a.personnel {
		c := g.cards[pid]
		if !hasWhen(c.Card, whenBit(WhenAttempting)) || !g.activeSource(pid) {
			continue // most have no such text: whether it may be used is not asked
		}
		for i := range c.Card.Abilities {
			ab := &c.Card.Abilities[i] // card data: it does not change
			// Interlink text is used once per dilemma; other "while
			// attempting" text has no limit but its own (Elim Garak,
			// Agent of the Obsidian Order, 1R236).
			perDilemma := c.Card.HasKeyword(KeywordInterlink)
			if k := (abilityKey{pid, i}); ab.When != WhenAttempting || (perDilemma && a.used[k]) || g.onceUsed(k, ab) {
				continue
			}
			// usable: its condition holds, its cost can be paid and its
			// effect then has something to act on, as for an order (Rudolph
			// Ransom, Devious Captain, 20V029, is not offered without two
			// personnel to unstop).
			if !g.usable(g.ctxFor(p, pid), ab) {
				continue
			}
			// Declared here, not above: what the option keeps is made
			// only for the abilities offered.
			id, key, ctx := pid, abilityKey{pid, i}, g.ctxFor(p, pid)
			out = append(out, response{action: action{Option{Action: ActOrder, Card: id, label: abilityLabelOf(id, ab)}, func() {
				if perDilemma {
					a.markUsed(key)
				}
				g.markUsed(key, ab)
				g.emit(Event{Kind: "ability", Player: p, Cards: g.one(id), render: usesText})
				g.push(func() { g.runCost(ctx, ab.Cost) }, func() { g.runAbility(ctx.paidWith(ab.Cost), ab.Effect) })
			}}})
		}
	}
	return out
}

// whenSet is a set of the whens a facing window reads (whenBit).
type whenSet uint8

// whenBit is when's member of a whenSet, 0 for a when no facing window
// reads.
func whenBit(when string) whenSet {
	switch when {
	case WhenAttempting:
		return 1
	case WhenSelfFacing:
		return 2
	case WhenWhileFacing:
		return 4
	}
	return 0
}

// facingWhens is the set of facing whens c's abilities answer.
func facingWhens(c *Card) whenSet {
	var set whenSet
	for i := range c.Abilities {
		set |= whenBit(c.Abilities[i].When)
	}
	return set
}

// hasWhen reports whether card c has an ability answering one of the
// facing whens in set.
func hasWhen(c *Card, set whenSet) bool { return c.facing&set != 0 }

// preventDilemma: the dilemma being faced is prevented (none of its actions
// happen) and overcome (Adapt).
func (g *Game) preventDilemma(ctx fxCtx) {
	a := g.attempt
	if a == nil || a.dilemma == 0 || a.prevented {
		return
	}
	a.prevented, a.placed = true, true
	g.overcome(a.dilemma, OvercomePrevented, "prevented by "+g.cardName(ctx.src))
	g.whenPrevented()
}

// borrow: a Klingon facing the dilemma gains all skills and attributes of a
// personnel in your discard pile until the end of the dilemma (The
// Promise).
func (g *Game) borrow(ctx fxCtx) {
	a := g.attempt
	if a == nil {
		return
	}
	// The Promise (1S143) names [Kli] personnel: the affiliation, on the
	// one facing and on the one in the discard pile (Glossary: species).
	var klingons []int
	for _, id := range a.personnel {
		if g.affiliation(id) == "klingon" {
			klingons = append(klingons, id)
		}
	}
	var donors []int
	for _, id := range g.players[ctx.p].Discard {
		if c := g.cards[id].Card; c.Type == Personnel && c.Affiliation == "klingon" {
			donors = append(donors, id)
		}
	}
	if len(klingons) == 0 || len(donors) == 0 {
		g.emit(Event{Kind: "ability", Player: ctx.p, Text: g.ref(ctx.src) + " has no Klingon or no personnel in the discard pile to use."})
		return
	}
	choose := func(k int) {
		var acts []action
		for _, d := range donors {
			d := d
			acts = append(acts, action{Option{Label: g.cardName(d), Action: ActPick, Card: d}, func() {
				dc := g.cards[d].Card
				g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{k}, all: dc.printedSkills,
					integrity: dc.Integrity, cunning: dc.Cunning, strength: dc.Strength, until: "dilemma"})
				g.emitNamed(Event{Kind: "gain", Player: ctx.p, Cards: []int{k, d}}, func(name func(int) string) string {
					return fmt.Sprintf("%s gains the skills and attributes of %s until the end of the dilemma.", name(k), name(d))
				})
			}})
		}
		g.offer(ctx.p, KindSelect, "Gain the skills and attributes of which personnel in your discard pile?", acts)
	}
	var acts []action
	for _, k := range klingons {
		k := k
		acts = append(acts, action{Option{Label: g.cardName(k), Action: ActPick, Card: k}, func() { choose(k) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": which Klingon?", acts)
}
