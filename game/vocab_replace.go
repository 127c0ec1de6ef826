package game

import (
	"fmt"
	"slices"
)

// Replacing a personnel (Rulings: Replacing a Personnel; Glossary:
// exchange): a personnel from the performer's hand takes this
// personnel's place — placed, not played, exactly where it is — and
// takes over what was about to happen to it. Unlike an exchange, the
// original does not trade places: it is still in play during (and
// slightly after) the replacement, so a unique newcomer may not share
// its title or that of any card its player commands, and what becomes
// of the original is the text's next step ("then place this personnel
// in her owner's discard pile": Founder Councilor, 3C152).

// DoReplaceSelf: this personnel is replaced by a personnel from your hand
// matching With.
const DoReplaceSelf = "replace-self"

// With to: subject the personnel replaced is the one the trigger is about
// (a personnel of yours a dilemma selected at random: D'Ral, Mutinous
// Commander, 15V041), and what was about to happen to it moves to the
// newcomer (Trigger.Instead). same: cost asks for a replacement of the
// same printed cost as the personnel replaced.
const (
	replaceSubject  = "subject"
	replaceSameCost = "cost"
)

func init() {
	registerVerbs(map[string]verb{
		DoReplaceSelf: {
			doc:    "this personnel (to: self; to: subject: the trigger's personnel) is replaced by a personnel from your hand (from: hand) matching with (same: cost: of the same cost), placed where it is and taking over what was about to happen to it; the original stays until a later step moves it",
			fields: "to from with same",
			// Whether it can be done reads the hand.
			private: true,
			validate: func(s *Step) error {
				if s.To != ExchangeSelf && s.To != replaceSubject {
					return fmt.Errorf("to is what is replaced: %s or %s, not %q", ExchangeSelf, replaceSubject, s.To)
				}
				if s.Same != "" && s.Same != replaceSameCost {
					return fmt.Errorf("same: only %s", replaceSameCost)
				}
				if s.From != ExchangeHand {
					return fmt.Errorf("from is where the replacement comes from: %s, not %q", ExchangeHand, s.From)
				}
				return s.With.validate()
			},
			text: func(s Step) string {
				who, same := "this personnel", ""
				if s.To == replaceSubject {
					who = "that personnel"
				}
				if s.Same == replaceSameCost {
					same = " of the same cost"
				}
				return "replace " + who + " with a " + s.With.Text("personnel") + same + " from your hand"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.selfReplacements(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.replaceSelf(ctx, s) },
		},
	})
}

// selfReplacements lists the cards of ctx's player's hand that may replace
// this personnel now: personnel matching With that could be placed with
// the original still in play (Rulebook: Uniqueness).
func (g *Game) selfReplacements(ctx fxCtx, s *Step) []int {
	orig := replacedBy(ctx, s)
	if orig == 0 {
		return nil
	}
	x := g.cards[orig]
	if x.Card.Type != Personnel || !x.Zone.InPlay() || x.Controller != ctx.p || !g.considers(ctx.p, orig) {
		return nil
	}
	var out []int
	for _, y := range g.players[ctx.p].Hand {
		yc := g.cards[y].Card
		if yc.Type != Personnel || !g.matches(s.With, y) || (s.Same == replaceSameCost && printedCost(yc) != printedCost(x.Card)) {
			continue
		}
		if yc.Unique && (yc.titleKey == x.Card.titleKey || g.commandsCopy(ctx.p, yc)) {
			continue
		}
		out = append(out, y)
	}
	return out
}

// replaceSelf has ctx's player pick the replacement (when there is a
// choice) and places it where this personnel is.
func (g *Game) replaceSelf(ctx fxCtx, s Step) {
	ys := g.selfReplacements(ctx, &s)
	if len(ys) == 0 {
		return
	}
	orig := replacedBy(ctx, &s)
	put := func(y int) {
		x := g.cards[orig]
		g.cards[y].Controller = ctx.p
		g.changed(y) // rules_loops_cards.go
		g.place(y, x.Zone, x.Where)
		if a := g.attempt; a != nil {
			for _, list := range []*[]int{&a.personnel, &a.selected, &a.chosen, &a.usable} {
				if i := slices.Index(*list, orig); i >= 0 {
					(*list)[i] = y
				}
			}
		}
		if s.To == replaceSubject && ctx.trig != nil {
			ctx.trig.Instead(orig, y) // what was about to happen moves to the newcomer
		}
		// The newcomer enters play and the original is in play, so every
		// player sees both (Rulebook: Showing your cards).
		g.emit(Event{Kind: "replace", Player: ctx.p, Cards: []int{orig, y},
			Text: fmt.Sprintf("%s replaces %s with %s from hand.", g.players[ctx.p].Name, g.shown(orig), g.shown(y))})
	}
	if len(ys) == 1 {
		put(ys[0])
		return
	}
	var acts []action
	for _, y := range ys {
		y := y
		acts = append(acts, action{Option{Label: g.cardName(y), Action: ActPick, Card: y}, func() { put(y) }})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: replace it with which personnel?", g.cardName(ctx.src)), acts)
}

// replacedBy is the personnel a replace-self step replaces: this card, or
// the trigger's card (0: none).
func replacedBy(ctx fxCtx, s *Step) int {
	if s.To == replaceSubject {
		return ctx.subject
	}
	return ctx.src
}
