package game

// dilMemory is the memory of dilemma and reveal steps that a game
// played on another's memory (takeMemory) reuses: slabs, which a game
// played once leaves off (slab.go), and the continuations of a
// selection (and of an attempt's about-to-complete and about-to-fail
// windows) kept as data (dilWait), not as closures.
type dilMemory struct {
	// steps holds copies of steps that continuations keep (keepStep):
	// a Step, some 800 bytes, captured by a closure went to the heap at
	// every call of the function capturing it.
	steps slab[Step]
	// mays are the may steps' choices (mayStep); may is the one the
	// pending decision offers, which its options and prompt read.
	mays slab[mayChoice]
	may  *mayChoice
	// acts is the list of options placeSelectedOnPlanet offers, reused;
	// placing is what its pending decision's options read.
	acts    []action
	placing placing
	// offered and offerActs are the optional step offered (offerStep).
	offered   offeredStep
	offerActs [2]action
	// gains are gain-skill steps' continuations' (gainSkillStep); gaining
	// is the one whose choice of skills is the pending decision.
	gains   slab[gainSkill]
	gaining *gainSkill
	// unlesses are the requirement checks waiting on skill costs (unless).
	unlesses slab[unlessCheck]
	// looks are the looks at decks waiting on an amount (lookAtTop).
	looks slab[dilWait]
	// waits are the continuations waiting: behind a trigger's window
	// (fire) or on the work stack (push). Each selection had four or
	// five closures, and its picks and step moved to the heap.
	waits []dilWait
	// asking is the selection whose choice is the pending decision, for
	// the bound dilPick (selectionPicked) and its prompt: a game has one pending
	// decision, its text is built only while it is pending (buildText),
	// and its answer is taken before any other is posed (Game.choose).
	// may, placing, offered and gaining are kept the same way.
	asking *selection
}

// waitOp is what a dilWait does when it runs.
type waitOp uint8

const (
	// After a trigger's window (fire):
	waitAboutToSelect  waitOp = iota + 1 // selectStep: select among those left (s)
	waitRandomSelected                   // selectFrom: the random selection made (sel)
	waitOutcome                          // applyOutcome: do it to those left (outcome, instead, sel)
	waitChosenAnswered                   // answerChosen: what the responses leave (sel)
	// On the work stack (push):
	waitIfCannot   // selected: the alternative, if the selection fell short (sel)
	waitSelOutcome // selected: the outcome for the selected (sel)
	waitMayDo      // mayDo: the chooser does it (may)
	waitMayThen    // mayDo: what it pays for, or the alternative (may)
	waitPerform    // stepAsPlayers: the performer does s (ctx, s)
	waitOfferStep  // stepAsPlayers: the performer is offered s (ctx, s)
	waitLookAtDeck // lookAtDecks: look at p's deck's top n (ctx, s, flag: revealed)
	// After an attempt's trigger's window (fire):
	waitAboutToComplete // aboutToComplete: complete it, unless the responses changed it (a, before)
	waitAboutToFail     // aboutToFail: check its requirements again (a, req)
)

// dilWait is one continuation waiting, with what it reads.
type dilWait struct {
	op waitOp
	// t is the trigger whose window it follows; nil for a work item,
	// then at is that item's index in g.work.
	t       *Trigger
	at      int
	ctx     fxCtx
	s       *Step
	sel     *selection
	may     *mayChoice
	outcome string
	instead bool
	p       Player
	n       int
	flag    bool
	// An attempt's about-to-complete or about-to-fail: the attempt, the
	// requirements checked (fail), what the responses may change, as it
	// stood (complete).
	a      *attempt
	req    *Req
	before completing
}

// handOn returns the memory for the next game played on it.
func (m *dilMemory) handOn() dilMemory {
	clear(m.waits) // what they named is not kept
	clear(m.acts)
	return dilMemory{steps: m.steps.handOn(), mays: m.mays.handOn(), gains: m.gains.handOn(), unlesses: m.unlesses.handOn(), looks: m.looks.handOn(), waits: m.waits[:0], acts: m.acts[:0]}
}

// dilFns returns g's bound functions, those of the dilemma steps' waits
// made.
func (g *Game) dilFns() *boundFns {
	b := g.bound()
	if b.dilThen == nil {
		b.dilThen = func(t *Trigger) { g.runWait(g.takeWait(t, 0)) }
		b.dilWork = func() { g.runWait(g.takeWait(nil, len(g.work))) }
		b.dilGain = func(picks []int) {
			gt := g.dil.gaining
			g.dil.gaining = nil
			g.gainSkillsPicked(gt, picks)
		}
		b.dilPick = func(picks []int) {
			sel := g.dil.asking
			g.dil.asking = nil
			g.selectionPicked(sel, picks)
		}
	}
	return b
}

// fireWait fires t, w following its window.
func (g *Game) fireWait(t *Trigger, w dilWait) {
	b := g.dilFns()
	w.t = t
	g.dil.waits = append(g.dil.waits, w)
	g.fire(t, b.dilThen)
}

// pushWait schedules w to run next, as push does a step.
func (g *Game) pushWait(w dilWait) {
	b := g.dilFns()
	w.t, w.at = nil, len(g.work)
	g.dil.waits = append(g.dil.waits, w)
	g.push(b.dilWork)
}

// takeWait removes and returns the wait following t, or (t nil) that of
// the work item at index at, which has just been taken off the stack:
// the latest wait for that index, as an item there runs once.
func (g *Game) takeWait(t *Trigger, at int) dilWait {
	ws := g.dil.waits
	for i := len(ws) - 1; i >= 0; i-- {
		if ws[i].t == t && (t != nil || ws[i].at == at) {
			w := ws[i]
			copy(ws[i:], ws[i+1:])
			ws[len(ws)-1] = dilWait{}
			g.dil.waits = ws[:len(ws)-1]
			return w
		}
	}
	panic("game: a dilemma continuation ran without its wait")
}

// runWait does what w waited to do.
func (g *Game) runWait(w dilWait) {
	switch w.op {
	case waitAboutToSelect:
		g.aboutToSelectAnswered(w.t, w.s)
	case waitRandomSelected:
		g.randomSelectionAnswered(w.t, w.sel)
	case waitOutcome:
		if w.sel != nil {
			w.sel.noteFacing(w.t)
		}
		g.doOutcome(g.remaining(w.t), w.outcome, w.instead)
	case waitChosenAnswered:
		g.chosenAnswered(w.t, w.sel)
	case waitIfCannot:
		g.selectionFellShort(w.sel)
	case waitSelOutcome:
		g.applyOutcome(w.sel.picked, w.sel.s.Outcome, false, w.sel)
	case waitMayDo:
		g.dilemmaActionsAs(w.may.ctx, w.may.doing)
	case waitMayThen:
		g.mayThen(w.may)
	case waitPerform:
		g.doStep(w.ctx, w.s.plain())
	case waitOfferStep:
		g.offerStep(w.ctx, w.s)
	case waitLookAtDeck:
		g.lookAtDeck(w.ctx, w.s, w.flag, w.p, w.n)
	case waitAboutToComplete:
		g.aboutToCompleteThen(w.a, w.before)
	case waitAboutToFail:
		g.aboutToFailThen(w.a, w.req)
	}
}

// keepStep is a copy of *s that lasts as long as the game, for a
// continuation to point to.
func (g *Game) keepStep(s *Step) *Step { return g.dil.steps.take(*s) }
