package game

import (
	"fmt"
	"slices"
)

// Taking back a card that lay on an event its player no longer commands
// (Russell Toddman, Security Conscious, 30V050: a [DS9] personnel). A card
// leaving play first sends the cards lying on it to their discard piles
// (leavePlay), so by the time lost-command fires those cards are gone
// from it. The trigger keeps them (Trigger.Held): the cards that lay on
// the lost card just before, whether the leaving-play rule discarded them
// or they stay on it because another player took command of it in play.
//
// place-held-at-hq takes one of those cards that the performer owns and
// that matches filter, from wherever it went (a discard pile, or still on
// the card), and places it at a headquarters mission the performer
// commands where it could be played; the performer now commands it.
// Placing is not playing (Glossary: play and place); a copy of a unique
// card the performer already commands is not offered (Glossary:
// uniqueness).

// DoPlaceHeldAtHQ: take a card that lay on the lost card to a
// headquarters mission of yours.
const DoPlaceHeldAtHQ = "place-held-at-hq"

func init() {
	registerVerbs(map[string]verb{
		DoPlaceHeldAtHQ: {
			doc:      "(lost-command only) take one card matching filter that you own and that lay on the card whose command was lost (from wherever it went) and place it at a headquarters mission of yours where it could be played; you command it",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				w := s.Filter.Text("card")
				return fmt.Sprintf("choose %s %s that you own among the cards that lay on it, and place that card at a headquarters mission of yours where it could be played, under your command", article(w), w)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.heldPlaceable(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.placeHeldAtHQ(ctx, &s) },
		},
	})
}

// heldBy lists the cards lying on card id, or, while it leaves play, the
// cards that lay on it before the leaving-play rule moved them.
func (g *Game) heldBy(id int) []int {
	c := g.cards[id]
	if len(c.On) > 0 {
		return slices.Clone(c.On)
	}
	return slices.Clone(c.heldOn)
}

// heldPlaceable maps each card the trigger's held cards offer to the
// headquarters missions where it could be placed.
func (g *Game) heldPlaceable(ctx fxCtx, s *Step) map[int][]int {
	if ctx.trig == nil {
		return nil
	}
	out := map[int][]int{}
	for _, id := range ctx.trig.Held {
		c := g.cards[id]
		if c.Owner != ctx.p || !heldReachable(c, ctx.trig) || !s.Filter.MatchesCard(c.Card) {
			continue
		}
		if c.Card.Unique && g.commandsCopy(ctx.p, c.Card) {
			continue
		}
		if sites := g.hqSites(ctx.p, c.Card); len(sites) > 0 {
			out[id] = sites
		}
	}
	return out
}

// heldReachable: a held card is taken from where the loss left it: its
// owner's discard pile, or still on the card concerned.
func heldReachable(c *Inst, t *Trigger) bool {
	switch c.Zone {
	case ZDiscard:
		return true
	case ZOnCard:
		return len(t.Cards) > 0 && c.Where == t.Cards[0]
	}
	return false
}

// placeHeldAtHQ: ctx's player picks one held card and, when several
// headquarters would take it, where it goes.
func (g *Game) placeHeldAtHQ(ctx fxCtx, s *Step) {
	p := ctx.p
	opts := g.heldPlaceable(ctx, s)
	put := func(id, m int) {
		g.place(id, ZSurface, m)
		g.cards[id].Controller = p
		g.changed(id) // rules_loops_cards.go
		g.emit(Event{Kind: "place", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s: %s places %s %s%s.", g.ref(ctx.src), g.players[p].Name, g.shown(id), placeWord(g.cards[m].Card), g.ref(m))})
	}
	var acts []action
	for _, id := range ctx.trig.Held {
		for _, m := range opts[id] {
			acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s %s%s", g.cardName(id), placeWord(g.cards[m].Card), g.cardName(m)), Action: ActPick, Card: id, Target: m}, func() { put(id, m) }})
		}
	}
	if len(acts) == 0 {
		return
	}
	g.offer(p, KindSelect, g.cardName(ctx.src)+": place which card, and where?", acts)
}
