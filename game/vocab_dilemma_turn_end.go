package game

import "fmt"

// Dilemmas that lie where they were placed only until the end of the
// turn (Timescape, 2C025; The Clown: Bitter Medicine, 5P002): the text
// places the dilemma, then schedules its return with at-end-of-turn
// (vocab_react_verbs.go), whose then is this verb. While it lies on a
// mission, its lasting effect applies through the general rules
// (vocab_dilemma_placed.go: no_attempts forbids beginning an attempt at
// the mission where it lies, on the mission itself or on a ship there as
// damage). Rulebook: Facing Dilemmas — a dilemma told where to go is not
// overcome; it goes face up to the bottom of its owner's pile when told to
// return there.

// DoReturnToPile: this dilemma, still lying where its text placed it,
// goes face up under its owner's dilemma pile.
const DoReturnToPile = "return-to-pile"

func init() { registerVerbs(turnEndVerbs()) }

func turnEndVerbs() map[string]verb {
	return map[string]verb{
		DoReturnToPile: {
			doc: "this dilemma, if it still lies where its text placed it (on a mission, on a ship, in a core), goes face up under its owner's dilemma pile",
			text: func(Step) string {
				return "this dilemma returns face up under its owner's dilemma pile"
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.returnPlacedDilemma(ctx.src) },
		},
	}
}

// returnPlacedDilemma sends dilemma id back to the bottom of its owner's
// pile if it still lies where a text placed it; anywhere else (overcome,
// already returned) it stays, as its text speaks only of itself lying
// there.
func (g *Game) returnPlacedDilemma(id int) {
	c := g.cards[id]
	if c == nil || c.Card.Type != Dilemma {
		return
	}
	switch c.Zone {
	case ZOnMission, ZDamage, ZCore:
	default:
		return
	}
	g.toDilemmaPileBottom(id)
	g.emit(Event{Kind: "dilemma-returns", Player: c.Owner, Cards: g.one(id),
		Text: fmt.Sprintf("%s returns to its owner's dilemma pile.", g.ref(id))})
}

// placedForbidsAttempt reports whether a dilemma lying on mission m, faced
// by p (who commands m), forbids p's personnel to begin an attempt there.
func (g *Game) placedForbidsAttempt(p Player, m int) bool {
	mc := g.cards[m]
	if mc.Controller != p {
		return false
	}
	for _, id := range mc.On {
		if l := lastingOf(g.cards[id].Card); l != nil && (l.NoAttempts || l.NoAttemptsWhileStopped && g.commandsStoppedAt(p, m)) {
			return true
		}
	}
	return false
}
