package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// The Chula family's tests of what was picked, on a made-up hand (cards
// out of play are read as printed): the highest attribute among a group,
// with and without a filter and with nobody in it, and whether an amount
// is odd or even. Checking a condition is not an action (Rulebook:
// Facing Dilemmas); zero is even.
func TestParityAndHighest(t *testing.T) {
	g := startScenario(t, `
seed: 1
players:
  - name: Ann
    missions: ["Qo'noS, Heart of the Empire"]
    hand: [Kahmis, "B'amara", Vorax]
    deck: [Dokar, Dokar]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command"]
    deck: [Dokar, Dokar]
`)
	ctx := fxCtx{p: ann}
	for _, tc := range []struct {
		cond string
		want bool
		text string
	}{
		// Kahmis and Vorax have Strength 7, B'amara 6.
		{`{is: even, amount: {highest: your-hand, attr: Strength}}`, false, "the highest Strength among the cards in your hand is even"},
		{`{is: odd, amount: {highest: your-hand, attr: Strength}}`, true, "is odd"},
		// Only B'amara has Honor.
		{`{is: even, amount: {highest: your-hand, attr: Strength, filter: {skills: [Honor]}}}`, true, "Honor"},
		// Nobody matches: the highest is 0, even.
		{`{is: even, amount: {highest: your-hand, attr: Cunning, filter: {species: Vulcan}}}`, true, ""},
		// Integrity 6 + 6 + 6.
		{`{is: odd, amount: {total: your-hand, attr: Integrity}}`, false, "the total Integrity"},
		{`{is: even, amount: {total: your-hand, attr: Integrity, less: 1}}`, false, ""},
	} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(tc.cond), &cs); err != nil {
			t.Fatal(err)
		}
		if err := cs.validateAs(formStep); err != nil {
			t.Fatalf("%s: %v", tc.cond, err)
		}
		if got := cs.holds(g, ctx); got != tc.want {
			t.Errorf("%s holds %v, want %v", tc.cond, got, tc.want)
		}
		if got := cs[0].words(formStep, nil); !strings.Contains(got, tc.text) {
			t.Errorf("%s reads %q, want it to contain %q", tc.cond, got, tc.text)
		}
	}
}

// The checks made at load: highest needs an attribute it knows, odd and
// even need an amount and read nothing else.
func TestParityChecks(t *testing.T) {
	for _, tc := range []struct{ cond, bad string }{
		{`{is: odd, amount: {highest: selected, attr: Strength}}`, ""},
		{`{is: odd, amount: {highest: selected}}`, "attr go together"},
		{`{is: odd, amount: {highest: selected, attr: Charm}}`, "unknown attribute"},
		{`{is: even}`, "needs amount"},
		{`{is: even, amount: {total: selected, attr: Strength}, at_least: 2}`, "does not read at_least"},
	} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(tc.cond), &cs); err != nil {
			t.Fatal(err)
		}
		err := cs.validateAs(formStep)
		if (tc.bad == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.bad)) {
			t.Errorf("%s: want %q, got %v", tc.cond, tc.bad, err)
		}
	}
}
