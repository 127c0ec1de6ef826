package game

import (
	"errors"
	"fmt"
)

// Another card's optional cost change, offered as a way to play a card
// (Glossary: playing a card, step 3; Rulebook: Paying costs). Nathan
// Samuels, Earth Minister, 17V081, lowers the cost of certain personnel
// played where he is if his player stops him: a play-cost ability of a
// card in play, on: your, with may and a cost. Like a card's own optional cost text (Tebok,
// 7C114: playVariants), it is a way to play the card, listed beside the
// plain one: the player picks it as they pick where to play, its price
// (stop this personnel) is paid with the counters, and the change applies
// to that play alone. It is offered only when its price can be paid and
// its conditions hold for that play; the condition playing-here reads
// where the card is being played (this card's mission, on the planet or
// aboard a ship there: Ruling: At This Mission).

// otherWay is the other card's optional ability chosen for the play
// being weighed or paid, or none (src 0).
type otherWay struct {
	src, ability int
	// dest: where the card being weighed or paid goes (playing-here).
	dest int
}

// otherVariants appends the ways the optional play-cost abilities of
// p's other cards in play offer to play c at dest.
func (g *Game) otherVariants(out []playVariant, p Player, c *Inst, dest int) []playVariant {
	if g.plays.mayCost == 0 {
		return out
	}
	for _, src := range g.plays.costSources {
		s := g.cards[src]
		if src == c.ID || s.Controller != p || !g.activeSource(src) {
			continue
		}
		for i := range s.Card.Abilities {
			a := &s.Card.Abilities[i]
			if a.When != WhenPlayCost || a.On == "self" || !a.May || !a.Of.MatchesCard(c.Card) {
				continue
			}
			ctx := g.ctxFor(p, src)
			g.plays.via = otherWay{src: src, ability: i, dest: dest}
			ok := g.abilityHolds(ctx, a) && g.costPossible(ctx, withoutCostMods(a.Cost)) && g.stepsPossible(ctx, withoutCostMods(a.Effect))
			g.plays.via = otherWay{}
			if !ok {
				continue
			}
			n, _ := g.costModAmount(p, src, a)
			suffix := fmt.Sprintf(", %+d by %s", n, g.cardName(src))
			if price := withoutCostMods(a.Cost); len(price) > 0 {
				suffix += ": " + clauses(price)
			}
			out = append(out, playVariant{ability: i, src: src, suffix: suffix})
		}
	}
	return out
}

// viaMod appends the change the chosen other card's ability makes, if
// one is chosen (g.plays.via) and it reaches c.
func (g *Game) viaMod(mods []costMod, p Player, c *Inst) []costMod {
	v := g.plays.via
	if v.src == 0 || v.src == c.ID {
		return mods
	}
	a := &g.cards[v.src].Card.Abilities[v.ability]
	if !a.Of.MatchesCard(c.Card) {
		return mods
	}
	if n, ok := g.costModAmount(p, v.src, a); ok {
		mods = append(mods, costMod{src: v.src, amount: n, next: -1})
	}
	return mods
}

// costToPlayVia is costToPlay with the way v chosen.
func (g *Game) costToPlayVia(p Player, c *Inst, v playVariant, dest int) (need, pay int) {
	if v.src == 0 {
		return g.costToPlay(p, c, v.ability)
	}
	g.plays.via = otherWay{src: v.src, ability: v.ability, dest: dest}
	need, pay = g.costToPlay(p, c, -1)
	g.plays.via = otherWay{}
	return need, pay
}

// playViaOther plays card id at dest for p by the other card's way v: the
// cost with its change, then its price, paid with the counters (step 4),
// before the prevent window.
func (g *Game) playViaOther(p Player, id, dest int, v playVariant) {
	g.plays.via = otherWay{src: v.src, ability: v.ability, dest: dest}
	cost := g.payCost(p, id, -1) + g.playHereExtra(p, g.cards[id], dest) // vocab_play_here_mission.go
	g.plays.via = otherWay{}
	g.emit(Event{Kind: "cost", Player: p, Cards: []int{v.src, id}, Text: fmt.Sprintf("%s: %s is played by %s's text.", g.players[p].Name, g.shown(id), g.ref(v.src))})
	g.playCard(p, id, dest, cost)
	a := &g.cards[v.src].Card.Abilities[v.ability]
	// What the way does beyond the cost change ("... to destroy an
	// opponent's event": Korath, Duplicitous Tinkerer, 5P031) is its
	// effect, carried out once its price is paid, as the card is played.
	if fx := withoutCostMods(a.Effect); len(fx) > 0 {
		g.runAbility(g.ctxFor(p, v.src), fx) // pushed before the price: runs after it
	}
	if price := withoutCostMods(a.Cost); len(price) > 0 {
		g.runAbility(g.ctxFor(p, v.src), price) // pushed after playCard's steps: runs first
	}
}

// playingHereConds: the card being played goes to this card's mission.
func playingHereConds() map[string]condEntry {
	return map[string]condEntry{
		"playing-here": {
			doc:     "(in a play-cost ability) the card being played is played at the mission where this card is, on the planet or aboard a ship there",
			example: "cond: playing-here",
			validate: func(c *Cond) error {
				if c.Of != nil {
					return errors.New("playing-here reads no filter")
				}
				return nil
			},
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				d := g.plays.via.dest
				if d == 0 || ctx.mission == 0 {
					return false
				}
				if g.cards[d].Card.Type == Ship {
					d = g.cards[d].Where
				}
				return d == ctx.mission
			},
			text: func(_ *Cond, _ condWords) string { return "at this mission" },
			slot: slotClause,
		},
	}
}
