package game

import "slices"

// reqCtx is what the requirements of a mission or a dilemma are checked
// against during an attempt: the personnel still attempting, the
// equipment present with them, the ship they attempt aboard (the first,
// when several), facts of the game asked by name, and the attributes
// their totals may stand in for at that mission (vocab_mission_text.go).
func (g *Game) reqCtx(a *attempt) *ReqCtx { return g.reqCtxUsing(a, a.usable) }

// reqCtxUsing is reqCtx where, of the personnel whose skills cost cards to
// use, only those in usable bring their skills (vocab_skill_costs.go).
//
// Nothing changes while it reads, so the modifier sources are found once
// for all the personnel (holdSources); the equipment is looked for once
// per place the personnel are at, in the order each first meets it; and
// the ship's three attributes are read in one pass. Building this context
// was 5% of a basic bot game's CPU, most of it reading modifiers; it is
// about 2% so.
func (g *Game) reqCtxUsing(a *attempt, usable []int) *ReqCtx {
	if g.holdSources() {
		defer g.thawSources()
	}
	ctx := g.reqCtxs.take(ReqCtx{Group: g.groupStats(a.personnel), Cond: g.reqCondOf(a.player), Using: g.groupSubstitute(a)})
	for i, id := range a.personnel {
		if !slices.Contains(usable, id) && g.skillsCost(id) > 0 {
			ctx.Group[i].Skills = g.unpaidSkills(id, ctx.Group[i].Skills)
		}
	}
	for i, id := range a.personnel {
		// The equipment present with id: every card of its place but
		// itself. A place already read adds nothing new.
		c := g.cards[id]
		if c.Zone != ZSurface && c.Zone != ZAboard || slices.ContainsFunc(a.personnel[:i], func(o int) bool {
			return g.cards[o].Zone == c.Zone && g.cards[o].Where == c.Where
		}) {
			continue
		}
		pool := g.cards[c.Where].Surface
		if c.Zone == ZAboard {
			pool = g.cards[c.Where].Aboard
		}
		for _, x := range pool {
			if e := g.cards[x]; x != id && e.Card.Type == Equipment && e.Controller == a.player {
				ctx.Equipment = appendIn(&g.cardLists, ctx.Equipment, e.Card)
			}
		}
	}
	g.limitSkillUse(a, ctx) // vocab_skill_use_limit.go
	if len(a.ships) > 0 {
		r, w, sh := g.shipAttrs(a.ships[0])
		ctx.Ship = g.shipVals.take([3]int{r, w, sh})
		ctx.ShipRangeLeft = g.rangeLeft(a.ships[0])
	}
	return ctx
}

// holdSources freezes the modifier sources (freezeSources) for a reader
// that changes nothing and reads many values, unless they are frozen
// already: it reports whether the caller must thaw them when done.
func (g *Game) holdSources() bool {
	if g.frozen.on {
		return false
	}
	g.freezeSources()
	return true
}

// reqCondOf answers ReqCtx.Cond for player p. The two answerers are made
// once a game: a closure per context was a tenth of what building one
// allocated.
func (g *Game) reqCondOf(p Player) func(string) bool {
	if g.bound().reqConds[p] == nil {
		g.bound().reqConds[p] = func(cond string) bool { return g.reqCond(p, cond) }
	}
	return g.bound().reqConds[p]
}

// reqConds are the facts of the game a requirement may name.
const reqCompletedSpan4 = "command a completed mission with span 4 or more"

// KnownReqCond reports whether the engine can check a requirement that
// names this fact; a requirement naming another cannot be met, so the card
// is marked as not understood.
func KnownReqCond(cond string) bool {
	_, shipKind := shipHereCond(cond)  // vocab_req_ship_here.go
	_, _, total := totalHereCond(cond) // vocab_req_total_here.go
	return cond == reqCompletedSpan4 || cond == reqStaffedShipHere || shipKind || total || keywordShipCond(cond) != "" || staffedKeywordShipCond(cond) != ""
}

// UnknownConds lists the facts r names that the engine cannot check.
func (r *Req) UnknownConds() []string {
	var out []string
	if r.Kind == ReqCond && !KnownReqCond(r.Cond) {
		out = append(out, r.Cond)
	}
	for _, c := range r.Children {
		out = append(out, c.UnknownConds()...)
	}
	return out
}

// reqCond answers a requirement that names a fact of the game rather than
// skills and attributes. Unknown facts are not met.
func (g *Game) reqCond(p Player, cond string) bool {
	switch cond {
	case reqStaffedShipHere:
		return g.staffedShipHere(p)
	case reqCompletedSpan4:
		for _, m := range g.players[p].Missions {
			if mc := g.cards[m]; mc.Completed && mc.Controller == p && mc.Card.Span >= 4 {
				return true
			}
		}
	}
	if k, ok := shipHereCond(cond); ok {
		return g.shipHere(p, k) // vocab_req_ship_here.go
	}
	if k := staffedKeywordShipCond(cond); k != "" {
		return g.staffedKeywordShipHere(p, k) // vocab_req_staffed_keyword_ship.go
	}
	if k := keywordShipCond(cond); k != "" {
		return g.keywordShipHere(p, k) // vocab_req_keyword_ship.go
	}
	if attr, above, ok := totalHereCond(cond); ok {
		return g.totalHere(p, attr) > above // vocab_req_total_here.go
	}
	return false
}
