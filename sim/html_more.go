package sim

import (
	"fmt"
	"sort"
	"strings"
)

// The HTML sections added for a designer's questions: which dilemmas end
// attempts, what goes with winning, what the bot leaves unused.

// flagName marks a card whose text is not enforced.
func flagName(name string, notEnforced bool) string {
	if notEnforced {
		return name + " *"
	}
	return name
}

// killerTables lists the deck's dilemmas by the attempts they ended, and
// the opponent's by the attempts of this deck they ended.
func killerTables(p *page, pl PlayerReport, id string) {
	p.h(3, id+"-killers", "Killer dilemmas")
	p.para("note", "An attempt is ended by the last dilemma faced before it failed; \"nobody left\" counts the attempts "+
		"in which that dilemma left no personnel to go on.")
	own := append([]DilemmaStats(nil), pl.Dilemmas...)
	sort.SliceStable(own, func(i, j int) bool { return own[i].Ended > own[j].Ended })
	var rows [][]string
	for _, d := range own {
		rows = append(rows, []string{flagName(d.Name, d.NotEnforced), fmt.Sprint(d.Faced), fmt.Sprint(d.Ended), fmt.Sprint(d.EndedAll), rate(d.Ended, d.Faced)})
	}
	p.table([]string{"own dilemma, faced by the opponent", "faced", "attempts ended", "nobody left", "ended per face"}, rows)
	rows = nil
	for _, d := range pl.Against {
		rows = append(rows, []string{flagName(d.Name, d.NotEnforced), fmt.Sprint(d.Faced), fmt.Sprint(d.Ended), fmt.Sprint(d.EndedAll), rate(d.Ended, d.Faced)})
	}
	p.table([]string{"opponent's dilemma, faced by this deck", "faced", "attempts ended", "nobody left", "ended per face"}, rows)
}

// impactSections writes the four impact rankings, with a chart of the
// cards in hand.
func impactSections(p *page, pl PlayerReport, id, who string) {
	p.h(3, id+"-impact", "Card impact")
	p.para("note", "Win rate in the games where each card was in hand (drawn or downloaded), played, completed or faced, "+
		"against the games where it was not, and the difference in percentage points with its 95% interval (Newcombe). "+
		"This is correlation in bot games, not cause: a card that comes late or that the bot plays when already ahead "+
		"ranks high without winning anything. A difference whose interval leaves out 0 is marked !.")
	if len(pl.Impact.InHand) > 0 {
		p.raw(impactChart(who+": win rate difference with the card in hand", pl.Impact.InHand))
	}
	for _, part := range []struct {
		head string
		rows []Impact
	}{{"in hand (drawn or downloaded)", pl.Impact.InHand}, {"played", pl.Impact.Played},
		{"mission completed", pl.Impact.Missions}, {"dilemma faced by the opponent", pl.Impact.Dilemmas}} {
		var rows [][]string
		for _, im := range part.rows {
			mark := ""
			if im.Clear() {
				mark = "!"
			}
			rows = append(rows, []string{flagName(im.Name, im.NotEnforced), fmt.Sprint(im.GamesWith), pct(im.WinRateWith),
				fmt.Sprint(im.GamesWithout), pct(im.WinRateOut), points(im.Diff), points(im.DiffCI[0]) + " to " + points(im.DiffCI[1]), mark})
		}
		p.table([]string{part.head, "games with", "win rate with", "games without", "win rate without", "difference (points)", "95% CI", ""}, rows)
	}
}

// behaviourSection writes how the bot used the cards that ask a choice.
func behaviourSection(p *page, pl PlayerReport, id string) {
	p.h(3, id+"-behaviour", "Bot behaviour per card")
	p.para("note", "For each event, interrupt or card with an optional ability: the games it was in hand, the decisions "+
		"in which the bot could play or use it (and in how many games), and how often it did.")
	var rows [][]string
	for _, c := range pl.Behaviour {
		rows = append(rows, []string{flagName(c.Name, c.NotEnforced), c.Type, fmt.Sprint(c.GamesInHand),
			fmt.Sprintf("%d (%d)", c.Offered, c.GamesOffered), fmt.Sprintf("%d (%d)", c.Used, c.GamesUsed)})
	}
	p.table([]string{"card", "type", "games in hand", "offered (games)", "used (games)"}, rows)
	if len(pl.NeverUsed) > 0 {
		p.para("", "Offered and never used by the bot, so the results undersell them: "+strings.Join(pl.NeverUsed, "; ")+".")
	}
}
