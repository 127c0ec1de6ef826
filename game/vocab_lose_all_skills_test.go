package game

import (
	"slices"
	"testing"
)

// TestEachPresentTargets: to: each-present reaches every personnel of the
// player's present with the card (the card itself too when it matches),
// not those elsewhere (Glossary: present).
func TestEachPresentTargets(t *testing.T) {
	cases := []struct {
		name   string
		target *Filter
		want   []string
	}{
		{"all present, Kahmis included", nil, []string{"Dokar", "Dokar", "Kahmis", "Kroval"}},
		{"filtered", &Filter{Title: "Dokar"}, []string{"Dokar", "Dokar"}},
		{"Vorax is elsewhere", &Filter{Title: "Vorax"}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, sflPosition)
			k := find(t, g, "Kahmis")
			s := Step{Do: DoLoseAllSkills, Until: "dilemma", To: timedToEachPresent, Target: tc.target}
			if err := validateTimed(&s); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, id := range g.timedTargets(g.ctxFor(0, k.ID), &s) {
				got = append(got, g.cards[id].Card.Title)
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("targets %q, want %q", got, tc.want)
			}
		})
	}
}

// TestLoseAllSkillsUntilEnd: each target loses every skill, nobody
// choosing, until the period ends; then its skills are back (Glossary:
// modifications; Tokath, Keeping the Peace, 26V050).
func TestLoseAllSkillsUntilEnd(t *testing.T) {
	g := startScenario(t, sflPosition)
	k := find(t, g, "Kahmis")
	v := find(t, g, "Vorax")
	g.pending = nil
	registry[DoLoseAllSkills].run(g, g.ctxFor(0, k.ID), Step{Do: DoLoseAllSkills, Until: "dilemma", To: timedToEachPresent})
	if g.pending != nil {
		t.Fatalf("a choice was posed: %+v", g.pending)
	}
	for _, id := range []int{k.ID, find(t, g, "Kroval").ID} {
		if ss := g.skills(id); ss != (SkillSet{}) {
			t.Errorf("%s keeps skills %v", g.cards[id].Card.Title, ss)
		}
	}
	if ss := g.skills(v.ID); ss == (SkillSet{}) {
		t.Errorf("Vorax, elsewhere, lost his skills")
	}
	g.endTimed("dilemma")
	if ss := g.skills(k.ID); ss == (SkillSet{}) {
		t.Errorf("Kahmis has no skill after the dilemma")
	}
}
