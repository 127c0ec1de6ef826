package game

import (
	"slices"
	"testing"
)

// gainAllPlanet: a made-up position for gain-skill's all and own: on
// Ann's headquarters stand Davies (Geology, Physics, Science), Lopez
// (Biology, Honor, Security) and Ben's Dokar; Commandeer Prototype names
// Officer in one alternative and 2 Officer in the other.
const gainAllPlanet = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, Lopez, {card: Dokar, controller: 2}]
      - card: Commandeer Prototype
    deck: [Mills]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`

// Rulebook: Glossary – skills (gaining all skills adds all their levels);
// Glossary: present (another card, anyone's for "a personnel present");
// Ruling: Alpha 5 Approach (printed skills only). gain-skill from:
// mission with all gives every skill of the requirements, each
// alternative's, a skill named twice once at its highest level; to:
// any-present offers the other personnel present, the opponent's too,
// while to: present offers only the player's own.
func TestGainSkillAllFromMission(t *testing.T) {
	g := startScenario(t, gainAllPlanet)
	davies, lopez, dokar := find(t, g, "Davies"), find(t, g, "Lopez"), find(t, g, "Dokar")
	mission := find(t, g, "Commandeer Prototype")
	ctx := g.ctxFor(ann, davies.ID)
	ctx.mission = mission.ID
	step := Step{Do: DoGainSkill, To: timedToAnyPresent, From: "mission", All: true, Until: "turn"}
	if err := validateSteps([]Step{step}); err != nil {
		t.Fatal(err)
	}
	if got := g.timedTargets(ctx, &step); !slices.Equal(got, []int{lopez.ID, dokar.ID}) {
		t.Fatalf("any-present targets %v, want Lopez %d and Dokar %d (not Davies himself)", got, lopez.ID, dokar.ID)
	}
	yours := step
	yours.To = timedToPresent
	if got := g.timedTargets(ctx, &yours); !slices.Equal(got, []int{lopez.ID}) {
		t.Fatalf("present targets %v, want only Lopez", got)
	}
	g.pending, g.work = nil, nil
	g.runAbility(ctx, []Step{step})
	g.run()
	choose(t, g, "Lopez")
	ss := g.skills(lopez.ID)
	want := map[string]int{"Intelligence": 1, "Officer": 2, "Treachery": 1, "Leadership": 1, "Honor": 1, "Biology": 1, "Diplomacy": 0}
	for k, n := range want {
		if ss.Level(k) != n {
			t.Errorf("Lopez has %d %s, want %d", ss.Level(k), k, n)
		}
	}
	g.endTimed("turn")
	if ss := g.skills(lopez.ID); ss.Level("Officer") != 0 {
		t.Errorf("the gain outlasts the turn: %v", ss)
	}
	for _, bad := range []Step{
		{Do: DoGainSkill, From: "any", All: true, Until: "turn"},
		{Do: DoGainSkill, From: "mission", All: true, Count: 2, Until: "turn"},
	} {
		if err := validateSteps([]Step{bad}); err == nil {
			t.Errorf("%+v: want an error", bad)
		}
	}
}

// Rulebook: Skills (gaining a skill already had raises its level);
// Glossary: modifications (the skills read as the step resolves). from:
// own with all gives one more level of each skill the target has, once:
// a skill gained afterwards is not raised; without all, the choice is
// among the target's own skills only.
func TestGainSkillFromOwn(t *testing.T) {
	g := startScenario(t, gainAllPlanet)
	lopez := find(t, g, "Lopez")
	ctx := g.ctxFor(ann, lopez.ID)
	g.pending, g.work = nil, nil
	g.runAbility(ctx, []Step{
		{Do: DoGainSkill, From: GainFromOwn, All: true, Until: "turn"},
		{Do: DoGainSkill, Skill: "Science", Until: "turn"},
	})
	g.run()
	ss := g.skills(lopez.ID)
	if ss.Level("Biology") != 2 || ss.Level("Honor") != 2 || ss.Level("Security") != 2 || ss.Level("Science") != 1 {
		t.Fatalf("Lopez's skills %v: want Biology, Honor, Security 2 each and Science 1", ss)
	}
	g.run()
	g.runAbility(ctx, []Step{{Do: DoGainSkill, From: GainFromOwn, Until: "turn"}})
	g.run()
	d := expectDecision(t, g, ann, KindSelect)
	if got := labels(d); !slices.Equal(got, []string{"Biology", "Honor", "Science", "Security"}) {
		t.Fatalf("one of its own skills: options %q", got)
	}
	choose(t, g, "Honor")
	if ss := g.skills(lopez.ID); ss.Level("Honor") != 3 {
		t.Errorf("Honor %d, want 3", ss.Level("Honor"))
	}
}
