package sim

import (
	"bytes"
	"testing"

	"github.com/stccg/stccg/game"
)

// Game i of A and game i of B make a pair only when both finished; a tie
// is not a win.
func TestPairRow(t *testing.T) {
	ra := []int8{resultSeat1, resultSeat2, resultSeat1, resultTie, resultError}
	rb := []int8{resultSeat2, resultSeat2, resultSeat1, resultSeat1, resultSeat1, resultSeat1}
	r := pairRow("x", ra, rb, 6)
	if r.Pairs != 4 || r.WinsA != 2 || r.WinsB != 2 || r.AOnly != 1 || r.BOnly != 1 || r.Diff != 0 {
		t.Fatalf("%+v", r)
	}
}

// A deck compared with itself plays the very same games on both sides:
// every pair agrees, so the difference and its interval are exactly 0,
// and no card differs. A's rows are the gauntlet's.
func TestCompareWithItselfIsExactlyZero(t *testing.T) {
	lib, d := simDecks(t)
	cfg := Config{Lib: lib, Games: 8, Seed: 4, Workers: 2, Bots: basic()}
	opps := []game.DeckList{d[1], d[0]}
	c := RunCompare(cfg, d[0], d[0], opps)
	if c.Errors != 0 || c.Overall.Pairs != 16 {
		t.Fatalf("errors %d, pairs %d", c.Errors, c.Overall.Pairs)
	}
	if c.Overall.AOnly != 0 || c.Overall.BOnly != 0 || c.Overall.Diff != 0 || c.Overall.DiffCI != [2]float64{0, 0} || len(c.Cards) != 0 {
		t.Fatalf("overall %+v, cards %v", c.Overall, c.Cards)
	}
	g := RunGauntlet(cfg, d[0], opps)
	for j, row := range c.Opponents {
		if row.WinsA != g.Opponents[j].Wins || row.Pairs != g.Opponents[j].Games {
			t.Fatalf("row %d: %+v, gauntlet %+v", j, row, g.Opponents[j])
		}
	}
}

// Two decks that differ by one card: the report names the card taken out
// and the one put in, with their copies, and the paired difference sits
// inside its interval. The pages are written.
func TestCompareOneCardApart(t *testing.T) {
	lib, d := starterDecks(t)
	a := d[0]
	b := a
	b.Name = a.Name + " B"
	b.Draw = append([]*game.Card(nil), a.Draw...)
	out := b.Draw[0]
	b.Draw[0] = b.Draw[1] // a second copy of the next card in place of the first
	in := b.Draw[1]
	c := RunCompare(Config{Lib: lib, Games: 10, Seed: 2, Workers: 2, Bots: basic()}, a, b, []game.DeckList{d[1]})
	if len(c.Cards) != 2 {
		t.Fatalf("cards that differ: %+v", c.Cards)
	}
	for _, cd := range c.Cards {
		wantA, wantB := 0, 0
		for _, x := range a.Draw {
			if x.ID == cd.Card {
				wantA++
			}
		}
		for _, x := range b.Draw {
			if x.ID == cd.Card {
				wantB++
			}
		}
		if (cd.Card != out.ID && cd.Card != in.ID) || cd.CopiesA != wantA || cd.CopiesB != wantB || cd.CopiesA == cd.CopiesB {
			t.Fatalf("%+v (out %s, in %s)", cd, out.ID, in.ID)
		}
	}
	o := c.Overall
	if o.DiffCI[0] > o.Diff || o.Diff > o.DiffCI[1] || o.Pairs != 10 || o.WinRateB-o.WinRateA-o.Diff > 1e-9 || o.Diff-(o.WinRateB-o.WinRateA) > 1e-9 {
		t.Fatalf("overall %+v", o)
	}
	var buf bytes.Buffer
	if err := WriteCompareText(&buf, c); err != nil {
		t.Fatal(err)
	}
	var page bytes.Buffer
	if err := WriteCompareHTML(&page, c); err != nil {
		t.Fatal(err)
	}
	p := parsePage(t, page.Bytes())
	p.selfContained(t)
	p.has(t, out.Name(), in.Name(), verdict(o))
	for _, line := range bytes.Split(buf.Bytes(), []byte("\n")) {
		if n := len([]rune(string(line))); n > 100 {
			t.Errorf("%d columns: %s", n, line)
		}
	}
}
