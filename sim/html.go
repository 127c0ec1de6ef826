package sim

import (
	"fmt"
	"io"
	"strings"
)

// The HTML page: one self-contained file (inline CSS and SVG, nothing
// fetched), written as XHTML-compatible HTML so any XML parser reads it.

const pageStyle = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5em auto;max-width:1200px;color:#222;padding:0 1em}
.scroll{overflow-x:auto;max-width:100%}
h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.6em;border-bottom:1px solid #ccc}h3{font-size:1em}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ddd;padding:2px 6px;text-align:right}
td{white-space:nowrap}td:first-child,th:first-child{text-align:left}th{background:#f3f3f3}
svg{display:block;margin:.5em 0;max-width:100%;height:auto}svg text{font:11px system-ui,sans-serif;fill:#222}
.note{color:#555;font-size:.9em}`

type page struct {
	b strings.Builder
}

func (p *page) open(title string) {
	p.b.WriteString("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
	fmt.Fprintf(&p.b, "<title>%s</title>\n<style>%s</style>\n</head>\n<body>\n<h1>%s</h1>\n", esc(title), pageStyle, esc(title))
}

func (p *page) close() { p.b.WriteString("</body>\n</html>\n") }

func (p *page) h(level int, id, t string) {
	fmt.Fprintf(&p.b, "<h%d id=\"%s\">%s</h%d>\n", level, esc(id), esc(t), level)
}

func (p *page) para(class, t string) {
	if class != "" {
		fmt.Fprintf(&p.b, "<p class=\"%s\">%s</p>\n", class, esc(t))
		return
	}
	fmt.Fprintf(&p.b, "<p>%s</p>\n", esc(t))
}

func (p *page) raw(s string) { p.b.WriteString(s + "\n") }

// table writes a header row and rows of cells, in a box of its own that
// scrolls sideways when the table is wider than the page.
func (p *page) table(head []string, rows [][]string) {
	p.b.WriteString("<div class=\"scroll\"><table>\n<tr>")
	for _, h := range head {
		fmt.Fprintf(&p.b, "<th>%s</th>", esc(h))
	}
	p.b.WriteString("</tr>\n")
	for _, r := range rows {
		p.b.WriteString("<tr>")
		for _, c := range r {
			fmt.Fprintf(&p.b, "<td>%s</td>", esc(c))
		}
		p.b.WriteString("</tr>\n")
	}
	p.b.WriteString("</table></div>\n")
}

func (p *page) write(w io.Writer) error {
	_, err := io.WriteString(w, p.b.String())
	return err
}

// WriteHTML writes the report as one HTML page with charts.
func WriteHTML(w io.Writer, r Report) error {
	var p page
	p.open(fmt.Sprintf("%s vs %s: %d games", r.Decks[0], r.Decks[1], r.Games))
	p.para("", fmt.Sprintf("Seed %d, bots %s. Player 1 won %d, Player 2 won %d, %d ties, %d errors; average %.1f turns.",
		r.Seed, r.Bot, r.Wins[0], r.Wins[1], r.Ties, r.Errors, r.AvgTurns))
	var ends [][]string
	for _, k := range sortedKeys(r.EndReasons) {
		ends = append(ends, []string{k, fmt.Sprint(r.EndReasons[k])})
	}
	p.table([]string{"games ended by", "games"}, ends)
	enforcementTable(&p, []PlayerReport{r.Players[0], r.Players[1]})

	p.h(2, "win-rate", "Win rate per matchup")
	rows := make([]GauntletRow, 2)
	for i, pl := range r.Players {
		rows[i] = GauntletRow{Opponent: fmt.Sprintf("Player %d: %s", pl.Seat, pl.Deck), Games: pl.Games, Wins: pl.Wins,
			Losses: pl.Losses, Ties: pl.Ties, WinRate: pl.WinRate, WinRateCI: pl.WinRateCI}
	}
	p.raw(winRateChart("win rate with its 95% interval", rows))
	p.table([]string{"seat", "wins", "losses", "ties", "win rate", "95% CI"}, rateRows(rows))

	var ss []series
	for _, pl := range r.Players {
		ss = append(ss, series{name: fmt.Sprintf("Player %d: %s", pl.Seat, pl.Deck), values: pl.ScoreCarried})
	}
	scoreSection(&p, ss, r.Players[0].Running)

	for _, pl := range r.Players {
		playerSections(&p, pl, fmt.Sprintf("p%d", pl.Seat), fmt.Sprintf("Player %d: %s", pl.Seat, pl.Deck))
	}
	p.close()
	return p.write(w)
}

// WriteGauntletHTML writes the gauntlet as one HTML page with charts.
func WriteGauntletHTML(w io.Writer, g Gauntlet) error {
	var p page
	p.open(fmt.Sprintf("Gauntlet: %s against %d decks", g.Deck, len(g.Opponents)))
	p.para("", fmt.Sprintf("%d games per opponent, seed %d; %s bot for the deck, %s bot for the opponents; %d errors.",
		g.Games, g.Seed, g.Bots[0], g.Bots[1], g.Errors))
	self := g.Player
	self.Deck += " (the deck)"
	opp := []PlayerReport{self}
	for _, r := range g.Opponents {
		opp = append(opp, PlayerReport{Deck: r.Opponent, NotEnforced: r.NotEnforced})
	}
	enforcementTable(&p, opp)
	p.h(2, "win-rate", "Win rate per matchup")
	p.raw(winRateChart("win rate against each opponent with its 95% interval", g.Opponents))
	p.table([]string{"opponent", "wins", "losses", "ties", "win rate", "95% CI"},
		rateRows(append(append([]GauntletRow(nil), g.Opponents...), g.Overall)))
	scoreSection(&p, []series{{name: g.Deck, values: g.Player.ScoreCarried}}, g.Player.Running)
	playerSections(&p, g.Player, "deck", g.Deck)
	p.close()
	return p.write(w)
}

// scoreSection charts the mean score over turns, each game's final score
// carried past its end, and the share of games still running.
func scoreSection(p *page, ss []series, running []float64) {
	p.h(2, "score", "Score over turns")
	p.para("note", "Mean score at the end of each turn over every game; a game that is over counts its final score from then on, "+
		"so the lines end at the final scores' means. Turns count both players' turns. The second chart is the share of games "+
		"still running at each turn.")
	p.raw(lineChart("mean score by turn, final scores carried forward", "score", ss))
	pctRunning := make([]float64, len(running))
	for i, v := range running {
		pctRunning[i] = 100 * v
	}
	p.raw(lineChart("games still running by turn", "% of games running", []series{{name: "games still running (%)", values: pctRunning}}))
}

// enforcementTable says, at the top, how much of each deck's text is not
// enforced.
func enforcementTable(p *page, pls []PlayerReport) {
	var rows [][]string
	for _, pl := range pls {
		e := pl.NotEnforced
		rows = append(rows, []string{pl.Deck, fmt.Sprintf("%d of %d (%s)", e.NotEnforced, e.Copies, pct(e.Share)),
			fmt.Sprintf("%d of %d", e.Missions[0], e.Missions[1]), fmt.Sprintf("%d of %d", e.Dilemmas[0], e.Dilemmas[1]),
			fmt.Sprintf("%d of %d", e.Draw[0], e.Draw[1])})
	}
	p.table([]string{"deck", "copies not enforced", "missions", "dilemmas", "draw deck"}, rows)
	p.para("note", "* marks a card whose game text is not enforced: it plays as its facts alone, so its figures undersell it.")
}

func rateRows(rows []GauntletRow) [][]string {
	var out [][]string
	for _, r := range rows {
		out = append(out, []string{r.Opponent, fmt.Sprint(r.Wins), fmt.Sprint(r.Losses), fmt.Sprint(r.Ties),
			pct(r.WinRate), pct(r.WinRateCI[0]) + " to " + pct(r.WinRateCI[1])})
	}
	return out
}

// playerSections writes one deck's missions, dilemmas, cards and
// personnel, each as a chart and a table.
func playerSections(p *page, pl PlayerReport, id, who string) {
	p.h(2, id, who)
	p.para("", fmt.Sprintf("Win rate %s (95%% CI %s to %s) in %d games. Won by %s; lost by %s. Turns to win: %s. Final score: %s. Not enforced: %s.",
		pct(pl.WinRate), pct(pl.WinRateCI[0]), pct(pl.WinRateCI[1]), pl.Games, reasons(pl.WinsBy), reasons(pl.LossesBy),
		spreadText(pl.TurnsToWin), spreadText(pl.FinalScore), enforcementText(pl.NotEnforced)))

	p.h(3, id+"-missions", "Mission completion")
	var labels []string
	att, comp, fail := series{name: "attempted"}, series{name: "completed"}, series{name: "failed"}
	var rows [][]string
	for _, m := range pl.Missions {
		labels = append(labels, m.Name)
		att.values = append(att.values, float64(m.Attempted))
		comp.values = append(comp.values, float64(m.Completed))
		fail.values = append(fail.values, float64(m.Failed))
		rows = append(rows, []string{flagName(m.Name, m.NotEnforced), fmt.Sprint(m.Attempted), fmt.Sprint(m.Completed), fmt.Sprint(m.Failed),
			share(m.FirstCompleted.N, pl.Games), turnText(m.FirstCompleted)})
	}
	if len(labels) > 0 {
		p.raw(barChart(who+": missions", labels, []series{att, comp, fail}, false))
	}
	p.table([]string{"mission", "attempted", "completed", "failed", "completed in games", "first completed on turn (mean, median)"}, rows)

	p.h(3, id+"-dilemmas", "Dilemma effects")
	p.para("note", "Each dilemma of this deck's pile, faced by the opponent: what each face did, and why it was overcome unfaced.")
	labels, rows = nil, nil
	names := []string{"stopped", "killed", "to hand", "captured", "no effect", "not faced: cost", "not faced: type", "not faced: copy", "not faced: nobody"}
	eff := make([]series, len(names))
	for i, n := range names {
		eff[i].name = n
	}
	var effects [][]string
	for _, d := range pl.Dilemmas {
		labels = append(labels, d.Name)
		for i, v := range []int{d.Stopped, d.Killed, d.ToHand, d.Captured, d.NoEffect, d.NoEffectCost, d.NoEffectType, d.Duplicate, d.NobodyToFace} {
			eff[i].values = append(eff[i].values, float64(v))
		}
		rows = append(rows, []string{flagName(d.Name, d.NotEnforced), fmt.Sprint(d.Drawn), fmt.Sprint(d.SetAside), fmt.Sprint(d.Chosen),
			fmt.Sprint(d.Faced), fmt.Sprint(d.Returned), fmt.Sprint(d.Placed), fmt.Sprint(d.Overcome), fmt.Sprint(d.Prevented)})
		effects = append(effects, []string{flagName(d.Name, d.NotEnforced), times(d.Stopped, d.PersonnelStopped), times(d.Killed, d.PersonnelKilled),
			times(d.ToHand, d.PersonnelToHand), times(d.Captured, d.PersonnelCaptured), fmt.Sprint(d.NoEffect),
			fmt.Sprint(d.NoEffectCost), fmt.Sprint(d.NoEffectType), fmt.Sprint(d.Duplicate), fmt.Sprint(d.NobodyToFace)})
	}
	if len(labels) > 0 {
		p.raw(barChart(who+": dilemma effects", labels, eff, true))
	}
	// Two tables rather than one of eighteen columns, so each fits the page.
	p.table([]string{"dilemma", "drawn", "set aside", "chosen", "faced", "returned", "stayed", "overcome", "prevented"}, rows)
	p.table([]string{"dilemma", "faces that stopped (personnel)", "killed", "sent to hand", "captured", "no effect",
		"not faced: cost", "wrong type", "copy", "nobody left"}, effects)
	killerTables(p, pl, id)

	p.h(3, id+"-cards", "Card usage")
	labels, rows = nil, nil
	drawn, played, dead := series{name: "drawn"}, series{name: "played"}, series{name: "dead"}
	for _, c := range pl.Cards {
		labels = append(labels, c.Name)
		drawn.values = append(drawn.values, float64(c.Drawn))
		played.values = append(played.values, float64(c.Played))
		dead.values = append(dead.values, float64(c.Dead))
		rows = append(rows, []string{flagName(c.Name, c.NotEnforced), c.Type, fmt.Sprint(c.Drawn), fmt.Sprint(c.Downloaded), fmt.Sprint(c.BackToHand), fmt.Sprint(c.Played),
			fmt.Sprint(c.Dead), turnText(c.PlayTurn)})
	}
	if len(labels) > 0 {
		p.raw(barChart(who+": card usage", labels, []series{drawn, played, dead}, false))
	}
	p.table([]string{"card", "type", "drawn", "downloaded", "back to hand", "played", "dead", "played on turn (mean, median)"}, rows)
	p.para("note", "Copies enter the hand by a draw, by a download, or back from play or the discard pile; "+
		"so a card may be played more often than it was drawn, never more than those three together.")

	p.h(3, id+"-personnel", "Personnel")
	rows = nil
	for _, c := range pl.Personnel {
		rows = append(rows, []string{flagName(c.Name, c.NotEnforced), fmt.Sprint(c.Stopped), fmt.Sprint(c.Killed), fmt.Sprint(c.Captured)})
	}
	p.table([]string{"personnel", "stopped", "killed", "captured"}, rows)
	impactSections(p, pl, id, who)
	behaviourSection(p, pl, id)
}
