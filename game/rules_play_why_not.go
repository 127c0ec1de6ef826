package game

import "fmt"

// Why a card in hand cannot be played now. playCheck is the one place
// that decides where a card may be played from hand (the play options are
// built from it), so the reason a front end shows for a card without an
// option cannot drift from the rule that left the option out.
// Rulebook: Paying costs; Playing specific kinds of cards; Uniqueness;
// 1. Play and Draw Cards.

// playCheck lists where p may play c from hand now: headquarters missions
// p commands whose text allows the card, or 0 for the core. When there is
// nowhere, it says why, in words for p.
func (g *Game) playCheck(p Player, c *Inst) ([]int, string) {
	var plain int
	return g.playCheckWhy(nil, p, c, true, &plain)
}

// playCheckWhy is playCheck that appends the places to dst (a caller's
// buffer: listing the plays weighs every card in hand) and also sets
// *plain to the cost of playing c plainly (playCost) once it is known, -1
// before; without explain, a reason is the mark cannotPlay instead of
// words (the plays offered only ask where).
func (g *Game) playCheckWhy(dst []int, p Player, c *Inst, explain bool, plain *int) ([]int, string) {
	*plain = -1
	why := func(format string, args ...any) string {
		if !explain {
			return cannotPlay
		}
		return fmt.Sprintf(format, args...)
	}
	card := c.Card
	if card.Type == Interrupt {
		return nil, "an interrupt is played when a response window offers it, not in the Play and Draw Cards segment"
	}
	if explain {
		if why := g.playRequirementWhy(p, c, true); why != "" {
			return nil, why
		}
	}
	cost := g.playCost(p, c)
	*plain = cost
	if cost > g.counter && !g.variantFits(p, c) && (!g.factsOf(c).readsDest || !g.destFits(p, c)) { // a cheaper way of its own, or a cheaper place (vocab_playing_with.go), may still be paid for
		if !explain {
			return nil, cannotPlay
		}
		return nil, why("it costs %d and you have %d counter(s) left", cost, g.counter)
	}
	// Without a reason to give, what its text requires is read once its
	// cost is known to fit: both must hold, and reading a requirement
	// (counting the cards in play) costs more than the cost, which rules
	// out most cards in hand. Neither reading changes anything.
	if !explain && g.playRequirementWhy(p, c, false) != "" {
		*plain = -1
		return nil, cannotPlay
	}
	if card.Unique && g.commandsCopy(p, card) {
		// Aboard an opponent's ship it would be that opponent's
		// (vocab_play_aboard_opponent.go), so p's copy does not stop it.
		if out := g.aboardOpponentSites(dst, p, c, cost); len(out) > 0 {
			return out, ""
		}
		return nil, "it is unique and you already have a copy of it in play or in a brig"
	}
	switch card.Type {
	case Personnel, Ship, Equipment:
		out := dst
		hq, barredBy := false, 0
		sites := g.listedSites(p) // rules_play_sites.go
		for _, h := range sites.hqs {
			hq = true
			if !g.hqAllows(p, g.cards[h.m], c) {
				continue
			}
			if !h.commanded {
				barredBy = h.barredBy
				continue
			}
			out = append(out, h.m)
		}
		if sites.aboard || c.Card.PlayAboard != nil {
			out = append(out, g.playAboardSites(p, c)...) // rules_play_aboard.go: its own text, a mission's
		}
		out = append(out, g.playHereDestinations(p, c)...) // rules_play_steps.go: text of cards in play
		out = append(out, g.playAtSites(p, c)...)          // rules_play_at.go: its own text, at a mission
		out = g.aboardOpponentSites(out, p, c, cost)       // vocab_play_aboard_opponent.go
		switch {
		case len(out) > 0:
			return out, ""
		case !hq:
			return nil, "you command no headquarters mission to play it at"
		case barredBy != 0:
			return nil, why("the headquarters that allows it is not one you may use while you command %s", g.cardName(barredBy))
		}
		return nil, why("no headquarters mission you command allows a %s card to be played there", cardKind(card))
	case EventCard:
		if card.PlaysOn != "" && card.Status != NotEnforced {
			return g.playsOnSites(dst, p, c)
		}
		if g.eventPlayable(p, c) {
			return append(dst, 0), ""
		}
		if card.Pending != "" {
			return nil, "its effect is not in the engine yet"
		}
		if card.Status == NotEnforced {
			return nil, "its game text is not enforced, so it would do nothing"
		}
		return nil, "its effect has nothing to act on now"
	}
	return nil, why("a %s is not played from the hand", card.Type)
}

// onlyHQ is the mission of p's that keeps p from using headquarters hq
// (see commandsMission), or 0.
func (g *Game) onlyHQ(p Player, hq *Inst) int {
	for _, m := range g.players[p].Missions {
		mc := g.cards[m]
		if mc.Card.OnlyHQ && mc.Controller == p && m != hq.ID {
			return m
		}
	}
	return 0
}

// cardKind is "Federation personnel", "Borg ship", "non-aligned
// equipment" and the like.
func cardKind(c *Card) string {
	if c.Affiliation == "" {
		return string(c.Type)
	}
	return c.Affiliation + " " + string(c.Type)
}

// Unplayable says, for each card in p's hand that p cannot play now, why
// not; cards that an option of p's pending decision plays, and copies
// that could be played, are left out. Only p's own hand is read, so the
// reasons reveal nothing p may not see.
func (g *Game) Unplayable(p Player) map[int]string {
	hand := g.players[p].Hand
	if len(hand) == 0 || g.result != nil {
		return nil
	}
	offered := map[int]bool{}
	if d := g.pending; d != nil && d.Player == p {
		for _, o := range d.Options {
			offered[o.Card] = true
		}
	}
	mySegment := g.active == p && g.segment == SegPlayDraw
	out := make(map[int]string, len(hand))
	for _, id := range hand {
		if offered[id] {
			continue
		}
		c := g.cards[id]
		dests, why := g.playCheck(p, c)
		switch {
		case c.Card.Type == Interrupt:
			out[id] = "an interrupt is played when a response window offers it, and none offers it now"
		case !mySegment:
			out[id] = "cards are played from the hand in your own Play and Draw Cards segment"
		case len(dests) == 0:
			out[id] = why
		}
	}
	return out
}
