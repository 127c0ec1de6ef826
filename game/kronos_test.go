package game

import (
	"fmt"
	"testing"
)

const kronosOnePosition = `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        ships:
          - card: Kronos One
            aboard: [%s]
      - card: Military Exercises
    dilemmas: [%s]
    deck: [Kahmis]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`

// Kronos One (14R118): Order — if its Commander is aboard, remove a
// Persistent dilemma of your dilemma pile from the game (a cost: a pile
// with none cannot pay it) to make the ship attributes +2 until the end of
// the turn; once each turn. Rulebook: Order; Commander (Glossary); Paying
// costs; Removed from the game.
func TestKronosOneRemovesAPersistentDilemma(t *testing.T) {
	g := startScenario(t, fmt.Sprintf(kronosOnePosition, "Gorkon Visionary Chancellor", "Triage, Spatial Distortions, Pinned Down, Night Terrors"))
	ship := find(t, g, "Kronos One")
	if r, w, s := g.shipAttrs(ship.ID); r != 7 || w != 7 || s != 7 {
		t.Fatalf("Kronos One starts at 7/7/7: %d/%d/%d", r, w, s)
	}
	choose(t, g, "Use Kronos One")
	// Two Persistent dilemmas: the player picks one.
	d := expectDecision(t, g, 0, KindSelect)
	if len(d.Options) != 2 || !hasOption(d, "Remove Spatial Distortions") || !hasOption(d, "Remove Night Terrors") {
		t.Fatalf("the Persistent dilemmas of the pile, and only those: %q", labels(d))
	}
	choose(t, g, "Remove Spatial Distortions")
	sd := find(t, g, "Spatial Distortions")
	if sd.Zone != ZRemoved {
		t.Fatalf("the Persistent dilemma is removed from the game: %s", sd.Zone)
	}
	for _, name := range []string{"Triage", "Pinned Down", "Night Terrors"} {
		if c := find(t, g, name); c.Zone != ZDilemmaPile {
			t.Errorf("%s stays in the dilemma pile: %s", name, c.Zone)
		}
	}
	if r, w, s := g.shipAttrs(ship.ID); r != 9 || w != 9 || s != 9 {
		t.Fatalf("attributes +2: %d/%d/%d", r, w, s)
	}
	v := g.View(0)
	if sv := v.Players[0].Missions[0].Ships[0]; sv.Weapons != 9 || sv.Shields != 9 || sv.Range != 9 {
		t.Errorf("the view shows the raised attributes: %+v", sv)
	}
	d = expectDecision(t, g, 0, KindOrders)
	if hasOption(d, "Use Kronos One") {
		t.Fatalf("once each turn, though Night Terrors could pay again: %q", labels(d))
	}
	choose(t, g, "End Execute Orders")
	for g.Pending() != nil && g.Turn() < 2 {
		d := g.Pending()
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{len(d.Options) - 1}}); err != nil {
			t.Fatal(err)
		}
	}
	if r, w, s := g.shipAttrs(ship.ID); r != 7 || w != 7 || s != 7 {
		t.Fatalf("until the end of the turn: %d/%d/%d on turn %d", r, w, s, g.Turn())
	}
}

// Without its Commander aboard, or with no Persistent dilemma to remove,
// the order is not offered.
func TestKronosOneNeedsItsCommanderAndAPersistentDilemma(t *testing.T) {
	for _, c := range []struct{ aboard, pile, why string }{
		{"Kahmis", "Triage, Spatial Distortions", "no Commander aboard"},
		{"Gorkon Visionary Chancellor", "Triage, Pinned Down", "no Persistent dilemma in the pile"},
	} {
		g := startScenario(t, fmt.Sprintf(kronosOnePosition, c.aboard, c.pile))
		if d := expectDecision(t, g, 0, KindOrders); hasOption(d, "Use Kronos One") {
			t.Errorf("%s: the order is offered: %q", c.why, labels(d))
		}
	}
}
