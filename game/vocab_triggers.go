package game

import (
	"fmt"
	"slices"
)

// Triggers are the moments card text responds to: "when you play ...",
// "when this personnel is about to be stopped by a dilemma ...", "when you
// complete a mission ...". The engine fires one at each moment the
// rulebook names (Glossary: playing a card, steps 5–9; attempting
// missions, steps 1–5; actions – response actions), and one interpreter
// gathers, for each player, every ability that answers it: on cards in
// play, events in the core, interrupts in hand. They are offered in a
// response window (rules_responses.go): mandatory first, then "prevent"
// responses, then the rest.
//
// An "about to" trigger carries a pending action (stop, kill, capture,
// play...); a response may prevent it for some of the cards concerned, or
// have another card undergo it instead. The code that fired the trigger
// then carries out what is left (Trigger.Remaining).

// Trigger kinds.
const (
	TrigPlayed        = "played"         // a card was played (Cards: it; Player: who played it)
	TrigAboutToPlay   = "about-to-play"  // a card is about to enter play: prevent window
	TrigAboutToStop   = "about-to-stop"  // Cards are about to be stopped
	TrigAboutToKill   = "about-to-kill"  // Cards are about to be killed
	TrigAboutToBrig   = "about-to-brig"  // Cards are about to be placed in a brig (captured)
	TrigStopped       = "stopped"        // Cards were stopped
	TrigKilled        = "killed"         // Cards were killed
	TrigSelected      = "selected"       // Cards were selected by a dilemma, or at random by any text (Random: at random)
	TrigAttemptBegins = "attempt-begins" // Player's personnel (Cards) begin an attempt of Mission
	TrigDilemmasDrawn = "dilemmas-drawn" // the opponent of Player has drawn dilemmas (Cards)
	TrigAttemptFailed = "attempt-failed" // Player's attempt of Mission failed (Cards: those stopped)
	TrigCompleted     = "completed"      // Player completed Mission (Cards: the personnel who did)
	TrigCombatWon     = "combat-won"     // Player won a combat (Cards: Player's personnel involved)
	TrigEngagementWon = "engagement-won" // Player won an engagement (Cards: Player's ships involved)
	TrigStartOfTurn   = "start-of-turn"  // Player's turn begins
	TrigEndOfTurn     = "end-of-turn"    // Player's turn ends
	TrigLostCommand   = "lost-command"   // Player lost command of Cards
	// TrigAboutToSelect: a selection is about to pick among Cards (the
	// eligible ones); Player is who chooses (for a random one, the player
	// whose cards they are), Random says whether it is random. Responses
	// may leave a card out (Prevent) or make it random (vocab_react_select.go).
	TrigAboutToSelect = "about-to-select"
)

// Trigger is one firing: what happened (or is about to), to which cards,
// caused by what.
type Trigger struct {
	Kind    string
	Player  Player // who acts: plays the card, attempts, completes; whose cards
	Cards   []int  // the cards it is about
	Source  int    // the card that causes it (a dilemma, the card being played), if any
	Mission int    // where, if anywhere
	// Dest: about-to-play, where the card is being played (a
	// headquarters, a ship); a response may change it
	// (vocab_play_redirect.go).
	Dest int
	// Outcome is what is about to happen or has happened ("stop", "kill");
	// for a selection, what the selected will undergo.
	Outcome string
	// Against: in a combat or an engagement won, the losing side's cards
	// involved (the cards the winner's text may reach).
	Against []int
	// Held: for lost-command, the cards that lay on the card as its
	// player lost command of it (those the leaving-play rule discarded
	// first, or those still on it when it changed command;
	// vocab_lost_command_held.go); for destroyed, the cards aboard or
	// on the card destroyed as it left play (vocab_ship_destroyed_aboard.go).
	Held []int
	// reqSet: for a completion, the requirements the attempt used (0
	// printed, i+1 the mission's alternate set i), so text about using a
	// skill reads the set used (vocab_cond_trigger.go).
	reqSet int
	// then: what runs once the trigger's window has closed (fire).
	then func(*Trigger)

	prevented map[int]bool // about-to: cards spared
	by        map[Player]bool
	instead   map[int]int // about-to: card -> the card that undergoes it instead
	// ignored: the cards whose abilities answering this trigger have
	// their effect ignored (vocab_about_to_prevent.go); outer: for an
	// about-to-prevent trigger, the trigger being prevented.
	ignored []int
	outer   *Trigger

	// used: the abilities already used on this trigger, a few at most (a
	// map per trigger answered was about 4% of what the basic bot
	// allocated).
	used []abilityKey

	// The flags, together: a trigger is made for every card played, and
	// each flag on its own took a word.
	Dilemma bool // caused by a dilemma
	Random  bool // a random selection
	// Combat, Engagement: a kill made while a combat or an engagement is
	// resolved (vocab_kill_causes.go).
	Combat, Engagement bool
	all                bool // about-to: the whole action prevented
	// redo: a random selection that may be made again; again: a
	// response asked for it to be (vocab_select_again.go).
	redo, again bool
}

// Prevent spares card id the pending action (or the whole action, id 0).
func (t *Trigger) Prevent(id int) {
	if id == 0 {
		t.all = true
		return
	}
	if t.prevented == nil {
		t.prevented = map[int]bool{}
	}
	t.prevented[id] = true
}

// PreventBy records that player p prevented (part of) the action.
func (t *Trigger) PreventBy(p Player, id int) {
	t.Prevent(id)
	if t.by == nil {
		t.by = map[Player]bool{}
	}
	t.by[p] = true
}

// PreventedBy reports whether player p prevented any of the action.
func (t *Trigger) PreventedBy(p Player) bool { return t.by[p] }

// Instead has card by undergo the pending action in place of id.
func (t *Trigger) Instead(id, by int) {
	if t.instead == nil {
		t.instead = map[int]int{}
	}
	t.instead[id] = by
}

// Prevented reports whether the whole action, or id's part of it, was
// prevented.
func (t *Trigger) Prevented(id int) bool { return t.all || t.prevented[id] }

// noneRemaining reports whether Remaining is empty, without listing it
// (a window asks at every step).
func (t *Trigger) noneRemaining() bool {
	if t.all {
		return true
	}
	for _, id := range t.Cards {
		if !t.prevented[id] {
			return false
		}
	}
	return true
}

// undergoes reports whether Remaining lists id, without listing it
// (asked for each card that may take another's place).
func (t *Trigger) undergoes(id int) bool {
	if t.all {
		return false
	}
	for _, x := range t.Cards {
		if t.prevented[x] {
			continue
		}
		if by, ok := t.instead[x]; ok {
			x = by
		}
		if x == id {
			return true
		}
	}
	return false
}

// Remaining lists the cards the pending action still applies to, with
// replacements made, in order and without repeats.
func (t *Trigger) Remaining() []int { return t.remainingIn(nil) }

// remaining is t.Remaining(), listed in the game's lists (slab.go): the
// engine asks it of every about-to action, and the lists it made were 5%
// of what the strong bot's futures allocated. The list is the caller's,
// as Remaining's is.
func (g *Game) remaining(t *Trigger) []int {
	if t.all || len(t.Cards) == 0 {
		return nil
	}
	out := t.remainingIn(g.lists.take(len(t.Cards))[:0])
	if len(out) == 0 {
		return nil // as Remaining: nothing left is no list
	}
	return out[:len(out):len(out)]
}

// remainingIn appends t's remaining cards to out.
func (t *Trigger) remainingIn(out []int) []int {
	if t.all {
		return nil
	}
	for _, id := range t.Cards {
		if t.prevented[id] {
			continue
		}
		if by, ok := t.instead[id]; ok {
			id = by
		}
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// indexListeners records, per trigger kind, the instances whose cards have
// an ability answering it: the cards a window gathers responses from.
// Whether a window opens at all is not read from it (windowOpens): the
// lists cover both decks, and the opponent's deck is secret.
//
// The lists of a finished game (Setup.Reuse) are emptied and refilled.
func (g *Game) indexListeners() {
	for k := range g.listeners {
		g.listeners[k] = g.listeners[k][:0]
	}
	clear(g.answering[:])
	g.indexFacing() // rules_response_facing.go
	for _, c := range g.cards[1:] {
		for _, k := range c.Card.listens { // found at load (prepare)
			g.listeners[k] = append(g.listeners[k], c.ID)
			if answersFrom(c.Zone) {
				g.answering[k]++
			}
		}
	}
}

// listenKinds lists the trigger kinds c's abilities answer (by
// busKind), each once, in the order they first appear.
func listenKinds(c *Card) []uint8 {
	var out []uint8
	add := func(kind string) {
		if k := busKind(kind); k >= 0 && !slices.Contains(out, uint8(k)) {
			out = append(out, uint8(k))
		}
	}
	for i := range c.Abilities {
		a := &c.Abilities[i]
		add(a.When)
		for _, k := range a.Also {
			add(k)
		}
		for _, k := range triggerTable[a.When].anyOf { // vocab_about_to_lose_command.go
			add(k)
		}
	}
	return out
}

// triggerKind reports whether when names a trigger of the bus (the older
// triggers "played" for the card itself, "order", "attempting",
// "facing-dilemma" and "engagement-begins" have their own windows).
func triggerKind(when string) bool { return busKind(when) >= 0 }

// busKind numbers the trigger kinds of the bus from 0 to busKinds-1, -1
// for any other when: a game's listeners are a list per number, found by
// this switch instead of a lookup in a map keyed by kind (the lookups,
// made as each trigger fires and for each player in its window, were
// about 1% of the basic bot's instructions).
func busKind(when string) int {
	switch when {
	case TrigAboutToPlay:
		return 0
	case TrigAboutToStop:
		return 1
	case TrigAboutToKill:
		return 2
	case TrigAboutToBrig:
		return 3
	case TrigStopped:
		return 4
	case TrigKilled:
		return 5
	case TrigSelected:
		return 6
	case TrigAttemptBegins:
		return 7
	case TrigDilemmasDrawn:
		return 8
	case TrigAttemptFailed:
		return 9
	case TrigCompleted:
		return 10
	case TrigCombatWon:
		return 11
	case TrigEngagementWon:
		return 12
	case TrigStartOfTurn:
		return 13
	case TrigEndOfTurn:
		return 14
	case TrigLostCommand:
		return 15
	case WhenOtherPlayed:
		return 16
	case TrigAboutToSelect:
		return 17
	case TrigPlacedFromHand: // vocab_placed_trigger.go
		return 18
	case TrigAboutToFail: // vocab_about_to_fail.go
		return 19
	case TrigAboutToComplete: // vocab_about_to_complete.go
		return 20
	case TrigDestroyed:
		return 21
	case TrigAboutToPrevent: // vocab_about_to_prevent.go
		return 22
	case TrigAboutToRemove: // vocab_removed.go
		return 23
	case TrigRemoved: // vocab_removed.go
		return 24
	case TrigDiscardedFromHand: // vocab_discarded.go
		return 25
	case TrigDiscardedFromDeck:
		return 26
	case TrigRemovedFromDiscard: // vocab_discard_removal.go
		return 27
	case TrigPlacedAboardOpponent: // vocab_placed_aboard_opponent.go
		return 28
	case TrigDilemmaRevealed: // vocab_dilemma_revealed.go
		return 29
	case TrigBrigged: // vocab_brigged.go
		return 30
	case TrigAboutToDamage: // vocab_damage_placed.go
		return 31
	case TrigDamagePlaced: // vocab_damage_placed.go
		return 32
	case TrigMoved: // vocab_ship_moved.go
		return 33
	case TrigAboutToDestroy: // vocab_about_to_destroy.go
		return 34
	case TrigAboutToDiscard: // vocab_about_to_lose_command.go
		return 35
	case TrigAboutToDeckBottom:
		return 36
	case TrigAboutToDeckTop:
		return 37
	case TrigAboutToReturnToHand:
		return 38
	case TrigAttemptEnded: // vocab_attempt_ended.go
		return 39
	case TrigAboutToReturn: // vocab_about_to_return.go
		return 40
	case TrigGainedCommand: // vocab_gained_command.go
		return 41
	case TrigOrdersBegin: // vocab_orders_begin.go
		return 42
	case TrigAboutToReveal: // vocab_about_to_reveal.go
		return 43
	case TrigEngagementEnded: // vocab_engagement_ended.go
		return 44
	case TrigExposedByOpponent: // vocab_exposed.go
		return 45
	case TrigCombatBegins: // vocab_combat_begins.go
		return 46
	case TrigAboutToGainSkill: // vocab_about_to_gain_skill.go
		return 47
	case TrigDrew: // vocab_drew.go
		return 48
	case TrigCostReduced: // vocab_drew.go
		return 49
	}
	return -1
}

// busKinds is how many kinds busKind numbers.
const busKinds = 50

// WhenOtherPlayed answers another card being played ("when you play an
// Assault event", "when you play a personnel who costs 4 or more").
const WhenOtherPlayed = "card-played"

// listenedTo reports whether a window opens for triggers of kind (see
// windowOpens): when none does, fire runs what follows at once, and
// callers may skip making the trigger.
func (g *Game) listenedTo(kind string) bool { return g.windowOpens(busKind(kind)) }

// windowOpens reports whether triggers of kind k (busKind) open a
// response window. It reads only what both players know (Rulebook:
// Showing Your Cards): the card pool, and the cards in play each player
// may identify. A window whose opening depended on the cards of the
// two decks would tell a player that the opponent's deck holds a card
// able to answer (issue 25, item 2). So the window opens when some card
// of the pool could answer from where the opponent cannot see it (an
// interrupt in a hand, a personnel or equipment in play, which the
// opponent does not identify) - whatever the decks hold - or when a card
// in play everyone identifies (an event in a core, a mission, a ship)
// answers it.
func (g *Game) windowOpens(k int) bool {
	if k < 0 {
		return false
	}
	if g.concealedListens(k) {
		return true
	}
	for _, id := range g.listeners[k] {
		if c := g.cards[id]; c.Zone.InPlay() && !answersConcealed(c.Card.Type) {
			return true
		}
	}
	return false
}

// answersConcealed reports whether a card of type t answers triggers from
// where the opponent may not identify it: an interrupt from its hand, a
// personnel or an equipment in play (view_conceal.go). Events answer from
// the core, missions and ships from play, all seen by both players.
func answersConcealed(t CardType) bool {
	return t == Interrupt || t == Personnel || t == Equipment
}

// fire offers the responses to t, then runs then. When no window opens
// for t's kind (windowOpens), then runs at once.
func (g *Game) fire(t *Trigger, then func(t *Trigger)) {
	kind, k, opens := g.windowOf(t)
	if !opens {
		if then != nil {
			then(t)
		}
		return
	}
	switch {
	case then != nil && t.then == nil:
		t.then = then
		g.work = append(g.work, work{op: opTriggerThen, trig: t})
	case then != nil:
		// t is fired again while its first continuation waits: this one
		// keeps its own (no text does this today).
		g.push(func() { then(t) })
	}
	g.triggerWindow(t, kind, k) // runs first: pushed last
}

// windowOf is the kind of window trigger t opens (fire, fireStep), its
// bus, and whether one opens now (windowOpens).
func (g *Game) windowOf(t *Trigger) (kind string, k int, opens bool) {
	kind = t.Kind
	if kind == TrigPlayed {
		kind = WhenOtherPlayed
	}
	k = busKind(kind)
	return kind, k, g.windowOpens(k)
}

// fireStep is fire with a continuation that does not read the trigger:
// step is scheduled as it is, where fire would schedule then, instead of
// being wrapped in a closure taking the trigger.
func (g *Game) fireStep(t *Trigger, step func()) {
	kind, k, opens := g.windowOf(t)
	if !opens {
		step()
		return
	}
	g.work = append(g.work, work{fn: step})
	g.triggerWindow(t, kind, k) // runs first: pushed last
}

// triggerResponses gathers, for player p, the abilities answering t: one
// option per card of t an ability may answer for, so the player picks
// which. Each ability answers a trigger once (Glossary: actions – response
// actions: each time the trigger is met, the text may be used one time).
// They are appended to out.
// k is kind's busKind, found once as the trigger fired (windowOf).
func (g *Game) triggerResponses(out []response, t *Trigger, kind string, k int, p Player) []response {
	if k < 0 {
		return out
	}
	for _, id := range g.listeners[k] {
		c := g.cards[id]
		ownKill, inHand := false, false // answering from the discard pile (vocab_self_killed.go)
		if !answersFrom(c.Zone) {
			// In a deck or a pile: neither in hand nor able to respond
			// (canRespondWith reads a hand, a held card, play), as the
			// counts of listeners able to answer take it
			// (rules_response_counts.go); only its own kill may answer.
			if ownKill = g.answersOwnKill(p, c, t); !ownKill {
				continue
			}
		} else if inHand = answersFromHand(p, c); !inHand && !g.canRespondWith(p, c) { // vocab_placed_aboard_opponent.go
			if ownKill = g.answersOwnKill(p, c, t); !ownKill {
				continue
			}
		}
		for i := range c.Card.Abilities {
			a := &c.Card.Abilities[i]
			if !a.answersKind(kind) {
				continue
			}
			if a.FromHand != inHand {
				continue // in hand only its from_hand text answers, and that text only there
			}
			if ownKill && !ownKillAbility(a) {
				continue
			}
			key := abilityKey{id, i}
			if slices.Contains(t.used, key) || g.onceUsed(key, a) {
				continue
			}
			if c.Card.Type == Interrupt && !g.playRequirementMet(p, c) {
				continue // its text's requirements or costs cannot be met
			}
			subjects, whole := g.triggerSubjects(p, id, a, t)
			if whole {
				ctx := g.ctxFor(p, id)
				ctx.trig = t
				if g.usable(ctx, a) {
					out = append(out, g.triggerResponse(p, c, key, a, ctx))
				}
				continue
			}
			for i, subject := range subjects {
				if i > 0 && a.preventsEach {
					break // one use answers for all of them
				}
				ctx := g.ctxFor(p, id)
				ctx.trig, ctx.subject, ctx.subjects = t, subject, subjects
				if !g.usable(ctx, a) {
					continue
				}
				out = append(out, g.triggerResponse(p, c, key, a, ctx))
			}
		}
	}
	return out
}

// canRespondWith: an interrupt from p's hand, an event in p's core, or
// p's unstopped card in play (Glossary: stopped).
func (g *Game) canRespondWith(p Player, c *Inst) bool {
	switch {
	case c.Card.Type == Interrupt:
		return c.Zone == ZHand && c.Owner == p || g.heldPlayable(p, c) // vocab_play_held.go
	case c.Card.Type == EventCard:
		return c.Zone == ZCore && c.Controller == p
	case c.Zone == ZMission:
		return c.Controller == p
	}
	return c.Controller == p && g.activeSource(c.ID)
}

// triggerSubjects lists the cards of t this ability may answer for, by
// the ability's On relation and Of filter: "self" (this card), "your" (a
// card p commands, or owns out of play), "your-other" (another),
// "present" / "other-present" (p's cards present with this one),
// "self-or-present" (this card, or a card of p's present that Of
// matches), "opponent" (a card another player commands),
// "opponent-present" (one present with this card), "aboard" (p's card
// aboard this ship), "its-ship" (the ship this card is aboard), "any",
// "any-present" (anyone's card present with this one, or this one). It
// reports whole, with no list, when the ability answers the event as a
// whole (its subject is 0: no list of one 0 is made per ability checked),
// and lists nothing when it does not answer t: when no card fits, when
// the ability answers only dilemmas (ByDilemma), random selections
// (Random) or one outcome (Outcome) and t is not one, or when t is not
// the player's it must be (Who). A card's text does not answer its own
// playing unless it says "this" (Glossary: playing a card — K'Tal).
func (g *Game) triggerSubjects(p Player, src int, a *Ability, t *Trigger) (subjects []int, whole bool) {
	if (a.ByDilemma && !t.Dilemma) || (a.Random && !t.Random) || (a.Outcome != "" && a.Outcome != t.Outcome) || !causesMatch(a, t) {
		return nil, false
	}
	if a.Who == "you" && t.Player != p || a.Who == "opponent" && t.Player == p {
		return nil, false
	}
	if a.On == "" && a.Of == nil {
		// About the event itself, not a card of it.
		return nil, !(t.Kind == TrigPlayed && slices.Contains(t.Cards, src))
	}
	// The list is kept by the responses gathered (fxCtx.subjects): it is
	// gathered on the stack and kept in g.lists, which lasts the game
	// (a list per ability checked was 1% of what the strong bot's
	// futures allocated).
	var buf [8]int
	out := buf[:0]
	for _, id := range t.Cards {
		c := g.cards[id]
		if t.Prevented(id) || (t.Kind == TrigPlayed && id == src && a.On != "self") {
			continue
		}
		ok := false
		switch a.On {
		case "self":
			ok = id == src
		case "your", "":
			ok = c.Controller == p || (!c.Zone.InPlay() && c.Owner == p)
		case "your-other":
			ok = id != src && (c.Controller == p || (!c.Zone.InPlay() && c.Owner == p))
		case "present":
			ok = c.Controller == p && (id == src || g.presentOrWas(src, id))
		case "other-present":
			ok = c.Controller == p && g.presentOrWas(src, id)
		case "self-or-present":
			if id == src {
				out = append(out, id)
				continue
			}
			ok = c.Controller == p && g.presentOrWas(src, id)
		case "opponent":
			ok = c.Controller != p
		case "opponent-present":
			// A card killed counts as present where it died; out of
			// play it is its owner's (Yteppa, Obsidian Order Asset).
			ok = c.Controller != p && g.presentOrWas(src, id)
		case onOpponentHere: // at this card's mission, or killed there (vocab_opponent_here.go)
			ok = c.Controller != p && g.atOrWasAt(src, id)
		case "any":
			ok = true
		case "any-present": // anyone's, this card too (vocab_relocate_subject.go's cards)
			ok = id == src || g.presentOrWas(src, id)
		case "owned": // a card p owns, whoever commands it (vocab_placed_aboard_opponent.go)
			ok = c.Owner == p
		case "its-ship": // the ship this card is aboard (vocab_damage_placed.go)
			sc := g.cards[src]
			ok = c.Card.Type == Ship && (sc.Zone == ZAboard && sc.Where == id || g.wasAboardDestroyed(src, id, t)) // vocab_ship_destroyed_aboard.go
		case "aboard": // p's card aboard this ship, or there as it left play
			ok = c.Controller == p && ((c.Zone == ZAboard && c.Where == src) || (!c.Zone.InPlay() && c.left == spot{ZAboard, src}))
		}
		if ok && g.matches(a.Of, id) {
			out = append(out, id)
		}
	}
	return g.keptList(out), false
}

// triggerResponse is the option to use one ability on a trigger. What
// using it needs is kept (triggerUse); its option is made only when it is
// offered (responseWindow.ask), and a sole mandatory response is taken
// without one: the two closures made for every response gathered were
// 14% of what the strong bot's futures allocated.
func (g *Game) triggerResponse(p Player, c *Inst, key abilityKey, a *Ability, ctx fxCtx) response {
	act := ActOrder // the text of a card in play is used
	if c.Zone == ZHand {
		act = ActPlay // an interrupt or event from hand is played
	}
	return response{prevent: a.prevents, mandatory: !a.May && c.Card.Type != Interrupt,
		use: g.uses.take(triggerUse{p: p, c: c, key: key, a: a, ctx: ctx, act: act})}
}

// triggerUse is a response using ability a of card c (key) for p, in
// the context ctx of the trigger it answers; act is the option's action.
type triggerUse struct {
	p   Player
	act string
	c   *Inst
	key abilityKey
	a   *Ability
	ctx fxCtx
	// played: the ability answers its card being played, whose play
	// cost counts as paid too (useOnPlayNow).
	played bool
}

// use takes response u: the ability is used on its trigger; an interrupt
// is played, other text is used, its cost paid before its effect.
func (g *Game) use(u *triggerUse) {
	p, c, a, ctx := u.p, u.c, u.a, u.ctx
	g.markUsed(u.key, a)
	ctx.trig.used = appendIn(&g.keys, ctx.trig.used, u.key)
	id := c.ID
	if c.Card.Type == Interrupt {
		g.playInterrupt(p, id, ctx, a)
		return
	}
	g.emit(Event{Kind: "ability", Player: p, Cards: g.one(id), render: usesText})
	g.work = append(g.work, work{op: opUseEffect, use: u}, work{op: opUseCost, use: u}) // the cost first
}

// triggerLabel words the option of using ability a of card c, built only
// when someone reads it.
func triggerLabel(g *Game, p Player, c *Inst, a *Ability, ctx fxCtx) string {
	label := fmt.Sprintf("Use %s: %s", c.Card.Name(), clauses(a.Effect))
	if len(a.Cost) > 0 {
		label = fmt.Sprintf("Use %s: %s to %s", c.Card.Name(), clauses(a.Cost), clauses(a.Effect))
	}
	if ctx.subject != 0 && ctx.subject != c.ID && len(ctx.subjects) > 0 {
		label += " (for " + g.nameFor(ctx.subject, p) + ")"
	}
	if c.Card.Type == Interrupt {
		label = "Play " + c.Card.Name() + " — " + clauses(a.Effect)
		if cost := append(slices.Clone(c.Card.PlayCost), a.Cost...); len(cost) > 0 {
			label = "Play " + c.Card.Name() + " — " + clauses(cost) + " to " + clauses(a.Effect)
		}
	}
	return label
}

// DoPrevent: prevent the pending action for the trigger's subject (the
// whole action when the ability answers the event, not a card of it);
// DoInsteadSelf: this card undergoes the pending action in its place.
const (
	DoPrevent     = "prevent"
	DoInsteadSelf = "instead-self"
)

func (g *Game) preventPending(ctx fxCtx) {
	if ctx.trig == nil {
		return
	}
	if g.aboutToPrevent(ctx, func() { g.preventNow(ctx) }) {
		return
	}
	g.preventNow(ctx)
}

// preventNow prevents ctx's trigger, or ctx.subject's part of it.
func (g *Game) preventNow(ctx fxCtx) {
	ctx.trig.PreventBy(ctx.p, ctx.subject)
	what, cards := "that", g.one(ctx.src)
	if ctx.subject != 0 {
		what = g.ref(ctx.subject) + "'s part of it"
		cards = []int{ctx.src, ctx.subject} // an event carries every card it names
	}
	// The card whose text prevents it was shown as it was used; the card
	// spared is named only to readers who may identify it.
	g.emit(Event{Kind: "prevent", Player: ctx.p, Cards: cards, Text: fmt.Sprintf("%s prevents %s.", g.shown(ctx.src), what)})
}

func (g *Game) insteadSelf(ctx fxCtx) {
	if ctx.trig == nil || ctx.subject == 0 {
		return
	}
	ctx.trig.Instead(ctx.subject, ctx.src)
	g.emit(Event{Kind: "instead", Player: ctx.p, Cards: []int{ctx.src, ctx.subject},
		Text: fmt.Sprintf("%s takes the place of %s.", g.shown(ctx.src), g.ref(ctx.subject))})
}
