package game

import (
	"slices"
	"testing"
)

// Rulings: Dilemmas Requiring Skills Outside Mission Attempt; Dilemmas
// with Variable Skills — a dilemma requires the skills its text names in
// bold, wherever they stand in its steps: requirements, selections,
// filters, and the filters of what its conditions count.
func TestDilemmaSkillsNamed(t *testing.T) {
	lib := testLib(t)
	for _, tc := range []struct {
		dilemma string
		want    []string
	}{
		{"Pinned Down", nil}, // random stops only
		{"Personal Duty", []string{"Leadership", "Officer"}}, // an unless requirement
		{"Temptation", []string{"Honor", "Treachery"}},       // an outcome's filter
		{"Maquis Vendetta", []string{"Officer", "Security"}}, // a condition's counted filter
		{"Honorable Pursuit", []string{"Honor"}},             // a selection and a condition's requirement
		{"Unorthodox Recruitment", []string{"Intelligence"}}, // gain-skill from: dilemma offers it
		{"An Old Debt", []string{"Biology", "Intelligence", "Leadership", "Medical", "Physics"}},
	} {
		t.Run(tc.dilemma, func(t *testing.T) {
			c, err := lib.Find(tc.dilemma)
			if err != nil {
				t.Fatal(err)
			}
			got := dilemmaSkillsNamed(c)
			slices.Sort(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("skills named %q, want %q", got, tc.want)
			}
		})
	}
}
