package sim

import (
	"fmt"
	"io"
)

// WriteCompareHTML writes the comparison as one HTML page: the paired
// difference per opponent as a chart and a table, the cards that differ,
// then each deck's own report.
func WriteCompareHTML(w io.Writer, c Comparison) error {
	var p page
	p.open(fmt.Sprintf("Compare: %s (A) and %s (B)", c.DeckA, c.DeckB))
	p.para("", fmt.Sprintf("Each deck played %d games against each of %d opponents on the same seeds (paired), seed %d; "+
		"%s bot for the compared decks, %s bot for the opponents; %d errors.", c.Games, len(c.Opponents), c.Seed, c.Bots[0], c.Bots[1], c.Errors))
	enforcementTable(&p, []PlayerReport{c.PlayerA, c.PlayerB})

	p.h(2, "paired", "B against A, paired")
	p.para("", verdict(c.Overall))
	p.para("note", "B's win rate minus A's, in percentage points, with the 95% interval of the mean paired difference "+
		"(each game number played by both decks is one pair).")
	rows := append(append([]PairedRow(nil), c.Opponents...), c.Overall)
	var bars []Impact
	var table [][]string
	for _, r := range rows {
		bars = append(bars, Impact{Name: r.Opponent, Diff: r.Diff, DiffCI: r.DiffCI, GamesWith: r.Pairs})
		table = append(table, []string{r.Opponent, fmt.Sprint(r.Pairs), pct(r.WinRateA), pct(r.WinRateB), points(r.Diff),
			points(r.DiffCI[0]) + " to " + points(r.DiffCI[1]), fmt.Sprint(r.AOnly), fmt.Sprint(r.BOnly)})
	}
	p.raw(impactChart("B minus A per opponent", bars))
	p.table([]string{"opponent", "pairs", "A win rate", "B win rate", "B - A (points)", "95% CI", "only A won", "only B won"}, table)

	p.h(2, "cards", "Cards that differ")
	p.para("note", "Each card A and B hold in different numbers, with its impact in each deck that holds it "+
		"(win rate in games with it against games without; correlation in bot games, not cause).")
	table = nil
	for _, d := range c.Cards {
		if len(d.Impact) == 0 {
			table = append(table, []string{flagName(d.Name, d.NotEnforced), fmt.Sprint(d.CopiesA), fmt.Sprint(d.CopiesB), "-", "", "", "", "", ""})
		}
		for _, im := range d.Impact {
			table = append(table, []string{flagName(d.Name, d.NotEnforced), fmt.Sprint(d.CopiesA), fmt.Sprint(d.CopiesB), im.Deck + ": " + im.What,
				fmt.Sprint(im.GamesWith), pct(im.WinRateWith), pct(im.WinRateOut), points(im.Diff), points(im.DiffCI[0]) + " to " + points(im.DiffCI[1])})
		}
	}
	p.table([]string{"card", "copies in A", "copies in B", "deck: with it", "games with", "win rate with", "without", "difference", "95% CI"}, table)

	playerSections(&p, c.PlayerA, "a", "A: "+c.DeckA)
	playerSections(&p, c.PlayerB, "b", "B: "+c.DeckB)
	p.close()
	return p.write(w)
}
