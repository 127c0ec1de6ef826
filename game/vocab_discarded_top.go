package game

import "slices"

// The group "discarded": the cards the last discard-top step of this
// card's text took from the top of its performer's deck into the
// discard pile. Text that then reads what was discarded ("for each
// event discarded this way", "if you discarded an Intelligence
// personnel this way": The Cost of Freedom, 15V015; Covert Collusion,
// 43V007) counts or tests this group with a filter. The cards are read
// by their printed facts, as cards in a discard pile are (Rulebook:
// In Play/Not In Play). A step that discarded nothing (an empty deck)
// leaves the group empty; each run of the step replaces what the one
// before kept.

// GroupDiscarded: the cards the last discard-top step of this text
// discarded.
const GroupDiscarded = "discarded"

func init() {
	groupRegistry[GroupDiscarded] = &groupEntry{
		noun:  "the cards just discarded from the top of the deck",
		has:   func(w string) string { return "the cards just discarded include " + w },
		each:  func(w string) string { return w + " discarded this way" },
		thing: "card",
		members: func(g *Game, ctx fxCtx, _ Player, _ []int) []int {
			return slices.Clone(g.plays.discarded[ctx.src])
		},
	}
}

// noteDiscarded keeps the cards a discard-top step of src's text just
// discarded, for the group "discarded".
func (g *Game) noteDiscarded(src int, ids []int) {
	if g.plays.discarded == nil {
		g.plays.discarded = map[int][]int{}
	}
	g.plays.discarded[src] = slices.Clone(ids)
}
