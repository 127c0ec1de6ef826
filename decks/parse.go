package decks

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/stccg/stccg/game"
)

// MaxCount is the largest count a card line may give. The rules allow 3
// copies of a title (checked by Validate); anything above this is surely a
// typo, and refusing it keeps List from building absurd decks.
const MaxCount = 99

// maxTitle bounds the text we try to resolve as a card name; nothing
// longer can be a title, and suggestions cost time per character.
const maxTitle = 200

// subHeader marks a header that groups cards inside a section without
// naming one: "Planet", "Space" and "Dual" may group missions or dilemmas.
const subHeader Section = -1

// anySection: no header has said which section the lines are in.
const anySection Section = -2

// headers maps a normalised section header to its section. Sub-headers of
// the trekcc.org export (card types) count as parts of the draw deck. A
// card is always filed by its type, so headers only name the lines blamed
// for section counts.
var headers = map[string]Section{
	"missions": Missions, "mission": Missions, "headquarters": Missions, "hq": Missions,

	"dilemmas": Dilemmas, "dilemma": Dilemmas, "dilemma pile": Dilemmas,

	"planet": subHeader, "space": subHeader, "dual": subHeader,

	"draw deck": DrawDeck, "draw": DrawDeck, "deck": DrawDeck, "play deck": DrawDeck,
	"personnel": DrawDeck, "ship": DrawDeck, "ships": DrawDeck,
	"equipment": DrawDeck, "event": DrawDeck, "events": DrawDeck,
	"interrupt": DrawDeck, "interrupts": DrawDeck,
}

// The expressions of this package are compiled on first use: compiling
// them all at start-up was a millisecond of every command, `stccg cards`
// included, which reads no deck.
var (
	// "3x Title", "3 x Title", "3 Title", "3×Title" is not accepted.
	countRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([-+]?\d+)\s*[xX×]?\s+(\S.*)$`) })
	// a count with no title after it: "3x", "3"
	bareCountRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[-+]?\d+\s*[xX×]?$`) })
	// the card column of a trekcc.org export: "2x •Title, Subtitle"
	trekccCardRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([-+]?\d+)\s*[xX×]\s*(\S.*)$`) })
	// "Nx Title" somewhere in a line whose tabs became spaces
	embeddedRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?:^|\s)(\d+)[xX×]\s+(\S.*)$`) })
	// a trailing "(42)" count on a header
	headerCountRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\s*\(\s*\d*\s*\)$`) })
)

// Parse reads a deck in any of the four syntaxes (detected from the
// content, see detect) and resolves every card line against lib. It never
// fails as a whole: lines it cannot use are reported as problems and
// skipped. The problems include notes (Problem.Note), also kept in
// d.Notes. Parse does not check the deck-building rules; see Validate.
func Parse(file string, data []byte, lib *game.Library) (*Deck, []Problem) {
	return parse(file, data, lib, maxSuggestions)
}

// parse is Parse with at most suggest searches for close titles.
func parse(file string, data []byte, lib *game.Library, suggest int) (*Deck, []Problem) {
	return parseWith(file, data, lib, parseOpts{suggest: suggest})
}

// parseOpts tune a parse for callers that parse many files against one
// library (the fuzz targets): how many close-title searches lib.Find may
// make, and every card's folded spellings made once beforehand (see
// spellingsOf) instead of once per file that needs one corrected.
type parseOpts struct {
	suggest int
	folded  []spelling
}

func parseWith(file string, data []byte, lib *game.Library, o parseOpts) (*Deck, []Problem) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if isXML(data) {
		return parseDekWith(file, data, lib, o)
	}
	lines := strings.Split(string(data), "\n")
	d := &Deck{File: file, Syntax: detect(lines)}
	p := &parser{d: d, lib: lib, budget: o.suggest, expect: anySection, folded: o.folded}
	nameLine := 0
	for i, raw := range lines {
		n := i + 1
		line := strings.TrimSpace(strings.TrimSuffix(raw, "\r"))
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "//") {
			continue
		}
		if len(line) >= 5 && strings.EqualFold(line[:5], "name:") {
			// Taken verbatim (no comments), so any name round-trips.
			if nameLine > 0 {
				p.problem(n, fmt.Sprintf("the deck is already named on line %d", nameLine))
				continue
			}
			d.Name = strings.TrimSpace(line[5:])
			nameLine = n
			continue
		}
		line = stripComment(line)
		if line == "" {
			continue
		}
		p.line(n, line)
	}
	if nameLine == 0 {
		d.Name = nameFromFile(file)
	}
	d.Notes = Problems(p.problems).Notes()
	return d, p.problems
}

type parser struct {
	d         *Deck
	lib       *game.Library
	problems  []Problem
	suggested int // lib.Find calls made for their suggestions

	// for imported files (trekcc.go, lackey.go, dek.go, resolve.go)
	corrected int  // closest calls made, each a pass over the pool
	aside     bool // LackeyCCG: in the Aside section
	// expect is the section the file's last header named (anySection
	// before one): a name two cards share (a dilemma and a mission) is
	// read as the one of that section, and under Missions a mission may be
	// named without its location.
	expect       Section
	folded       []spelling      // every card's names, folded, once needed
	affiliations map[string]bool // lower-case affiliation names, once needed
	budget       int             // how many are allowed
}

func (p *parser) problem(line int, msg string) {
	p.problems = append(p.problems, Problem{File: p.d.File, Line: line, Msg: msg})
}

// saw records a header at line n naming section s (or a sub-header).
func (p *parser) saw(n int, s Section) {
	if s == subHeader {
		return
	}
	if p.d.headerLine[s] == 0 {
		p.d.headerLine[s] = n
	}
	p.expect = s
}

func (p *parser) add(line, count int, c *game.Card) {
	p.d.Entries = append(p.d.Entries, Entry{Count: count, Card: c, Section: SectionOf(c), Line: line})
}

// line handles one non-blank line with comments removed.
func (p *parser) line(n int, line string) {
	switch p.d.Syntax {
	case TrekCC:
		p.trekccLine(n, line)
		return
	case Lackey:
		p.lackeyLine(n, line)
		return
	}
	if s, ok, explicit := header(line); ok {
		p.saw(n, s)
		return
	} else if explicit {
		p.problem(n, fmt.Sprintf("unknown section %q: sections are Missions, Dilemmas and Draw deck", line))
		return
	}
	if strings.Contains(line, "\t") {
		p.tabbed(n, line)
		return
	}
	p.card(n, line)
}

// tabbed handles a line with tabs: a trekcc.org row (set, rarity, number,
// blank, "2x •Title") or a LackeyCCG row ("2<TAB>Title Subtitle").
func (p *parser) tabbed(n int, line string) {
	var fields []string
	for _, f := range strings.Split(line, "\t") {
		if f = strings.TrimSpace(f); f != "" {
			fields = append(fields, f)
		}
	}
	last := fields[len(fields)-1]
	switch {
	case trekccCardRe().MatchString(last):
		m := trekccCardRe().FindStringSubmatch(last)
		p.counted(n, m[1], m[2], line)
	case len(fields) == 2 && isInt(fields[0]):
		p.counted(n, fields[0], fields[1], line)
	case len(fields) == 1:
		p.card(n, fields[0])
	default:
		p.problem(n, "line not understood: a tab-separated card line ends in a column like \"2x Title, Subtitle\" (trekcc.org) or is \"2<TAB>Title\" (LackeyCCG)")
	}
}

// card handles "3x Title", "3 Title" or "Title".
func (p *parser) card(n int, line string) {
	if m := countRe().FindStringSubmatch(line); m != nil {
		p.counted(n, m[1], m[2], line)
		return
	}
	if bareCountRe().MatchString(line) {
		p.problem(n, fmt.Sprintf("%q gives a count but no card title", line))
		return
	}
	if len(line) > maxTitle {
		p.problem(n, "line not understood: too long to be a card")
		return
	}
	c, err := p.find(line)
	if err == nil {
		p.addRead(n, 1, c, line)
		return
	}
	if p.embedded(n, line) {
		return
	}
	p.unknown(n, "1", line, err)
}

// embedded accepts a trekcc.org row whose tabs became spaces, "1 V 161
// 1x •Earth, ...", when its "Nx Title" part names a card.
func (p *parser) embedded(n int, line string) bool {
	m := embeddedRe().FindStringSubmatch(line)
	if m == nil {
		return false
	}
	c, err := p.find(m[2])
	if err != nil {
		return false
	}
	count, ok := parseCount(m[1])
	if !ok {
		return false
	}
	p.addRead(n, count, c, m[2])
	return true
}

// counted handles a count and a title; whole is the line, in case the
// "count" is really the start of a title.
func (p *parser) counted(n int, countText, title, whole string) {
	c, err := p.find(title)
	if err != nil {
		if c2, err2 := p.find(whole); err2 == nil {
			p.addRead(n, 1, c2, whole)
			return
		}
		if p.embedded(n, whole) {
			return
		}
		p.unknown(n, countText, title, err)
		return
	}
	count, ok := parseCount(countText)
	if !ok {
		p.problem(n, fmt.Sprintf("bad count %q for %s: want a number from 1 to %d", countText, c.Name(), MaxCount))
		return
	}
	p.addRead(n, count, c, title)
}

// addRead adds the card a plain line names, noting how the name was read
// when that was not plain: a mission written after its location, or a
// printing taken among printings whose facts differ.
func (p *parser) addRead(n, count int, c *game.Card, name string) {
	if p.lib.Lookup(name) != c {
		if lc, location := p.byLocation(name); lc == c {
			p.noteLocation(n, name, c, location)
		}
	}
	p.notePrinting(n, name, c)
	p.add(n, count, c)
}

// maxSuggestions bounds how many unknown names per file get lib.Find's
// closest-title suggestions, which cost a pass over the whole library with
// an edit distance per card; a file with more unknown lines than this is
// hardly a deck. maxSuggestName is the longest text worth a suggestion (the
// longest card name is well under it).
const (
	maxSuggestions = 10
	maxSuggestName = 80
)

var (
	errTooLong = errors.New("line not understood: too long to be a card")
	errUnknown = errors.New("unknown card")
)

// find resolves a card name from the index alone, which answers every
// look-up lib.Find would answer. A line is tried several ways (with and
// without its count, as an embedded column), so a miss must cost no more
// than a hit: the search for close titles runs only for a line reported
// as unknown (see unknown). Before, each try of each bad line scanned the
// library, and the fuzzer spent its time on such lines.
func (p *parser) find(title string) (*game.Card, error) {
	if len(title) > maxTitle {
		return nil, errTooLong
	}
	if c := p.lib.Lookup(title); c != nil {
		return c, nil
	}
	if c, _ := p.byLocation(title); c != nil {
		return c, nil // noted by addRead
	}
	return nil, errUnknown
}

// explain says why name is no card: lib.Find's message (an ambiguous
// title, or close titles to try) while the budget lasts.
func (p *parser) explain(name string) error {
	if p.suggested >= p.budget || len(name) > maxSuggestName {
		return fmt.Errorf("unknown card %q", name)
	}
	p.suggested++
	if _, err := p.lib.Find(name); err != nil {
		return err
	}
	return fmt.Errorf("unknown card %q", name)
}

// unknown reports a line that names no card, with lib.Find's message
// (which suggests close titles). Lines shaped like "key: value" whose key
// is no card title are more likely metadata we do not know. A card the
// pool does not know (not an ambiguous title) is also kept in d.Unknown
// with its count, so that it can be set aside (LoadSettingAside).
func (p *parser) unknown(n int, countText, text string, err error) {
	if k, _, ok := strings.Cut(text, ":"); ok && !strings.ContainsAny(k, ",") && len(strings.Fields(k)) <= 2 &&
		!p.lib.HasTitle(k) {
		p.problem(n, fmt.Sprintf("line not understood: %q is not a card, a section header (\"Missions:\") or \"name: ...\"", text))
		return
	}
	msg := p.why(text, err).Error()
	if !errors.Is(err, errUnknown) || p.lib.HasTitle(text) {
		p.problem(n, msg)
		return
	}
	count, ok := parseCount(countText)
	if !ok {
		count = 1
	}
	section := p.expect
	if section < 0 {
		section = DrawDeck // before any header: LackeyCCG's draw deck, and most cards are draw-deck cards
	}
	p.d.Unknown = append(p.d.Unknown, UnknownCard{Line: n, Count: count, Name: text, Section: section})
	p.problems = append(p.problems, Problem{File: p.d.File, Line: n, Msg: msg, Unknown: true})
}

// why turns a bare "unknown card" from find into lib.Find's explanation
// (close titles, or an ambiguous title), while the budget lasts.
func (p *parser) why(name string, err error) error {
	if errors.Is(err, errUnknown) {
		return p.explain(name)
	}
	return err
}

// header recognises a section header: "Missions:", "[Missions]",
// "Draw Deck (42)" or a bare known word such as "Personnel". ok reports a
// known header; explicit reports text marked as a header ("X:" or "[X]")
// even when the name is unknown.
func header(line string) (s Section, ok, explicit bool) {
	t := line
	switch {
	case strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]") && len(t) >= 2:
		t, explicit = t[1:len(t)-1], true
	case strings.HasSuffix(t, ":"):
		t, explicit = t[:len(t)-1], true
	}
	t = strings.TrimSpace(t)
	if strings.ContainsAny(t, ":[]\t") {
		return 0, false, false
	}
	t = headerCountRe().ReplaceAllString(t, "")
	t = strings.Join(strings.Fields(strings.ToLower(t)), " ")
	s, ok = headers[t]
	if !ok && explicit && t == "" {
		explicit = false
	}
	return s, ok, explicit
}

// stripComment cuts the line at "#" or "//" when it starts the line or
// follows a space, except a "#" before a digit, which is part of a title
// ("Rule of Acquisition #144").
func stripComment(line string) string {
	for i := 0; i < len(line); i++ {
		if line[i] != '#' && !(line[i] == '/' && i+1 < len(line) && line[i+1] == '/') {
			continue
		}
		if line[i] == '#' && i > 0 && i+1 < len(line) && line[i+1] >= '0' && line[i+1] <= '9' {
			continue
		}
		if i == 0 || line[i-1] == ' ' || line[i-1] == '\t' {
			return strings.TrimSpace(line[:i])
		}
	}
	return line
}

func parseCount(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > MaxCount {
		return 0, false
	}
	return n, true
}

func isInt(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}
