package game

import "testing"

// TestOwnStopTextAnswers: a personnel's text about its own stop by a
// dilemma answers that stop, although the stop leaves its text otherwise
// unusable (Glossary: stopped; Rulings: Stopping Your Own Personnel — the
// text of a personnel stopped by a dilemma triggers). Another card's text
// about being stopped does not answer for it.
func TestOwnStopTextAnswers(t *testing.T) {
	for _, own := range []bool{true, false} {
		g := startScenario(t, `
seed: 7
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Dokar, Kroval]
    deck: [Vorax, Kahmis]
    discard: [Vorax]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Unorthodox Recruitment]
    deck: [Davies]
`)
		text := `
abilities:
  - {when: stopped, on: self, by_dilemma: true, effect: [{do: draw}]}
`
		holder := find(t, g, "Dokar")
		if !own {
			holder = findAll(g, "Vorax")[1] // in the discard pile: not stopped, not in play
		}
		giveText(t, holder, text)
		g.indexListeners()
		choose(t, g, "Attempt Sensitive Search")
		choose(t, g, "Unorthodox Recruitment")
		for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
			choose(t, g, "Pass")
		}
		drew := len(g.players[0].Hand) == 1
		if drew != own {
			t.Errorf("text on its own card %v: a card drawn %v", own, drew)
		}
	}
}
