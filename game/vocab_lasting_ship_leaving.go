package game

import (
	"fmt"
	"slices"
)

// A dilemma lying on a mission that answers a ship about to move away
// from it (Archaic Snare, 43V001): each time any ship, whoever commands
// it, is on the point of leaving that mission, one personnel aboard, picked
// at random, is killed; then the ship moves. Moving is the order
// (Rulebook: Order – Move a ship); a ship placed elsewhere by card text
// does not move (Glossary: place), so it is not answered. The kill is
// the dilemma's text, so a personnel that cannot be killed or randomly
// selected is left out of the pick (Rulebook: Facing Dilemmas); a ship
// with nobody aboard it may pick loses no one.

// LastingLeaving is embedded in Lasting (its field is Lasting's own in
// YAML).
type LastingLeaving struct {
	// KillOnLeaving: as any ship is on the point of leaving the mission it
	// lies on, one personnel aboard, picked at random, is killed.
	KillOnLeaving bool `yaml:"kill_on_leaving,omitempty" json:"kill_on_leaving,omitempty"`
}

// text words the effect for lastingText.
func (l *LastingLeaving) text() []string {
	if !l.KillOnLeaving {
		return nil
	}
	return []string{"whenever any ship is on the point of leaving this mission, kill one personnel aboard, picked at random"}
}

// aboutToLeave: ship s is on the point of leaving mission from for to.
// With no card on from answering it, it reports false and the caller
// moves the ship. Otherwise the kills and then the move (and the next
// orders decision) are scheduled, and it reports true.
func (g *Game) aboutToLeave(s, from, to int) bool {
	var snares []int
	for _, id := range g.cards[from].On {
		if l := lastingOf(g.cards[id].Card); l != nil && l.KillOnLeaving {
			snares = append(snares, id)
		}
	}
	if len(snares) == 0 {
		return false
	}
	p := g.cards[s].Controller
	g.push(func() {
		g.push(g.stepFn(stepOrders)) // after the text answering the move (vocab_ship_moved.go)
		if sc := g.cards[s]; sc.Zone == ZAtMission && sc.Where == from {
			g.moveShip(p, s, from, to, g.moveNeed(s, from, to, g.moveCost(from, to)))
		}
	})
	for _, d := range slices.Backward(snares) {
		g.push(func() {
			dc, sc := g.cards[d], g.cards[s]
			if dc.Zone != ZOnMission || dc.Where != from || sc.Zone != ZAtMission || sc.Where != from {
				return
			}
			var pool []int
			for _, x := range sc.Aboard {
				if g.cards[x].Card.Type == Personnel && g.considers(dc.Owner, x) {
					pool = append(pool, x)
				}
			}
			g.emit(Event{Kind: "lasting", Player: p, Cards: []int{d, s},
				Text: fmt.Sprintf("%s on %s answers %s about to move.", g.ref(d), g.ref(from), g.ref(s))})
			ctx := fxCtx{src: d, p: p, ship: s, mission: from}
			g.randomPick(ctx, pool, OutKill, func(id int) { g.killCards(ctx, []int{id}) })
		})
	}
	return true
}
