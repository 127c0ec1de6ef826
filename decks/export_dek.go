package decks

import (
	"strings"
	"unicode/utf8"
)

// formatDek writes a LackeyCCG .dek file: one <card> per copy, in the
// superzones Deck, Dilemmas, Missions and (when there are any) Aside, each
// card's <set> the pool's set code of its printing, and the deck's name in
// <meta> as its <title>, as LackeyCCG keeps it. LackeyCCG finds cards by
// name: the <name> element's id (its image) is not written, the pool does
// not know it.
func (d *Deck) formatDek() string {
	var b strings.Builder
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<deck version=\"0.8\">\n\t<meta>\n")
	if d.Name != "" {
		b.WriteString("\t\t<title>" + xmlText(d.Name) + "</title>\n")
	}
	b.WriteString("\t\t<game>startrek2e</game>\n\t</meta>\n")
	zone := func(name string, es []Entry) {
		b.WriteString("\t<superzone name=\"" + name + "\">\n")
		for _, e := range es {
			for i := 0; i < e.Count; i++ {
				b.WriteString("\t\t<card><name>" + xmlText(lackeyName(e.Card)) + "</name>")
				if e.Card.Set != "" {
					b.WriteString("<set>" + xmlText(e.Card.Set) + "</set>")
				}
				b.WriteString("</card>\n")
			}
		}
		b.WriteString("\t</superzone>\n")
	}
	zone("Deck", d.inSection(DrawDeck))
	zone("Dilemmas", d.inSection(Dilemmas))
	zone("Missions", d.inSection(Missions))
	if len(d.Aside) > 0 {
		zone("Aside", Merged(d.Aside))
	}
	b.WriteString("</deck>\n")
	return b.String()
}

// xmlEscaper escapes what XML character data cannot hold as itself;
// quotes stay as they are, as LackeyCCG writes them.
var xmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")

// xmlText escapes s for XML character data, leaving out the characters
// XML cannot hold at all (control characters, say, in a deck's name).
func xmlText(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || (r >= 0xD800 && r <= 0xDFFF) || r == 0xFFFE || r == 0xFFFF || r == utf8.RuneError {
			return -1
		}
		return r
	}, s)
	return xmlEscaper.Replace(s)
}
