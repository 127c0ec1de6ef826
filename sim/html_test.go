package sim

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// parsedPage is an HTML page read as XML: its text, how many of each
// element it has, and every attribute value.
type parsedPage struct {
	text     string
	elements map[string]int
	attrs    []xml.Attr
}

// parsePage reads the page with a strict XML parser: a page that is not
// well-formed fails here.
func parsePage(t *testing.T, page []byte) parsedPage {
	t.Helper()
	if !bytes.HasPrefix(page, []byte("<!DOCTYPE html>")) {
		t.Fatal("the page does not start with <!DOCTYPE html>")
	}
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict = true
	p := parsedPage{elements: map[string]int{}}
	var text strings.Builder
	depth, roots := 0, 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the page is not well-formed: %v", err)
		}
		switch x := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if x.Name.Local != "html" {
					t.Fatalf("root element %q", x.Name.Local)
				}
			}
			depth++
			p.elements[x.Name.Local]++
			p.attrs = append(p.attrs, x.Attr...)
		case xml.EndElement:
			depth--
		case xml.CharData:
			text.Write(x)
			text.WriteByte(' ')
		}
	}
	if roots != 1 || depth != 0 {
		t.Fatalf("%d root elements, depth %d at the end", roots, depth)
	}
	p.text = text.String()
	return p
}

// selfContained fails when the page would fetch anything: scripts,
// stylesheets, images or fonts from elsewhere.
func (p parsedPage) selfContained(t *testing.T) {
	t.Helper()
	for _, el := range []string{"script", "link", "img", "iframe", "object", "embed"} {
		if p.elements[el] > 0 {
			t.Errorf("the page has a <%s>", el)
		}
	}
	for _, a := range p.attrs {
		if a.Name.Local == "xmlns" {
			continue
		}
		if a.Name.Local == "src" || a.Name.Local == "href" || strings.Contains(a.Value, "://") || strings.Contains(a.Value, "url(") {
			t.Errorf("attribute %s=%q points elsewhere", a.Name.Local, a.Value)
		}
	}
}

func (p parsedPage) has(t *testing.T, what ...string) {
	t.Helper()
	for _, w := range what {
		if !strings.Contains(p.text, w) {
			t.Errorf("the page does not show %q", w)
		}
	}
}

// The page is well-formed, needs nothing from the network, has its five
// kinds of chart and shows the run's own figures.
func TestHTMLReport(t *testing.T) {
	lib, d := simDecks(t)
	r := Run(Config{Lib: lib, Decks: d, Games: 16, Seed: 5, Workers: 2, Bots: basic()})
	var buf bytes.Buffer
	if err := WriteHTML(&buf, r); err != nil {
		t.Fatal(err)
	}
	p := parsePage(t, buf.Bytes())
	p.selfContained(t)
	// Win rate, score over turns, games still running, then missions,
	// dilemma effects, card usage and card impact for each seat.
	if n := p.elements["svg"]; n != 3+4*2 {
		t.Errorf("%d charts, want 11", n)
	}
	if p.elements["polyline"] != 3 {
		t.Errorf("%d lines, want 3 (two scores, games running)", p.elements["polyline"])
	}
	p.has(t, r.Decks[0], r.Decks[1],
		fmt.Sprintf("Player 1 won %d, Player 2 won %d, %d ties", r.Wins[0], r.Wins[1], r.Ties))
	for _, pl := range r.Players {
		p.has(t, pct(pl.WinRate), pct(pl.WinRateCI[0])+" to "+pct(pl.WinRateCI[1]))
		for _, m := range pl.Missions {
			p.has(t, m.Name)
		}
		for _, x := range pl.Dilemmas {
			p.has(t, x.Name)
		}
		for _, c := range pl.Cards {
			p.has(t, c.Name)
		}
	}
	for k, n := range r.EndReasons {
		p.has(t, k, fmt.Sprint(n))
	}
}

// The gauntlet page shows a row and a bar for each opponent.
func TestGauntletHTML(t *testing.T) {
	lib, d := simDecks(t)
	g := RunGauntlet(Config{Lib: lib, Games: 6, Seed: 2, Workers: 2, Bots: basic()}, d[0], []game.DeckList{d[0], d[1]})
	var buf bytes.Buffer
	if err := WriteGauntletHTML(&buf, g); err != nil {
		t.Fatal(err)
	}
	p := parsePage(t, buf.Bytes())
	p.selfContained(t)
	for _, r := range append(g.Opponents, g.Overall) {
		p.has(t, r.Opponent, pct(r.WinRate))
	}
	if p.elements["tr"] < len(g.Opponents)+2 {
		t.Errorf("%d table rows", p.elements["tr"])
	}
}

// Text that looks like markup is written as text.
func TestHTMLEscapes(t *testing.T) {
	lib, d := simDecks(t)
	d[0].Name = `<b>"Tom & Jerry's"</b>`
	r := Run(Config{Lib: lib, Decks: d, Games: 2, Seed: 1, Workers: 1, Bots: basic()})
	var buf bytes.Buffer
	if err := WriteHTML(&buf, r); err != nil {
		t.Fatal(err)
	}
	p := parsePage(t, buf.Bytes())
	p.has(t, d[0].Name)
	if p.elements["b"] != 0 {
		t.Fatal("a deck name became markup")
	}
}
