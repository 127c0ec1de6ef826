package game

import "math/rand/v2"

// futureMem is the memory one strong bot plays all its futures in (issue
// 26: a fresh game, two fresh bots and their randomness per future were
// hundreds of allocations each, 245–426 MB a game). Each future is built
// on the last one's game, so its card instances, lists, event log,
// decision buffers and views are the ones the last future grew; the
// basic bots that play it and every random source are reset, not made.
// It belongs to its bot (never shared: the game package keeps no global
// mutable state), and what it hands out is valid until the next future.
type futureMem struct {
	g *Game // the last future's game; the next is built on its memory
	b detBuilder
	// keepEvents makes futures keep their events, for a test that
	// compares games played both ways.
	keepEvents bool

	ids map[int]int
	// What prepare gathers from the decision's view once, for all of its
	// futures: the stand-ins for the opponent's hidden cards, and what the
	// bot's own deck and dilemma pile may still hold.
	pools                                        cardPools
	seenDraw, seenDilemmas, personnel, equipment []*Card
	deck, dilemmas                               []*Card
	shown, used                                  map[*Card]int
	out                                          []*Card // fit's and sample's list
	perm                                         []int
	pcg                                          *rand.PCG
	r                                            *rand.Rand // the future's randomness
	bots                                         [2]basicBot
	botPCG                                       [2]*rand.PCG
	match                                        Match
	scores                                       []float64 // the strong bot's per-decision lists
	idx                                          []int
	vals                                         []float64 // each future's scores, option by option
}

// prepare gathers, from the view of the decision about to be searched,
// what every future of it samples from.
func (m *futureMem) prepare(lib *Library, v *View, own DeckList) {
	m.opponentPools(lib, v, own)
	m.ownHidden(lib, v, own)
}

// newGame empties the game the last future played, keeping its memory,
// for a game dealt from seed; it returns the players to reset. Before
// the first future there is none: a new one is made.
func (m *futureMem) newGame(lib *Library, seed uint64) (*Game, [2]*playerState) {
	g := m.g
	if g == nil {
		g = &Game{}
		m.g = g
	}
	old := *g // its functions bound to g stay bound to it (takeMemory): the game is the same value
	*g = Game{lib: lib, seed: seed}
	players := g.takeMemory(&old)
	g.quiet = !m.keepEvents // nothing reads a future's events
	if g.pcg == nil {
		g.pcg = rand.NewPCG(seed, rngStream(seed))
		g.rng = rand.New(g.pcg)
	}
	if g.usedThisTurn == nil {
		g.usedThisTurn = map[abilityKey]bool{}
	}
	g.cards = append(g.cards[:0], nil)
	return g, players
}

// rand is the future's randomness, as rand.New(rand.NewPCG(seed, stream)).
func (m *futureMem) rand(seed, stream uint64) *rand.Rand {
	if m.pcg == nil {
		m.pcg = rand.NewPCG(seed, stream)
		m.r = rand.New(m.pcg)
	} else {
		m.pcg.Seed(seed, stream)
	}
	return m.r
}

// bot is seat p's basic bot for a future, as a new basic bot seeded
// (seed, stream) would be: its scratch kept, its memory of the game
// (crews tried, the turn) forgotten. reqs is shared by every bot of one
// strong bot (requirements parsed once).
func (m *futureMem) bot(p int, lib *Library, reqs map[string]*Req, seed, stream uint64) *basicBot {
	b := &m.bots[p]
	if m.botPCG[p] == nil {
		m.botPCG[p] = rand.NewPCG(seed, stream)
		b.r = rand.New(m.botPCG[p])
		b.tried = map[int]int{}
	} else {
		m.botPCG[p].Seed(seed, stream)
	}
	b.lib, b.reqs = lib, reqs
	b.forget()
	return b
}

// play seats m's two bots at g as NewMatch would, on m's match.
func (m *futureMem) play(g *Game, bots [2]Bot) *Match {
	g.rec.on = true
	g.passAlone = [2]bool{true, true}
	m.match = Match{Game: g, Bots: bots, views: g.rec.seatViews()}
	return &m.match
}
