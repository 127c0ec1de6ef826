package game

import (
	"fmt"
	"slices"
)

// Abilities that react during mission attempts (assets/cards/reacting.yaml):
// text a personnel uses while it faces a dilemma, and the limits on how
// often an ability may be used. The conditions an ability checks before it
// is offered are in vocab_cond.go.

// Facing triggers of a personnel's own text (Glossary: actions – response
// actions; Rulebook: Facing Dilemmas). "When ... facing a dilemma" is a
// response usable once per dilemma; "while ... facing a dilemma" may be
// used whenever its player may act during the dilemma, within the limits
// its text sets. Both are offered before and after each of the dilemma's
// actions, never in the middle of one, and never once the stack is empty.
const (
	WhenSelfFacing  = "facing"
	WhenWhileFacing = "while-facing"
)

// onceUsed reports whether ability a (instance and index key) has reached
// a limit of its text: once each turn, once each mission attempt.
func (g *Game) onceUsed(key abilityKey, a *Ability) bool {
	if a.OnceEachTurn && g.usedThisTurn[key] {
		return true
	}
	if g.onceEachDilemmaUsed(key, a) { // vocab_once_each_dilemma.go
		return true
	}
	return a.OnceEachAttempt && g.attempt != nil && g.attempt.usedAttempt[key]
}

// markUsed records a use of ability a for its limits.
func (g *Game) markUsed(key abilityKey, a *Ability) {
	g.usedThisTurn[key] = true
	if at := g.attempt; at != nil {
		// Only a limit once each attempt reads the attempt's marks
		// (onceUsed, for the ability at key): a map per attempt marking
		// every use was 2% of what the strong bot's futures allocated.
		if a.OnceEachAttempt {
			if at.usedAttempt == nil {
				at.usedAttempt = map[abilityKey]bool{}
			}
			at.usedAttempt[key] = true
		}
		if a.OnceEachDilemma && at.used != nil {
			at.markUsed(key) // cleared as each dilemma is revealed
		}
	}
}

// reactDilemma is the dilemma an ability's text refers to: the one causing
// its trigger, or the one being faced.
func (g *Game) reactDilemma(ctx fxCtx) int {
	if t := ctx.trig; t != nil && t.Dilemma && t.Source != 0 {
		return t.Source
	}
	if g.attempt != nil {
		return g.attempt.dilemma
	}
	return 0
}

// copyOvercomeAt reports whether a dilemma with d's title is overcome
// beneath a mission p commands.
func (g *Game) copyOvercomeAt(p Player, d *Card) bool {
	for _, m := range g.allMissions() {
		if !g.commandsMission(p, m) {
			continue
		}
		for _, x := range g.cards[m].Beneath {
			if g.cards[x].Card.titleKey == d.titleKey {
				return true
			}
		}
	}
	return false
}

// dilemmaRequiresSkill reports whether a dilemma's encoded text requires
// a skill: a requirement naming one, a count of different skills, or a
// selection or filter by skill (Rulebook: Glossary – dilemmas; Rulings:
// Dilemmas with Variable Skills, Dilemmas Requiring Skills Outside Mission
// Attempt).
func dilemmaRequiresSkill(c *Card) bool {
	return stepsRequireSkill(c.Effect)
}

func stepsRequireSkill(steps []Step) bool {
	for _, s := range steps {
		if len(s.Skills) > 0 || (s.req != nil && reqNamesSkill(s.req)) || filterNamesSkill(s.Filter) ||
			stepsRequireSkill(s.Then) || stepsRequireSkill(s.IfCannot) {
			return true
		}
	}
	return false
}

func reqNamesSkill(r *Req) bool {
	if r.Kind == ReqSkill || r.Kind == ReqDistinct || ((r.Kind == ReqCount || r.Kind == ReqEquipment) && filterNamesSkill(r.Filter)) {
		return true
	}
	return slices.ContainsFunc(r.Children, reqNamesSkill)
}

func filterNamesSkill(f *Filter) bool {
	if f == nil {
		return false
	}
	return len(f.Skills) > 0 || len(f.AllSkills) > 0 || len(f.NotSkills) > 0 ||
		slices.ContainsFunc(f.Any, func(x Filter) bool { return filterNamesSkill(&x) })
}

// facingWhenText words the facing triggers.
func facingWhenText(c *Card, a Ability) string {
	who := facingSubject(c)
	t := "when " + who + " faces a dilemma (optional, once per dilemma"
	if !a.May && a.When == WhenSelfFacing {
		t = "when " + who + " faces a dilemma (once per dilemma"
	}
	if a.When == WhenWhileFacing {
		t = "while " + who + " faces a dilemma (optional"
	}
	if a.OnceEachTurn {
		t += ", once per turn"
	}
	if a.OnceEachAttempt {
		t += ", once per mission attempt"
	}
	if a.OnceEachDilemma && a.When != WhenSelfFacing {
		t += ", once per dilemma"
	}
	return t + ")" + a.Cond.text(c)
}

func isAre(who string) string {
	if who == "you" {
		return "are"
	}
	return "is"
}

// pastOf is the participle of an outcome verb ("stop" → "stopped").
func pastOf(verb string) string {
	switch verb {
	case "stop":
		return "stopped"
	case "kill":
		return "killed"
	case "return":
		return "returned"
	}
	return verb
}

// reactFacingResponses lists the facing abilities p may use now: each
// personnel's "when/while facing a dilemma" text while a dilemma is faced,
// and the "while attempting" text of the ships whose crews attempt.
func (g *Game) reactFacingResponses(p Player) []response {
	a := g.attempt
	var out []response
	offer := func(id int, whens whenSet) {
		c := g.cards[id]
		if !hasWhen(c.Card, whens) || !g.activeSource(id) {
			return // most have no such text: whether it may be used is not asked
		}
		for i := range c.Card.Abilities {
			ab := &c.Card.Abilities[i]
			if whenBit(ab.When)&whens == 0 {
				continue
			}
			key := abilityKey{id, i}
			// Only "when … faces a dilemma" responses are once per dilemma
			// (Glossary: actions); "while facing" and "while attempting"
			// text has no limit but its card's (U.S.S. Pasteur).
			perDilemma := ab.When == WhenSelfFacing
			if (perDilemma && a.used[key]) || g.onceUsed(key, ab) {
				continue
			}
			ctx := g.ctxFor(p, id)
			if !g.usable(ctx, ab) {
				continue
			}
			// "When … faces a dilemma" text with no "may" happens whether
			// its player wants it or not: a mandatory response (Glossary:
			// actions – response actions).
			out = append(out, response{mandatory: perDilemma && !ab.May, action: action{Option{Action: ActOrder, Card: id, label: abilityLabelOf(id, ab)}, func() {
				if perDilemma {
					a.markUsed(key)
				}
				g.markUsed(key, ab)
				g.emit(Event{Kind: "ability", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s uses %s.", g.players[p].Name, g.shown(c.ID))})
				g.push(func() { g.runCost(ctx, ab.Cost) }, func() { g.runAbility(ctx.paidWith(ab.Cost), ab.Effect) })
			}}})
		}
	}
	if a.dilemma != 0 {
		for _, id := range a.personnel {
			offer(id, whenBit(WhenSelfFacing)|whenBit(WhenWhileFacing))
		}
		for _, id := range g.facingEquipment(p) { // vocab_equipment_facing.go
			offer(id, whenBit(WhenSelfFacing)|whenBit(WhenWhileFacing))
		}
	}
	for _, s := range a.ships {
		offer(s, whenBit(WhenAttempting))
	}
	return out
}
