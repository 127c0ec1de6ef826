package game

import (
	"fmt"
	"slices"
)

// Text answering the destruction of the ship its card rides on (Worf,
// Noble Warrior, 39V011). A ship destroyed - by its damage or by a card's text -
// sends everything aboard and on it to the discard piles first (Rulebook:
// Damage; a dilemma goes to the bottom of its owner's dilemma pile), and
// the personnel aboard are not killed (Ruling: Personnel Aboard Ship
// Destroyed by Damage Cards). The destroyed trigger keeps those cards
// (Trigger.Held, from leavePlay), so a card that was aboard answers with
// its text about its ship (on: its-ship) from where it went, once, as a
// personnel's text about its own death does (vocab_self_killed.go).
//
// place-held-damage, used in answer, takes the damage cards that lay on
// that ship, owned by an opponent of the player, from wherever the rules
// sent them (a discard pile, the bottom of a dilemma pile), and puts any
// number of them on one ship an opponent commands at the mission where
// the ship was destroyed, one at a time (placeAsDamage: each may be
// prevented; the one reaching the damage limit destroys that ship, and
// the rest stay where they are).

// DoPlaceHeldDamage names the verb.
const DoPlaceHeldDamage = "place-held-damage"

func init() {
	registerVerbs(map[string]verb{
		DoPlaceHeldDamage: {
			doc: "(destroyed only) put any number of the opponent-owned damage cards that lay on the destroyed ship, from wherever they went, as damage on one ship an opponent commands at the mission where it was destroyed, one at a time",
			text: func(Step) string {
				return "choose a ship an opponent commands where that ship was, and put on it as damage, one by one, as many as you like of the damage cards owned by an opponent that lay on the destroyed ship"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				_, cards, ships := g.heldDamage(ctx)
				return len(cards) > 0 && len(ships) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.placeHeldDamage(ctx) },
		},
	})
}

// wasAboardDestroyed reports whether card src was aboard ship as t, a
// destroyed trigger, destroyed it (and has left play with it).
func (g *Game) wasAboardDestroyed(src, ship int, t *Trigger) bool {
	sc := g.cards[src]
	return t.Kind == TrigDestroyed && !sc.Zone.InPlay() && sc.left == (spot{ZAboard, ship}) && slices.Contains(t.Held, src)
}

// heldDamage lists, for ctx's destroyed trigger, the ship destroyed, the
// damage cards an opponent of ctx.p owns that lay on it and still lie
// where the rules sent them, and the ships an opponent commands at the
// mission where it was.
func (g *Game) heldDamage(ctx fxCtx) (ship int, cards, ships []int) {
	t := ctx.trig
	if t == nil || t.Kind != TrigDestroyed || len(t.Cards) == 0 {
		return 0, nil, nil
	}
	ship = t.Cards[0]
	for _, id := range t.Held {
		c := g.cards[id]
		if c.left == (spot{ZDamage, ship}) && c.Owner != ctx.p && (c.Zone == ZDiscard || c.Zone == ZDilemmaPile) {
			cards = append(cards, id)
		}
	}
	if l := g.cards[ship].left; l.zone == ZAtMission && !g.cards[ship].Zone.InPlay() {
		for _, s := range g.cards[l.where].Ships {
			if sc := g.cards[s]; sc.Card.Type == Ship && sc.Controller != ctx.p {
				ships = append(ships, s)
			}
		}
	}
	return ship, cards, ships
}

// placeHeldDamage: ctx.p picks the ship, then the damage cards one at a
// time until they stop or none is left.
func (g *Game) placeHeldDamage(ctx fxCtx) {
	_, cards, ships := g.heldDamage(ctx)
	if len(cards) == 0 || len(ships) == 0 {
		return
	}
	var acts []action
	for _, sh := range ships {
		sh := sh
		acts = append(acts, action{Option{Label: "Place damage on " + g.cardName(sh), Action: ActPick, Card: sh}, func() {
			g.placeHeldDamageOn(ctx, cards, sh)
		}})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: put the damage cards on which ship?", g.cardName(ctx.src)), acts)
}

// placeHeldDamageOn offers the cards left to place on ship, one pick at a
// time, each placed before the next pick.
func (g *Game) placeHeldDamageOn(ctx fxCtx, cards []int, ship int) {
	if !g.cards[ship].Zone.InPlay() {
		return
	}
	acts := []action{{Option{Label: "Place no more", Action: ActEnd}, func() {}}}
	for _, id := range cards {
		id := id
		if c := g.cards[id]; c.Zone != ZDiscard && c.Zone != ZDilemmaPile {
			continue
		}
		rest := slices.DeleteFunc(slices.Clone(cards), func(x int) bool { return x == id })
		acts = append(acts, action{Option{Label: "Place " + g.cardName(id), Action: ActPick, Card: id}, func() {
			g.placeAsDamage(ctx.p, id, ship, func(bool) { g.placeHeldDamageOn(ctx, rest, ship) }) // vocab_damage_placed.go
		}})
	}
	if len(acts) == 1 {
		return
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: put which damage card on %s?", g.cardName(ctx.src), g.cardName(ship)), acts)
}
