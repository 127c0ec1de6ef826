package game

import (
	"slices"
	"testing"
)

// Rulebook: Facing Dilemmas (a dilemma's requirements). Replacing a skill
// rewrites each requirement of it, at any level, as the new skill at the
// level given, in every branch; other skills and attribute totals stay;
// a second swap does not chain through the first's result.
func TestSwapSkillsRewritesRequirements(t *testing.T) {
	cases := []struct {
		req   string
		swaps []skillSwap
		want  string
	}{
		{"2 Diplomacy or Cunning>35", []skillSwap{{"Diplomacy", "Treachery", 2}}, "2 Treachery or Cunning>35"},
		{"Leadership, 3 Officer, and Strength>30", []skillSwap{{"Officer", "Treachery", 2}}, "Leadership, 2 Treachery, and Strength>30"},
		{"Medical or Biology", []skillSwap{{"Security", "Treachery", 2}}, "Medical or Biology"},
		{"Diplomacy and Law", []skillSwap{{"Diplomacy", "Law", 2}, {"Law", "Treachery", 2}}, "2 Law and 2 Treachery"},
	}
	for _, tc := range cases {
		r, err := ParseRequirements(tc.req)
		if err != nil {
			t.Fatal(err)
		}
		got := swapSkills(r, tc.swaps)
		if w := got.Words(); w != tc.want {
			t.Errorf("%q swapped: %q, want %q", tc.req, w, tc.want)
		}
		if r.Words() != tc.req {
			t.Errorf("the original %q was changed to %q", tc.req, r.Words())
		}
	}
}

// The skills a dilemma's requirements name are those of its "unless"
// requirements and its conditions' requirements, not those its
// selections read; the verb is possible only while such a dilemma is
// faced by the performer's personnel.
func TestDilemmaReqSkills(t *testing.T) {
	lib := testLib(t)
	sokath := lib.Lookup("Sokath, His Eyes Uncovered!")
	triage := lib.Lookup("Triage")
	if sokath == nil || triage == nil {
		t.Fatal("cards missing")
	}
	if got := dilemmaReqSkills(sokath); !slices.Equal(got, []string{"Diplomacy"}) {
		t.Errorf("Sokath's requirements name %v, want [Diplomacy]", got)
	}
	if got := dilemmaReqSkills(triage); len(got) != 0 {
		t.Errorf("Triage (a selection by skill, no requirement) names %v, want none", got)
	}
	for _, bad := range []Step{
		{Do: DoReplaceDilemmaSkill, Skill: "Juggling", Amount: 2},
		{Do: DoReplaceDilemmaSkill, Skill: "Treachery"},
	} {
		if err := validateSteps([]Step{bad}); err == nil {
			t.Errorf("%+v validated", bad)
		}
	}
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	if registry[DoReplaceDilemmaSkill].possible(g, fxCtx{p: ann}, &Step{Skill: "Treachery", Amount: 2}) {
		t.Error("possible with no dilemma faced")
	}
}
