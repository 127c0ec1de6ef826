package game

import (
	"fmt"
	"slices"
)

// Leaving a group out of a dilemma's random selections until the dilemma
// ends (Marla Gilmore, Conflicted Engineer, 20V024: for a price she and
// each [Voy] Treachery personnel present cannot be randomly selected by
// the dilemma she faces). The ability answers about-to-select (random,
// by a dilemma), so it is used before a card is picked (Ruling: Set Up);
// the verb leaves the group out of that selection and, through a timed
// effect lasting until the dilemma ends, out of every later random
// selection of the same dilemma, so one payment covers them all. The
// group is read as the verb runs: this card and each other personnel
// present with it that the filter matches (Glossary: present). A
// selection the dilemma's player makes by choice is not affected.

// DoExcludeRandomEach is the verb described above.
const DoExcludeRandomEach = "exclude-random-each"

func init() {
	registerVerbs(map[string]verb{
		DoExcludeRandomEach: {
			doc:    "this personnel and each personnel present matching filter cannot be randomly selected by the dilemma being faced, until it ends (answering about-to-select)",
			fields: "filter until",
			validate: func(s *Step) error {
				if s.Until != "dilemma" {
					return fmt.Errorf("until must be dilemma, not %q", s.Until)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				return "leave this personnel and each " + s.Filter.Text("personnel") + " present out of every random selection that dilemma makes"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				t := ctx.trig
				if t == nil || t.Kind != TrigAboutToSelect || !t.Random || g.attempt == nil || g.attempt.dilemma == 0 {
					return false
				}
				group := g.randomShieldGroup(ctx, s)
				return slices.ContainsFunc(t.Cards, func(id int) bool {
					return !t.Prevented(id) && slices.Contains(group, id) && !g.shieldedFromRandom(id)
				})
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				group := g.randomShieldGroup(ctx, &s)
				if len(group) == 0 {
					return
				}
				if t := ctx.trig; t != nil && t.Kind == TrigAboutToSelect {
					for _, id := range t.Cards {
						if slices.Contains(group, id) {
							t.Prevent(id)
						}
					}
				}
				g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: group, noRandom: true, until: "dilemma", player: ctx.p})
				g.emit(Event{Kind: "exclude", Player: ctx.p, Cards: group,
					Text: fmt.Sprintf("%s: %s cannot be randomly selected by this dilemma.", g.ref(ctx.src), g.refs(group))})
			},
		},
	})
}

// randomShieldGroup lists ctx.src, when it is in play, and each other
// personnel present with it that s.Filter matches and ctx.p may consider.
func (g *Game) randomShieldGroup(ctx fxCtx, s *Step) []int {
	if !g.cards[ctx.src].Zone.InPlay() {
		return nil
	}
	out := []int{ctx.src}
	for _, id := range g.presentPool(ctx.src) {
		if id != ctx.src && g.cards[id].Card.Type == Personnel && g.considers(ctx.p, id) && g.matches(s.Filter, id) {
			out = append(out, id)
		}
	}
	return out
}

// shieldedFromRandom reports whether card id is left out of the random
// selections of the dilemma being faced by a timed effect of the verb
// above.
func (g *Game) shieldedFromRandom(id int) bool {
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; fx.noRandom && slices.Contains(fx.targets, id) {
			return true
		}
	}
	return false
}
