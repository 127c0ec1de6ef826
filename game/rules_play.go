package game

import (
	"fmt"
	"slices"
)

// Playing a card (Glossary: playing a card, steps 1–10). The player
// checks the card's requirements (step 1, before any cost), announces and
// reveals it (step 2), pays its costs — counters and the costs its text
// names (step 4) — then "prevent" responses may stop it (steps 5–6: an
// about-to-play trigger); a prevented card goes to its owner's discard
// pile and its costs stay paid. Otherwise it enters play (step 7) and
// "when … played" responses answer (steps 8–9): its own text first, then
// one card-played trigger for every other card's (rules_play_steps.go). The
// same sequence plays events and personnel in the Play and Draw Cards
// segment and interrupts wherever they are played.

// PlayText is what a card's text says about playing it.
type PlayText struct {
	// Requires must hold to play the card ("to play this event, you must
	// command three [TNG] personnel"); checked before costs (Glossary:
	// actions – requirements).
	Requires Conds `yaml:"requires,omitempty" json:"requires,omitempty"`
	// PlayCost are the costs its text adds to playing it ("lose 5 points
	// to …", "to play this interrupt, stop …"), paid in full before it can
	// be prevented (Rulebook: Paying costs).
	PlayCost []Step `yaml:"play_cost,omitempty" json:"play_cost,omitempty"`
	// PlaysOn: the event is played on a card, not in the core:
	// "your-mission", "mission", "your-ship" (Rulebook: Event).
	PlaysOn string `yaml:"plays_on,omitempty" json:"plays_on,omitempty"`
	// PlayAboard lets personnel be played aboard a ship: this one (its
	// own text) or others (a mission's: Combined Discovery); rules_play_aboard.go.
	PlayAboard *PlayAboard `yaml:"play_aboard,omitempty" json:"play_aboard,omitempty"`
	// PlayAt lets the card be played at a mission of its player's that
	// is not a headquarters (rules_play_at.go).
	PlayAt *PlayAt `yaml:"play_at,omitempty" json:"play_at,omitempty"`
	// AltReqs: a mission's other requirements, for the personnel of
	// some affiliations (vocab_alt_requirements.go).
	AltReqs []AltReq `yaml:"alt_requirements,omitempty" json:"alt_requirements,omitempty"`
	// GrantReqs: requirements this card gives its player's missions
	// (vocab_grant_requirements.go).
	GrantReqs []GrantReq `yaml:"grant_requirements,omitempty" json:"grant_requirements,omitempty"`
	// PlaysOnMission narrows the missions an event with plays_on may go
	// on; OnePerMission: not on a mission a copy already lies on
	// (vocab_plays_on_mission.go).
	PlaysOnMission *Filter `yaml:"plays_on_mission,omitempty" json:"plays_on_mission,omitempty"`
	OnePerMission  bool    `yaml:"one_per_mission,omitempty" json:"one_per_mission,omitempty"`
	// PlaysOnShip narrows the ships an event with plays_on: your-ship may
	// go on (vocab_plays_on_ship.go).
	PlaysOnShip *Filter `yaml:"plays_on_ship,omitempty" json:"plays_on_ship,omitempty"`
	// HidesBeneath: a mission whose cards beneath lie face down, out of
	// play, and never dilemmas (vocab_hidden_beneath.go).
	HidesBeneath bool `yaml:"hides_beneath,omitempty" json:"hides_beneath,omitempty"`
	// SpanNoQuadrant: a move between this mission and one the filter
	// matches adds nothing for crossing quadrants (vocab_span_quadrant.go).
	SpanNoQuadrant *Filter `yaml:"span_no_quadrant,omitempty" json:"span_no_quadrant,omitempty"`
	// RangeDiscount: less Range required for the ship this card is
	// aboard (vocab_range_discount.go).
	RangeDiscount *RangeDiscount `yaml:"range_discount,omitempty" json:"range_discount,omitempty"`
	// OpponentCore: an event (core: true) played into the opponent's
	// core, commanded by that player (vocab_opponent_core.go).
	OpponentCore bool `yaml:"opponent_core,omitempty" json:"opponent_core,omitempty"`
	// OneOrderEachTurn: only one of the card's Order abilities may be
	// used each turn (vocab_ship_on_event.go).
	OneOrderEachTurn bool `yaml:"one_order_each_turn,omitempty" json:"one_order_each_turn,omitempty"`
	// AsIfCompleted: cards its player may play as though a mission
	// requiring a skill were completed (vocab_as_if_completed.go).
	AsIfCompleted []AsIfCompleted `yaml:"play_as_if_completed,omitempty" json:"play_as_if_completed,omitempty"`
	// HQInstead: where a card sent to its player's headquarters mission
	// may go instead (vocab_hq_instead.go).
	HQInstead *HQInstead `yaml:"hq_instead,omitempty" json:"hq_instead,omitempty"`
	// PlayAsAffiliation: to play it, its player commands that many
	// personnel of one affiliation, which it becomes as it is played
	// (vocab_play_as_affiliation.go).
	PlayAsAffiliation *PlayAsAffiliation `yaml:"play_as_affiliation,omitempty" json:"play_as_affiliation,omitempty"`
	// PlayHeld: the cards lying on this event its player may play as if
	// they were in hand (vocab_play_held.go).
	PlayHeld *Filter `yaml:"play_held,omitempty" json:"play_held,omitempty"`
}

// PlaysOnYourMission: an event played on a mission its player commands.
const PlaysOnYourMission = "your-mission"

func (t *PlayText) validate() error {
	if err := t.Requires.validate(); err != nil {
		return fmt.Errorf("requires: %w", err)
	}
	if err := validateSteps(t.PlayCost); err != nil {
		return fmt.Errorf("play_cost: %w", err)
	}
	switch t.PlaysOn {
	case "", PlaysOnYourMission, PlaysOnAnyMission, PlaysOnYourShip:
	default:
		return fmt.Errorf("plays_on: unknown place %q", t.PlaysOn)
	}
	if err := validateAltReqs(t.AltReqs); err != nil {
		return fmt.Errorf("alt_requirements: %w", err)
	}
	if err := validateGrantReqs(t.GrantReqs); err != nil {
		return fmt.Errorf("grant_requirements: %w", err)
	}
	if err := t.validatePlaysOnMission(); err != nil {
		return err
	}
	if err := t.validatePlaysOnShip(); err != nil { // vocab_plays_on_ship.go
		return err
	}
	if err := t.PlayAt.validate(); err != nil {
		return err
	}
	if err := validateSpanNoQuadrant(t.SpanNoQuadrant); err != nil {
		return err
	}
	if err := t.RangeDiscount.validate(); err != nil {
		return err
	}
	if err := validateAsIfCompleted(t.AsIfCompleted); err != nil {
		return err
	}
	if err := t.HQInstead.validate(); err != nil {
		return err
	}
	if err := t.PlayAsAffiliation.validate(); err != nil {
		return err
	}
	if err := validatePlayHeld(t.PlayHeld); err != nil {
		return err
	}
	return t.PlayAboard.validate()
}

// text words the play text for the card's generated text.
func (t *PlayText) text(c *Card) []string {
	var out []string
	if t.Requires != nil {
		out = append(out, "Play requirement: "+t.Requires.Text()+".")
	}
	if t.PlayAsAffiliation != nil {
		out = append(out, t.PlayAsAffiliation.text(c))
	}
	if len(t.PlayCost) > 0 {
		out = append(out, "Cost to play it, beyond counters: "+clauses(t.PlayCost)+".")
	}
	if t.PlaysOn == PlaysOnYourMission && t.PlaysOnMission == nil && !t.OnePerMission {
		out = append(out, "Played on a mission you command, where it stays.")
	} else if t.PlaysOn == PlaysOnYourShip {
		out = append(out, t.playsOnShipText())
	} else if t.PlaysOn != "" {
		out = append(out, t.playsOnMissionText())
	}
	if pa := t.PlayAboard; pa != nil && pa.Card != nil { // a card's own permission: text_card.go
		out = append(out, pa.text())
	}
	if t.PlayAt != nil {
		out = append(out, t.PlayAt.text(c))
	}
	for _, alt := range t.AltReqs {
		out = append(out, alt.text())
	}
	for i := range t.GrantReqs {
		out = append(out, t.GrantReqs[i].text())
	}
	if t.HidesBeneath {
		out = append(out, hidesBeneathText)
	}
	if t.SpanNoQuadrant != nil {
		out = append(out, spanNoQuadrantText(t.SpanNoQuadrant, c.Type == Mission))
	}
	if t.RangeDiscount != nil {
		out = append(out, t.RangeDiscount.text(c))
	}
	for i := range t.AsIfCompleted {
		out = append(out, t.AsIfCompleted[i].text())
	}
	if t.HQInstead != nil {
		out = append(out, t.HQInstead.text())
	}
	if t.OneOrderEachTurn {
		out = append(out, oneOrderText) // vocab_ship_on_event.go
	}
	if t.PlayHeld != nil {
		out = append(out, playHeldText(t.PlayHeld)) // vocab_play_held.go
	}
	return out
}

// playCostNote is what the Play option adds to its counters: the costs
// the card's text names ("; also lose 5 points").
func playCostNote(c *Card) string {
	if len(c.PlayCost) == 0 {
		return ""
	}
	return "; also " + clauses(c.PlayCost)
}

// playRequirement says why p may not play c now because of what its text
// requires or costs, or "" (Glossary: actions – requirements, costs;
// lose points).
func (g *Game) playRequirement(p Player, c *Inst) string { return g.playRequirementWhy(p, c, true) }

// playRequirementMet is playRequirement without the words.
func (g *Game) playRequirementMet(p Player, c *Inst) bool {
	return g.playRequirementWhy(p, c, false) == ""
}

// playRequirementWhy is playRequirement; without explain, a reason is a
// mark (cannotPlay) instead of words, which cost more than the check.
func (g *Game) playRequirementWhy(p Player, c *Inst, explain bool) string {
	if c.Card.Type == Interrupt && g.damageForbidsInterrupts(p) { // vocab_damage_interrupts.go
		if !explain {
			return cannotPlay
		}
		return "a damage card on a ship of yours forbids you to play interrupts"
	}
	if len(g.turnFx) > 0 {
		if n := g.playBarredByCost(p, c); n >= 0 { // vocab_play_barred_cost.go
			if !explain {
				return cannotPlay
			}
			return fmt.Sprintf("a card's effect forbids playing cards of cost %d until it ends", n)
		}
	}
	if why := g.playAsWhy(p, c, explain); why != "" { // vocab_play_as_affiliation.go
		return why
	}
	t := &c.Card.PlayText
	if t.Requires == nil && len(t.PlayCost) == 0 {
		return ""
	}
	ctx := g.ctxFor(p, c.ID)
	if t.Requires != nil && !g.condOK(ctx, t.Requires) {
		if !explain {
			return cannotPlay
		}
		return "to play it, " + t.Requires.Text()
	}
	if len(t.PlayCost) > 0 && !g.costPossible(ctx, t.PlayCost) {
		if !explain {
			return cannotPlay
		}
		return "you cannot pay what its text costs: " + clauses(t.PlayCost)
	}
	return ""
}

// cannotPlay stands for a reason not put in words.
const cannotPlay = "-"

// playsOnSites appends to out the cards an event that plays on a card
// may go on.
func (g *Game) playsOnSites(out []int, p Player, c *Inst) ([]int, string) {
	start := len(out)
	if c.Card.PlaysOn == PlaysOnYourMission {
		for _, m := range g.players[p].Missions {
			if g.commandsMission(p, m) && g.playsOnMissionOK(c, m) {
				out = append(out, m)
			}
		}
	}
	out = g.playsOnAnyMission(out, c) // vocab_plays_on_mission.go
	out = g.playsOnShips(out, p, c)   // vocab_plays_on_ship.go
	if len(out) == start && c.Card.PlaysOn == PlaysOnYourShip {
		return nil, "there is no ship you command it may be played on"
	}
	if len(out) == start {
		return nil, "there is no mission you command to play it on"
	}
	return out, ""
}

// playCard pays for c and plays it at dest (a headquarters, a ship, a
// mission an event is played on, or 0 for the core).
// Rulebook: Glossary – playing a card, steps 1–10.
func (g *Game) playCard(p Player, id, dest, cost int) {
	c := g.cards[id]
	g.notePlayHere(p, id, dest) // vocab_play_here_once.go
	g.emit(Event{Kind: "play", Player: p, Cards: g.one(id), at: dest, render: playsToText})
	g.place(id, ZPlaying, 0)
	g.notePlayedAs(p, id) // vocab_play_as_affiliation.go
	before := cost
	cost = g.revealForCost(p, id, cost) // step 3: a reduction read from cards it reveals (vocab_reveal_cost.go)
	g.counter -= cost
	ctx := g.ctxFor(p, id)
	g.pushOp(opAboutToPlay, p, id, dest)
	g.costReducedBy(p, id, g.takeCostReducers(id, cost < before)) // vocab_drew.go: once the costs are paid
	g.runAbility(ctx, c.Card.PlayCost)                            // step 4, before the prevent window
}

// aboutToPlay: steps 5–6, the window where card id may be prevented,
// then resolvePlay.
func (g *Game) aboutToPlay(p Player, id, dest int) {
	if !g.listenedTo(TrigAboutToPlay) {
		// Nothing answers, so fire would go straight on: neither the
		// trigger nor its then are made (most plays; without this a
		// basic-bot game allocated 3% more, a random one 7%).
		g.resolvePlay(p, id, dest)
		return
	}
	// Made once (bound): a closure per play was 2% of what the strong
	// bot's futures allocated.
	b := g.bound()
	if b.aboutToPlay == nil {
		b.aboutToPlay = g.aboutToPlayThen
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigAboutToPlay, Player: p, Cards: g.one(id), Source: id, Dest: dest}), b.aboutToPlay)
}

// aboutToPlayThen follows the about-to-play window of aboutToPlay: its
// trigger's Player plays its Source, which no response changes.
func (g *Game) aboutToPlayThen(t *Trigger) {
	if t.noneRemaining() {
		g.preventedPlay(t.Source)
		return
	}
	g.resolvePlay(t.Player, t.Source, t.Dest) // a response may have moved it (vocab_play_redirect.go)
}

// resolvePlay: the card, not prevented, enters play (step 7). Steps 8–9:
// the card's own "when you play this" text (and an event's effect) first,
// then the other cards' "when you play ..." responses, once
// (rules_play_steps.go).
func (g *Game) resolvePlay(p Player, id, dest int) {
	g.enterPlay(p, id, dest)
	if g.listenedTo(WhenOtherPlayed) { // fire would do nothing else
		g.pushOp(opFirePlayed, p, id, dest)
	}
	g.whenPlayed(p, id)
}

// enterPlay puts a played card where it was played (step 7): a
// personnel or an equipment on a mission's surface, or aboard when dest
// is a ship; a ship at the mission; an event into the core, or on the
// card it is played on. The play rules remember it (rules_play_cost.go).
func (g *Game) enterPlay(p Player, id, dest int) {
	c := g.cards[id]
	c.Controller = p
	g.changed(c.ID) // rules_loops_cards.go
	switch c.Card.Type {
	case Personnel, Equipment:
		if dest != 0 && g.cards[dest].Card.Type == Ship {
			g.place(id, ZAboard, dest)
		} else {
			g.place(id, ZSurface, dest)
		}
	case Ship:
		g.place(id, ZAtMission, dest)
	case EventCard:
		if dest != 0 {
			g.place(id, ZPlayedOn, dest)
		} else {
			c.Controller = coreController(c.Card, p) // the core is its controller's (Game.list)
			g.changed(c.ID)                          // rules_loops_cards.go
			g.place(id, ZCore, 0)
			c.resolving = !c.Card.Core // core_resolving.go
		}
	}
	c.Controller = p
	g.changed(c.ID) // rules_loops_cards.go
	if c.Zone == ZCore {
		c.Controller = coreController(c.Card, p) // vocab_opponent_core.go
		g.changed(c.ID)                          // rules_loops_cards.go
	}
	g.commandAboardOpponent(p, id, dest) // vocab_play_aboard_opponent.go
	g.plays.played = append(g.plays.played, playedCard{p: p, id: id})
}

// preventedPlay: a card whose playing was prevented goes to its owner's
// discard pile, unless the preventing text put it elsewhere.
func (g *Game) preventedPlay(id int) {
	if g.cards[id].Zone != ZPlaying {
		return
	}
	g.place(id, ZDiscard, 0)
	g.emit(Event{Kind: "prevented", Player: g.cards[id].Owner, Cards: g.one(id),
		Text: fmt.Sprintf("%s is prevented and placed in its owner's discard pile.", g.ref(id))})
}

// interruptPlayable reports whether p may play interrupt c now as far as
// its own text goes: requirements met, its ability's condition holding,
// every cost payable and its effect possible (usable).
func (g *Game) interruptPlayable(p Player, c *Inst, a *Ability) bool {
	if !g.playRequirementMet(p, c) {
		return false
	}
	return g.usable(g.ctxFor(p, c.ID), a)
}

// playInterrupt plays interrupt id from p's hand for ability a: revealed,
// its costs paid (its text's and the ability's), then it may be prevented;
// otherwise it resolves and is destroyed (Rulebook: Interrupt; Glossary:
// playing a card). ctx is the context the ability resolves in.
func (g *Game) playInterrupt(p Player, id int, ctx fxCtx, a *Ability) {
	c := g.cards[id]
	g.emit(Event{Kind: "interrupt", Player: p, Cards: g.one(id), render: playsText})
	g.place(id, ZPlaying, 0)
	cost := append(slices.Clone(c.Card.PlayCost), a.Cost...)
	g.push(func() {
		g.fire(g.trigs.take(Trigger{Kind: TrigAboutToPlay, Player: p, Cards: g.one(id), Source: id}), func(t *Trigger) {
			if t.noneRemaining() {
				g.preventedPlay(id)
				return
			}
			g.place(id, ZCore, 0) // resolving; destroyed once it has
			g.cards[id].Controller = p
			g.changed(id)                // rules_loops_cards.go
			g.cards[id].resolving = true // core_resolving.go
			g.push(func() { g.runAbility(ctx.paidWith(cost), a.Effect) },
				func() {
					g.namedPlayScores(p, id) // vocab_named_play_scores.go
					g.fire(g.trigs.take(Trigger{Kind: TrigPlayed, Player: p, Cards: g.one(id), Source: id, Mission: ctx.mission}), nil)
				},
				func() { g.interruptPlayedKills(p) }, // vocab_damage_interrupts.go
				func() {
					if g.cards[id].Zone == ZCore {
						g.place(id, ZDiscard, 0)
						g.destroyedNow(id, 0) // vocab_destroyed.go
					}
				})
		})
	})
	g.runAbility(ctx, cost)
}

// orderInterruptActions appends to acts the interrupts in p's hand p may
// play as an order now ("Order –" interrupts, Rulebook: Order actions on
// cards), one option per ability, each copy title once.
func (g *Game) orderInterruptActions(acts []action, p Player) []action {
	// The printings offered, kept on the stack: few (a map, made for every
	// orders decision, cost more than the rest of this).
	var seenBuf [4]string
	seen := seenBuf[:0]
	for _, id := range g.playableHand(p) { // vocab_play_held.go
		c := g.cards[id]
		if c.Card.Type != Interrupt || slices.Contains(seen, c.Card.ID) || c.Card.Status == NotEnforced {
			continue
		}
		for i := range c.Card.Abilities {
			a := &c.Card.Abilities[i]
			if a.When != WhenOrder || !g.interruptPlayable(p, c, a) {
				continue
			}
			if !slices.Contains(seen, c.Card.ID) {
				seen = append(seen, c.Card.ID)
			}
			id := id
			// The label is worded when read (bots do not).
			label := func(*Game, *Option) string { return orderInterruptLabel(c.Card, a) }
			acts = append(acts, action{Option{Action: ActPlay, Card: id, label: label}, func() {
				g.push(g.stepFn(stepOrders))
				g.playInterrupt(p, id, g.ctxFor(p, id), a)
			}})
		}
	}
	return acts
}

// orderInterruptLabel words playing interrupt c as an order for ability
// a: what it costs, beyond counters, to do what.
func orderInterruptLabel(c *Card, a *Ability) string {
	cost := append(slices.Clone(c.PlayCost), a.Cost...)
	if len(cost) > 0 {
		return "Play " + c.Name() + " — " + clauses(cost) + " to " + clauses(a.Effect)
	}
	return "Play " + c.Name() + " — " + clauses(a.Effect)
}
