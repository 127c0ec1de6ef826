package game

import (
	"fmt"
	"slices"
)

// Game text about attempting a mission, carried by modifiers that reach
// the mission: a cost to attempt it (AttemptCost, cards discarded from
// hand), and a permission for personnel of another affiliation
// (AttemptWith; Rulebook: Order – Attempt a mission: missions may say by
// text who attempts them, and one attempting personnel must qualify).

// attemptCost is the number of cards mission m's controller must discard
// from hand to attempt it now.
func (g *Game) attemptCost(m int) int {
	n := 0
	g.eachModifierWhere(m, fxAttemptCost, layerAll, nil, func(_ int, mod *Modifier, _ int) { n += mod.AttemptCost })
	return n
}

// attemptCostText is what an attempt option adds to say its cost.
func attemptCostText(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(" (discard %s from hand)", countOf(n, "card"))
}

// payToAttempt: p pays n, the cost of attempting m (more than 0:
// payThenAttempt begins an attempt that costs nothing itself), then
// begin runs (Glossary: attempting missions, 1.a — the attempt is
// announced and its costs paid before it begins).
func (g *Game) payToAttempt(p Player, m, n int, begin func()) {
	hand := slices.Clone(g.players[p].Hand)
	d := &Decision{Player: p, Kind: KindSelect, Min: n, Max: n,
		Prompt: fmt.Sprintf("Discard %s from hand to attempt %s", countOf(n, "card"), g.cardName(m))}
	for _, id := range hand {
		d.Options = append(d.Options, Option{Label: "Discard " + g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(d, func(picks []int) {
		g.emit(Event{Kind: "attempt-cost", Player: p, Cards: g.one(m),
			Text: fmt.Sprintf("%s discards %s from hand to attempt %s.", g.players[p].Name, countOf(n, "card"), g.ref(m))})
		for _, i := range picks {
			g.discard(hand[i])
		}
		begin()
	})
}

// AttemptWithAny: attempt_with's value letting any affiliation attempt
// (Kell, Romulan Accomplice, 4C167: his player may attempt their own
// [Kli] mission he stands at, whatever the attempting affiliations).
const AttemptWithAny = "any"

// attemptPermitted reports whether game text lets one of group attempt
// mission m although none matches its affiliation icons.
func (g *Game) attemptPermitted(m int, group []int) bool {
	ok := false
	g.eachModifierWhere(m, fxAttemptWith, layerAll, nil, func(_ int, mod *Modifier, _ int) {
		for _, id := range group {
			ok = ok || mod.AttemptWith == AttemptWithAny || g.affiliation(id) == mod.AttemptWith
		}
	})
	return ok
}
