package game

import "slices"

// action pairs a legal option with what choosing it does, so the list of
// legal moves and the code that applies them cannot drift apart. do may
// be nil when the option's apply does it (see run).
type action struct {
	Option
	do func()
}

// run does what choosing the action does: its do, or for an option
// that carries a plain function of itself (the many moves of an orders
// decision, built without a closure each), that function.
func (a *action) run(g *Game) {
	if a.do != nil {
		a.do()
		return
	}
	a.apply(g, &a.Option)
}

// offer asks p to pick one of acts.
func (g *Game) offer(p Player, kind, prompt string, acts []action) {
	g.offerPrompted(p, kind, prompt, nil, acts)
}

// offerPrompted is offer with the prompt, when prompted is set, built
// only when someone reads it.
func (g *Game) offerPrompted(p Player, kind, prompt string, prompted func(*Game) string, acts []action) {
	d := g.newDecision()
	d.Player, d.Kind, d.Prompt, d.Min, d.Max, d.prompt = p, kind, prompt, 1, 1, prompted
	// Copied in place: appending grew the slice one option at a time,
	// checking its room each time (2% of a random-bot game, whose
	// decisions have many options).
	opts := g.optionBuffer(len(acts))[:len(acts)]
	for i := range acts {
		opts[i] = acts[i].Option
	}
	d.Options = opts
	g.keepOptions(d.Options)
	g.ask(d, nil)
	g.offered, g.offeredFor = acts, d
}

// Segment returns the current segment of the turn.
func (g *Game) Segment() Segment { return g.segment }

// Counters returns the counters the active player has left this turn.
func (g *Game) Counters() int { return g.counter }

// startTurn begins the active player's turn (Rulebook: Turn Sequence).
func (g *Game) startTurn() {
	g.turn++
	g.counter, g.spareCounters = 7, 0
	g.deckCheck = true
	g.endNextTurnEffects(g.active)
	g.segment = SegStart
	g.emit(Event{Kind: "turn", Player: g.active, render: turnText})
	g.push(g.stepFn(stepStartOfTurn), g.stepFn(stepBeginPlayDraw))
}

// startOfTurnActions is the "at the start of each of your turns" window:
// a start-of-turn trigger (Rulebook: Turn Sequence).
func (g *Game) startOfTurnActions() {
	g.fire(g.trigs.take(Trigger{Kind: TrigStartOfTurn, Player: g.active}), nil)
	g.coreDilemmasStartTurn(g.active) // a dilemma in the core (vocab_dilemma_lasting_more.go)
	g.lastingTurnStart(g.active)      // as damage or in the core (vocab_lasting_turn_start.go)
}

func (g *Game) beginPlayDraw() {
	g.segment = SegPlayDraw
	g.counter = max(0, g.counter+g.counterChange(g.active)) // vocab_counters_mod.go
	g.push(g.stepFn(stepPlayDraw))
}

// playDrawStep offers drawing, playing and (once all seven counters are
// spent, or the deck is empty) ending the segment.
// Rulebook: 1. Play and Draw Cards.
func (g *Game) playDrawStep() {
	p := g.active
	ps := g.players[p]
	if g.revealed != nil && g.offerRevealedPlay(p) { // vocab_play_revealed.go
		return
	}
	g.freezeSources() // listing the plays changes nothing
	g.holdCosts(p)
	acts := g.actionBuffer(len(ps.Hand) + 2)
	if g.counter >= 1 && len(ps.Deck) > 0 {
		acts = append(acts, action{Option{Label: "Draw a card (1 counter)", Action: ActDraw, apply: applyDraw}, nil})
	}
	// Copies of a card offer the same plays (the options name the first
	// copy), so each card is weighed once: weighing scans the cards in
	// play, and a hand of thousands of copies (a scenario's) made this
	// step quadratic.
	var weighed cardSet
	var seenBuf [8]play
	var variantBuf [2]playVariant
	// destBuf has room for an event playing on any mission of either player.
	var destBuf [12]int
	for _, id := range g.playableHand(p) { // vocab_play_held.go
		c := g.cards[id]
		if !weighed.add(c.Card) {
			continue
		}
		var plain int
		dests, _ := g.playCheckWhy(destBuf[:0], p, c, false, &plain)
		if len(dests) == 0 {
			continue // nowhere to play it, whatever way it is paid for
		}
		seen := seenBuf[:0]
		if f := g.factsOf(c); !f.maySelf && !f.readsDest && c.Card.PlayAboard == nil && len(g.plays.hereSources) == 0 && !g.plays.fresh {
			// Most cards: one way to play (playVariants), one cost wherever
			// it goes, and nothing to add for a place (aboardOpponentExtra,
			// playHereExtra, aboardOwnExtra are 0): listPlayWays, its
			// answers known.
			for _, dest := range dests {
				if plain <= g.counter && !slices.Contains(seen, play{dest, -1}) {
					seen = append(seen, play{dest, -1})
					acts = append(acts, action{Option{Action: ActPlay, Card: id, Target: dest, label: playLabel, apply: applyPlay}, nil})
				}
			}
		} else {
			acts = g.listPlayWays(acts, p, c, plain, dests, seen)
		}
		if g.plays.mayCost > 0 { // another card's optional way (vocab_play_cost_other.go)
			for _, dest := range dests {
				for _, v := range g.otherVariants(variantBuf[:0], p, c, dest) {
					cost, _ := g.costToPlayVia(p, c, v, dest)
					cost += g.playHereExtra(p, c, dest) // vocab_play_here_mission.go
					if cost > g.counter {
						continue
					}
					id, dest, v := id, dest, v
					label := func(g *Game, _ *Option) string {
						return playOptionLabel(g, c.Card, dest, cost, v.suffix)
					}
					acts = append(acts, action{Option{Action: ActPlay, Card: id, Target: dest, label: label}, func() {
						g.push(g.stepFn(stepPlayDraw))
						g.playFromHand(p, id, dest, v)
					}})
				}
			}
		}
	}
	if g.countersDone() || len(ps.Deck) == 0 {
		acts = append(acts, action{Option{Label: "End Play and Draw Cards", Action: ActEnd, apply: applyEndPlayDraw}, nil})
	}
	g.dropCosts()
	g.thawSources()
	g.keepActions(acts)
	g.offer(p, KindPlayDraw, "", acts)
	g.pending.prompt = playDrawPrompt
}

// listPlayWays appends to acts the plays of card c from hand at dests,
// each way it may be played (playVariants), at each place's cost; plain
// is its cost played plainly (playCheckWhy), seen the plays already
// listed.
func (g *Game) listPlayWays(acts []action, p Player, c *Inst, plain int, dests []int, seen []play) []action {
	id := c.ID
	var variantBuf [2]playVariant
	for _, v := range g.playVariants(variantBuf[:0], p, c) {
		base := plain // played plainly: the cost playCheck found
		if v.ability >= 0 {
			base, _ = g.costToPlay(p, c, v.ability)
		}
		byDest := g.factsOf(c).readsDest // vocab_playing_with.go: costReadsDest
		if base > g.counter && !byDest {
			continue
		}
		for _, dest := range dests {
			if slices.Contains(seen, play{dest, v.ability}) || (v.ability >= 0 && g.variantLosesSite(p, c, v.ability, dest)) {
				continue
			}
			if byDest {
				base, _ = g.costToPlayAt(p, c, v.ability, dest)
			}
			// Aboard an opponent's ship by its own text it costs more
			// (vocab_play_aboard_opponent.go).
			extra := g.aboardOpponentExtra(p, c.Card, dest)
			hereExtra := g.playHereExtra(p, c, dest) + g.aboardOwnExtra(p, c, dest) // vocab_play_here_mission.go, vocab_play_aboard_extra.go
			cost := base + extra + hereExtra
			if cost > g.counter {
				continue
			}
			seen = append(seen, play{dest, v.ability})
			if v.ability < 0 && extra == 0 && hereExtra == 0 { // played plainly: no closure per option
				acts = append(acts, action{Option{Action: ActPlay, Card: id, Target: dest, label: playLabel, apply: applyPlay}, nil})
				continue
			}
			id, dest, v, cost := id, dest, v, cost // captured: the rest stays off the heap
			// The label is built when someone reads it (bots do not).
			label := func(g *Game, _ *Option) string {
				way := v.suffix
				if extra > 0 {
					way += ", for your opponent" // they will command it
				}
				return playOptionLabel(g, c.Card, dest, cost, way)
			}
			acts = append(acts, action{Option{Action: ActPlay, Card: id, Target: dest, label: label}, func() {
				g.push(g.stepFn(stepPlayDraw)) // after anything playing the card schedules
				g.playFromHand(p, id, dest, v)
			}})
		}
	}
	return acts
}

// play is one play listed: where, and which way (playVariant.ability).
type play struct {
	dest, ability int
}

// destName words where c is played, for the player playing it: an event
// played nowhere (not into the core: it resolves and is destroyed) says
// nothing (Rulebook: Event).
func (g *Game) destName(c *Card, dest int) string {
	if dest == 0 {
		if !c.Core {
			return ""
		}
		if c.OpponentCore {
			return " to your opponent's core"
		}
		return " to your core"
	}
	return " " + playWord(c, g.cards[dest].Card) + g.cardName(dest)
}

// playCost is what playing c costs p now (printed cost; cost modifiers
// apply only while the card is being played).
func (g *Game) playCost(p Player, c *Inst) int {
	need, _ := g.costToPlay(p, c, -1) // rules_play_cost.go
	return need
}

// commandsCopy reports whether p commands a card with c's title, or has
// a unique personnel of that title held captive (Rulebook: Uniqueness;
// Brig and Captives).
func (g *Game) commandsCopy(p Player, c *Card) bool {
	first := 0 // a title no card of this game has, has no slot
	if t := int(c.titleIdx); t < len(g.titleFirst) {
		first = g.titleFirst[t]
	}
	for id := first; id != 0; id = g.titleNext[id] {
		in := g.cards[id]
		if in.Zone.InPlay() && in.Controller == p {
			return true
		}
		if in.Zone == ZBrig && in.Owner == p {
			return true
		}
	}
	return false
}

func (g *Game) beginOrders() {
	g.settleRevealedPlay() // vocab_play_revealed.go: no play from them now
	g.segment = SegOrders
	g.endShields(g.active) // vocab_shield_named.go
	g.resetLoops()
	g.emit(Event{Kind: "segment", Player: g.active, render: ordersText})
	g.push(g.stepFn(stepOrders))
	g.ordersBegin() // vocab_orders_begin.go: its window comes first
}

// ordersStep offers every order the active player can execute now.
// Rulebook: 2. Execute Orders.
func (g *Game) ordersStep() {
	if g.askLoop() { // Glossary: infinite loops (rules_loops.go)
		return
	}
	p := g.active
	acts := g.actionBuffer(16)
	g.freezeSources() // listing the orders changes nothing
	// Each kind of order is appended to the one list (a list per kind,
	// copied in, cost an allocation or two per orders decision).
	acts = g.beamActions(acts, p)
	acts = g.moveActions(acts, p)
	acts = g.attemptActions(acts, p)
	acts = g.orderAbilityActions(acts, p)
	acts = g.orderInterruptActions(acts, p)
	g.thawSources()
	acts = append(acts, action{Option{Label: "End Execute Orders", Action: ActEnd, apply: applyEndOrders}, nil})
	g.keepActions(acts)
	g.offer(p, KindOrders, "Execute orders", acts)
}

// discardExcess: down to seven cards, then the end-of-turn window.
// Rulebook: 3. Discard Excess Cards.
func (g *Game) discardExcess() {
	g.segment = SegDiscard
	p := g.active
	ps := g.players[p]
	if extra := len(ps.Hand) - 7; extra > 0 {
		// Posed on the reused decision, its text worded when read: the
		// hand does not change while it waits.
		d := g.newDecision()
		d.Player, d.Kind, d.Min, d.Max, d.prompt = p, KindDiscardExcess, extra, extra, discardExcessPrompt
		hand := g.lists.clone(ps.Hand)
		d.Options = g.optionBuffer(len(hand))
		for _, id := range hand {
			d.Options = append(d.Options, Option{Action: ActPick, Card: id, label: cardNameLabel})
		}
		g.keepOptions(d.Options)
		g.ask(d, func(picks []int) {
			// The end of the turn is pushed first: the windows the
			// discards open (vocab_discarded.go) come before it.
			g.push(g.stepFn(stepEndTurn))
			for _, i := range picks {
				g.discard(hand[i])
			}
		})
		return
	}
	g.push(g.stepFn(stepEndTurn))
}

// discard: the card's owner discards it (vocab_discarded.go: discardBy).
func (g *Game) discard(id int) { g.discardBy(g.cards[id].Owner, id) }

// endTurn: the end-of-turn window, then every stopped card is unstopped and
// every ship's range restored, and the next player's turn begins.
func (g *Game) endTurn() {
	g.settleRevealedPlay() // vocab_play_revealed.go
	g.segment = SegEnd
	g.push(g.stepFn(stepEndOfTurnActions), g.stepFn(stepFinishTurn))
}

// finishTurn unstops every card, restores range, and passes the turn.
func (g *Game) finishTurn() {
	for _, c := range g.cards[1:] {
		if c.Stopped || c.RangeUsed|c.RangeBonus != 0 {
			c.Stopped = false
			c.RangeUsed, c.RangeBonus = 0, 0
			g.changed(c.ID) // rules_loops_cards.go
		}
	}
	g.endTimed("turn", "attempt", "dilemma") // next-turn effects outlast it (vocab_until_next_turn.go)
	clear(g.usedThisTurn)
	clear(g.facedTurn)
	g.plays.endTurn()
	g.emit(Event{Kind: "turn-end", Player: g.active, render: turnEndText})
	g.active = g.active.Other()
	g.push(g.stepFn(stepStartTurn))
}

// endOfTurnActions is the "at the end of each of your turns" window:
// card text answering the end of the turn (Automated Repair Station,
// 8U053: vocab_remove_damage.go), then removing damage at a
// headquarters.
func (g *Game) endOfTurnActions() {
	if g.listenedTo(TrigEndOfTurn) {
		g.fire(g.trigs.take(Trigger{Kind: TrigEndOfTurn, Player: g.active}), func(*Trigger) {
			g.push(g.stepFn(stepDamageRemoval), g.stepFn(stepEndOfTurnDelayed))
		})
		return
	}
	g.push(g.stepFn(stepDamageRemoval), g.stepFn(stepEndOfTurnDelayed))
}

// cardSet is a set of card definitions that stays off the heap while it
// is small (a hand), and takes a map only when it grows (a scenario's
// hand of thousands).
type cardSet struct {
	few  [16]*Card
	n    int
	many map[*Card]bool
}

// add puts c in the set and reports whether it was new.
func (s *cardSet) add(c *Card) bool {
	if s.many != nil {
		if s.many[c] {
			return false
		}
		s.many[c] = true
		return true
	}
	for _, x := range s.few[:s.n] {
		if x == c {
			return false
		}
	}
	if s.n < len(s.few) {
		s.few[s.n] = c
		s.n++
		return true
	}
	s.many = make(map[*Card]bool, 2*len(s.few))
	for _, x := range s.few {
		s.many[x] = true
	}
	s.many[c] = true
	return true
}
