package game

import "testing"

// personnel builds one personnel's Stats from skill names (repeated for
// levels) and Integrity, Cunning, Strength.
func personnel(integrity, cunning, strength int, skills ...string) Stats {
	s := Stats{Integrity: integrity, Cunning: cunning, Strength: strength}
	for _, k := range skills {
		s.Skills.Add(k, 1)
	}
	return s
}

// Rulebook: Checking Mission Requirements — when a group falls short, the
// engine names the part of the requirements it lacks (issue 11, point 17).
func TestRequirementMissing(t *testing.T) {
	group := []Stats{personnel(5, 6, 5, "Diplomacy", "Honor"), personnel(6, 7, 4, "Medical")}
	for _, tc := range []struct{ req, want string }{
		{"Diplomacy and Medical", ""},
		{"2 Diplomacy and Medical", "2 Diplomacy (only 1)"},
		{"Diplomacy and Physics and Cunning>20", "Physics (none) and Cunning>20 (total 13)"},
		{"Law or 2 Medical", "Law (none) or 2 Medical (only 1)"},
		{"Diplomacy and (Law or Physics) and Strength>12", "(Law (none) or Physics (none)) and Strength>12 (total 9)"},
		{"(Law and Physics) or Biology", "(Law (none) and Physics (none)) or Biology (none)"},
		{"Medical and (Honor or Law) and Integrity>20", "Integrity>20 (total 11)"},
		{"a personnel who has (Diplomacy and Medical)", "a personnel who has (Diplomacy and Medical) (nobody has it alone)"},
		{"Archaeology, Physics, and Science", "Archaeology (none), Physics (none), and Science (none)"},
	} {
		r, err := ParseRequirements(tc.req)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Missing(group); got != tc.want {
			t.Errorf("%q: missing %q, want %q", tc.req, got, tc.want)
		}
		if (r.Missing(group) == "") != r.Met(group) {
			t.Errorf("%q: Missing and Met disagree", tc.req)
		}
	}
}
