package game

import "testing"

// Rulebook: Skills — levels of one skill; Staffing Shortage (29V009) asks
// for two levels of any one skill, not two skills.
func TestFilterSkillLevel(t *testing.T) {
	f := &Filter{SkillLevel: 2}
	for _, c := range []struct {
		name string
		set  func(*SkillSet)
		want bool
	}{
		{"none", func(*SkillSet) {}, false},
		{"two skills one level each", func(s *SkillSet) { s.Add("Engineer", 1); s.Add("Physics", 1) }, false},
		{"two levels of one", func(s *SkillSet) { s.Add("Engineer", 2) }, true},
		{"three levels", func(s *SkillSet) { s.Add("Law", 3) }, true},
	} {
		var s SkillSet
		c.set(&s)
		if got := f.skillsOK(&s); got != c.want {
			t.Errorf("%s: skillsOK = %v, want %v", c.name, got, c.want)
		}
	}
	if f.IsZero() || !f.needsStats() {
		t.Error("a skill-level filter sets something and reads stats")
	}
	if got := f.Text("personnel"); got != "personnel who has 2 levels of a skill" {
		t.Errorf("Text = %q", got)
	}
}

// Glossary: actions — a may whose payoff is itself optional is worded as a
// clause of its own, not as "to" (Just Following Orders, 23V008).
func TestThenWords(t *testing.T) {
	plain := []Step{{Do: DoScore, Amount: 5}}
	if got := thenWords(ByOpponent, plain); got != ", to score 5 points" {
		t.Errorf("plain then: %q", got)
	}
	optional := []Step{{Do: DoScore, Amount: 5, May: true}}
	if got := thenWords(ByOpponent, optional); got != "; having done so, your opponent may score 5 points" {
		t.Errorf("optional then: %q", got)
	}
}

// Rulebook: Facing Dilemmas — the standing "cannot gain skills" text is
// found on the dilemma whatever its other steps.
func TestBlocksGains(t *testing.T) {
	if blocksGains(&Card{Effect: []Step{{Do: DoUnless}}}) {
		t.Error("a dilemma without the text blocks gains")
	}
	if !blocksGains(&Card{Effect: []Step{{Do: DoCannotGain}, {Do: DoUnless}}}) {
		t.Error("the text is not found")
	}
}
