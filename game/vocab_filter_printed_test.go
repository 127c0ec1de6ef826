package game

import "testing"

// Rulebook: Missions (points, quadrant) and Personnel (skills): the filter
// fields read from printed facts. Made-up cards; the cases name what each
// field must accept and refuse.
func TestFilterPrintedFacts(t *testing.T) {
	n := func(v int) *int { return &v }
	worth40 := &Card{Facts: Facts{Type: Mission, Points: 40, Quadrant: "delta"}}
	worth35 := &Card{Facts: Facts{Type: Mission, Points: 35, Quadrant: "alpha"}}
	threeDots := &Card{Facts: Facts{Type: Personnel, Skills: []SkillLevel{{Skill: "Honor", Level: 2}, {Skill: "Law", Level: 1}, {Skill: "Security", Level: 1}}}}
	fourDots := &Card{Facts: Facts{Type: Personnel, Skills: []SkillLevel{{Skill: "Honor", Level: 1}, {Skill: "Law", Level: 1}, {Skill: "Security", Level: 1}, {Skill: "Officer", Level: 1}}}}
	cases := []struct {
		name string
		f    Filter
		c    *Card
		want bool
	}{
		{"worth 40 matches at least 40", Filter{PointsAtLeast: n(40)}, worth40, true},
		{"worth 35 is refused", Filter{PointsAtLeast: n(40)}, worth35, false},
		{"a personnel has no points", Filter{PointsAtLeast: n(0)}, threeDots, false},
		{"delta quadrant", Filter{Quadrant: "delta"}, worth40, true},
		{"alpha is not delta", Filter{Quadrant: "delta"}, worth35, false},
		{"a personnel has no quadrant", Filter{Quadrant: "alpha"}, threeDots, false},
		{"three dots, a skill at level 2 counted once", Filter{SkillDotsAtMost: n(3)}, threeDots, true},
		{"four dots is more than three", Filter{SkillDotsAtMost: n(3)}, fourDots, false},
	}
	for _, tc := range cases {
		if err := tc.f.validate(); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := tc.f.MatchesCard(tc.c); got != tc.want {
			t.Errorf("%s: matches = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestFilterPrintedFactsWordsAndChecks(t *testing.T) {
	n := func(v int) *int { return &v }
	words := []struct {
		f    Filter
		noun string
		want string
	}{
		{Filter{PointsAtLeast: n(40)}, "mission", "mission worth 40 or more points"},
		{Filter{Quadrant: "delta"}, "mission", "[DQ] mission"},
		{Filter{SkillDotsAtMost: n(3)}, "personnel", "personnel with 3 or fewer skill dots"},
	}
	for _, w := range words {
		if got := w.f.Text(w.noun); got != w.want {
			t.Errorf("Text = %q, want %q", got, w.want)
		}
	}
	if err := (&Filter{Quadrant: "beta"}).validate(); err == nil {
		t.Error("an unknown quadrant must be refused at load")
	}
	if (&Filter{Quadrant: "gamma"}).IsZero() || (&Filter{PointsAtLeast: n(0)}).IsZero() || (&Filter{SkillDotsAtMost: n(0)}).IsZero() {
		t.Error("a filter setting a printed-fact field is not empty")
	}
}
