package game

import "slices"

// An exchange with where_playable: the personnel going out and the one
// coming in must both be ones that could be played at the same
// headquarters mission their player commands (Orb of Prophecy and
// Change, 30V012). "Could be played at" reads the headquarters' play
// permission (Rulebook: Headquarters; Rulings: Kira Nerys and Multiple
// HQs), not whether the player could pay for either now: the exchange
// places, it does not play (Glossary: play and place).

// shareHQSite reports whether p commands a headquarters mission where
// both a and b could be played.
func (g *Game) shareHQSite(p Player, a, b *Card) bool {
	bs := g.hqSites(p, b)
	return slices.ContainsFunc(g.hqSites(p, a), func(m int) bool { return slices.Contains(bs, m) })
}

// exchangeHQText is the clause where_playable adds to an exchange's text.
func exchangeHQText(s Step) string {
	if !s.WherePlayable {
		return ""
	}
	return ", if both could be played at the same headquarters mission you command"
}
