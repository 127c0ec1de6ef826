package game

// playing-on: in a play-cost ability of another card, the card being
// played goes onto a card the filter matches, read by its printed facts:
// an event played on a mission, or on a Region: Demilitarized Zone one
// (Anthwara, Leader of the Tribal Council, 25V036). Where the card goes
// is the destination the player picked for this play (otherWay.dest), so
// the condition holds for one way of playing the card and not another.
// The playing-here condition beside it reads the source's own mission
// instead (vocab_play_cost_other.go).

// playingOnConds: the card being played goes onto a card a filter matches.
func playingOnConds() map[string]condEntry {
	return map[string]condEntry{
		"playing-on": {
			fields:   []VocabField{fieldOf},
			doc:      "(in a play-cost ability of another card) the card being played is played on a card the filter matches by its printed facts, such as an event played on a mission",
			example:  "cond: {is: playing-on, of: {type: mission, region: Demilitarized Zone}}",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, _ fxCtx) bool {
				d := g.plays.via.dest
				return d != 0 && c.Of.MatchesCard(g.cards[d].Card)
			},
			text: func(c *Cond, _ condWords) string {
				n := c.Of.Text("card")
				return "on " + article(n) + " " + n
			},
			slot: slotLead,
		},
	}
}
