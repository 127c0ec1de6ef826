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
			doc:    "place a personnel from your discard pile matching filter present with this personnel; it joins your mission attempt there",
			fields: "filter to what",
			validate: func(s *Step) error {
				if s.To != "" && s.To != placeWithSubject {
					return fmt.Errorf("to must be %s (with the trigger's personnel) or absent (with this one), not %q", placeWithSubject, s.To)
				}
				if s.What != "" && s.What != placeUncommanded {
					return fmt.Errorf("what must be %s or absent, not %q", placeUncommanded, s.What)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				f := s.Filter.Text("personnel")
				if s.What == placeUncommanded {
					f += " whose title you do not command"
				}
				with := "this personnel"
				if s.To == placeWithSubject {
					with = "that personnel"
				}
				return "take " + article(f) + " " + f + " from your discard pile and put it beside " + with + " (it joins the mission attempt)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.placeableFromDiscard(placeAnchor(ctx, s), s)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				at := placeAnchor(ctx, &s)
				g.offerPlacePresent(at, g.placeableFromDiscard(at, &s), "discard pile", func(id int) { g.placePresentFromDiscard(at, id) })
			},
		},
	})
}

// With to: subject the personnel is placed present with the card the
// trigger is about, not the card whose text it is (Accession, 30V021, an
// interrupt: with the Anthropology personnel beginning the attempt); with
// what: uncommanded it must be of a title its player commands no copy of
// (Accession: a [Baj] personnel of a title its player lacks).
const (
	placeWithSubject = "subject"
	placeUncommanded = "uncommanded"
)

// placeAnchor is ctx with the card placed beside as its source.
func placeAnchor(ctx fxCtx, s *Step) fxCtx {
	if s.To == placeWithSubject {
		ctx.src = ctx.subject
	}
	return ctx
}

// placeableFromDiscard lists the personnel of ctx.p's discard pile that
// s.Filter matches and that could be placed with ctx.src
// (vocab_place_present.go).
func (g *Game) placeableFromDiscard(ctx fxCtx, s *Step) []int {
	if ctx.src == 0 {
		return nil
	}
	ids := g.placeableFrom(ctx, s.Filter, g.players[ctx.p].Discard)
	return slices.DeleteFunc(ids, func(id int) bool {
		c := g.cards[id].Card
		return c.Type != Personnel || (s.What == placeUncommanded && g.commandsCopy(ctx.p, c))
	})
}

// placePresentFromDiscard puts id where ctx.src is, under ctx.p's
// command; during ctx.p's attempt of that mission, id joins it.
func (g *Game) placePresentFromDiscard(ctx fxCtx, id int) {
	g.putPresent(ctx, id, "the discard pile", func(a *attempt) bool { return g.attemptHere(a, ctx.src) })
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
