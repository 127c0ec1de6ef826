package game

import "testing"

// Rulebook: Facing Dilemmas (requirements); Staffing. "a staffed
// <Keyword> ship" is met by an unstopped, staffed ship with that keyword
// the attempting player commands at the mission attempted; an unstaffed
// one, or one elsewhere, does not count.
func TestStaffedKeywordShipRequirement(t *testing.T) {
	for _, tc := range []struct{ cond, want string }{
		{"a staffed Cloaking Device ship", "Cloaking Device"},
		{"a staffed Cloaking Device ship here", "Cloaking Device"},
		{"a staffed Scout ship at this mission", "Scout"},
		{"a Cloaking Device ship here", ""},
		{"a staffed ship", ""},
	} {
		if got := staffedKeywordShipCond(tc.cond); got != tc.want {
			t.Errorf("%q: keyword %q, want %q", tc.cond, got, tc.want)
		}
	}
	if k := keywordShipCond("a staffed Cloaking Device ship here"); k != "" {
		t.Errorf("the plain keyword term does not take the staffed one: %q", k)
	}
	r, err := ParseRequirements("Engineer, Leadership, Navigation, Cunning>34, and a staffed Cloaking Device ship")
	if err != nil {
		t.Fatal(err)
	}
	if u := r.UnknownConds(); len(u) > 0 {
		t.Fatalf("unknown facts: %v", u)
	}
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
        ships:
          - {card: "D'deridex Advanced", aboard: [Tomalak Beguiling Adversary, Donatra Compassionate Patriot, Mendak, Rasul]}
      - card: Kaleb Sector, Covert Rendezvous
        ships:
          - {card: Terix, aboard: [Rasul]}
    deck: [Lopez]
  - missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Lopez]
`)
	g.attempt = &attempt{player: 0, mission: find(t, g, "Covert Rendezvous").ID}
	defer func() { g.attempt = nil }()
	const fact = "a staffed Cloaking Device ship"
	if g.reqCond(0, fact) {
		t.Error("Terix at the mission is not staffed; the staffed D'deridex is elsewhere")
	}
	terix := find(t, g, "Terix")
	for _, name := range []string{"Tomalak", "Donatra", "Mendak"} {
		g.place(find(t, g, name).ID, ZAboard, terix.ID)
	}
	if !g.reqCond(0, fact) {
		t.Error("Terix staffed at the mission meets it")
	}
	terix.Stopped = true
	if g.reqCond(0, fact) {
		t.Error("a stopped ship does not count")
	}
}
