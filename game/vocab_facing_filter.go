package game

import "slices"

// The filter field facing: a personnel facing a dilemma now (Boothby,
// Groundskeeper, 8C072, raises such Cadets; Escape, 1R127, answers for
// such personnel). The condition
// facing-dilemma asks it of the card whose text it is; this field asks it
// of the cards the text reaches. A personnel faces a dilemma while a
// dilemma is being faced in an attempt it is part of (Rulebook: Facing
// Dilemmas: every personnel still in the attempt faces each dilemma).

// facingNow reports whether card id is a personnel facing a dilemma now.
func (g *Game) facingNow(id int) bool {
	a := g.attempt
	return a != nil && (a.dilemma != 0 || g.countsAsFacing(id)) && slices.Contains(a.personnel, id)
}
