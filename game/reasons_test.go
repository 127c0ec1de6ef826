package game

import (
	"strings"
	"testing"
)

// Rulebook: Checking Mission Requirements — a failed attempt says which
// part of the requirements its personnel lacked (issue 11, point 17).
func TestFailedAttemptNamesWhatIsMissing(t *testing.T) {
	for _, tc := range []struct {
		name string
		pos  attemptPos
		want string
	}{
		{"Cunning exactly at the bar", attemptPos{mission: "Medical Relief", crew: []string{"E.M.H. Program", "Kroval", "Kroval", "Kroval", "Kroval", "Rabal"}},
			"missing Cunning>32 (total 32)"},
		{"a skill nobody has", attemptPos{mission: "Medical Relief", crew: []string{"B'amara", "Kroval", "Kroval", "Kroval", "Rabal", "Rabal", "Rabal"}},
			"missing Exobiology (none)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.pos.start(t)
			startAttempt(t, g, tc.pos.mission)
			pick(t, g)
			attemptOver(t, g)
			var failed string
			for _, e := range g.Log(ben) {
				if e.Kind == "attempt-failed" {
					failed = e.Text
				}
			}
			if !strings.Contains(failed, tc.want) {
				t.Fatalf("failure event %q does not name %q", failed, tc.want)
			}
		})
	}
}

// Rulebook: Facing Dilemmas; Checking Mission Requirements — a dilemma's
// "unless" not met says what the facing personnel lacked.
func TestUnmetDilemmaRequirementNamesWhatIsMissing(t *testing.T) {
	g := planet(pile("An Old Debt"), "Dokar", "Kroval", "Vorax").start(t)
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "An Old Debt")
	for g.Pending() != nil && g.Pending().Kind == KindRespond {
		choose(t, g, "Pass")
	}
	for _, e := range g.Log(ann) {
		if e.Kind == "requirement" {
			if !strings.Contains(e.Text, ": missing ") || !strings.Contains(e.Text, "Medical (") {
				t.Fatalf("requirement event %q does not say what is missing", e.Text)
			}
			return
		}
	}
	t.Fatalf("no requirement event: %q", lastEvents(g, 10))
}
