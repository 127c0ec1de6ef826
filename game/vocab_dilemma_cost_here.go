package game

import (
	"errors"
	"fmt"
)

// Cards that change the cost of every dilemma revealed at a mission ("each
// dilemma revealed here is cost -1"): a modifier {to: this-mission,
// dilemma_cost: N}, read like the mission's points (fxMission) when a
// dilemma is revealed, before its cost is checked against what may still
// be spent (Glossary: attempting missions, steps 3.e–3.f). Who reveals the
// dilemma does not matter: the change is the mission's.

// prepareDilemmaCostHere checks a dilemma-cost modifier and notes it.
func (m *Modifier) prepareDilemmaCostHere() error {
	if m.DilemmaCost == 0 {
		return nil
	}
	if m.To != ToThisMission {
		return errors.New("dilemma_cost belongs to to: this-mission")
	}
	m.effects |= fxMission
	return nil
}

// dilemmaCostHereWords words the change for the card's text.
func dilemmaCostHereWords(n int) string {
	return fmt.Sprintf("each dilemma revealed there costs %+d", n)
}

// dilemmaCostHere is how much the cards in play change the cost of a
// dilemma revealed at mission m.
func (g *Game) dilemmaCostHere(m int) int {
	n := 0
	g.eachModifierWhere(m, fxMission, layerAll, nil, func(_ int, md *Modifier, k int) {
		n += md.DilemmaCost * k
	})
	return n
}
