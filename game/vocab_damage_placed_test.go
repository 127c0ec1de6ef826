package game

import (
	"slices"
	"testing"
)

// Ann's ship carries a personnel the cases give made-up text; Ben owns a
// dilemma and Ann a personnel in her discard pile, either of which a case
// places on her ship as a damage card.
const damagePlacedPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: "I.K.S. Vor'cha", aboard: [Kahmis]}]
    discard: [Jural]
    deck: [Galor, Tugat]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    dilemmas: [Timescape]
    deck: [Davies]
`

// TestPlaceAsDamageTriggers: a damage card about to be placed on a ship
// may be kept off it by a response of the card aboard that ship (on:
// its-ship), only for an opponent's damage card (who: opponent);
// once placed, the ship's own text about it answers (damage-placed).
// Rulebook: Damage; Glossary: prevent.
func TestPlaceAsDamageTriggers(t *testing.T) {
	for _, tc := range []struct {
		name       string
		damage     string // the card placed
		guard      bool   // Kahmis may prevent it
		wantPlaced bool
		wantDraw   int // Ann's cards drawn by the ship's damage-placed text
	}{
		{"an opponent's damage card, prevented", "Timescape", true, false, 0},
		{"an opponent's damage card, no guard", "Timescape", false, true, 1},
		{"her own damage card: the guard does not answer", "Jural", true, true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, damagePlacedPosition)
			ship := find(t, g, "I.K.S. Vor'cha")
			giveText(t, ship, `
abilities:
  - when: damage-placed
    on: self
    effect: [{do: draw}]
`)
			if tc.guard {
				giveText(t, find(t, g, "Kahmis"), `
abilities:
  - when: about-to-damage
    on: its-ship
    who: opponent
    effect: [{do: prevent}]
`)
			}
			g.indexCards()
			d := find(t, g, tc.damage)
			hand := len(g.players[0].Hand)
			var placed *bool
			g.pending, g.work = nil, nil
			g.push(func() {
				g.placeAsDamage(1, d.ID, ship.ID, func(ok bool) { placed = &ok })
			})
			g.run()
			skipEmptyWindows(t, g)
			for dec := g.Pending(); dec != nil && dec.Kind == KindRespond && hasOption(dec, "Use"); dec = g.Pending() {
				choose(t, g, "Use")
			}
			if placed == nil || *placed != tc.wantPlaced {
				t.Fatalf("placed %v, want %v", placed, tc.wantPlaced)
			}
			if got := slices.Contains(ship.Damage, d.ID); got != tc.wantPlaced {
				t.Errorf("on the ship %v, want %v (zone %v)", got, tc.wantPlaced, d.Zone)
			}
			if got := len(g.players[0].Hand) - hand; got != tc.wantDraw {
				t.Errorf("Ann drew %d, want %d", got, tc.wantDraw)
			}
		})
	}
}

// TestRemoveDamageWhose: remove-damage with whose: opponent offers only
// the damage cards an opponent owns, and none when only the player's own
// lie there. Rulebook: Damage (removing damage by text that names
// damage cards).
func TestRemoveDamageWhose(t *testing.T) {
	g := startScenario(t, damagePlacedPosition)
	ship := find(t, g, "I.K.S. Vor'cha")
	k := find(t, g, "Kahmis")
	jural := find(t, g, "Jural")
	g.place(jural.ID, ZDamage, ship.ID)
	ctx := g.ctxFor(0, k.ID)
	st := Step{Do: DoRemoveDamage, To: ToShipAboard, StepFields: StepFields{Whose: WhoseOpponent}}
	if got := g.damagedShipsFor(ctx, &st); len(got) != 0 {
		t.Fatalf("only her own damage card there: ships %v, want none", got)
	}
	ts := find(t, g, "Timescape")
	g.place(ts.ID, ZDamage, ship.ID)
	if got := g.damagedShipsFor(ctx, &st); !slices.Equal(got, []int{ship.ID}) {
		t.Fatalf("ships %v, want the Vor'cha", got)
	}
	if got := g.removableDamage(ctx, &st, ship.ID); !slices.Equal(got, []int{ts.ID}) {
		t.Errorf("removable %v, want Timescape only", g.refs(got))
	}
	all := Step{Do: DoRemoveDamage, To: ToShipAboard}
	if got := g.removableDamage(ctx, &all, ship.ID); len(got) != 2 {
		t.Errorf("without whose: removable %v, want both", g.refs(got))
	}
}
