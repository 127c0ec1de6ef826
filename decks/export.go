package decks

import (
	"fmt"
	"strings"

	"github.com/stccg/stccg/game"
)

// A deck can be written in each of the four formats it can be read from
// (stccg deck show --as). Reading what was written gives the same deck:
// the same cards, printing for printing, with the same counts in the same
// sections. The plain format also keeps the order of the lines and the
// deck's name; the others keep what their tools keep.

// Exports lists the formats a deck can be written in.
func Exports() []Syntax { return []Syntax{Plain, Lackey, Dek, TrekCC} }

// Export writes the deck in syntax s, repeated lines of one card merged
// into one count (see Merged).
func (d *Deck) Export(s Syntax) (string, error) {
	switch s {
	case Plain:
		return d.Format(), nil
	case Lackey:
		return d.formatLackey(), nil
	case Dek:
		return d.formatDek(), nil
	case TrekCC:
		return d.formatTrekCC(), nil
	}
	var names []string
	for _, e := range Exports() {
		names = append(names, string(e))
	}
	return "", fmt.Errorf("unknown deck format %q: want one of %s", s, strings.Join(names, ", "))
}

// Merged is entries with the lines of one card (one printing) in one
// section made one, at the first of them, their counts added: what a deck
// is, however its file split it. A count above MaxCount, which no line may
// give, is split over several lines.
func Merged(entries []Entry) []Entry {
	type key struct {
		card    *game.Card
		section Section
	}
	at := map[key]int{}
	var out []Entry
	for _, e := range entries {
		k := key{e.Card, e.Section}
		if i, ok := at[k]; ok {
			out[i].Count += e.Count
			continue
		}
		at[k] = len(out)
		out = append(out, e)
	}
	var split []Entry
	for _, e := range out {
		for e.Count > MaxCount {
			part := e
			part.Count = MaxCount
			split = append(split, part)
			e.Count -= MaxCount
		}
		split = append(split, e)
	}
	return split
}

// inSection is the merged entries of section s, in file order.
func (d *Deck) inSection(s Section) []Entry {
	var out []Entry
	for _, e := range Merged(d.Entries) {
		if e.Section == s {
			out = append(out, e)
		}
	}
	return out
}

// lackeyName is a printing's name as LackeyCCG writes it: title and
// subtitle joined by a space, a mission after its location, and the
// printing's suffix ("Qo'noS Heart of the Empire", "Wavefront (SR)").
func lackeyName(c *game.Card) string {
	parts := []string{c.Location, c.Title, c.Subtitle, c.Printing}
	var keep []string
	for _, p := range parts {
		if p != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, " ")
}

// formatLackey writes LackeyCCG's deck text: the draw deck with no
// header, then "Dilemmas:", "Missions:" and, when there are any,
// "Aside:", one "N<TAB>Name" line per card.
func (d *Deck) formatLackey() string {
	var b strings.Builder
	write := func(es []Entry) {
		for _, e := range es {
			fmt.Fprintf(&b, "%d\t%s\n", e.Count, lackeyName(e.Card))
		}
	}
	write(d.inSection(DrawDeck))
	b.WriteString("Dilemmas:\n")
	write(d.inSection(Dilemmas))
	b.WriteString("Missions:\n")
	write(d.inSection(Missions))
	if len(d.Aside) > 0 {
		b.WriteString("Aside:\n")
		write(Merged(d.Aside))
	}
	return b.String()
}
