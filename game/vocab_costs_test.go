package game

import (
	"slices"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestCostExamplesLoad: each cost's example is an encoding fragment that
// passes the checks made at load, and a card written with it uses that
// cost (and no card without it does).
func TestCostExamplesLoad(t *testing.T) {
	for name, e := range costTable {
		var c Card
		if err := yaml.Unmarshal([]byte(e.example), &c); err != nil {
			t.Errorf("%s: example %q: %v", name, e.example, err)
			continue
		}
		for _, err := range []error{validateAbilities(c.Abilities), validateModifiers(c.Modifiers), validateSteps(c.Effect), validateSteps(c.PlayCost), validateCostPer(c.CostPer)} {
			if err != nil {
				t.Errorf("%s: example %q: %v", name, e.example, err)
			}
		}
		if !slices.Contains(costUses(&c), name) {
			t.Errorf("%s: a card written with %q does not use it: %q", name, e.example, costUses(&c))
		}
		if slices.Contains(costUses(&Card{}), name) {
			t.Errorf("%s: a card without text uses it", name)
		}
	}
}

// TestCardVocabularyCosts: a card's vocabulary names the costs it
// writes.
func TestCardVocabularyCosts(t *testing.T) {
	lib := testLib(t)
	for _, tc := range []struct {
		card string
		want []string
	}{
		{"Assimilator", []string{"cost:cost-mod"}},
		{"Robin Lefler, Pragmatic Specialist", []string{"cost:ability-cost"}},
		{"Acclimation Drone", []string{"cost:commanded-not-owned"}},
	} {
		got := CardVocabulary(mustFind(t, lib, tc.card))
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: vocabulary %q lacks %s", tc.card, got, w)
			}
		}
	}
}

// TestCostPerEntries: a card's cost_per must name a cost_per entry of
// the cost registry, which gives its words and its evaluation; the
// other costs are not cost_per values. Rulebook: Paying costs.
func TestCostPerEntries(t *testing.T) {
	for name, e := range costTable {
		if (e.perReduce != nil) != (e.perText != "") || (e.perReduce != nil) == (e.used != nil) {
			t.Errorf("%s: perReduce %v, perText %q, used %v", name, e.perReduce != nil, e.perText, e.used != nil)
		}
		if err := validateCostPer(name); (err == nil) != (e.perReduce != nil) {
			t.Errorf("cost_per %s: %v", name, err)
		}
	}
	for _, per := range []string{"commanded-not-ownd", "ability-cost"} {
		if validateCostPer(per) == nil {
			t.Errorf("cost_per %q was accepted", per)
		}
	}
	if validateCostPer("") != nil {
		t.Error("a card without cost_per was rejected")
	}
	c := &Card{CostPer: "commanded-not-owned"}
	if got := costPerText(c); got != costTable["commanded-not-owned"].perText || got == "" {
		t.Errorf("costPerText: %q", got)
	}
	if got := costPerText(&Card{}); got != "" {
		t.Errorf("costPerText without cost_per: %q", got)
	}
}
