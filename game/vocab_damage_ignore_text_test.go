package game

import "testing"

const ignoreTextPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: "I.K.S. Hegh'ta", aboard: [Kahmis, Dokar]}]
    deck: [Vorax]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Persistent Strike]
    deck: [Davies]
`

// TestDamageIgnoresShipText: a damage card whose damage effect ignores
// the ship's game text turns off the ship's order and its own modifier
// (Weapons +2 at a space mission) while it lies there, unless the ship
// is one the filter spares ([Voy] here); removed, the text is back.
// Rulebook: Damage (only the damage effect of a card placed as damage
// counts; here that effect blanks the ship).
func TestDamageIgnoresShipText(t *testing.T) {
	for _, tc := range []struct {
		name      string
		voy       bool
		damaged   bool
		wantText  bool
		wantWeaps int
	}{
		{"no damage", false, false, true, 10},
		{"damaged, non-[Voy]", false, true, false, 8},
		{"damaged, [Voy] spared", true, true, true, 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, ignoreTextPosition)
			ship := find(t, g, "I.K.S. Hegh'ta")
			giveText(t, ship, `
abilities:
  - when: order
    effect: [{do: draw}]
`)
			if tc.voy {
				c := *ship.Card
				c.Icons = append([]string{"Voy"}, c.Icons...)
				ship.Card = &c
			}
			g.indexCards() // the made-up order joins the order sources
			strike := find(t, g, "Persistent Strike")
			if tc.damaged {
				g.place(strike.ID, ZDamage, ship.ID)
			}
			if got := g.activeSource(ship.ID); got != tc.wantText {
				t.Fatalf("ship's text usable = %v, want %v", got, tc.wantText)
			}
			offered := false
			for _, a := range g.orderAbilityActions(nil, 0) {
				offered = offered || a.Card == ship.ID
			}
			if offered != tc.wantText {
				t.Errorf("ship's order offered = %v, want %v", offered, tc.wantText)
			}
			if _, w, _ := g.shipAttrs(ship.ID); w != tc.wantWeaps {
				t.Errorf("Weapons %d, want %d", w, tc.wantWeaps)
			}
			if tc.damaged {
				g.place(strike.ID, ZDiscard, 0)
				if !g.activeSource(ship.ID) {
					t.Error("the ship's text is still ignored after the damage card is removed")
				}
			}
		})
	}
}

// TestIgnoreTextWording: the lasting effect is worded from its filter.
func TestIgnoreTextWording(t *testing.T) {
	if got := ignoreTextText(&Filter{NotIcon: "Voy"}); got != "that ship's game text is ignored if it is a non-[Voy] ship" {
		t.Errorf("got %q", got)
	}
	if got := ignoreTextText(&Filter{}); got != "that ship's game text is ignored" {
		t.Errorf("got %q", got)
	}
}
