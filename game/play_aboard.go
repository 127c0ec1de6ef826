package game

// Playing a personnel aboard a ship by its own text ("you may play this
// personnel aboard your [Rom] ship"): besides the headquarters that allow
// it, each ship of the player's in play that the card's PlayAboard filter
// matches is a place it may be played (Rulebook: Playing specific kinds of
// cards — a card's text may allow another place).

// playAboardShips lists the ships p commands that card may be played
// aboard now. A stopped ship is out of its player's reach (Glossary:
// stopped).
func (g *Game) playAboardShips(p Player, card *Card) []int {
	if card.PlayAboard == nil || card.Type != Personnel {
		return nil
	}
	var out []int
	for _, m := range g.allMissions() {
		for _, s := range g.cards[m].Ships {
			if sc := g.cards[s]; sc.Controller == p && g.considers(p, s) && g.matches(card.PlayAboard, s) {
				out = append(out, s)
			}
		}
	}
	return out
}
