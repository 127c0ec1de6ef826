package game

// Hooks where card abilities (issue: events, interrupts and abilities) plug
// into the rules. Each returns the rulebook's default when no card changes
// it; the cards whose text would change it are marked "Not yet in play" in
// their generated text until they are encoded.

// timedEffect is a modifier lasting until the end of the turn or attempt.
type timedEffect struct {
	untilAttemptEnd bool
}

// costReduction is how much cheaper p may play c now.
func (g *Game) costReduction(p Player, c *Inst) int { return 0 }

// blockedHQ reports whether a headquarters may not be used to play cards.
func (g *Game) blockedHQ(p Player, hq *Inst) bool { return false }

// eventPlayable reports whether event c can be played from hand: an event
// that plays into the core can always be placed there (its abilities work
// once encoded); any other event only once its effect is encoded, so it is
// never played for nothing.
func (g *Game) eventPlayable(p Player, c *Inst) bool {
	return c.Card.Core || (c.Card.Pending == "" && len(c.Card.Effect) > 0)
}

// whenPlayed runs "when you play this" abilities.
func (g *Game) whenPlayed(p Player, id int) {}

// orderAbilityActions lists "Order –" abilities p may use now.
func (g *Game) orderAbilityActions(p Player) []action { return nil }

// applyTimedGains adds skills gained until the end of the turn or of the
// attempt (none yet).
func (g *Game) applyTimedGains(id int, s *Stats) {}

// timedModifiersOn describes effects lasting until the end of the turn or
// attempt that apply to card id (none yet).
func (g *Game) timedModifiersOn(id int) []string { return nil }

// damageAttrPenalty is how much damage cards lower a ship's attributes.
func (g *Game) damageAttrPenalty(s int) int { return 0 }
