package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// Glossary: skills (using a skill). used-skill with a skill: the
// personnel among those completing the mission has that skill and the
// mission's requirements name it. Colony Preparations names Biology and
// Science but not Honor; Excavation names none of the three.
func TestUsedSkillNamed(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Colony Preparations
        surface: ["Daneeka, Reassuring Physician", "Boq'ta"]
      - card: Excavation
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Davies]
`)
	daneeka := withCard(t, g, "Daneeka, Reassuring Physician", ann)
	boqta := withCard(t, g, "Boq'ta", ann)
	colony := missionInst(t, g, "Colony Preparations")
	excavation := missionInst(t, g, "Excavation")
	for _, tc := range []struct {
		cond    string
		who     int
		mission *Inst
		want    bool
	}{
		{`{is: used-skill, skill: Biology}`, daneeka.ID, colony, true},
		{`{is: used-skill, skill: Science}`, daneeka.ID, colony, true},
		{`{is: used-skill, skill: Anthropology}`, daneeka.ID, colony, false}, // she has it; the mission does not name it
		{`{is: used-skill, skill: Biology}`, daneeka.ID, excavation, false},
		{`used-skill`, daneeka.ID, colony, true},
	} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(tc.cond), &cs); err != nil {
			t.Fatal(err)
		}
		if err := cs.validateAs(formAbility); err != nil {
			t.Fatalf("%s: %v", tc.cond, err)
		}
		trig := &Trigger{Kind: TrigCompleted, Player: ann, Cards: []int{tc.who}, Mission: tc.mission.ID}
		if got := cs.holds(g, fxCtx{p: ann, src: tc.who, trig: trig}); got != tc.want {
			t.Errorf("%s for %s at %s: holds %v, want %v", tc.cond, g.cards[tc.who].Card.Title, tc.mission.Card.Name(), got, tc.want)
		}
	}
	// A personnel not among those completing it did not use anything.
	var cs Conds
	if err := yaml.Unmarshal([]byte(`{is: used-skill, skill: Biology}`), &cs); err != nil {
		t.Fatal(err)
	}
	if err := cs.validateAs(formAbility); err != nil {
		t.Fatal(err)
	}
	trig := &Trigger{Kind: TrigCompleted, Player: ann, Cards: []int{boqta.ID}, Mission: colony.ID}
	if cs.holds(g, fxCtx{p: ann, src: daneeka.ID, trig: trig}) {
		t.Error("used-skill holds for a personnel not among those completing the mission")
	}
	var bad Conds
	if err := yaml.Unmarshal([]byte(`{is: used-skill, skill: Baking}`), &bad); err != nil {
		t.Fatal(err)
	}
	if err := bad.validateAs(formAbility); err == nil || !strings.Contains(err.Error(), "unknown skill") {
		t.Errorf("an unknown skill: want an error, got %v", err)
	}
}

// Glossary: skills (using a skill), with alternate requirements: a
// completion made with a mission's other requirements (Camping Trip's
// [Dom] set: Anthropology, Intelligence, Security, Treachery) uses the
// skills that set names, not the printed ones (Biology, Geology,
// Science, Acquisition or Honor).
func TestUsedSkillReadsAlternateRequirements(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
      - card: Camping Trip
        surface: ["Duran'Adar, Attentive Sixth"]
    deck: [Tholun]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	duran := withCard(t, g, "Duran'Adar, Attentive Sixth", ann)
	camping := missionInst(t, g, "Camping Trip")
	for _, tc := range []struct {
		cond   string
		reqSet int
		want   bool
	}{
		{`used-skill`, 0, false},
		{`used-skill`, 1, true},
		{`{is: used-skill, skill: Security}`, 0, false},
		{`{is: used-skill, skill: Security}`, 1, true},
		{`{is: used-skill, skill: Engineer}`, 1, false},
	} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(tc.cond), &cs); err != nil {
			t.Fatal(err)
		}
		if err := cs.validateAs(formAbility); err != nil {
			t.Fatal(err)
		}
		trig := &Trigger{Kind: TrigCompleted, Player: ann, Cards: []int{duran.ID}, Mission: camping.ID, reqSet: tc.reqSet}
		if got := cs.holds(g, fxCtx{p: ann, src: duran.ID, trig: trig}); got != tc.want {
			t.Errorf("%s with requirement set %d: holds %v, want %v", tc.cond, tc.reqSet, got, tc.want)
		}
	}
}
