package sim

import (
	"fmt"
	"io"
)

// WriteCompareText prints the comparison: B against A per opponent and
// overall, what the difference means, and the cards that differ.
func WriteCompareText(w io.Writer, c Comparison) error {
	b := &errWriter{w: w}
	b.printf("Compare: A = %s\n", c.DeckA)
	b.printf("         B = %s\n", c.DeckB)
	b.printf("  against %d decks, %d games each on the same seeds (paired), seed %d; %s bot vs %s bot\n",
		len(c.Opponents), c.Games, c.Seed, c.Bots[0], c.Bots[1])
	b.printf("  not enforced, A: %s\n", enforcementText(c.PlayerA.NotEnforced))
	b.printf("  not enforced, B: %s\n", enforcementText(c.PlayerB.NotEnforced))
	b.printf("  errors %d; %.0f games per second\n", c.Errors, c.GamesPerSec)
	tw := b.table()
	fmt.Fprintln(tw, "  opponent\tpairs\tA wins\tB wins\tB - A\t95% CI\tonly A\tonly B")
	for _, r := range append(append([]PairedRow(nil), c.Opponents...), c.Overall) {
		fmt.Fprintf(tw, "  %s\t%d\t%s\t%s\t%s\t%s to %s\t%d\t%d\n", shorten(r.Opponent, nameWidth), r.Pairs, pct(r.WinRateA), pct(r.WinRateB),
			points(r.Diff), points(r.DiffCI[0]), points(r.DiffCI[1]), r.AOnly, r.BOnly)
	}
	b.flush(tw)
	b.printf("  (B - A in points, its interval from the paired differences; only A, only B: pairs only\n")
	b.printf("  that deck won. A tie is not a win.)\n")
	b.printf("%s", wrap("  "+verdict(c.Overall), 100, "  "))

	b.printf("\n  Cards that differ (copies in A and B) and their impact in each deck that holds them:\n")
	tw = b.table()
	fmt.Fprintln(tw, "  card\tA\tB\tdeck: with it\tgames\twin with\twithout\tdiff\t95% CI")
	for _, d := range c.Cards {
		name := cardName(d.Name, d.NotEnforced)
		if len(d.Impact) == 0 {
			fmt.Fprintf(tw, "  %s\t%d\t%d\t-\t\t\t\t\t\n", name, d.CopiesA, d.CopiesB)
		}
		for i, im := range d.Impact {
			if i > 0 {
				name = ""
			}
			fmt.Fprintf(tw, "  %s\t%d\t%d\t%s: %s\t%d\t%s\t%s\t%s\t%s to %s\n", name, d.CopiesA, d.CopiesB, im.Deck, im.What, im.GamesWith,
				pct(im.WinRateWith), pct(im.WinRateOut), points(im.Diff), points(im.DiffCI[0]), points(im.DiffCI[1]))
		}
	}
	b.flush(tw)
	if len(c.Cards) == 0 {
		b.printf("  (none: the decks hold the same cards)\n")
	}
	b.printf("\n  Each deck's full report over all its games: --json (player_a, player_b) or --html.\n")
	return b.err
}

// verdict says in words what the overall paired difference shows.
func verdict(r PairedRow) string {
	switch {
	case r.Pairs == 0:
		return "No pair of games finished: nothing to compare."
	case r.DiffCI[0] > 0:
		return fmt.Sprintf("B wins more often than A: %s points (95%% CI %s to %s) over %d pairs.", points(r.Diff), points(r.DiffCI[0]), points(r.DiffCI[1]), r.Pairs)
	case r.DiffCI[1] < 0:
		return fmt.Sprintf("B wins less often than A: %s points (95%% CI %s to %s) over %d pairs.", points(r.Diff), points(r.DiffCI[0]), points(r.DiffCI[1]), r.Pairs)
	default:
		return fmt.Sprintf("No clear difference: %s points, and the 95%% CI (%s to %s) holds 0; more games would narrow it.",
			points(r.Diff), points(r.DiffCI[0]), points(r.DiffCI[1]))
	}
}
