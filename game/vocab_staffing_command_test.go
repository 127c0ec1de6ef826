package game

import "testing"

// TestStaffingCommandModifier: a modifier with staffing_command adds a
// command icon to the staffing requirements of the ships it reaches; staff
// icons cannot cover it, and one command icon cannot cover both it and
// the printed staff icon (Special Modifications, 24V017). Another
// player's ships keep their requirements.
// Rulebook: Staffing a ship (a command icon may stand in for a staff
// icon, not the reverse).
func TestStaffingCommandModifier(t *testing.T) {
	cases := []struct {
		name   string
		crew   string
		annSM  bool // Special Modifications in Ann's core
		benSM  bool // in Ben's core
		staffs bool
	}{
		{"staff icons only, no card", "[Anneli, Kulan]", false, false, true},
		{"staff icons only, the icon added", "[Anneli, Kulan]", true, false, false},
		{"command and staff icons, the icon added", "[Hazar, Anneli]", true, false, true},
		{"one command icon cannot give both", "[Hazar]", true, false, false},
		{"one command icon, no card", "[Hazar]", false, false, true},
		{"the opponent's card does not reach her ship", "[Anneli, Kulan]", false, true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			core := func(on bool) string {
				if on {
					return "[Special Modifications]"
				}
				return "[]"
			}
			g := startScenario(t, `
active: 1
players:
  - missions:
      - card: "Bajor, Gift of the Prophets"
        ships:
          - card: Baraka
            aboard: `+tc.crew+`
    core: `+core(tc.annSM)+`
    deck: [Mond]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    core: `+core(tc.benSM)+`
    deck: [Lopez]
`)
			s := find(t, g, "Baraka").ID
			if got := g.staffed(s); got != tc.staffs {
				t.Errorf("staffed: %v, want %v", got, tc.staffs)
			}
			if !tc.staffs && g.missingStaff(s) == "" {
				t.Errorf("no words for what it lacks")
			}
			want := 3 // Range 3; Special Modifications' bonus only while staffed
			if tc.annSM && tc.staffs {
				want = 4
			}
			if got := g.shipRange(s); got != want {
				t.Errorf("range: %d, want %d", got, want)
			}
		})
	}
}
