package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// Rulebook: Playing a card (costs are paid in full, a "may" is the
// player's choice). Another card's plain play-cost ability is applied as
// each card in hand is priced, with no decision; an optional one is
// offered as a way to play the card, its price paid when taken
// (vocab_play_cost_other.go), so one with a price that is not optional
// is refused at load rather than applied free. A card's own optional
// play-cost is offered as a second way to play it (Kes, Experienced
// Ocampa, 15V040).
func TestPlayCostForOthersWithPriceMustBeOptional(t *testing.T) {
	for _, tc := range []struct {
		yaml string
		ok   bool
	}{
		{`{when: play-cost, on: your, of: {type: event}, effect: [{do: cost-mod, amount: -1}]}`, true},
		{`{when: play-cost, on: self, may: true, cost: [{do: stop, to: self}], effect: [{do: cost-mod, amount: -2}]}`, true},
		{`{when: play-cost, on: your, of: {type: event}, may: true, effect: [{do: cost-mod, amount: -2}]}`, true},
		{`{when: play-cost, on: your, of: {type: event}, may: true, cost: [{do: stop, to: self}], effect: [{do: cost-mod, amount: -2}]}`, true},
		{`{when: play-cost, on: your, of: {type: event}, cost: [{do: stop, to: self}], effect: [{do: cost-mod, amount: -2}]}`, false},
	} {
		var a Ability
		if err := yaml.Unmarshal([]byte(tc.yaml), &a); err != nil {
			t.Fatal(err)
		}
		err := validateAbilities([]Ability{a})
		switch {
		case tc.ok && err != nil:
			t.Errorf("%s: refused: %v", tc.yaml, err)
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), "must be optional")):
			t.Errorf("%s: want it refused, got %v", tc.yaml, err)
		}
	}
}
