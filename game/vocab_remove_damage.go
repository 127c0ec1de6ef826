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
			doc:    "remove a damage card from a ship of yours at this mission, your pick (to: this-ship: from the ship this card is aboard)",
			fields: "to",
			validate: func(s *Step) error {
				if s.To != "" && s.To != ToThisShip {
					return fmt.Errorf("to must be %s or absent, not %q", ToThisShip, s.To)
				}
				return nil
			},
			text: func(s Step) string {
				if s.To == ToThisShip {
					return "remove a damage card from that ship"
				}
				return "remove a damage card from your ship at this mission"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.damagedShipsHere(ctx, s.To)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.removeDamageHere(ctx, s.To) },
		},
	}
}

// damagedShipsHere lists ctx.p's ships with damage at the mission of
// ctx's card; to: this-ship keeps only the ship the card is aboard ("that
// ship": B'Elanna Torres, Straightforward Engineer, 10U061), which must
// be its player's.
func (g *Game) damagedShipsHere(ctx fxCtx, to string) []int {
	if to == ToThisShip {
		src := g.cards[ctx.src]
		if src.Zone != ZAboard {
			return nil
		}
		if sc := g.cards[src.Where]; sc.Controller == ctx.p && len(sc.Damage) > 0 {
			return []int{sc.ID}
		}
		return nil
	}
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

// removeDamageHere has ctx.p pick one damage card on those ships and
// removes it.
func (g *Game) removeDamageHere(ctx fxCtx, to string) {
	var acts []action
	for _, s := range g.damagedShipsHere(ctx, to) {
		for _, d := range g.cards[s].Damage {
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
