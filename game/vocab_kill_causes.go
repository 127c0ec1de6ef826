package game

import (
	"fmt"
	"slices"
)

// Causes narrows a kill trigger to the ways the kill came about
// ("killed by a dilemma, in combat, or in an engagement": Harana, 2C149):
// "dilemma" when a dilemma kills, "combat" when the kill happens while a
// combat is being resolved (its result or the text answering its win),
// "engagement" while an engagement is (Rulebook: Combat, Engagements).
// The kill sites set the trigger's Combat and Engagement (fightCauses).

// Kill causes an ability's causes may list.
const (
	CauseDilemma    = "dilemma"
	CauseCombat     = "combat"
	CauseEngagement = "engagement"
)

// causeWords words each cause, in the order they are written.
var causeWords = []struct{ cause, words string }{
	{CauseDilemma, "by a dilemma"},
	{CauseCombat, "in combat"},
	{CauseEngagement, "in an engagement"},
}

// fightCauses reports whether a kill happening now happens in a combat
// being resolved, or in an engagement under way (not prevented).
func (g *Game) fightCauses() (combat, engagement bool) {
	return len(g.combatGroup) > 0, g.engagement != nil && !g.engagement.prevented
}

// causesMatch reports whether trigger t came about one of the ways a
// lists (any way when it lists none).
func causesMatch(a *Ability, t *Trigger) bool {
	if len(a.Causes) == 0 {
		return true
	}
	return slices.Contains(a.Causes, CauseDilemma) && t.Dilemma ||
		slices.Contains(a.Causes, CauseCombat) && t.Combat ||
		slices.Contains(a.Causes, CauseEngagement) && t.Engagement
}

// causesText words an ability's causes: " by a dilemma, in combat, or in
// an engagement".
func causesText(causes []string) string {
	var parts []string
	for _, w := range causeWords {
		if slices.Contains(causes, w.cause) {
			parts = append(parts, w.words)
		}
	}
	return " " + joinOr(parts)
}

// validateCauses refuses an unknown cause, a repeated one, and causes
// beside by_dilemma (which says one of them).
func validateCauses(a *Ability) error {
	if len(a.Causes) > 0 && a.ByDilemma {
		return fmt.Errorf("causes and by_dilemma together: list dilemma among the causes")
	}
	for i, c := range a.Causes {
		if !slices.ContainsFunc(causeWords, func(w struct{ cause, words string }) bool { return w.cause == c }) {
			return fmt.Errorf("unknown cause %q (dilemma, combat, engagement)", c)
		}
		if slices.Contains(a.Causes[:i], c) {
			return fmt.Errorf("cause %q listed twice", c)
		}
	}
	return nil
}
