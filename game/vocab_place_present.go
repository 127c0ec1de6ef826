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
				g.offerPlacePresent(ctx, g.placeablePresent(ctx, &s), "hand", func(id int) { g.placePresent(ctx, id) })
			},
		},
	}
}

// placeablePresent lists the cards of ctx.p's hand s.Filter matches that
// could be placed present with ctx.src: it is on a planet, headquarters
// or ship, and a unique card needs no copy of it commanded.
func (g *Game) placeablePresent(ctx fxCtx, s *Step) []int {
	return g.placeableFrom(ctx, s.Filter, g.players[ctx.p].Hand)
}

// placeableFrom lists the cards of pile (a hand or discard pile of
// ctx.p's) that f matches by their printed facts and that could be placed
// present with ctx.src, as placeablePresent says.
func (g *Game) placeableFrom(ctx fxCtx, f *Filter, pile []int) []int {
	if z := g.cards[ctx.src].Zone; z != ZSurface && z != ZAboard {
		return nil
	}
	var out []int
	for _, id := range pile {
		if c := g.cards[id].Card; f.MatchesCard(c) && !(c.Unique && g.commandsCopy(ctx.p, c)) {
			out = append(out, id)
		}
	}
	return out
}

// offerPlacePresent asks ctx.p which of ids (from their hand or discard
// pile: from) to place with ctx.src; place places it.
func (g *Game) offerPlacePresent(ctx fxCtx, ids []int, from string, place func(id int)) {
	var acts []action
	for _, id := range ids {
		acts = append(acts, action{Option{Label: "Place " + g.cardName(id), Action: ActPick, Card: id}, func() { place(id) }})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place which card from your "+from+"?", acts)
	}
}

// placePresent puts id where ctx.src is, under ctx.p's command; if
// ctx.src is in ctx.p's mission attempt, id joins it.
func (g *Game) placePresent(ctx fxCtx, id int) {
	if g.putPresent(ctx, id, "hand", func(a *attempt) bool { return slices.Contains(a.personnel, ctx.src) }) {
		g.firePlacedFromHand(ctx.p, id) // vocab_placed_trigger.go
	}
}

// putPresent places id (from ctx.p's hand or discard pile: from) where
// ctx.src is, under ctx.p's command, joining ctx.p's attempt when joins
// says so, and logs it; false when ctx.src is not where cards can be
// placed.
func (g *Game) putPresent(ctx fxCtx, id int, from string, joins func(a *attempt) bool) bool {
	src := g.cards[ctx.src]
	if src.Zone != ZSurface && src.Zone != ZAboard {
		return false
	}
	g.cards[id].Controller = ctx.p
	g.changed(id) // rules_loops_cards.go
	g.place(id, src.Zone, src.Where)
	g.cards[id].Controller = ctx.p
	g.changed(id) // rules_loops_cards.go
	joined := ""
	if a := g.attempt; a != nil && a.player == ctx.p && joins(a) && !slices.Contains(a.personnel, id) {
		a.personnel = append(a.personnel, id)
		joined = ", joining the mission attempt"
	}
	g.emit(Event{Kind: "place", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s from %s with %s%s.", g.players[ctx.p].Name, g.shown(id), from, g.ref(ctx.src), joined)})
	return true
}
