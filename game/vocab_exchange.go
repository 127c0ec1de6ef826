package game

import (
	"fmt"
	"slices"
)

// Exchange (Glossary: exchange; play and place; Rulings: Exchanges,
// Exchanging and replacing into play). A personnel of yours in play and a
// personnel from your hand or discard pile trade places: the newcomer is
// placed (not played) exactly where the original was, and the original
// goes to where the newcomer came from. What was about to happen to the
// original happens to the replacement instead: during a mission attempt
// it joins the attempt in the original's place, selected where the
// original was selected, so a dilemma's pending outcome falls on it.
//
// An exchange needs both of its sides (Rulings: Exchanges): with nothing
// that may come in for anything that may go out, it cannot be done at
// all — not half of it — so text that costs or does only an exchange is
// not offered. The newcomer is placed into play, so the uniqueness rule
// holds (a unique personnel whose title you command elsewhere cannot come
// in), and only a card you own can go to your hand or discard pile.

// DoExchange is the exchange verb.
const DoExchange = "exchange"

// Where an exchange's sides are (its to and from fields).
const (
	ExchangeSelf    = "self"    // this personnel goes out
	ExchangePresent = "present" // a personnel of yours present with this card goes out
	ExchangeHand    = "hand"    // the replacement comes from your hand
	ExchangeDiscard = "discard" // the replacement comes from your discard pile
)

func init() {
	registerVerbs(map[string]verb{
		DoExchange: {
			doc:    "a personnel you own in play (to: self or present, matching filter) trades places with a personnel from your hand or discard pile (from, matching with, sharing same: cost, title, affiliation or species); the newcomer is placed where the original was and takes over what was about to happen to it",
			fields: "to filter from with same where_playable",
			// Whether it can be done may read the hand (from: hand).
			private:  true,
			validate: validateExchange,
			text:     exchangeText,
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.exchangePairs(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.exchange(ctx, s) },
		},
	})
}

func validateExchange(s *Step) error {
	switch s.To {
	case ExchangeSelf, ExchangePresent:
	default:
		return fmt.Errorf("to is what goes out: %s or %s, not %q", ExchangeSelf, ExchangePresent, s.To)
	}
	switch s.From {
	case ExchangeHand, ExchangeDiscard:
	default:
		return fmt.Errorf("from is where the replacement comes from: %s or %s, not %q", ExchangeHand, ExchangeDiscard, s.From)
	}
	switch s.Same {
	case "", SameCost, SameSpecies, "title", "affiliation":
	default:
		return fmt.Errorf("same: cost, title, affiliation or species, not %q", s.Same)
	}
	if s.To == ExchangeSelf && s.Filter != nil {
		return fmt.Errorf("filter narrows a personnel present; this one goes out itself")
	}
	if err := s.Filter.validate(); err != nil {
		return err
	}
	return s.With.validate()
}

func exchangeText(s Step) string {
	out := "this personnel"
	if s.To == ExchangePresent {
		out = "a " + s.Filter.Text("personnel") + " you own present"
	}
	in := "a " + s.With.Text("personnel")
	if s.Same != "" {
		in += " with the same " + s.Same
	}
	where := map[string]string{ExchangeHand: "from your hand", ExchangeDiscard: "from your discard pile"}[s.From]
	return "exchange " + out + " with " + in + " " + where + exchangeHQText(s)
}

// exchangePairs lists every exchange ctx's player could make now: the
// original (out) and a replacement for it (in).
func (g *Game) exchangePairs(ctx fxCtx, s *Step) [][2]int {
	var outs []int
	switch s.To {
	case ExchangeSelf:
		outs = []int{ctx.src}
	case ExchangePresent:
		outs = g.presentMatching(ctx, &Step{Filter: s.Filter})
	}
	var ins []int
	switch s.From {
	case ExchangeHand:
		ins = g.players[ctx.p].Hand
	case ExchangeDiscard:
		ins = g.players[ctx.p].Discard
	}
	var pairs [][2]int
	for _, x := range outs {
		xc := g.cards[x]
		if xc.Card.Type != Personnel || !xc.Zone.InPlay() || xc.Controller != ctx.p || xc.Owner != ctx.p || !g.considers(ctx.p, x) {
			continue
		}
		for _, y := range ins {
			if g.exchangeFits(ctx.p, s, x, y) {
				pairs = append(pairs, [2]int{x, y})
			}
		}
	}
	return pairs
}

// exchangeFits reports whether y may come in for x.
func (g *Game) exchangeFits(p Player, s *Step, x, y int) bool {
	xc, yc := g.cards[x].Card, g.cards[y].Card
	if yc.Type != Personnel || !g.matches(s.With, y) {
		return false
	}
	switch s.Same {
	case SameCost:
		if printedCost(xc) != printedCost(yc) {
			return false
		}
	case "title":
		if xc.titleKey != yc.titleKey {
			return false
		}
	case "affiliation":
		if xc.Affiliation != yc.Affiliation {
			return false
		}
	case SameSpecies:
		if !slices.ContainsFunc(xc.Species, func(sp string) bool { return slices.Contains(yc.Species, sp) }) {
			return false
		}
	}
	if s.WherePlayable && !g.shareHQSite(p, xc, yc) { // vocab_exchange_hq.go
		return false
	}
	// Placed into play: no second copy of a unique title (Rulebook:
	// Uniqueness). The original leaves as it comes in, so its own copy
	// does not count.
	return !yc.Unique || !g.commandsCopyBesides(p, yc, x)
}

func printedCost(c *Card) int {
	if c.Cost == nil {
		return 0
	}
	return *c.Cost
}

// commandsCopyBesides is commandsCopy leaving out card x.
func (g *Game) commandsCopyBesides(p Player, c *Card, x int) bool {
	first := 0
	if t := int(c.titleIdx); t < len(g.titleFirst) {
		first = g.titleFirst[t]
	}
	for id := first; id != 0; id = g.titleNext[id] {
		in := g.cards[id]
		if id != x && (in.Zone.InPlay() && in.Controller == p || in.Zone == ZBrig && in.Owner == p) {
			return true
		}
	}
	return false
}

// exchange asks ctx's player which personnel goes out (when there is a
// choice) and which comes in, then swaps them. With no pair, nothing
// happens (Rulings: Exchanges) and the log says why.
func (g *Game) exchange(ctx fxCtx, s Step) {
	pairs := g.exchangePairs(ctx, &s)
	if len(pairs) == 0 {
		g.emit(Event{Kind: "exchange", Player: ctx.p, Cards: g.one(ctx.src),
			Text: fmt.Sprintf("%s: no exchange can be made; an exchange needs a card on each side.", g.ref(ctx.src))})
		return
	}
	var outs []int
	for _, pr := range pairs {
		if !slices.Contains(outs, pr[0]) {
			outs = append(outs, pr[0])
		}
	}
	chooseIn := func(x int) {
		var acts []action
		for _, pr := range pairs {
			if pr[0] == x {
				y := pr[1]
				acts = append(acts, action{Option{Label: g.cardName(y), Action: ActPick, Card: y}, func() { g.swapIn(ctx.p, x, y) }})
			}
		}
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: exchange %s with which personnel?", g.cardName(ctx.src), g.cardName(x)), acts)
	}
	if len(outs) == 1 {
		chooseIn(outs[0])
		return
	}
	g.pickPresent(ctx, "exchange which personnel?", outs, chooseIn)
}

// swapIn places y where x is and x where y was (its owner's hand or
// discard pile), and hands y what was about to happen to x (Glossary:
// exchange).
func (g *Game) swapIn(p Player, x, y int) {
	xc, yc := g.cards[x], g.cards[y]
	zone, where, from := xc.Zone, xc.Where, yc.Zone
	g.leavePlay(x, from)
	yc.Controller = p
	g.changed(yc.ID) // rules_loops_cards.go
	g.place(y, zone, where)
	if a := g.attempt; a != nil {
		for _, list := range []*[]int{&a.personnel, &a.selected, &a.chosen, &a.usable} {
			for i, id := range *list {
				if id == x {
					(*list)[i] = y
				}
			}
		}
	}
	place := map[Zone]string{ZHand: "hand", ZDiscard: "discard pile"}[from]
	g.emitNamed(Event{Kind: "exchange", Player: p, Cards: []int{x, y}}, func(name func(int) string) string {
		return fmt.Sprintf("%s exchanges %s for %s from the %s: %s takes its place, and it goes to the %s.",
			g.players[p].Name, name(x), name(y), place, name(y), place)
	})
	if from == ZHand {
		g.firePlacedFromHand(p, y) // vocab_placed_trigger.go
	}
}
