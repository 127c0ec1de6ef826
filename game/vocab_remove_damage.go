package game

import "fmt"

// Removing a damage card from a ship by card text ("you may remove a
// Damage card from that ship": Automated Repair Station, 8U053), beside
// the rulebook's own removal at a headquarters (rules_combat.go,
// damageRemoval). The performer picks one damage card on a ship of
// theirs at this card's mission; a damage card that is a dilemma goes
// under its owner's dilemma pile, any other to its owner's discard pile
// (Rulebook: Damage).

// DoRemoveDamage: remove one damage card from a ship of yours at this
// mission.
const DoRemoveDamage = "remove-damage"

func init() { registerVerbs(removeDamageVerbs()) }

func removeDamageVerbs() map[string]verb {
	return map[string]verb{
		DoRemoveDamage: {
			doc:    "remove a damage card from a ship of yours at this mission, your pick (to: ship-aboard: from the ship this card is aboard: Charles Tucker III, Damaged Engineer, 22V046; whose: opponent: only an opponent's damage card, your: only one of yours: Exocomp, 19V005)",
			fields: "to whose",
			validate: func(s *Step) error {
				if s.To != "" && s.To != ToShipAboard {
					return fmt.Errorf("to: want %s or nothing, not %q", ToShipAboard, s.To)
				}
				if s.Whose != "" && s.Whose != WhoseOpponent && s.Whose != WhoseYour {
					return fmt.Errorf("whose: want %s, %s or nothing, not %q", WhoseOpponent, WhoseYour, s.Whose)
				}
				return nil
			},
			text: func(s Step) string {
				card := "a damage card"
				switch s.Whose {
				case WhoseOpponent:
					card = "an opponent's damage card"
				case WhoseYour:
					card = "a damage card of yours"
				}
				if s.To == ToShipAboard && s.Whose != "" {
					return "remove " + card + " from the ship this card is aboard"
				}
				if s.To == ToShipAboard {
					return "remove " + card + " from that ship"
				}
				return "remove " + card + " from your ship at this mission"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.damagedShipsFor(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.removeDamageHere(ctx, &s) },
		},
	}
}

// damagedShipsHere lists ctx.p's ships with damage at the mission of
// ctx's card.
func (g *Game) damagedShipsHere(ctx fxCtx) []int {
	m := g.missionOf(ctx.src)
	if m == 0 {
		return nil
	}
	var out []int
	for _, s := range g.cards[m].Ships {
		if sc := g.cards[s]; sc.Controller == ctx.p && len(sc.Damage) > 0 {
			out = append(out, s)
		}
	}
	return out
}

// damagedShipsFor lists the ships the step may repair: those at this
// mission, or with to: ship-aboard the one ctx's card is aboard, if it
// is ctx.p's and damaged.
func (g *Game) damagedShipsFor(ctx fxCtx, st *Step) []int {
	var ships []int
	if st.To != ToShipAboard {
		ships = g.damagedShipsHere(ctx)
	} else if ship := g.shipAboardOrWas(ctx.src); ship != 0 {
		if sc := g.cards[ship]; sc.Controller == ctx.p && len(sc.Damage) > 0 {
			ships = []int{ship}
		}
	}
	if st.Whose == "" {
		return ships
	}
	var out []int
	for _, s := range ships {
		if len(g.removableDamage(ctx, st, s)) > 0 {
			out = append(out, s)
		}
	}
	return out
}

// removableDamage lists the damage cards on ship the step may remove: by
// whose, those an opponent of ctx.p owns, or ctx.p owns (all when absent).
func (g *Game) removableDamage(ctx fxCtx, st *Step, ship int) []int {
	var out []int
	for _, d := range g.cards[ship].Damage {
		own := g.cards[d].Owner == ctx.p
		if st.Whose == WhoseOpponent && own || st.Whose == WhoseYour && !own {
			continue
		}
		out = append(out, d)
	}
	return out
}

// removeDamageHere has ctx.p pick one damage card on those ships and
// removes it.
func (g *Game) removeDamageHere(ctx fxCtx, st *Step) {
	var acts []action
	for _, s := range g.damagedShipsFor(ctx, st) {
		for _, d := range g.removableDamage(ctx, st, s) {
			s, d := s, d
			acts = append(acts, action{Option{Label: fmt.Sprintf("Remove %s from %s", g.cardName(d), g.cardName(s)), Action: ActPick, Card: d, Target: s}, func() {
				if g.cards[d].Card.Type == Dilemma {
					g.toDilemmaPileBottom(d)
				} else {
					g.place(d, ZDiscard, 0)
				}
				g.emit(Event{Kind: "repair", Player: ctx.p, Cards: []int{s, d}, Text: fmt.Sprintf("%s: %s removes %s from %s.", g.ref(ctx.src), g.players[ctx.p].Name, g.ref(d), g.ref(s))})
			}})
		}
	}
	if len(acts) == 0 {
		return
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": remove which damage card?", acts)
}

// shipAboardOrWas is the ship card id is aboard, or was aboard as it
// left play (a card destroyed as the cost of its own text reaches the
// ship it was on: Exocomp, 19V005); 0 when neither.
func (g *Game) shipAboardOrWas(id int) int {
	c := g.cards[id]
	if c.Zone == ZAboard {
		return c.Where
	}
	if !c.Zone.InPlay() && c.left.zone == ZAboard && g.cards[c.left.where].Zone.InPlay() {
		return c.left.where
	}
	return 0
}
