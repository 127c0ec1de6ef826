package game

import "fmt"

// A dilemma about to go back under its owner's pile (Essential Regrets,
// 39V006: a personnel of yours above Integrity 6, facing such a dilemma,
// may be stopped to have it overcome instead). The dilemma's return step
// fires about-to-return before it moves: the trigger's cards are the personnel
// facing it (its player the facing player; Source the dilemma), so a
// response names the one it answers for (on, of). The verb
// overcome-instead answers it: the dilemma does not return, and at the
// end of its actions it is overcome beneath the mission as a dilemma not
// told where to go is (rules_attempt.go, afterDilemma; Glossary:
// overcome).

// TrigAboutToReturn: the dilemma Source, faced by Player's personnel
// Cards, is about to go back under its owner's pile.
const TrigAboutToReturn = "about-to-return"

// DoOvercomeInstead: the dilemma about to return is overcome instead.
const DoOvercomeInstead = "overcome-instead"

func init() {
	triggerTable[TrigAboutToReturn] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a dilemma is about to go back under its owner's pile; the cards it is about are the personnel facing it, the trigger's player theirs",
		example: "{when: about-to-return, on: your, of: {type: personnel}, effect: [{do: overcome-instead}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when a dilemma faced by " + w.subject + " is about to go back under its owner's pile"
		}}
	registerVerbs(map[string]verb{
		DoOvercomeInstead: {
			doc:  "(an about-to-return response) the dilemma stays out of its owner's pile; it is overcome",
			text: func(Step) string { return "overcome that dilemma instead" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return ctx.trig != nil && ctx.trig.Kind == TrigAboutToReturn && !ctx.trig.all
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				t := ctx.trig
				if t == nil || t.Kind != TrigAboutToReturn || t.all {
					return
				}
				t.PreventBy(ctx.p, 0)
				g.emit(Event{Kind: "prevent", Player: ctx.p, Cards: []int{ctx.src, t.Source},
					Text: fmt.Sprintf("%s: %s stays out of its owner's pile; it is overcome.", g.shown(ctx.src), g.ref(t.Source))})
			},
		},
	})
}

// returnDilemma: the dilemma being faced is about to go back; unless a
// response has it overcome instead, it goes face up under its owner's
// pile.
func (g *Game) returnDilemma() {
	a := g.attempt
	a.acted = true
	d := a.dilemma
	back := func() {
		if a.dilemma != d || g.cards[d].Zone != ZStack {
			return
		}
		g.toDilemmaPileBottom(d)
		a.placed = true
		g.emit(Event{Kind: "dilemma-returns", Player: g.cards[d].Owner, Cards: g.one(d),
			Text: fmt.Sprintf("%s returns to its owner's dilemma pile.", g.ref(d))})
	}
	if len(a.personnel) == 0 || !g.listenedTo(TrigAboutToReturn) {
		back()
		return
	}
	t := g.trigs.take(Trigger{Kind: TrigAboutToReturn, Player: a.player, Cards: append([]int(nil), a.personnel...), Source: d, Dilemma: true, Mission: a.mission})
	g.fire(t, func(t *Trigger) {
		if !t.all {
			back()
		}
	})
}
