package game

import "fmt"

// Downloading Damage cards for an opponent's ship (Space Near New Bajor,
// Demonstrate Aggressive Intent, 17V045: two of them, put on a ship an
// opponent commands). The cards are downloaded as
// any download is (Rulebook: Download: found, shown, taken into hand,
// the deck reshuffled); then the player picks one ship an opponent
// commands and places the cards on it as damage, one at a time
// (placeAsDamage: each may be prevented, and the one that makes the
// damage count reach its limit destroys the ship; Rulebook: Damage).
// Placed, not played (Glossary: play and place): what could not be
// placed, the ship having left play, stays in hand.

// DownloadOpponentShipDamage: download-several to: opponent-ship-damage.
const DownloadOpponentShipDamage = "opponent-ship-damage"

// opponentShips lists the ships in play at a mission that an opponent of
// p commands.
func (g *Game) opponentShips(p Player) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Ship && c.Zone == ZAtMission && c.Controller != p {
			out = append(out, c.ID)
		}
	}
	return out
}

// downloadedOnOpponentShip: p (ctx.p) picks a ship an opponent commands
// and places the cards just downloaded (still in p's hand) on it as
// damage, in the order downloaded.
func (g *Game) downloadedOnOpponentShip(ctx fxCtx, ids []int) {
	var cards []int
	for _, id := range ids {
		if c := g.cards[id]; c.Zone == ZHand && c.Owner == ctx.p {
			cards = append(cards, id)
		}
	}
	ships := g.opponentShips(ctx.p)
	if len(cards) == 0 || len(ships) == 0 {
		return
	}
	var acts []action
	for _, sh := range ships {
		sh := sh
		acts = append(acts, action{Option{Label: "Place them on " + g.cardName(sh), Action: ActPick, Card: sh}, func() {
			g.placeEachAsDamage(ctx.p, cards, sh)
		}})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: place the Damage cards on which ship?", g.cardName(ctx.src)), acts)
}

// placeEachAsDamage places cards on ship as damage one after another,
// each once the last has been answered; it stops when the ship has left
// play (the rest stay where they are).
func (g *Game) placeEachAsDamage(p Player, cards []int, ship int) {
	if len(cards) == 0 || !g.cards[ship].Zone.InPlay() {
		return
	}
	g.placeAsDamage(p, cards[0], ship, func(bool) { // vocab_damage_placed.go
		g.placeEachAsDamage(p, cards[1:], ship)
	})
}
