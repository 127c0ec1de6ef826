package game

import "fmt"

// different-types: how many different card types (personnel, ship,
// equipment, event, interrupt, dilemma, mission) lie among a player's
// out-of-play cards: a mission worth more the more kinds of card its
// player has discarded (Dyson Sphere, Explore Mysterious Structure,
// 30V027), a personnel stronger the more kinds of the opponent's cards are
// out of the game (Taibak, Prodigious Conditioner, 17V078). Discard piles
// and removed cards are face up (Rulebook: Discard pile; Glossary: remove
// from the game), and printed types never change, so a modifier may count
// them.

// PerDifferentTypes names the amount.
const PerDifferentTypes = "different-types"

// Piles different-types reads.
const (
	PileYourDiscard     = "your-discard"
	PileOpponentRemoved = "opponent-removed"
)

func init() {
	where := map[string]string{
		PileYourDiscard:     "in your discard pile",
		PileOpponentRemoved: "your opponent owns that are removed from the game",
	}
	amountRegistry[PerDifferentTypes] = &amountEntry{
		fields:  append([]VocabField{{"pile", "your-discard or opponent-removed"}}, amountCommonFields...),
		doc:     "how many different card types lie in a pile: your discard pile, or the cards your opponent owns removed from the game",
		example: "per: {is: different-types, pile: your-discard}",
		validate: func(a *Amount) error {
			if _, ok := where[a.Pile]; !ok {
				return fmt.Errorf("pile must be %s or %s, not %q", PileYourDiscard, PileOpponentRemoved, a.Pile)
			}
			return nil
		},
		value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
			you := g.textYou(ctx)
			ids := g.players[you].Discard
			if a.Pile == PileOpponentRemoved {
				ids = g.players[you.Other()].Removed
			}
			var seen []CardType
			for _, id := range ids {
				if t := g.cards[id].Card.Type; !containsType(seen, t) {
					seen = append(seen, t)
				}
			}
			return len(seen)
		},
		text:        func(a *Amount) string { return "the number of different card types " + where[a.Pile] },
		each:        func(a *Amount) string { return "different card type " + where[a.Pile] },
		inModifiers: true,
	}
}

func containsType(ts []CardType, t CardType) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}
