package game

import "fmt"

// A dilemma left lying on a mission whose lasting effect reaches the
// personnel who have the skill a player named for it (The Clown: Bitter
// Medicine, 5P002: the owner names a skill, and while the dilemma lies
// on the mission, until it returns at the end of the turn, each of the
// facing player's personnel with that skill has lower attributes).
// "Your" in that text is the player who faced it: whoever commands the
// mission it lies on (vocab_dilemma_placed.go); "each of your personnel"
// is every one of them in play, not only those at that mission. The
// skill is read as the personnel has it now (a skill gained counts, one
// lost does not): the first layer of skills, as any modifier that picks
// its targets by skill (rules_stats.go). Rulebook: Facing Dilemmas (a
// dilemma told where to go is not overcome); Glossary: modifications.

// LastingNamed is embedded in Lasting (its fields are Lasting's own in
// YAML).
type LastingNamed struct {
	// NamedAttributes: each of that player's personnel who has the skill
	// named for this dilemma is attributes this much (negative: less).
	NamedAttributes int `yaml:"named_attributes,omitempty" json:"named_attributes,omitempty"`
}

// text words these effects for lastingText.
func (l *LastingNamed) text() []string {
	if l.NamedAttributes == 0 {
		return nil
	}
	return []string{fmt.Sprintf("each of your personnel who has the skill named for it is attributes %+d", l.NamedAttributes)}
}

// noteNamedFor remembers the skill named for dilemma d beyond the attempt
// (a.special.named lasts only while it is faced): its lasting effect
// reads it for as long as it lies where its text placed it.
func (g *Game) noteNamedFor(d int, skill string) {
	if d == 0 || lastingOf(g.cards[d].Card) == nil {
		return
	}
	if g.namedFor == nil {
		g.namedFor = map[int]string{}
	}
	g.namedFor[d] = skill
}

// applyNamedLasting changes personnel id's attributes for each dilemma
// lying on a mission its controller commands whose lasting effect reaches
// the personnel with the skill named for it; skills are id's first layer.
func (g *Game) applyNamedLasting(id int, s *Stats, skills *SkillSet) {
	c := g.cards[id]
	if c.Card.Type != Personnel || !c.Zone.InPlay() {
		return
	}
	for d, skill := range g.namedFor {
		dc := g.cards[d]
		l := lastingOf(dc.Card)
		if l == nil || l.NamedAttributes == 0 || dc.Zone != ZOnMission || g.cards[dc.Where].Controller != c.Controller {
			continue
		}
		if k := SkillIndex(skill); k >= 0 && skills[k] > 0 {
			s.Integrity += l.NamedAttributes
			s.Cunning += l.NamedAttributes
			s.Strength += l.NamedAttributes
		}
	}
}
