package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestRaiseMissionAttributesUntilTurnEnd: text raising a mission's
// attribute requirements outside a dilemma raises them for every check
// there until the end of the turn (Rulebook: Checking Mission
// Requirements; Romulan Impersonator "Geordi La Forge", 19V013), and only
// that mission's.
func TestRaiseMissionAttributesUntilTurnEnd(t *testing.T) {
	g := startScenario(t, sflPosition)
	ex := find(t, g, "Excavation")
	other := find(t, g, "Sensitive Search")
	s := Step{Do: DoRaiseMissionFor, Amount: 5, Until: "turn"}
	if err := registry[DoRaiseMissionFor].validate(&s); err != nil {
		t.Fatal(err)
	}
	ctx := g.ctxFor(1, find(t, g, "Kahmis").ID)
	ctx.trig = &Trigger{Kind: TrigAboutToComplete, Mission: ex.ID}
	registry[DoRaiseMissionFor].run(g, ctx, s)
	if got := g.reqPlus(&attempt{mission: ex.ID}); got != 5 {
		t.Errorf("Excavation raised by %d, want 5", got)
	}
	if got := g.reqPlus(&attempt{mission: other.ID}); got != 0 {
		t.Errorf("Sensitive Search raised by %d, want 0", got)
	}
	g.endTimed("turn")
	if got := g.reqPlus(&attempt{mission: ex.ID}); got != 0 {
		t.Errorf("raise %d after the turn, want 0", got)
	}
	for _, bad := range []Step{{Do: DoRaiseMissionFor, Amount: 5, Until: "dilemma"}, {Do: DoRaiseMissionFor, Until: "turn"}} {
		if registry[DoRaiseMissionFor].validate(&bad) == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

// Rulebook: Checking Mission Requirements. A lowering (negative amount)
// and a count (many) are accepted; no amount, or a span other than the
// turn or the attempt, is refused at load.
func TestRaiseMissionAttributesValidation(t *testing.T) {
	for _, tc := range []struct{ yaml, err string }{
		{`{do: raise-mission-attributes, amount: -5, until: attempt}`, ""},
		{`{do: raise-mission-attributes, amount: -2, many: {is: captives, limit: 5}, until: attempt}`, ""},
		{`{do: raise-mission-attributes, until: turn}`, "non-zero amount"},
		{`{do: raise-mission-attributes, amount: 3, until: dilemma}`, "until"},
	} {
		var s Step
		if err := yaml.Unmarshal([]byte(tc.yaml), &s); err != nil {
			t.Fatal(err)
		}
		err := validateAbilities([]Ability{{When: "attempt-begins", Effect: []Step{s}}})
		if tc.err == "" && err != nil {
			t.Errorf("%s: %v", tc.yaml, err)
		}
		if tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("%s: want an error with %q, got %v", tc.yaml, tc.err, err)
		}
	}
}
