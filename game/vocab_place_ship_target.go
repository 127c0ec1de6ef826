package game

import (
	"errors"
	"fmt"
)

// place-ship sending the ship to a mission of a kind rather than to one of
// the facing player's planet missions (Alternatives to Fighting, 36V001:
// the facing player places their ship at a Nebula mission, and if they
// cannot, something else happens). target is the filter the mission must
// match: any mission in play, either player's, other than the one
// attempted; whose: your, the ship must be one the facing player commands,
// and that player places it, whoever performs the step otherwise;
// if_cannot, the steps that follow when no such ship or no such mission
// is there (Rulebook: Facing Dilemmas – "if you cannot"). Placing is not
// moving: no Range is used, and the crew goes with the ship (Glossary:
// place), so it leaves the attempt.

func validatePlaceShipAt(s *Step) error {
	if s.Whose != "" && s.Whose != WhoseYour {
		return fmt.Errorf("whose must be your or empty, not %q", s.Whose)
	}
	if s.Target == nil && len(s.IfCannot) > 0 {
		return errors.New("if_cannot needs target (the planet missions are always the facing player's)")
	}
	return s.Target.validate()
}

// placeShipWhere names the missions the step places a ship at.
func placeShipWhere(s *Step) string {
	if s.Target == nil {
		return "planet mission"
	}
	return s.Target.Text("mission")
}

func placeShipAtText(s Step) string {
	ship := "a ship here"
	if s.Whose == WhoseYour {
		ship = "a ship of yours here"
	}
	if s.Target == nil {
		return "place a ship at this mission at one of your planet missions" // as it always read (Mutinous Guests)
	}
	n := s.Target.Text("mission")
	t := "place " + ship + " at " + article(n) + " " + n + " (it does not move)"
	if len(s.IfCannot) > 0 {
		t += "; with none to place or nowhere to go: " + clauses(s.IfCannot)
	}
	return t
}

// placeShipTargets lists the missions in play, other than the one
// attempted, that f matches.
func (g *Game) placeShipTargets(f *Filter) []int {
	var out []int
	for _, ps := range g.players {
		for _, m := range ps.Missions {
			if m != g.attempt.mission && g.matches(f, m) {
				out = append(out, m)
			}
		}
	}
	return out
}

// placeShipCannot: no ship could be placed; the alternative follows.
func (g *Game) placeShipCannot(ctx fxCtx, s *Step) {
	a := g.attempt
	g.emit(Event{Kind: "cannot", Player: a.player, Text: fmt.Sprintf("%s cannot place a ship at %s %s; the alternative applies.",
		g.players[ctx.p].Name, article(placeShipWhere(s)), placeShipWhere(s))})
	g.dilemmaActionsAs(ctx, s.IfCannot)
}
