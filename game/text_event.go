package game

// Event texts are read by both players, by logs and by network peers, so
// they speak of players by name and never say "you" or "your": whose
// point of view would that be? (Option labels and prompts are read only
// by the player deciding, and may.) TestEventTextsNamePlayers holds every
// event to this.

// playedTo says where p plays card c, for the log, after a space: " to
// Ann's core" or " at Earth, Cradle of the Federation" ("" for an event
// played nowhere). destName is the same place as the
// player playing it reads it in an option.
func (g *Game) playedTo(p Player, c *Card, dest int) string {
	if dest == 0 {
		if !c.Core {
			return "" // played nowhere: it resolves and is destroyed
		}
		return " to " + g.players[p].Name + "'s core"
	}
	return " " + playWord(c, g.cards[dest].Card) + g.cardName(dest)
}

// placeWord is how a card played at dest is placed: "aboard" a ship,
// "at" a mission.
func placeWord(dest *Card) string {
	if dest.Type == Ship {
		return "aboard "
	}
	return "at "
}

// playWord is placeWord for card c played: an event goes "on" a ship
// (vocab_plays_on_ship.go).
func playWord(c, dest *Card) string {
	if c.Type == EventCard && dest.Type == Ship {
		return "on "
	}
	return placeWord(dest)
}
