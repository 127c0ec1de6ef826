package game

import (
	"fmt"
	"strings"
)

// A prevention its victim may buy off (Unproven Suspicions, 33V019: the
// owner of the event it would stop can pay counters so that it does not).
// The prevent step's cost lists what the owner of the card about to be
// prevented may pay. That player is always asked (only "Do not" when the
// payment is impossible, so the question tells nothing about a hand:
// vocab_destroy_cards.go asks the same way). Paid, the prevention does
// not happen, nor does any later step of the same ability answering that
// trigger (the event sent to the discard pile); the ability's own cost
// stays paid (Rulebook: response actions - costs of a prevented action
// remain paid).

// preventText words a prevent step.
func preventText(s Step) string {
	if len(s.Cost) == 0 {
		return "prevent that"
	}
	return fmt.Sprintf("prevent that (unless the owner of that card pays to stop it: %s)", strings.ReplaceAll(clauses(s.Cost), "your ", "their "))
}

// preventUnlessPaid asks the owner of the card ctx's trigger is about
// whether to pay s.Cost; unpaid, the trigger is prevented.
func (g *Game) preventUnlessPaid(ctx fxCtx, s Step) {
	t := ctx.trig
	owner := t.Player
	if ctx.subject != 0 {
		owner = g.cards[ctx.subject].Owner
	} else if len(t.Cards) > 0 {
		owner = g.cards[t.Cards[0]].Owner
	}
	pay := fxCtx{src: ctx.src, p: owner, mission: ctx.mission}
	words := clauses(s.Cost)
	var acts []action
	if g.stepsPossible(pay, s.Cost) {
		acts = append(acts, action{Option{Label: "Prevent it: " + words, Action: ActPick}, func() {
			t.ignored = append(t.ignored, ctx.src) // the rest of this effect does nothing
			g.emit(Event{Kind: "choice", Player: owner, Cards: g.one(ctx.src),
				Text: fmt.Sprintf("%s pays to prevent what %s would do.", g.players[owner].Name, g.shown(ctx.src))}) // its text was just used, shown to all
			g.runAbility(pay, s.Cost)
		}})
	}
	acts = append(acts, action{Option{Label: "Do not prevent it", Action: ActEnd}, func() { g.preventPending(ctx) }})
	g.offer(owner, KindOptional, fmt.Sprintf("%s would prevent that: pay (%s) so that it does not?", g.cardName(ctx.src), words), acts)
}
