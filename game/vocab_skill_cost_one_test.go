package game

import (
	"strings"
	"testing"
)

// A skills cost naming one skill (Glossary: skills — a cost to use a
// skill) leaves only that skill out while unpaid; a cost for all skills
// leaves them all out; a load names a wrong skill or a missing cost.
func TestSkillsCostOneSkill(t *testing.T) {
	t.Run("validation", func(t *testing.T) {
		for _, tc := range []struct {
			m    Modifier
			want string
		}{
			{Modifier{To: ToAtMission, SkillsCost: 1, SkillsCostOf: "Treachery"}, ""},
			{Modifier{To: ToAtMission, SkillsCost: 1, SkillsCostOf: "Trickery"}, "unknown skill"},
			{Modifier{To: ToAtMission, SkillsCostOf: "Treachery"}, "needs skills_cost"},
		} {
			err := tc.m.validateSkillsCostOf()
			if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("%+v: got %v, want %q", tc.m, err, tc.want)
			}
		}
	})
	t.Run("words", func(t *testing.T) {
		if w := skillsCostWords(&Modifier{SkillsCost: 1, SkillsCostOf: "Treachery"}); !strings.Contains(w, "its Treachery may be used only") {
			t.Errorf("one skill: %q", w)
		}
		if w := skillsCostWords(&Modifier{SkillsCost: 2}); !strings.Contains(w, "its skills may be used only by discarding 2 cards") {
			t.Errorf("all skills: %q", w)
		}
	})
	t.Run("unpaid skills", func(t *testing.T) {
		g := startScenario(t, `
active: 1
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Sensitive Search
        surface: ["Michael Eddington, Traitor to Starfleet", Lopez, {card: "Sirol, Diplomatic Adversary", controller: 2}]
    deck: [Lopez]
  - missions: [{card: "Romulus, Seat of Power"}]
    deck: [Taul]
`)
		ed, lopez := find(t, g, "Michael Eddington").ID, find(t, g, "Lopez").ID
		left := g.unpaidSkills(ed, g.stats(ed).Skills)
		if left[SkillIndex("Treachery")] != 0 || left[SkillIndex("Programming")] != 1 || left[SkillIndex("Security")] != 1 {
			t.Errorf("only Treachery is left out unpaid: %v", left)
		}
		if g.skillsCost(lopez) != 0 {
			t.Errorf("Lopez has no Treachery: nothing to pay")
		}
		if g.skillsCost(ed) != 1 {
			t.Errorf("Eddington's Treachery costs a card: %d", g.skillsCost(ed))
		}
	})
}
