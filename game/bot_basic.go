package game

import (
	"math/rand/v2"
	"slices"
)

// basicBot still only picks legal options, but weights them so games look
// like games: it plays cards before drawing, crews ships at headquarters,
// flies them to its own missions, beams down at planets, attempts when the
// crew meets the requirements, and spends its dilemma budget. It reads only
// its own View and public card definitions.
type basicBot struct {
	r    *rand.Rand
	lib  *Library
	reqs map[string]*Req
	// orders counts order decisions this turn, so the bot always ends its
	// orders eventually (orders are unlimited by the rules).
	turn, orders int
}

func (b *basicBot) Choose(v *View, d *Decision) Choice {
	if b.lib == nil {
		lib, err := DefaultLibrary()
		if err != nil {
			return RandomChoice(b.r, d)
		}
		b.lib = lib
	}
	pick := func(i int) Choice { return Choice{Decision: d.ID, Picks: []int{i}} }
	all := func() Choice {
		picks := make([]int, 0, d.Max)
		for i := 0; i < len(d.Options) && i < d.Max; i++ {
			picks = append(picks, i)
		}
		return Choice{Decision: d.ID, Picks: picks}
	}
	switch d.Kind {
	case KindPlayDraw:
		return pick(b.best(d, func(o Option) float64 {
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
		// to use skills lists the cheapest payment first; a name list
		// starts with the titles the opponent has in play.
		return pick(0)
	case KindNameSkill:
		return pick(0) // the engine lists the skills the opponent's missions require most first
	case KindSelect:
		// Taking something beats taking nothing ("Download nothing").
		if d.Min == 1 && d.Max == 1 {
			var some []int
			for i, o := range d.Options {
				if o.Action != ActEnd && o.Action != ActBack {
					some = append(some, i)
				}
			}
			if len(some) > 0 {
				return pick(some[b.r.IntN(len(some))])
			}
		}
	case KindRespond:
		// Use an available response half the time; Pass is always first.
		// Never prevent a card of its own being played (Amanda Rogers).
		var useful []int
		for i, o := range d.Options[1:] {
			if !ownPlaying(v, o.Target) {
				useful = append(useful, i+1)
			}
		}
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
		return RandomChoice(b.r, d)
	}
	switch d.Kind {
	case KindOrders:
		if v.Turn != b.turn {
			b.turn, b.orders = v.Turn, 0
		}
		b.orders++
		if b.orders > 40 {
			return pick(len(d.Options) - 1) // End Execute Orders is always last
		}
		return pick(b.best(d, func(o Option) float64 { return b.orderScore(v, o) }))
	case KindBeamRoute:
		return pick(b.best(d, func(o Option) float64 { return b.routeScore(v, o) }))
	case KindChooseDilemmas:
		return b.chooseDilemmas(v, d)
	}
	return RandomChoice(b.r, d)
}

// best returns the option with the highest score, ties broken at random.
// Back is never best: it only returns to an earlier decision.
func (b *basicBot) best(d *Decision, score func(Option) float64) int {
	bestI, bestS := 0, -1.0
	for i, o := range d.Options {
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

func (b *basicBot) req(cardID string) *Req {
	if r, ok := b.reqs[cardID]; ok {
		return r
	}
	var r *Req
	if c := b.lib.ByID(cardID); c != nil {
		r = c.Req
	}
	b.reqs[cardID] = r
	return r
}

// missionReq is a mission's requirements as the view shows them now
// (cards lying on it may add to them), else as printed.
func (b *basicBot) missionReq(m *MissionView) *Req {
	if m.Requirements == "" {
		return b.req(m.CardID)
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

func statsOf(cs []CardView, me Player) []Stats {
	var out []Stats
	for _, c := range cs {
		if c.Type != Personnel || c.Stopped || c.Controller != me || c.Concealed {
			continue
		}
		s := Stats{Integrity: c.Integrity, Cunning: c.Cunning, Strength: c.Strength}
		for _, k := range c.Skills {
			s.Skills.Add(k.Skill, k.Level)
		}
		out = append(out, s)
	}
	return out
}

// crewAt returns the stats of my unstopped personnel that would attempt
// mission m now.
func (b *basicBot) crewAt(v *View, m *MissionView) []Stats {
	if b.lib.ByID(m.CardID).MissionType == Planet {
		return statsOf(m.Surface, v.Me)
	}
	var all []Stats
	for _, s := range m.Ships {
		if s.Controller == v.Me {
			all = append(all, statsOf(s.Aboard, v.Me)...)
		}
	}
	return all
}

// target reports whether m is one of my missions still worth attempting.
func (b *basicBot) target(v *View, m *MissionView, owner Player) bool {
	c := b.lib.ByID(m.CardID)
	return owner == v.Me && !m.Completed && c != nil && c.MissionType != Headquarters
}

func (b *basicBot) orderScore(v *View, o Option) float64 {
	switch o.Action {
	case ActAttempt:
		m, _ := b.mission(v, o.Target)
		if r := b.missionReq(m); r != nil && r.Met(b.crewAt(v, m)) {
			return 10
		}
		return 0.05
	case ActBeam:
		m, owner := b.mission(v, o.Target)
		c := b.lib.ByID(m.CardID)
		if c.MissionType == Headquarters {
			if len(statsOf(m.Surface, v.Me)) > 0 {
				return 6 // crew up at headquarters
			}
			return 0
		}
		if c.MissionType == Planet && b.target(v, m, owner) {
			// beam down only if the crew there would meet the requirements
			var crew []Stats
			for _, s := range m.Ships {
				if s.Controller == v.Me {
					crew = append(crew, statsOf(s.Aboard, v.Me)...)
				}
			}
			crew = append(crew, statsOf(m.Surface, v.Me)...)
			if r := b.missionReq(m); r != nil && r.Met(crew) && len(statsOf(m.Surface, v.Me)) < len(crew) {
				return 7
			}
			return 0
		}
		return 0
	case ActMove:
		to, owner := b.mission(v, o.Target)
		if owner != v.Me && len(v.Players[v.Me].Core) > 0 && b.lib.ByID(to.CardID).MissionType != Headquarters {
			// With a card in the core (an engagement event), hunt the
			// opponent's ships at their missions now and then.
			for _, s := range to.Ships {
				if s.Controller != v.Me {
					return 0.5 + 2*b.r.Float64()
				}
			}
		}
		if !b.target(v, to, owner) {
			return 0.1
		}
		ship := b.ship(v, o.Card)
		if ship == nil {
			return 0.1
		}
		crew := statsOf(ship.Aboard, v.Me)
		if len(crew) < 3 {
			return 0.1
		}
		if r := b.missionReq(to); r != nil && r.Met(append(crew, b.crewAt(v, to)...)) {
			if here, _ := b.shipMission(v, o.Card); here != nil && b.target(v, here, v.Me) {
				if r2 := b.missionReq(here); r2 != nil && r2.Met(append(crew, b.crewAt(v, here)...)) {
					return 1 // already somewhere useful
				}
			}
			return 8
		}
		return 0.3
	case ActEnd:
		return 1
	case ActOrder, ActPlay:
		return 0.6 + b.r.Float64() // card abilities and Order interrupts: now and then
	}
	return 0.5
}

func (b *basicBot) ship(v *View, id int) *ShipView {
	m, _ := b.shipMission(v, id)
	if m == nil {
		return nil
	}
	for i := range m.Ships {
		if m.Ships[i].ID == id {
			return &m.Ships[i]
		}
	}
	return nil
}

func (b *basicBot) shipMission(v *View, id int) (*MissionView, Player) {
	for p := range v.Players {
		for i := range v.Players[p].Missions {
			for _, s := range v.Players[p].Missions[i].Ships {
				if s.ID == id {
					return &v.Players[p].Missions[i], Player(p)
				}
			}
		}
	}
	return nil, 0
}

// routeScore: at headquarters beam up; at a planet, beam down.
func (b *basicBot) routeScore(v *View, o Option) float64 {
	m, _ := b.shipMission(v, max(o.Card, o.Target))
	if m == nil {
		return 0
	}
	hq := b.lib.ByID(m.CardID).MissionType == Headquarters
	switch {
	case hq && o.Card == 0:
		return 3
	case !hq && o.Target == 0:
		return 3
	}
	return 1
}

// chooseDilemmas spends the budget on distinct dilemmas of the right type,
// costliest first.
func (b *basicBot) chooseDilemmas(v *View, d *Decision) Choice {
	a := v.Attempt
	ch := Choice{Decision: d.ID, Picks: []int{}}
	if a == nil {
		return ch
	}
	m, _ := b.mission(v, a.Mission)
	mt := b.lib.ByID(m.CardID).MissionType
	order := b.r.Perm(len(d.Options))
	// Dilemmas whose text is enforced first (one that is not does
	// nothing), then the costliest.
	slices.SortStableFunc(order, func(i, j int) int {
		ci, cj := b.lib.ByID(b.optionCard(v, d.Options[i].Card)), b.lib.ByID(b.optionCard(v, d.Options[j].Card))
		if ei, ej := ci.Enforced(), cj.Enforced(); ei != ej {
			if ei {
				return -1
			}
			return 1
		}
		return cj.CostValue() - ci.CostValue()
	})
	budget := a.Limit
	used := map[string]bool{}
	for _, i := range order {
		c := b.lib.ByID(b.optionCard(v, d.Options[i].Card))
		if c == nil || used[c.ID] || !dilemmaFits(c, mt) || c.CostValue() > budget {
			continue
		}
		used[c.ID] = true
		budget -= c.CostValue()
		ch.Picks = append(ch.Picks, i)
	}
	return ch
}

// enforcedInHand reports whether the card with instance id in my hand has
// its game text enforced (unknown cards count as enforced).
func (b *basicBot) enforcedInHand(v *View, id int) bool {
	if v == nil {
		return true
	}
	for _, c := range v.Players[v.Me].Hand {
		if c.ID == id {
			if def := b.lib.ByID(c.CardID); def != nil {
				return def.Enforced()
			}
		}
	}
	return true
}

func (b *basicBot) optionCard(v *View, id int) string {
	if a := v.Attempt; a != nil {
		for _, c := range a.Drawn {
			if c.ID == id {
				return c.CardID
			}
		}
	}
	return ""
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
