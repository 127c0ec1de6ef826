package game

import (
	"fmt"
	"slices"
)

// Names that outlast the turn (Glossary: naming cards — a title, so every
// copy of that title counts). name-dilemma keeps the title it named as a
// timed effect of the naming card; two more periods are read here:
//
//   - until: game — the name holds for as long as the naming card stays
//     in play: a mission's "when you complete this mission, name a
//     dilemma" (Inversion Mystery, 16V029).
//   - until: renamed — the name holds until the same card names again,
//     which replaces it: an order whose effect "lasts until this order is
//     executed again" (Data, From the City of Rateg, 13R099).
//
// Both end when the naming card leaves play: a card that leaves play and
// comes back is a new card, without the old card's effects (Glossary:
// leaving play), so a name never outlives its card.
//
// A mission's facing-dilemma text ("when your personnel face that
// dilemma") answers the dilemmas faced by the personnel of the player who
// named with it: its "you" is the player whose completion named the title
// (missionFacingResponses).

// UntilGame: a name that holds while its card is in play.
const UntilGame = "game"

// UntilRenamed: a name that holds until its card names again.
const UntilRenamed = "renamed"

// lastingName reports whether until is one of the periods read here.
func lastingName(until string) bool { return until == UntilGame || until == UntilRenamed }

// nameHoldText words how long a name holds, for the card's player text.
func nameHoldText(until string) string {
	switch until {
	case UntilGame:
		return "the name holds while this card is in play"
	case UntilRenamed:
		return "the name holds until this card names a dilemma again"
	}
	return "the name holds until the end of this turn"
}

// dropNames ends every lasting name card src made.
func (g *Game) dropNames(src int) {
	keep := g.turnFx[:0]
	for _, fx := range g.turnFx {
		if fx.source != src || fx.dilemma == "" || !lastingName(fx.until) {
			keep = append(keep, fx)
		}
	}
	g.turnFx = keep
}

// namesLeavePlay ends the lasting names of card id, which leaves play.
func (g *Game) namesLeavePlay(id int) {
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; fx.source == id && fx.dilemma != "" && lastingName(fx.until) {
			g.dropNames(id)
			return
		}
	}
}

// namedBy reports whether player p named a dilemma with card src that
// still holds.
func (g *Game) namedBy(src int, p Player) bool {
	return slices.ContainsFunc(g.turnFx, func(fx timedEffect) bool { return fx.source == src && fx.dilemma != "" && fx.player == p })
}

// missionFacingResponses lists the facing-dilemma text of the missions in
// play whose names p made: "when your personnel face that dilemma", once
// per dilemma for each mission.
func (g *Game) missionFacingResponses(p Player) []response {
	a := g.attempt
	if a == nil || a.dilemma == 0 || p != a.player || len(g.turnFx) == 0 {
		return nil
	}
	var out []response
	for _, m := range g.allMissions() {
		c := g.cards[m]
		if !slices.ContainsFunc(c.Card.Abilities, func(ab Ability) bool { return ab.When == WhenFacing }) {
			continue
		}
		if !g.namedBy(m, p) {
			continue
		}
		for i := range c.Card.Abilities {
			ab := &c.Card.Abilities[i]
			key := abilityKey{m, i}
			if ab.When != WhenFacing || a.used[key] {
				continue
			}
			ctx := g.ctxFor(p, m)
			if !g.usable(ctx, ab) {
				continue
			}
			id := m
			out = append(out, response{mandatory: !ab.May, action: action{Option{Action: ActOrder, Card: id, label: abilityLabelOf(id, ab)}, func() {
				a.markUsed(key)
				g.emit(Event{Kind: "ability", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s uses %s.", g.players[p].Name, g.shown(id))})
				g.push(func() { g.runCost(ctx, ab.Cost) }, func() { g.runAbility(ctx.paidWith(ab.Cost), ab.Effect) })
			}}})
		}
	}
	return out
}

// nameUntilPhrase says, for the lasting effects shown on a card, when a
// lasting name ends.
func nameUntilPhrase(u string) string {
	if u == UntilRenamed {
		return "this card names again or leaves play"
	}
	return "this card leaves play"
}

// nameWord folds a named title into one word for the loop fingerprint
// (FNV-1a).
func nameWord(t string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(t); i++ {
		h = (h ^ uint64(t[i])) * 1099511628211
	}
	return h
}
