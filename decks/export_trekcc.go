package decks

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/stccg/stccg/game"
)

// collectorRe splits a collector number into set, rarity and number:
// "55V027" is 55, V, 027.
var collectorRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\d{1,3})([A-Za-z]{1,3})(\d{1,4})$`) })

// formatTrekCC writes the trekcc.org deck builder's text export: the
// sections Missions, Dilemma Pile and Draw Deck, grouped as the site
// groups them (missions and dilemmas by kind, the draw deck by card type
// and personnel by affiliation), one row per card: set, rarity, number,
// an empty column and "Nx •Title, Subtitle" (a mission without a count).
// The name keeps the printing's suffix, which tells apart printings that
// share a collector number. Cards set aside are left out: the site has
// no such section.
func (d *Deck) formatTrekCC() string {
	var b strings.Builder
	missions := d.inSection(Missions)
	fmt.Fprintf(&b, "Missions (%d)\n", countOf(missions))
	for _, kind := range []game.MissionType{game.Headquarters, game.Planet, game.Space} {
		trekccRows(&b, titleCase(string(kind)), missions, func(c *game.Card) bool { return c.MissionType == kind }, false)
	}
	trekccRows(&b, "Mission", missions, func(c *game.Card) bool {
		return c.MissionType != game.Headquarters && c.MissionType != game.Planet && c.MissionType != game.Space
	}, false)

	dilemmas := d.inSection(Dilemmas)
	fmt.Fprintf(&b, "\nDilemma Pile (%d)\n", countOf(dilemmas))
	for _, kind := range []game.DilemmaType{game.DualDilemma, game.PlanetDilemma, game.SpaceDilemma} {
		trekccRows(&b, titleCase(string(kind)), dilemmas, func(c *game.Card) bool { return c.DilemmaType == kind }, true)
	}
	trekccRows(&b, "Dilemma", dilemmas, func(c *game.Card) bool {
		return c.DilemmaType != game.DualDilemma && c.DilemmaType != game.PlanetDilemma && c.DilemmaType != game.SpaceDilemma
	}, true)

	draw := d.inSection(DrawDeck)
	fmt.Fprintf(&b, "\nDraw Deck (%d)\n", countOf(draw))
	var personnel []Entry
	for _, e := range draw {
		if e.Card.Type == game.Personnel {
			personnel = append(personnel, e)
		}
	}
	if len(personnel) > 0 {
		fmt.Fprintf(&b, "Personnel (%d)\n", countOf(personnel))
		var affs []string
		for _, e := range personnel {
			if a := e.Card.Affiliation; !slices.Contains(affs, a) {
				affs = append(affs, a)
			}
		}
		for _, a := range affs {
			name := titleCase(a)
			if a == "" {
				name = "Non-Aligned"
			}
			trekccRows(&b, name, personnel, func(c *game.Card) bool { return c.Affiliation == a }, true)
		}
	}
	for _, typ := range []game.CardType{game.Ship, game.Equipment, game.EventCard, game.Interrupt} {
		var group []Entry
		for _, e := range draw {
			if e.Card.Type == typ {
				group = append(group, e)
			}
		}
		if len(group) > 0 {
			fmt.Fprintf(&b, "%s (%d)\n", titleCase(string(typ)), countOf(group))
			trekccRows(&b, "", group, func(*game.Card) bool { return true }, true)
		}
	}
	return b.String()
}

// trekccRows writes header (unless empty) and a row for each entry keep
// selects; nothing when it selects none.
func trekccRows(b *strings.Builder, header string, es []Entry, keep func(*game.Card) bool, counted bool) {
	wrote := false
	for _, e := range es {
		if !keep(e.Card) {
			continue
		}
		if !wrote && header != "" {
			b.WriteString(header + "\n")
		}
		wrote = true
		b.WriteString(trekccRow(e, counted) + "\n")
	}
}

// trekccRow is one row: the collector columns and the card.
func trekccRow(e Entry, counted bool) string {
	name := e.Card.DeckName()
	if e.Card.Unique && e.Card.Type != game.Mission { // the site marks no mission unique
		name = "•" + name
	}
	if counted || e.Count != 1 {
		name = fmt.Sprintf("%dx %s", e.Count, name)
	}
	m := collectorRe().FindStringSubmatch(e.Card.Collector)
	if m == nil {
		if !counted && e.Count == 1 {
			name = "1x " + name // a row with no columns needs its count
		}
		return name
	}
	number := strings.TrimLeft(m[3], "0")
	if number == "" {
		number = "0"
	}
	return strings.Join([]string{m[1], strings.ToUpper(m[2]), number, "", name}, "\t")
}

func countOf(es []Entry) int {
	n := 0
	for _, e := range es {
		n += e.Count
	}
	return n
}

// titleCase capitalises each word, and each part of a hyphenated or
// slashed word: "non-aligned" is "Non-Aligned".
func titleCase(s string) string {
	b := []rune(s)
	up := true
	for i, r := range b {
		if up && r >= 'a' && r <= 'z' {
			b[i] = r - 'a' + 'A'
		}
		up = r == ' ' || r == '-' || r == '/'
	}
	return string(b)
}
