package game

import (
	"slices"
	"strings"
	"testing"
)

func skillStats(cunning int, skills ...string) Stats {
	s := Stats{Integrity: 5, Cunning: cunning, Strength: 5}
	for _, k := range skills {
		s.Skills.Add(k, 1)
	}
	return s
}

// Rulebook: Glossary – skills (a personnel uses a skill when it meets a
// requirement with it). With each personnel limited to one skill, a
// requirement naming two skills needs two personnel; levels of the one
// skill used all count; attributes are not skills and still add up.
func TestOneSkillEachMeetsRequirements(t *testing.T) {
	both := skillStats(5, "Engineer", "Medical")
	eng := skillStats(5, "Engineer")
	med := skillStats(5, "Medical")
	two := skillStats(5, "Diplomacy", "Diplomacy", "Law")
	for _, tc := range []struct {
		name, req string
		group     []Stats
		free, one bool
	}{
		{"one personnel with both", "Engineer and Medical", []Stats{both}, true, false},
		{"two personnel", "Engineer and Medical", []Stats{both, eng}, true, true},
		{"two of the same skill only", "Engineer and Medical", []Stats{both, both}, true, true},
		{"two levels of one skill", "2 Diplomacy", []Stats{two}, true, true},
		{"levels and another skill", "2 Diplomacy and Law", []Stats{two}, true, false},
		{"an or: one side", "Engineer and Medical or Medical", []Stats{both}, true, true},
		{"attributes count", "Engineer and Cunning>9", []Stats{both, med}, true, true},
		{"a personnel who has both", "a personnel who has (Engineer and Medical)", []Stats{both, eng}, true, false},
		{"different skills", "3 different skills", []Stats{skillStats(5, "Law", "Honor", "Biology")}, true, false},
		{"different skills, three personnel", "3 different skills", []Stats{both, both, two}, true, true},
	} {
		r, err := ParseRequirements(tc.req)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.MetIn(&ReqCtx{Group: tc.group}); got != tc.free {
			t.Errorf("%s: met without the limit %v, want %v", tc.name, got, tc.free)
		}
		if got := r.MetIn(&ReqCtx{Group: tc.group, OneSkill: true}); got != tc.one {
			t.Errorf("%s: met with one skill each %v, want %v", tc.name, got, tc.one)
		}
	}
}

// Rulebook: Glossary – skills. The ways of meeting a requirement with the
// fewest users of skills: nobody who could be left out is a user, each
// way has other users, and a requirement met by attributes alone needs
// no user.
func TestSkillUsesFewestUsers(t *testing.T) {
	r, _ := ParseRequirements("Engineer and Medical")
	group := []Stats{skillStats(5, "Engineer", "Medical"), skillStats(5, "Engineer"), skillStats(5, "Medical"), skillStats(5, "Law")}
	users := func(w []int8) []int {
		var out []int
		for i, p := range w {
			if p != pickNone {
				out = append(out, i)
			}
		}
		return out
	}
	free := (&ReqCtx{Group: group}).skillUses(r, 6)
	if len(free) != 2 || !slices.Equal(users(free[0]), []int{0}) || !slices.Equal(users(free[1]), []int{1, 2}) {
		t.Fatalf("without the limit: ways %v, want member 0 alone, then members 1 and 2", free)
	}
	one := (&ReqCtx{Group: group, OneSkill: true}).skillUses(r, 6)
	var got [][]int
	for _, w := range one {
		got = append(got, users(w))
		for i, p := range w {
			if p == pickAll {
				t.Fatalf("member %d uses all its skills under the limit", i)
			}
		}
	}
	want := [][]int{{0, 1}, {0, 2}, {1, 2}}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("one skill each: users %v, want %v", got, want)
	}
	if w := one[0]; w[0] != int8(SkillIndex("Medical")) || w[1] != int8(SkillIndex("Engineer")) {
		t.Errorf("first way: picks %v, want Medical for member 0 and Engineer for member 1", w)
	}
	attr, _ := ParseRequirements("Cunning>9")
	if ways := (&ReqCtx{Group: group}).skillUses(attr, 6); len(ways) != 1 || len(users(ways[0])) != 0 {
		t.Errorf("attributes only: ways %v, want one with no user", ways)
	}
	if ways := (&ReqCtx{Group: group[3:]}).skillUses(r, 6); len(ways) != 0 {
		t.Errorf("unmet: ways %v, want none", ways)
	}
}

// Rulebook: Glossary – skills. A skill already used toward this dilemma
// is the only one that personnel brings to its next requirement.
func TestStatsUsingOneSkill(t *testing.T) {
	s := skillStats(5, "Engineer", "Medical", "Medical")
	u := s.using(int8(SkillIndex("Medical")))
	if u.Skills.Level("Medical") != 2 || u.Skills.Level("Engineer") != 0 || u.Cunning != 5 {
		t.Errorf("using Medical: %v, want 2 Medical only and the attributes kept", u.Skills)
	}
	if n := s.using(pickNone); n.Skills != (SkillSet{}) {
		t.Errorf("using none: %v", n.Skills)
	}
}

// Rulebook: Glossary – skills; Damage. stop_on_skill_use filters the
// dilemma faced, so only a dilemma filter loads; its words name the
// dilemmas it answers.
func TestStopOnSkillUseLoadsAndWords(t *testing.T) {
	ok := &Lasting{LastingSkillUse: LastingSkillUse{StopOnSkillUse: &Filter{Type: "dilemma", DamageCard: true}}}
	if err := ok.validate(); err != nil {
		t.Fatalf("a Damage dilemma filter: %v", err)
	}
	if txt := lastingText(ok); !strings.Contains(txt, "a Damage dilemma faced here, that personnel is stopped") {
		t.Errorf("text %q", txt)
	}
	bad := &Lasting{LastingSkillUse: LastingSkillUse{StopOnSkillUse: &Filter{Type: "personnel"}}}
	if err := bad.validate(); err == nil {
		t.Error("a personnel filter loaded")
	}
	one := &Lasting{LastingSkillUse: LastingSkillUse{OneSkill: true}}
	if txt := lastingText(one); !strings.Contains(txt, "only one skill") {
		t.Errorf("one_skill text %q", txt)
	}
}
