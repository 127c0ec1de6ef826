package game

import "testing"

// Ann's Noram and Ben's Mills stand at Ann's headquarters; Mills carries
// the text under test, a prevention of an opponent's gain there.
const aboutToGainPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
        surface: [Noram, {card: Mills, controller: 2}]
    deck: [Taul, Taul, Taul]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Lopez, Lopez, Lopez]
`

// TestAboutToGainSkill: a text whose cost steps were paid, about to give
// a skill to a personnel of the opponent here, fires
// about-to-gain-skill-paid, and a prevent there keeps the skill from being
// gained; a text with no cost does not fire it. Rulebook: response actions
// (prevent); Glossary: costs (the steps before "to").
func TestAboutToGainSkill(t *testing.T) {
	for _, tc := range []struct {
		name   string
		paid   bool
		gained int
	}{
		{"paid for, prevented", true, 0},
		{"not paid for, gained", false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, aboutToGainPosition)
			giveText(t, find(t, g, "Mills"), "abilities: [{when: about-to-gain-skill-paid, on: opponent-here, of: {type: personnel}, effect: [{do: prevent}]}]")
			g.indexCards()
			noram := find(t, g, "Noram").ID
			ctx := g.ctxFor(0, noram)
			if tc.paid {
				ctx = ctx.paidWith([]Step{{Do: DoDiscardTop}})
			}
			g.pending, g.work = nil, nil // the decision in hand set aside: the text runs alone
			g.runAbility(ctx, []Step{{Do: DoGainSkill, Skill: "Science", Until: "turn"}})
			g.run()
			skipEmptyWindows(t, g)
			if got := g.skills(noram).Level("Science"); got != tc.gained {
				t.Errorf("Noram has Science %d, want %d", got, tc.gained)
			}
		})
	}
}
