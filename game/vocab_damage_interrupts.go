package game

import (
	"fmt"
	"slices"
)

// Damage text about interrupts (Rulebook: Damage – once a card lies on a
// ship as damage only its damage effect counts; Interrupt): while the
// dilemma lies on a ship, the player commanding the ship may not play
// interrupts (V'Ger, 39V003), or each time that player's opponent plays
// an interrupt during the opponent's own turn, a personnel aboard the
// ship picked at random is killed (Macrovirus, 42V003). "Your" in damage
// text is the player commanding the ship it lies on.

// LastingInterrupts is embedded in Lasting (its fields are Lasting's own
// in YAML).
type LastingInterrupts struct {
	// NoInterrupts: (as damage) the ship's player may not play interrupts.
	NoInterrupts bool `yaml:"no_interrupts,omitempty" json:"no_interrupts,omitempty"`
	// OpponentInterruptKill: (as damage) when the ship's player's opponent
	// plays an interrupt during that opponent's turn, a personnel aboard
	// the ship, picked at random, is killed.
	OpponentInterruptKill bool `yaml:"opponent_interrupt_kill,omitempty" json:"opponent_interrupt_kill,omitempty"`
}

// text words these effects for lastingText.
func (l *LastingInterrupts) text() []string {
	var parts []string
	if l.NoInterrupts {
		parts = append(parts, "you cannot play interrupts")
	}
	if l.OpponentInterruptKill {
		parts = append(parts, "each time your opponent plays an interrupt during their own turn, kill one personnel aboard that ship, picked at random")
	}
	return parts
}

// eachDamageDilemma calls fn for each dilemma lying as damage on a ship in
// play commanded by p, with the ship, in card order.
func (g *Game) eachDamageDilemma(p Player, fn func(ship, d int, l *Lasting)) {
	for _, ps := range g.players {
		for _, m := range ps.Missions {
			for _, s := range g.cards[m].Ships {
				sc := g.cards[s]
				if sc.Controller != p || len(sc.Damage) == 0 {
					continue
				}
				for _, d := range sc.Damage {
					if l := lastingOf(g.cards[d].Card); l != nil && g.cards[d].Card.Type == Dilemma {
						fn(s, d, l)
					}
				}
			}
		}
	}
}

// damageForbidsInterrupts reports whether a damage card on a ship p
// commands forbids p to play interrupts.
func (g *Game) damageForbidsInterrupts(p Player) bool {
	forbid := false
	g.eachDamageDilemma(p, func(_, _ int, l *Lasting) { forbid = forbid || l.NoInterrupts })
	return forbid
}

// interruptPlayedKills: p has played an interrupt. During p's own turn,
// each damage card on an opponent's ship that answers it kills one
// personnel aboard that ship, picked at random (none aboard: nothing).
func (g *Game) interruptPlayedKills(p Player) {
	if g.active != p {
		return
	}
	type hit struct{ ship, d int }
	var hits []hit
	g.eachDamageDilemma(p.Other(), func(ship, d int, l *Lasting) {
		if l.OpponentInterruptKill {
			hits = append(hits, hit{ship, d})
		}
	})
	for _, h := range slices.Backward(hits) {
		h := h
		g.push(func() {
			dc := g.cards[h.d]
			if dc.Zone != ZDamage || dc.Where != h.ship || g.cards[h.ship].Zone != ZAtMission {
				return // no longer on that ship
			}
			var pool []int
			for _, x := range g.cards[h.ship].Aboard {
				if g.cards[x].Card.Type == Personnel && g.considers(dc.Owner, x) {
					pool = append(pool, x)
				}
			}
			if len(pool) == 0 {
				return
			}
			owner := g.cards[h.ship].Controller
			g.emit(Event{Kind: "lasting", Player: owner, Cards: []int{h.d, h.ship},
				Text: fmt.Sprintf("%s on %s answers the interrupt played.", g.ref(h.d), g.ref(h.ship))})
			ctx := fxCtx{src: h.d, p: owner, ship: h.ship, mission: g.cards[h.ship].Where}
			g.randomPick(ctx, pool, OutKill, func(id int) { g.killCards(ctx, []int{id}) })
		})
	}
}
