package game

import (
	"fmt"
	"slices"
)

// Leaving another card out of a random selection (Remata'Klan, Unit
// Leader, 3R166; Arak'Taral, Suspicious Second, 16V034): while
// its card could be picked at random, its player may take one other
// personnel present out of the pick. The ability answers
// about-to-select for its own card (on: self, random: true); the card
// left out must itself be eligible for that selection (exclude-self,
// vocab_react_verbs.go, leaves out the card whose text it is).

// DoExcludePresent: leave another personnel present that Filter matches
// out of the selection about to be made.
const DoExcludePresent = "exclude-present"

func init() { registerVerbs(excludeVerbs()) }

func excludeVerbs() map[string]verb {
	return map[string]verb{
		DoExcludePresent: {
			doc:      "leave another personnel present matching filter out of the selection about to be made",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "leave another " + s.Filter.Text("personnel") + " present out of it"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.excludable(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.pickPresent(ctx, "leave which personnel out of the selection?", g.excludable(ctx, &s), func(id int) {
					ctx.trig.Prevent(id)
					g.emit(Event{Kind: "exclude", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s leaves %s out of the random selection.", g.ref(ctx.src), g.ref(id))})
				})
			},
		},
	}
}

// excludable lists the cards of the selection about to be made, not yet
// left out, that are personnel present with ctx.src (not ctx.src itself)
// matching s.Filter.
func (g *Game) excludable(ctx fxCtx, s *Step) []int {
	t := ctx.trig
	if t == nil || t.Kind != TrigAboutToSelect {
		return nil
	}
	return slices.DeleteFunc(slices.Clone(t.Cards), func(id int) bool {
		return id == ctx.src || t.Prevented(id) || g.cards[id].Card.Type != Personnel ||
			!g.arePresent(ctx.src, id) || !g.considers(ctx.p, id) || !g.matches(s.Filter, id)
	})
}
