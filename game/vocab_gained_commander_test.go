package game

import "testing"

// TestGainedShipCommander: a ship_commander modifier (Pulling Rank,
// 35V008, played on the U.S.S. Galaxy) makes its player's Admiral and
// General aboard that ship its corresponding Commanders for every
// Commander check: the commander-aboard condition and filter, the
// ship_commander, commander and commander_of_ship_here filters and the
// play_aboard while of a mission (commanderAboard). Not another personnel
// aboard, not an Admiral aboard another ship, and none of it before the
// event is there. A Commander killed aboard still counts as the ship's
// (as a card killed counts as present where it died); once the ship
// leaves play the event goes to the discard pile with it.
// Glossary: Commander; discarding. Rulebook: Event.
func TestGainedShipCommander(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Military Exercises
        ships:
          - card: U.S.S. Galaxy
            aboard: ["Norah Satie, Starfleet Investigator", Hazar, "Kathryn Janeway, Clever Captain", Lopez, Davies, Martin]
          - card: U.S.S. Nebula
            aboard: ["T'Lara", Mills, Paulson]
    hand: [Pulling Rank]
    deck: [Altman, Altman]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar, Dokar]
`)
	galaxy, nebula := find(t, g, "U.S.S. Galaxy").ID, find(t, g, "U.S.S. Nebula").ID
	satie, hazar, lopez, tlara := find(t, g, "Norah Satie").ID, find(t, g, "Hazar").ID, find(t, g, "Lopez").ID, find(t, g, "T'Lara").ID
	check := func(when string, id, ship int, want bool) {
		t.Helper()
		if got := g.isShipCommander(id, ship); got != want {
			t.Errorf("%s: %s Commander of %s: %v, want %v", when, g.cardName(id), g.cardName(ship), got, want)
		}
		for _, f := range []*Filter{{ShipCommander: true}, {Commander: true}, {CommanderOfShipHere: true}} {
			if got := g.matches(f, id); got != want {
				t.Errorf("%s: %s matches %+v: %v, want %v", when, g.cardName(id), *f, got, want)
			}
		}
	}
	check("before", satie, galaxy, false)
	if g.matchingCommanderAboard(galaxy) || g.matches(&Filter{CommanderAboard: true}, galaxy) || g.commanderAboard(ann, galaxy, nil) {
		t.Fatal("before the event, the Galaxy has a Commander aboard")
	}

	pr := find(t, g, "Pulling Rank").ID
	g.enterPlay(ann, pr, galaxy)
	if c := g.cards[pr]; c.Zone != ZPlayedOn || c.Where != galaxy {
		t.Fatalf("Pulling Rank: zone %s where %d, want on the Galaxy", c.Zone, c.Where)
	}
	check("with the event", satie, galaxy, true)
	check("with the event", hazar, galaxy, true)
	check("with the event", lopez, galaxy, false)
	check("with the event", tlara, nebula, false) // an Admiral aboard another ship
	if g.isShipCommander(satie, nebula) {
		t.Error("Satie is the Nebula's Commander too")
	}
	if !g.matchingCommanderAboard(galaxy) || !g.matches(&Filter{CommanderAboard: true}, galaxy) || g.matchingCommanderAboard(nebula) {
		t.Error("commander-aboard: want the Galaxy alone")
	}
	if !g.commanderAboard(ann, galaxy, &Filter{Keyword: "General"}) || g.commanderAboard(ben, galaxy, nil) {
		t.Error("play_aboard while: want Ann's General aboard the Galaxy, and nothing for Ben")
	}

	g.leavePlay(satie, ZDiscard) // killed aboard
	if !g.matches(&Filter{ShipCommander: true}, satie) {
		t.Error("Satie, killed aboard the Galaxy, no longer counts as its Commander")
	}
	if g.matches(&Filter{ShipCommander: true}, tlara) {
		t.Error("T'Lara counts as a Commander")
	}

	g.destroyShip(galaxy)
	if c := g.cards[pr]; c.Zone != ZDiscard {
		t.Errorf("the ship destroyed, Pulling Rank is in zone %s, want the discard pile", c.Zone)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}
