package game

import "testing"

// Glossary: selections; naming cards. named-selected-boost keeps the title
// named as an effect of the naming card; each personnel of that title a
// dilemma selects is then attributes +amount and gains the skill, once a
// dilemma, until that dilemma ends; another title gets nothing; the
// effect does not need its card to stay in play, and it ends with the
// attempt.
func TestNamedSelectedBoost(t *testing.T) {
	g := startScenario(t, melorasPlanet)
	melora, lopez, drone := find(t, g, "Melora Pazlar"), find(t, g, "Lopez"), find(t, g, "Evaluation Drone")
	s := Step{Do: DoNamedSelectedBoost, Amount: 2, Skill: "Anthropology", Until: "attempt"}
	if err := s.validate(); err != nil {
		t.Fatal(err)
	}
	ctx := g.ctxFor(ann, melora.ID)
	g.pending, g.work = nil, nil
	g.runAbility(ctx, []Step{s}) // nothing named yet: nothing happens
	g.run()
	if len(g.turnFx) != 0 {
		t.Fatalf("an effect without a name: %+v", g.turnFx)
	}
	g.keepName(ctx, "Lopez")
	g.runAbility(ctx, []Step{s})
	g.run()
	g.place(melora.ID, ZDiscard, 0) // the effect outlives its card
	g.boostNamedSelected([]int{lopez.ID, drone.ID})
	g.boostNamedSelected([]int{lopez.ID}) // selected again by the same dilemma
	st := g.stats(lopez.ID)
	if st.Integrity != 8 || st.Cunning != 7 || st.Strength != 8 || st.Skills.Level("Anthropology") != 1 {
		t.Fatalf("Lopez %d/%d/%d Anthropology %d: want 8/7/8 and 1", st.Integrity, st.Cunning, st.Strength, st.Skills.Level("Anthropology"))
	}
	if st := g.stats(drone.ID); st.Skills.Level("Anthropology") != 0 {
		t.Errorf("a personnel of another title is boosted")
	}
	g.endTimed("dilemma")
	if st := g.stats(lopez.ID); st.Integrity != 6 || st.Skills.Level("Anthropology") != 0 {
		t.Fatalf("the boost outlasts its dilemma")
	}
	g.boostNamedSelected([]int{lopez.ID}) // the next dilemma of the attempt
	if st := g.stats(lopez.ID); st.Integrity != 8 {
		t.Errorf("no boost at the next dilemma: Integrity %d", st.Integrity)
	}
	g.endTimed("attempt", "dilemma")
	g.boostNamedSelected([]int{lopez.ID})
	if st := g.stats(lopez.ID); st.Integrity != 6 {
		t.Errorf("the effect outlasts the attempt: Integrity %d", st.Integrity)
	}
}
