package game

import (
	"fmt"
	"slices"
)

func init() { registerVerbs(handVerbs()) }

// handVerbs: verbs about the cards in a player's hand.
func handVerbs() map[string]verb {
	return map[string]verb{
		// discard-from-hand: discard Count (1) cards matching Filter from your
		// hand, picked by you (Random: at random). As a cost it must be paid
		// in full (Glossary: actions – costs). AnyNumber: any number of
		// them, none included. Amount: any number whose printed costs add
		// up to it or more, IfCannot when the hand cannot reach it
		// (vocab_discard_total_cost.go).
		DoDiscardHand: {
			doc:     "discard count cards matching filter from your hand (random: at random; any_number: any number; amount: any number whose printed costs add up to amount or more, if_cannot following when the hand cannot; different: species with to: facing: one card whose species is not that of one of your personnel facing the dilemma, picked first, whom the effect reaches with to: paired)",
			fields:  "count filter random any_number up_to same amount if_cannot different to target",
			private: true,
			paid:    specialPaid,
			validate: func(s *Step) error {
				if s.UpTo && (s.AnyNumber || s.Random || s.Count < 2) {
					return fmt.Errorf("up_to needs a count of 2 or more, and neither any_number nor random")
				}
				if s.Amount > 0 && (s.Count > 0 || s.Random || s.AnyNumber || s.UpTo || s.Same != "") {
					return fmt.Errorf("amount (a total cost) takes no count, random, any_number, up_to or same")
				}
				if err := validateDiscardDifferent(s); err != nil {
					return err
				}
				if s.Amount < 0 || (len(s.IfCannot) > 0 && s.Amount == 0) {
					return fmt.Errorf("if_cannot needs an amount of 1 or more")
				}
				if s.Same != "" && s.Same != SameShipAffiliation { // vocab_discard_ship_affiliation.go
					return fmt.Errorf("same: only %s", SameShipAffiliation)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				if s.Amount > 0 {
					return discardTotalText(s)
				}
				if s.UpTo {
					return fmt.Sprintf("discard up to %d %s from hand", s.Count, plural(s.Filter.Text("card")))
				}
				if unlikeFacing(&s) {
					return unlikeText(s) // vocab_discard_unlike.go
				}
				if s.AnyNumber && s.Different != "" {
					return "you may discard any number of " + plural(s.Filter.Text("card")) + " from your hand, each of a different " + s.Different
				}
				if s.AnyNumber {
					return "you may discard any number of " + plural(s.Filter.Text("card")) + " from your hand"
				}
				what := countOf(max(1, s.Count), s.Filter.Text("card")) + discardSameText(s)
				if s.Random {
					return "discard " + what + " from hand at random"
				}
				return "discard " + what + " from hand"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				// The card whose text this is never pays a cost with
				// itself: an event weighed for play still lies in hand
				// (Glossary: playing a card — it leaves the hand before
				// costs are paid).
				if s.Amount > 0 {
					return g.discardTotalPossible(ctx, s)
				}
				if unlikeFacing(s) {
					return len(g.unlikePairs(ctx, s)) > 0 // vocab_discard_unlike.go
				}
				n := len(g.discardPool(ctx, s))
				if ctx.paying && g.inHand(ctx.p, ctx.src) && s.Filter.MatchesCard(g.cards[ctx.src].Card) {
					n--
				}
				if s.UpTo {
					return n > 0
				}
				return s.AnyNumber || n >= max(1, s.Count) || (s.Filter.IsZero() && drawsFirst(ctx.earlier))
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.Amount > 0 {
					g.discardTotalCost(ctx, s)
					return
				}
				if unlikeFacing(&s) {
					g.discardUnlike(ctx, s) // vocab_discard_unlike.go
					return
				}
				if s.Different != "" {
					g.discardDifferent(ctx, s)
					return
				}
				g.discardFromHand(ctx, s)
			},
		},
	}
}

// Hand verbs.
const DoDiscardHand = "discard-from-hand"

// countOf words a number of things: "an event", "2 events".
func countOf(n int, what string) string {
	if n == 1 {
		return article(what) + " " + what
	}
	return fmt.Sprintf("%d %s", n, plural(what))
}

// handMatching lists the cards in p's hand that f matches.
func (g *Game) handMatching(p Player, f *Filter) []int {
	var out []int
	for _, id := range g.players[p].Hand {
		if f.MatchesCard(g.cards[id].Card) {
			out = append(out, id)
		}
	}
	return out
}

// inHand reports whether card id lies in p's hand.
func (g *Game) inHand(p Player, id int) bool {
	return id > 0 && g.cards[id].Zone == ZHand && g.cards[id].Owner == p
}

// discardFromHand: the player discards Count matching cards from hand,
// picked by the player or at random (Glossary: discard).
func (g *Game) discardFromHand(ctx fxCtx, s Step) {
	pool := g.discardPool(ctx, &s)
	n := min(max(1, s.Count), len(pool))
	if n == 0 {
		return
	}
	if s.Random {
		pool = slices.Clone(pool)
		g.shuffle(pool)
		for _, id := range pool[:n] {
			g.discard(id)
		}
		g.notePaid(ctx, pool[:n])
		return
	}
	// The closures below keep what they read, not s: taking s with
	// them moved every step read here to the heap.
	lo, hi := n, n
	src, filter, count := ctx.src, s.Filter, s.Count
	// The prompt and labels are worded when read: bots do not.
	prompt := func(g *Game) string {
		return fmt.Sprintf("%s: discard %s from hand", g.cardName(src), countOf(n, filter.Text("card")))
	}
	if s.UpTo {
		// "Discard up to N cards": one at least, N at most.
		lo = 1
		prompt = func(g *Game) string {
			return fmt.Sprintf("%s: discard up to %d %s from hand", g.cardName(src), count, plural(filter.Text("card")))
		}
	}
	if s.AnyNumber {
		lo, hi = 0, len(pool)
		prompt = func(g *Game) string {
			return fmt.Sprintf("%s: discard any number of cards from hand (none is allowed)", g.cardName(src))
		}
	}
	d := g.newDecision()
	d.Player, d.Kind, d.Min, d.Max, d.prompt = ctx.p, KindSelect, lo, hi, prompt
	d.Options = g.optionBuffer(len(pool))
	for _, id := range pool {
		d.Options = append(d.Options, Option{Action: ActPick, Card: id, label: discardLabel})
	}
	g.keepOptions(d.Options)
	g.pose(d, nil, func(picks []int) {
		var paid []int
		for _, i := range picks {
			g.discard(pool[i])
			paid = append(paid, pool[i])
		}
		g.notePaid(ctx, paid)
	})
}

// discardLabel names the card an option discards from hand.
func discardLabel(g *Game, o *Option) string { return "Discard " + g.cardName(o.Card) }
