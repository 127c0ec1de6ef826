// Package decks reads, checks and writes deck files: the plain format
// people write by hand, the text export of the trekcc.org deck builder,
// and LackeyCCG's deck text and .dek XML. A parsed Deck knows the line each
// card came from, so every problem can point at the line to fix. See
// docs/decks.md.
package decks

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/stccg/stccg/game"
)

// Section is the part of a deck a card belongs to (Rulebook: Building a
// Deck): the five missions, the dilemma pile or the draw deck.
type Section int

const (
	Missions Section = iota
	Dilemmas
	DrawDeck
	numSections
)

func (s Section) String() string {
	switch s {
	case Missions:
		return "missions"
	case Dilemmas:
		return "dilemmas"
	case DrawDeck:
		return "draw deck"
	}
	return fmt.Sprintf("Section(%d)", int(s))
}

// SectionOf is where a card goes by its type: missions to the missions,
// dilemmas to the dilemma pile, every other card to the draw deck.
func SectionOf(c *game.Card) Section {
	switch c.Type {
	case game.Mission:
		return Missions
	case game.Dilemma:
		return Dilemmas
	}
	return DrawDeck
}

// Syntax names the text format a deck file was written in.
type Syntax string

const (
	Plain  Syntax = "plain"  // this program's own format (docs/decks.md)
	TrekCC Syntax = "trekcc" // trekcc.org deck builder text export
	Lackey Syntax = "lackey" // LackeyCCG deck text
	Dek    Syntax = "dek"    // LackeyCCG .dek XML
)

// Deck is a parsed deck file.
type Deck struct {
	Name string
	// File is what problems are reported against: the path as given, or
	// "NAME.txt" for an embedded sample.
	File   string
	Syntax Syntax
	// Entries are the card lines in file order; one line may stand for
	// several copies. Lines of one card may repeat.
	Entries []Entry
	// Aside holds the cards a LackeyCCG deck sets aside: kept with the
	// file but not part of the deck, so no rule counts them.
	Aside []Entry
	// Notes are what reading an imported file changed or assumed (a card
	// the pool spells differently, say); they do not make the deck bad.
	Notes []Problem
	// Unknown lists the lines naming a card the pool does not know (each
	// also a problem): none of them is in Entries.
	Unknown []UnknownCard

	// headerLine[s] is the line of the first header naming section s, or 0.
	headerLine [numSections]int
}

// Entry is one card line of a deck file.
type Entry struct {
	Count   int
	Card    *game.Card
	Section Section // decided by the card's type, whatever header it was under
	Line    int     // 1-based line in File
}

// UnknownCard is a card line whose card the pool does not know.
type UnknownCard struct {
	Line, Count int
	Name        string
	// Section is the one the line's header named; before any header,
	// the draw deck.
	Section Section
}

// Problem is something wrong with a deck, at a line of its file (0 when it
// concerns the whole file). A Note is not wrong: it tells the player how
// a line was read when that was not plain (a misspelt card resolved, a
// printing the pool lacks), and never makes a deck bad.
type Problem struct {
	File string
	Line int
	Msg  string
	Note bool
	// Unknown: the line names a card the pool does not know.
	Unknown bool
}

func (p Problem) Error() string {
	msg := p.Msg
	if p.Note {
		msg = "note: " + msg
	}
	if p.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", p.File, p.Line, msg)
	}
	return fmt.Sprintf("%s: %s", p.File, msg)
}

// Problems is a list of problems used as one error: one problem a line.
type Problems []Problem

func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// Errors is the problems that are not notes.
func (ps Problems) Errors() Problems { return ps.filter(false) }

// Notes is the problems that are notes.
func (ps Problems) Notes() Problems { return ps.filter(true) }

func (ps Problems) filter(notes bool) Problems {
	var out Problems
	for _, p := range ps {
		if p.Note == notes {
			out = append(out, p)
		}
	}
	return out
}

// Count is the number of cards in section s, copies included.
func (d *Deck) Count(s Section) int {
	n := 0
	for _, e := range d.Entries {
		if e.Section == s {
			n += e.Count
		}
	}
	return n
}

// List expands the deck into the copies the engine plays with, each
// section in file order.
func (d *Deck) List() game.DeckList {
	l := game.DeckList{Name: d.Name}
	for _, e := range d.Entries {
		for i := 0; i < e.Count; i++ {
			switch e.Section {
			case Missions:
				l.Missions = append(l.Missions, e.Card)
			case Dilemmas:
				l.Dilemmas = append(l.Dilemmas, e.Card)
			default:
				l.Draw = append(l.Draw, e.Card)
			}
		}
	}
	return l
}

// Summary is one line about the deck:
// `"Name": 5 missions (1 HQ, 2 planet, 2 space), 22 dilemmas, 38 cards`.
func (d *Deck) Summary() string {
	var hq, planet, space, other int
	for _, e := range d.Entries {
		if e.Section != Missions {
			continue
		}
		switch e.Card.MissionType {
		case game.Headquarters:
			hq += e.Count
		case game.Planet:
			planet += e.Count
		case game.Space:
			space += e.Count
		default:
			other += e.Count
		}
	}
	kinds := fmt.Sprintf("%d HQ, %d planet, %d space", hq, planet, space)
	if other > 0 {
		kinds += fmt.Sprintf(", %d other", other)
	}
	return fmt.Sprintf("%q: %d missions (%s), %d dilemmas, %d cards",
		d.Name, d.Count(Missions), kinds, d.Count(Dilemmas), d.Count(DrawDeck))
}

// Format writes the deck in the plain format, the lines of one card made
// one (Merged). Parsing the result gives the same merged entries, grouped
// by section (missions, dilemmas, draw deck) and in file order within each
// section, and the same name.
func (d *Deck) Format() string {
	var b strings.Builder
	if d.Name != "" {
		// The name line is taken verbatim, so any name survives.
		fmt.Fprintf(&b, "name: %s\n", d.Name)
	}
	for s := Section(0); s < numSections; s++ {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%s:\n", titleWord(s))
		for _, e := range d.inSection(s) {
			fmt.Fprintf(&b, "%dx %s\n", e.Count, e.Card.DeckName())
		}
	}
	if len(d.Aside) > 0 {
		// Comments, so that reading the output back leaves them out of
		// the deck, as the original did.
		b.WriteString("\n# Set aside, not part of the deck:\n")
		for _, e := range Merged(d.Aside) {
			fmt.Fprintf(&b, "# %dx %s\n", e.Count, e.Card.DeckName())
		}
	}
	return b.String()
}

func titleWord(s Section) string {
	switch s {
	case Missions:
		return "Missions"
	case Dilemmas:
		return "Dilemmas"
	}
	return "Draw deck"
}

// sectionLine is the line to blame for a problem with a whole section: its
// first header, or else its first card line, or else 0.
func (d *Deck) sectionLine(s Section) int {
	if d.headerLine[s] > 0 {
		return d.headerLine[s]
	}
	for _, e := range d.Entries {
		if e.Section == s {
			return e.Line
		}
	}
	return 0
}

// nameFromFile is the deck name used when the file gives none.
func nameFromFile(file string) string {
	if file == "" {
		return ""
	}
	base := filepath.Base(file)
	if base == "." || base == string(filepath.Separator) {
		return ""
	}
	return strings.TrimSuffix(base, filepath.Ext(base))
}
