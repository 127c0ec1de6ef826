package game

import (
	"slices"
	"testing"
)

// Made-up cards: an event downloading two Damage cards for an opponent's
// ship, and a personnel whose order destroys a ship of its player's at
// its own mission only.
const downloadDamageCards = `
- id: test-damage-download
  title: Test Damage Download
  unique: false
  type: event
  cost: 0
  effect: [{do: download-several, count: 2, filter: {damage_card: true}, to: opponent-ship-damage}]
- id: test-here-wrecker
  title: Test Here Wrecker
  unique: false
  type: personnel
  affiliation: klingon
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  abilities:
    - when: order
      cost: [{do: destroy-card, from: here, filter: {type: ship}}]
      effect: [{do: draw}]
`

func downloadDamageGame(t *testing.T, benShips string) *Game {
	t.Helper()
	return startScenarioWith(t, testLibWith(t, downloadDamageCards), `
active: 1
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Test Damage Download]
    deck: [Disable Sensors, Dokar, Persistent Strike, Dokar]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"`+benShips+`}, {card: Excavation}]
    deck: [Davies]
`)
}

// Rulebook: Download; Damage — the two cards found are shown and taken
// from the deck, then placed on the one opponent's ship the player picks,
// one after the other, as damage; the other opponent's ship gets none.
// Glossary: play and place — placed, not played.
func TestDownloadToOpponentShipDamage(t *testing.T) {
	g := downloadDamageGame(t, `, ships: [U.S.S. Excelsior, U.S.S. Nebula]`)
	choose(t, g, "Play Test Damage Download")
	choose(t, g, "Download Disable Sensors")
	choose(t, g, "Download Persistent Strike")
	d := expectDecision(t, g, 0, KindSelect)
	if !slices.Equal(labels(d), []string{"Place them on U.S.S. Excelsior", "Place them on U.S.S. Nebula"}) {
		t.Fatalf("want Ben's two ships offered, got %q", labels(d))
	}
	choose(t, g, "Place them on U.S.S. Nebula")
	neb, exc := find(t, g, "U.S.S. Nebula"), find(t, g, "U.S.S. Excelsior")
	if len(neb.Damage) != 2 || len(exc.Damage) != 0 {
		t.Fatalf("damage: Nebula %d, Excelsior %d; want 2 and 0", len(neb.Damage), len(exc.Damage))
	}
	for _, n := range []string{"Disable Sensors", "Persistent Strike"} {
		if c := find(t, g, n); c.Zone != ZDamage || c.Where != neb.ID || c.Owner != 0 {
			t.Errorf("%s: zone %v on %d owner %v; want damage on the Nebula, Ann's", n, c.Zone, c.Where, c.Owner)
		}
	}
}

// Rulebook: Damage — the cards go on one at a time: on a ship already
// carrying two damage cards the first destroys it, and the second, with
// no ship left to go on, stays in its player's hand.
func TestDownloadToOpponentShipDamageShipDestroyed(t *testing.T) {
	g := downloadDamageGame(t, `, ships: [{card: U.S.S. Excelsior, damage: [Borg Cutting Beam, Borg Cutting Beam]}]`)
	choose(t, g, "Play Test Damage Download")
	choose(t, g, "Download Disable Sensors")
	choose(t, g, "Download Persistent Strike")
	choose(t, g, "Place them on U.S.S. Excelsior")
	if c := find(t, g, "U.S.S. Excelsior"); c.Zone != ZDiscard {
		t.Fatalf("Excelsior in %v; want destroyed by its third damage card", c.Zone)
	}
	if c := find(t, g, "Disable Sensors"); c.Zone != ZDiscard {
		t.Errorf("Disable Sensors in %v; want in the discard pile with the ship", c.Zone)
	}
	if c := find(t, g, "Persistent Strike"); c.Zone != ZHand {
		t.Errorf("Persistent Strike in %v; want left in hand", c.Zone)
	}
}

// An ability is offered only if each step is possible: with no ship an
// opponent commands, the Damage cards have nowhere to go.
func TestDownloadToOpponentShipDamageNeedsAShip(t *testing.T) {
	g := downloadDamageGame(t, ``)
	if hasOption(g.Pending(), "Play Test Damage Download") {
		t.Fatalf("offered with no opponent's ship: %q", labels(g.Pending()))
	}
}

// Ruling: At This Mission — destroy-card from: here reaches only a card
// at the mission of the card whose text it is: the ship at the
// personnel's own mission is offered, the one elsewhere is not.
func TestDestroyCardFromHere(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, downloadDamageCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - {card: "Qo'noS, Heart of the Empire", ships: ["I.K.S. K'Vort"]}
      - {card: Sensitive Search, surface: [Test Here Wrecker], ships: ["I.K.S. K't'inga"]}
    deck: [Dokar, Dokar]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Davies]
`)
	choose(t, g, "Use Test Here Wrecker")
	d := expectDecision(t, g, 0, KindSelect)
	if !slices.Equal(labels(d), []string{"Destroy I.K.S. K't'inga"}) {
		t.Fatalf("want only the ship here offered, got %q", labels(d))
	}
	choose(t, g, "Destroy I.K.S. K't'inga")
	if c := find(t, g, "I.K.S. K't'inga"); c.Zone != ZDiscard {
		t.Fatalf("K't'inga in %v; want destroyed", c.Zone)
	}
	if c := find(t, g, "I.K.S. K'Vort"); c.Zone != ZAtMission {
		t.Fatalf("K'Vort in %v; want untouched", c.Zone)
	}
}
