package game

// The places every card weighed for a Play and Draw decision is checked
// against: the player's headquarters (whether the player may use each)
// and whether any mission of theirs lets other cards be played aboard a
// ship. They depend on the missions alone, not on the card, so while the
// plays are listed (holdCosts to dropCosts, sources frozen: nothing
// changes) they are read once for the whole hand, not for every card.

// siteListing is p's headquarters, as playCheckWhy reads them.
type siteListing struct {
	known bool
	hqs   []hqSite
	// aboard: a mission in p's list has a play_aboard permission for
	// other cards (playAboardSites reads it only then, or for a card
	// with its own).
	aboard bool
}

// hqSite is one headquarters mission p controls, in the order of p's
// missions: whether p commands it (commandsMission), and if not, the
// mission keeping p from it (onlyHQ).
type hqSite struct {
	m         int
	commanded bool
	barredBy  int
}

// listedSites is p's sites: read once while the plays are listed (the
// listing's, reset by holdCosts), or read anew into a scratch list.
func (g *Game) listedSites(p Player) *siteListing {
	s := &g.plays.sitesNow
	if h := g.heldCosts(p); h != nil && !g.plays.fresh {
		if s = &h.sites; s.known {
			return s
		}
	}
	s.known, s.hqs, s.aboard = true, s.hqs[:0], false
	for _, m := range g.players[p].Missions {
		mc := g.cards[m]
		if pa := mc.Card.PlayAboard; pa != nil && pa.Card != nil {
			s.aboard = true
		}
		if mc.Controller != p || !mc.Card.IsHQ() {
			continue
		}
		h := hqSite{m: m, commanded: g.commandsMission(p, m)}
		if !h.commanded {
			h.barredBy = g.onlyHQ(p, mc)
		}
		s.hqs = append(s.hqs, h)
	}
	return s
}

// hqAllows is allowsPlayOf (vocab_play_as_affiliation.go), its usual
// case remembered with the card's facts (rules_play_facts.go).
func (g *Game) hqAllows(p Player, hq, c *Inst) bool {
	if c.Card.PlayAsAffiliation != nil {
		return g.allowsPlayOf(p, hq, c)
	}
	return g.allowsPlay(hq, c)
}
