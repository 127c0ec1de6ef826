package game

import "testing"

// No step verb is defined twice: the registry's tables (one per mechanic
// file, written by different hands) must not share a name, and none may
// take the name of a verb of the older switches, or one definition would
// silently hide the other.
func TestNoVerbIsDefinedTwice(t *testing.T) {
	seen := map[string]int{}
	for i, table := range verbTables {
		for name := range table() {
			if j, ok := seen[name]; ok {
				t.Errorf("verb %q is in tables %d and %d", name, j, i)
			}
			seen[name] = i
			if _, old := abilityStepText(Step{Do: name}); old {
				t.Errorf("verb %q is also an older ability verb", name)
			}
			switch name {
			case DoUnless, DoSelect, DoOutcome, DoAll, DoIfRemaining, DoReturn, DoPlaceMission, DoRejoin:
				t.Errorf("verb %q is also a dilemma verb", name)
			}
		}
	}
}
