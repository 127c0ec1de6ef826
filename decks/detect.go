package decks

import (
	"strings"
)

// detect names the syntax of a text deck (a .dek file, XML, is told apart
// before; see isXML) from the shape of its lines:
//   - trekcc.org rows have set, rarity and number columns before the card
//     ("1	R	262		3x •Elizabeth Shelby", a mission row without a
//     count), or end in a "Nx Title" column; with tabs turned into spaces
//     the first three columns still show ("1 R 262  3x •Elizabeth Shelby");
//   - LackeyCCG lines are "N<TAB>Title", and its decks may have an "Aside:"
//     section, which no other format has;
//   - anything else is the plain format.
//
// The most rows win; a tie goes to trekcc.org, whose rows are the more
// particular.
func detect(lines []string) Syntax {
	trekcc, lackey := 0, 0
	for _, l := range lines {
		l = strings.TrimSpace(strings.TrimSuffix(l, "\r"))
		if l == "" || strings.HasPrefix(l, "#") || strings.HasPrefix(l, "//") {
			continue
		}
		if !strings.Contains(l, "\t") {
			switch {
			case isAsideHeader(l):
				lackey++
			case looksLikeSpacedTrekccRow(l):
				trekcc++
			}
			continue
		}
		fields := tabFields(l)
		last := fields[len(fields)-1]
		switch {
		case len(fields) >= 4 && trekccSetRe().MatchString(fields[0]) && trekccRarityRe().MatchString(fields[1]) &&
			trekccNumberRe().MatchString(fields[2]):
			trekcc++
		case trekccCardRe().MatchString(last) && len(fields) >= 2:
			trekcc++
		case len(fields) == 2 && isInt(fields[0]):
			lackey++
		}
	}
	switch {
	case trekcc > 0 && trekcc >= lackey:
		return TrekCC
	case lackey > 0:
		return Lackey
	}
	return Plain
}

// looksLikeSpacedTrekccRow reports a trekcc.org row whose tabs became
// spaces: set, rarity and number, then a card with a count, a unique dot,
// or after a wider gap (the export's empty column).
func looksLikeSpacedTrekccRow(l string) bool {
	m := trekccSpacedRowRe().FindStringSubmatch(l)
	if m == nil {
		return false
	}
	card := m[5]
	return trekccCardRe().MatchString(card) || strings.HasPrefix(card, "•") || len(m[4]) >= 2
}
