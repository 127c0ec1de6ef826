package game

import "fmt"

// present-with bounded from above: `at_most: N` holds while this card is
// present with at most N cards the filter matches, so `at_most: 0` is
// "while not present with ..." (a modifier's condition cannot say not):
// Lovok Founder, Effective Changeling, 12U053, `{is: present-with, whose:
// your, of: {type: personnel}, at_most: 0}`. Present: Glossary, present.

func validatePresentWith(c *Cond) error {
	if c.AtMost != nil {
		if c.AtLeast != nil {
			return fmt.Errorf("present-with takes at_least or at_most, not both")
		}
		if *c.AtMost < 0 {
			return fmt.Errorf("present-with: at_most below 0")
		}
	}
	return needOfModFilter(c)
}

// presentCount counts the other cards present with ctx's card that c's
// filter matches (whose).
func (g *Game) presentCount(c *Cond, ctx fxCtx) int {
	n := 0
	for _, x := range g.presentPool(ctx.src) {
		if x != ctx.src && g.condCounts(ctx.p, c, x) {
			n++
		}
	}
	return n
}

// presentAtMostText words it: "not present with a personnel of yours",
// "present with at most two personnel".
func presentAtMostText(c *Cond, n string) string {
	tail := map[string]string{WhoseYour: " of yours", WhoseOpponent: " of an opponent's"}[c.Whose]
	if *c.AtMost == 0 {
		return "not present with " + article(n) + " " + n + tail
	}
	return fmt.Sprintf("present with at most %s %s%s", numberPhrase(*c.AtMost), n, tail)
}
