package game

import (
	"fmt"
	"slices"
)

// Engagements, damage, combat and the brig (Rulebook: Combat;
// Engagements; Damage; Brig and Captives). They begin only where a card's
// text allows (the engage and combat steps), never at a headquarters.

func init() { registerVerbs(combatVerbs()) }

// combatVerbs begin engagements and combats, and do what winning them
// allows.
func combatVerbs() map[string]verb {
	return map[string]verb{
		// engage: begin an engagement (to: borg-ship: with your Borg
		// ship; to: self: with the ship whose text it is; filter: with
		// such personnel of yours aboard); then if you win, if_cannot
		// otherwise.
		DoEngage: {
			doc:    "begin an engagement (to: self: with the ship whose text it is; borg-ship: with your Borg ship); then follows if you win, if_cannot otherwise",
			fields: "to filter then if_cannot",
			text: func(s Step) string {
				t := "start an engagement"
				if s.To == "borg-ship" {
					t += " with your Borg ship"
				}
				if s.To == "self" {
					t += " with this ship"
				}
				if s.Filter != nil {
					t += " with your " + s.Filter.Text("personnel") + " aboard"
				}
				if len(s.Then) > 0 {
					t += "; on a win: " + clauses(s.Then)
				}
				if len(s.IfCannot) > 0 {
					t += "; otherwise: " + clauses(s.IfCannot)
				}
				return t
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.engageStarts(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.engage(ctx, s) },
		},
		// join-engagement: another of your ships at the mission joins the
		// engagement (to: ship: the one this personnel is aboard).
		DoJoin: {
			doc:    "another of your ships at the mission (to: ship: the one this personnel is aboard) joins the engagement",
			fields: "to",
			text: func(s Step) string {
				if s.To == "ship" {
					return "bring the ship this personnel is aboard into the engagement"
				}
				return "bring one more of your ships at that mission into the engagement"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return g.engagement != nil && len(g.joiningShips(ctx, *s)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.joinEngagement(ctx, s) },
		},
		DoTakeCommand: {
			doc: "a random opponent's personnel involved joins your ship involved",
			text: func(Step) string {
				return "take command of a random opposing personnel involved and put it aboard your ship involved"
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.takeCommand(ctx) },
		},
		DoDamage: {
			doc:    "place this card as damage on an opponent's ship involved (amount: what it does to the ship's attributes; lasting: its other damage effects)",
			fields: "amount lasting",
			text: func(s Step) string {
				t := "put this card on an opposing ship involved as damage"
				if s.Amount != 0 {
					t += fmt.Sprintf(" (Damage: attributes %+d)", s.Amount)
				}
				return t + lastingText(s.Lasting)
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.placeDamage(ctx, s) },
		},
		DoCombat: {
			doc:      "begin a combat at this mission (filter: involving such personnel of yours); then follows if you win",
			fields:   "filter then to",
			validate: validateCombatTo,
			text: func(s Step) string {
				t := "start a combat at this mission"
				if s.Filter != nil {
					t = "start a combat involving your " + s.Filter.Text("personnel")
				}
				if s.To == "self" {
					t = "start a combat involving this personnel"
				}
				if len(s.Then) > 0 {
					t += " (if you win it: " + clauses(s.Then) + ")"
				}
				return t
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.To == "self" {
					return len(g.combatPlacesOf(ctx, s)) > 0
				}
				return g.canBeginCombat(ctx.p, s.Filter)
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.combat(ctx, s) },
		},
		DoBrig: {
			doc:  "a random opponent's personnel involved goes to your brig",
			text: func(Step) string { return "put a random opposing personnel involved into your brig" },
			run:  func(g *Game, ctx fxCtx, s Step) { g.toBrig(ctx) },
		},
	}
}

type engagement struct {
	initiator Player
	mission   int
	mine      []int // the initiator's ships
	theirs    []int // the opponent's ships
	// prevented: a card kept it from happening as it began
	// (vocab_prevent_engagement.go): it does not resolve.
	prevented bool
}

type shipPair struct{ mine, theirs int }

// engagementStarts lists every engagement p could begin: p's staffed,
// unstopped ship (of the Borg affiliation when to is "borg-ship") against
// an opponent's ship at the same non-headquarters mission.
//
// involving names who must be aboard p's ship ("an engagement involving
// your Leadership personnel"): at least one of p's unstopped personnel
// aboard matches it.
func (g *Game) engagementStarts(p Player, to string, involving *Filter) []shipPair {
	if g.engagementsBarred(p) { // vocab_engagement_ended.go
		return nil
	}
	var out []shipPair
	for _, m := range g.allMissions() {
		mc := g.cards[m]
		if mc.Card.IsHQ() {
			continue
		}
		for _, s := range mc.Ships {
			sc := g.cards[s]
			if sc.Controller != p || !g.considers(p, s) || !g.staffed(s) || (to == "borg-ship" && g.affiliation(s) != "borg") {
				continue
			}
			if involving != nil && !slices.ContainsFunc(sc.Aboard, func(id int) bool {
				c := g.cards[id]
				return c.Card.Type == Personnel && c.Controller == p && g.considers(p, id) && !c.Stopped && g.matches(involving, id)
			}) {
				continue
			}
			for _, t := range mc.Ships {
				if g.cards[t].Controller == p.Other() && g.considers(p, t) {
					out = append(out, shipPair{s, t})
				}
			}
		}
	}
	return out
}

// engage begins an engagement: the initiator picks the ships, players may
// add ships as the engagement begins, then Weapons meet Shields. The higher
// total wins; a tie has no winner. Afterwards the initiator's ships and
// personnel involved are stopped.
func (g *Game) engage(ctx fxCtx, s Step) {
	pairs := g.engageStarts(ctx, &s)
	if len(pairs) == 0 {
		return
	}
	start := func(pr shipPair) {
		en := &engagement{initiator: ctx.p, mission: g.cards[pr.mine].Where, mine: []int{pr.mine}, theirs: []int{pr.theirs}}
		g.engagement = en
		g.emit(Event{Kind: "engagement", Player: ctx.p, Cards: []int{pr.mine, pr.theirs}, Text: fmt.Sprintf("%s's %s begins an engagement with %s at %s.",
			g.players[ctx.p].Name, g.ref(pr.mine), g.ref(pr.theirs), g.ref(en.mission))})
		g.push(func() {
			m := en.mission
			g.window(func() string { return "Engagement at " + g.cardName(m) }, g.engagementResponses, func() bool { return en.prevented })
		}, func() {
			if en.prevented {
				g.engagement = nil
				return
			}
			g.resolveEngagement(ctx, s)
		})
	}
	var acts []action
	for _, pr := range pairs {
		pr := pr
		acts = append(acts, action{Option{Label: fmt.Sprintf("%s against %s at %s", g.cardName(pr.mine), g.cardName(pr.theirs), g.cardName(g.cards[pr.mine].Where)),
			Action: ActPick, Card: pr.mine, Target: pr.theirs}, func() { start(pr) }})
	}
	g.offer(ctx.p, KindEngage, "Begin an engagement with which ships?", acts)
}

// engagementResponses: "when an engagement involving your ship begins"
// interrupts, for both players (Render Assistance).
func (g *Game) engagementResponses(p Player) []response {
	en := g.engagement
	if en == nil || en.prevented {
		return nil
	}
	// Interrupts answer only with a ship to bring in (Render Assistance);
	// a card's own text is offered when it can do what it says (Rachel
	// Garrett, Restoring the Past, prevents it: vocab_prevent_engagement.go).
	var out []response
	if len(g.joinable(p)) > 0 {
		out = g.interruptsFor(p, WhenEngagement)
	}
	return append(out, g.engagementAbilities(p)...)
}

// joiningShips lists the ships a join-engagement step may bring in: p's
// ships at the mission not yet in it, or (To "ship") only the ship this
// personnel is aboard.
func (g *Game) joiningShips(ctx fxCtx, s Step) []int {
	ships := g.joinable(ctx.p)
	if s.To == "ship" {
		if ctx.ship == 0 || !slices.Contains(ships, ctx.ship) {
			return nil
		}
		return []int{ctx.ship}
	}
	return ships
}

// joinable lists p's staffed ships at the engagement's mission not yet in it.
func (g *Game) joinable(p Player) []int {
	en := g.engagement
	if en == nil {
		return nil
	}
	var out []int
	for _, s := range g.cards[en.mission].Ships {
		if g.cards[s].Controller == p && g.considers(p, s) && g.staffed(s) && !slices.Contains(en.mine, s) && !slices.Contains(en.theirs, s) {
			out = append(out, s)
		}
	}
	return out
}

// joinEngagement brings a ship of ctx.p's into the engagement being
// begun: the one this personnel is aboard (To "ship"), or one its player
// picks.
func (g *Game) joinEngagement(ctx fxCtx, s Step) {
	en := g.engagement
	ships := g.joiningShips(ctx, s)
	if en == nil || len(ships) == 0 {
		return
	}
	join := func(s int) {
		if ctx.p == en.initiator {
			en.mine = append(en.mine, s)
		} else {
			en.theirs = append(en.theirs, s)
		}
		g.emit(Event{Kind: "join", Player: ctx.p, Cards: g.one(s), Text: fmt.Sprintf("%s joins the engagement.", g.ref(s))})
	}
	if s.To == "ship" {
		join(ships[0])
		return
	}
	var acts []action
	for _, s := range ships {
		s := s
		acts = append(acts, action{Option{Label: g.cardName(s) + " joins", Action: ActPick, Card: s}, func() { join(s) }})
	}
	g.offer(ctx.p, KindSelect, "Which ship joins the engagement?", acts)
}

func (g *Game) resolveEngagement(ctx fxCtx, s Step) {
	en := g.engagement
	weapons, shields := 0, 0
	for _, x := range en.mine {
		weapons += g.shipWeapons(x)
	}
	for _, x := range en.theirs {
		shields += g.shipShields(x)
	}
	won := weapons > shields
	result := "no winner"
	switch {
	case won:
		result = g.players[en.initiator].Name + " wins"
	case shields > weapons:
		result = g.players[en.initiator.Other()].Name + " wins"
	}
	g.emit(Event{Kind: "engagement-result", Player: en.initiator, Text: fmt.Sprintf("Weapons %d against Shields %d: %s.", weapons, shields, result)})
	then := s.IfCannot
	if won {
		then = s.Then
	}
	g.push(func() { g.runAbility(ctx, then) }, func() { g.engagementWon(en, weapons, shields) }, func() {
		// When an engagement ends, the initiator's ships and personnel
		// involved are stopped.
		for _, x := range en.mine {
			if c := g.cards[x]; c.Zone == ZAtMission {
				c.Stopped = true
				g.changed(c.ID) // rules_loops_cards.go
				for _, id := range c.Aboard {
					if g.cards[id].Card.Type == Personnel {
						g.cards[id].Stopped = true
						g.changed(id) // rules_loops_cards.go
					}
				}
			}
		}
		g.engagement = nil
		g.engagementEnded(en) // vocab_engagement_ended.go
	})
}

// takeCommand: a random opponent's personnel aboard the opponent's ships
// involved comes under the initiator's command (ownership does not change)
// and is placed aboard the initiator's ship. You cannot take command of a
// unique card you already command a copy of (Rulebook: Uniqueness).
func (g *Game) takeCommand(ctx fxCtx) {
	en := g.engagement
	if en == nil {
		return
	}
	var pool []int
	for _, s := range en.theirs {
		for _, id := range g.cards[s].Aboard {
			if g.cards[id].Card.Type == Personnel && g.considers(ctx.p, id) {
				pool = append(pool, id)
			}
		}
	}
	g.randomPick(ctx, pool, "", func(id int) {
		c := g.cards[id]
		if len(g.ignoreCannotBy([]int{id}, OutTakeCommand, ctx.src)) == 0 { // vocab_cannot_by_opponent.go
			return
		}
		if c.Card.Unique && g.commandsCopy(ctx.p, c.Card) {
			g.emit(Event{Kind: "take-command", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s is selected, but %s already commands a copy.", g.ref(c.ID), g.players[ctx.p].Name)})
			return
		}
		g.place(id, ZAboard, en.mine[0])
		g.commandPassed(id, ctx.p) // its commander loses command (vocab_lost_command.go)
		c.Stopped = false
		g.changed(c.ID) // rules_loops_cards.go
		g.emit(Event{Kind: "take-command", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s takes command of %s, now aboard %s.", g.players[ctx.p].Name, g.ref(c.ID), g.ref(en.mine[0]))})
	})
}

// placeDamage puts this card on an opponent's ship involved as a damage
// card; a third damage card destroys the ship.
func (g *Game) placeDamage(ctx fxCtx, s Step) {
	en := g.engagement
	if en == nil || len(en.theirs) == 0 {
		return
	}
	put := func(ship int) { g.placeAsDamage(ctx.p, ctx.src, ship, nil) } // vocab_damage_placed.go
	if len(en.theirs) == 1 {
		put(en.theirs[0])
		return
	}
	var acts []action
	for _, sh := range en.theirs {
		sh := sh
		acts = append(acts, action{Option{Label: g.cardName(sh), Action: ActPick, Card: sh}, func() { put(sh) }})
	}
	g.offer(ctx.p, KindSelect, "Place the damage card on which ship?", acts)
}

// destroyShip: the ship and every card on it go to their owners' discard
// piles; dilemmas return to the bottom of their owners' dilemma piles
// (Rulebook: Damage; Ruling: personnel aboard are not killed).
func (g *Game) destroyShip(ship int) {
	name := g.cardName(ship)
	owner := g.cards[ship].Owner
	held := g.leavePlay(ship, ZDiscard)
	g.emit(Event{Kind: "ship-destroyed", Player: owner, Cards: g.one(ship), Text: fmt.Sprintf("%s is destroyed; everything aboard goes to the discard piles.", name)})
	g.destroyedNow(ship, 0, held...) // vocab_destroyed.go
}

// damageAttrPenalty is how much the damage cards on a ship lower its
// attributes (the damage amount of each damage card's text).
func (g *Game) damageAttrPenalty(s int) int {
	pen := 0
	for _, d := range g.cards[s].Damage {
		pen += lastingDamagePenalty(g.cards[d].Card)
		for _, a := range g.cards[d].Card.Abilities {
			for _, st := range a.Effect {
				pen += damageAmount(st)
			}
		}
	}
	return pen
}

func damageAmount(s Step) int {
	n := 0
	if s.Do == DoDamage && s.Amount < 0 {
		n -= s.Amount
	}
	for _, t := range s.Then {
		n += damageAmount(t)
	}
	return n
}

// damageRemoval: at the end of your turn you may remove one damage card,
// of your choice, from each of your ships at a headquarters mission you
// command where you could play that ship (Rulebook: Damage). Each damage
// card on each such ship is an option.
func (g *Game) damageRemoval() {
	p := g.active
	var acts []action
	for _, m := range g.players[p].Missions {
		mc := g.cards[m]
		if !mc.Card.IsHQ() || !g.commandsMission(p, m) {
			continue
		}
		for _, s := range mc.Ships {
			sc := g.cards[s]
			if sc.Controller != p || len(sc.Damage) == 0 || !mc.Card.AllowsPlay(sc.Card) || g.usedThisTurn[abilityKey{s, -1}] {
				continue
			}
			for _, d := range sc.Damage {
				s, d := s, d
				acts = append(acts, action{Option{Label: fmt.Sprintf("Remove %s from %s at %s", g.cardName(d), sc.Card.Name(), mc.Card.Name()), Action: ActPick, Card: d, Target: s}, func() {
					g.usedThisTurn[abilityKey{s, -1}] = true
					if g.cards[d].Card.Type == Dilemma {
						g.toDilemmaPileBottom(d)
					} else {
						g.place(d, ZDiscard, 0)
					}
					g.emit(Event{Kind: "repair", Player: p, Cards: []int{s, d}, Text: fmt.Sprintf("%s removes %s from %s.", g.players[p].Name, g.ref(d), g.ref(sc.ID))})
					g.push(g.damageRemoval)
				}})
			}
		}
	}
	if len(acts) == 0 {
		return
	}
	acts = append(acts, action{Option{Label: "Done", Action: ActEnd}, func() {}})
	g.offer(p, KindDamageRemoval, "End of turn: remove one damage card from each of your ships at your headquarters?", acts)
}

// combatPlaces calls each, in table order, with the places where p
// could begin a combat involving p's personnel matching f (any of p's
// when f is nil): a planet surface or a ship (never a headquarters)
// where p's unstopped personnel are present with an opponent's
// personnel (Rulebook: Combat — a card may require a certain
// characteristic to begin it). It stops when each returns false.
func (g *Game) combatPlaces(p Player, f *Filter, each func(group []int) bool) {
	for _, m := range g.allMissions() {
		mc := g.cards[m]
		if mc.Card.IsHQ() {
			continue
		}
		if g.combatStartsIn(p, f, mc.Surface) && !each(mc.Surface) {
			return
		}
		for _, s := range mc.Ships {
			if aboard := g.cards[s].Aboard; g.combatStartsIn(p, f, aboard) && !each(aboard) {
				return
			}
		}
	}
}

// combatStartsIn reports whether p could begin a combat at group: p's
// unstopped personnel are there with an opponent's, and (with f) one of
// p's matches f.
func (g *Game) combatStartsIn(p Player, f *Filter, group []int) bool {
	mine, theirs := false, false
	for _, id := range group {
		c := g.cards[id]
		if c.Card.Type != Personnel {
			continue
		}
		mine = mine || (c.Controller == p && g.considers(p, id))
		theirs = theirs || (c.Controller == p.Other() && g.considers(p, id))
	}
	if !mine || !theirs {
		return false
	}
	// Matching f costs more (skills): only where a combat may begin.
	return f == nil || slices.ContainsFunc(group, func(id int) bool {
		c := g.cards[id]
		return c.Card.Type == Personnel && c.Controller == p && g.considers(p, id) && g.matches(f, id)
	})
}

// combatStartsWith lists the places p could begin a combat involving p's
// personnel matching f.
func (g *Game) combatStartsWith(p Player, f *Filter) [][]int {
	var out [][]int
	g.combatPlaces(p, f, func(group []int) bool {
		out = append(out, group)
		return true
	})
	return out
}

// canBeginCombat reports whether combatStartsWith(p, f) would list a
// place, without listing: an order ability that begins a combat (The
// Spirit of Kahless) is weighed at every orders decision.
func (g *Game) canBeginCombat(p Player, f *Filter) bool {
	found := false
	g.combatPlaces(p, f, func([]int) bool {
		found = true
		return false
	})
	return found
}

// combat: all p's unstopped personnel there against all the opponent's
// personnel there; Strength totals; afterwards p's personnel are stopped.
func (g *Game) combat(ctx fxCtx, s Step) {
	places := g.combatPlacesOf(ctx, &s)
	fight := func(group []int) {
		var mine, theirs []int
		for _, id := range group {
			c := g.cards[id]
			if c.Card.Type != Personnel {
				continue
			}
			if !g.considers(ctx.p, id) {
				continue
			}
			if c.Controller == ctx.p {
				mine = append(mine, id)
			} else if c.Controller == ctx.p.Other() {
				theirs = append(theirs, id)
			}
		}
		// As it begins, text may leave some opponent's personnel out
		// (vocab_combat_begins.go).
		m := g.missionOf(group[0])
		g.beginCombat(ctx.p, mine, theirs, m, func(left []int) {
			in := group
			if len(left) < len(theirs) {
				in = slices.DeleteFunc(slices.Clone(group), func(id int) bool { return slices.Contains(theirs, id) && !slices.Contains(left, id) })
			}
			g.resolveCombat(ctx, s, m, in, mine, left)
		})
	}
	var acts []action
	for _, grp := range places {
		grp := grp
		where := g.cards[grp[0]]
		label := g.cardName(where.Where)
		acts = append(acts, action{Option{Label: "Combat at " + label, Action: ActPick, Card: grp[0]}, func() { fight(grp) }})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, "Begin a combat where?", acts)
	}
}

// resolveCombat compares the Strength of mine and theirs at group (at
// mission m; a card left out of the combat as it began is not in it), runs
// the text for a win, fires combat-won and stops ctx.p's personnel.
func (g *Game) resolveCombat(ctx fxCtx, s Step, m int, group, mine, theirs []int) {
	// A card that left play as the combat began is not in it.
	gone := func(id int) bool { return !g.cards[id].Zone.InPlay() }
	mine = slices.DeleteFunc(g.lists.clone(mine), gone)
	theirs = slices.DeleteFunc(g.lists.clone(theirs), gone)
	total := func(ids []int) int {
		n := 0
		for _, id := range ids {
			n += g.stats(id).Strength
		}
		return n
	}
	g.combatGroup = group // "while in combat" text counts in the totals
	a, b := total(mine), total(theirs)
	g.emit(Event{Kind: "combat", Player: ctx.p, Cards: append(slices.Clone(mine), theirs...), Text: fmt.Sprintf("Combat: Strength %d against %d.", a, b)})
	g.combatTheirs = theirs
	var then []Step
	if a > b {
		then = s.Then
	}
	g.push(func() { g.runAbility(ctx, then) }, func() { g.combatWon(ctx.p, mine, theirs, a, b, m) }, func() {
		for _, id := range mine {
			if g.cards[id].Zone.InPlay() {
				g.cards[id].Stopped = true
				g.changed(id) // rules_loops_cards.go
			}
		}
		g.combatTheirs, g.combatGroup = nil, nil
		g.combatEnded() // vocab_combat_end.go
	})
}

// toBrig: a random opponent's personnel involved in the combat is placed in
// your brig. A captive is not in play and commanded by nobody.
func (g *Game) toBrig(ctx fxCtx) {
	g.randomPick(ctx, g.combatTheirs, OutBrig, func(id int) {
		// "About to be captured" responses answer first (vocab_triggers.go).
		t := g.trigs.take(Trigger{Kind: TrigAboutToBrig, Player: g.cards[id].Controller, Cards: g.one(id), Source: ctx.src, Mission: ctx.mission, Outcome: OutBrig})
		g.fire(t, func(t *Trigger) {
			for _, id := range g.ignoreCannotBy(g.remaining(t), OutCapture, ctx.src) { // vocab_cannot_capture.go
				if !g.cards[id].Zone.InPlay() {
					continue
				}
				g.place(id, ZBrig, int(ctx.p))
				g.cards[id].Stopped = false
				g.changed(id) // rules_loops_cards.go
				g.emit(Event{Kind: "captive", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s is placed in %s's brig.", g.ref(id), g.players[ctx.p].Name)})
				g.firedBrigged(ctx.p, ctx.src, []int{id}) // vocab_brigged.go
			}
		})
	})
}
