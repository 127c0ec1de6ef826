package game

import "fmt"

// Placing a damage card on a ship as a moment other text answers
// (Rulebook: Damage): every damage card placed by game text - a combat
// card's damage (rules_combat.go, placeDamage), a dilemma placed on a
// ship (vocab_dilemma_placed.go), a card downloaded onto a ship - goes
// through placeAsDamage, which fires
//
//   - about-to-damage: a damage card (Source) is about to go onto a
//     ship (Cards: the ship); Player is the damage card's owner, so who:
//     opponent reads "an opponent's damage card". A response may
//     prevent it: the card is then not placed, and goes where it would
//     have gone had it had no ship to be placed on (a dilemma is
//     overcome, a combat event stays in its core: Exocomp, 19V005);
//   - damage-placed: a damage card (Source; Player: its owner) was placed
//     on a ship (Cards) that it did not destroy (NX-Prototype, 17V090).
//
// A third damage card destroys the ship at once; no damage-placed fires
// then (the ship, and the text on it, have left play).

// Trigger kinds of this file.
const (
	TrigAboutToDamage = "about-to-damage"
	TrigDamagePlaced  = "damage-placed"
)

func init() {
	triggerTable[TrigAboutToDamage] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a damage card (its owner the trigger's player: who: opponent is an opponent's) is about to go onto a ship, the card the trigger is about; a response may prevent it",
		example: "{when: about-to-damage, on: its-ship, who: opponent, effect: [{do: prevent}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + damageOwnerWords(a.Who) + " is about to be put on " + damageShipWords(a, w)
		}}
	triggerTable[TrigDamagePlaced] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a damage card (its owner the trigger's player) was placed on a ship, the card the trigger is about, without destroying it",
		example: "{when: damage-placed, on: self, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + damageShipWords(a, w) + " receives " + damageOwnerWords(a.Who)
		}}
}

// damageOwnerWords names the damage card by who, its owner.
func damageOwnerWords(who string) string {
	switch who {
	case "you":
		return "a damage card of yours"
	case "opponent":
		return "an opponent's damage card"
	}
	return "a damage card"
}

// damageShipWords words the ship a damage trigger is about.
func damageShipWords(a Ability, w busWords) string {
	if a.On == "self" && a.Of == nil {
		return "this ship"
	}
	return w.subject
}

// placeAsDamage: card dmg (its owner's) is about to go onto ship as
// a damage card; responses may prevent it. Unless
// prevented it is placed, logged (by p), and a third damage card
// (more with extra_damage) destroys the ship; then runs with whether it was placed (not nil),
// before the text answering its placement.
func (g *Game) placeAsDamage(p Player, dmg, ship int, then func(placed bool)) {
	owner := g.cards[dmg].Owner
	t := g.trigs.take(Trigger{Kind: TrigAboutToDamage, Player: owner, Cards: []int{ship}, Source: dmg,
		Dilemma: g.attempt != nil && dmg == g.attempt.dilemma, Mission: g.missionOf(ship)})
	g.fire(t, func(t *Trigger) {
		if t.Prevented(ship) || !g.cards[ship].Zone.InPlay() || g.cards[ship].Card.Type != Ship {
			g.emit(Event{Kind: "damage-prevented", Player: p, Cards: []int{dmg, ship}, Text: fmt.Sprintf("%s is not placed on %s.", g.ref(dmg), g.ref(ship))})
			if then != nil {
				then(false)
			}
			return
		}
		g.place(dmg, ZDamage, ship)
		g.emit(Event{Kind: "damage", Player: p, Cards: []int{dmg, ship}, Text: fmt.Sprintf("%s is placed on %s as damage.", g.ref(dmg), g.ref(ship))})
		destroyed := len(g.cards[ship].Damage) >= g.damageToDestroy(ship) // vocab_extra_damage.go
		if destroyed {
			g.destroyShip(ship)
		}
		if then != nil {
			then(true)
		}
		if !destroyed && g.listenedTo(TrigDamagePlaced) {
			g.fire(g.trigs.take(Trigger{Kind: TrigDamagePlaced, Player: owner, Cards: []int{ship}, Source: dmg,
				Dilemma: t.Dilemma, Mission: t.Mission}), nil)
		}
	})
}

// DownloadShipDamage: download to: this-ship-damage: the card downloaded
// is then placed on this ship (the card whose text downloads it) as a
// damage card (NX-Prototype, 17V090). It is placed, not played (Glossary: play and
// place); with this ship out of play it stays in hand.
const DownloadShipDamage = "this-ship-damage"

// downloadedAsDamage places card id, just downloaded into ctx.p's hand,
// on the ship ctx's card is as damage.
func (g *Game) downloadedAsDamage(ctx fxCtx, id int) {
	ship := ctx.src
	if sc := g.cards[ship]; sc.Card.Type != Ship || sc.Zone != ZAtMission || g.cards[id].Zone != ZHand {
		return
	}
	g.placeAsDamage(ctx.p, id, ship, nil)
}
