package decks

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/stccg/stccg/game"
)

// Files written by other tools (trekcc.org, LackeyCCG) name printings as
// those tools spell them, which is now and then not how the card pool
// spells them: the official Cadets starter deck lists "Jean Hejar Nova
// Squadron Navigator", the pool has "Jean Hajar, Nova Squadron Navigator".
// Such a file is the player's deck as it is, so a name that is surely one
// card is read as that card, with a note naming both spellings. In the
// plain format, written by hand, a misspelling stays an error with
// suggestions: there the player can fix the line.

// printingSuffixRe splits a printing suffix off a name: "Wavefront (SR)",
// "Hippocratic Oath *", "Borg Cube *VP".
var printingSuffixRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(.*\S)\s+(\([^()]*\)|\*\S*)$`) })

// resolveImported finds the card a line of an imported file names: by its
// exact name, else by a confident correction (noted at line n), else not
// at all, with the closest names suggested.
func (p *parser) resolveImported(n int, name string) (*game.Card, error) {
	if len(name) > maxTitle {
		return nil, fmt.Errorf("line not understood: too long to be a card")
	}
	if c := p.lib.Lookup(name); c != nil {
		return p.inExpectedSection(name, c), nil
	}
	if m := printingSuffixRe().FindStringSubmatch(name); m != nil {
		if c := p.lib.Lookup(m[1]); c != nil {
			c = p.inExpectedSection(m[1], c)
			p.note(n, fmt.Sprintf("the card pool has no printing %s of %s; read as %q", m[2], c.Name(), c.DeckName()))
			return c, nil
		}
	}
	if ms := p.lib.MissionsEndingWith(name); len(ms) == 1 && p.expect != Dilemmas && p.expect != DrawDeck {
		// A mission named without its location (LackeyCCG writes
		// "Traverse Restricted Space"): one mission's name ends so.
		p.note(n, fmt.Sprintf("%q read as the mission %q", name, ms[0].DeckName()))
		return ms[0], nil
	}
	if c, location := p.byLocation(name); c != nil {
		p.noteLocation(n, name, c, location)
		return c, nil
	}
	if m := printingSuffixRe().FindStringSubmatch(name); m != nil {
		// after its location, with a suffix the pool does not have
		if c, location := p.byLocation(m[1]); c != nil {
			p.noteLocation(n, name, c, location)
			p.note(n, fmt.Sprintf("the card pool has no printing %s of %s; read as %q", m[2], c.Name(), c.DeckName()))
			return c, nil
		}
	}
	if c := p.closest(name); c != nil {
		p.note(n, fmt.Sprintf("%q read as %q, as the card pool spells it", name, c.DeckName()))
		return c, nil
	}
	return p.find(name)
}

// inExpectedSection is c, or, when name also names a card of the section
// the file's header put this line in, that card: "Covert Insertion" under
// Missions is the mission, not the dilemma.
func (p *parser) inExpectedSection(name string, c *game.Card) *game.Card {
	if p.expect < 0 || SectionOf(c) == p.expect {
		return c
	}
	for _, alt := range p.lib.LookupAll(name) {
		if SectionOf(alt) == p.expect {
			return alt
		}
	}
	return c
}

// note records a note at line n.
func (p *parser) note(n int, msg string) {
	p.problems = append(p.problems, Problem{File: p.d.File, Line: n, Msg: msg, Note: true})
}

// spelling is one way of writing a card, folded for fuzzy matching.
type spelling struct {
	card   *game.Card
	words  string // fuzzyKey: letters and digits, words split by single spaces
	squash string // words without the spaces
}

// closest is the card name surely means though it is not spelt so: the
// only card whose name differs from it in punctuation and spacing alone,
// or else the one card nearest by edit distance when that distance is
// small for the name's length and no other card comes as near. It returns
// nil when no card is that sure. Printings of one card count as one.
func (p *parser) closest(name string) *game.Card {
	if p.corrected >= maxSuggestions {
		return nil
	}
	p.corrected++
	words := fuzzyKey(name)
	squash := strings.ReplaceAll(words, " ", "")
	length := utf8.RuneCountInString(words)
	if squash == "" {
		return nil
	}
	// Allowed edits: one per 10 characters, at most 2; none below 10.
	limit := min(length/10, 2)

	bestDist, secondDist := limit+1, limit+1
	var best *game.Card
	for _, s := range p.spellings() {
		d := 0
		if s.squash != squash {
			if limit == 0 || abs(utf8.RuneCountInString(s.words)-length) > limit {
				continue
			}
			d = editDistanceWithin(words, s.words, limit)
			if d > limit {
				continue
			}
		}
		switch {
		case best != nil && samePrinted(s.card, best):
			if d < bestDist {
				bestDist, best = d, s.card
			}
		case d < bestDist:
			secondDist = bestDist
			bestDist, best = d, s.card
		case d < secondDist:
			secondDist = d
		}
	}
	if best == nil || secondDist <= bestDist {
		return nil
	}
	return best
}

// samePrinted reports whether a and b are printings of one card.
func samePrinted(a, b *game.Card) bool {
	return firstOf(a) == firstOf(b)
}

func firstOf(c *game.Card) string {
	if c.PrintingOf != "" {
		return c.PrintingOf
	}
	return c.ID
}

// spellings lists every card's names, folded, once per parse and only
// when a name needs correcting (or once for many parses: parseOpts).
func (p *parser) spellings() []spelling {
	if p.folded == nil {
		p.folded = spellingsOf(p.lib)
	}
	return p.folded
}

// spellingsOf folds every name of every card in lib: a pass over the
// whole pool.
func spellingsOf(lib *game.Library) []spelling {
	var folded []spelling
	for _, c := range lib.AllFacts() {
		names := []string{c.Name()}
		if c.Location != "" {
			names = append(names, c.Location+" "+c.Name())
		}
		for _, n := range names {
			if c.Printing != "" {
				n += " " + c.Printing
			}
			w := fuzzyKey(n)
			folded = append(folded, spelling{card: c, words: w, squash: strings.ReplaceAll(w, " ", "")})
		}
	}
	return folded
}

// fuzzyKey folds a name to lower-case letters and digits, its words split
// by single spaces: every mark of punctuation (commas, dots, quotes,
// hyphens, the unique dot) is dropped.
func fuzzyKey(s string) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		case unicode.IsSpace(r) || r == ',' || r == '/':
			space = true
		}
	}
	return b.String()
}

// editDistanceWithin is the Levenshtein distance of a and b, or limit+1
// as soon as it is sure to exceed limit.
func editDistanceWithin(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
