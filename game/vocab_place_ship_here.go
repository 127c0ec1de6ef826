package game

import "fmt"

// A dilemma whose text brings a ship from another mission to the mission
// being attempted (Harried and Harassed, 40V005: the dilemma's owner
// brings one of their own staffed ships; Strength of Arms, 35V003: the
// owner brings one of the facing player's ships). The ship is placed, not
// moved: no Range is used and nothing answering a move answers
// (Glossary: place); its crew goes with it. The performer chooses among
// the ships matching the step's filter, commanded by the performer (or,
// whose: opponent, by the performer's opponent), at any other mission;
// with none, nothing happens.

// DoPlaceShipHere: the performer places a ship from another mission at
// the mission of the attempt.
const DoPlaceShipHere = "place-ship-here"

func init() { registerVerbs(placeShipHereVerbs()) }

func placeShipHereVerbs() map[string]verb {
	return map[string]verb{
		DoPlaceShipHere: {
			doc:         "the performer places a ship at another mission (one they command, or whose: opponent, one their opponent commands; matching filter) at this mission, not moved",
			fields:      "filter whose",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if s.Whose != "" && s.Whose != "opponent" {
					return fmt.Errorf("whose must be opponent or empty, not %q", s.Whose)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				// The step may be performed by either player ("Your
				// opponent does this: ..."), so its ships are named by
				// who performs it.
				whose := "commanded by the player doing this"
				if s.Whose == "opponent" {
					whose = "commanded by the opponent of the player doing this"
				}
				n := s.Filter.Text("ship")
				return "place " + article(n) + " " + n + " " + whose + " from another mission at this mission (it does not move)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.shipsToBringHere(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.placeShipHere(ctx, &s) },
		},
	}
}

// shipsToBringHere lists the ships step s may place at the attempted
// mission: in play at another mission, commanded by the player s names,
// matching its filter.
func (g *Game) shipsToBringHere(ctx fxCtx, s *Step) []int {
	a := g.attempt
	if a == nil {
		return nil
	}
	owner := ctx.p
	if s.Whose == "opponent" {
		owner = ctx.p.Other()
	}
	var out []int
	for _, ps := range g.players {
		for _, m := range ps.Missions {
			if m == a.mission {
				continue
			}
			for _, sh := range g.cards[m].Ships {
				if g.cards[sh].Controller == owner && g.considers(ctx.p, sh) && g.matches(s.Filter, sh) {
					out = append(out, sh)
				}
			}
		}
	}
	return out
}

// placeShipHere has the performer choose one of the ships and places it
// at the attempted mission.
func (g *Game) placeShipHere(ctx fxCtx, s *Step) {
	a := g.attempt
	ships := g.shipsToBringHere(ctx, s)
	if len(ships) == 0 {
		g.emit(Event{Kind: "cannot", Player: ctx.p, Text: fmt.Sprintf("%s has no ship to place at %s.", g.players[ctx.p].Name, g.ref(a.mission))})
		return
	}
	m := a.mission
	put := func(sh int) {
		from := g.cards[sh].Where
		g.place(sh, ZAtMission, m)
		a.acted = true
		g.emit(Event{Kind: "placed", Player: ctx.p, Cards: []int{sh, m}, Text: fmt.Sprintf("%s places %s from %s at %s.",
			g.players[ctx.p].Name, g.ref(sh), g.ref(from), g.ref(m))})
	}
	if len(ships) == 1 {
		put(ships[0])
		return
	}
	var acts []action
	for _, sh := range ships {
		sh := sh
		acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s at %s", g.cardName(sh), g.cardName(m)), Action: ActPick, Card: sh, Target: m}, func() { put(sh) }})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: place which ship at %s?", g.cardName(a.dilemma), g.cardName(m)), acts)
}
