package game

import "slices"

// The filter field attempting: a personnel attempting a mission now
// (U.S.S. Centaur, Patrolling Ship, 19V015, raises its [DS9] personnel
// aboard while they attempt). The condition attempting asks it of the
// card whose text it is; this field asks it of the cards the text
// reaches. A personnel attempts a mission from the moment its attempt
// begins until it ends, while it is still part of it (Rulebook:
// Attempting a mission: a stopped personnel leaves the attempt).

// attemptingNow reports whether card id is a personnel part of the
// mission attempt under way.
func (g *Game) attemptingNow(id int) bool {
	a := g.attempt
	return a != nil && slices.Contains(a.personnel, id)
}
