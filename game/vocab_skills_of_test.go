package game

import "testing"

// Ruling: Skills Needed and Non-skill Requirements — the skills needed to
// complete a mission are its requirements without the terms that are not
// skills, nor the words joining them; "N different skills" is a skill
// term (Ruling: Dilemmas with Variable Skills); an alternative that is
// not a skill goes with its "or"; with no skill at all nothing is needed.
func TestSkillTermsOnly(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Navigation, Transporters, Treachery, Strength>34, and (2 Acquisition or an Orion)", "Navigation, Transporters, Treachery, and 2 Acquisition"},
		{"Anthropology, 2 Archaeology, and Cunning>30", "Anthropology and 2 Archaeology"},
		{"Programming, Security, Cunning>30, and (Acquisition or Honor or Law or Treachery)", "Programming, Security, and (Acquisition or Honor or Law or Treachery)"},
		{"16 different skills", "16 different skills"},
		{"Cunning>30 or Diplomacy", "Diplomacy"},
		{"Cunning>30 or Strength>40", ""},
		{"Cunning>30", ""},
	} {
		r, err := ParseRequirements(tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		got := ""
		if k := skillTermsOnly(r); k != nil {
			got = k.String()
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Rulebook: Facing Dilemmas — the skills on a personnel are each skill it
// has at its level; a group lacking one level of one skill lacks them.
func TestSkillSetReq(t *testing.T) {
	var set SkillSet
	set.Add("Security", 2)
	set.Add("Geology", 1)
	r := skillSetReq(set)
	if r.String() != "Geology and 2 Security" {
		t.Fatalf("rendered %q", r.String())
	}
	var one, two SkillSet
	one.Add("Security", 1)
	one.Add("Geology", 1)
	two.Add("Security", 1)
	if r.Met([]Stats{{Skills: one}}) {
		t.Error("one Security met 2 Security")
	}
	if !r.Met([]Stats{{Skills: one}, {Skills: two}}) {
		t.Error("Geology and two Security together were not enough")
	}
}
