package game

import "slices"

// A play-here permission "at this mission" (Miles O'Brien, Connelly,
// 19V012: equipment may be played where he is, for one more counter).
// With on: mission it reaches anywhere at the mission of its card where
// a personnel of its player could be (Ruling: At This Mission): the
// planet's surface, or the headquarters itself (cards played at a
// headquarters go on it: the ruling's note), and each ship the player
// commands there. An opponent's ship is left out: no card of yours goes
// aboard one without text of its own allowing it.
//
// A cost-mod step in the permission's effect is what playing through it
// costs beyond the card's cost: added when the destination has no other
// right to play there (a headquarters that allows the card, the card's
// own play_aboard or play_at text, or another permission without the
// extra). The Play option shows the cost with it, and it is paid with
// the counters.

// PlayHereMission: a play-here ability reaching anywhere at its card's
// mission.
const PlayHereMission = "mission"

// playHereSites appends where play-here ability a of card src lets p
// play cards: src's own place (placeOf), or with on: mission every
// place at its mission.
func (g *Game) playHereSites(out []int, p Player, src int, a *Ability) []int {
	if a.On != PlayHereMission {
		if d := g.placeOf(src); d != 0 {
			out = append(out, d)
		}
		return out
	}
	m := g.missionOf(src)
	if m == 0 {
		return out
	}
	if mc := g.cards[m]; mc.Card.MissionType == Planet || mc.Card.IsHQ() {
		out = append(out, m)
	}
	for _, s := range g.cards[m].Ships {
		if g.cards[s].Controller == p {
			out = append(out, s)
		}
	}
	return out
}

// playHereCostMod is the sum of the cost-mod steps of a play-here
// ability's effect: the extra for playing through it.
func playHereCostMod(a *Ability) int {
	n := 0
	for _, s := range a.Effect {
		if s.Do == DoCostMod {
			n += s.Amount
		}
	}
	return n
}

// playHereExtra is what p pays beyond c's cost to play it at dest when
// only permissions with an extra cost reach dest: the smallest of them;
// 0 when another right reaches dest.
func (g *Game) playHereExtra(p Player, c *Inst, dest int) int {
	if dest == 0 || len(g.plays.hereSources) == 0 {
		return 0
	}
	best, found := 0, false
	var buf [4]int
	for _, src := range g.plays.hereSources {
		s := g.cards[src]
		if s.Controller != p || !g.activeSource(src) || src == c.ID {
			continue
		}
		for i := range s.Card.Abilities {
			a := &s.Card.Abilities[i]
			if a.When != WhenPlayHere || !a.Of.MatchesCard(c.Card) || g.playHereUsed(src, i) || !g.abilityHolds(g.ctxFor(p, src), a) {
				continue
			}
			if !slices.Contains(g.playHereSites(buf[:0], p, src, a), dest) {
				continue
			}
			n := playHereCostMod(a)
			if n <= 0 {
				return 0
			}
			if !found || n < best {
				best, found = n, true
			}
		}
	}
	if !found || g.otherPlayRight(p, c, dest) {
		return 0
	}
	return best
}

// otherPlayRight reports whether p may play c at dest without any
// card's play-here permission: a headquarters of p's that allows it, or
// c's own play_aboard or play_at text.
func (g *Game) otherPlayRight(p Player, c *Inst, dest int) bool {
	if d := g.cards[dest]; d.Card.IsHQ() && d.Controller == p && d.Card.AllowsPlay(c.Card) && g.commandsMission(p, dest) {
		return true
	}
	return slices.Contains(g.playAboardSites(p, c), dest) || slices.Contains(g.playAtSites(p, c), dest)
}
