package game

import "slices"

// "Cannot" limited to what dilemmas do (Rulebook: Facing Dilemmas — a card
// selected by a dilemma for an action it cannot perform ignores that
// action; a card that cannot perform it cannot be chosen for it):
//
//   - stop-by-dilemma: the card cannot be stopped by a dilemma (Tasha
//     Yar, Weapons Specialist, 27V011; the rulebook's own example is
//     Koval, Chairman of the Tal Shiar). Stops by any other card's text,
//     costs its own player pays included, still reach it: the limit
//     names dilemmas, and a cost is barred only when it must do what the
//     card cannot undergo (Glossary: cannot; Paying costs).
//   - kill-by-dilemma: the card cannot be killed by a dilemma (Sascha
//     Money, 12C114); kills by other text still reach it, as above.
//   - random-select: a dilemma's random selection leaves the card out
//     (Ro Laren, Headstrong Ensign, 16V037); a dilemma that has its
//     player choose may still choose it.
//
// Both are outcomes of a modifier's cannot list, with the condition
// equipped-with (Glossary: equipped with) for cards whose limit lasts
// while they carry a piece of equipment.

// More "cannot" outcomes, read only by the dilemma's own actions.
const (
	OutStopByDilemma = "stop-by-dilemma"
	OutKillByDilemma = "kill-by-dilemma"
	OutRandomSelect  = "random-select"
)

// dilemmaCannotWords words each: the verb and what follows it, for
// "cannot be <past of verb><rest>" (cannotWords, ignoreCannot).
var dilemmaCannotWords = map[string][2]string{
	OutStopByDilemma: {"stop", " by dilemmas"},
	OutKillByDilemma: {"kill", " by dilemmas"},
	OutRandomSelect:  {"", "randomly selected by dilemmas"},
}

// isDilemmaCannot reports whether o is one of the outcomes above.
func isDilemmaCannot(o string) bool {
	_, ok := dilemmaCannotWords[o]
	return ok
}

// ignoreDilemmaStop drops from ids (filtered in place) the cards that cannot be
// stopped by a dilemma when src, whose text stops them, is a dilemma.
func (g *Game) ignoreDilemmaStop(src int, ids []int) []int {
	if src == 0 || g.cards[src].Card.Type != Dilemma {
		return ids
	}
	return g.ignoreCannot(ids, OutStopByDilemma)
}

// randomlySelectable drops from a dilemma's random selection the cards
// that cannot be randomly selected by dilemmas (a new list: eligible is
// the caller's).
func (g *Game) randomlySelectable(eligible []int) []int {
	// Also those a card's text left out of this dilemma's random
	// selections (vocab_exclude_random_each.go) or named as unselectable
	// (vocab_unselectable.go).
	out := func(id int) bool {
		return g.cannot(id, OutRandomSelect) || g.shieldedFromRandom(id) || g.namedUnselectable(id)
	}
	if !slices.ContainsFunc(eligible, out) {
		return eligible
	}
	return slices.DeleteFunc(slices.Clone(eligible), out)
}

func init() {
	// equipped with: this personnel is unstopped and present with
	// equipment of its player's that the filter matches (Glossary:
	// equipped with).
	condRegistry["equipped-with"] = &condEntry{
		fields:   []VocabField{fieldOf},
		doc:      "this personnel is unstopped and present with equipment of its player's that the filter matches (Glossary: equipped with)",
		example:  "while: {is: equipped-with, of: {keyword: Hand Weapon}}",
		validate: needOfModFilter,
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			me := g.cards[ctx.src]
			if me.Stopped || !me.Zone.InPlay() {
				return false
			}
			return slices.ContainsFunc(g.presentPool(ctx.src), func(id int) bool {
				x := g.cards[id]
				return id != ctx.src && x.Card.Type == Equipment && x.Controller == me.Controller && g.matches(c.Of, id)
			})
		},
		text: func(c *Cond, _ condWords) string {
			n := c.Of.Text("equipment")
			return "equipped with " + article(n) + " " + n
		},
		slot: slotWhileClause, inModifiers: true,
	}
}

// dilemmaCannotStop reports whether src is a dilemma that cannot stop id.
func (g *Game) dilemmaCannotStop(src, id int) bool {
	return src != 0 && g.cards[src].Card.Type == Dilemma && g.cannotFrom(id, OutStopByDilemma, src)
}
