package game

import (
	"strings"
	"testing"
)

// A made-up personnel whose order gains all of a captive for the turn.
const copyCaptiveCards = `
- {id: "T-CPY", title: Test Mimic, unique: false, type: personnel, cost: 0, affiliation: dominion, species: [Changeling],
   integrity: 1, cunning: 1, strength: 1, skills: [{skill: Officer, level: 1}],
   abilities: [{when: order, effect: [{do: gain-all-of-captive, until: turn}]}]}
`

// Rulebook: Brig and Captives; Glossary: skills (gaining all skills of a
// personnel gains every level; its attributes are added, as with The
// Promise). The personnel has the captive's printed icons, skills,
// keywords and attributes besides its own, until the captive leaves the
// brig; an effect of until: turn ends with the turn.
func TestGainAllOfCaptive(t *testing.T) {
	lib := testLibWith(t, copyCaptiveCards)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Mimic]
    brig: ["T'Lara"]
    deck: [Martin]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Martin]
`)
	mimic, tlara := find(t, g, "Test Mimic"), find(t, g, "T'Lara")
	admiral := &Filter{Keyword: "Admiral"}
	earth := &Filter{Icon: "earth"}
	if g.matches(admiral, mimic.ID) || g.matches(earth, mimic.ID) {
		t.Fatal("the mimic is an Admiral or [E] before the order")
	}
	s := Step{Do: DoGainAllOfCaptive, Until: "turn"}
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	ctx := g.ctxFor(ann, mimic.ID)
	g.pending, g.work = nil, nil
	g.runAbility(ctx, []Step{s})
	g.run()
	st := g.stats(mimic.ID)
	if st.Integrity != 7 || st.Cunning != 8 || st.Strength != 6 {
		t.Errorf("attributes %d/%d/%d, want 7/8/6 (its own 1s plus T'Lara's 6/7/5)", st.Integrity, st.Cunning, st.Strength)
	}
	if st.Skills.Level("Officer") != 2 || st.Skills.Level("Law") != 1 || st.Skills.Level("Exobiology") != 1 {
		t.Errorf("skills %v: want 2 Officer (its own and hers), Law and Exobiology", st.Skills)
	}
	if !g.matches(admiral, mimic.ID) || !g.matches(earth, mimic.ID) || !g.hasIcon(mimic.ID, IconCommand) {
		t.Error("the mimic lacks T'Lara's keyword Admiral, her [E] or her [Cmd]")
	}
	if g.staffIconOf(mimic.ID) != 1 {
		t.Error("her [Cmd] does not count for staffing")
	}
	if got := g.timedModifiersOn(mimic.ID); len(got) != 1 || !strings.Contains(got[0], "captive") {
		t.Errorf("timed effects shown %q", got)
	}

	// Out of the brig, the gain ends at once and does not come back.
	g.place(tlara.ID, ZHand, 0)
	if st := g.stats(mimic.ID); st.Integrity != 1 || st.Skills.Level("Law") != 0 || g.matches(admiral, mimic.ID) || g.hasIcon(mimic.ID, "earth") {
		t.Errorf("the gain outlasts the captive's leaving the brig: %+v", st)
	}
	g.place(tlara.ID, ZBrig, int(ann))
	if st := g.stats(mimic.ID); st.Integrity != 1 {
		t.Errorf("the captive back in the brig gives again: Integrity %d", st.Integrity)
	}

	// until: turn ends with the turn.
	g.runAbility(ctx, []Step{s})
	g.run()
	if st := g.stats(mimic.ID); st.Integrity != 7 {
		t.Fatalf("second gain: Integrity %d, want 7", st.Integrity)
	}
	g.endTimed("turn")
	if st := g.stats(mimic.ID); st.Integrity != 1 {
		t.Errorf("the gain outlasts the turn: Integrity %d", st.Integrity)
	}
}

// The verb reaches this personnel only and needs a duration.
func TestGainAllOfCaptiveValidates(t *testing.T) {
	for _, s := range []Step{
		{Do: DoGainAllOfCaptive},
		{Do: DoGainAllOfCaptive, Until: "turn", To: ToFacing},
	} {
		if err := validateSteps([]Step{s}); err == nil {
			t.Errorf("%s until %q to %q: accepted", s.Do, s.Until, s.To)
		}
	}
	text := testLibWith(t, copyCaptiveCards).ByID("T-CPY").GameText()
	if w := "this personnel also has all of its icons, skills (every level), keywords and attributes"; !strings.Contains(text, w) {
		t.Errorf("text %q lacks %q", text, w)
	}
}

// Glossary: infinite loops. Copying another captive changes the game, so
// the loop check's fingerprint of the position tells the two apart.
func TestGainAllOfCaptiveIsNoLoop(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, copyCaptiveCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Mimic]
    brig: ["T'Lara", Kahmis]
    deck: [Martin]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Martin]
`)
	mimic := find(t, g, "Test Mimic")
	fx := timedEffect{source: mimic.ID, targets: []int{mimic.ID}, until: UntilOrder, copyOf: find(t, g, "T'Lara").ID}
	g.turnFx = []timedEffect{fx}
	before := g.positionKey()
	fx.copyOf = find(t, g, "Kahmis").ID
	g.turnFx = []timedEffect{fx}
	if g.positionKey() == before {
		t.Error("copying Kahmis instead of T'Lara reads as the same position")
	}
}
