package game

import (
	"slices"
	"testing"
)

// Made-up cards: a personnel with text about its ship being destroyed
// that sends the opponents' damage cards on to an opponent's ship, and
// an event destroying a ship of its player's.
const shipDestroyedAboardCards = `
- id: test-damage-returner
  title: Test Damage Returner
  unique: false
  type: personnel
  affiliation: federation
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  abilities:
    - when: destroyed
      on: its-ship
      may: true
      effect: [{do: place-held-damage}]
- id: test-ship-breaker
  title: Test Ship Breaker
  unique: false
  type: event
  cost: 0
  effect: [{do: destroy-card, filter: {type: ship}}]
`

// Rulebook: Damage; Ruling: Personnel Aboard Ship Destroyed by Damage
// Cards — a ship destroyed by a card's text sends its crew to the discard
// pile and its dilemma damage to the bottom of its owner's pile; the
// crew's text about that ship answers from the discard pile. Only the
// damage cards an opponent owns are offered (not the player's own), and
// only the opponent's ship at the mission where it was (not the one
// elsewhere); the dilemma taken from the pile lies on that ship as damage.
func TestShipDestroyedAboardPlacesHeldDamage(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, shipDestroyedAboardCards), `
active: 1
players:
  - name: Ann
    missions:
      - {card: "Earth, Home of Starfleet Command"}
      - card: Sensitive Search
        ships:
          - card: U.S.S. Excelsior
            aboard: [Test Damage Returner]
            damage: [Triage, {card: Disable Sensors, owner: 1}]
          - {card: "I.K.S. K'Vort", controller: 2}
    hand: [Test Ship Breaker]
    deck: [Lopez, Lopez]
  - name: Ben
    missions:
      - {card: "Qo'noS, Heart of the Empire", ships: ["I.K.S. K't'inga"]}
    deck: [Dokar]
`)
	choose(t, g, "Play Test Ship Breaker")
	choose(t, g, "Destroy U.S.S. Excelsior")
	if c := find(t, g, "Triage"); c.Zone != ZDilemmaPile || c.Owner != 1 {
		t.Fatalf("Triage in %v (owner %v); want at the bottom of Ben's dilemma pile", c.Zone, c.Owner)
	}
	if !respondUntil(t, g, "Use Test Damage Returner") {
		t.Fatalf("the crew's text about its destroyed ship not offered")
	}
	choose(t, g, "Use Test Damage Returner")
	d := expectDecision(t, g, 0, KindSelect)
	if !slices.Equal(labels(d), []string{"Place damage on I.K.S. K'Vort"}) {
		t.Fatalf("want only Ben's ship at Sensitive Search, got %q", labels(d))
	}
	choose(t, g, "Place damage on I.K.S. K'Vort")
	d = expectDecision(t, g, 0, KindSelect)
	if !slices.Equal(labels(d), []string{"Place no more", "Place Triage"}) {
		t.Fatalf("want only Ben's damage card, got %q", labels(d))
	}
	choose(t, g, "Place Triage")
	kv := find(t, g, "I.K.S. K'Vort")
	if c := find(t, g, "Triage"); c.Zone != ZDamage || c.Where != kv.ID {
		t.Fatalf("Triage in %v on %d; want damage on the K'Vort", c.Zone, c.Where)
	}
	if c := find(t, g, "Disable Sensors"); c.Zone != ZDiscard {
		t.Fatalf("Disable Sensors in %v; want left in Ann's discard pile", c.Zone)
	}
}

// A card that left the ship before it was destroyed (killed aboard it
// earlier, lying in the discard pile) does not answer: only the cards
// aboard as the ship left play are kept by the trigger.
func TestShipDestroyedAboardOnlyThoseAboard(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, shipDestroyedAboardCards), `
active: 1
players:
  - name: Ann
    missions:
      - {card: "Earth, Home of Starfleet Command"}
      - card: Sensitive Search
        ships:
          - card: U.S.S. Excelsior
            aboard: [Lopez]
            damage: [Triage]
          - {card: "I.K.S. K'Vort", controller: 2}
    hand: [Test Ship Breaker]
    deck: [Lopez, Lopez]
    discard: [Test Damage Returner]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	find(t, g, "Test Damage Returner").left = spot{ZAboard, find(t, g, "U.S.S. Excelsior").ID} // killed aboard it before
	choose(t, g, "Play Test Ship Breaker")
	choose(t, g, "Destroy U.S.S. Excelsior")
	if respondUntil(t, g, "Use Test Damage Returner") {
		t.Fatalf("answered for a ship it was not aboard")
	}
}
