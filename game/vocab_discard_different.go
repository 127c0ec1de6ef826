package game

import (
	"fmt"
	"slices"
	"strings"
)

// Discarding hand cards, as many as the player likes, each different from the
// others in one characteristic (Manufactured Triumph, 26V006: the
// dilemma's owner throws away personnel of different species, and the
// number thrown away is what the facing personnel must match).
// discard-from-hand with any_number and different: species: the performer
// picks cards one at a time, each time among those whose species none of
// the picked ones has, and may stop at any time, before the first too;
// the cards picked are discarded together, one action, and are what the
// text paid (group paid). Two species are the same only when they match
// exactly (Glossary: species): a Human and a Human/Vulcan differ. As
// printed, out of play.

// DifferentSpecies also names discard-from-hand's different value.

func validateDiscardDifferent(s *Step) error {
	switch s.Different {
	case "":
		if s.To != "" || s.Target != nil {
			return fmt.Errorf("to and target are read with different: species only, to: facing")
		}
		return nil
	case DifferentSpecies:
		if unlikeFacing(s) { // vocab_discard_unlike.go
			if s.AnyNumber || s.Random || s.Count > 1 || s.UpTo || s.Same != "" {
				return fmt.Errorf("different with to: facing discards one card: no any_number, random, count, up_to or same")
			}
			return nil
		}
		if s.To != "" || s.Target != nil {
			return fmt.Errorf("to and target are read with different: species only, to: facing")
		}
		if !s.AnyNumber {
			return fmt.Errorf("different needs any_number, or to: facing")
		}
		return nil
	}
	return fmt.Errorf("different must be species, not %q", s.Different)
}

// printedSpecies is card id's species as printed, one key.
func (g *Game) printedSpecies(id int) string {
	return strings.Join(g.cards[id].Card.Species, "/")
}

// discardDifferent has ctx.p pick hand cards of different species, one
// at a time, then discards them together.
func (g *Game) discardDifferent(ctx fxCtx, s Step) {
	pool := slices.Clone(g.discardPool(ctx, &s))
	var picked []int
	done := func() {
		for _, id := range picked {
			g.discard(id)
		}
		g.notePaid(ctx, picked)
		if a := g.attempt; a != nil && len(picked) > 0 {
			a.acted = true
		}
	}
	var next func()
	next = func() {
		var acts []action
		for _, id := range pool {
			sp := g.printedSpecies(id)
			if slices.Contains(picked, id) || slices.ContainsFunc(picked, func(x int) bool { return g.printedSpecies(x) == sp }) {
				continue
			}
			id := id
			acts = append(acts, action{Option{Label: fmt.Sprintf("Discard %s (%s)", g.cardName(id), sp), Action: ActPick, Card: id}, func() {
				picked = append(picked, id)
				next()
			}})
		}
		if len(acts) == 0 {
			done()
			return
		}
		acts = append(acts, action{Option{Label: fmt.Sprintf("Done: discard the %d picked", len(picked)), Action: ActEnd}, done})
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: discard cards from hand, as many as you like, each of a different %s (%d picked)", g.cardName(ctx.src), s.Different, len(picked)), acts)
	}
	next()
}
