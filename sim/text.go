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
	for _, p := range r.Players {
		b.printf("  not enforced, Player %d: %s\n", p.Seat, enforcementText(p.NotEnforced))
	}
	b.printf("  * marks a card whose game text is not enforced: it plays as its facts alone\n")
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
	b.printf("  not enforced: %s\n", enforcementText(p.NotEnforced))

	tw := b.table()
	fmt.Fprintln(tw, "  mission\tattempted\tcompleted\tfailed\tcompleted in games\tfirst on turn")
	for _, m := range p.Missions {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%s\t%s\n", cardName(m.Name, m.NotEnforced), m.Attempted, m.Completed, m.Failed,
			share(m.FirstCompleted.N, p.Games), turnText(m.FirstCompleted))
	}
	b.flush(tw)

	// The dilemma table is split in three so each fits 100 columns.
	tw = b.table()
	fmt.Fprintln(tw, "  dilemma (own pile)\tdrawn\taside\tchosen\tfaced\treturned\tstayed\tovercome\tprevented")
	for _, d := range p.Dilemmas {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n", cardName(d.Name, d.NotEnforced), d.Drawn, d.SetAside, d.Chosen, d.Faced,
			d.Returned, d.Placed, d.Overcome, d.Prevented)
	}
	b.flush(tw)
	tw = b.table()
	fmt.Fprintln(tw, "  dilemma: faces that (personnel)\tstopped\tkilled\tto hand\tcaptured\tno effect")
	for _, d := range p.Dilemmas {
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\t%d\n", cardName(d.Name, d.NotEnforced),
			times(d.Stopped, d.PersonnelStopped), times(d.Killed, d.PersonnelKilled), times(d.ToHand, d.PersonnelToHand),
			times(d.Captured, d.PersonnelCaptured), d.NoEffect)
	}
	b.flush(tw)
	tw = b.table()
	fmt.Fprintln(tw, "  dilemma: overcome unfaced\tcost\twrong type\tcopy\tnobody left")
	for _, d := range p.Dilemmas {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%d\n", cardName(d.Name, d.NotEnforced), d.NoEffectCost, d.NoEffectType, d.Duplicate, d.NobodyToFace)
	}
	b.flush(tw)

	writeKillers(b, p)

	tw = b.table()
	fmt.Fprintln(tw, "  draw deck card\ttype\tdrawn\tdownload\tto hand\tplayed\tdead\tturn played")
	for _, c := range p.Cards {
		fmt.Fprintf(tw, "  %s\t%s\t%d\t%d\t%d\t%d\t%d\t%s\n", cardName(c.Name, c.NotEnforced), c.Type, c.Drawn, c.Downloaded,
			c.BackToHand, c.Played, c.Dead, turnText(c.PlayTurn))
	}
	b.flush(tw)
	b.printf("  (download: put into the hand by a download; to hand: back to the hand from play or the\n")
	b.printf("  discard pile. A card is played from the hand, so played <= drawn + download + to hand.)\n")

	tw = b.table()
	fmt.Fprintln(tw, "  personnel\tstopped\tkilled\tcaptured")
	for _, c := range p.Personnel {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\n", cardName(c.Name, c.NotEnforced), c.Stopped, c.Killed, c.Captured)
	}
	b.flush(tw)

	writeImpact(b, p)
	writeBehaviour(b, p)
}

// writeKillers prints the deck's dilemmas by the attempts they ended, and
// the opponent's dilemmas by the attempts of this deck they ended.
func writeKillers(b *errWriter, p PlayerReport) {
	own := append([]DilemmaStats(nil), p.Dilemmas...)
	sort.SliceStable(own, func(i, j int) bool { return own[i].Ended > own[j].Ended })
	tw := b.table()
	fmt.Fprintln(tw, "  killer dilemmas (own pile)\tfaced\tended attempts\tnobody left\tper face")
	for _, d := range own {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%s\n", cardName(d.Name, d.NotEnforced), d.Faced, d.Ended, d.EndedAll, rate(d.Ended, d.Faced))
	}
	b.flush(tw)
	tw = b.table()
	fmt.Fprintln(tw, "  opponent's dilemmas vs this deck\tfaced\tended attempts\tnobody left\tper face")
	for _, d := range p.Against {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%s\n", cardName(d.Name, d.NotEnforced), d.Faced, d.Ended, d.EndedAll, rate(d.Ended, d.Faced))
	}
	b.flush(tw)
}

// writeImpact prints the four impact rankings.
func writeImpact(b *errWriter, p PlayerReport) {
	b.printf("  Impact: win rate in games with each card against games without; diff in points,\n")
	b.printf("  ! when its 95%% interval leaves out 0. Correlation in bot games, not cause.\n")
	for _, part := range []struct {
		head string
		rows []Impact
	}{{"in hand (drawn or downloaded)", p.Impact.InHand}, {"played", p.Impact.Played},
		{"mission completed", p.Impact.Missions}, {"dilemma faced by opponent", p.Impact.Dilemmas}} {
		tw := b.table()
		fmt.Fprintf(tw, "  %s\tgames\twin with\twithout\tdiff\t95%% CI\t\n", part.head)
		for _, im := range part.rows {
			mark := ""
			if im.Clear() {
				mark = "!"
			}
			fmt.Fprintf(tw, "  %s\t%d\t%s\t%s\t%s\t%s to %s\t%s\n", cardName(im.Name, im.NotEnforced), im.GamesWith,
				pct(im.WinRateWith), pct(im.WinRateOut), points(im.Diff), points(im.DiffCI[0]), points(im.DiffCI[1]), mark)
		}
		b.flush(tw)
	}
}

// writeBehaviour prints what the bot did with the cards that ask it to
// choose, and names those it never used.
func writeBehaviour(b *errWriter, p PlayerReport) {
	tw := b.table()
	fmt.Fprintln(tw, "  bot behaviour\ttype\tin hand: games\toffered (games)\tused (games)")
	for _, c := range p.Behaviour {
		fmt.Fprintf(tw, "  %s\t%s\t%d\t%d (%d)\t%d (%d)\n", cardName(c.Name, c.NotEnforced), c.Type, c.GamesInHand,
			c.Offered, c.GamesOffered, c.Used, c.GamesUsed)
	}
	b.flush(tw)
	if len(p.NeverUsed) > 0 {
		b.printf("%s", wrap("  offered, never used by the bot (its results undersell them): "+strings.Join(p.NeverUsed, "; "), 100, "    "))
	}
}

// nameWidth is how much of a card's name a text table shows, so the
// widest table fits 100 columns.
const nameWidth = 30

// cardName is a name for a text table: cut to nameWidth, and marked *
// when its text is not enforced.
func cardName(name string, notEnforced bool) string {
	if notEnforced {
		return shorten(name, nameWidth-1) + "*"
	}
	return shorten(name, nameWidth)
}

func enforcementText(e Enforcement) string {
	return fmt.Sprintf("%d of %d copies (%s): missions %d/%d, dilemmas %d/%d, draw deck %d/%d",
		e.NotEnforced, e.Copies, pct(e.Share), e.Missions[0], e.Missions[1], e.Dilemmas[0], e.Dilemmas[1], e.Draw[0], e.Draw[1])
}

// points writes a difference of proportions in percentage points.
func points(x float64) string { return fmt.Sprintf("%+.1f", 100*x) }

func rate(n, of int) string {
	if of == 0 {
		return "-"
	}
	return pct(float64(n) / float64(of))
}

// wrap breaks s into lines of at most width columns, later lines
// indented.
func wrap(s string, width int, indent string) string {
	var b strings.Builder
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = strings.Repeat(" ", len(s)-len(strings.TrimLeft(s, " "))) + w
		case len([]rune(line))+1+len([]rune(w)) > width:
			b.WriteString(line + "\n")
			line = indent + w
		default:
			line += " " + w
		}
	}
	if line != "" {
		b.WriteString(line + "\n")
	}
	return b.String()
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
