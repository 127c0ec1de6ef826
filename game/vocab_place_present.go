package game

import (
	"fmt"
	"slices"
)

// Placing a card from hand present with this personnel, where it joins
// the mission attempt this personnel is part of (Amat'igan, Founder
// Bodyguard, 22V034: a Jem'Hadar from hand, after a dilemma kills one
// of his player's [Dom] personnel). It is
// placed, not played (no cost, no play text); the uniqueness rule holds
// (Rulebook: Uniqueness).

// DoPlacePresentFromHand: a card from hand that Filter matches is placed
// present with this personnel, joining its mission attempt.
const DoPlacePresentFromHand = "place-present-from-hand"

func init() { registerVerbs(placePresentVerbs()) }

func placePresentVerbs() map[string]verb {
	return map[string]verb{
		DoPlacePresentFromHand: {
			doc:      "place a card from hand matching filter present with this personnel; it joins the mission attempt this personnel is in",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				f := s.Filter.Text("card")
				return "place " + article(f) + " " + f + " from your hand present with this personnel (joining its mission attempt)"
			},
			private:  true,
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.placeablePresent(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				ids := g.placeablePresent(ctx, &s)
				var acts []action
				for _, id := range ids {
					id := id
					acts = append(acts, action{Option{Label: "Place " + g.cardName(id), Action: ActPick, Card: id}, func() { g.placePresent(ctx, id) }})
				}
				if len(acts) > 0 {
					g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place which card from your hand?", acts)
				}
			},
		},
	}
}

// placeablePresent lists the cards of ctx.p's hand s.Filter matches that
// could be placed present with ctx.src: it is on a planet, headquarters
// or ship, and a unique card needs no copy of it commanded.
func (g *Game) placeablePresent(ctx fxCtx, s *Step) []int {
	if z := g.cards[ctx.src].Zone; z != ZSurface && z != ZAboard {
		return nil
	}
	var out []int
	for _, id := range g.players[ctx.p].Hand {
		if c := g.cards[id].Card; s.Filter.MatchesCard(c) && !(c.Unique && g.commandsCopy(ctx.p, c)) {
			out = append(out, id)
		}
	}
	return out
}

// placePresent puts id where ctx.src is, under ctx.p's command; if
// ctx.src is in ctx.p's mission attempt, id joins it.
func (g *Game) placePresent(ctx fxCtx, id int) {
	src := g.cards[ctx.src]
	if src.Zone != ZSurface && src.Zone != ZAboard {
		return
	}
	g.cards[id].Controller = ctx.p
	g.place(id, src.Zone, src.Where)
	g.cards[id].Controller = ctx.p
	joins := ""
	if a := g.attempt; a != nil && a.player == ctx.p && slices.Contains(a.personnel, ctx.src) && !slices.Contains(a.personnel, id) {
		a.personnel = append(a.personnel, id)
		joins = ", joining the mission attempt"
	}
	g.emit(Event{Kind: "place", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s from hand with %s%s.", g.players[ctx.p].Name, g.shown(id), g.ref(ctx.src), joins)})
	g.firePlacedFromHand(ctx.p, id) // vocab_placed_trigger.go
}
