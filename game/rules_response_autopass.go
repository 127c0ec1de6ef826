package game

// SetAutoPass sets whether player p passes every response window at once,
// without being asked. It is a standing preference that never looks at
// what p holds: with it on, p cannot respond at all; with it off, p is
// asked at every window, holding a response or not. Either way the other
// player learns nothing about p's hand from whether p was asked
// (docs/architecture.md, Response windows). Auto-passed windows still take
// a decision number and are kept in the choice log; replay a log with
// auto-pass off.
//
// Turning it on while p is asked in a window answers that window with Pass
// at once (as a logged choice, like any other).
func (g *Game) SetAutoPass(p Player, on bool) {
	if p != 0 && p != 1 {
		return
	}
	g.autoPass[p] = on
	if d := g.Pending(); on && d != nil && d.Player == p && d.Kind == KindRespond && len(d.Options) > 0 && d.Options[0].Action == ActEnd {
		// A window's own decision: Pass is option 0 (a mandatory response
		// has no Pass and is left to the player).
		_, _ = g.Choose(p, Choice{Decision: d.ID, Picks: []int{0}})
	}
}

// AutoPass reports whether player p passes response windows without being
// asked.
func (g *Game) AutoPass(p Player) bool { return (p == 0 || p == 1) && g.autoPass[p] }
