package game

import "fmt"

// How many dilemmas are overcome beneath the mission this card is at
// (Rulebook: Facing Dilemmas — an overcome dilemma is placed face up
// beneath the mission attempted, where every player may count them).
// Marquay, 10C077, gains skills while at least three lie beneath the
// mission he attempts; with attempting, the condition reads that mission.

// condBeneath: at least at_least dilemmas are overcome beneath this
// card's mission.
const condBeneath = "overcome-beneath"

func init() {
	condRegistry[condBeneath] = &condEntry{
		fields:  []VocabField{fieldAtLeast, fieldAtMost},
		doc:     "at least at_least (or at most at_most) dilemmas are overcome beneath the mission this card is at",
		example: "while: [attempting, {is: overcome-beneath, at_least: 3}]",
		validate: func(c *Cond) error {
			switch {
			case c.AtLeast != nil && c.AtMost != nil:
				return fmt.Errorf("%s takes at_least or at_most, not both", condBeneath)
			case c.AtMost != nil:
				if *c.AtMost < 0 {
					return fmt.Errorf("%s needs at_most of 0 or more", condBeneath)
				}
			case c.AtLeast == nil || *c.AtLeast < 1:
				return fmt.Errorf("%s needs at_least of 1 or more", condBeneath)
			}
			return nil
		},
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			m := g.missionOf(ctx.src)
			if m == 0 {
				return false
			}
			if c.AtMost != nil { // "three or less dilemmas beneath it" (U.S.S. Centaur, 19V015)
				return g.overcomeBeneath(m) <= *c.AtMost
			}
			return g.overcomeBeneath(m) >= *c.AtLeast
		},
		text: func(c *Cond, _ condWords) string {
			if c.AtMost != nil {
				return fmt.Sprintf("there are %d or fewer dilemmas overcome beneath that mission", *c.AtMost)
			}
			return fmt.Sprintf("there are %d or more dilemmas overcome beneath that mission", *c.AtLeast)
		},
		slot:        slotIfClause,
		inModifiers: true,
	}
}

// overcomeBeneath counts the dilemmas beneath mission m.
func (g *Game) overcomeBeneath(m int) int {
	n := 0
	for _, x := range g.cards[m].Beneath {
		if g.cards[x].Card.Type == Dilemma {
			n++
		}
	}
	return n
}
