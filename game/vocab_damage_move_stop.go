package game

import (
	"fmt"
	"slices"
)

// Damage text putting a price on moving the ship it lies on (Surface
// Defense, 38V010): to move that ship, its player must stop one of their
// unstopped personnel aboard it that a filter matches (one with
// Navigation). The price is paid as the move order is carried out, before
// the ship is about to move (Glossary: actions – costs are paid first);
// the order is not offered while no such personnel is aboard. Each damage
// card asks for its own personnel, a different one each. Rulebook: Damage;
// Order – Move a ship.

// LastingMove is embedded in Lasting (its field is Lasting's own in
// YAML).
type LastingMove struct {
	// MoveStop: (as damage) to move the ship it lies on, its player stops
	// one of their unstopped personnel aboard matching this filter.
	MoveStop *Filter `yaml:"move_stop,omitempty" json:"move_stop,omitempty"`
}

func (l *LastingMove) validate() error { return l.MoveStop.validate() }

// text words the effect for lastingText.
func (l *LastingMove) text() []string {
	if l.MoveStop == nil {
		return nil
	}
	n := l.MoveStop.Text("personnel")
	return []string{"moving that ship first costs you stopping one " + n + " of yours aboard it"}
}

// moveStopFilters lists what each damage card on ship s asks to be
// stopped before it moves.
func (g *Game) moveStopFilters(s int) []*Filter {
	var out []*Filter
	for _, d := range g.cards[s].Damage {
		if l := lastingOf(g.cards[d].Card); l != nil && l.MoveStop != nil {
			out = append(out, l.MoveStop)
		}
	}
	return out
}

// moveStopCandidates lists the personnel aboard ship s its player could
// stop for filter f, leaving out those already picked.
func (g *Game) moveStopCandidates(s int, f *Filter, picked []int) []int {
	sc := g.cards[s]
	var out []int
	for _, id := range sc.Aboard {
		c := g.cards[id]
		if c.Card.Type == Personnel && c.Controller == sc.Controller && !c.Stopped && g.matches(f, id) &&
			!g.cannot(id, OutStop) && !slices.Contains(picked, id) {
			out = append(out, id)
		}
	}
	return out
}

// canPayMoveStops reports whether ship s's player can pay what its damage
// asks to move it (each card a different personnel, picked greedily in
// card order).
func (g *Game) canPayMoveStops(s int) bool {
	fs := g.moveStopFilters(s)
	if len(fs) == 0 {
		return true
	}
	var picked []int
	for _, f := range fs {
		c := g.moveStopCandidates(s, f, picked)
		if len(c) == 0 {
			return false
		}
		picked = append(picked, c[0])
	}
	return true
}

// payMoveStops has ship s's player stop, for each damage card asking it,
// one of their personnel aboard (their pick), then runs then.
func (g *Game) payMoveStops(s int, then func()) {
	fs := g.moveStopFilters(s)
	var picked []int
	var next func(i int)
	next = func(i int) {
		if i == len(fs) {
			g.stopPaidForMove(s, picked)
			then()
			return
		}
		cands := g.moveStopCandidates(s, fs[i], picked)
		if len(cands) == 0 { // cannot pay after all: the ship does not move
			g.emit(Event{Kind: "cannot", Player: g.cards[s].Controller, Text: fmt.Sprintf("%s cannot pay to move %s.", g.players[g.cards[s].Controller].Name, g.ref(s))})
			g.push(g.stepFn(stepOrders))
			return
		}
		var acts []action
		for _, id := range cands {
			acts = append(acts, action{Option{Label: "Stop " + g.cardName(id), Action: ActPick, Card: id}, func() {
				picked = append(picked, id)
				next(i + 1)
			}})
		}
		g.offer(g.cards[s].Controller, KindSelect, fmt.Sprintf("To move %s, stop which %s aboard?", g.cardName(s), fs[i].Text("personnel")), acts)
	}
	next(0)
}

// stopPaidForMove stops the personnel picked to pay for ship s's move.
func (g *Game) stopPaidForMove(s int, ids []int) {
	if len(ids) == 0 {
		return
	}
	src := g.cards[s].Damage[0]
	for _, d := range g.cards[s].Damage {
		if l := lastingOf(g.cards[d].Card); l != nil && l.MoveStop != nil {
			src = d
			break
		}
	}
	g.stopCards(fxCtx{src: src, p: g.cards[s].Controller, ship: s, mission: g.cards[s].Where}, ids)
}
