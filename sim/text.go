package sim

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"
)

// WriteText prints the report for people: the batch, then each seat's
// deck with its missions, dilemmas, cards and personnel.
func WriteText(w io.Writer, r Report) error {
	b := &errWriter{w: w}
	b.printf("%d games, seed %d, bot %s: %s vs %s\n", r.Games, r.Seed, r.Bot, r.Decks[0], r.Decks[1])
	b.printf("  wins: Player 1 %d, Player 2 %d, ties %d, errors %d\n", r.Wins[0], r.Wins[1], r.Ties, r.Errors)
	for _, k := range sortedKeys(r.EndReasons) {
		b.printf("  ended by %s: %d\n", k, r.EndReasons[k])
	}
	b.printf("  average turns %.1f; attempts %d, missions completed %d, dilemmas faced %d\n", r.AvgTurns, r.Attempts, r.MissionsCompleted, r.DilemmasFaced)
	b.printf("  engagements %d, ships destroyed %d, captives %d, abilities used %d, interrupts played %d\n", r.Engagements, r.ShipsDestroyed, r.Captives, r.AbilitiesUsed, r.InterruptsPlayed)
	b.printf("  %.0f games per second\n", r.GamesPerSec)
	for _, e := range r.ErrorSamples {
		b.printf("  error: %s\n", e)
	}
	for _, p := range r.Players {
		b.printf("\n")
		writePlayer(b, p)
	}
	return b.err
}

func writePlayer(b *errWriter, p PlayerReport) {
	b.printf("Player %d: %s (%s bot)\n", p.Seat, p.Deck, p.Bot)
	b.printf("  win rate %s (95%% CI %s to %s): %d wins, %d losses, %d ties in %d games\n",
		pct(p.WinRate), pct(p.WinRateCI[0]), pct(p.WinRateCI[1]), p.Wins, p.Losses, p.Ties, p.Games)
	b.printf("  won by %s; lost by %s; tied by %s\n", reasons(p.WinsBy), reasons(p.LossesBy), reasons(p.TiesBy))
	b.printf("  turns to win: %s\n", spreadText(p.TurnsToWin))
	b.printf("  final score: %s\n", spreadText(p.FinalScore))

	tw := b.table()
	fmt.Fprintln(tw, "  mission\tattempted\tcompleted\tfailed\tfirst completed: games\tturn (mean, median)")
	for _, m := range p.Missions {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%s\t%s\n", m.Name, m.Attempted, m.Completed, m.Failed,
			share(m.FirstCompleted.N, p.Games), turnText(m.FirstCompleted))
	}
	b.flush(tw)

	tw = b.table()
	fmt.Fprintln(tw, "  dilemma (own pile)\tdrawn\tset aside\tchosen\tfaced\tstopped\tkilled\tto hand\tcaptured\tno effect\treturned\tstayed\tovercome\tprevented\tnot faced: cost\ttype\tcopy\tnobody")
	for _, d := range p.Dilemmas {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%d\t%s\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n", d.Name, d.Drawn, d.SetAside, d.Chosen, d.Faced,
			times(d.Stopped, d.PersonnelStopped), times(d.Killed, d.PersonnelKilled), times(d.ToHand, d.PersonnelToHand),
			times(d.Captured, d.PersonnelCaptured), d.NoEffect, d.Returned, d.Placed, d.Overcome, d.Prevented,
			d.NoEffectCost, d.NoEffectType, d.Duplicate, d.NobodyToFace)
	}
	b.flush(tw)

	tw = b.table()
	fmt.Fprintln(tw, "  draw deck card\ttype\tdrawn\tplayed\tdead\tplayed on turn (mean, median)")
	for _, c := range p.Cards {
		fmt.Fprintf(tw, "  %s\t%s\t%d\t%d\t%d\t%s\n", c.Name, c.Type, c.Drawn, c.Played, c.Dead, turnText(c.PlayTurn))
	}
	b.flush(tw)

	tw = b.table()
	fmt.Fprintln(tw, "  personnel\tstopped\tkilled\tcaptured")
	for _, c := range p.Personnel {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\n", c.Name, c.Stopped, c.Killed, c.Captured)
	}
	b.flush(tw)
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

func share(n, of int) string {
	if of == 0 {
		return "0"
	}
	return fmt.Sprintf("%d (%s)", n, pct(float64(n)/float64(of)))
}

// times is "faces (personnel)" for an effect, or "0".
func times(faces, personnel int) string {
	if faces == 0 {
		return "0"
	}
	return fmt.Sprintf("%d (%d)", faces, personnel)
}

func spreadText(s Spread) string {
	if s.N == 0 {
		return "none"
	}
	return fmt.Sprintf("mean %.1f, sd %.1f (min %d, median %d, max %d; %d games)", s.Mean, s.SD, s.Min, s.Median, s.Max, s.N)
}

func turnText(s Spread) string {
	if s.N == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f, %d", s.Mean, s.Median)
}

func reasons(m map[string]int) string {
	if len(m) == 0 {
		return "nothing"
	}
	var parts []string
	for _, k := range sortedKeys(m) {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// errWriter keeps the first write error, so printing code stays plain.
type errWriter struct {
	w   io.Writer
	err error
}

func (b *errWriter) printf(format string, a ...any) {
	if b.err == nil {
		_, b.err = fmt.Fprintf(b.w, format, a...)
	}
}

func (b *errWriter) table() *tabwriter.Writer { return tabwriter.NewWriter(b, 0, 0, 2, ' ', 0) }

func (b *errWriter) Write(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	n, err := b.w.Write(p)
	b.err = err
	return n, err
}

func (b *errWriter) flush(tw *tabwriter.Writer) {
	if err := tw.Flush(); err != nil && b.err == nil {
		b.err = err
	}
}
