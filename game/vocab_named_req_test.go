package game

import "testing"

// Infinite Diversity's requirements with the named skill added to each
// alternative ("Anthropology and that skill or Science and that skill");
// a skill already named there needs one level more (Ruling: Alpha 5
// Approach — a skill added to requirements is treated separately).
func TestWithNamedSkill(t *testing.T) {
	for _, tc := range []struct {
		req, skill, want string
	}{
		{"Anthropology or Science", "Biology", "Anthropology and Biology or Science and Biology"},
		{"Anthropology or Science", "Anthropology", "2 Anthropology or Science and Anthropology"},
		{"Leadership and Cunning>20", "Honor", "Leadership, Cunning>20, and Honor"},
	} {
		t.Run(tc.req+"+"+tc.skill, func(t *testing.T) {
			r, err := ParseRequirements(tc.req)
			if err != nil {
				t.Fatal(err)
			}
			got := withSkill(r, tc.skill)
			want, err := ParseRequirements(tc.want)
			if err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Errorf("%q with %s: got %q, want %q", tc.req, tc.skill, got.String(), want.String())
			}
		})
	}
}
