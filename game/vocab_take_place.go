package game

import (
	"fmt"
	"slices"
)

// A personnel taking the place of one a dilemma selected (Jean-Luc
// Picard, Worf's cha'Dich, 7R095, standing in for a Klingon of his
// player's present with him that a dilemma picks).
// Glossary: replace — what was about to happen to the original happens to
// the replacement instead. This personnel is already in play, present
// with the one selected, so nothing is placed and nobody leaves: the
// selection now holds this personnel in the original's place, and the
// original, no longer selected, stays where it is, still facing the
// dilemma. It cannot be done when this personnel is among those the
// selection picked already (it would take nobody's place) or is stopped.
//
// "When ... is selected by a dilemma" answers a chosen selection as well
// as a random one: answerChosen fires the trigger once the selection is
// recorded, before the window after it and its outcome (vocab_dilemmas.go,
// selected); an ability with random: true answers random selections only.

// DoTakePlaceOfSubject is the verb.
const DoTakePlaceOfSubject = "take-place-of-subject"

func init() {
	registerVerbs(map[string]verb{
		DoTakePlaceOfSubject: {
			doc:      "(a selected response) this personnel takes the place of the personnel the trigger is about in the selection: it is selected instead and undergoes what follows; the original stays, unselected",
			text:     func(Step) string { return "replace that personnel with this personnel" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.canTakePlace(ctx) },
			run: func(g *Game, ctx fxCtx, s Step) {
				if !g.canTakePlace(ctx) {
					return
				}
				ctx.trig.Instead(ctx.subject, ctx.src)
				g.emitNamed(Event{Kind: "replace", Player: ctx.p, Cards: []int{ctx.subject, ctx.src}}, func(name func(int) string) string {
					return fmt.Sprintf("%s replaces %s with %s: %s is selected instead.", g.players[ctx.p].Name, name(ctx.subject), name(ctx.src), name(ctx.src))
				})
			},
		},
	})
}

// canTakePlace reports whether this personnel may take the place of the
// trigger's personnel in its selection.
func (g *Game) canTakePlace(ctx fxCtx) bool {
	t := ctx.trig
	if t == nil || t.Kind != TrigSelected || ctx.subject == 0 || ctx.subject == ctx.src {
		return false
	}
	if !g.unstoppedInPlay(ctx.src) || slices.Contains(g.remaining(t), ctx.src) || !slices.Contains(g.remaining(t), ctx.subject) {
		return false
	}
	return true
}

// answerChosen fires "selected" for a dilemma's chosen selection, once it
// is recorded and before what follows it: the responses may put another
// personnel in a selected one's place (Trigger.Instead), and then the
// selection, and what the outcome reaches (sel.picked), are what they
// leave.
func (g *Game) answerChosen(sel *selection) {
	a := sel.a
	t := g.trigs.take(Trigger{Kind: TrigSelected, Player: a.player, Cards: g.lists.clone(sel.picked), Source: a.dilemma, Dilemma: true,
		Mission: a.mission, Outcome: sel.s.Outcome})
	g.fireWait(t, dilWait{op: waitChosenAnswered, sel: sel})
}

// chosenAnswered: the responses to t, sel's "selected", have answered;
// what they leave is selected.
func (g *Game) chosenAnswered(t *Trigger, sel *selection) {
	a, picked := sel.a, sel.picked
	sel.noteFacing(t)
	rest := g.remaining(t)
	if slices.Equal(rest, picked) {
		return
	}
	for _, list := range [...]*[]int{&a.selected, &a.chosen} {
		for i, id := range *list {
			if by, ok := t.instead[id]; ok && slices.Contains(picked, id) {
				(*list)[i] = by
			}
		}
	}
	sel.picked = rest
}
