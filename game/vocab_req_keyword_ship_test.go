package game

import "testing"

// Rulebook: Facing Dilemmas (requirements) — a ship with a keyword at the
// mission (Sudden Stealth, 24V010: Cloaking Device) is a fact of the game: the
// attempting player commands an unstopped ship with that keyword at the
// mission attempted, staffed or not; another player's ship, or one at
// another mission, does not count.
func TestKeywordShipRequirement(t *testing.T) {
	for _, tc := range []struct{ cond, want string }{
		{"a Cloaking Device ship here", "Cloaking Device"},
		{"a Scout ship at this mission", "Scout"},
		{"a staffed ship at this mission", ""},
		{"a Cloaking Device ship", ""},
		{"command a completed mission with span 4 or more", ""},
	} {
		if got := keywordShipCond(tc.cond); got != tc.want {
			t.Errorf("%q: keyword %q, want %q", tc.cond, got, tc.want)
		}
	}
	r, err := ParseRequirements("Programming, Engineer, and Officer or a Cloaking Device ship here")
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
      - card: "Athos IV, Maquis Base"
      - card: Elude Federation Forces
        ships:
          - card: Maquis Raider
            aboard: [Sark]
          - card: "U.S.S. Defiant, Prototype Warship"
          - card: "U.S.S. Defiant, Prototype Warship"
            controller: 2
    deck: [Lopez]
  - missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Lopez]
`)
	m := find(t, g, "Elude Federation Forces").ID
	var mine *Inst
	for _, d := range findAll(g, "U.S.S. Defiant, Prototype Warship") {
		if d.Controller == 0 {
			mine = d
		}
	}
	if mine == nil {
		t.Fatal("Ann's Defiant not found")
	}
	g.attempt = &attempt{player: 0, mission: m}
	defer func() { g.attempt = nil }()
	check := func(p Player, want bool, why string) {
		t.Helper()
		if got := g.reqCond(p, "a Cloaking Device ship here"); got != want {
			t.Errorf("%s: got %v, want %v", why, got, want)
		}
	}
	check(0, true, "Ann's unstaffed Defiant at the mission")
	mine.Stopped = true
	check(0, false, "Ann's only Cloaking Device ship there is stopped; Ben's is not hers")
	mine.Stopped = false
	g.attempt.player = 1
	check(1, true, "Ben's Defiant there counts for Ben")
	if g.reqCond(0, "a Tractor Beam ship at this mission") {
		t.Error("no ship there has that keyword")
	}
}
