package game

import (
	"fmt"
	"slices"
)

// Costs to use a personnel's skills (Glossary: skills). While a
// modifier's SkillsCost reaches a personnel, its controller may use that
// personnel's skills only by discarding that many cards from hand; one
// payment lets the personnel use any number of its skills at that time.
// The engine asks when a requirement of a dilemma or of a mission is
// checked during an attempt (the first way the Glossary names of using a
// skill) and the requirement is met only with such skills. Until paid for,
// those skills are left out of the check (reqCtx).

// skillsCost is the number of cards personnel id's controller must
// discard from hand to use its skills now: the sum of every cost reaching
// it (two cards each asking one cost two).
func (g *Game) skillsCost(id int) int {
	n := 0
	g.eachModifierWhere(id, fxSkillsCost, layerAll, nil, func(_ int, m *Modifier, _ int) { n += m.SkillsCost })
	return n
}

// maxCostSubsets bounds the personnel whose every combination is tried;
// beyond it only each alone and all together are.
const maxCostSubsets = 8

// Before requirement r is checked for the personnel attempting, skill
// costs are settled: the check may go on when nobody's skills cost
// anything (skillCostsFree), or when they are not needed, paying cannot
// help, or the player has answered (skillCostsAsk). Otherwise
// skillCostsAsk asks the attempting player whether to pay, and returns
// false: again runs once the answer (and the payment) is in. A caller
// asks skillCostsFree first and makes its again closure only when it
// must ask skillCostsAsk (making it every check was 2% of a strong bot's
// bytes).

// skillCostsFree reports whether nobody's skills cost anything (r not
// answered yet): then the check goes on with nobody paid for.
func (g *Game) skillCostsFree(r *Req) bool {
	a := g.attempt
	if a.costsFor == r {
		return false // answered: skillCostsAsk reads the answer
	}
	thaw := g.holdSources()
	free := !slices.ContainsFunc(a.personnel, func(id int) bool { return g.skillsCost(id) > 0 })
	if thaw {
		g.thawSources()
	}
	if free {
		a.usable = nil
	}
	return free
}

// skillCostsAsk settles the skill costs of checking r when some cost
// something (see above).
func (g *Game) skillCostsAsk(r *Req, again func()) bool {
	a := g.attempt
	if a.costsFor == r {
		a.costsFor = nil // answered: a.usable holds whom the player paid for
		return true
	}
	a.usable = nil
	var taxed []int
	var costs []int
	thaw := g.holdSources() // reading costs changes nothing
	for _, id := range a.personnel {
		if n := g.skillsCost(id); n > 0 {
			taxed, costs = append(taxed, id), append(costs, n)
		}
	}
	if thaw {
		g.thawSources()
	}
	if len(taxed) == 0 {
		return true
	}
	full := g.reqCtxUsing(a, taxed)
	metWith := func(paid []int) bool {
		ctx := *full
		ctx.Group = slices.Clone(full.Group)
		for i, id := range a.personnel {
			if i < len(ctx.Group) && slices.Contains(taxed, id) && !slices.Contains(paid, id) {
				ctx.Group[i].Skills = g.unpaidSkills(id, ctx.Group[i].Skills)
			}
		}
		return r.MetIn(&ctx)
	}
	if metWith(nil) || !r.MetIn(full) {
		return true // no need to pay, or no payment would do
	}
	hand := len(g.players[a.player].Hand)
	type choice struct {
		ids  []int
		cost int
	}
	var found []choice
	try := func(ids []int) {
		cost := 0
		for _, id := range ids {
			cost += costs[slices.Index(taxed, id)]
		}
		for _, f := range found {
			if subsetOf(f.ids, ids) {
				return // a smaller payment already does
			}
		}
		if cost <= hand && metWith(ids) {
			found = append(found, choice{ids, cost})
		}
	}
	var sets [][]int
	if len(taxed) <= maxCostSubsets {
		for mask := 1; mask < 1<<len(taxed); mask++ {
			var ids []int
			for i, id := range taxed {
				if mask&(1<<i) != 0 {
					ids = append(ids, id)
				}
			}
			sets = append(sets, ids)
		}
		slices.SortStableFunc(sets, func(x, y []int) int { return len(x) - len(y) })
	} else {
		for _, id := range taxed {
			sets = append(sets, []int{id})
		}
		sets = append(sets, taxed)
	}
	for _, ids := range sets {
		try(ids)
	}
	if len(found) == 0 {
		return true // the player cannot pay enough
	}
	slices.SortStableFunc(found, func(x, y choice) int { return x.cost - y.cost })
	found = found[:min(len(found), 4)]
	p := a.player
	var acts []action
	for _, f := range found {
		acts = append(acts, action{Option{Label: fmt.Sprintf("Discard %s from hand to use the skills of %s", countOf(f.cost, "card"), g.names(f.ids)),
			Action: ActPick, Card: f.ids[0]}, func() {
			g.paySkillCosts(p, f.ids, f.cost, func() {
				a.costsFor, a.usable = r, f.ids
				g.push(again)
			})
		}})
	}
	acts = append(acts, action{Option{Label: "Do not pay: leave those skills unused", Action: ActEnd}, func() {
		a.costsFor = r
		g.push(again)
	}})
	g.offer(p, KindOptional, fmt.Sprintf("Using the skills of some of your personnel costs cards from hand. Pay to meet %s?", r), acts)
	return false
}

// subsetOf reports whether every element of a is in b.
func subsetOf(a, b []int) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// paySkillCosts: p discards n cards of its choice from hand to use the
// skills of personnel ids, then then runs. The discards are public; the
// personnel are named only to whoever may identify them.
func (g *Game) paySkillCosts(p Player, ids []int, n int, then func()) {
	hand := slices.Clone(g.players[p].Hand)
	d := &Decision{Player: p, Kind: KindSelect, Min: n, Max: n,
		Prompt: fmt.Sprintf("Discard %s from hand to use the skills of %s", countOf(n, "card"), g.names(ids))}
	for _, id := range hand {
		d.Options = append(d.Options, Option{Label: "Discard " + g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(d, func(picks []int) {
		g.emitNamed(Event{Kind: "skills-cost", Player: p, Cards: slices.Clone(ids)}, func(name func(int) string) string {
			return fmt.Sprintf("%s discards %s from hand to use the skills of %s.", g.players[p].Name, countOf(n, "card"), namesWith(ids, name))
		})
		for _, i := range picks {
			g.discard(hand[i])
		}
		then()
	})
}
