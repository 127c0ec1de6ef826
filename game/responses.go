package game

import "fmt"

// Response windows (Glossary: actions – response actions). In a window,
// beginning with the player whose turn it is, each player takes one
// mandatory response at a time until none remain. Then come the "prevent"
// responses, and then all other optional ones: in each of these two
// rounds each player in turn may respond or pass, and the round ends when
// all players pass in a row. A player with nothing to do passes without
// being asked, so windows cost nothing when nobody can respond.

type response struct {
	action
	mandatory bool
	prevent   bool // a "prevent" response: offered before other optional ones
}

// window opens a response window; gather lists what player p may do now.
func (g *Game) window(name string, gather func(p Player) []response) {
	order := []Player{g.active, g.active.Other()}
	const (
		mandatoryRound = iota
		preventRound
		optionalRound
		closed
	)
	// What each player may do is gathered once and kept until someone
	// responds: passing changes nothing, and most windows close with
	// every player passing in every round.
	var gathered [2][]response
	var have [2]bool
	responses := func(p Player) []response {
		if !have[p] {
			gathered[p], have[p] = gather(p), true
		}
		return gathered[p]
	}
	var step func(round, turn, passes int)
	after := func(round, turn, passes int) func() {
		return func() {
			have = [2]bool{} // a response was taken: gather again
			step(round, turn, passes)
		}
	}
	step = func(round, turn, passes int) {
		if round == closed {
			return
		}
		if round == mandatoryRound {
			for i := range order {
				p := order[(turn+i)%2]
				var acts []action
				for _, r := range responses(p) {
					if r.mandatory {
						acts = append(acts, r.action)
					}
				}
				if len(acts) > 0 {
					next := (turn + i + 1) % 2
					g.offerThen(p, fmt.Sprintf("%s: take a mandatory response", name), acts, after(mandatoryRound, next, 0))
					return
				}
			}
			step(preventRound, 0, 0)
			return
		}
		if passes >= len(order) {
			step(round+1, 0, 0) // everyone passed in a row: the round ends
			return
		}
		p := order[turn%2]
		var acts []action
		for _, r := range responses(p) {
			if !r.mandatory && r.prevent == (round == preventRound) {
				acts = append(acts, r.action)
			}
		}
		if len(acts) == 0 {
			step(round, turn+1, passes+1)
			return
		}
		acts = append(acts, action{Option{Label: "Pass", Action: ActEnd}, func() { step(round, turn+1, passes+1) }})
		for i := range acts[:len(acts)-1] {
			a := acts[i]
			acts[i].do = func() {
				g.push(after(round, turn+1, 0)) // after all the response schedules
				a.run(g)
			}
		}
		what := "respond or pass"
		if round == preventRound {
			what = "prevent or pass"
		}
		g.offer(p, KindRespond, fmt.Sprintf("%s: %s", name, what), acts)
	}
	g.push(func() { step(mandatoryRound, 0, 0) })
}

// offerThen offers acts and runs then after the chosen one resolves.
func (g *Game) offerThen(p Player, prompt string, acts []action, then func()) {
	for i := range acts {
		a := acts[i]
		acts[i].do = func() {
			g.push(then) // after all the response schedules
			a.run(g)
		}
	}
	g.offer(p, KindRespond, prompt, acts)
}

// interruptsFor lists the interrupts in p's hand answering trigger when,
// whose condition holds; playing one reveals it, resolves it and destroys
// it (Rulebook: Interrupt). Interrupts have no cost.
func (g *Game) interruptsFor(p Player, when string, ok func(a Ability) bool) []response {
	var out []response
	seen := map[string]bool{}
	for _, id := range g.players[p].Hand {
		c := g.cards[id]
		if c.Card.Type != Interrupt || seen[c.Card.ID] {
			continue
		}
		for _, a := range c.Card.Abilities {
			if a.When != when || !ok(a) || !g.stepsPossible(g.ctxFor(p, id), a.Effect) {
				continue
			}
			seen[c.Card.ID] = true
			id, a := id, a
			out = append(out, response{prevent: hasVerb(a.Effect, DoPreventDilemma), action: action{Option{Label: "Play " + c.Card.Name(), Action: ActPlay, Card: id}, func() {
				g.place(id, ZCore, 0) // revealed and resolving
				g.cards[id].Controller = p
				g.emit(Event{Kind: "interrupt", Player: p, Cards: []int{id}, Text: fmt.Sprintf("%s plays %s.", g.players[p].Name, c.Card.Name())})
				ctx := fxCtx{src: id, p: p}
				if en := g.engagement; en != nil {
					ctx.mission = en.mission
				}
				g.push(func() { g.runAbility(ctx, a.Effect) }, func() {
					if g.cards[id].Zone == ZCore {
						g.place(id, ZDiscard, 0) // destroyed after resolving
					}
				})
			}}})
		}
	}
	return out
}

// facingResponses: during a mission attempt, before a dilemma's actions
// (and before the mission's requirements are checked), the attempting
// player may use "while attempting" abilities of personnel in the attempt
// (Interlink) and "when facing a dilemma" interrupts (Glossary –
// attempting missions, steps 3.h and 5.a). Each is usable once per
// dilemma.
func (g *Game) facingResponses(p Player) []response {
	a := g.attempt
	if a == nil || p != a.player {
		return nil
	}
	var out []response
	for _, id := range a.personnel {
		c := g.cards[id]
		if !g.activeSource(id) {
			continue
		}
		for i, ab := range c.Card.Abilities {
			key := abilityKey{id, i}
			if ab.When != WhenAttempting || a.used[key] {
				continue
			}
			ctx := g.ctxFor(p, id)
			if !g.stepsPossible(ctx, ab.Cost) {
				continue
			}
			ab := ab
			out = append(out, response{action: action{Option{Action: ActOrder, Card: id, label: useLabel(c.Card, ab.Effect)}, func() {
				a.used[key] = true
				g.emit(Event{Kind: "ability", Player: p, Cards: []int{id}, Text: fmt.Sprintf("%s uses %s.", g.players[p].Name, c.Card.Name())})
				g.push(func() { g.runAbility(ctx, ab.Cost) }, func() { g.runAbility(ctx, ab.Effect) })
			}}})
		}
	}
	if a.dilemma != 0 && !a.usedInterrupt {
		out = append(out, g.interruptsFor(p, WhenFacing, func(ab Ability) bool { return g.facingCondition(p, ab.If) })...)
		for i := range out {
			if out[i].Action == ActPlay {
				do := out[i].do
				out[i].do = func() { a.usedInterrupt = true; do() }
			}
		}
	}
	return out
}

// facingCondition checks an interrupt's condition against the dilemma
// being faced.
func (g *Game) facingCondition(p Player, cond string) bool {
	a := g.attempt
	switch cond {
	case "borg-facing-copy-overcome":
		borg := false
		for _, id := range a.personnel {
			borg = borg || g.affiliation(id) == "borg"
		}
		if !borg {
			return false
		}
		title := g.cards[a.dilemma].Card.titleKey
		for _, m := range g.allMissions() {
			if g.cards[m].Controller != p {
				continue
			}
			for _, d := range g.cards[m].Beneath {
				if g.cards[d].Card.titleKey == title {
					return true
				}
			}
		}
		return false
	case "klingon-facing":
		for _, id := range a.personnel {
			if hasSpecies(g.cards[id].Card, "Klingon") {
				return true
			}
		}
		return false
	}
	return true
}

// preventDilemma: the dilemma being faced is prevented (none of its actions
// happen) and overcome (Adapt).
func (g *Game) preventDilemma(ctx fxCtx) {
	a := g.attempt
	if a == nil || a.dilemma == 0 || a.prevented {
		return
	}
	a.prevented, a.placed = true, true
	g.overcome(a.dilemma, OvercomePrevented, "prevented by "+g.cardName(ctx.src))
}

// borrow: a Klingon facing the dilemma gains all skills and attributes of a
// personnel in your discard pile until the end of the dilemma (The
// Promise).
func (g *Game) borrow(ctx fxCtx) {
	a := g.attempt
	if a == nil {
		return
	}
	var klingons []int
	for _, id := range a.personnel {
		if hasSpecies(g.cards[id].Card, "Klingon") {
			klingons = append(klingons, id)
		}
	}
	var donors []int
	for _, id := range g.players[ctx.p].Discard {
		if g.cards[id].Card.Type == Personnel {
			donors = append(donors, id)
		}
	}
	if len(klingons) == 0 || len(donors) == 0 {
		g.emit(Event{Kind: "ability", Player: ctx.p, Text: g.cardName(ctx.src) + " has no Klingon or no personnel in the discard pile to use."})
		return
	}
	choose := func(k int) {
		var acts []action
		for _, d := range donors {
			d := d
			acts = append(acts, action{Option{Label: g.cardName(d), Action: ActPick, Card: d}, func() {
				dc := g.cards[d].Card
				g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{k}, all: dc.printedSkills,
					integrity: dc.Integrity, cunning: dc.Cunning, strength: dc.Strength, until: "dilemma"})
				g.emit(Event{Kind: "gain", Player: ctx.p, Cards: []int{k, d}, Text: fmt.Sprintf("%s gains the skills and attributes of %s until the end of the dilemma.", g.cardName(k), dc.Name())})
			}})
		}
		g.offer(ctx.p, KindSelect, "Gain the skills and attributes of which personnel in your discard pile?", acts)
	}
	var acts []action
	for _, k := range klingons {
		k := k
		acts = append(acts, action{Option{Label: g.cardName(k), Action: ActPick, Card: k}, func() { choose(k) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": which Klingon?", acts)
}
