package game

import "testing"

// Ann is in her orders with an order interrupt she may play (her score is
// higher: Superior Position's requirement) and a ship; Ben has a dilemma
// the cases put on a ship as damage with made-up damage text.
const damageInterruptsPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    score: 5
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: "I.K.S. Vor'cha", aboard: [Kahmis]}]
    hand: [Superior Position]
    discard: [Jural]
    deck: [Galor, Tugat]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
        ships: [{card: "U.S.S. Enterprise, Where She Belongs"}]
      - card: Excavation
    dilemmas: [Timescape]
    deck: [Davies]
`

// TestDamageForbidsInterrupts: a damage card whose text forbids
// interrupts keeps the player commanding the ship it lies on from playing
// them (the order is not offered, and the reason says why), and only
// that player; off a ship it forbids nothing.
// Rulebook: Damage (only the damage effect counts); Interrupt.
func TestDamageForbidsInterrupts(t *testing.T) {
	for _, tc := range []struct {
		name      string
		ship      string // the ship the damage lies on; "" for none
		forbid    bool   // Ann may not play interrupts
		benForbid bool   // nor may Ben
	}{
		{"on her ship", "I.K.S. Vor'cha", true, false},
		{"on her opponent's ship", "U.S.S. Enterprise, Where She Belongs", false, true},
		{"not placed", "", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, damageInterruptsPosition)
			d := find(t, g, "Timescape")
			c := *d.Card
			c.lasting = &Lasting{LastingInterrupts: LastingInterrupts{NoInterrupts: true}}
			d.Card = &c
			if tc.ship != "" {
				g.place(d.ID, ZDamage, find(t, g, tc.ship).ID)
			}
			sp := find(t, g, "Superior Position")
			if got := g.damageForbidsInterrupts(0); got != tc.forbid {
				t.Fatalf("Ann forbidden = %v, want %v", got, tc.forbid)
			}
			if got := g.damageForbidsInterrupts(1); got != tc.benForbid {
				t.Errorf("Ben forbidden = %v, want %v", got, tc.benForbid)
			}
			why := g.playRequirement(0, sp)
			if (why != "") != tc.forbid {
				t.Errorf("reason %q, want one: %v", why, tc.forbid)
			}
			offered := false
			for _, a := range g.orderInterruptActions(nil, 0) {
				offered = offered || a.Card == sp.ID
			}
			if offered == tc.forbid {
				t.Errorf("Superior Position offered = %v, want %v", offered, !tc.forbid)
			}
		})
	}
}

// TestDamageKillsOnOpponentInterrupt: a damage card answering the
// opponent's interrupts kills one personnel aboard its ship when the
// opponent plays one in their own turn; the ship's own player's
// interrupts, and the opponent's played in the ship's player's turn, do
// nothing. Rulebook: Damage; Interrupt.
func TestDamageKillsOnOpponentInterrupt(t *testing.T) {
	for _, tc := range []struct {
		name    string
		active  Player // whose turn it is
		player  Player // who played the interrupt
		killing bool
	}{
		{"Ann's own interrupt in her turn", 0, 0, false},
		{"Ben's interrupt in Ann's turn", 0, 1, false},
		{"Ben's interrupt in his turn", 1, 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, damageInterruptsPosition)
			d := find(t, g, "Timescape")
			c := *d.Card
			c.lasting = &Lasting{LastingInterrupts: LastingInterrupts{OpponentInterruptKill: true}}
			d.Card = &c
			g.place(d.ID, ZDamage, find(t, g, "I.K.S. Vor'cha").ID)
			g.active, g.pending = tc.active, nil // the interrupt has just been played
			g.interruptPlayedKills(tc.player)
			g.run()
			skipEmptyWindows(t, g)
			if killed := find(t, g, "Kahmis").Zone == ZDiscard; killed != tc.killing {
				t.Errorf("Kahmis killed = %v, want %v", killed, tc.killing)
			}
		})
	}
}
