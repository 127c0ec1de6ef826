package game

import (
	"strings"
	"testing"
)

// Rulebook: Download. A download that places its cards at a headquarters
// names the headquarters; where_playable only narrows such a placement.
func TestDownloadToHQValidation(t *testing.T) {
	for _, tc := range []struct {
		name string
		step Step
		want string
	}{
		{"no target", Step{Do: DoDownloadSeveral, Count: 2, To: ToHeadquarters}, "needs a target"},
		{"playable without place", Step{Do: DoDownloadSeveral, Count: 2, StepFields: StepFields{WherePlayable: true}}, "need to: headquarters"},
		{"odd place", Step{Do: DoDownloadSeveral, Count: 2, To: "core"}, "to must be"},
		{"good", Step{Do: DoDownloadSeveral, Count: 2, To: ToHeadquarters, Target: &Filter{Title: "Earth"}}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := validateSteps([]Step{tc.step})
			if tc.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
		})
	}
}
