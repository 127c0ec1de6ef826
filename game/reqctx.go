package game

import "slices"

// reqCtx is what the requirements of a mission or a dilemma are checked
// against during an attempt: the personnel still attempting, the
// equipment present with them, the ship they attempt aboard (the first,
// when several), facts of the game asked by name, and the attributes
// their totals may stand in for at that mission (mission_text.go).
func (g *Game) reqCtx(a *attempt) *ReqCtx { return g.reqCtxUsing(a, a.usable) }

// reqCtxUsing is reqCtx where, of the personnel whose skills cost cards to
// use, only those in usable bring their skills (skill_costs.go).
func (g *Game) reqCtxUsing(a *attempt, usable []int) *ReqCtx {
	ctx := &ReqCtx{Group: g.groupStats(a.personnel), Cond: func(cond string) bool { return g.reqCond(a.player, cond) },
		Using: g.groupSubstitute(a)}
	for i, id := range a.personnel {
		if !slices.Contains(usable, id) && g.skillsCost(id) > 0 {
			ctx.Group[i].Skills = SkillSet{}
		}
	}
	// The equipment present with them, each once (they stand together, so
	// most is seen again and again: a small list tells, with no copies).
	var seenBuf [8]int
	seen := seenBuf[:0]
	for _, id := range a.personnel {
		for _, x := range g.presentPool(id) {
			if c := g.cards[x]; x != id && c.Card.Type == Equipment && c.Controller == a.player && !slices.Contains(seen, x) {
				seen = append(seen, x)
				ctx.Equipment = append(ctx.Equipment, c.Card)
			}
		}
	}
	if len(a.ships) > 0 {
		s := a.ships[0]
		ctx.Ship = &[3]int{g.shipRange(s), g.shipWeapons(s), g.shipShields(s)}
	}
	return ctx
}

// reqConds are the facts of the game a requirement may name.
const reqCompletedSpan4 = "command a completed mission with span 4 or more"

// KnownReqCond reports whether the engine can check a requirement that
// names this fact; a requirement naming another cannot be met, so the card
// is marked as not understood.
func KnownReqCond(cond string) bool { return cond == reqCompletedSpan4 }

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
	case reqCompletedSpan4:
		for _, m := range g.players[p].Missions {
			if mc := g.cards[m]; mc.Completed && mc.Controller == p && mc.Card.Span >= 4 {
				return true
			}
		}
	}
	return false
}
