package game

import "strings"

// playing-with: a card's own play cost that depends on what its player
// already has where it is played (Ari, 1U229, is cheaper beside a Gul or
// Legate of his player's). The card's own play-cost ability reads where
// the card is being played: its mission is the one it goes to (on the planet or
// headquarters, or aboard a ship there: Ruling: At This Mission), and a
// card of its player's there that the filter matches lowers the cost
// (stopped ones too: the text asks where a card is). The cost is then
// one per destination: the plays listed (rules_turn.go), the option's
// label (option_apply.go) and the cost paid (rules_play_steps.go) set
// g.plays.dest to the place weighed while they read it, as do the other
// ways of playing a card (download-play, reveal-bottom-play); with no
// place weighed the condition does not hold.

const condPlayingWith = "playing-with"

func playingWithConds() map[string]condEntry {
	return map[string]condEntry{
		condPlayingWith: {
			fields:   []VocabField{fieldOf},
			doc:      "(in a card's own play-cost ability) the card is being played at a mission where its player has a card the filter matches: on the planet or headquarters, or aboard a ship there",
			example:  "cond: {is: playing-with, of: {type: personnel, any: [{keyword: Gul}, {keyword: Legate}]}}",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				d := g.plays.dest
				if d == 0 {
					d = g.plays.via.dest // played by another card's way (vocab_play_cost_other.go)
				}
				m := g.destMission(d)
				if m == 0 {
					return false
				}
				return g.anyAtMission(m, func(id int) bool {
					return id != ctx.src && g.cards[id].Controller == ctx.p && g.matches(c.Of, id)
				})
			},
			text: func(c *Cond, _ condWords) string {
				n := strings.TrimSpace(c.Of.Text(""))
				if n == "" {
					n = "card"
				}
				return "you have " + article(n) + " " + n + " at the mission where it is played"
			},
			slot: slotIf,
		},
	}
}

// destMission is the mission of a place a card may be played at: the
// mission itself, or the mission a ship there is at (0: none).
func (g *Game) destMission(dest int) int {
	if dest <= 0 || dest >= len(g.cards) {
		return 0
	}
	d := g.cards[dest]
	switch d.Card.Type {
	case Mission:
		return dest
	case Ship:
		if d.Zone == ZAtMission {
			return d.Where
		}
	}
	return 0
}

// costReadsDest reports whether one of c's own play-cost abilities reads
// where it is being played (its cost differs by destination).
func (c *Card) costReadsDest() bool {
	for i := range c.Abilities {
		if a := &c.Abilities[i]; a.When == WhenPlayCost && a.On == "self" && (a.Cond.has(condPlayingWith) || a.countsAtPlayMission()) { // vocab_play_mission_count.go
			return true
		}
	}
	return false
}

// costToPlayAt is costToPlay for c played at dest.
func (g *Game) costToPlayAt(p Player, c *Inst, variant, dest int) (need, pay int) {
	old := g.plays.dest
	g.plays.dest = dest
	need, pay = g.costToPlay(p, c, variant)
	g.plays.dest = old
	return need, pay
}

// destFits reports whether c, whose cost reads its destination, costs no
// more than p's counters left at some mission in play (where it may go
// is found later; a mission stands for each ship there too).
func (g *Game) destFits(p Player, c *Inst) bool {
	if !c.Card.costReadsDest() {
		return false
	}
	for _, pl := range g.players {
		for _, m := range pl.Missions {
			if need, _ := g.costToPlayAt(p, c, -1, m); need <= g.counter {
				return true
			}
		}
	}
	return false
}
