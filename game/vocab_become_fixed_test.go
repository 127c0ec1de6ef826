package game

import "testing"

// TestBecomeSpeciesOrAffiliation: a personnel made Klingon or [Rom] for
// a while matches filters by what it became, not by what is printed
// (Glossary: modifications — replace), until the period ends (Gi'ral,
// Reproachful Matriarch, 26V048).
func TestBecomeSpeciesOrAffiliation(t *testing.T) {
	cases := []struct {
		name          string
		become        Filter
		match, refuse Filter
	}{
		{"affiliation", Filter{Affiliation: "romulan"}, Filter{Affiliation: "romulan"}, Filter{Affiliation: "klingon"}},
		{"species", Filter{Species: "Romulan"}, Filter{Species: "Romulan"}, Filter{Species: "Klingon"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, sflPosition)
			k := find(t, g, "Kahmis")
			if !g.matches(&tc.refuse, k.ID) || g.matches(&tc.match, k.ID) {
				t.Fatalf("Kahmis, a printed Klingon, does not read as printed")
			}
			s := Step{Do: DoBecome, Filter: &tc.become, Until: "dilemma"}
			if err := registry[DoBecome].validate(&s); err != nil {
				t.Fatal(err)
			}
			registry[DoBecome].run(g, g.ctxFor(0, k.ID), s)
			if !g.matches(&tc.match, k.ID) || g.matches(&tc.refuse, k.ID) {
				t.Errorf("after becoming %v: matches %v %v, refuses %v %v", tc.become, tc.match, g.matches(&tc.match, k.ID), tc.refuse, g.matches(&tc.refuse, k.ID))
			}
			if !g.modMatches(&tc.match, k.ID, nil) {
				t.Errorf("a modifier's filter does not see the change")
			}
			if tc.become.Affiliation != "" && g.affiliation(k.ID) != "romulan" {
				t.Errorf("affiliation %q, want romulan", g.affiliation(k.ID))
			}
			g.endTimed("dilemma")
			if g.matches(&tc.match, k.ID) {
				t.Errorf("the change outlived the dilemma")
			}
		})
	}
}

// TestBecomeRefusesTwoThings: the filter names one species or one
// affiliation, nothing else.
func TestBecomeRefusesTwoThings(t *testing.T) {
	for _, f := range []*Filter{nil, {}, {Species: "Klingon", Affiliation: "romulan"}, {Species: "Klingon", Type: Personnel}} {
		s := Step{Do: DoBecome, Filter: f, Until: "dilemma"}
		if registry[DoBecome].validate(&s) == nil {
			t.Errorf("filter %+v accepted", f)
		}
	}
}
