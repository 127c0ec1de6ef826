package game

import "testing"

// TestShipMovedTrigger: a ship's text (made up, in place of its own)
// about its own move answers once the ship has arrived (a condition on where it is reads the new mission),
// before its player's next order. Rulebook: Order – Move a ship.
func TestShipMovedTrigger(t *testing.T) {
	for _, tc := range []struct {
		name, to string
		wantDraw int
	}{
		{"to a non-headquarters mission", "Excavation", 1},
		{"to a headquarters mission: the condition fails", "Earth, Home of Starfleet Command", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Sensitive Search
        ships: [{card: NX-Prototype, aboard: ["Jonathan Archer, Heroic Diplomat"]}]
    deck: [Lopez, Lopez, Lopez]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}, {card: Excavation}]
    deck: [Dokar]
`)
			ship := find(t, g, "NX-Prototype")
			giveText(t, ship, `
abilities:
  - when: moved
    on: self
    cond: at-non-headquarters
    effect: [{do: draw}]
`)
			g.indexCards()
			hand := len(g.players[0].Hand)
			choose(t, g, "Move NX-Prototype to "+tc.to)
			skipEmptyWindows(t, g)
			for d := g.Pending(); d != nil && d.Kind == KindRespond && hasOption(d, "Use"); d = g.Pending() {
				choose(t, g, "Use")
			}
			if got := len(g.players[0].Hand) - hand; got != tc.wantDraw {
				t.Errorf("Ann drew %d, want %d", got, tc.wantDraw)
			}
			if d := g.Pending(); d == nil || d.Kind != KindOrders {
				t.Errorf("after the move: %v, want her orders", d)
			}
		})
	}
}

// TestDamageCardFilter: damage_card matches a card whose text places it
// on a ship as damage (a combat card's damage, a dilemma placed on a
// ship), and no other. Rulebook: Damage.
func TestDamageCardFilter(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire"}, {card: Military Exercises}]
    deck: [Disable Sensors, Kahmis, Superior Position]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    dilemmas: [Sympathetic Magic, Triage]
    deck: [Davies]
`)
	f := &Filter{DamageCard: true}
	for name, want := range map[string]bool{"Disable Sensors": true, "Sympathetic Magic": true, "Kahmis": false, "Superior Position": false, "Triage": false} {
		if got := f.MatchesCard(find(t, g, name).Card); got != want {
			t.Errorf("%s: damage card %v, want %v", name, got, want)
		}
	}
}
