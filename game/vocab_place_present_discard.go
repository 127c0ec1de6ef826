package game

import (
	"fmt"
	"slices"
)

// Placing a personnel from your discard pile present with this personnel,
// where it joins your mission attempt there (Ulis, Unidentified Pirate,
// 20V037: a [Pa][Fer] personnel, after Ulis is stopped to pay for it). It
// is placed, not played: no cost, no play text, and the uniqueness rule
// holds (Rulebook: Uniqueness). It joins the attempt when its player is
// attempting the mission where it is placed, even if this personnel has
// just left the attempt by being stopped to pay for it: the card says
// the placed personnel joins, whatever becomes of the one that placed it.

// DoPlacePresentFromDiscard: a personnel from the discard pile that
// Filter matches is placed present with this personnel, joining its
// player's attempt there.
const DoPlacePresentFromDiscard = "place-present-from-discard"

func init() {
	registerVerbs(map[string]verb{
		DoPlacePresentFromDiscard: {
			doc:      "place a personnel from your discard pile matching filter present with this personnel; it joins your mission attempt there",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				f := s.Filter.Text("personnel")
				return "take " + article(f) + " " + f + " from your discard pile and place it present with this personnel (it joins the mission attempt)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.placeableFromDiscard(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				var acts []action
				for _, id := range g.placeableFromDiscard(ctx, &s) {
					acts = append(acts, action{Option{Label: "Place " + g.cardName(id), Action: ActPick, Card: id}, func() { g.placePresentFromDiscard(ctx, id) }})
				}
				if len(acts) > 0 {
					g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place which personnel from your discard pile?", acts)
				}
			},
		},
	})
}

// placeableFromDiscard lists the personnel of ctx.p's discard pile that
// s.Filter matches by their printed facts and that could be placed with
// ctx.src: it is on a planet, headquarters or ship, and a unique one
// needs no copy of it commanded.
func (g *Game) placeableFromDiscard(ctx fxCtx, s *Step) []int {
	if z := g.cards[ctx.src].Zone; z != ZSurface && z != ZAboard {
		return nil
	}
	var out []int
	for _, id := range g.players[ctx.p].Discard {
		if c := g.cards[id].Card; c.Type == Personnel && s.Filter.MatchesCard(c) && !(c.Unique && g.commandsCopy(ctx.p, c)) {
			out = append(out, id)
		}
	}
	return out
}

// placePresentFromDiscard puts id where ctx.src is, under ctx.p's
// command; during ctx.p's attempt of that mission, id joins it.
func (g *Game) placePresentFromDiscard(ctx fxCtx, id int) {
	src := g.cards[ctx.src]
	if src.Zone != ZSurface && src.Zone != ZAboard {
		return
	}
	g.cards[id].Controller = ctx.p
	g.place(id, src.Zone, src.Where)
	g.cards[id].Controller = ctx.p
	joins := ""
	if a := g.attempt; a != nil && a.player == ctx.p && g.attemptHere(a, ctx.src) && !slices.Contains(a.personnel, id) {
		a.personnel = append(a.personnel, id)
		joins = ", joining the mission attempt"
	}
	g.emit(Event{Kind: "place", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s from the discard pile with %s%s.", g.players[ctx.p].Name, g.shown(id), g.ref(ctx.src), joins)})
}

// attemptHere reports whether card id is where attempt a is made: on the
// attempted mission's surface, or aboard a ship whose crew attempts.
func (g *Game) attemptHere(a *attempt, id int) bool {
	c := g.cards[id]
	if c.Zone == ZSurface {
		return c.Where == a.mission && len(a.ships) == 0
	}
	return c.Zone == ZAboard && slices.Contains(a.ships, c.Where)
}
