package game

// SetAutoPass sets whether player p passes every response window at once,
// without being asked. It is a standing preference that never looks at
// what p holds: with it on, p cannot respond at all; with it off, p is
// asked at every window, holding a response or not. Either way the other
// player learns nothing about p's hand from whether p was asked
// (docs/architecture.md, Response windows). Auto-passed windows still take
// a decision number and are kept in the choice log; replay a log with
// auto-pass off.
func (g *Game) SetAutoPass(p Player, on bool) {
	if p == 0 || p == 1 {
		g.autoPass[p] = on
	}
}

// AutoPass reports whether player p passes response windows without being
// asked.
func (g *Game) AutoPass(p Player) bool { return (p == 0 || p == 1) && g.autoPass[p] }
