package game

import (
	"testing"
)

// testLibWith is the real card library plus extra cards written for a
// test, for rules no reference card uses yet (combat, the brig).
func testLibWith(t *testing.T, extra string) *Library {
	t.Helper()
	lib, err := DefaultLibraryWith([]byte(extra))
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

// A test-only event: begin a combat; if you win, place a random
// opponent's personnel involved in your brig.
const brawlCard = `
- id: test-brawl
  title: Test Brawl
  unique: false
  type: event
  cost: 1
  core: true
  abilities:
    - when: order
      cost: [{do: destroy-self}]
      effect:
        - do: combat
          then: [{do: brig}]
`

// Rulebook: Combat; Brig and Captives — a combat involves all your
// unstopped personnel there against all the opponent's; Strength totals;
// the winner's card effect; afterwards your personnel are stopped. A
// captive is in your brig, visible to both players, and its owner still
// cannot play another copy of it.
func TestCombatAndBrig(t *testing.T) {
	lib := testLibWith(t, brawlCard)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
        surface: [Kahmis, Dokar, {card: Elizabeth Shelby, controller: 2}]
    core: [Test Brawl]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Elizabeth Shelby]
    deck: [Lopez]
`)
	choose(t, g, "Use Test Brawl")
	choose(t, g, "Combat at Khitomer Investigation")
	// Strength 7 + 7 against Shelby's 5.
	if !hasEvent(g, "Combat: Strength 14 against 5.") {
		t.Fatalf("combat totals: %v", lastEvents(g, 5))
	}
	shelby := findAll(g, "Elizabeth Shelby")[0]
	if shelby.Zone != ZBrig || shelby.Where != 0 || shelby.Owner != 1 {
		t.Fatalf("Shelby should be Player 1's captive: zone %s", shelby.Zone)
	}
	if !find(t, g, "Kahmis").Stopped || !find(t, g, "Dokar").Stopped {
		t.Fatal("the initiator's personnel are stopped after a combat")
	}
	v := g.View(1)
	if len(v.Players[0].Brig) != 1 || v.Players[0].Brig[0].Name != "Elizabeth Shelby, Formidable Presence" {
		t.Fatal("the brig is shown in both players' views")
	}
	if !g.commandsCopy(1, shelby.Card) {
		t.Fatal("your unique personnel held captive still counts for uniqueness")
	}
}

// Rulebook: Combat — no combat may begin at a headquarters mission.
func TestNoCombatAtHeadquarters(t *testing.T) {
	lib := testLibWith(t, brawlCard)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis, {card: Lopez, controller: 2}]
    core: [Test Brawl]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	if hasOption(g.Pending(), "Use Test Brawl") {
		t.Fatal("no combat can begin at a headquarters")
	}
}

// Rulebook: Engagements — never at a headquarters.
func TestNoEngagementAtHeadquarters(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: [{card: I.K.S. K'Vort, aboard: [Kahmis, Vorax, Kroval]}, {card: U.S.S. Excelsior, controller: 2}]
    core: ["Cry \"Havoc!\""]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	if hasOption(g.Pending(), "Use Cry") {
		t.Fatal("no engagement can begin at a headquarters")
	}
}

// Rulebook: Damage — at the end of your turn you may remove one damage card
// from each of your ships at a headquarters where it could be played; which
// one is yours to choose.
func TestDamageRemovalAtHeadquarters(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: [{card: I.K.S. K'Vort, damage: [Triage, Borg Cutting Beam]}]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	kvort := find(t, g, "I.K.S. K'Vort")
	if g.shipShields(kvort.ID) != 5 || g.shipRange(kvort.ID) != 5 {
		t.Fatalf("Borg Cutting Beam as damage: attributes -2 (shields %d range %d)", g.shipShields(kvort.ID), g.shipRange(kvort.ID))
	}
	choose(t, g, "End Execute Orders")
	d := expectDecision(t, g, 0, KindDamageRemoval)
	if !hasOption(d, "Remove Triage from I.K.S. K'Vort") || !hasOption(d, "Remove Borg Cutting Beam from I.K.S. K'Vort") {
		t.Fatalf("each damage card on the ship is an option: %q", labels(d))
	}
	choose(t, g, "Remove Borg Cutting Beam")
	if len(kvort.Damage) != 1 || find(t, g, "Borg Cutting Beam").Zone != ZDiscard {
		t.Fatal("the chosen damage card is removed, to its owner's discard pile")
	}
	if find(t, g, "Triage").Zone != ZDamage {
		t.Fatal("the other damage card stays")
	}
	if g.Pending().Kind == KindDamageRemoval {
		t.Fatal("only one damage card per ship each turn")
	}
}

// Rulebook: Damage — a removed dilemma returns face up to the bottom of
// its owner's dilemma pile.
func TestRemovedDilemmaDamageReturnsToPile(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: [{card: I.K.S. K'Vort, damage: [Triage, Borg Cutting Beam]}]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	choose(t, g, "End Execute Orders")
	choose(t, g, "Remove Triage")
	if tr := find(t, g, "Triage"); tr.Zone != ZDilemmaPile || !tr.FaceUp {
		t.Fatal("a removed dilemma damage card returns to the bottom of its owner's pile")
	}
}

// Unicomplex, Root of the Hive Mind (3S110): you command no other
// headquarters mission, so no damage is removed at one (Rulebook: Damage —
// only at a headquarters you could play the ship at).
func TestNoDamageRemovalAtHeadquartersUnicomplexForbids(t *testing.T) {
	for _, withUnicomplex := range []bool{false, true} {
		row := `[{card: "Qo'noS, Heart of the Empire", ships: [{card: I.K.S. K'Vort, damage: [Triage]}]}, {card: Hunt Alien}]`
		if withUnicomplex {
			row = `[{card: "Unicomplex, Root of the Hive Mind"}, {card: "Qo'noS, Heart of the Empire", ships: [{card: I.K.S. K'Vort, damage: [Triage]}]}]`
		}
		g := startScenario(t, `
active: 1
segment: orders
players:
  - missions: `+row+`
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
		choose(t, g, "End Execute Orders")
		asked := g.Pending() != nil && g.Pending().Kind == KindDamageRemoval
		if asked == withUnicomplex {
			t.Errorf("with Unicomplex %v: damage removal at Qo'noS offered %v", withUnicomplex, asked)
		}
	}
}
