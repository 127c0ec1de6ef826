package game

import "slices"

// Amounts a dilemma reads from its own attempt: the staffing icons of the
// ship whose crew faces it (as many personnel as that ship has staffing
// icons: Duty Schedule, 24V003), and how much of the skill named for it
// the facing personnel have, levels added (In-Fighting, 16V006). Registered
// here, beside the registry's own tables, as entries like any other.

// Amounts measured on the attempt facing the dilemma.
const (
	// AmountShipStaffing: the staffing icons of this ship (Ruling:
	// Dilemmas Affecting Ships: the ship the facing personnel are
	// aboard); with the crews of several ships attempting, the most
	// among them, as the ship-staffing condition is met by one of them;
	// at a planet there is no ship: 0.
	AmountShipStaffing = "ship-staffing-icons"
	// AmountNamedSkill: the levels of the skill named for this dilemma
	// the facing personnel have together, counted as requirements count
	// skills (Rulebook: Checking Mission Requirements — two personnel
	// with Diplomacy give 2 Diplomacy); 0 when nothing was named (Ruling:
	// Dilemmas With Conditional Requirements).
	AmountNamedSkill = "named-skill"
)

func init() {
	for name, e := range map[string]amountEntry{
		AmountShipStaffing: {
			doc:     "the staffing icons of the ship whose crew faces the dilemma (with several, the most among them; none at a planet)",
			example: "many: {is: ship-staffing-icons}",
			value: func(g *Game, _ *Amount, _ fxCtx, _ []int) int {
				n := 0
				if a := g.attempt; a != nil {
					for _, s := range a.ships {
						n = max(n, len(g.cards[s].Card.Staffing))
					}
				}
				return n
			},
			text: func(*Amount) string { return "the number of staffing icons on your ship" },
		},
		AmountNamedSkill: {
			doc:     "how much of the skill named for this dilemma the personnel facing it have together (levels added up, as requirements count them)",
			example: "amount: {is: named-skill}",
			value: func(g *Game, _ *Amount, _ fxCtx, _ []int) int {
				a := g.attempt
				if a == nil || a.special.named == "" {
					return 0
				}
				k, n := SkillIndex(a.special.named), 0
				if k < 0 {
					return 0
				}
				for _, id := range a.personnel {
					s := g.stats(id)
					n += int(s.Skills[k])
				}
				return n
			},
			text: func(*Amount) string { return "the named skill's total among the personnel facing it" },
		},
	} {
		e.fields = append(slices.Clone(e.fields), amountCommonFields...)
		amountRegistry[name] = &e
	}
}

// hasNamedSkill reports whether personnel id has the skill named for the
// dilemma being faced (none named: nobody has it).
func (g *Game) hasNamedSkill(id int) bool {
	a := g.attempt
	if a == nil || a.special.named == "" {
		return false
	}
	k := SkillIndex(a.special.named)
	if k < 0 {
		return false
	}
	s := g.stats(id)
	return s.Skills[k] > 0
}
