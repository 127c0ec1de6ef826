package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Skills are the 23 skills of 2E.
var skillNames = [...]string{"Acquisition", "Anthropology", "Archaeology", "Astrometrics", "Biology",
	"Diplomacy", "Engineer", "Exobiology", "Geology", "Honor", "Intelligence", "Law", "Leadership",
	"Medical", "Navigation", "Officer", "Physics", "Programming", "Science", "Security", "Telepathy",
	"Transporters", "Treachery"}

// NumSkills is the number of skills in the game.
const NumSkills = len(skillNames)

// SkillSet holds a level for each skill, indexed by SkillIndex. An array,
// not a map, because requirement checks run on every decision.
type SkillSet [NumSkills]int

// SkillIndex returns the index of skill s, or -1 if s is not a skill.
// skillNames is in alphabetical order, so a binary search finds it.
func SkillIndex(s string) int {
	if i, ok := slices.BinarySearch(skillNames[:], s); ok {
		return i
	}
	return -1
}

// Level returns the level of skill s.
func (ss SkillSet) Level(s string) int {
	if i := SkillIndex(s); i >= 0 {
		return ss[i]
	}
	return 0
}

// Add adds levels of skill s; unknown skills are ignored.
func (ss *SkillSet) Add(s string, levels int) {
	if i := SkillIndex(s); i >= 0 {
		ss[i] += levels
	}
}

// IsSkill reports whether s is one of the 23 skills.
func IsSkill(s string) bool { return SkillIndex(s) >= 0 }

// Skills returns the 23 skills in alphabetical order.
func Skills() []string { return append([]string(nil), skillNames[:]...) }

// Attributes of personnel.
const (
	Integrity = "Integrity"
	Cunning   = "Cunning"
	Strength  = "Strength"
)

// ReqKind is the kind of a requirement node.
type ReqKind int

const (
	ReqAnd   ReqKind = iota // all children
	ReqOr                   // any child
	ReqSkill                // Level or more of Skill, summed over the group
	ReqAttr                 // Attr total strictly greater than Over
	ReqOne                  // one personnel alone meets Children[0]
)

// Req is a requirement tree, parsed once from text such as
// "Transporters and (Engineer, Physics, and Integrity>29 or Acquisition,
// Treachery, and Cunning>31)". Rulebook: Checking Mission Requirements.
type Req struct {
	Kind     ReqKind
	Children []*Req
	Skill    string
	skill    int // SkillIndex(Skill)
	Level    int
	Attr     string
	Over     int
}

// Stats is what a requirement reads from one personnel: skill levels and
// attributes after every modifier.
type Stats struct {
	Skills    SkillSet
	Integrity int
	Cunning   int
	Strength  int
}

func (s *Stats) attr(a string) int {
	switch a {
	case Integrity:
		return s.Integrity
	case Cunning:
		return s.Cunning
	default:
		return s.Strength
	}
}

// Met reports whether the group meets the requirement. The same personnel
// may provide several skills; attribute totals sum every member
// (Rulebook: Checking Mission Requirements; Important game terms – Skills).
func (r *Req) Met(group []Stats) bool {
	switch r.Kind {
	case ReqAnd:
		for _, c := range r.Children {
			if !c.Met(group) {
				return false
			}
		}
		return true
	case ReqOr:
		for _, c := range r.Children {
			if c.Met(group) {
				return true
			}
		}
		return false
	case ReqSkill:
		n := 0
		for i := range group { // by index: a Stats is too big to copy per member
			n += group[i].Skills[r.skill]
		}
		return n >= r.Level
	case ReqAttr:
		n := 0
		for i := range group {
			n += group[i].attr(r.Attr)
		}
		return n > r.Over
	case ReqOne:
		for _, s := range group {
			if r.Children[0].Met([]Stats{s}) {
				return true
			}
		}
		return false
	}
	return false
}

// MetBy reports whether one personnel alone meets the requirement.
func (r *Req) MetBy(s Stats) bool { return r.Met([]Stats{s}) }

// Skills lists every skill the tree names.
func (r *Req) SkillsNamed() []string {
	var out []string
	var walk func(*Req)
	walk = func(n *Req) {
		if n.Kind == ReqSkill {
			out = append(out, n.Skill)
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(r)
	return out
}

// String renders the tree in the printed style it was parsed from.
func (r *Req) String() string { return r.render(false) }

func (r *Req) render(nested bool) string {
	switch r.Kind {
	case ReqSkill:
		if r.Level > 1 {
			return fmt.Sprintf("%d %s", r.Level, r.Skill)
		}
		return r.Skill
	case ReqAttr:
		return fmt.Sprintf("%s>%d", r.Attr, r.Over)
	case ReqOne:
		if c := r.Children[0]; c.Kind == ReqAnd || c.Kind == ReqOr {
			return "a personnel who has (" + c.render(false) + ")"
		}
		return "a personnel who has " + r.Children[0].render(true)
	case ReqOr:
		parts := make([]string, len(r.Children))
		for i, c := range r.Children {
			parts[i] = c.render(false)
		}
		s := strings.Join(parts, " or ")
		if nested {
			return "(" + s + ")"
		}
		return s
	default: // ReqAnd
		parts := make([]string, len(r.Children))
		for i, c := range r.Children {
			parts[i] = c.render(true)
		}
		switch len(parts) {
		case 1:
			return parts[0]
		case 2:
			return parts[0] + " and " + parts[1]
		}
		return strings.Join(parts[:len(parts)-1], ", ") + ", and " + parts[len(parts)-1]
	}
}

// ParseRequirements parses requirement text. Grammar ("or" binds loosest):
//
//	expr := all ("or" all)*
//	all  := term (("," ["and"] | "and") term)*
//	term := "(" expr ")" | [N] Skill | Attr ">" N | "a personnel who has" term
func ParseRequirements(text string) (*Req, error) {
	p := &reqParser{toks: tokenizeReq(text), src: text}
	r, err := p.expr()
	if err != nil {
		return nil, err
	}
	if p.pos < len(p.toks) {
		return nil, fmt.Errorf("requirements %q: unexpected %q", text, p.toks[p.pos])
	}
	return r, nil
}

func tokenizeReq(s string) []string {
	var toks []string
	cur := strings.Builder{}
	flush := func() {
		if cur.Len() > 0 {
			toks = append(toks, cur.String())
			cur.Reset()
		}
	}
	for _, ch := range s {
		switch ch {
		case '(', ')', ',', '>':
			flush()
			toks = append(toks, string(ch))
		case ' ', '\t', '\n':
			flush()
		default:
			cur.WriteRune(ch)
		}
	}
	flush()
	return toks
}

type reqParser struct {
	toks []string
	pos  int
	src  string
}

func (p *reqParser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return ""
}

func (p *reqParser) next() string { t := p.peek(); p.pos++; return t }

func (p *reqParser) errf(format string, a ...any) error {
	return fmt.Errorf("requirements %q: %s", p.src, fmt.Sprintf(format, a...))
}

func (p *reqParser) expr() (*Req, error) {
	first, err := p.all()
	if err != nil {
		return nil, err
	}
	kids := []*Req{first}
	for p.peek() == "or" {
		p.next()
		r, err := p.all()
		if err != nil {
			return nil, err
		}
		kids = append(kids, r)
	}
	if len(kids) == 1 {
		return first, nil
	}
	return &Req{Kind: ReqOr, Children: kids}, nil
}

func (p *reqParser) all() (*Req, error) {
	t, err := p.term()
	if err != nil {
		return nil, err
	}
	kids := []*Req{t}
	for {
		switch p.peek() {
		case ",":
			p.next()
			if p.peek() == "and" {
				p.next()
			}
		case "and":
			p.next()
		default:
			if len(kids) == 1 {
				return kids[0], nil
			}
			return &Req{Kind: ReqAnd, Children: kids}, nil
		}
		t, err := p.term()
		if err != nil {
			return nil, err
		}
		kids = append(kids, t)
	}
}

func (p *reqParser) term() (*Req, error) {
	t := p.next()
	switch {
	case t == "":
		return nil, p.errf("ends too early")
	case t == "(":
		r, err := p.expr()
		if err != nil {
			return nil, err
		}
		if p.next() != ")" {
			return nil, p.errf("missing )")
		}
		return r, nil
	case t == "a" && p.peek() == "personnel":
		p.next()
		if p.next() != "who" || p.next() != "has" {
			return nil, p.errf("expected \"a personnel who has\"")
		}
		inner, err := p.term()
		if err != nil {
			return nil, err
		}
		return &Req{Kind: ReqOne, Children: []*Req{inner}}, nil
	case t == Integrity || t == Cunning || t == Strength:
		if p.next() != ">" {
			return nil, p.errf("expected > after %s", t)
		}
		n, err := strconv.Atoi(p.next())
		if err != nil {
			return nil, p.errf("expected a number after %s>", t)
		}
		return &Req{Kind: ReqAttr, Attr: t, Over: n}, nil
	}
	level := 1
	if n, err := strconv.Atoi(t); err == nil {
		if n < 1 {
			return nil, p.errf("a skill level must be 1 or more, not %d", n)
		}
		level = n
		t = p.next()
	}
	if !IsSkill(t) {
		return nil, p.errf("unknown skill %q", t)
	}
	return &Req{Kind: ReqSkill, Skill: t, skill: SkillIndex(t), Level: level}, nil
}
