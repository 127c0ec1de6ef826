package game

import (
	"fmt"
	"slices"
)

func init() { registerVerbs(shipsRangeVerbs()) }

// DoShipsRange: Range +amount until the end of the turn for one of the
// performer's ships, chosen by them, or for each of them (to: each). The
// ships are those filter matches (any of theirs when absent); with
// `with`, only a ship carrying one of the performer's personnel that
// filter matches. Quantum Slipstream Drive (1C135): a ship with your
// Engineer aboard; Astrometrics Lab (1C075): a ship with your
// Astrometrics personnel aboard. The bonus is the same one ship-range
// gives a card's own ship (Instance.RangeBonus), cleared as the turn
// ends (Rulebook: Range — a ship's Range is restored at the end of each
// turn).
const DoShipsRange = "ships-range"

func shipsRangeVerbs() map[string]verb {
	return map[string]verb{
		DoShipsRange: {
			doc:    "one of your ships (filter; with: carrying one of your personnel it matches), or each of them (to: each), gets Range +amount until the end of the turn",
			fields: "amount filter with to",
			validate: func(s *Step) error {
				if s.Amount == 0 {
					return fmt.Errorf("needs an amount")
				}
				switch s.To {
				case "", "each":
				default:
					return fmt.Errorf("to must be each or absent, not %q", s.To)
				}
				if err := s.Filter.validate(); err != nil {
					return err
				}
				return s.With.validate()
			},
			text: func(s Step) string {
				ship := "ship"
				if s.Filter != nil {
					ship = s.Filter.Text("ship")
				}
				who := "one of your " + pluralNouns(ship)
				if s.To == "each" {
					who = "each of your " + pluralNouns(ship)
				}
				if s.With != nil {
					p := s.With.Text("personnel")
					who += " with your " + p + " aboard"
				}
				return fmt.Sprintf("give %s Range %+d until the end of the turn", who, s.Amount)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.rangeRaisable(ctx.p, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.shipsRange(ctx, s) },
		},
	}
}

// rangeRaisable lists p's ships in play the step may reach.
func (g *Game) rangeRaisable(p Player, s *Step) []int {
	ships := g.yourShipsMatching(p, s.Filter)
	if s.With == nil {
		return ships
	}
	return slices.DeleteFunc(ships, func(ship int) bool {
		return !slices.ContainsFunc(g.cards[ship].Aboard, func(id int) bool {
			c := g.cards[id]
			return c.Card.Type == Personnel && c.Controller == p && g.considers(p, id) && g.matches(s.With, id)
		})
	})
}

// shipsRange raises the Range of the ship the performer picks, or of
// each ship the step reaches.
func (g *Game) shipsRange(ctx fxCtx, s Step) {
	ships := g.rangeRaisable(ctx.p, &s)
	raise := func(ship int) {
		g.cards[ship].RangeBonus += s.Amount
		g.changed(ship) // rules_loops_cards.go
		g.emit(Event{Kind: "range", Player: ctx.p, Cards: g.one(ship), Text: fmt.Sprintf("%s is Range %+d until the end of the turn.", g.ref(ship), s.Amount)})
	}
	if s.To == "each" {
		for _, ship := range ships {
			raise(ship)
		}
		return
	}
	var acts []action
	for _, ship := range ships {
		ship := ship
		acts = append(acts, action{Option{Label: fmt.Sprintf("Range %+d for %s", s.Amount, g.cardName(ship)), Action: ActPick, Card: ship}, func() { raise(ship) }})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": which ship?", acts)
	}
}
