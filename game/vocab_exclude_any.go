package game

import (
	"fmt"
	"slices"
)

// Leaving a group out of a random selection, as many of them as the
// player likes (James T. Kirk, Experienced Commander, 20V021: he and the
// dearer [TOS] crew with him may each stay out of a random pick). The
// ability answers
// about-to-select (random: true) as a whole, so it is offered before any
// card is picked (Ruling: Set Up) whenever one of the group is eligible
// for the selection, whether or not this card is. Its player, whose text
// it is (Rulebook: response actions — an optional one is its player's to
// take), picks any of the eligible members, at least one: the card itself
// and each personnel present with it that the filter matches. Only that
// selection is affected; a later one asks again. A selection by choice is
// not touched.

// DoExcludeAnyPresent names the verb.
const DoExcludeAnyPresent = "exclude-any-present"

func init() {
	registerVerbs(map[string]verb{
		DoExcludeAnyPresent: {
			doc:      "(answering a random about-to-select) leave out of that selection any of: this card and each personnel present matching filter that it could pick, as many as the performer chooses",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "leave this personnel or any " + s.Filter.Text("personnel") + " present, or several of them, out of that random selection"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.excludableAny(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				pool := g.excludableAny(ctx, &s)
				if len(pool) == 0 {
					return
				}
				src := ctx.src
				d := &Decision{Player: ctx.p, Kind: KindSelect, Min: 1, Max: len(pool),
					prompt: func(g *Game) string {
						return fmt.Sprintf("%s: leave which personnel out of the random selection (1 to %d)?", g.cardName(src), len(pool))
					}, Options: make([]Option, 0, len(pool))}
				for _, id := range pool {
					d.Options = append(d.Options, Option{Action: ActPick, Card: id, label: func(g *Game, o *Option) string { return g.cardName(o.Card) }})
				}
				g.pose(d, nil, func(picks []int) {
					var out []int
					for _, i := range picks {
						if id := pool[i]; !ctx.trig.Prevented(id) {
							ctx.trig.Prevent(id)
							out = append(out, id)
						}
					}
					if len(out) > 0 {
						g.emit(Event{Kind: "exclude", Player: ctx.p, Cards: out,
							Text: fmt.Sprintf("%s leaves %s out of the random selection.", g.ref(src), g.refs(out))})
					}
				})
			},
		},
	})
}

// excludableAny lists the cards of the random selection about to be made,
// not yet left out, that are ctx.src or a personnel present with it that
// s.Filter matches and ctx.p may consider.
func (g *Game) excludableAny(ctx fxCtx, s *Step) []int {
	t := ctx.trig
	if t == nil || t.Kind != TrigAboutToSelect || !t.Random || !g.cards[ctx.src].Zone.InPlay() {
		return nil
	}
	return slices.DeleteFunc(slices.Clone(t.Cards), func(id int) bool {
		if t.Prevented(id) || !g.considers(ctx.p, id) {
			return true
		}
		if id == ctx.src {
			return false
		}
		return g.cards[id].Card.Type != Personnel || !g.arePresent(ctx.src, id) || !g.matches(s.Filter, id)
	})
}
