package game

import "fmt"

// ModAmount counts how much a modifier gives: its numbers are multiplied by
// the count ("for each ...", "the span of that mission").
type ModAmount struct {
	// Is names what is counted (the Per* constants).
	Is string `yaml:"is" json:"is"`
	// Of: the cards counted (PerDifferentPresent).
	Of *Filter `yaml:"of,omitempty" json:"of,omitempty"`
	// Limit caps the count (0: no cap).
	Limit int `yaml:"limit,omitempty" json:"limit,omitempty"`
}

// What an amount counts.
const (
	// PerDilemmaCost: the cost of the dilemma the source faces (its
	// printed cost: Rulebook: Paying costs).
	PerDilemmaCost = "dilemma-cost"
	// PerMissionSpan: the span of the mission the source attempts.
	PerMissionSpan = "mission-span"
	// PerDifferentPresent: the different cards (by title: Rulebook:
	// Uniqueness) matching Of present with the source.
	PerDifferentPresent = "different-present"
)

func (a *ModAmount) validate() error {
	switch a.Is {
	case PerDilemmaCost, PerMissionSpan:
	case PerDifferentPresent:
		if err := validateModFilter(a.Of); err != nil {
			return err
		}
	default:
		return fmt.Errorf("per: unknown amount %q", a.Is)
	}
	if a.Limit < 0 {
		return fmt.Errorf("per: a limit cannot be negative")
	}
	return nil
}

// amount is modifier m's multiplier for source src now: 1 without Per.
func (g *Game) amount(src int, m *Modifier) int {
	a := m.Per
	if a == nil {
		return 1
	}
	n := 0
	switch a.Is {
	case PerDilemmaCost:
		if at := g.attempt; at != nil && at.dilemma != 0 {
			n = g.cards[at.dilemma].Card.CostValue()
		}
	case PerMissionSpan:
		if at := g.attempt; at != nil {
			n = g.cards[at.mission].Card.Span
		}
	case PerDifferentPresent:
		n = g.differentPresent(src, a.Of)
	}
	if a.Limit > 0 {
		n = min(n, a.Limit)
	}
	return n
}

// differentPresent counts the different titles among the cards present
// with src that f matches and src's controller may consider.
func (g *Game) differentPresent(src int, f *Filter) int {
	me := g.cards[src].Controller
	var seen [16]string
	titles := seen[:0]
	for _, x := range g.presentPool(src) {
		if x == src || !g.considers(me, x) || (f != nil && !g.modMatches(f, x, nil)) {
			continue
		}
		key := g.cards[x].Card.titleKey
		dup := false
		for _, t := range titles {
			dup = dup || t == key
		}
		if !dup {
			titles = append(titles, key)
		}
	}
	return len(titles)
}

// text words what X counts.
func (a *ModAmount) text() string {
	var s string
	switch a.Is {
	case PerDilemmaCost:
		s = "the cost of the dilemma faced"
	case PerMissionSpan:
		s = "the span of the mission being attempted"
	case PerDifferentPresent:
		n := "card"
		if a.Of != nil {
			n = a.Of.Text(n)
		}
		s = "the number of different " + pluralNouns(n) + " present"
	}
	if a.Limit > 0 {
		s += fmt.Sprintf(" (at most %d)", a.Limit)
	}
	return s
}
