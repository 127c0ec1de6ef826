package game

import (
	"fmt"
	"slices"
)

// beam_cost: a modifier reaching a mission (to: this-mission) makes each
// opponent of its source's controller discard that many cards from hand
// for each beam order with that mission's surface at one end (Tama, 2U177: while the ship
// is staffed at a planet mission). The cost belongs to the beam order
// (Rulebook: Order – Beam personnel; Paying costs): one payment per order,
// however many cards it moves, paid before they move; a route to or from
// the surface is not offered to a player whose hand is too small.
// Beaming between two ships at the mission does not touch the surface and
// costs nothing; the source's own controller beams freely. Placing cards
// by text (board-ship) is not beaming (Glossary: play and place).

// validateBeamCost checks beam_cost at load.
func (m *Modifier) validateBeamCost() error {
	if m.BeamCost == 0 {
		return nil
	}
	if m.BeamCost < 0 {
		return fmt.Errorf("beam_cost: a cost cannot be negative")
	}
	if m.To != ToThisMission {
		return fmt.Errorf("beam_cost reaches a mission: to must be %s, not %q", ToThisMission, m.To)
	}
	if m.Per != nil {
		return fmt.Errorf("beam_cost: per is not read for it")
	}
	m.effects |= fxAttemptCost // costs of orders at a mission are found together
	return nil
}

// beamCost is the number of cards p must discard from hand for a beam
// order with the surface of mission m at one end, now.
func (g *Game) beamCost(p Player, m int) int {
	n := 0
	g.eachModifierWhere(m, fxAttemptCost, layerAll, nil, func(src int, mod *Modifier, _ int) {
		if mod.BeamCost > 0 && g.cards[src].Controller != p {
			n += mod.BeamCost
		}
	})
	return n
}

// surfaceBeamable reports whether p may beam onto or off the surface of
// mission m: it has one, and p's hand pays what beaming there costs.
func (g *Game) surfaceBeamable(p Player, m int) bool {
	return g.cards[m].Card.MissionType != Space && g.beamCost(p, m) <= len(g.players[p].Hand)
}

// beamCostWords words the modifier's effect.
func beamCostWords(n int) string {
	return fmt.Sprintf("each opponent who beams cards onto or off its surface first discards %s from hand", countOf(n, "card"))
}

// beamRouteCost is what p pays to beam along r at m: the surface's cost
// when the route starts or ends there, else nothing.
func (g *Game) beamRouteCost(p Player, m int, r beamRoute) int {
	if r.from != 0 && r.to != 0 {
		return 0
	}
	return g.beamCost(p, m)
}

// payToBeam: p pays n cards from hand for beaming at m, then beam runs.
func (g *Game) payToBeam(p Player, m, n int, beam func()) {
	hand := slices.Clone(g.players[p].Hand)
	d := &Decision{Player: p, Kind: KindSelect, Min: n, Max: n,
		Prompt: fmt.Sprintf("Beaming at %s costs %s from hand: which?", g.cardName(m), countOf(n, "card"))}
	for _, id := range hand {
		d.Options = append(d.Options, Option{Label: "Discard " + g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(d, func(picks []int) {
		g.emit(Event{Kind: "beam-cost", Player: p, Cards: g.one(m),
			Text: fmt.Sprintf("%s discards %s from hand, the price of beaming at %s.", g.players[p].Name, countOf(n, "card"), g.ref(m))})
		for _, i := range picks {
			g.discard(hand[i])
		}
		beam()
	})
}
