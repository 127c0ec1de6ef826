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

// A ship's value in a space mission's requirements (Shields>8) is read
// from the attempting ship: met, it is left out of what is missing like
// any met part; not met, the ship's value is named. Rulebook: Checking
// Mission Requirements; issue 24 item 12 ("Shields>8 (not met)" against
// Shields 9).
func TestRequirementMissingShip(t *testing.T) {
	group := []Stats{personnel(5, 6, 5, "Diplomacy"), personnel(6, 7, 4, "Medical")}
	shields9 := &[3]int{7, 6, 9} // Range, Weapons, Shields
	for _, tc := range []struct {
		req  string
		ship *[3]int
		want string
	}{
		{"Diplomacy and Shields>8", shields9, ""},
		{"Physics and Shields>8", shields9, "Physics (none)"},
		{"Physics and Shields>9", shields9, "Physics (none) and Shields>9 (the ship has 9)"},
		{"Medical and Weapons>6", shields9, "Weapons>6 (the ship has 6)"},
		{"Medical and Shields>8", nil, "Shields>8 (no ship)"},
	} {
		r, err := ParseRequirements(tc.req)
		if err != nil {
			t.Fatal(err)
		}
		ctx := &ReqCtx{Group: group, Ship: tc.ship}
		if got := r.MissingIn(ctx); got != tc.want {
			t.Errorf("%q: missing %q, want %q", tc.req, got, tc.want)
		}
		if got := lacking(r, heldReqCtx(r, ctx)); (got == "") != r.MetIn(ctx) {
			t.Errorf("%q: lacking %q disagrees with MetIn", tc.req, got)
		}
	}
}

// A mission whose requirements the pool does not give (Req nil) cannot be
// completed: a failed attempt at it is worded without a missing list, and
// keeping the checked facts for that wording must not read the absent
// requirement. Rulebook: Checking Mission Requirements. Found by random
// Excelsior Act 1 decks in the simulator.
func TestRequirementMissingNone(t *testing.T) {
	ctx := &ReqCtx{Group: []Stats{personnel(5, 6, 5, "Diplomacy")}, Cond: func(string) bool { return true }}
	held := heldReqCtx(nil, ctx)
	if held == nil || held.Cond == nil {
		t.Fatal("no held context")
	}
	if got := lacking(nil, held); got != "" {
		t.Errorf("lacking(nil) = %q, want nothing", got)
	}
}
