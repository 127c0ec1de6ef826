package game

// What a card's definition says about playing it, read for every card in
// hand at every Play and Draw decision (about 140 a random-bot game):
// whether it has play-cost abilities of its own (most cards have none,
// and their abilities were scanned for each cost weighed), and which
// headquarters last allowed it.
//
// Each entry is a pure function of the *Card it was read from, and
// carries that pointer: it is used only while the instance still has
// that definition (a card that flips, or an id reused by another game on
// the same memory, reads its own anew). Card definitions are never
// changed once the library is loaded (they are shared by every game, and
// by the games of other goroutines): what changes a card in play (blank
// text, gained abilities, a new controller) is game state the rules read
// beside the definition, never through these facts.

// playFacts is what card's definition says about playing it.
type playFacts struct {
	card *Card
	// selfCost: an ability of its own modifies its cost as it is played
	// (when: play-cost, on: self); maySelf: one of them is optional (a
	// way of playing it: playVariants); readsDest: one reads where it is
	// played (costReadsDest).
	selfCost, maySelf, readsDest bool
	// hq, allows: the last headquarters definition asked about, and
	// whether it lets this card be played there (Card.AllowsPlay, itself
	// a function of the two definitions alone).
	hq     *Card
	allows bool
}

// factsOf is what instance c's definition says about playing it (read
// by readFactsOf when its entry names another definition or none).
func (g *Game) factsOf(c *Inst) *playFacts {
	if id := c.ID; id < len(g.plays.facts) {
		if f := &g.plays.facts[id]; f.card == c.Card {
			return f
		}
	}
	return g.readFactsOf(c)
}

// readFactsOf reads c's facts into its entry (fresh: into a scratch one,
// none kept).
func (g *Game) readFactsOf(c *Inst) *playFacts {
	fs := &g.plays.facts
	if g.plays.fresh {
		*fs = (*fs)[:0]
		g.plays.factsNow = readPlayFacts(c.Card)
		return &g.plays.factsNow
	}
	if c.ID >= len(*fs) {
		*fs = append(*fs, make([]playFacts, c.ID+1-len(*fs))...)
	}
	f := &(*fs)[c.ID]
	*f = readPlayFacts(c.Card)
	return f
}

// readPlayFacts reads the facts of card.
func readPlayFacts(card *Card) playFacts {
	f := playFacts{card: card, readsDest: card.costReadsDest()}
	for i := range card.Abilities {
		if a := &card.Abilities[i]; a.When == WhenPlayCost && a.On == "self" {
			f.selfCost = true
			f.maySelf = f.maySelf || a.May
		}
	}
	return f
}

// allowsPlay is hq.Card.AllowsPlay(c.Card), remembered for the last
// headquarters asked (a player has one or two).
func (g *Game) allowsPlay(hq, c *Inst) bool {
	f := g.factsOf(c)
	if f.hq != hq.Card || g.plays.fresh {
		f.hq, f.allows = hq.Card, hq.Card.AllowsPlay(c.Card)
	}
	return f.allows
}
