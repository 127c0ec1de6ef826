package game

import (
	"fmt"
	"strings"
)

// Filter fields read from a card's printed facts that older fields did
// not cover: what a mission is worth ("a mission worth 40 or more points":
// Slightly Overbooked, 17V011), which quadrant it lies in ("a [DQ]
// mission": Kohlar, Pilgrim Commander, 17V070), and how many skill dots a
// personnel has ("a personnel with three or fewer skill dots": Spatial
// Interphase, 17V012).
//
// The points are the printed ones, as attempting-worth reads them: a
// count that decides a dilemma's cost or a modifier's condition may not
// read what modifiers change. A skill dot is one listed skill, whatever
// its level (the dots printed beside the skill box).

// quadrants are the quadrant words the pool's missions carry.
var quadrants = map[string]string{"alpha": "AQ", "gamma": "GQ", "delta": "DQ"}

// validatePrinted checks the printed-fact fields at load.
func (f *Filter) validatePrinted() error {
	if f.Quadrant != "" {
		if _, ok := quadrants[f.Quadrant]; !ok {
			return fmt.Errorf("filter: quadrant must be alpha, gamma or delta, not %q", f.Quadrant)
		}
	}
	if f.PointsAtLeast != nil && *f.PointsAtLeast < 0 {
		return fmt.Errorf("filter: points_at_least must not be negative")
	}
	if f.SkillDotsAtMost != nil && *f.SkillDotsAtMost < 0 {
		return fmt.Errorf("filter: skill_dots_at_most must not be negative")
	}
	if f.StaffingAtLeast != nil && *f.StaffingAtLeast < 1 {
		return fmt.Errorf("filter: staffing_at_least must be 1 or more")
	}
	return nil
}

// printedOK reports whether c's printed facts pass these fields. A card
// that is not a mission has no points and no quadrant.
func (f *Filter) printedOK(c *Card) bool {
	switch {
	case f.PointsAtLeast != nil && (c.Type != Mission || c.Points < *f.PointsAtLeast),
		f.Quadrant != "" && (c.Type != Mission || !strings.EqualFold(c.Quadrant, f.Quadrant)),
		f.SkillDotsAtMost != nil && len(c.Skills) > *f.SkillDotsAtMost,
		f.RequiresNoSkill && (c.Type != Dilemma || dilemmaRequiresSkill(c)),
		!f.staffingOK(c):
		return false
	}
	return true
}

// printedPre words the fields that come before the noun ("[DQ]").
func (f *Filter) printedPre() []string {
	if f.Quadrant == "" {
		return nil
	}
	return []string{"[" + quadrants[f.Quadrant] + "]"}
}

// printedPost words the fields that come after the noun.
func (f *Filter) printedPost() []string {
	var out []string
	if f.PointsAtLeast != nil {
		out = append(out, fmt.Sprintf("worth %d or more points", *f.PointsAtLeast))
	}
	if f.SkillDotsAtMost != nil {
		out = append(out, fmt.Sprintf("with %d or fewer skill dots", *f.SkillDotsAtMost))
	}
	if f.RequiresNoSkill {
		out = append(out, "that requires no skill")
	}
	return out
}
