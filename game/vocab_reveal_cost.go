package game

import (
	"fmt"
	"slices"
)

// A cost reduction read from cards revealed as the card is played (Ptol,
// 17V077, shows the top of the opponent's dilemma pile and is one cheaper
// per dual dilemma among those shown, which then go under the pile). The
// text is cost-related, so it happens while the card is
// being played, before its cost is paid (Glossary: playing a card, steps
// 3–4): the cards are shown to every player, the cost is fixed from them,
// and they go to the bottom of their owner's pile in the order the
// playing player picks, face up as every dilemma put back under a pile
// is (Ruling: Returning Dilemmas), before any "prevent" response; a
// prevented card has still revealed them. A dilemma pile is information
// its player would not normally have, so the card is offered only with
// the counters for its cost without the reduction (Rulebook: Paying
// costs, the Charvanek example).
//
// The step sits in the card's own play-cost ability (when: play-cost,
// on: self); playCard runs it through revealForCost, and its run as the
// ability's effect, once the card is in play, does nothing.

// DoRevealDilemmasCost names the verb.
const DoRevealDilemmasCost = "reveal-dilemmas-cost"

func init() {
	registerVerbs(map[string]verb{
		DoRevealDilemmasCost: {
			doc:    "(in the card's own play-cost ability) as it is played, before its cost is paid: reveal the top count cards of whose dilemma pile (opponent, or yours when absent); the card is cost amount more (negative: less) for each one filter matches; then they lie face up under that pile in the order the player picks",
			fields: "count whose filter amount",
			validate: func(s *Step) error {
				if s.Count < 1 {
					return fmt.Errorf("needs a count of 1 or more")
				}
				if s.Amount == 0 {
					return fmt.Errorf("needs a non-zero amount")
				}
				if s.Whose != "" && s.Whose != WhoseOpponent {
					return fmt.Errorf("whose must be opponent or absent, not %q", s.Whose)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				pile := "your dilemma pile"
				if s.Whose == WhoseOpponent {
					pile = "an opponent's dilemma pile"
				}
				return fmt.Sprintf("reveal the top %s cards of %s; its cost changes by %+d per %s among them; then put them under that pile in any order",
					numberWord(s.Count), pile, s.Amount, s.Filter.Text("card"))
			},
			run: func(*Game, fxCtx, Step) {}, // done as the card is played (revealForCost)
		},
	})
}

// revealForCost runs the reveal-dilemmas-cost steps of card id's own
// play-cost abilities that apply to this play (the mandatory ones whose
// condition holds, and the optional one chosen for it) as p plays it, and
// returns the cost changed by what they revealed. The cards revealed go
// to the bottom of their pile at once; the order is p's to pick, asked
// before anything else of the play happens.
func (g *Game) revealForCost(p Player, id, cost int) int {
	c := g.cards[id]
	variant, chosen := g.plays.variant[id]
	for i := range c.Card.Abilities {
		a := &c.Card.Abilities[i]
		if a.When != WhenPlayCost || a.On != "self" || (a.May && (!chosen || variant != i)) {
			continue
		}
		ctx := g.ctxFor(p, id)
		if len(a.Cond) > 0 && !g.abilityHolds(ctx, a) {
			continue
		}
		for j := range a.Effect {
			if s := &a.Effect[j]; s.Do == DoRevealDilemmasCost {
				cost = g.revealDilemmasCost(ctx, s, cost)
			}
		}
	}
	return cost
}

// revealDilemmasCost reveals the top s.Count cards of the pile s names,
// changes cost by s.Amount for each match, puts them on the bottom and
// asks ctx.p their order there.
func (g *Game) revealDilemmasCost(ctx fxCtx, s *Step, cost int) int {
	owner := ctx.p
	if s.Whose == WhoseOpponent {
		owner = ctx.p.Other()
	}
	ps := g.players[owner]
	top := slices.Clone(g.reachDilemmaTop(owner, s.Count)) // dilemma_pile_top.go
	if len(top) == 0 {
		g.emit(Event{Kind: "reveal-dilemmas", Player: ctx.p, Text: fmt.Sprintf("%s has no dilemma to reveal for %s.", ps.Name, g.ref(ctx.src))})
		return cost
	}
	n := 0
	for _, d := range top {
		if s.Filter.MatchesCard(g.cards[d].Card) {
			n++
		}
	}
	g.emit(Event{Kind: "reveal-dilemmas", Player: ctx.p, Cards: top,
		Text: fmt.Sprintf("%s reveals the top %d card(s) of %s's dilemma pile for %s: %s.", g.players[ctx.p].Name, len(top), ps.Name, g.ref(ctx.src), g.shownAll(top))})
	if n > 0 {
		g.emit(Event{Kind: "cost", Player: ctx.p, Cards: []int{ctx.src},
			Text: fmt.Sprintf("%s is cost %+d (%d revealed match).", g.ref(ctx.src), n*s.Amount, n)})
	}
	for _, d := range top {
		g.toDilemmaPileBottom(d) // appended, face up
	}
	if len(top) > 1 {
		g.push(func() { g.reorderPileBottom(ctx, owner, top) })
	}
	return max(0, cost+n*s.Amount)
}

// reorderPileBottom has ctx.p put cards, the bottom of owner's dilemma
// pile, in an order of ctx.p's choosing: the first pick lies highest, the
// last at the very bottom.
func (g *Game) reorderPileBottom(ctx fxCtx, owner Player, cards []int) {
	dec := &Decision{Player: ctx.p, Kind: KindSelect, Min: len(cards), Max: len(cards), Ordered: true,
		Prompt: fmt.Sprintf("%s: put these cards on the bottom of %s's dilemma pile in which order? (last pick at the very bottom)", g.cardName(ctx.src), g.players[owner].Name)}
	for _, id := range cards {
		dec.Options = append(dec.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(dec, func(picks []int) {
		ps := g.players[owner]
		var order []int
		for _, i := range picks {
			order = append(order, cards[i])
		}
		rest := slices.DeleteFunc(slices.Clone(ps.DilemmaPile), func(id int) bool { return slices.Contains(order, id) })
		ps.DilemmaPile = append(rest, order...)
		g.emit(Event{Kind: "deck", Player: ctx.p, Text: fmt.Sprintf("%s puts %d card(s) on the bottom of %s's dilemma pile.", g.players[ctx.p].Name, len(order), ps.Name)})
	})
}
