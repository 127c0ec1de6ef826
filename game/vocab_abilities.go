package game

import (
	"fmt"
	"slices"
	"strings"
)

// The runtime of card abilities (vocab_ability_data.go holds their data and text).

// timedEffect is a gain lasting until the end of the turn, the mission
// attempt or the dilemma. Its targets are fixed when it is created: an
// ability affects only the cards in play at that time (Ruling: One-Time
// Broadcast Abilities).
type timedEffect struct {
	source                       int
	targets                      []int
	skill                        string
	all                          SkillSet // borrowed skills (The Promise)
	integrity, cunning, strength int
	// ship: the three numbers are a ship's Range, Weapons and Shields
	// (their words; vocab_owner_picks_ship.go).
	ship  bool
	until string // "turn", "attempt", "dilemma", "next-turn"
	// player: whose "next turn" ends a next-turn effect (the player
	// whose text made it).
	player Player
	lose   string // a skill lost (every level of it)
	// loseAll: every skill is lost (vocab_lose_all_skills.go) but
	// those keep lists (vocab_lose_all_except.go).
	loseAll bool
	keep    []string
	species string // the species it becomes (vocab_react_timed.go)
	// affiliation: the affiliation it becomes (vocab_become_fixed.go).
	affiliation string
	// gainsAll: all holds skills gained from a source's list, not
	// borrowed from a personnel (vocab_gain_skill_all.go).
	gainsAll bool
	// noSkills: the targets cannot use their skills (cannot-use-skills,
	// Left Behind).
	noSkills bool
	// dilemma: a dilemma title the source named (vocab_name_dilemma.go).
	dilemma string
	// noRandom: the targets are left out of the random selections of the
	// dilemma being faced (vocab_exclude_random_each.go).
	noRandom bool
	// reqSkills: skills added to the requirements of the target missions
	// (vocab_about_to_complete.go).
	reqSkills []SkillLevel
	// reqAttrPlus: added to each attribute requirement of the target
	// mission (vocab_raise_mission_timed.go).
	reqAttrPlus int
	// cannot: outcomes the targets cannot undergo (vocab_cannot_by.go).
	cannot []string
	// unselectable: a personnel title named by the source, whose
	// personnel the filter matches cannot be randomly selected by
	// dilemmas (vocab_unselectable.go).
	unselectable string
	filter       *Filter
	// noText: the targets have lost all of their game text
	// (vocab_blank_text.go).
	noText bool
	// namedPlay, points: when an opponent of player plays a card titled
	// namedPlay, player scores points (vocab_named_play_scores.go).
	namedPlay string
	points    int
	// gainedText: the source has gained the text its gained-text
	// condition marks (vocab_gain_text.go).
	gainedText bool
	// namedSelect: each personnel of the title it holds that a dilemma
	// selects gets its boost; boosted marks such a boost
	// (vocab_named_selected_boost.go).
	namedSelect *namedSelectBoost
	boosted     bool
	// order: for an effect lasting until its order is executed again,
	// which of the source's abilities made it, plus one (vocab_until_order.go).
	order int
	// bar: the cards it forbids to be played, when its whose is set
	// (vocab_play_barred_cost.go).
	bar playBar
	// noEngage: player cannot begin engagements while it lasts
	// (vocab_engagement_ended.go).
	noEngage bool
	// copyOf: a captive the targets have every icon, skill, keyword and
	// attribute of while it stays in the brig (vocab_gain_all_of_captive.go).
	copyOf int
}

// fxCtx is who uses an ability, from which card, and where that card was
// before its costs were paid.
type fxCtx struct {
	src     int
	p       Player
	ship    int // the ship src was aboard, if any
	mission int // the mission src was at
	// trig is the trigger the ability answers, and subject the card of it
	// the ability answers for (0: the trigger as a whole).
	trig    *Trigger
	subject int
	// subjects: every card of the trigger the ability answers for (an
	// ability preventing the action for each of them).
	subjects []int
	// costFirst: while checking whether an effect is possible, the cost
	// steps that would be paid before it (usable).
	costFirst []Step
	// earlier: while checking whether a step is possible, the steps of
	// the same text before it, which happen first ("draw up to seven
	// cards, then discard two": the discard counts on the draw).
	earlier []Step
	// performer: ctx.p was set to the player a step names as its
	// performer (vocab_step_player.go), so that step's "you" is ctx.p even in a
	// dilemma's text (textYou).
	performer bool
	// paying: the steps are an ability's cost, which a permission may let
	// its player pay differently (vocab_pay_instead.go).
	paying bool
	// costPaid: the steps are the effect of text whose cost steps were paid
	// (vocab_about_to_gain_skill.go).
	costPaid bool
}

func (g *Game) ctxFor(p Player, src int) fxCtx {
	c := g.cards[src]
	ctx := fxCtx{src: src, p: p}
	switch c.Zone {
	case ZMission:
		ctx.mission = src // a mission's own text acts at that mission
	case ZPlayedOn:
		switch g.cards[c.Where].Card.Type {
		case Mission:
			ctx.mission = c.Where
		case Ship: // an event played on a ship acts from it (vocab_plays_on_ship.go)
			ctx.ship, ctx.mission = c.Where, g.shipMission(c.Where)
		}
	case ZSurface, ZAtMission:
		ctx.mission = c.Where
		if c.Card.Type == Ship {
			ctx.ship = src // a ship's own text acts on that ship
		}
	case ZAboard:
		ctx.ship = c.Where
		ctx.mission = g.shipMission(c.Where) // 0 for a ship on an event (vocab_ship_on_event.go)
	}
	return ctx
}

// costReduction is how much cheaper p may play c now; it uses only
// information p may check at any time (Rulebook: Paying costs).
func (g *Game) costReduction(p Player, c *Inst) int {
	return g.costModifiers(p, c) + g.costPerReduction(p, c)
}

// commandsMission reports whether p commands mission m now. While p
// commands a headquarters that forbids commanding another one
// (Unicomplex), p's other headquarters are commanded by nobody: no card is
// played there, no damage is removed there, nothing counts them as p's.
func (g *Game) commandsMission(p Player, m int) bool {
	mc := g.cards[m]
	if mc.Controller != p {
		return false
	}
	if !mc.Card.IsHQ() || mc.Card.OnlyHQ {
		return true
	}
	for _, o := range g.players[p].Missions {
		if oc := g.cards[o]; oc.Card.OnlyHQ && oc.Controller == p && o != m {
			return false
		}
	}
	return true
}

// eventPlayable reports whether event c can be played from hand: an event
// that plays into the core can always be placed there; any other event
// only once its effect is encoded, so it is never played for nothing.
func (g *Game) eventPlayable(p Player, c *Inst) bool {
	if c.Card.Core {
		return true
	}
	return c.Card.Pending == "" && len(c.Card.Effect) > 0 && g.stepsPossible(g.ctxFor(p, c.ID), c.Card.Effect)
}

// whenPlayed runs the played card's "when you play this" abilities, then an
// event that does not stay in the core resolves and leaves.
func (g *Game) whenPlayed(p Player, id int) {
	c := g.cards[id]
	if c.Card.Type == EventCard && !c.Card.Core { // after the card's own text: pushed first
		g.push(func() { g.runAbility(g.ctxFor(p, id), c.Card.Effect) }, func() {
			if g.cards[id].Zone == ZCore { // not told where to go: destroyed
				g.place(id, ZDiscard, 0)
				g.destroyedNow(id, 0)
			}
		})
	}
	g.pushSelfPlayed(p, id) // rules_play_steps.go
}

// orderAbilityActions appends to acts the "Order –" abilities p may use
// now: on p's unstopped cards in play, costs payable, once-each-turn
// limits respected.
func (g *Game) orderAbilityActions(acts []action, p Player) []action {
	for _, id := range g.orderSources {
		c := g.cards[id]
		if c.Controller != p || !g.activeSource(c.ID) {
			continue
		}
		for i := range c.Card.Abilities {
			a := &c.Card.Abilities[i] // card data: it does not change
			if a.When != WhenOrder {
				continue
			}
			if a.OnceEachTurn && g.usedThisTurn[abilityKey{id, i}] {
				continue
			}
			if c.Card.OneOrderEachTurn && g.oneOrderUsed(id) { // vocab_ship_on_event.go
				continue
			}
			if !g.usable(g.ctxFor(p, id), a) {
				continue
			}
			// What the option keeps is made only for the orders offered,
			// its label only when read; it is kept as a trigger
			// response's is (g.uses): the closure holding it all was 1.5%
			// of what the strong bot's futures allocated.
			u := g.uses.take(triggerUse{p: p, c: c, key: abilityKey{id, i}, a: a, ctx: g.ctxFor(p, id)})
			acts = append(acts, action{Option{Action: ActOrder, Card: c.ID, label: abilityLabelOf(c.ID, a)}, func() { g.takeOrder(u) }})
		}
	}
	return acts
}

// takeOrder uses the order ability u offered by orderAbilityActions: its
// cost is paid, then its effect, then the next orders are asked.
func (g *Game) takeOrder(u *triggerUse) {
	g.usedThisTurn[u.key] = true
	g.emit(Event{Kind: "ability", Player: u.p, Cards: g.one(u.c.ID), render: usesText})
	if stepsLastOrder(u.a.Effect) {
		g.pushLastingOrder(u.ctx, u.key, u.a) // vocab_until_order.go
		return
	}
	g.push(g.stepFn(stepOrders))
	g.work = append(g.work, work{op: opUseEffect, use: u}, work{op: opUseCost, use: u}) // the cost first
}

type abilityKey struct{ card, ability int }

// usable reports whether ability a may be used now in ctx: its condition
// holds (vocab_cond.go), its cost can be paid in full, and its effect can be
// carried out once the cost is paid (an effect reading a pile the cost
// fills is checked knowing that: Glossary: actions — an action whose
// costs are paid may be taken even if it has no effect).
func (g *Game) usable(ctx fxCtx, a *Ability) bool {
	if !g.abilityHolds(ctx, a) || !g.costPossible(ctx, a.Cost) {
		return false
	}
	ctx.costFirst = a.Cost
	return g.stepsPossible(ctx, a.Effect)
}

// stepsPossible reports whether steps can be carried out now: costs must
// be payable in full, and an effect must have something to act on.
func (g *Game) stepsPossible(ctx fxCtx, steps []Step) bool {
	if !g.optionalStepsPossible(ctx, steps) {
		return false
	}
	// By index: a Step is big, and copying each one twice (the loop's
	// copy, then the call's) was about 1% of the random bot's
	// instructions.
	for i := range steps {
		s := &steps[i]
		ctx.earlier = steps[:i]
		if ok, handled := g.stepPossibleAsPlayers(ctx, s); handled {
			if !ok {
				return false
			}
			continue
		}
		if !g.stepPossible(ctx, s) {
			return false
		}
	}
	return true
}

// stepPossible reports whether step s can be carried out now by ctx's
// player, as its plain copy would be: no check reads Player or May, so
// someoneCan asks it of the card's step itself (a copy of the step, a
// pointer to which every verb's possible keeps, went to the heap).
func (g *Game) stepPossible(ctx fxCtx, s *Step) bool {
	v, ok := s.verbOf()
	return !ok || v.possible == nil || v.possible(g, ctx, s)
}

// runAbility schedules ability steps in order. Steps are card data (or a
// list made for this run) that nothing changes, so each scheduled step
// keeps a pointer to its step, not a copy: a Step is big.
func (g *Game) runAbility(ctx fxCtx, steps []Step) {
	// Pushed one at a time, last first: a list of them was one allocation
	// per ability used or card played with a cost.
	for i := len(steps) - 1; i >= 0; i-- {
		g.pushStep(opAbilityStep, ctx, &steps[i])
	}
}

// abilityStep carries out step s (card data, by pointer: a Step is big).
func (g *Game) abilityStep(ctx fxCtx, s *Step) {
	if ctx.trig != nil && ctx.trig.effectIgnored(ctx.src) {
		return // its effect was ignored (vocab_about_to_prevent.go)
	}
	if g.stepAsPlayers(ctx, s) {
		return // someone else performs it, or it is optional
	}
	g.doStep(ctx, *s)
}

// doStep carries out step s as ctx's player performs it. s is a copy,
// kept on the stack (the plain copies stepAsPlayers makes for each
// performer went to the heap while they were pointed to).
func (g *Game) doStep(ctx fxCtx, s Step) {
	if v, ok := s.verbOf(); ok && v.run != nil {
		v.run(g, ctx, s)
	}
}

func init() { registerVerbs(abilityVerbs()) }

// abilityVerbs are the verbs of the first cards' abilities: fetching and
// moving cards, the card's own fate, skills for Borg.
func abilityVerbs() map[string]verb {
	return map[string]verb{
		DoDownload: {
			doc:      "search your deck for a card (of type, with one of skills, matching filter), show it, take it into hand, reshuffle (to: deck-top: then lay it on top of your deck; to: beneath: then beneath your mission target names; to: discard: then into your discard pile; to: your-ship: then aboard your ship target matches; to: this-ship-damage: then on this ship as damage; to: facing-ship-or-planet: then aboard a ship or on a planet mission the attempting player commands, under your command; to: opponent-core: then, an event, given to your opponent in their core; from: used-skill: with a skill this card used; uncommanded: only a title you command no copy of; with: together with a card matching with whose Commander keyword names it, the two taken as a pair; to: headquarters: then placed at your headquarters mission target names, where_playable: only cards that could be played there)",
			fields:   "type skills filter to target from outcome uncommanded with where_playable",
			validate: validateDownloadTo,
			text: func(s Step) string {
				what := "any card"
				if s.Type != "" {
					what = "a " + string(s.Type)
				}
				if skills := strings.Join(s.Skills, " or "); skills != "" {
					what += " with " + skills
				}
				if s.From == FromUsedSkill {
					what += " with a skill this personnel used to complete it"
				}
				if s.Filter != nil {
					what = article(s.Filter.Text("card")) + " " + s.Filter.Text("card")
					if s.Filter.Title != "" {
						what = "a card titled " + s.Filter.Title
					}
				}
				if s.With != nil || s.To == ToHeadquarters {
					return downloadWithText(s, what) // vocab_download_commander.go
				}
				if s.Uncommanded {
					what += " of a title you do not command"
				}
				return "download " + what + " (find it in your deck, show it, put it in your hand, reshuffle)" + downloadToText(s)
			},
			// A personnel to be placed aboard your ship needs such a ship
			// (vocab_download_aboard.go); every other download may find nothing.
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.To == ToHeadquarters {
					return g.downloadHQ(ctx, s) != 0 // vocab_download_to_hq.go
				}
				return s.To != DownloadAboard || len(g.aboardSites(ctx.p, s.Target)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.With != nil || s.To == ToHeadquarters {
					g.downloadPlaced(ctx, s) // vocab_download_commander.go
					return
				}
				g.download(ctx, s)
			},
		},
		DoDiscardTop: {
			doc:      "discard the top count cards of your deck (or as many as many counts: Gaeta, 8C101; with both, count cards for each one many counts: Josephs, 12C070)",
			fields:   "count many",
			validate: func(s *Step) error { return s.Many.validate() },
			text: func(s Step) string {
				if s.Many != nil {
					return discardTopManyText(s.Many, s.Count)
				}
				if s.Count > 1 {
					return fmt.Sprintf("discard your deck's top %d cards", s.Count)
				}
				return "discard your deck's top card"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.Many != nil {
					return true // an effect: it discards what the count and the deck allow
				}
				return len(g.players[ctx.p].Deck) >= max(1, s.Count)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.Many != nil {
					per := max(1, s.Count)
					g.withAmount(ctx, s.Many, func(n int) { g.noteDiscarded(ctx.src, g.discardTopCards(ctx.p, per*n)) })
					return
				}
				ps := g.players[ctx.p]
				var gone []int
				for range max(1, s.Count) {
					if len(ps.Deck) > 0 {
						gone = append(gone, ps.Deck[0])
						g.discard(ps.Deck[0])
					}
				}
				g.noteDiscarded(ctx.src, gone) // the group "discarded" (vocab_discarded_top.go)
				if ctx.paying && len(gone) > 0 {
					g.notePaid(ctx, gone) // the cards paid with: discard-to-deck-top others leaves them
				}
			},
		},
		DoSelfDiscard: {
			doc:  "this card goes to its owner's discard pile",
			text: func(Step) string { return "put this card into its owner's discard pile" },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.leavePlay(ctx.src, ZDiscard)
				g.emit(Event{Kind: "discard", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s is placed in its owner's discard pile.", g.ref(ctx.src))})
			},
		},
		DoSelfHand: {
			doc:       "this card returns to its owner's hand",
			text:      func(Step) string { return "put this card back into its owner's hand" },
			undergoes: OutToHand,
			reaches:   reachesSelf,
			run: func(g *Game, ctx fxCtx, s Step) {
				if len(g.ignoreCannot([]int{ctx.src}, OutToHand)) == 0 {
					return
				}
				g.leavePlay(ctx.src, ZHand)
				g.emit(Event{Kind: "return-to-hand", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s returns to its owner's hand.", g.ref(ctx.src))})
			},
		},
		// name-skill: to and until are written by its card, but only
		// "your Borg, until the end of the turn" is done yet.
		DoNameSkill: {
			doc:    "name a skill: your Borg have it until the end of the turn",
			fields: "to until",
			text:   func(Step) string { return "name a skill; your Borg have it until end of turn" },
			run:    func(g *Game, ctx fxCtx, s Step) { g.nameSkill(ctx) },
		},
		// gain: to is written by its cards; your Borg are who gains.
		DoGain: {
			doc:    "your Borg gain skill (or, from non-borg-present, one skill of a non-Borg personnel of yours present) until the end of until",
			fields: "skill from until to",
			text: func(s Step) string {
				what := s.Skill
				if s.From == "non-borg-present" {
					what = "one skill of a non-Borg personnel of yours present"
				}
				return "give your Borg " + what + " until the attempt ends"
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.gainSkill(ctx, s) },
		},
		DoCycleHand: {
			doc:  "your hand goes, shuffled, under your deck; draw as many cards",
			text: func(Step) string { return "put your whole hand, shuffled, under your deck, then draw that many cards" },
			run: func(g *Game, ctx fxCtx, s Step) {
				ps := g.players[ctx.p]
				hand := slices.Clone(ps.Hand)
				g.shuffle(hand)
				for _, id := range hand {
					g.place(id, ZDeck, 0)
				}
				g.emit(Event{Kind: "cycle", Player: ctx.p, Text: fmt.Sprintf("%s places %d card(s) from hand on the bottom of the deck.", ps.Name, len(hand))})
				g.drewByText(ctx.p, ctx.src, g.draw(ctx.p, len(hand))) // vocab_drew.go
			},
		},
		DoBoardShip: {
			doc: "place any of your personnel at this mission aboard one ship there",
			text: func(Step) string {
				return "put any number of your personnel from anywhere at this mission aboard one ship there, yours or an opponent's"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.boardableShips(ctx.p, ctx.mission)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.boardShip(ctx) },
		},
		DoShipRange: {
			doc:    "the ship this card is (or was aboard) gets Range +amount until the end of the turn",
			fields: "amount",
			text: func(s Step) string {
				return fmt.Sprintf("give its ship (this one, or the one this card was aboard) Range %+d until end of turn", s.Amount)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return ctx.ship != 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				if sc := g.cards[ctx.ship]; sc != nil && sc.Zone == ZAtMission {
					sc.RangeBonus += s.Amount
					g.changed(sc.ID) // rules_loops_cards.go
					g.emit(Event{Kind: "range", Player: ctx.p, Cards: g.one(ctx.ship), Text: fmt.Sprintf("%s is Range %+d until the end of the turn.", g.ref(sc.ID), s.Amount)})
				}
			},
		},
		DoSalvage: {
			doc:    "up to count cards of types from your discard pile go under your deck, in the order you pick",
			fields: "count types",
			text: func(s Step) string {
				var ts []string
				for _, t := range s.Types {
					ts = append(ts, string(t))
				}
				return fmt.Sprintf("move up to %d %s cards from your discard pile to the bottom of your deck, in the order you choose", s.Count, strings.Join(ts, " or "))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				found := false
				for _, id := range g.players[ctx.p].Discard {
					found = found || slices.Contains(s.Types, g.cards[id].Card.Type)
				}
				return found
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.salvage(ctx, s) },
		},
		DoRemoveSelf: {
			doc:  "this card is removed from the game",
			text: func(Step) string { return "remove this card from the game" },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.place(ctx.src, ZRemoved, 0)
				g.emit(Event{Kind: "removed", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s is removed from the game.", g.ref(ctx.src))})
			},
		},
		DoDestroySelf: {
			doc:  "this card is destroyed (to its owner's discard pile)",
			text: func(Step) string { return "destroy this card" },
			run: func(g *Game, ctx fxCtx, s Step) {
				if g.cards[ctx.src].Zone != ZDiscard {
					held := g.leavePlay(ctx.src, ZDiscard)
					g.emit(Event{Kind: "destroy", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s is destroyed.", g.ref(ctx.src))})
					g.destroyedNow(ctx.src, ctx.src, held...) // vocab_destroyed.go
				}
			},
		},
		DoDiscardDilemma: {
			doc:      "discard a card with keyword from your dilemma pile",
			fields:   "keyword",
			text:     func(s Step) string { return "discard a " + s.Keyword + " card from your dilemma pile" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.dilemmasWithKeyword(ctx.p, s.Keyword)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				pool := g.dilemmasWithKeyword(ctx.p, s.Keyword)
				var acts []action
				for _, id := range pool {
					id := id
					acts = append(acts, action{Option{Label: "Discard " + g.cardName(id), Action: ActPick, Card: id}, func() { g.discard(id) }})
				}
				if len(acts) > 0 {
					g.offer(ctx.p, KindSelect, "Discard which card from your dilemma pile?", acts)
				}
			},
		},
		DoShuffleDilemmas: {
			doc:  "shuffle your dilemma pile face down",
			text: func(Step) string { return "reshuffle your dilemma pile face down" },
			run: func(g *Game, ctx fxCtx, s Step) {
				ps := g.players[ctx.p]
				g.shuffle(ps.DilemmaPile)
				for _, id := range ps.DilemmaPile {
					g.cards[id].FaceUp = false
					g.changed(id) // rules_loops_cards.go
				}
				g.emit(Event{Kind: "shuffle", Player: ctx.p, Text: ps.Name + " shuffles the dilemma pile."})
			},
		},
		DoPreventDilemma: {
			doc:  "prevent the dilemma being faced; it is overcome",
			text: func(Step) string { return "prevent the dilemma and overcome it" },
			run:  func(g *Game, ctx fxCtx, s Step) { g.preventDilemma(ctx) },
		},
		DoBorrow: {
			doc: "one of your [Kli] personnel facing the dilemma takes the skills and attributes of a [Kli] personnel in your discard pile until the dilemma ends",
			text: func(Step) string {
				return "let one of your [Kli] personnel facing it take on every skill and attribute of a [Kli] personnel from your discard pile until the dilemma ends"
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.borrow(ctx) },
		},
	}
}

// download: look through the deck for a matching card, reveal it, take it
// into hand, shuffle (Rulebook: Download). Taking nothing is allowed.
func (g *Game) download(ctx fxCtx, s Step) {
	p := ctx.p
	ps := g.players[p]
	var found []int
	seen := map[string]bool{}
	for _, id := range ps.Deck {
		c := g.cards[id].Card
		if (s.Type != "" && c.Type != s.Type) || seen[c.ID] || !s.Filter.MatchesCard(c) || (s.Uncommanded && g.commandsCopy(p, c)) {
			continue
		}
		skills := g.downloadSkills(ctx, s)
		ok := len(skills) == 0 && s.From != FromUsedSkill
		for _, k := range skills {
			ok = ok || c.SkillLevel(k) > 0
		}
		if ok && s.Filter.MatchesCard(c) {
			seen[c.ID] = true
			found = append(found, id)
		}
	}
	finish := func(id int) {
		if id != 0 {
			g.place(id, ZHand, 0)
			g.emit(Event{Kind: "download", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s downloads %s.", ps.Name, g.shown(id))})
		} else {
			g.emit(Event{Kind: "download", Player: p, Text: fmt.Sprintf("%s downloads nothing.", ps.Name)})
		}
		g.shuffle(ps.Deck)
		if id != 0 && s.To == DownloadToDeckTop {
			g.downloadedToDeckTop(ctx, id)
		}
		if id != 0 && s.To == DownloadBeneath {
			g.downloadedBeneath(ctx, s, id)
		}
		if id != 0 && s.To == DownloadToDiscard {
			g.downloadedToDiscard(ctx, id)
		}
		if id != 0 && s.To == DownloadAboard {
			g.downloadedAboard(ctx, s, id) // vocab_download_aboard.go
		}
		if id != 0 && s.To == DownloadAttemptSite {
			g.downloadedAtAttempt(ctx, id) // vocab_download_attempt_site.go
		}
		if id != 0 && s.To == DownloadOpponentCore {
			g.downloadedToOpponentCore(ctx, id) // vocab_download_opponent_core.go
		}
		if id != 0 && s.To == DownloadShipDamage {
			g.downloadedAsDamage(ctx, id) // vocab_damage_placed.go
		}
		if s.To == DownloadHere {
			g.notePaid(ctx, nil) // nothing placed yet (vocab_download_here.go)
			if id != 0 {
				g.downloadedHere(ctx, s, id)
			}
		}
	}
	acts := []action{{Option{Label: "Download nothing", Action: ActEnd}, func() { finish(0) }}}
	for _, id := range found {
		id := id
		acts = append(acts, action{Option{Label: "Download " + g.cardName(id), Action: ActPick, Card: id}, func() { finish(id) }})
	}
	g.offer(p, KindSelect, fmt.Sprintf("%s: download which card?", g.cardName(ctx.src)), acts)
}

// dilemmasWithKeyword lists the cards in p's dilemma pile with keyword k.
func (g *Game) dilemmasWithKeyword(p Player, k string) []int {
	var out []int
	for _, id := range g.players[p].DilemmaPile {
		if g.cards[id].Card.HasKeyword(k) {
			out = append(out, id)
		}
	}
	return out
}

// matchingCommanderAboard reports whether a corresponding Commander of
// ship s is aboard it: a personnel whose keyword "Commander: <ship title>"
// names it, or one text makes its Commander (Glossary: Commander).
func (g *Game) matchingCommanderAboard(s int) bool {
	for _, id := range g.cards[s].Aboard {
		c := g.cards[id]
		if c.Card.Type == Personnel && g.considers(c.Controller, id) && g.isShipCommander(id, s) { // vocab_gained_commander.go
			return true
		}
	}
	return false
}

// boardableShips lists the ships at mission m that p's text may place
// personnel aboard: any ship there, p's own or an opponent's, that p may
// consider (Glossary: stopped). A card that says "a ship" does not ask for
// one you command (Rulebook: Command and owner — "your" means commanded).
func (g *Game) boardableShips(p Player, m int) []int {
	if m == 0 {
		return nil
	}
	var out []int
	for _, s := range g.cards[m].Ships {
		if g.considers(p, s) {
			out = append(out, s)
		}
	}
	return out
}

// yourBorg lists p's Borg personnel in play now.
func (g *Game) yourBorg(p Player) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Personnel && c.Controller == p && (c.Zone == ZSurface || c.Zone == ZAboard) && g.considers(p, c.ID) && hasSpecies(c.Card, "Borg") {
			out = append(out, c.ID)
		}
	}
	return out
}

func (g *Game) nameSkill(ctx fxCtx) {
	// Announced before the skill is named (vocab_about_to_gain_skill.go).
	g.aboutToGainSkills(ctx, g.yourBorg(ctx.p), func(ids []int) {
		if len(ids) == 0 {
			return
		}
		var acts []action
		for _, k := range skillNames {
			k := k
			acts = append(acts, action{Option{Label: k, Action: ActPick}, func() {
				g.emit(Event{Kind: "gain", Player: ctx.p, Text: fmt.Sprintf("%s names %s.", g.ref(ctx.src), k)})
				g.borgGain(ctx, ids, k, "turn")
			}})
		}
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": name a skill", acts)
	})
}

func (g *Game) gainSkill(ctx fxCtx, s Step) {
	// Announced before the skill is picked (vocab_about_to_gain_skill.go).
	g.aboutToGainSkills(ctx, g.yourBorg(ctx.p), func(ids []int) {
		if len(ids) == 0 {
			return
		}
		give := func(k string) { g.borgGain(ctx, ids, k, s.Until) }
		if s.From != "non-borg-present" {
			give(s.Skill)
			return
		}
		var skills []string
		for _, id := range g.present(ctx.src) {
			c := g.cards[id]
			if c.Card.Type != Personnel || c.Controller != ctx.p || !g.considers(ctx.p, id) || hasSpecies(c.Card, "Borg") {
				continue
			}
			st := g.stats(id)
			for i, k := range skillNames {
				if st.Skills[i] > 0 && !slices.Contains(skills, k) {
					skills = append(skills, k)
				}
			}
		}
		if len(skills) == 0 {
			g.emit(Event{Kind: "gain", Player: ctx.p, Text: fmt.Sprintf("%s: no non-Borg personnel present has a skill to gain.", g.ref(ctx.src))})
			return
		}
		var acts []action
		for _, k := range skills {
			k := k
			acts = append(acts, action{Option{Label: k, Action: ActPick}, func() { give(k) }})
		}
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": which skill do your Borg gain?", acts)
	})
}

// borgGain gives ids, ctx.p's Borg left to gain it, skill k until until.
func (g *Game) borgGain(ctx fxCtx, ids []int, k, until string) {
	g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: ids, skill: k, until: until})
	g.emit(Event{Kind: "gain", Player: ctx.p, Cards: ids, Text: fmt.Sprintf("%s: %s gain %s until %s.", g.ref(ctx.src), g.refs(ids), k, g.untilLog(until, ctx.p))})
}

func untilWord(u string) string {
	switch u {
	case "attempt":
		return "mission attempt"
	case "dilemma":
		return "dilemma"
	}
	return "turn"
}

// applyTimedSkills adds skills gained until the end of the turn, attempt
// or dilemma.
func (g *Game) applyTimedSkills(id int, ss *SkillSet) {
	for i := range g.turnFx {
		fx := &g.turnFx[i]
		if !slices.Contains(fx.targets, id) {
			continue
		}
		if fx.skill != "" {
			ss.Add(fx.skill, 1)
		}
		for k := range fx.all {
			ss[k] += fx.all[k]
		}
		if i := SkillIndex(fx.lose); i >= 0 {
			ss[i] = 0
		}
		if fx.loseAll {
			loseAllBut(ss, fx.keep)
		}
	}
}

// applyTimedAttributes adds attributes gained until the end of the turn,
// attempt or dilemma.
func (g *Game) applyTimedAttributes(id int, s *Stats) {
	for i := range g.turnFx {
		fx := &g.turnFx[i]
		if slices.Contains(fx.targets, id) {
			s.Integrity += fx.integrity
			s.Cunning += fx.cunning
			s.Strength += fx.strength
		}
	}
}

// timedModifiersOn describes the timed effects on card id.
func (g *Game) timedModifiersOn(id int) []string {
	var out []string
	for _, fx := range g.turnFx {
		if !slices.Contains(fx.targets, id) {
			continue
		}
		out = append(out, fmt.Sprintf("%s: %s until %s", g.cardName(fx.source), fx.words(), g.untilLog(fx.until, fx.player)))
	}
	return out
}

// endTimed drops timed effects lasting until the end of until.
func (g *Game) endTimed(until ...string) {
	keep := g.turnFx[:0]
	for _, fx := range g.turnFx {
		if !slices.Contains(until, fx.until) {
			keep = append(keep, fx)
		}
	}
	g.turnFx = keep
}

// boardShip: choose a ship at the mission, then any of your personnel at
// that mission to place aboard it (Invasive Drone). The ship may be an
// opponent's: the card names the cards it moves (your personnel, no
// equipment) and not whose ship (Ruling: Beaming to Abnormal Locations).
// "At this mission" is anywhere there: the surface and aboard every ship,
// an opponent's included (Ruling: At This Mission). Stopped personnel and
// ships out of reach are not offered (Glossary: stopped).
func (g *Game) boardShip(ctx fxCtx) {
	ships := g.boardableShips(ctx.p, ctx.mission)
	if len(ships) == 0 {
		return
	}
	pickCrew := func(ship int) {
		var crew []int
		pool := slices.Clone(g.cards[ctx.mission].Surface)
		for _, s := range g.cards[ctx.mission].Ships {
			if s != ship {
				pool = append(pool, g.cards[s].Aboard...)
			}
		}
		for _, id := range pool {
			if c := g.cards[id]; c.Card.Type == Personnel && c.Controller == ctx.p && g.considers(ctx.p, id) {
				crew = append(crew, id)
			}
		}
		if len(crew) == 0 {
			return
		}
		d := &Decision{Player: ctx.p, Kind: KindSelect, Min: 0, Max: len(crew), Prompt: "Place which of your personnel aboard " + g.shipLabel(ship, ctx.p) + "?"}
		for _, id := range crew {
			d.Options = append(d.Options, Option{Label: g.cardName(id) + " " + g.whereLabel(id), Action: ActPick, Card: id})
		}
		g.ask(d, func(picks []int) {
			var moved []int
			for _, i := range picks {
				g.place(crew[i], ZAboard, ship)
				moved = append(moved, crew[i])
			}
			g.emit(Event{Kind: "board", Player: ctx.p, Cards: moved, Text: fmt.Sprintf("%s places %d personnel aboard %s.", g.players[ctx.p].Name, len(moved), g.ref(ship))})
		})
	}
	if len(ships) == 1 {
		pickCrew(ships[0])
		return
	}
	var acts []action
	for _, s := range ships {
		s := s
		acts = append(acts, action{Option{Label: g.shipLabel(s, ctx.p), Action: ActPick, Card: s}, func() { pickCrew(s) }})
	}
	g.offer(ctx.p, KindSelect, "Place personnel aboard which ship?", acts)
}

// salvage: up to Count cards of Types from your discard pile to the bottom
// of your deck, in the order picked (Salvaging the Wreckage).
func (g *Game) salvage(ctx fxCtx, s Step) {
	ps := g.players[ctx.p]
	var pool []int
	for _, id := range ps.Discard {
		if slices.Contains(s.Types, g.cards[id].Card.Type) {
			pool = append(pool, id)
		}
	}
	if len(pool) == 0 {
		return
	}
	d := &Decision{Player: ctx.p, Kind: KindSelect, Min: 0, Max: min(s.Count, len(pool)), Ordered: true,
		Prompt: fmt.Sprintf("Place up to %d cards on the bottom of your deck (first pick goes under first)", s.Count)}
	for _, id := range pool {
		d.Options = append(d.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(d, func(picks []int) {
		var moved []int
		for _, i := range picks {
			g.place(pool[i], ZDeck, 0)
			moved = append(moved, pool[i])
		}
		g.emit(Event{Kind: "salvage", Player: ctx.p, Cards: moved, Text: fmt.Sprintf("%s places %s on the bottom of the deck.", ps.Name, g.refs(moved))})
	})
}
