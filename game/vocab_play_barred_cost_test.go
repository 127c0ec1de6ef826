package game

import "testing"

// TestBarNamedCost: a number named in a range, then a bar on playing
// cards of that printed cost: whose any bars both players, whose
// opponent only the other player; the bar ends as its player's next
// turn begins, not at the end of the turn it was made in.
// Rulebook: Paying costs (an effect referring to a card's cost reads the
// printed cost); Turn Sequence.
func TestBarNamedCost(t *testing.T) {
	name := Step{Do: DoNameNumber, AtLeast: 1, Limit: 3}
	if err := validateVerb(&name); err != nil {
		t.Fatal(err)
	}
	if got := stepText(name); got != "name 1, 2 or 3" {
		t.Errorf("name text %q", got)
	}
	for _, bad := range []Step{
		{Do: DoNameNumber, AtLeast: 3, Limit: 1},
		{Do: DoNameNumber, AtLeast: 2},
		{Do: DoBarNamedCost, Until: UntilNextTurn},
		{Do: DoBarNamedCost, StepFields: StepFields{Whose: WhoseAny}, Until: "turn"},
	} {
		bad := bad
		if err := validateVerb(&bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	for _, tc := range []struct {
		whose          string
		annOK, benOK   bool
		otherCostAnnOK bool
	}{
		{WhoseAny, false, false, true},
		{WhoseOpponent, true, false, true},
	} {
		t.Run(tc.whose, func(t *testing.T) {
			g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Kahmis]}]
    hand: [Dokar, Lopez, "Elizabeth Shelby"]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Lopez]
    deck: [Davies]
`)
			src := find(t, g, "Kahmis").ID
			g.plays.numbers = map[int]int{src: 1}
			bar := Step{Do: DoBarNamedCost, StepFields: StepFields{Whose: tc.whose}, Until: UntilNextTurn}
			if err := validateVerb(&bar); err != nil {
				t.Fatal(err)
			}
			v, _ := bar.verbOf()
			v.run(g, fxCtx{p: 0, src: src}, bar)
			annCost1 := g.cards[g.players[0].Hand[0]]
			benCost1 := g.cards[g.players[1].Hand[0]]
			annCost2 := find(t, g, "Elizabeth Shelby")
			if got := g.playRequirementMet(0, annCost1); got != tc.annOK {
				t.Errorf("Ann's cost-1 card playable: %v, want %v", got, tc.annOK)
			}
			if got := g.playRequirementMet(1, benCost1); got != tc.benOK {
				t.Errorf("Ben's cost-1 card playable: %v, want %v", got, tc.benOK)
			}
			if got := g.playRequirementMet(0, annCost2); got != tc.otherCostAnnOK {
				t.Errorf("Ann's cost-2 card playable: %v, want %v", got, tc.otherCostAnnOK)
			}
			if !tc.benOK && g.playRequirement(1, benCost1) == "" {
				t.Error("no reason given for the bar")
			}
			g.endNextTurnEffects(1) // Ben's turn begins: Ann's bar stays
			if g.playRequirementMet(1, benCost1) != tc.benOK {
				t.Error("the bar ended as the opponent's turn began")
			}
			g.endNextTurnEffects(0) // Ann's next turn begins: it ends
			if !g.playRequirementMet(1, benCost1) || !g.playRequirementMet(0, annCost1) {
				t.Error("the bar outlasted the start of its player's next turn")
			}
		})
	}
}
