package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// The distinct condition ("a personnel with Leadership, a second
// personnel with ..."): each filter needs a personnel of its own, so one
// personnel with both skills meets only one of them, and the search
// tries another assignment when the first fails. Read on a made-up hand
// (printed skills). Rulebook: Facing Dilemmas (checking is not an action).
func TestDistinctCondition(t *testing.T) {
	for _, tc := range []struct {
		hand string
		want bool
	}{
		{`[Togaran]`, false},                 // Honor and Leadership, but one personnel
		{`[Togaran, Kahmis]`, true},          // Kahmis Leadership, Togaran Honor: found after backtracking
		{`[Kahmis, Dokar]`, false},           // nobody with Honor
		{`[Kahmis, "B'amara", Dokar]`, true}, // Leadership, Honor
	} {
		g := startScenario(t, `
seed: 1
players:
  - name: Ann
    missions: ["Qo'noS, Heart of the Empire"]
    hand: `+tc.hand+`
    deck: [Dokar, Dokar]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command"]
    deck: [Dokar, Dokar]
`)
		var cs Conds
		if err := yaml.Unmarshal([]byte(`{is: distinct, each: [{skills: [Leadership]}, {skills: [Honor]}], group: your-hand}`), &cs); err != nil {
			t.Fatal(err)
		}
		if err := cs.validateAs(formStep); err != nil {
			t.Fatal(err)
		}
		if got := cs.holds(g, fxCtx{p: ann}); got != tc.want {
			t.Errorf("hand %s: holds %v, want %v", tc.hand, got, tc.want)
		}
		if w := cs[0].words(formStep, nil); !strings.Contains(w, "a second personnel who has Honor") {
			t.Errorf("reads %q", w)
		}
	}
	var bad Conds
	_ = yaml.Unmarshal([]byte(`{is: distinct, each: [{skills: [Honor]}]}`), &bad)
	if err := bad.validateAs(formStep); err == nil || !strings.Contains(err.Error(), "two filters") {
		t.Errorf("one filter accepted: %v", err)
	}
}
