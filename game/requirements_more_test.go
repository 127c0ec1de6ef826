package game

import "testing"

// member is one personnel's stats with its card facts, for requirements
// that name a species, keyword, icon or cost.
func member(c *Card, facts ...string) Stats {
	s := p(facts...)
	s.Card = c
	return s
}

// Requirements beyond skills and attributes, as the printed cards word
// them (Rulebook: Checking Mission Requirements; dilemma requirements are
// read the same way). Each case is met by one context and not by another.
func TestRequirementKinds(t *testing.T) {
	vulcan := &Card{Facts: Facts{Type: Personnel, Species: []string{"Vulcan"}}}
	human := &Card{Facts: Facts{Type: Personnel, Species: []string{"Human"}, Icons: []string{"voyager"}, Cost: intPtr(4)}}
	dissident := &Card{Facts: Facts{Type: Personnel, Species: []string{"Romulan"}, Keywords: []string{"Dissident"}, Cost: intPtr(1)}}
	hand := &Card{Facts: Facts{Type: Equipment, Keywords: []string{"Hand Weapon"}}}
	tricorder := &Card{Facts: Facts{Type: Equipment}}
	span4 := func(string) bool { return true }
	for _, tc := range []struct {
		req      string
		met, not ReqCtx
	}{
		{"3 Security or 2 Vulcans",
			ReqCtx{Group: []Stats{member(vulcan), member(vulcan)}}, ReqCtx{Group: []Stats{member(vulcan), member(human)}}},
		{"Engineer, and 2 Dissidents",
			ReqCtx{Group: []Stats{member(dissident, "Engineer"), member(dissident)}}, ReqCtx{Group: []Stats{member(dissident, "Engineer"), member(human)}}},
		{"three [Voy] personnel",
			ReqCtx{Group: []Stats{member(human), member(human), member(human)}}, ReqCtx{Group: []Stats{member(human), member(human), member(vulcan)}}},
		{"Medical or a personnel who has a cost of 4 or more",
			ReqCtx{Group: []Stats{member(human)}}, ReqCtx{Group: []Stats{member(dissident), member(vulcan)}}},
		{"2 Programming and 2 Transporters or two Hand Weapons",
			ReqCtx{Group: []Stats{member(human)}, Equipment: []*Card{hand, hand}}, ReqCtx{Group: []Stats{member(human)}, Equipment: []*Card{hand, tricorder}}},
		{"2 Security and a non-Hand Weapon equipment",
			ReqCtx{Group: []Stats{member(human, "2 Security")}, Equipment: []*Card{tricorder}}, ReqCtx{Group: []Stats{member(human, "2 Security")}, Equipment: []*Card{hand}}},
		{"16 different skills",
			ReqCtx{Group: []Stats{p("Acquisition", "Anthropology", "Archaeology", "Astrometrics", "Biology", "Diplomacy", "Engineer", "Exobiology"),
				p("Geology", "Honor", "Intelligence", "Law", "Leadership", "Medical", "Navigation", "Officer")}},
			ReqCtx{Group: []Stats{p("2 Acquisition", "Anthropology", "Archaeology", "Astrometrics", "Biology", "Diplomacy", "Engineer", "Exobiology"),
				p("Geology", "Honor", "Intelligence", "Law", "Leadership", "Medical", "Navigation")}}},
		{"Biology and any attribute>32",
			ReqCtx{Group: []Stats{p("Biology", "Strength=20"), p("Strength=13")}}, ReqCtx{Group: []Stats{p("Biology", "Strength=20", "Cunning=20"), p("Strength=12", "Cunning=12")}}},
		{"Anthropology and Integrity<25",
			ReqCtx{Group: []Stats{p("Anthropology", "Integrity=24")}}, ReqCtx{Group: []Stats{p("Anthropology", "Integrity=25")}}},
		{"2 Navigation, Transporters, and Shields>8",
			ReqCtx{Group: []Stats{p("2 Navigation", "Transporters")}, Ship: &[3]int{7, 6, 9}}, ReqCtx{Group: []Stats{p("2 Navigation", "Transporters")}, Ship: &[3]int{9, 9, 8}}},
		{"2 Astrometrics or command a completed mission with span 4 or more",
			ReqCtx{Group: []Stats{p("Astrometrics")}, Cond: span4}, ReqCtx{Group: []Stats{p("Astrometrics")}}},
	} {
		r, err := ParseRequirements(tc.req)
		if err != nil {
			t.Errorf("%q: %v", tc.req, err)
			continue
		}
		if !r.MetIn(&tc.met) {
			t.Errorf("%q should be met by %+v", tc.req, tc.met.Group)
		}
		if r.MetIn(&tc.not) {
			t.Errorf("%q should not be met by %+v", tc.req, tc.not.Group)
		}
		if r2, err := ParseRequirements(r.String()); err != nil || !sameReq(r, r2) {
			t.Errorf("%q renders as %q, which reads back differently (%v)", tc.req, r.String(), err)
		}
	}
}

func intPtr(n int) *int { return &n }
