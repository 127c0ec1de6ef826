package game

import "slices"

// Damage text answering a dilemma about to be faced by the crew of the
// ship it lies on (Quantum Filament, 3R022): each time the ship's
// player's personnel aboard it are about to face a dilemma, one of those
// aboard who are attempting, picked at random, is stopped. It acts after
// the dilemma is revealed and has passed its checks, before its facing
// window (Glossary: attempting missions, 3.g), as a mission's lasting stop
// does (before_facing, vocab_dilemma_lasting_more.go). At a planet
// mission the personnel attempting are on the surface, not aboard: no
// one is stopped. Rulebook: Damage.

// LastingAboard is embedded in Lasting (its field is Lasting's own in
// YAML).
type LastingAboard struct {
	// BeforeFacingAboard: (as damage) when the ship's player's personnel
	// aboard it are about to face a dilemma, one of them picked at random
	// is stopped.
	BeforeFacingAboard bool `yaml:"before_facing_aboard,omitempty" json:"before_facing_aboard,omitempty"`
}

// text words the effect for lastingText.
func (l *LastingAboard) text() []string {
	if !l.BeforeFacingAboard {
		return nil
	}
	return []string{"each time your personnel aboard that ship are about to face a dilemma, stop one of them, picked at random"}
}

// damageBeforeFacing: the attempting player's personnel are about to face
// dilemma d; each damage card on a ship of theirs at the mission that
// answers it stops one of the attempting personnel aboard that ship,
// picked at random (a personnel that cannot be stopped is not picked:
// Rulebook: Facing Dilemmas).
func (g *Game) damageBeforeFacing(d int) {
	a := g.attempt
	type hit struct{ ship, dmg int }
	var hits []hit
	for _, s := range g.cards[a.mission].Ships {
		sc := g.cards[s]
		if sc.Controller != a.player {
			continue
		}
		for _, x := range sc.Damage {
			if l := lastingOf(g.cards[x].Card); l != nil && l.BeforeFacingAboard {
				hits = append(hits, hit{s, x})
			}
		}
	}
	for _, h := range slices.Backward(hits) {
		h := h
		g.push(func() {
			dc := g.cards[h.dmg]
			if dc.Zone != ZDamage || dc.Where != h.ship || g.cards[h.ship].Where != a.mission {
				return
			}
			g.refreshAttempt()
			var pool []int
			for _, p := range g.attempt.personnel {
				if c := g.cards[p]; c.Zone == ZAboard && c.Where == h.ship {
					pool = append(pool, p)
				}
			}
			g.randomPick(fxCtx{src: h.dmg, p: a.player, mission: a.mission, ship: h.ship}, pool, OutStop, func(p int) {
				g.emitSelected([]int{p}) // named only to who may identify it
				g.applyOutcome([]int{p}, OutStop, false, nil)
			})
		})
	}
}
