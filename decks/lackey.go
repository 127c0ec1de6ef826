package decks

import (
	"fmt"
	"strings"
)

// LackeyCCG's deck text: "N<TAB>Name" lines, the draw deck first (with no
// header, or under "Deck:"), then "Dilemmas:", "Missions:" and "Aside:".
// Headers may end in a tab. Names join title and subtitle with a space
// and may end in the printing's suffix ("Wavefront (SR)"); missions are
// written by their name alone. The same card may be on several lines.
// Cards set aside are not part of the deck: they are kept in Deck.Aside.

// lackeyLine handles one line of a LackeyCCG deck text.
func (p *parser) lackeyLine(n int, line string) {
	if isAsideHeader(line) {
		p.aside, p.expect = true, anySection
		return
	}
	if s, ok, explicit := header(line); ok {
		p.aside = false
		p.saw(n, s)
		return
	} else if explicit {
		p.aside = false
		p.problem(n, fmt.Sprintf("unknown section %q: LackeyCCG's are Deck, Dilemmas, Missions and Aside", line))
		return
	}
	fields := tabFields(line)
	var countText, name string
	switch {
	case len(fields) == 2 && isInt(fields[0]):
		countText, name = fields[0], fields[1]
	case len(fields) == 1:
		if m := countRe().FindStringSubmatch(line); m != nil && p.lib.Lookup(line) == nil {
			countText, name = m[1], m[2] // "2 Title": a tab turned into a space
		} else {
			countText, name = "1", line
		}
	default:
		p.problem(n, "line not understood: a LackeyCCG deck line is \"2<TAB>Title Subtitle\"")
		return
	}
	c, err := p.resolveImported(n, name)
	if err != nil {
		if p.aside {
			// Not part of the deck, so not a reason to refuse it.
			p.note(n, "a card set aside is not known: "+p.why(name, err).Error())
			return
		}
		p.unknown(n, countText, name, err)
		return
	}
	count, ok := parseCount(countText)
	if !ok {
		p.problem(n, fmt.Sprintf("bad count %q for %s: want a number from 1 to %d", countText, c.Name(), MaxCount))
		return
	}
	if p.aside {
		p.d.Aside = append(p.d.Aside, Entry{Count: count, Card: c, Section: SectionOf(c), Line: n})
		return
	}
	p.notePrinting(n, name, c)
	p.add(n, count, c)
}

// isAsideHeader recognises LackeyCCG's "Aside:" header (any case, a
// trailing count or tab allowed, as header allows).
func isAsideHeader(line string) bool {
	t := strings.TrimSuffix(strings.TrimSpace(line), ":")
	t = headerCountRe().ReplaceAllString(t, "")
	return strings.EqualFold(strings.TrimSpace(t), "aside")
}
