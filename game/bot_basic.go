package game

import (
	"math/rand/v2"
	"slices"
	"strings"
)

// basicBot still only picks legal options, but weights them so games look
// like games: it plays cards before drawing, gathers crews on one ship at
// headquarters, flies them to its own missions, beams down at planets,
// attempts when the crew meets the requirements, brings crews home from
// missions it is done with, and spends its dilemma budget. It reads only
// its own View and public card definitions.
type basicBot struct {
	r    *rand.Rand
	pcg  *rand.PCG // r's source when NewBotFor made it, seeded anew by ReuseBot
	lib  *Library
	reqs map[string]*Req
	// tried holds, per mission, the size of the last crew that attempted
	// it: a crew no bigger that dilemmas could break is not sent again.
	tried map[int]int
	// barredAt holds, per mission, the turn the bot last saw its crew
	// there barred from completing it (bot_cannot_complete.go).
	barredAt map[int]int
	// memo holds the stats of the groups read during one decision.
	memo statsMemo
	// view is the view of the decision being answered; ordersView that of
	// its last orders decision, which still shows the table when it next
	// picks a beam route (choosing to beam changes nothing before it).
	view, ordersView *View
	// cards caches the card of each instance ID the bot has looked up
	// (checked against the view's card ID, in case the bot meets another
	// game).
	cards []*Card
	// Scratch for groups put together: crewAt's, joined's and robust's.
	crew, join, rest []Stats
	// one holds a single pick, picks a list of them (see Choose);
	// dilemmas and used are chooseDilemmas' scratch.
	one      [1]int
	picks    []int
	dilemmas []*Card
	order    []int // chooseDilemmas' order (permInto)
	random   []int // the list of the choices made at random (randomInto)
	used     []*Card
}

func (b *basicBot) Choose(v *View, d *Decision) Choice {
	b.memo.reset()
	if v == nil && d.Kind == KindBeamRoute {
		v = b.ordersView
	}
	switch {
	case v != nil && d.Kind == KindOrders:
		b.ordersView = v
	case v != nil && d.Kind != KindBeamRoute:
		// The view refilled for this decision may hold only some parts
		// of the table (lightParts): a beam route now gets its own.
		b.ordersView = nil
	}
	b.view = v
	if b.lib == nil {
		lib, err := DefaultLibrary()
		if err != nil {
			return b.atRandom(d)
		}
		b.lib = lib
	}
	// One pick is written in the bot's own one-element list: the game
	// copies the picks it is given (a fresh list per decision was most of
	// the bot's allocations).
	pick := func(i int) Choice {
		b.one[0] = i
		return Choice{Decision: d.ID, Picks: b.one[:]}
	}
	all := func() Choice {
		picks := b.picks[:0]
		for i := 0; i < len(d.Options) && i < d.Max; i++ {
			picks = append(picks, i)
		}
		b.picks = picks
		return Choice{Decision: d.ID, Picks: picks}
	}
	switch d.Kind {
	case KindPlayDraw:
		return pick(b.best(d, func(o *Option) float64 {
			switch o.Action {
			case ActPlay:
				if !b.enforcedInHand(v, o.Card) {
					return 2 // a card whose text is not run: only when nothing better
				}
				return 3
			case ActDraw:
				return 1
			}
			return 0.5
		}))
	case KindTakeDilemma, KindDamageRemoval, KindOptional, KindName:
		// An optional step, an ability or a dilemma's choice offers doing
		// it first (it usually spares a penalty or gains something); paying
		// to use skills lists the cheapest payment first; a name list is
		// alphabetical, the same whatever the opponent holds.
		return pick(0)
	case KindNameSkill:
		return pick(0) // the engine lists the skills the opponent's missions require most first
	case KindSelect:
		// Taking something beats taking nothing ("Download nothing").
		if d.Min == 1 && d.Max == 1 {
			some := b.picks[:0]
			for i, o := range d.Options {
				if o.Action != ActEnd && o.Action != ActBack {
					some = append(some, i)
				}
			}
			b.picks = some
			if len(some) > 0 {
				return pick(some[b.r.IntN(len(some))])
			}
		}
	case KindRespond:
		// Use an available response half the time; Pass is always first.
		// Never prevent a card of its own being played (Amanda Rogers).
		useful := b.picks[:0]
		for i, o := range d.Options[1:] {
			if !ownPlaying(v, o.Target) && !b.abandonsAttempt(v, &o) { // bot_end_attempt.go
				useful = append(useful, i+1)
			}
		}
		b.picks = useful
		if len(useful) > 0 && b.r.IntN(2) == 0 {
			return pick(useful[b.r.IntN(len(useful))])
		}
		return pick(0)
	case KindBeamCards:
		return all()
	case KindAttemptShips:
		if d.Max == 1 {
			return pick(0) // the largest group is listed first
		}
		return all()
	}
	if v == nil {
		return b.atRandom(d)
	}
	switch d.Kind {
	case KindOrders:
		b.noteBarred(v)
		i := b.best(d, func(o *Option) float64 { return b.orderScore(v, o) })
		if o := d.Options[i]; o.Action == ActAttempt {
			if m, _ := b.mission(v, o.Target); m != nil {
				b.tried[m.ID] = b.crewCountAt(v, m)
			}
		}
		return pick(i)
	case KindBeamRoute:
		return pick(b.best(d, func(o *Option) float64 { return b.routeScore(v, o) }))
	case KindChooseDilemmas:
		return b.chooseDilemmas(v, d)
	}
	return b.atRandom(d)
}

// atRandom is RandomChoice in the bot's own list (the game copies the
// picks it is given).
func (b *basicBot) atRandom(d *Decision) Choice {
	var ch Choice
	ch, b.random = randomInto(b.r, d, b.random)
	return ch
}

// best returns the option with the highest score, ties broken at random.
// Back is never best: it only returns to an earlier decision.
func (b *basicBot) best(d *Decision, score func(*Option) float64) int {
	bestI, bestS := 0, -1.0
	for i := range d.Options { // by index: an Option is big to copy
		o := &d.Options[i]
		if o.Action == ActBack {
			continue
		}
		s := score(o) + b.r.Float64()*0.01
		if s > bestS {
			bestI, bestS = i, s
		}
	}
	return bestI
}

// cardOf is the card a view shows, looked up once per instance.
func (b *basicBot) cardOf(cv *CardView) *Card {
	id := cv.ID
	if id >= 0 && id < len(b.cards) {
		if c := b.cards[id]; c != nil && c.ID == cv.CardID {
			return c
		}
	}
	c := b.lib.ByID(cv.CardID)
	if id >= 0 && id < 1<<16 {
		if len(b.cards) <= id {
			// Room for a game's instances at once (a bot is made per
			// game): growing one slot at a time cost a copy per doubling.
			b.cards = slices.Grow(b.cards, max(id+1, 2*len(b.cards), 256)-len(b.cards))
			b.cards = b.cards[:cap(b.cards)]
		}
		b.cards[id] = c
	}
	return c
}

func (b *basicBot) req(cardID string) *Req {
	if r, ok := b.reqs[cardID]; ok {
		return r
	}
	var r *Req
	if c := b.lib.ByID(cardID); c != nil {
		r = anyReqSet(c) // vocab_alt_requirements.go
	}
	b.reqs[cardID] = r
	return r
}

// missionReq is a mission's requirements as the view shows them now
// (cards lying on it may add to them), else as printed.
func (b *basicBot) missionReq(m *MissionView) *Req {
	if m.Granted != "" {
		return b.grantedReq(m)
	}
	return b.ownReq(m)
}

// grantedReq is a mission's own requirements or any set other cards
// give it (MissionView.Granted): a crew meeting one of them may attempt.
func (b *basicBot) grantedReq(m *MissionView) *Req {
	key := m.Requirements + "\x00" + m.CardID + "\x00" + m.Granted
	if r, ok := b.reqs[key]; ok {
		return r
	}
	or := &Req{Kind: ReqOr}
	if own := b.ownReq(m); own != nil {
		or.Children = append(or.Children, own)
	}
	for _, line := range strings.Split(m.Granted, "\n") {
		if r, err := ParseRequirements(line); err == nil && r != nil {
			or.Children = append(or.Children, r)
		}
	}
	b.reqs[key] = or
	return or
}

// ownReq is the mission's own requirements (printed, or as cards on it
// changed them).
func (b *basicBot) ownReq(m *MissionView) *Req {
	if m.Requirements == "" {
		if c := b.cardOf(&m.CardView); c != nil {
			if len(c.AltReqs) > 0 {
				return b.req(c.ID)
			}
			return c.Req // through the card cache: a lookup by card ID hashes the ID
		}
		return nil
	}
	if r, ok := b.reqs[m.Requirements]; ok {
		return r
	}
	r, err := ParseRequirements(m.Requirements)
	if err != nil {
		r = b.req(m.CardID)
	}
	b.reqs[m.Requirements] = r
	return r
}

// where describes a mission in the bot's own view.
func (b *basicBot) mission(v *View, id int) (*MissionView, Player) {
	for p := range v.Players {
		for i := range v.Players[p].Missions {
			if v.Players[p].Missions[i].ID == id {
				return &v.Players[p].Missions[i], Player(p)
			}
		}
	}
	return nil, 0
}

// statsMemo remembers, for one decision, the stats of each group of cards
// the bot has read (keyed by the group's first card view), since scoring
// every option reads the same crews again and again.
type statsMemo struct {
	keys  []*CardView
	spans [][2]int
	buf   []Stats
	ship  shipFound // the last ship found (shipAt)
	// hunts: whether the core can begin a fight, once worked out for this
	// decision (0: not yet, 1: no, 2: yes; bot_hunt.go).
	hunts uint8
}

func (m *statsMemo) reset() {
	m.keys, m.spans, m.buf, m.ship, m.hunts = m.keys[:0], m.spans[:0], m.buf[:0], shipFound{}, 0
}

// statsOf returns the stats of my unstopped, visible personnel in cs. The
// slice is full (appending to it copies), and valid for this decision.
func (b *basicBot) statsOf(cs []CardView, me Player) []Stats {
	if len(cs) == 0 {
		return nil
	}
	m := &b.memo
	key := &cs[0]
	for i, k := range m.keys {
		if k == key {
			sp := m.spans[i]
			return m.buf[sp[0]:sp[1]:sp[1]]
		}
	}
	if m.buf == nil {
		// Room for a typical table's crews from the start: growing it
		// by doubling each game was a third of the bot's allocation.
		m.buf = make([]Stats, 0, 64)
	}
	start := len(m.buf)
	for i := range cs { // by index: a CardView is big to copy
		c := &cs[i]
		if c.Type != Personnel || c.Stopped || c.Controller != me || c.Concealed {
			continue
		}
		if v := b.view; v != nil && v.stats != nil {
			m.buf = append(m.buf, Stats{})
			v.stats.into(c.ID, &m.buf[len(m.buf)-1]) // a light view's table
			continue
		}
		s := Stats{Integrity: c.Integrity, Cunning: c.Cunning, Strength: c.Strength}
		addSkills(&s.Skills, c.Skills)
		m.buf = append(m.buf, s)
	}
	m.keys = append(m.keys, key)
	m.spans = append(m.spans, [2]int{start, len(m.buf)})
	return m.buf[start:len(m.buf):len(m.buf)]
}

// crewCount is how many personnel statsOf(cs, me) lists, without reading
// their stats: most groups the bot weighs it only counts, and a light
// view works out stats only when read (statsTable).
func crewCount(cs []CardView, me Player) int {
	n := 0
	for i := range cs {
		if c := &cs[i]; c.Type == Personnel && !c.Stopped && c.Controller == me && !c.Concealed {
			n++
		}
	}
	return n
}

// addSkills adds a card view's skills to ss. Views list skills in the
// order of skillNames, so one walk along both finds them; a skill out of
// that order is looked up.
func addSkills(ss *SkillSet, skills []SkillLevel) {
	i := 0
	for _, k := range skills {
		for i < NumSkills && skillNames[i] != k.Skill {
			i++
		}
		if i == NumSkills {
			ss.Add(k.Skill, k.Level)
			i = 0
			continue
		}
		ss[i] += int16(k.Level)
	}
}

// crewAt returns the stats of my unstopped personnel that would attempt
// mission m now (valid until the next crewAt or joined call).
func (b *basicBot) crewAt(v *View, m *MissionView) []Stats {
	if b.cardOf(&m.CardView).MissionType == Planet {
		return b.statsOf(m.Surface, v.Me)
	}
	all := b.crew[:0]
	for i := range m.Ships {
		s := &m.Ships[i]
		if s.Controller == v.Me {
			all = append(all, b.statsOf(s.Aboard, v.Me)...)
		}
	}
	b.crew = all
	return all
}

// crewCountAt is len(crewAt(v, m)), without reading stats.
func (b *basicBot) crewCountAt(v *View, m *MissionView) int {
	if b.cardOf(&m.CardView).MissionType == Planet {
		return crewCount(m.Surface, v.Me)
	}
	n := 0
	for i := range m.Ships {
		if s := &m.Ships[i]; s.Controller == v.Me {
			n += crewCount(s.Aboard, v.Me)
		}
	}
	return n
}

// joined is a followed by c, in the bot's scratch (valid until the next
// joined call; a and c may be crewAt's).
func (b *basicBot) joined(a, c []Stats) []Stats {
	if b.join == nil {
		b.join = make([]Stats, 0, 16) // a crew and a mission's, at once: grown by doubling from empty, each game
	}
	b.join = append(append(b.join[:0], a...), c...)
	return b.join
}

// target reports whether m is one of my missions still worth attempting.
func (b *basicBot) target(v *View, m *MissionView, owner Player) bool {
	c := b.cardOf(&m.CardView)
	return owner == v.Me && !m.Completed && c != nil && c.MissionType != Headquarters && !b.barred(v, m)
}

func (b *basicBot) orderScore(v *View, o *Option) float64 {
	switch o.Action {
	case ActAttempt:
		m, _ := b.mission(v, o.Target)
		if m.CannotComplete {
			return 0 // bot_cannot_complete.go
		}
		crew := b.crewAt(v, m)
		r := b.missionReq(m)
		if r == nil || !r.Met(crew) {
			return 0.05
		}
		// After an attempt here failed, wait for a bigger crew unless this
		// one would still meet the requirements after losing anyone.
		if last, ok := b.tried[m.ID]; ok && len(crew) <= last && !b.robust(r, crew) {
			return 0.05
		}
		return 10
	case ActBeam:
		m, owner := b.mission(v, o.Target)
		c := b.cardOf(&m.CardView)
		if c.MissionType == Headquarters {
			if crewCount(m.Surface, v.Me) > 0 {
				return 6 // crew up at headquarters
			}
			if b.smallCrewAboard(v, m) {
				return 4 // gather the crews on one ship
			}
			return 0
		}
		if c.MissionType == Planet && !b.target(v, m, owner) && crewCount(m.Surface, v.Me) > 0 {
			return 5 // nothing left to do here: back aboard
		}
		if c.MissionType == Planet && b.target(v, m, owner) {
			// beam down only if the crew there would meet the requirements
			// and someone is still aboard to beam down. Counted first:
			// with everyone already on the surface the answer is no
			// whatever their skills, and reading them was about a
			// quarter of the bot's orders scoring.
			aboard := 0
			for i := range m.Ships {
				if s := &m.Ships[i]; s.Controller == v.Me {
					aboard += crewCount(s.Aboard, v.Me)
				}
			}
			if aboard == 0 {
				return 0
			}
			crew := b.join[:0]
			for i := range m.Ships {
				s := &m.Ships[i]
				if s.Controller == v.Me {
					crew = append(crew, b.statsOf(s.Aboard, v.Me)...)
				}
			}
			crew = append(crew, b.statsOf(m.Surface, v.Me)...)
			b.join = crew
			if r := b.missionReq(m); r != nil && r.Met(crew) && crewCount(m.Surface, v.Me) < len(crew) {
				return 7
			}
			return 0
		}
		return 0
	case ActMove:
		to, owner := b.mission(v, o.Target)
		if owner != v.Me && len(v.Players[v.Me].Core) > 0 && b.cardOf(&to.CardView).MissionType != Headquarters && b.huntsWithCore(v) { // bot_hunt.go
			// With a card in the core (an engagement event), hunt the
			// opponent's ships at their missions now and then.
			for i := range to.Ships {
				if to.Ships[i].Controller != v.Me {
					return 0.5 + 2*b.r.Float64()
				}
			}
		}
		f := b.shipAt(v, o.Card)
		ship, n := f.ship, f.crew
		if ship == nil {
			return 0.1
		}
		if !b.target(v, to, owner) {
			// A crew at a mission it is done with goes home, where it can
			// take on more personnel.
			if here, hereOwner := f.at, f.owner; here != nil && n > 0 && owner == v.Me &&
				b.cardOf(&to.CardView).MissionType == Headquarters && b.cardOf(&here.CardView).MissionType != Headquarters &&
				!b.target(v, here, hereOwner) {
				return 1.5
			}
			return 0.1
		}
		if n < 3 {
			return 0.1
		}
		crew := b.statsOf(ship.Aboard, v.Me)
		if r := b.missionReq(to); r != nil && r.Met(b.joined(crew, b.crewAt(v, to))) {
			if here := f.at; here != nil && b.target(v, here, v.Me) {
				if r2 := b.missionReq(here); r2 != nil && r2.Met(b.joined(crew, b.crewAt(v, here))) {
					return 1 // already somewhere useful
				}
			}
			return 8
		}
		return 0.3
	case ActEnd:
		return 1
	case ActOrder, ActPlay:
		if o.Action == ActOrder && b.destroysForNothing(v, o) {
			return 0 // bot_destroy_to_draw.go
		}
		return 0.6 + b.r.Float64() // card abilities and Order interrupts: now and then
	}
	return 0.5
}

func (b *basicBot) shipMission(v *View, id int) (*MissionView, Player) {
	f := b.shipAt(v, id)
	return f.at, f.owner
}

// shipFound is ship id as the view shows it: the ship, the mission where
// it is and that mission's owner, and how many of my personnel it
// carries (crewCount); ship and at are nil if the view has no ship id.
type shipFound struct {
	v     *View
	id    int
	ship  *ShipView
	at    *MissionView
	owner Player
	crew  int
}

// shipAt finds ship id in v. It remembers the last ship found until the
// next decision (statsMemo.reset): an orders decision lists each ship's
// moves together, and finding the ship and counting its crew again for
// each was about 1% of the basic bot's instructions.
func (b *basicBot) shipAt(v *View, id int) *shipFound {
	f := &b.memo.ship
	if f.v == v && f.id == id {
		return f
	}
	*f = shipFound{v: v, id: id}
	for p := range v.Players {
		for i := range v.Players[p].Missions {
			m := &v.Players[p].Missions[i]
			for j := range m.Ships {
				if s := &m.Ships[j]; s.ID == id {
					f.ship, f.at, f.owner, f.crew = s, m, Player(p), crewCount(s.Aboard, v.Me)
					return f
				}
			}
		}
	}
	return f
}

// routeScore: at headquarters beam up, onto the ship with the biggest
// crew, or move a smaller crew onto it; at a mission still to do, beam
// down; at one the bot is done with, beam up.
func (b *basicBot) routeScore(v *View, o *Option) float64 {
	m, owner := b.shipMission(v, max(o.Card, o.Target))
	if m == nil {
		return 0
	}
	crewOf := func(ship int) float64 {
		return float64(b.shipAt(v, ship).crew) // none if the view has no such ship
	}
	if b.cardOf(&m.CardView).MissionType == Headquarters {
		switch {
		case o.Card == 0 && b.stranded(v, m, o.Target) && b.otherShipFree(v, m, o.Target):
			return 0.2 // bot_stranded_ship.go: not onto a ship that cannot leave
		case o.Card == 0:
			return 3 + crewOf(o.Target)/20
		case o.Target != 0 && b.stranded(v, m, o.Card) && !b.stranded(v, m, o.Target):
			return 2.5 // off a stranded ship onto one that can fly
		case o.Target != 0 && b.stranded(v, m, o.Target) && !b.stranded(v, m, o.Card):
			return 0.1
		case o.Target == 0:
			return 0.1 // nothing to gain on the surface of headquarters
		case crewOf(o.Card) < crewOf(o.Target) || (crewOf(o.Card) == crewOf(o.Target) && o.Card > o.Target):
			return 2
		}
		return 0.5
	}
	down := o.Target == 0
	if !b.target(v, m, owner) {
		down = o.Card == 0 // back aboard
	}
	if down {
		return 3
	}
	return 1
}

// smallCrewAboard reports whether at headquarters m more than one of my
// ships has crew, so the crews could be gathered on one.
func (b *basicBot) smallCrewAboard(v *View, m *MissionView) bool {
	crewed := 0
	for i := range m.Ships {
		s := &m.Ships[i]
		if s.Controller == v.Me && !s.Stopped && crewCount(s.Aboard, v.Me) > 0 {
			crewed++
		}
	}
	return crewed > 1
}

// robust reports whether crew meets r even without any one of its members.
func (b *basicBot) robust(r *Req, crew []Stats) bool {
	if len(crew) < 2 {
		return false
	}
	// The crew without member i is the crew without member i-1 with
	// member i-1 put back in i's place: one copy per step, not a group
	// (the group is reused: a fresh one per call was a fifth of the
	// bot's allocation).
	rest := append(b.rest[:0], crew[1:]...)
	b.rest = rest
	for i := range crew {
		if i > 0 {
			rest[i-1] = crew[i-1]
		}
		if !r.Met(rest) {
			return false
		}
	}
	return true
}

// chooseDilemmas spends the budget on distinct dilemmas of the right type,
// costliest first.
func (b *basicBot) chooseDilemmas(v *View, d *Decision) Choice {
	a := v.Attempt
	ch := Choice{Decision: d.ID, Picks: b.picks[:0]}
	if a == nil {
		return ch
	}
	m, _ := b.mission(v, a.Mission)
	mt := b.cardOf(&m.CardView).MissionType
	order := permInto(b.r, b.order[:0], len(d.Options)) // b.r.Perm's draws, in the bot's own list
	b.order = order
	// Each option's card, looked up once rather than in every comparison,
	// through the card cache (looking each up by card ID hashed the ID:
	// about 1.4% of the basic bot's CPU).
	cards := b.dilemmas[:0]
	for _, o := range d.Options {
		cards = append(cards, b.optionCard(v, o.Card))
	}
	b.dilemmas = cards
	// Dilemmas whose text is enforced first (one that is not does
	// nothing), then the costliest.
	slices.SortStableFunc(order, func(i, j int) int {
		ci, cj := cards[i], cards[j]
		if ei, ej := ci.Enforced(), cj.Enforced(); ei != ej {
			if ei {
				return -1
			}
			return 1
		}
		return cj.CostValue() - ci.CostValue()
	})
	budget := a.Limit
	used := b.used[:0] // the titles picked (a few: a list, not a map)
	for _, i := range order {
		c := cards[i]
		if c == nil || slices.ContainsFunc(used, func(u *Card) bool { return u.ID == c.ID }) ||
			!dilemmaFits(c, mt) || c.CostValue() > budget {
			continue
		}
		used = append(used, c)
		budget -= c.CostValue()
		ch.Picks = append(ch.Picks, i)
	}
	b.used, b.picks = used, ch.Picks
	return ch
}

// enforcedInHand reports whether the card with instance id in my hand has
// its game text enforced (unknown cards count as enforced).
func (b *basicBot) enforcedInHand(v *View, id int) bool {
	if v == nil {
		return true
	}
	hand := v.Players[v.Me].Hand
	for i := range hand {
		if hand[i].ID == id {
			if def := b.cardOf(&hand[i]); def != nil { // looked up once per instance
				return def.Enforced()
			}
		}
	}
	return true
}

// optionCard is the card of drawn dilemma id, nil if the view does not
// show it.
func (b *basicBot) optionCard(v *View, id int) *Card {
	if a := v.Attempt; a != nil {
		for i := range a.Drawn {
			if a.Drawn[i].ID == id {
				return b.cardOf(&a.Drawn[i])
			}
		}
	}
	return nil
}

// ownPlaying reports whether card id is one of the viewer's own cards
// being played (a response to it would prevent the bot's own play).
func ownPlaying(v *View, id int) bool {
	if v == nil || id == 0 {
		return false
	}
	for _, c := range v.Playing {
		if c.ID == id && c.Owner == v.Me {
			return true
		}
	}
	return false
}
