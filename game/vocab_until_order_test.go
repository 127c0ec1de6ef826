package game

import "testing"

// A made-up personnel: an order gains one skill of a captive, lasting
// until the order is executed again.
const untilOrderCards = `
- {id: "T-UNTIL-ORD", title: Test Order Keeper, unique: false, type: personnel, cost: 1, affiliation: dominion, species: [Vorta], skills: [{skill: Law, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: gain-skill, from: captive-or-holoprogram, until: order}]}]}
`

// Rulebook: Brig and Captives (your captive is the opponent's personnel in
// your brig); Glossary: skills (one level of a single skill). The gain
// outlasts nothing but the order's next execution, which ends it.
func TestUntilOrderEndsWhenExecutedAgain(t *testing.T) {
	lib := testLibWith(t, untilOrderCards)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Order Keeper]
    brig: [Lopez]
    deck: [Tholun, Tholun]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	id := find(t, g, "Test Order Keeper").ID
	pick(t, g, "Use Test Order Keeper")
	pick(t, g, "Honor")
	if g.skills(id).Level("Honor") != 1 {
		t.Fatalf("Honor not gained")
	}
	g.endTimed("turn", "attempt", "dilemma")
	if g.skills(id).Level("Honor") != 1 {
		t.Fatalf("the gain ended with the turn; it lasts until the order runs again")
	}
	pick(t, g, "Use Test Order Keeper")
	pick(t, g, "Security")
	if g.skills(id).Level("Honor") != 0 || g.skills(id).Level("Security") != 1 {
		t.Errorf("executed again: Honor %d (want 0), Security %d (want 1)", g.skills(id).Level("Honor"), g.skills(id).Level("Security"))
	}
}

// An order-lasting step outside an order is refused at load.
func TestUntilOrderOnlyInOrders(t *testing.T) {
	a := Ability{When: WhenPlayed, Effect: []Step{{Do: DoGainSkill, From: "any", Until: UntilOrder}}}
	if err := validateUntilOrder(&a); err == nil {
		t.Error("until: order accepted outside an order")
	}
}
