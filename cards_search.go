package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/stccg/stccg/game"
)

// How `stccg cards` matches what a player types: case, punctuation and
// diacritics never matter ("qonos" finds Qo'noS, "jean luc" Jean-Luc), a
// query's words start the words of a card's name in order, and a query
// that finds nothing suggests the titles closest to it ("Picrad").

// searchFold folds s for search: lower case, diacritics dropped, a
// hyphen or slash a space, every other punctuation mark dropped.
func searchFold(s string) string {
	if ascii(s) {
		return searchFoldASCII(s)
	}
	return searchFoldRunes(s)
}

// searchFoldASCII is searchFold for plain ASCII: the fast path of a
// whole-pool search (`stccg cards Worf` folds every card's name), with no
// table and no ToLower.
func searchFoldASCII(s string) string {
	return string(appendFoldASCII(make([]byte, 0, len(s)), s))
}

// appendFoldASCII appends searchFoldASCII(s) to dst.
func appendFoldASCII(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'A' <= c && c <= 'Z':
			dst = append(dst, c+'a'-'A')
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '#', c == '+', c == '&':
			dst = append(dst, c)
		case c == '-' || c == '/' || c == ' ' || '\t' <= c && c <= '\r':
			dst = append(dst, ' ')
		}
	}
	return dst
}

// searchFoldRunes is searchFold for any text.
func searchFoldRunes(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range strings.ToLower(s) {
		if base, ok := plainLetter[r]; ok {
			b.WriteString(base)
			continue
		}
		switch {
		case r == '-' || r == '/' || r == '\u2013' || r == '\u2014' || unicode.IsSpace(r):
			b.WriteByte(' ')
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		case r == '#' || r == '+' || r == '&':
			b.WriteRune(r) // Rule of Acquisition #144
		}
		// Any other mark (apostrophes, periods, commas, quotes, the
		// unique dot) is dropped: "U.S.S." is "uss", "Qo'noS" "qonos".
	}
	return b.String()
}

// ascii reports whether s is plain ASCII.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// plainLetter spells letters with diacritics without them, so "Séla" and
// "Sela" meet whichever way a name or query is written.
var plainLetter = func() map[rune]string {
	m := map[rune]string{'ß': "ss", 'æ': "ae", 'œ': "oe", 'ø': "o", 'ł': "l", 'đ': "d", 'þ': "th"}
	for base, accented := range map[string]string{
		"a": "àáâãäåāăą", "c": "çćĉċč", "e": "èéêëēĕėęě", "g": "ĝğġģ", "h": "ĥħ",
		"i": "ìíîïĩīĭįı", "j": "ĵ", "k": "ķ", "l": "ĺļľŀ", "n": "ñńņňŉ", "o": "òóôõöōŏő",
		"r": "ŕŗř", "s": "śŝşš", "t": "ţťŧ", "u": "ùúûüũūŭůűų", "w": "ŵ", "y": "ýÿŷ", "z": "źżž",
	} {
		for _, r := range accented {
			m[r] = base
		}
	}
	return m
}()

// searchWords is s folded and cut into words.
func searchWords(s string) []string { return strings.Fields(searchFold(s)) }

// searchName is every word of a card's name: its location, title and
// subtitle.
func searchName(c *game.Card) []string {
	return searchWords(strings.TrimSpace(c.Location + " " + c.Title + " " + c.Subtitle))
}

// cardText is the text `--text` searches: the generated text, and the
// printed text when a card data file gave it.
func cardText(c *game.Card) string {
	return c.GameText() + " " + c.PrintedWords
}

// textHas reports whether every word of the query occurs in the text (as
// the start of a word: "download" finds "downloads").
func textHas(text string, query []string) bool {
	words := searchWords(text)
	for _, q := range query {
		found := false
		for _, w := range words {
			if strings.HasPrefix(w, q) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// suggestTitles returns up to n titles (first printings' titles, each
// once) closest to the query: each query word is matched to the nearest
// word of the title (or, one step further, of the whole name) by edit
// distance, where a swapped pair of letters counts one; a card is as close
// as the sum over the query's words. Nothing is suggested when no name
// comes within about a quarter of the query's letters.
func suggestTitles(lib *game.Library, query string, n int) []string {
	q := searchWords(query)
	if len(q) == 0 {
		return nil
	}
	letters := 0
	for _, w := range q {
		letters += len(w)
	}
	limit := letters/4 + 1
	// distance sums, over the query's words, the distance to the nearest
	// of words.
	distance := func(words []string) int {
		total := 0
		for _, w := range q {
			d := len(w)
			for _, x := range words {
				d = min(d, osaDistance(w, x))
			}
			total += d
			if total > limit {
				break
			}
		}
		return total
	}
	best := map[string]int{}
	for _, c := range lib.AllFacts() {
		if c.PrintingOf != "" {
			continue
		}
		title := c.Title
		if c.Location != "" {
			title = c.Location + ", " + c.Title
		}
		// A title word counts twice as close as a subtitle word.
		d := 2 * distance(searchWords(title))
		if d > 0 {
			d = min(d, 2*distance(searchName(c))+1)
		}
		if d > 2*limit {
			continue
		}
		if old, ok := best[title]; !ok || d < old {
			best[title] = d
		}
	}
	titles := make([]string, 0, len(best))
	for t := range best {
		titles = append(titles, t)
	}
	sort.Slice(titles, func(i, j int) bool {
		if best[titles[i]] != best[titles[j]] {
			return best[titles[i]] < best[titles[j]]
		}
		if len(titles[i]) != len(titles[j]) {
			return len(titles[i]) < len(titles[j]) // "Worf" before "Colonel Worf"
		}
		return titles[i] < titles[j]
	})
	if len(titles) > n {
		titles = titles[:n]
	}
	return titles
}

// osaDistance is the edit distance between a and b where swapping two
// neighbouring letters is one edit ("picrad" is one from "picard").
func osaDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

// noMatch is the error for a query that finds nothing, with the closest
// titles when there are some.
func noMatch(lib *game.Library, query string) error {
	if sug := suggestTitles(lib, query, 5); len(sug) > 0 {
		return fmt.Errorf("no card matches %q; closest titles: %s", query, strings.Join(sug, "; "))
	}
	return fmt.Errorf("no card matches %q", query)
}

// attrRange is an attribute filter: --strength 6- keeps strength 6 or more.
type attrRange struct {
	name   string
	lo, hi int // hi -1: no upper bound
	value  func(c *game.Card) int
}

// attributes are the numbers `stccg cards` filters by, for the cards that
// print them.
var attributes = []struct {
	name  string
	typ   game.CardType
	value func(c *game.Card) int
}{
	{"integrity", game.Personnel, func(c *game.Card) int { return c.Integrity }},
	{"cunning", game.Personnel, func(c *game.Card) int { return c.Cunning }},
	{"strength", game.Personnel, func(c *game.Card) int { return c.Strength }},
	{"range", game.Ship, func(c *game.Card) int { return c.Range }},
	{"weapons", game.Ship, func(c *game.Card) int { return c.Weapons }},
	{"shields", game.Ship, func(c *game.Card) int { return c.Shields }},
}

// keepsMore applies the filters of this file: mission type, quadrant,
// keyword, species, icon, attributes, uniqueness, set and text.
func (f cardFilter) keepsMore(c *game.Card) bool {
	if f.missionType != "" && (c.Type != game.Mission || c.MissionType != f.missionType) {
		return false
	}
	if f.quadrant != "" && (c.Type != game.Mission || !strings.EqualFold(c.Quadrant, f.quadrant)) {
		return false
	}
	if f.keyword != "" && !c.HasKeyword(f.keyword) {
		return false
	}
	if f.species != "" && !containsFold(c.Species, f.species) {
		return false
	}
	if f.icon != "" && !containsFold(c.Icons, f.icon) && !containsFold(c.Staffing, f.icon) {
		return false
	}
	for _, a := range f.attrs {
		v := a.value(c)
		if v < a.lo || (a.hi >= 0 && v > a.hi) {
			return false
		}
	}
	if f.unique != nil && c.Unique != *f.unique {
		return false
	}
	if f.set != "" && !strings.EqualFold(c.Set, f.set) && setNumber(c.Collector) != f.set {
		return false
	}
	return len(f.text) == 0 || textHas(cardText(c), f.text)
}

// containsFold reports whether list holds s, ignoring case, punctuation
// and spacing ("terok nor" finds the icon terok-nor).
func containsFold(list []string, s string) bool {
	want := searchFold(s)
	for _, x := range list {
		if searchFold(x) == want {
			return true
		}
	}
	return false
}

// setNumber is the set number a collector number begins with ("61" of
// "61V005").
func setNumber(collector string) string {
	i := 0
	for i < len(collector) && collector[i] >= '0' && collector[i] <= '9' {
		i++
	}
	return collector[:i]
}

// parseMissionType reads --mission-type.
func parseMissionType(s string) (game.MissionType, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "planet", "p":
		return game.Planet, nil
	case "space", "s":
		return game.Space, nil
	case "headquarters", "hq", "h":
		return game.Headquarters, nil
	}
	return "", fmt.Errorf("unknown mission type %q: want planet, space or headquarters", s)
}

// parseQuadrant reads --quadrant.
func parseQuadrant(s string) (string, error) {
	q := strings.ToLower(strings.TrimSpace(s))
	switch q {
	case "alpha", "gamma", "delta":
		return q, nil
	}
	return "", fmt.Errorf("unknown quadrant %q: want alpha, gamma or delta", s)
}
