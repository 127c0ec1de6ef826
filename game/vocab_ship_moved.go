package game

// A ship moved by its player (Rulebook: Moving Ships: range spent to go
// from one mission to another) as a moment card text answers: text about
// this ship arriving somewhere (NX-Prototype, 17V090). The
// trigger fires after the ship arrives, so a condition about where it is
// (at-non-headquarters) reads the mission it moved to. A ship placed at
// another mission (not moved) does not fire it.

// TrigMoved: a ship (Cards) was moved by its player (Player) to a
// mission (Mission).
const TrigMoved = "moved"

func init() {
	triggerTable[TrigMoved] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a ship, the card the trigger is about, was moved by its player to a mission (the trigger's mission; not a ship placed there)",
		example: "{when: moved, on: self, cond: at-non-headquarters, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.subject + " moves to a mission"
		}}
}

// firedMoved fires the moved trigger for ship s, just moved by p to
// mission to.
func (g *Game) firedMoved(p Player, s, to int) {
	if !g.listenedTo(TrigMoved) {
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigMoved, Player: p, Cards: []int{s}, Mission: to}), nil)
}
