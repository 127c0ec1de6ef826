package game

import (
	"fmt"
	"strings"
)

// A card discarded from hand that must differ from a personnel the text
// then changes (Infinite Combinations, 26V015: the personnel card thrown
// away is not of the boosted one's species). discard-from-hand
// with different: species and to: facing: its player first picks one of
// their personnel facing the dilemma (matching target) for whom the hand
// holds such a card (asked only when there are several), then discards
// one card matching the filter whose species is not that personnel's.
// Two species are the same only when they match exactly (Glossary:
// species): a Human and a Human/Vulcan differ; the personnel's species is
// read as it is now (one it has become counts), the card's as printed.
// The personnel picked is the one the text's later timed steps reach with
// to: paired ("that personnel"), and the card is what the text paid
// (group paid). The pick belongs to paying the cost: the personnel and
// the card go together, so a card is never discarded that no facing
// personnel could be paired with.

// timedToPaired names the timed target: the personnel a cost step of
// this text was matched against.
const timedToPaired = "paired"

// unlikeFacing reports whether a discard-from-hand step is paired with a
// facing personnel.
func unlikeFacing(s *Step) bool { return s.Different != "" && s.To == ToFacing }

// speciesNow is personnel id's species as it is now, one key.
func (g *Game) speciesNow(id int) string {
	if sp, ok := g.speciesOverride(id); ok {
		return sp
	}
	return g.printedSpecies(id)
}

// unlikePool lists the cards of pool whose printed species differs from
// personnel id's now.
func (g *Game) unlikePool(pool []int, id int) []int {
	sp := g.speciesNow(id)
	var out []int
	for _, h := range pool {
		if g.printedSpecies(h) != sp {
			out = append(out, h)
		}
	}
	return out
}

// unlikePairs lists the facing personnel a discard-from-hand step may be
// paired with now: those for whom the hand holds a card to discard.
func (g *Game) unlikePairs(ctx fxCtx, s *Step) []int {
	pool := g.discardPool(ctx, s)
	var out []int
	for _, id := range g.facingMatching(ctx.p, s.Target) {
		for _, h := range g.unlikePool(pool, id) {
			if h != ctx.src {
				out = append(out, id)
				break
			}
		}
	}
	return out
}

// unlikeText words the step.
func unlikeText(s Step) string {
	of := strings.TrimSuffix(timedTargetWords(Step{To: ToFacing, Target: s.Target}), ",")
	return "discard from hand " + countOf(1, s.Filter.Text("card")) + " whose species is not that of " + of + " (that personnel)"
}

// discardUnlike pairs one of ctx.p's facing personnel with a card of
// another species from hand, and discards the card.
func (g *Game) discardUnlike(ctx fxCtx, s Step) {
	pairs := g.unlikePairs(ctx, &s)
	delete(g.plays.paired, ctx.src) // an earlier use's pick is no more
	pay := func(id int) {
		if g.plays.paired == nil {
			g.plays.paired = map[int]int{}
		}
		g.plays.paired[ctx.src] = id
		var acts []action
		for _, h := range g.unlikePool(g.discardPool(ctx, &s), id) {
			if h == ctx.src {
				continue
			}
			acts = append(acts, action{Option{Label: fmt.Sprintf("Discard %s (%s)", g.cardName(h), g.printedSpecies(h)), Action: ActPick, Card: h}, func() {
				g.discard(h)
				g.notePaid(ctx, []int{h})
			}})
		}
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: discard a card of a species other than %s's (%s)", g.cardName(ctx.src), g.cardName(id), g.speciesNow(id)), acts)
	}
	switch len(pairs) {
	case 0:
		return
	case 1:
		pay(pairs[0])
		return
	}
	var acts []action
	for _, id := range pairs {
		acts = append(acts, action{Option{Label: g.cardName(id), Action: ActPick, Card: id}, func() { pay(id) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": which of your personnel facing the dilemma?", acts)
}

// pairedTargets is the personnel a cost step of this text was paired
// with, while it is in play under ctx.p's command and matches target.
func (g *Game) pairedTargets(ctx fxCtx, s *Step) []int {
	// Before the cost is paid (weighing whether the text may be used),
	// the personnel it may pair with stand for it.
	for i := range ctx.costFirst {
		if c := &ctx.costFirst[i]; c.Do == DoDiscardHand && unlikeFacing(c) {
			return g.unlikePairs(ctx, c)
		}
	}
	id, ok := g.plays.paired[ctx.src]
	if !ok {
		return nil
	}
	c := g.cards[id]
	if c.Card.Type != Personnel || !c.Zone.InPlay() || c.Controller != ctx.p || !g.considers(ctx.p, id) || !g.matches(s.Target, id) {
		return nil
	}
	return []int{id}
}
