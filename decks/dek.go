package decks

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/stccg/stccg/game"
)

// LackeyCCG's .dek file is XML, one <card> element per copy:
//
//	<deck version="0.8">
//	  <meta><game>startrek2e</game></meta>
//	  <superzone name="Deck">
//	    <card><name id="...">Elizabeth Shelby Formidable Presence</name><set>SE</set></card>
//	  </superzone>
//	  <superzone name="Dilemmas">...</superzone>
//	  <superzone name="Missions">...</superzone>
//	  <superzone name="Aside">...</superzone>
//	</deck>
//
// Names are written as in Lackey's deck text. Problems point at the line
// of the <card> element (or of the XML at fault).

// isXML reports whether data is an XML document (after a byte-order mark
// and blank space): a .dek file is told by its content, whatever its name.
func isXML(data []byte) bool {
	return bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte("<"))
}

// dekZones are LackeyCCG's 2E superzones; all but Aside hold the deck
// (where a card goes is decided by its type anyway).
var dekZones = map[string]Section{"deck": DrawDeck, "dilemmas": Dilemmas, "missions": Missions}

// dekCard is a <card> being read.
type dekCard struct {
	line      int
	name, set strings.Builder
	field     string // "name" or "set" while inside one, else ""
}

// parseDek reads a LackeyCCG .dek file.
func parseDek(file string, data []byte, lib *game.Library) (*Deck, []Problem) {
	return parseDekWith(file, data, lib, parseOpts{suggest: maxSuggestions})
}

func parseDekWith(file string, data []byte, lib *game.Library, o parseOpts) (*Deck, []Problem) {
	d := &Deck{File: file, Syntax: Dek}
	p := &parser{d: d, lib: lib, budget: o.suggest, expect: anySection, folded: o.folded}
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.CharsetReader = latin1Reader
	var (
		path    []string // open elements, local names
		zone    string   // the open superzone's name, lower case
		zoneOK  bool     // the open superzone is one of the deck's or Aside
		card    *dekCard
		title   strings.Builder
		inTitle bool
		merge   bool // the previous <card> of this superzone made or joined the last entry
	)
	line := func() int {
		l, _ := dec.InputPos()
		return l
	}
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		var se *xml.SyntaxError
		if errors.As(err, &se) && se.Msg == "unexpected EOF" && len(path) > 0 {
			p.problem(line(), fmt.Sprintf("the .dek file ends inside <%s>: it is cut short", path[len(path)-1]))
			break
		}
		if err != nil {
			p.problem(line(), "not a readable LackeyCCG .dek file: "+xmlMessage(err))
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			el := t.Name.Local
			path = append(path, el)
			switch {
			case len(path) == 1 && el != "deck":
				p.problem(line(), fmt.Sprintf("not a LackeyCCG .dek file: it starts with <%s>, not <deck>", el))
				return finishDek(d, p)
			case len(path) == 2 && el == "superzone":
				zone = strings.ToLower(strings.TrimSpace(attr(t, "name")))
				merge = false
				s, inDeck := dekZones[zone]
				zoneOK = inDeck || zone == "aside"
				p.expect = anySection
				switch {
				case inDeck:
					p.saw(line(), s)
				case !zoneOK:
					p.problem(line(), fmt.Sprintf("unknown superzone %q: LackeyCCG's 2E zones are Deck, Dilemmas, Missions and Aside; its cards are left out", attr(t, "name")))
				}
			case len(path) == 3 && path[1] == "meta" && (el == "title" || el == "name"):
				inTitle = title.Len() == 0
			case len(path) == 3 && path[1] == "superzone" && el == "card":
				card = &dekCard{line: line()}
			case len(path) == 4 && card != nil && (el == "name" || el == "set"):
				card.field = el
			}
		case xml.EndElement:
			switch {
			case len(path) == 3 && card != nil && t.Name.Local == "card":
				if zoneOK {
					merge = p.dekCard(card, zone == "aside", merge)
				}
				card = nil
			case len(path) == 4 && card != nil:
				card.field = ""
			case len(path) == 3:
				inTitle = false
			case len(path) == 2:
				zone, zoneOK, merge = "", false, false
			}
			path = path[:len(path)-1]
		case xml.CharData:
			switch {
			case card != nil && card.field == "name":
				card.name.Write(t)
			case card != nil && card.field == "set":
				card.set.Write(t)
			case inTitle:
				title.Write(t)
			}
		}
	}
	// One line, as a deck name is everywhere else.
	if n := strings.Join(strings.FieldsFunc(title.String(), func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r)
	}), " "); n != "" {
		d.Name = n
	}
	return finishDek(d, p)
}

func finishDek(d *Deck, p *parser) (*Deck, []Problem) {
	if d.Name == "" {
		d.Name = nameFromFile(d.File)
	}
	d.Notes = Problems(p.problems).Notes()
	return d, p.problems
}

// dekCard resolves one <card> and adds a copy of it: to the last entry
// when merge says the previous <card> of the zone went there and it is the
// same card (Lackey writes copies together), else as a new entry. It
// reports whether the copy was added.
func (p *parser) dekCard(dc *dekCard, aside, merge bool) bool {
	name := strings.TrimSpace(dc.name.String())
	if name == "" {
		p.problem(dc.line, "a <card> with no <name>")
		return false
	}
	c, err := p.resolveImported(dc.line, name)
	if err != nil {
		if aside {
			p.note(dc.line, "a card set aside is not known: "+p.why(name, err).Error())
			return false
		}
		p.unknown(dc.line, "1", name, err)
		return false
	}
	set := strings.TrimSpace(dc.set.String())
	c = p.printingInSet(c, set)
	if !aside && (set == "" || !strings.EqualFold(c.Set, set)) {
		p.notePrinting(dc.line, name, c) // no <set> said which printing
	}
	list := &p.d.Entries
	if aside {
		list = &p.d.Aside
	}
	if n := len(*list); merge && n > 0 && (*list)[n-1].Card == c && (*list)[n-1].Count < MaxCount {
		(*list)[n-1].Count++
		return true
	}
	*list = append(*list, Entry{Count: 1, Card: c, Section: SectionOf(c), Line: dc.line})
	return true
}

// printingInSet is c's printing from set (a pool set code such as "SR"),
// when the name left the printing open and the pool has one of that name
// in that set; else c.
func (p *parser) printingInSet(c *game.Card, set string) *game.Card {
	if set == "" || strings.EqualFold(c.Set, set) {
		return c
	}
	for _, o := range p.lib.ByCollector(c.Collector) {
		if strings.EqualFold(o.Set, set) && o.Name() == c.Name() && o.Location == c.Location {
			return o
		}
	}
	return c
}

func attr(t xml.StartElement, name string) string {
	for _, a := range t.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// xmlMessage is err's text without the "XML syntax error on line N: "
// prefix; the problem carries the line.
func xmlMessage(err error) string {
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		return se.Msg
	}
	return err.Error()
}

// latin1Reader lets a .dek file declare ISO-8859-1 (or Windows-1252, read
// as ISO-8859-1) instead of UTF-8.
func latin1Reader(charset string, r io.Reader) (io.Reader, error) {
	switch strings.ToLower(charset) {
	case "iso-8859-1", "latin1", "latin-1", "windows-1252", "cp1252", "us-ascii", "ascii":
	default:
		return nil, fmt.Errorf("unsupported encoding %q (save the deck as UTF-8)", charset)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	for _, c := range data {
		b.WriteRune(rune(c))
	}
	return strings.NewReader(b.String()), nil
}
