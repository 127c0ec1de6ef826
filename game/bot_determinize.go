package game

import (
	"fmt"
	"math/rand/v2"
)

// determinize builds a whole game from what one player sees, for a bot to
// play futures in. What the view shows is copied; what it hides is
// sampled from what that player may know: its own deck list less the
// cards it can see, and for the opponent the opponent's cards it has
// seen (standing in for the opponent's hand, deck, dilemma pile and face
// down personnel). Nothing here reads the real game: the view is all it
// gets. It builds only positions between orders (no attempt under way).
//
// ids maps each card ID of the view to the ID of its copy.
func determinize(lib *Library, v *View, own DeckList, r *rand.Rand) (g *Game, ids map[int]int, err error) {
	m := &futureMem{}
	m.prepare(lib, v, own)
	return m.determinize(lib, v, r)
}

// determinize is determinize on m's memory: the game is built on the
// last one m built (which may not be used again), and the stand-ins are
// those m.prepare gathered from v. ids is m's own map, valid until the
// next call.
func (m *futureMem) determinize(lib *Library, v *View, r *rand.Rand) (g *Game, ids map[int]int, err error) {
	if v.Attempt != nil {
		return nil, nil, fmt.Errorf("determinize: an attempt is under way")
	}
	seed := r.Uint64()
	if m.ids == nil {
		m.ids = map[int]int{}
	}
	clear(m.ids)
	g, players := m.newGame(lib, seed)
	m.b = detBuilder{lib: lib, r: r, ids: m.ids, g: g}
	b := &m.b
	me, opp := v.Me, v.Me.Other()
	pools := &m.pools
	for p := range 2 {
		pv := &v.Players[p]
		ps := players[p].reset(pv.Name)
		ps.Score = pv.Score
		b.g.players[p] = ps
	}
	for p := range 2 {
		pv := &v.Players[p]
		for i := range pv.Missions {
			b.mission(&pv.Missions[i], pools)
		}
	}
	for p := range 2 {
		pv := &v.Players[p]
		side := Player(p)
		b.visible(pv.Discard, ZDiscard, 0)
		b.visible(pv.Removed, ZRemoved, 0)
		b.core(pv.Core, pools)
		b.visible(pv.Brig, ZBrig, p)
		if side == me {
			b.visible(pv.Hand, ZHand, 0)
		}
	}
	for _, c := range m.fit(r, m.deck, v.Players[me].DeckCount) {
		b.add(c, me, me, ZDeck, 0, false, 0)
	}
	for _, c := range m.fit(r, m.dilemmas, v.Players[me].DilemmaCount) {
		b.add(c, me, me, ZDilemmaPile, 0, false, 0)
	}
	ov := &v.Players[opp]
	for _, c := range m.sample(r, pools.draw, ov.HandCount) {
		b.add(c, opp, opp, ZHand, 0, false, 0)
	}
	for _, c := range m.sample(r, pools.draw, ov.DeckCount) {
		b.add(c, opp, opp, ZDeck, 0, false, 0)
	}
	for _, c := range m.sample(r, pools.dilemmas, ov.DilemmaCount) {
		b.add(c, opp, opp, ZDilemmaPile, 0, false, 0)
	}
	if b.err != nil {
		return nil, nil, b.err
	}
	for p := range 2 {
		if len(g.players[p].Missions) == 0 {
			return nil, nil, fmt.Errorf("determinize: %s has no missions", Player(p))
		}
	}
	g.indexCards()
	g.turn, g.active, g.first, g.counter = v.Turn, v.Active, v.First, v.Counters
	g.segment = SegOrders
	// A Match plays the future from here: its decisions reuse one
	// memory, and its text is written only if read (never).
	g.rec.on = true
	g.push(g.stepFn(stepOrders))
	g.run()
	return g, m.ids, nil
}

type detBuilder struct {
	lib *Library
	r   *rand.Rand
	g   *Game
	ids map[int]int
	err error
	n   int // instances taken from g.slab
}

// cardPools are the stand-ins for the opponent's hidden cards.
type cardPools struct {
	draw, personnel, equipment, dilemmas []*Card
}

func (b *detBuilder) card(cv *CardView) *Card {
	c := b.lib.ByID(cv.CardID)
	if c == nil && b.err == nil {
		b.err = fmt.Errorf("determinize: unknown card %q", cv.CardID)
	}
	return c
}

// add creates one instance; realID, when not 0, is the view's ID for it.
func (b *detBuilder) add(c *Card, owner, ctrl Player, z Zone, where int, stopped bool, realID int) *Inst {
	if c == nil {
		return nil
	}
	if b.n == len(b.g.slab) {
		// The instances live in one block, kept from future to future;
		// the earlier block's instances stay with the cards made in it.
		b.g.slab, b.n = make([]Inst, max(256, 2*len(b.g.slab))), 0
	}
	in := &b.g.slab[b.n]
	b.n++
	*in = Inst{ID: len(b.g.cards), Card: c, Owner: owner, Controller: ctrl, Zone: z, Where: where, Stopped: stopped,
		Aboard: in.Aboard[:0], Damage: in.Damage[:0], Surface: in.Surface[:0], Ships: in.Ships[:0], Beneath: in.Beneath[:0], On: in.On[:0]}
	if !z.InPlay() && z != ZBrig {
		in.Controller = owner
		b.g.changed(in.ID) // rules_loops_cards.go
	}
	b.g.cards = append(b.g.cards, in)
	if l := b.g.list(in); l != nil {
		*l = append(*l, in.ID)
	}
	if realID != 0 {
		b.ids[realID] = in.ID
	}
	return in
}

// visible copies cards the view shows into zone z at where.
func (b *detBuilder) visible(cs []CardView, z Zone, where int) {
	for i := range cs {
		cv := &cs[i]
		b.add(b.card(cv), cv.Owner, cv.Controller, z, where, cv.Stopped, cv.ID)
	}
}

// core copies a core's events and what lies on each: cards placed on it
// (not in play) and ships placed on it with their crews (in play,
// vocab_ship_on_event.go), so a future counts them as the real game does.
func (b *detBuilder) core(cs []CardView, pools *cardPools) {
	for i := range cs {
		cv := &cs[i]
		ev := b.add(b.card(cv), cv.Owner, cv.Controller, ZCore, 0, cv.Stopped, cv.ID)
		if ev == nil {
			continue
		}
		for j := range cv.Holds {
			h := &cv.Holds[j]
			z := ZOnCard
			if h.Type == Ship {
				z = ZPlayedOn
			}
			if in := b.add(b.card(h), h.Owner, h.Controller, z, ev.ID, h.Stopped, h.ID); in != nil && z == ZPlayedOn {
				b.shipHolds(h.Holds, in.ID, pools)
			}
		}
	}
}

// shipHolds copies what a ship's view holds: its crew, for a ship on an
// event (vocab_ship_on_event.go), and the events played on it
// (vocab_plays_on_ship.go).
func (b *detBuilder) shipHolds(cs []CardView, ship int, pools *cardPools) {
	for i := range cs {
		if cv := &cs[i]; cv.Type == EventCard {
			b.add(b.card(cv), cv.Owner, cv.Controller, ZPlayedOn, ship, false, cv.ID)
		} else {
			b.atMission(cs[i:i+1], ZAboard, ship, pools)
		}
	}
}

// atMission copies the cards on a surface or aboard a ship; a face-down
// card gets a stand-in of its type.
func (b *detBuilder) atMission(cs []CardView, z Zone, where int, pools *cardPools) {
	for i := range cs {
		cv := &cs[i]
		c := (*Card)(nil)
		if cv.Concealed {
			switch cv.Type {
			case Personnel:
				c = pickCard(b.r, pools.personnel)
			case Equipment:
				c = pickCard(b.r, pools.equipment)
			}
		} else {
			c = b.card(cv)
		}
		b.add(c, cv.Owner, cv.Controller, z, where, cv.Stopped, cv.ID)
	}
}

func (b *detBuilder) mission(mv *MissionView, pools *cardPools) {
	m := b.add(b.card(&mv.CardView), mv.Owner, mv.Controller, ZMission, 0, false, mv.ID)
	if m == nil {
		return
	}
	m.Completed = mv.Completed
	if mv.Flipped && m.Card.other != nil {
		m.Card = m.Card.other // back side up (vocab_flip.go)
	}
	b.g.changed(m.ID) // rules_loops_cards.go
	b.visible(mv.Overcome, ZBeneath, m.ID)
	b.visible(mv.On, ZOnMission, m.ID)
	b.under(mv, m, pools)
	b.atMission(mv.Surface, ZSurface, m.ID, pools)
	for i := range mv.Ships {
		sv := &mv.Ships[i]
		s := b.add(b.card(&sv.CardView), sv.Owner, sv.Controller, ZAtMission, m.ID, sv.Stopped, sv.ID)
		if s == nil {
			continue
		}
		s.RangeUsed = max(0, sv.Range-sv.RangeLeft)
		b.g.changed(s.ID) // rules_loops_cards.go
		b.atMission(sv.Aboard, ZAboard, s.ID, pools)
		b.visible(sv.Damage, ZDamage, s.ID)
		b.shipHolds(sv.Holds, s.ID, pools) // events played on it (vocab_plays_on_ship.go)
	}
}

// opponentPools gathers the opponent's cards the viewer has seen: its
// discard pile, core, removed cards and cards at missions, the captives
// of it the viewer holds, and its dilemmas overcome or placed at
// missions. Where it has shown none of a kind, the viewer's own deck
// stands in. The lists are m's, refilled.
func (m *futureMem) opponentPools(lib *Library, v *View, own DeckList) {
	opp := v.Me.Other()
	p := &m.pools
	m.seenDraw, m.seenDilemmas, m.personnel, m.equipment = m.seenDraw[:0], m.seenDilemmas[:0], m.personnel[:0], m.equipment[:0]
	seen := func(cs []CardView) {
		for i := range cs {
			cv := &cs[i]
			if cv.Concealed || cv.Owner != opp {
				continue
			}
			c := lib.ByID(cv.CardID)
			switch {
			case c == nil, c.Type == Mission:
			case c.Type == Dilemma:
				m.seenDilemmas = append(m.seenDilemmas, c)
			default:
				m.seenDraw = append(m.seenDraw, c)
			}
		}
	}
	for q := range 2 {
		pv := &v.Players[q]
		seen(pv.Discard)
		seen(pv.Removed)
		seen(pv.Core)
		seen(pv.Brig)
		for i := range pv.Missions {
			mv := &pv.Missions[i]
			seen(mv.Overcome)
			seen(mv.On)
			seen(mv.Surface)
			for j := range mv.Ships {
				seen([]CardView{mv.Ships[j].CardView})
				seen(mv.Ships[j].Aboard)
			}
		}
	}
	// own's lists stand in as they are: they are only read.
	p.draw, p.dilemmas = m.seenDraw, m.seenDilemmas
	if len(p.draw) == 0 {
		p.draw = own.Draw
	}
	if len(p.dilemmas) == 0 {
		p.dilemmas = own.Dilemmas
	}
	for _, c := range p.draw {
		switch c.Type {
		case Personnel:
			m.personnel = append(m.personnel, c)
		case Equipment:
			m.equipment = append(m.equipment, c)
		}
	}
	if len(m.personnel) == 0 {
		for _, c := range own.Draw {
			if c.Type == Personnel {
				m.personnel = append(m.personnel, c)
			}
		}
	}
	p.personnel, p.equipment = m.personnel, m.equipment
}

// ownHidden is what the viewer's deck and dilemma pile may still hold:
// its deck list less every card of its it can see (into m.deck and
// m.dilemmas).
func (m *futureMem) ownHidden(lib *Library, v *View, own DeckList) {
	me := v.Me
	if m.shown == nil {
		m.shown, m.used = map[*Card]int{}, map[*Card]int{}
	}
	shown := m.shown
	clear(shown)
	count := func(cs []CardView) {
		for i := range cs {
			if cs[i].Owner == me && !cs[i].Concealed {
				if c := lib.ByID(cs[i].CardID); c != nil {
					shown[c]++
				}
			}
		}
	}
	for q := range 2 {
		pv := &v.Players[q]
		count(pv.Hand)
		count(pv.Discard)
		count(pv.Removed)
		count(pv.Core)
		count(pv.Brig)
		for i := range pv.Missions {
			mv := &pv.Missions[i]
			count(mv.Overcome)
			count(mv.On)
			count(mv.Under)
			count(mv.Surface)
			for j := range mv.Ships {
				count([]CardView{mv.Ships[j].CardView})
				count(mv.Ships[j].Aboard)
				count(mv.Ships[j].Damage)
			}
		}
	}
	left := func(out, list []*Card) []*Card {
		out = out[:0]
		used := m.used
		clear(used)
		for _, c := range list {
			if used[c] < shown[c] {
				used[c]++
				continue
			}
			out = append(out, c)
		}
		return out
	}
	m.deck, m.dilemmas = left(m.deck, own.Draw), left(m.dilemmas, own.Dilemmas)
	if len(own.Draw) == 0 {
		// An unknown deck: the cards in hand and in the discard pile stand
		// in for it.
		m.deck = appendCards(appendCards(m.deck[:0], lib, v.Players[me].Hand), lib, v.Players[me].Discard)
	}
}

func appendCards(out []*Card, lib *Library, cs []CardView) []*Card {
	for i := range cs {
		if c := lib.ByID(cs[i].CardID); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// fit shuffles cards and makes them exactly n long: cards beyond n are
// dropped, and a short list is filled up with random picks from it. It
// draws what r.Perm would draw; the list is m's, valid until the next
// fit or sample.
func (m *futureMem) fit(r *rand.Rand, cards []*Card, n int) []*Card {
	out := m.out[:0]
	perm := m.perm[:0]
	for i := range cards {
		perm = append(perm, i)
	}
	r.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
	m.perm = perm
	for _, i := range perm {
		if len(out) == n {
			break
		}
		out = append(out, cards[i])
	}
	for len(out) < n && len(cards) > 0 {
		out = append(out, cards[r.IntN(len(cards))])
	}
	m.out = out
	return out
}

// sample draws n cards from pool, with replacement, into m's list (valid
// until the next fit or sample).
func (m *futureMem) sample(r *rand.Rand, pool []*Card, n int) []*Card {
	if len(pool) == 0 {
		return nil
	}
	out := m.out[:0]
	for range n {
		out = append(out, pool[r.IntN(len(pool))])
	}
	m.out = out
	return out
}

func pickCard(r *rand.Rand, pool []*Card) *Card {
	if len(pool) == 0 {
		return nil
	}
	return pool[r.IntN(len(pool))]
}
