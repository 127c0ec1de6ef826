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

func init() {
	registerVerbs(map[string]verb{
		DoReplaceSelf: {
			doc:    "this personnel (to: self) is replaced by a personnel from your hand (from: hand) matching with, placed where it is and taking over what was about to happen to it; the original stays until a later step moves it",
			fields: "to from with",
			// Whether it can be done reads the hand.
			private: true,
			validate: func(s *Step) error {
				if s.To != ExchangeSelf {
					return fmt.Errorf("to is what is replaced: %s, not %q", ExchangeSelf, s.To)
				}
				if s.From != ExchangeHand {
					return fmt.Errorf("from is where the replacement comes from: %s, not %q", ExchangeHand, s.From)
				}
				return s.With.validate()
			},
			text: func(s Step) string {
				return "replace this personnel with a " + s.With.Text("personnel") + " from your hand"
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
	x := g.cards[ctx.src]
	if x.Card.Type != Personnel || !x.Zone.InPlay() || x.Controller != ctx.p || !g.considers(ctx.p, ctx.src) {
		return nil
	}
	var out []int
	for _, y := range g.players[ctx.p].Hand {
		yc := g.cards[y].Card
		if yc.Type != Personnel || !g.matches(s.With, y) {
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
	put := func(y int) {
		x := g.cards[ctx.src]
		g.cards[y].Controller = ctx.p
		g.place(y, x.Zone, x.Where)
		if a := g.attempt; a != nil {
			for _, list := range []*[]int{&a.personnel, &a.selected, &a.chosen, &a.usable} {
				if i := slices.Index(*list, ctx.src); i >= 0 {
					(*list)[i] = y
				}
			}
		}
		// The newcomer enters play and the original's text is being used,
		// so every player sees both (Rulebook: Showing your cards).
		g.emit(Event{Kind: "replace", Player: ctx.p, Cards: []int{ctx.src, y},
			Text: fmt.Sprintf("%s replaces %s with %s from hand.", g.players[ctx.p].Name, g.shown(ctx.src), g.shown(y))})
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
