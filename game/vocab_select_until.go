package game

import (
	"fmt"
	"strings"
)

// Random selections repeated until something is reached: "randomly select
// personnel until their total cost is 6 or more" (Miner Revolt, 17V008),
// "... until their total number of skill dots is 8 or more" (Inquest,
// 29V007), "randomly select a personnel; repeat this until you select one
// of a different species than the first" (Intimidation, 26V004).
//
// Picking at random one at a time without putting back is the same as
// shuffling the candidates once and taking the shortest run from the top
// that reaches the goal; so the repeated selection is one random
// selection of that run, one action (Rulebook: Facing Dilemmas – several
// personnel affected by one action), and "when ... randomly selected"
// answers it once. When every candidate is picked without reaching the
// goal, all of them are selected: nobody is left to pick.

// RepeatUntil is the goal of a repeated random selection: a total of a
// measure over the picked (Total, AtLeast), or a pick that differs from
// the first in a characteristic (Differs).
type RepeatUntil struct {
	// Total: what is added up over the picked: cost (printed) or
	// skill-dots (listed skills, one dot each whatever the level).
	Total   string `yaml:"total,omitempty" json:"total,omitempty"`
	AtLeast int    `yaml:"at_least,omitempty" json:"at_least,omitempty"`
	// Differs: species: until a pick's species differs from the first
	// pick's.
	Differs string `yaml:"differs,omitempty" json:"differs,omitempty"`
}

// Measures a repeated selection may total.
const (
	UntilCost      = "cost"
	UntilSkillDots = "skill-dots"
)

func (r *RepeatUntil) validate(s *Step) error {
	if r == nil {
		return nil
	}
	if s.By != ByRandom {
		return fmt.Errorf("repeat_until: only a random selection repeats, not by %q", s.By)
	}
	if s.Many != nil || s.Count > 1 || s.UpTo {
		return fmt.Errorf("repeat_until: the goal decides how many; count, many and up_to do not apply")
	}
	switch {
	case r.Total != "" && r.Differs != "":
		return fmt.Errorf("repeat_until: total or differs, not both")
	case r.Total == UntilCost || r.Total == UntilSkillDots:
		if r.AtLeast < 1 {
			return fmt.Errorf("repeat_until: a total needs at_least 1 or more")
		}
	case r.Total != "":
		return fmt.Errorf("repeat_until: total must be %s or %s, not %q", UntilCost, UntilSkillDots, r.Total)
	case r.Differs == SameSpecies:
		if r.AtLeast != 0 {
			return fmt.Errorf("repeat_until: at_least belongs to a total")
		}
	default:
		return fmt.Errorf("repeat_until: needs total (%s, %s) or differs (%s)", UntilCost, UntilSkillDots, SameSpecies)
	}
	return nil
}

// goalText words the goal: "their total cost is 6 or more".
func (r *RepeatUntil) goalText() string {
	switch {
	case r.Total == UntilCost:
		return fmt.Sprintf("their total cost is %d or more", r.AtLeast)
	case r.Total == UntilSkillDots:
		return fmt.Sprintf("their total number of skill dots is %d or more", r.AtLeast)
	}
	return "one of a different " + r.Differs + " than the first is picked"
}

// repeatUntilText words a repeated selection and what befalls the picked.
func repeatUntilText(s Step) string {
	noun := s.Filter.Text("personnel")
	if len(s.Skills) > 0 {
		noun += " with " + strings.Join(s.Skills, " or ")
	}
	t := "pick " + noun + " at random, one at a time, until " + s.RepeatUntil.goalText() + " (or none is left)"
	if s.Outcome != "" {
		verb, rest := outcomeWords(s.Outcome)
		t += ", then " + verb + " every personnel picked" + rest
	}
	return t
}

// repeatUntilCount is how many of order, the candidates in the order they
// are picked, the selection takes: the shortest run from the first that
// reaches the goal, or all of them.
func (g *Game) repeatUntilCount(r *RepeatUntil, order []int) int {
	total := 0
	for i, id := range order {
		c := g.cards[id].Card
		switch r.Total {
		case UntilCost:
			total += c.CostValue()
		case UntilSkillDots:
			total += len(c.Skills)
		}
		if r.Total != "" && total >= r.AtLeast {
			return i + 1
		}
		if r.Differs != "" && i > 0 && characteristic(c, r.Differs) != characteristic(g.cards[order[0]].Card, r.Differs) {
			return i + 1
		}
	}
	return len(order)
}
