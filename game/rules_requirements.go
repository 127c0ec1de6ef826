package game

import (
	"fmt"
	"strconv"
	"strings"
)

// Skills are the 23 skills of 2E.
var skillNames = [...]string{"Acquisition", "Anthropology", "Archaeology", "Astrometrics", "Biology",
	"Diplomacy", "Engineer", "Exobiology", "Geology", "Honor", "Intelligence", "Law", "Leadership",
	"Medical", "Navigation", "Officer", "Physics", "Programming", "Science", "Security", "Telepathy",
	"Transporters", "Treachery"}

// maxSkillLevel is the highest level of one skill a card may print (no
// card prints more than 3); levels are held as int16 (SkillSet).
const maxSkillLevel = 9

// NumSkills is the number of skills in the game.
const NumSkills = len(skillNames)

// SkillSet holds a level for each skill, indexed by SkillIndex. An array,
// not a map, because requirement checks run on every decision; of small
// numbers, because personnel's stats are copied and cleared by the
// thousand per game (a level is a few units; sums over a group are
// taken in int).
type SkillSet [NumSkills]int16

// SkillIndex returns the index of skill s, or -1 if s is not a skill.
// Filters and bots name skills by string thousands of times a game, so
// only the skills sharing s's first letter (at most three) are compared:
// a binary search over the 23 names was about 1.5% of a basic bot game's
// CPU.
func SkillIndex(s string) int {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return -1
	}
	for i := int(skillsFrom[s[0]-'A']); i < NumSkills && skillNames[i][0] == s[0]; i++ {
		if skillNames[i] == s {
			return i
		}
	}
	return -1
}

// skillsFrom is, for each capital letter, the index of the first skill
// whose name begins with it or a later letter (skillNames is sorted).
// Derived from skillNames once; never written after.
var skillsFrom = func() (t [26]uint8) {
	i := 0
	for c := range t {
		for i < NumSkills && skillNames[i][0] < byte('A'+c) {
			i++
		}
		t[c] = uint8(i)
	}
	return t
}()

// Level returns the level of skill s.
func (ss SkillSet) Level(s string) int {
	if i := SkillIndex(s); i >= 0 {
		return int(ss[i])
	}
	return 0
}

// Add adds levels of skill s; unknown skills are ignored.
func (ss *SkillSet) Add(s string, levels int) {
	if i := SkillIndex(s); i >= 0 {
		ss[i] += int16(levels)
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
	// ReqCount: at least Level personnel of the group match Filter ("2
	// Vulcans", "a Klingon", "three [Voy] personnel").
	ReqCount
	// ReqEquipment: at least Level equipment present with the group match
	// Filter ("two Hand Weapons", "a non-Hand Weapon equipment").
	ReqEquipment
	// ReqDistinct: the group has at least Level different skills.
	ReqDistinct
	// ReqAnyAttr: some attribute total is strictly greater than Over.
	ReqAnyAttr
	// ReqAttrBelow: the Attr total is strictly less than Over.
	ReqAttrBelow
	// ReqShip: the attempting ship's Attr (Range, Weapons, Shields) is
	// strictly greater than Over.
	ReqShip
	// ReqCond: a fact of the game named by Cond ("command a completed
	// mission with span 4 or more"), asked of ReqCtx.Cond.
	ReqCond
	// ReqTitled: at least Level cards titled Phrase among the group and
	// the equipment present with it ("{Trellium-D}": vocab_req_titled.go).
	ReqTitled
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
	// Filter (ReqCount, ReqEquipment) and Phrase, the words it was read
	// from; Cond (ReqCond).
	Filter *Filter
	Phrase string
	Cond   string
}

// ReqCtx is what a requirement is checked against: the personnel's stats
// and, for requirements that ask beyond skills and attributes, the
// equipment present with them, the ship they attempt aboard and facts of
// the game.
type ReqCtx struct {
	Group     []Stats
	Equipment []*Card
	// Ship is the attempting ship's Range, Weapons and Shields (nil on a
	// planet).
	Ship *[3]int
	// Cond answers a ReqCond; nil answers no.
	Cond func(cond string) bool
	// Using[i]: 1 + the index of an attribute whose group total may meet
	// requirements for attribute i instead (a substitute reaching the
	// mission: Warrior's Birthright); 0 none. AttrPlus raises every
	// attribute requirement's number (Compelling Threat).
	Using    [3]uint8
	AttrPlus int
	// ShipRangeLeft: the attempting ship's Range not spent this turn
	// ("unused Range": vocab_req_unused_range.go).
	ShipRangeLeft int
	// OneSkill: each member of the group may use only one of its skills
	// (vocab_skill_use_limit.go).
	OneSkill bool
}

// attrTotal is the group's total of attribute a as a requirement counts
// it (above: a total that must exceed a number): each personnel's own
// substitutes (Stats.reqAttr), or the group's total of the attribute that
// may stand in for it, whichever serves.
func (ctx *ReqCtx) attrTotal(a string, above bool) int {
	n, alt := 0, 0
	ai := attrIndex(a) // once: naming the attribute per member compared strings
	u := ctx.Using[ai]
	for i := range ctx.Group { // by index: a Stats is too big to copy per member
		s := &ctx.Group[i]
		n += s.reqAttrAt(ai, above)
		if u != 0 {
			alt += s.attrAt(int(u - 1))
		}
	}
	switch {
	case u == 0:
		return n
	case above:
		return max(n, alt)
	}
	return min(n, alt)
}

// Stats is what a requirement reads from one personnel: skill levels and
// attributes after every modifier.
type Stats struct {
	Skills    SkillSet
	Integrity int
	Cunning   int
	Strength  int
	// Card is the personnel's card, for requirements that name a species,
	// keyword, icon or cost (nil when not known: it then matches none).
	Card *Card
	// Using[i]: 1 + the index of an attribute the personnel may use
	// instead of attribute i to meet a requirement (0: none); see reqAttr.
	Using [3]uint8
	// SkillUsing: skills the personnel may meet skill requirements with
	// instead (vocab_skill_substitute.go); empty for nearly everyone.
	SkillUsing [4]skillUse
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
func (r *Req) Met(group []Stats) bool { return r.MetIn(&ReqCtx{Group: group}) }

// MetIn is Met with the whole context: equipment, ship, game facts.
func (r *Req) MetIn(ctx *ReqCtx) bool {
	if ctx.OneSkill {
		return ctx.metOneSkill(r) // vocab_skill_use_limit.go
	}
	group := ctx.Group
	switch r.Kind {
	case ReqAnd:
		for _, c := range r.Children {
			if !c.MetIn(ctx) {
				return false
			}
		}
		return true
	case ReqOr:
		for _, c := range r.Children {
			if c.MetIn(ctx) {
				return true
			}
		}
		return false
	case ReqCount:
		n := 0
		for i := range group { // by index: a Stats is too big to copy per member
			if r.Filter.matchesStats(&group[i]) {
				n++
			}
		}
		return n >= r.Level
	case ReqEquipment:
		n := 0
		for _, e := range ctx.Equipment {
			if r.Filter.MatchesCard(e) {
				n++
			}
		}
		return n >= r.Level
	case ReqDistinct:
		var all SkillSet
		for _, s := range group {
			for i, l := range s.Skills {
				all[i] += l
			}
		}
		n := 0
		for _, l := range all {
			if l > 0 {
				n++
			}
		}
		return n >= r.Level
	case ReqAnyAttr:
		t := [3]int{ctx.attrTotal(Integrity, true), ctx.attrTotal(Cunning, true), ctx.attrTotal(Strength, true)}
		over := r.Over + ctx.AttrPlus
		return t[0] > over || t[1] > over || t[2] > over
	case ReqAttrBelow:
		return ctx.attrTotal(r.Attr, false) < r.Over
	case ReqShip:
		if ctx.Ship == nil {
			return false
		}
		return ctx.shipValue(r.Attr) > r.Over
	case ReqCond:
		return ctx.Cond != nil && ctx.Cond(r.Cond)
	case ReqTitled:
		return ctx.titledCount(r) >= r.Level
	case ReqSkill:
		n := 0
		for i := range group { // by index: a Stats is too big to copy per member
			if s := &group[i]; s.SkillUsing[0].For == 0 {
				n += int(s.Skills[r.skill]) // no skill it may use instead: nearly everyone
			} else {
				n += s.reqSkillLevel(r.skill) // vocab_skill_substitute.go
			}
		}
		return n >= r.Level
	case ReqAttr:
		return ctx.attrTotal(r.Attr, true) > r.Over+ctx.AttrPlus
	case ReqOne:
		for _, s := range group {
			one := *ctx
			one.Group = []Stats{s}
			if r.Children[0].MetIn(&one) {
				return true
			}
		}
		return false
	}
	return false
}

// MetBy reports whether one personnel alone meets the requirement.
func (r *Req) MetBy(s Stats) bool { return r.Met([]Stats{s}) }

// SkillsNamed lists every skill the tree names.
func (r *Req) SkillsNamed() []string {
	var out []string
	r.eachSkillTerm(func(n *Req) { out = append(out, n.Skill) })
	return out
}

// eachSkillTerm calls fn with every skill term of the tree, in order.
func (r *Req) eachSkillTerm(fn func(*Req)) {
	if r.Kind == ReqSkill {
		fn(r)
	}
	for _, c := range r.Children {
		c.eachSkillTerm(fn)
	}
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
	case ReqAttr, ReqShip:
		return fmt.Sprintf("%s>%d", r.Attr, r.Over)
	case ReqAttrBelow:
		return fmt.Sprintf("%s<%d", r.Attr, r.Over)
	case ReqAnyAttr:
		return fmt.Sprintf("any attribute>%d", r.Over)
	case ReqDistinct:
		return fmt.Sprintf("%d different skills", r.Level)
	case ReqCount, ReqEquipment:
		if r.Level == 1 {
			return article(r.Phrase) + " " + r.Phrase
		}
		return fmt.Sprintf("%d %s", r.Level, r.Phrase)
	case ReqCond:
		return r.Cond
	case ReqTitled:
		return "{" + r.Phrase + "}"
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
		case 0:
			return "nothing" // an empty requirement (a card picked with no skills): met by anyone
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
		case '(', ')', ',', '>', '<':
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
	case t == "a" && p.peek() == "cost":
		// "a personnel who has a cost of 4 or more"
		p.next()
		if p.next() != "of" {
			return nil, p.errf("expected \"a cost of N or more\"")
		}
		n, err := strconv.Atoi(p.next())
		if err != nil || p.next() != "or" || p.next() != "more" {
			return nil, p.errf("expected \"a cost of N or more\"")
		}
		return &Req{Kind: ReqCount, Level: 1, Filter: &Filter{CostAtLeast: &n}, Phrase: fmt.Sprintf("cost of %d or more", n)}, nil
	case t == "any" && p.peek() == "attribute":
		p.next()
		n, err := p.over()
		if err != nil {
			return nil, err
		}
		return &Req{Kind: ReqAnyAttr, Over: n}, nil
	case t == "command":
		return &Req{Kind: ReqCond, Cond: "command " + p.phrase()}, nil
	case t == "total": // "total Weapons at this mission>10" (vocab_req_total_here.go)
		return &Req{Kind: ReqCond, Cond: "total " + p.phrase()}, nil
	case strings.HasPrefix(t, "{"):
		return p.titled(t)
	case t == Integrity || t == Cunning || t == Strength:
		if p.peek() == "<" {
			p.next()
			n, err := strconv.Atoi(p.next())
			if err != nil {
				return nil, p.errf("expected a number after %s<", t)
			}
			return &Req{Kind: ReqAttrBelow, Attr: t, Over: n}, nil
		}
		n, err := p.over()
		if err != nil {
			return nil, err
		}
		return &Req{Kind: ReqAttr, Attr: t, Over: n}, nil
	case t == "unused" && p.peek() == "Range":
		// "unused Range>8": the Range the ship has not spent this turn
		// (vocab_req_unused_range.go).
		p.next()
		n, err := p.over()
		if err != nil {
			return nil, err
		}
		return &Req{Kind: ReqShip, Attr: AttrUnusedRange, Over: n}, nil
	case t == "Range" || t == "Weapons" || t == "Shields":
		n, err := p.over()
		if err != nil {
			return nil, err
		}
		return &Req{Kind: ReqShip, Attr: t, Over: n}, nil
	}
	level, counted := countWord(t)
	if counted {
		if n, err := strconv.Atoi(t); err == nil && n < 1 {
			return nil, p.errf("a skill level must be 1 or more, not %d", n)
		}
		t = p.next()
	} else {
		level = 1
	}
	if IsSkill(t) && (!counted || p.boundary()) {
		return &Req{Kind: ReqSkill, Skill: t, skill: SkillIndex(t), Level: level}, nil
	}
	if counted && t == "different" {
		if p.next() != "skills" {
			return nil, p.errf("expected \"different skills\"")
		}
		return &Req{Kind: ReqDistinct, Level: level}, nil
	}
	if !counted {
		return nil, p.errf("unknown skill %q", t)
	}
	p.pos--
	return p.counted(level)
}

// over reads "> N".
func (p *reqParser) over() (int, error) {
	if p.next() != ">" {
		return 0, p.errf("expected >")
	}
	n, err := strconv.Atoi(p.next())
	if err != nil {
		return 0, p.errf("expected a number after >")
	}
	return n, nil
}

// boundary reports whether the next token ends a term.
func (p *reqParser) boundary() bool {
	switch p.peek() {
	case "", ",", "and", "or", ")":
		return true
	}
	return false
}

// phrase reads words up to the end of the term ("or more" and "or less"
// belong to it).
func (p *reqParser) phrase() string {
	var words []string
	for {
		if p.peek() == "or" && p.pos+1 < len(p.toks) && (p.toks[p.pos+1] == "more" || p.toks[p.pos+1] == "less") {
			words = append(words, p.next(), p.next())
			continue
		}
		if p.boundary() {
			break
		}
		words = append(words, p.next())
	}
	return strings.Join(words, " ")
}

// counted reads what follows a count: "Vulcans", "Hand Weapons", "[Voy]
// personnel", "non-Hand Weapon equipment", "Treachery Admiral".
func (p *reqParser) counted(level int) (*Req, error) {
	words := strings.Fields(p.phrase())
	if len(words) == 0 {
		return nil, p.errf("a count names nothing")
	}
	phrase := strings.Join(words, " ")
	last := words[len(words)-1]
	if level > 1 && last != "personnel" && last != "equipment" && singular(last) == last {
		return nil, p.errf("unknown skill %q", phrase) // "2 Cooking": a count of several names a plural
	}
	switch {
	case last == "equipment" || singular(phrase) == "Hand Weapon" || singular(phrase) == "non-Hand Weapon equipment":
		f := &Filter{Type: Equipment}
		body := strings.TrimSuffix(strings.TrimSuffix(singular(phrase), " equipment"), "equipment")
		if k, ok := strings.CutPrefix(body, "non-"); ok {
			f.NotKeyword = k
		} else if body != "" {
			f.Keyword = body
		}
		return &Req{Kind: ReqEquipment, Level: level, Filter: f, Phrase: phrase}, nil
	case last == "ship" || strings.HasSuffix(phrase, " ship at this mission") || strings.HasSuffix(phrase, " ship here"):
		return &Req{Kind: ReqCond, Cond: numberPhrase(level) + " " + phrase}, nil
	}
	f := &Filter{Type: Personnel}
	if last == "personnel" {
		words = words[:len(words)-1]
	}
	for i, w := range words {
		switch {
		case IsSkill(w):
			f.AllSkills = append(f.AllSkills, w)
		case strings.HasPrefix(w, "[") && strings.HasSuffix(w, "]"):
			code := w[1 : len(w)-1]
			if a := affiliationOfCode(code); a != "" {
				f.Affiliation = a
			} else {
				f.Icon = iconOfCode(code)
			}
		case strings.HasPrefix(w, "non-"):
			f.NotSpecies = singular(strings.TrimPrefix(w, "non-"))
		case i == len(words)-1:
			// the noun: a species or a keyword ("Vulcans", "Dissidents")
			n := singular(w)
			f.Any = []Filter{{Species: n}, {Keyword: n}}
		default:
			return nil, p.errf("%q in %q is not understood", w, phrase)
		}
	}
	return &Req{Kind: ReqCount, Level: level, Filter: f, Phrase: phrase}, nil
}

// countWord reads "a", "an", "two", "3" as a count.
func countWord(t string) (int, bool) {
	switch strings.ToLower(t) {
	case "a", "an", "one":
		return 1, true
	case "two":
		return 2, true
	case "three":
		return 3, true
	case "four":
		return 4, true
	case "five":
		return 5, true
	}
	if n, err := strconv.Atoi(t); err == nil {
		return n, true
	}
	return 0, false
}

func numberPhrase(n int) string {
	if n == 1 {
		return "a"
	}
	return strconv.Itoa(n)
}

// singular drops a plural "s" from the last word ("Hand Weapons" -> "Hand
// Weapon", "MACOs" -> "MACO").
func singular(s string) string {
	if strings.HasSuffix(s, "ss") || !strings.HasSuffix(s, "s") {
		return s
	}
	return strings.TrimSuffix(s, "s")
}

// article is "a" or "an" for a phrase.
func article(s string) string {
	if low := strings.ToLower(s); strings.HasPrefix(low, "uni") || strings.HasPrefix(low, "one") {
		return "a" // said "you-": a unique, a one-shot
	}
	if s != "" && strings.ContainsRune("AEIOUaeiou", rune(s[0])) {
		return "an"
	}
	return "a"
}

// affiliationOfCode and iconOfCode read the bracketed short names cards
// print ("Fed", "Voy").
func affiliationOfCode(code string) string {
	for _, a := range []string{"federation", "klingon", "romulan", "bajoran", "cardassian", "dominion", "ferengi", "borg", "non-aligned", "starfleet"} {
		if strings.EqualFold(affShort(a), code) {
			return a
		}
	}
	if code == "Bor" {
		return "borg"
	}
	return ""
}

func iconOfCode(code string) string {
	for _, i := range []string{IconCommand, IconStaff, "tng", "ds9", "earth", "past", "future", "maquis", "au", "terok-nor", "tos", "voyager"} {
		if strings.EqualFold(iconShort(i), code) {
			return i
		}
	}
	return strings.ToLower(code)
}

// shipAttrIndex is the index of a ship attribute in ReqCtx.Ship.
func shipAttrIndex(a string) int {
	switch a {
	case "Range":
		return 0
	case "Weapons":
		return 1
	}
	return 2
}
