package decks

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/stccg/stccg/game"
)

// Stats are a deck's numbers (stccg deck stats): what it is made of, what
// its cards cost, what its personnel know and what its missions are worth.
// Copies count: three copies of a personnel are three personnel.
type Stats struct {
	Draw, Dilemmas, Missions int // cards in each section

	// DrawTypes counts the draw deck by card type, in the order of
	// drawTypes; DilemmaTypes the dilemmas by kind (dual, planet, space).
	DrawTypes    []Tally
	DilemmaTypes []Tally
	// CostCurve[n] is the number of draw-deck cards that cost n (an
	// interrupt, which prints no cost, costs 0: Rulebook: Interrupt);
	// DilemmaCurve the same for the dilemma pile.
	CostCurve, DilemmaCurve []int
	// Affiliations counts the personnel and ships by affiliation, most
	// first.
	Affiliations []Tally
	// Skills totals the skill levels of the personnel, most first.
	Skills []SkillTotal
	// MissionList is the missions in deck order; Points and Span add up
	// their points and spans.
	MissionList  []*game.Card
	Points, Span int
}

// Tally is a count of copies under a name.
type Tally struct {
	Name   string
	Copies int
}

// SkillTotal is one skill across a deck's personnel: its levels added up
// over every copy, and how many personnel copies have it.
type SkillTotal struct {
	Skill             string
	Levels, Personnel int
}

var (
	drawTypes     = []game.CardType{game.Personnel, game.Ship, game.Equipment, game.EventCard, game.Interrupt}
	drawTypeNames = [][2]string{{"personnel", "personnel"}, {"ship", "ships"}, {"equipment", "equipment"}, {"event", "events"}, {"interrupt", "interrupts"}}
)
var dilemmaTypes = []game.DilemmaType{game.DualDilemma, game.PlanetDilemma, game.SpaceDilemma}

// Stats works out the deck's numbers.
func (d *Deck) Stats() Stats {
	s := Stats{Draw: d.Count(DrawDeck), Dilemmas: d.Count(Dilemmas), Missions: d.Count(Missions)}
	types := map[game.CardType]int{}
	kinds := map[game.DilemmaType]int{}
	affs := map[string]int{}
	skills := map[string]*SkillTotal{}
	for _, e := range d.Entries {
		c := e.Card
		switch e.Section {
		case Missions:
			s.MissionList = append(s.MissionList, c)
			s.Points += c.Points * e.Count
			s.Span += c.Span * e.Count
		case Dilemmas:
			kinds[c.DilemmaType] += e.Count
			s.DilemmaCurve = addAt(s.DilemmaCurve, c.CostValue(), e.Count)
		default:
			types[c.Type] += e.Count
			s.CostCurve = addAt(s.CostCurve, c.CostValue(), e.Count)
			if c.Type == game.Personnel || c.Type == game.Ship {
				a := c.Affiliation
				if a == "" {
					a = "none"
				}
				affs[a] += e.Count
			}
			if c.Type == game.Personnel {
				for _, sk := range c.Skills {
					t := skills[sk.Skill]
					if t == nil {
						t = &SkillTotal{Skill: sk.Skill}
						skills[sk.Skill] = t
					}
					t.Levels += sk.Level * e.Count
					t.Personnel += e.Count
				}
			}
		}
	}
	for i, t := range drawTypes {
		if types[t] > 0 {
			s.DrawTypes = append(s.DrawTypes, Tally{plural(types[t], drawTypeNames[i][0], drawTypeNames[i][1]), types[t]})
		}
	}
	for _, k := range dilemmaTypes {
		if kinds[k] > 0 {
			s.DilemmaTypes = append(s.DilemmaTypes, Tally{string(k), kinds[k]})
		}
	}
	for a, n := range affs {
		s.Affiliations = append(s.Affiliations, Tally{a, n})
	}
	sort.Slice(s.Affiliations, func(i, j int) bool {
		a, b := s.Affiliations[i], s.Affiliations[j]
		return a.Copies > b.Copies || (a.Copies == b.Copies && a.Name < b.Name)
	})
	for _, t := range skills {
		s.Skills = append(s.Skills, *t)
	}
	sort.Slice(s.Skills, func(i, j int) bool {
		a, b := s.Skills[i], s.Skills[j]
		return a.Levels > b.Levels || (a.Levels == b.Levels && a.Skill < b.Skill)
	})
	return s
}

// addAt adds n at index i of curve, growing it as needed.
func addAt(curve []int, i, n int) []int {
	if i < 0 {
		i = 0
	}
	for len(curve) <= i {
		curve = append(curve, 0)
	}
	curve[i] += n
	return curve
}

// Write prints the numbers, a few lines a part.
func (s Stats) Write(w io.Writer) {
	fmt.Fprintf(w, "Draw deck: %d cards: %s\n", s.Draw, tallies(s.DrawTypes))
	fmt.Fprintf(w, "  cost curve:\n")
	writeCurve(w, s.CostCurve)
	if len(s.Affiliations) > 0 {
		fmt.Fprintf(w, "  personnel and ships by affiliation: %s\n", tallies(s.Affiliations))
	}
	if len(s.Skills) > 0 {
		parts := make([]string, len(s.Skills))
		for i, t := range s.Skills {
			parts[i] = fmt.Sprintf("%s %d (%d)", t.Skill, t.Levels, t.Personnel)
		}
		fmt.Fprintf(w, "  personnel skills, levels (personnel): %s\n", strings.Join(parts, ", "))
	}
	fmt.Fprintf(w, "Dilemma pile: %d dilemmas: %s\n", s.Dilemmas, tallies(s.DilemmaTypes))
	fmt.Fprintf(w, "  cost curve:\n")
	writeCurve(w, s.DilemmaCurve)
	fmt.Fprintf(w, "Missions: %d, %d points, span %d\n", s.Missions, s.Points, s.Span)
	for _, m := range s.MissionList {
		if m.IsHQ() {
			fmt.Fprintf(w, "  %s: headquarters\n", m.DeckName())
			continue
		}
		fmt.Fprintf(w, "  %s: %s, %d points, span %d\n", m.DeckName(), m.MissionType, m.Points, m.Span)
	}
}

// tallies is "26 personnel, 4 ship".
func tallies(ts []Tally) string {
	if len(ts) == 0 {
		return "none"
	}
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = fmt.Sprintf("%d %s", t.Copies, t.Name)
	}
	return strings.Join(parts, ", ")
}

// writeCurve prints one line per cost: the cost, a bar and the count.
func writeCurve(w io.Writer, curve []int) {
	for cost, n := range curve {
		fmt.Fprintf(w, "    %2d  %-20s %d\n", cost, strings.Repeat("#", min(n, 20)), n)
	}
}
