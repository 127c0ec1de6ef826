package game

import "testing"

// TestDamageDilemmaLowersShipAttributes: a dilemma lying on a ship as
// damage with "this ship is attributes -2" lowers its Range, Weapons and
// Shields by 2 each while it lies there; two such cards lower them by 4
// (Rulebook: Damage — only the damage text of a card placed as damage
// counts). A damage dilemma without that text changes nothing.
func TestDamageDilemmaLowersShipAttributes(t *testing.T) {
	for _, tc := range []struct {
		name   string
		damage string
		want   [3]int
	}{
		{"no damage", `[]`, [3]int{8, 9, 8}},                                           // I.K.S. Vor'cha as printed
		{"attributes -2", `[Aggressive Behavior]`, [3]int{6, 7, 6}},                    // 1R002
		{"two of them", `[Aggressive Behavior, Aggressive Behavior]`, [3]int{4, 5, 4}}, // still two cards: not destroyed
		{"damage without attributes", `[Greater Needs]`, [3]int{8, 9, 8}},              // 24V005: forbids attempts only
		{"both kinds", `[Greater Needs, Aggressive Behavior]`, [3]int{6, 7, 6}},        // only the attributes text lowers them
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships:
          - card: "I.K.S. Vor'cha"
            aboard: [Kahmis]
            damage: `+tc.damage+`
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Davies]
`)
			s := find(t, g, "I.K.S. Vor'cha").ID
			r, w, sh := g.shipAttrs(s)
			if got := [3]int{r, w, sh}; got != tc.want {
				t.Errorf("Range, Weapons, Shields %v, want %v", got, tc.want)
			}
		})
	}
}

// TestDamageAttributesWords: the generated text says what the damage
// does to the ship.
func TestDamageAttributesWords(t *testing.T) {
	got := lastingText(&Lasting{Attributes: -2})
	if want := " (while it lies there: that ship is attributes -2)"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}
