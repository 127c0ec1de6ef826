package game

// command-none-of-its-species: in a play-cost ability of another card,
// you command no personnel sharing a species with the card being played
// ("if you do not command a personnel of that species, he is cost -1":
// Audacious Assault, 26V010). A card of several species is matched by
// any of them; a species a personnel has become counts (Game.matches).
// Captives are not commanded (Rulebook: Brig and Captives). The card
// being played is the ability's subject (appendOthersCostMods,
// othersCost): its cost is read card by card, never held for the hand.

const condCommandNoneSpecies = "command-none-of-its-species"

func speciesNoneConds() map[string]condEntry {
	return map[string]condEntry{
		condCommandNoneSpecies: {
			doc:     "(in a play-cost ability of another card) you command no personnel of a species of the card being played",
			example: "cond: " + condCommandNoneSpecies,
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				if ctx.subject == 0 {
					return false
				}
				for _, sp := range g.cards[ctx.subject].Card.Species {
					if g.commandsAtLeast(ctx.p, &Filter{Type: Personnel, Species: sp}, 1) {
						return false
					}
				}
				return true
			},
			text: func(*Cond, condWords) string {
				return "you command no personnel of its species"
			},
			slot: slotIf,
		},
	}
}
