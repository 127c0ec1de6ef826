package game

// attempting-ship-damaged: a ship the personnel facing the dilemma attempt
// aboard has a damage card on it (Shipboard Fire, 6P009, stops them all
// then). A dilemma's "this ship" is the ship
// the personnel in the attempt are aboard (Ruling: Dilemmas Affecting
// Ships); a damage marker is a damage card (Ruling: Personnel Aboard Ship
// Destroyed by Damage Cards). On a planet no ship is attempted aboard, so
// it never holds.
func shipDamagedConds() map[string]condEntry {
	return map[string]condEntry{
		"attempting-ship-damaged": {
			doc:     "a ship the personnel facing the dilemma attempt aboard has a damage card on it",
			example: "cond: {is: attempting-ship-damaged}",
			holds: func(g *Game, _ *Cond, _ fxCtx) bool {
				a := g.attempt
				if a == nil {
					return false
				}
				for _, s := range a.ships {
					if len(g.cards[s].Damage) > 0 {
						return true
					}
				}
				return false
			},
			text: func(*Cond, condWords) string { return "this ship has a damage card on it" },
			slot: slotIf,
		},
	}
}
