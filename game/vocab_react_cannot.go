package game

import (
	"fmt"
	"slices"
	"strings"
)

// Cards that cannot undergo an outcome ("while facing a dilemma, he cannot
// be stopped"), and the conditions of continuous effects that reacting
// cards add. Rulebook: Facing Dilemmas — when a card selected to perform
// an action cannot perform it, that action is ignored for it; when a
// player chooses a card to perform an action, a card that cannot perform
// it cannot be chosen.

// cannot reports whether card id cannot undergo outcome now; an outcome
// of a dilemma's is read against the dilemma being faced.
func (g *Game) cannot(id int, outcome string) bool {
	dil := 0
	if isDilemmaCannot(outcome) {
		dil = g.attemptDilemma()
	}
	return g.cannotFrom(id, outcome, dil)
}

// cannotFrom is cannot with the dilemma whose action it is (0: none),
// for the "cannot" narrowed to some dilemmas (vocab_cannot_by.go).
func (g *Game) cannotFrom(id int, outcome string, dil int) bool {
	if outcome == "" || !g.cards[id].Zone.InPlay() {
		return false
	}
	leaving := leavesPlay(outcome) // vocab_ship_on_event.go: cannot: [leave-play] bars it too
	found := false
	g.eachModifierWhere(id, fxCannot, layerAll, nil, func(src int, m *Modifier, _ int) {
		found = found || (slices.Contains(m.Cannot, outcome) || leaving && slices.Contains(m.Cannot, OutLeavePlay)) && g.cannotByHolds(src, m, dil)
	})
	return found || len(g.turnFx) > 0 && g.timedCannot(id, outcome)
}

// choosable drops from a chosen (not random) selection's candidates the
// cards that cannot undergo its outcome.
func (g *Game) choosable(s *Step, ids []int) []int {
	if s.By == ByRandom || s.Outcome == "" {
		return ids
	}
	// ids is a list selectCandidates made for this selection: filtered in
	// place, not copied.
	return slices.DeleteFunc(ids, func(id int) bool {
		return !g.mayUndergoBy(g.attemptDilemma(), s, id) || s.Outcome == OutStop && g.cannot(id, OutStopByDilemma) || // vocab_cannot_by_opponent.go
			s.Outcome == OutKill && g.cannot(id, OutKillByDilemma) // a dilemma's selection
	})
}

// ignoreCannot drops the cards that cannot undergo outcome from ids (the
// caller's own list, filtered in place), logging that the action is
// ignored for them.
func (g *Game) ignoreCannot(ids []int, outcome string) []int {
	var spared []int
	keep := ids[:0]
	for _, id := range ids {
		if g.cannot(id, outcome) {
			spared = append(spared, id)
		} else {
			keep = append(keep, id)
		}
	}
	if len(spared) > 0 {
		g.emit(Event{Kind: "ignored", Player: g.cards[spared[0]].Controller, Cards: spared,
			Text: fmt.Sprintf("%s cannot be %s: that is ignored.", g.refs(spared), undergoneWords(outcome))})
	}
	return keep
}

func cannotWords(outcomes []string) string {
	var ws []string
	for _, o := range outcomes {
		ws = append(ws, undergoneWords(o))
	}
	return "cannot be " + strings.Join(ws, " or ")
}

// undergoneWords says an outcome as undergone ("stopped", "placed in the
// opponent's brig"), for "cannot be ...".
func undergoneWords(o string) string {
	if o == OutPrevent { // as it is played (vocab_cannot_source.go)
		return "prevented"
	}
	if o == OutLeavePlay { // vocab_ship_on_event.go
		return "taken out of play"
	}
	if o == OutTakeCommand { // vocab_cannot_by_opponent.go
		return "taken command of"
	}
	if o == OutLeaveBrig { // vocab_cannot_leave_brig.go
		return "taken out of an opponent's brig"
	}
	if d, ok := moreOutcomes[o]; ok && d.past != "" {
		return d.past
	}
	verb, rest := outcomeWords(o)
	return pastOf(verb) + rest
}
