package game

import "slices"

// Groups of the piles and cores text counts ("for each interrupt in your
// opponent's discard pile", "for each event your opponent commands in his
// or her core") and of the personnel a dilemma's selection left out
// ("your unselected personnel have …"). Discard piles are face up, so
// counting them tells nobody a secret (Rulebook: Discard pile).
const (
	GroupYourDiscard     = "your-discard"     // the cards in your discard pile
	GroupOpponentDiscard = "opponent-discard" // the cards in your opponent's discard pile
	GroupOpponentCore    = "opponent-core"    // the cards in your opponent's core
	GroupUnselected      = "unselected"       // the personnel facing the dilemma that its last selection did not pick
)

func init() {
	pile := func(noun, place string, list func(g *Game, you Player) []int) *groupEntry {
		return &groupEntry{
			noun:  noun,
			has:   func(w string) string { return "there are " + w + " " + place },
			each:  func(w string) string { return w + " " + place },
			place: place,
			thing: "card",
			members: func(g *Game, _ fxCtx, you Player, _ []int) []int {
				return slices.Clone(list(g, you))
			},
		}
	}
	groupRegistry[GroupYourDiscard] = pile("the cards in your discard pile", "in your discard pile",
		func(g *Game, you Player) []int { return g.players[you].Discard })
	groupRegistry[GroupOpponentDiscard] = pile("the cards in your opponent's discard pile", "in your opponent's discard pile",
		func(g *Game, you Player) []int { return g.players[you.Other()].Discard })
	groupRegistry[GroupOpponentCore] = pile("the cards in your opponent's core", "in your opponent's core",
		func(g *Game, you Player) []int { return g.coreCards(you.Other()) }) // core_resolving.go
	groupRegistry[GroupUnselected] = &groupEntry{
		noun: "the facing personnel not selected",
		has:  func(w string) string { return "the facing personnel not selected include " + w },
		members: attemptGroup(func(a *attempt, _ Player) []int {
			var out []int
			for _, p := range a.personnel {
				if !slices.Contains(a.selected, p) {
					out = append(out, p)
				}
			}
			return out
		}),
	}
}
