package decks

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/stccg/stccg/game"
)

// The trekcc.org deck builder's text export: a header line per section
// ("Missions", "Dilemma Pile (22)", "Draw Deck (37)") and per group within
// it (card types, affiliations, mission kinds: "Personnel", "Federation",
// "Planet"...), and one row per card:
//
//	set<TAB>rarity<TAB>number<TAB><TAB>2x •Title, Subtitle
//
// A mission row carries no count ("1	S	161		•Earth, Cradle of the
// Federation"): it stands for one copy. Set, rarity and number make the
// collector number the card pool knows ("55	V	27" is 55V027), which
// names the printing more surely than its title does.

var (
	// a row whose tabs became spaces in a copy and paste:
	// "1 R 262  3x •Elizabeth Shelby", "1 S 161  •Earth, ..."
	trekccSpacedRowRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(\d{1,3})\s+([A-Za-z?]{1,3})\s+(\d{1,4})(\s+)(\S.*)$`)
	})
	// set, rarity and number columns
	trekccSetRe    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\d{1,3}$`) })
	trekccRarityRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z]{1,3}$`) })
	trekccNumberRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\d{1,4}$`) })
)

// trekccGroups are group headers of the export that name no section
// (affiliations are added from the library).
var trekccGroups = map[string]bool{
	"planet": true, "space": true, "dual": true, "headquarters": true,
	"personnel": true, "ship": true, "ships": true, "event": true, "events": true,
	"interrupt": true, "interrupts": true, "equipment": true, "dilemma": true, "mission": true,
	"non-aligned": true, "multi-affiliation": true, "maquis": true, "vulcan": true,
}

// trekccLine handles one line of a trekcc.org export.
func (p *parser) trekccLine(n int, line string) {
	if strings.Contains(line, "\t") {
		p.trekccRow(n, tabFields(line))
		return
	}
	if m := trekccSpacedRowRe().FindStringSubmatch(line); m != nil {
		p.trekccRow(n, []string{m[1], m[2], m[3], m[5]})
		return
	}
	if s, ok, _ := header(line); ok {
		p.saw(n, s)
		return
	}
	if m := countRe().FindStringSubmatch(line); m != nil {
		// "2x Title" with no columns: a row typed by hand.
		p.trekccCard(n, "", m[1], m[2])
		return
	}
	// Any other line heads a group ("Federation", "Romulan (4)"). One that
	// names a card is said so, in case a row lost its columns.
	// The card look-up comes first: it is a map look-up, while knowing the
	// affiliations takes a pass over the pool.
	name := strings.TrimSpace(headerCountRe().ReplaceAllString(line, ""))
	if c := p.lib.Lookup(name); c != nil && !p.isTrekccGroup(name) {
		p.note(n, fmt.Sprintf("%q is read as a group header, not as the card %s; write a card as a row or with a count (\"1x %s\")",
			line, c.DeckName(), c.DeckName()))
	}
}

// isTrekccGroup reports whether name is a known group header: a card type,
// mission kind or affiliation.
func (p *parser) isTrekccGroup(name string) bool {
	k := strings.ToLower(strings.Join(strings.Fields(name), " "))
	if trekccGroups[k] {
		return true
	}
	if p.affiliations == nil {
		p.affiliations = map[string]bool{}
		for _, c := range p.lib.AllFacts() {
			for _, a := range strings.Split(c.Affiliation, "/") {
				p.affiliations[strings.ToLower(a)] = true
			}
		}
	}
	return p.affiliations[k]
}

// trekccRow handles a row given as its non-empty columns: usually set,
// rarity, number and the card; fewer columns are read by name alone.
func (p *parser) trekccRow(n int, fields []string) {
	text := fields[len(fields)-1]
	key := ""
	if len(fields) >= 4 && trekccSetRe().MatchString(fields[0]) && trekccRarityRe().MatchString(fields[1]) &&
		trekccNumberRe().MatchString(fields[2]) {
		key = collectorKey(fields[0], fields[1], fields[2])
	}
	if m := trekccCardRe().FindStringSubmatch(text); m != nil {
		p.trekccCard(n, key, m[1], m[2])
		return
	}
	if len(fields) == 2 && isInt(fields[0]) {
		// "2<TAB>Title", as LackeyCCG writes it
		p.trekccCard(n, "", fields[0], fields[1])
		return
	}
	if len(fields) == 1 || key != "" || (len(fields) >= 3 && !isInt(text)) {
		// A row with no count is one copy: trekcc.org writes missions so.
		p.trekccCard(n, key, "1", text)
		return
	}
	p.problem(n, "line not understood: a trekcc.org row is set, rarity, number, a blank column and the card (\"2x •Title, Subtitle\")")
}

// collectorKey is the pool's collector number for a row's set, rarity and
// number columns: "55", "V", "27" is "55V027".
func collectorKey(set, rarity, number string) string {
	number = strings.TrimLeft(number, "0")
	for len(number) < 3 {
		number = "0" + number
	}
	if set = strings.TrimLeft(set, "0"); set == "" {
		set = "0"
	}
	return set + strings.ToUpper(rarity) + number
}

// trekccCard resolves a row's card, by collector number first, and adds it.
func (p *parser) trekccCard(n int, key, countText, name string) {
	c, err := p.trekccResolve(n, key, name)
	if err != nil {
		p.unknown(n, countText, name, err)
		return
	}
	count, ok := parseCount(countText)
	if !ok {
		p.problem(n, fmt.Sprintf("bad count %q for %s: want a number from 1 to %d", countText, c.Name(), MaxCount))
		return
	}
	p.add(n, count, c)
}

// trekccResolve finds the card a row names. The printings with the row's
// collector number come first: the one the row names, or, when the row
// names none of them, the first printing, noted when the names differ by
// more than their spelling of the title. A row whose name is exactly
// another card, though, is read as that card (noted): the site and the
// pool may number a printing differently, and a name that is some card's
// exact name was not misspelt. Rows with no collector number the pool knows go by name.
func (p *parser) trekccResolve(n int, key, name string) (*game.Card, error) {
	var printings []*game.Card
	if key != "" {
		printings = p.lib.ByCollector(key)
	}
	if len(printings) == 0 {
		c, err := p.resolveImported(n, name)
		if err == nil {
			p.notePrinting(n, name, c)
		}
		return c, err
	}
	exact := p.lib.Lookup(name)
	if exact != nil {
		for _, c := range printings {
			if c == exact {
				return c, nil
			}
		}
		for _, c := range printings {
			if samePrinted(c, exact) {
				return c, nil
			}
		}
		p.note(n, fmt.Sprintf("collector number %s is %s in the card pool, but the row names %s; read as %s",
			key, printings[0].DeckName(), exact.DeckName(), exact.DeckName()))
		return exact, nil
	}
	c := printings[0]
	if len(name) > maxTitle {
		return nil, fmt.Errorf("line not understood: too long to be a card")
	}
	if game.NormalizeTitle(name) != game.NormalizeTitle(c.Title) {
		if lc, location := p.byLocation(name); lc != nil && samePrinted(lc, c) {
			p.noteLocation(n, name, c, location)
			return c, nil
		}
		p.note(n, fmt.Sprintf("%q read as %q by its collector number %s, as the card pool spells it", name, c.DeckName(), key))
	}
	return c, nil
}

// tabFields splits a line at tabs into its non-empty columns, trimmed.
func tabFields(line string) []string {
	var fields []string
	for _, f := range strings.Split(line, "\t") {
		if f = strings.TrimSpace(f); f != "" {
			fields = append(fields, f)
		}
	}
	if len(fields) == 0 {
		fields = []string{""}
	}
	return fields
}
