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
		fields:  []VocabField{fieldAtLeast},
		doc:     "at least at_least dilemmas are overcome beneath the mission this card is at",
		example: "while: [attempting, {is: overcome-beneath, at_least: 3}]",
		validate: func(c *Cond) error {
			if c.AtLeast == nil || *c.AtLeast < 1 {
				return fmt.Errorf("%s needs at_least of 1 or more", condBeneath)
			}
			return nil
		},
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			m := g.missionOf(ctx.src)
			return m != 0 && g.overcomeBeneath(m) >= *c.AtLeast
		},
		text: func(c *Cond, _ condWords) string {
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
