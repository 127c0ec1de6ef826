package game

import "fmt"

// A ship placed on an event in its player's core (Engage Cloak, 1R087;
// Kaleb Sector, Covert Rendezvous, 35V016). Glossary: play and place — a
// card placed on an event from under a player's command stays under that
// player's command: the ship and everyone aboard stay in play, the ship
// lying on the event (zone ZPlayedOn, Where: the event), its crew aboard
// it. It is at no mission, so nothing at a mission reaches it, it cannot
// move, beam, attempt or be attempted against, and its crew is present
// only with one another; its own text and theirs still work (Khazara,
// 2R178, uses an order while on the event). The event's own order puts it
// back at a mission, placed, not moved (no Range needed), with all of its
// Range for the turn then spent.
//
// Vocabulary: the verbs place-ship-on-event and place-ship-from-event, the
// conditions on-this (cards lying on this card) and on-event (this card
// lies on an event of yours), the card field one_order_each_turn (only
// one of the card's orders each turn) and the cannot outcome leave-play
// (every way out of play barred while the modifier holds).

// The verbs.
const (
	DoPlaceShipOnEvent   = "place-ship-on-event"
	DoPlaceShipFromEvent = "place-ship-from-event"
)

// FromHere: place-ship-on-event takes a ship at this card's mission only.
const FromHere = "here"

// OutLeavePlay: a card that cannot leave play cannot be destroyed, killed,
// discarded, removed from the game, returned, captured or placed out of
// play by any text (a `cannot` outcome; no cannot_source).
const OutLeavePlay = "leave-play"

func init() {
	registerVerbs(map[string]verb{
		DoPlaceShipOnEvent: {
			doc:    "place one of your ships at a mission (filter; from: here, only at this card's mission) on this event (target: {title: T}, an event of that title in your core instead, your pick); the ship and its crew stay in play under your command, at no mission",
			fields: "filter target from",
			validate: func(s *Step) error {
				if s.From != "" && s.From != FromHere {
					return fmt.Errorf("from: want %s or nothing, not %q", FromHere, s.From)
				}
				if err := s.Target.validate(); err != nil {
					return err
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				ship := "ship"
				if s.Filter != nil {
					ship = s.Filter.Text("ship")
				}
				where := ""
				if s.From == FromHere {
					where = " at this mission"
				}
				on := "this event"
				if s.Target != nil {
					on = "your " + s.Target.Text("event") + " (in your core)"
				}
				return "place your " + ship + where + " on " + on + "; it and its crew stay in play, at no mission"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.shipsToEvent(ctx, s)) > 0 && len(g.eventsForShip(ctx, s)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.placeShipOnEvent(ctx, s) },
		},
		DoPlaceShipFromEvent: {
			doc:    "place a ship lying on this event (your pick) at any mission in play, placed, not moved; it then has no Range left this turn",
			fields: "",
			text: func(Step) string {
				return "place the ship lying on this event at any mission (not a move); it has no Range left this turn"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.shipsOnEvent(ctx.src)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.placeShipFromEvent(ctx) },
		},
	})
}

// shipsToEvent lists ctx's player's ships at a mission (with from: here,
// at ctx's mission) that s's filter matches.
func (g *Game) shipsToEvent(ctx fxCtx, s *Step) []int {
	var out []int
	for _, m := range g.allMissions() {
		if s.From == FromHere && m != ctx.mission {
			continue
		}
		for _, sh := range g.cards[m].Ships {
			if g.cards[sh].Controller == ctx.p && g.considers(ctx.p, sh) && g.matches(s.Filter, sh) {
				out = append(out, sh)
			}
		}
	}
	return out
}

// eventsForShip lists the events a ship may be placed on: this card (an
// event in ctx's player's core), or with target the events of ctx's
// player's core it matches.
func (g *Game) eventsForShip(ctx fxCtx, s *Step) []int {
	if s.Target == nil {
		if c := g.cards[ctx.src]; c.Zone == ZCore && c.Controller == ctx.p && c.Card.Type == EventCard {
			return []int{ctx.src}
		}
		return nil
	}
	var out []int
	for _, e := range g.players[ctx.p].Core {
		if c := g.cards[e]; c.Controller == ctx.p && c.Card.Type == EventCard && !g.resolvingInCore(e) && g.matches(s.Target, e) {
			out = append(out, e)
		}
	}
	return out
}

// placeShipOnEvent: ctx's player picks the ship, then the event (when
// several), and the ship goes on it.
func (g *Game) placeShipOnEvent(ctx fxCtx, s Step) {
	ships, events := g.shipsToEvent(ctx, &s), g.eventsForShip(ctx, &s)
	if len(ships) == 0 || len(events) == 0 {
		return
	}
	onto := func(ship int) {
		if len(events) == 1 {
			g.shipOntoEvent(ctx.p, ship, events[0])
			return
		}
		var acts []action
		for _, e := range events {
			acts = append(acts, action{Option{Label: "On " + g.cardName(e), Action: ActPick, Card: e}, func() { g.shipOntoEvent(ctx.p, ship, e) }})
		}
		g.offer(ctx.p, KindSelect, "Place "+g.cardName(ship)+" on which event?", acts)
	}
	var acts []action
	for _, sh := range ships {
		acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s from %s", g.cardName(sh), g.cardName(g.cards[sh].Where)), Action: ActPick, Card: sh}, func() { onto(sh) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place which ship on the event?", acts)
}

// shipOntoEvent places ship on event e; its crew stays aboard.
func (g *Game) shipOntoEvent(p Player, ship, e int) {
	from := g.cards[ship].Where
	g.place(ship, ZPlayedOn, e)
	g.emit(Event{Kind: "placed", Player: p, Cards: []int{ship, e}, Text: fmt.Sprintf("%s places %s from %s on %s; it and its crew stay in play, at no mission.",
		g.players[p].Name, g.ref(ship), g.ref(from), g.ref(e))})
}

// shipsOnEvent lists the ships lying on card e.
func (g *Game) shipsOnEvent(e int) []int {
	var out []int
	for _, x := range g.cards[e].On {
		if c := g.cards[x]; c.Card.Type == Ship && c.Zone == ZPlayedOn {
			out = append(out, x)
		}
	}
	return out
}

// placeShipFromEvent: ctx's player picks a ship on this event and a
// mission; the ship is placed there with no Range left this turn.
func (g *Game) placeShipFromEvent(ctx fxCtx) {
	var acts []action
	for _, sh := range g.shipsOnEvent(ctx.src) {
		for _, m := range g.allMissions() {
			acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s at %s", g.cardName(sh), g.cardName(m)), Action: ActPick, Card: sh, Target: m}, func() {
				g.place(sh, ZAtMission, m)
				g.cards[sh].RangeUsed = max(g.cards[sh].RangeUsed, g.shipRange(sh))
				g.changed(sh) // rules_loops_cards.go
				g.emit(Event{Kind: "placed", Player: ctx.p, Cards: []int{sh, m}, Text: fmt.Sprintf("%s places %s from %s at %s; it has no Range left this turn.",
					g.players[ctx.p].Name, g.ref(sh), g.ref(ctx.src), g.ref(m))})
			}})
		}
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place the ship at which mission?", acts)
	}
}

// shipMission: the mission of a card aboard ship s, which is 0
// while s lies on an event.
func (g *Game) shipMission(s int) int {
	if sc := g.cards[s]; sc.Zone == ZAtMission {
		return sc.Where
	}
	return 0
}

// oneOrderUsed reports whether card id has one_order_each_turn and one of
// its orders was used this turn.
func (g *Game) oneOrderUsed(id int) bool {
	c := g.cards[id].Card
	if !c.OneOrderEachTurn {
		return false
	}
	for i := range c.Abilities {
		if c.Abilities[i].When == WhenOrder && g.usedThisTurn[abilityKey{id, i}] {
			return true
		}
	}
	return false
}

// oneOrderText words one_order_each_turn.
const oneOrderText = "You may use only one of this card's orders each turn."

// leavesPlay reports whether outcome takes a card out of play, so that
// cannot: [leave-play] bars it (cannotFrom).
func leavesPlay(outcome string) bool {
	switch outcome {
	case OutKill, OutToHand, OutCapture, OutDestroy, OutRemoveFromGame, OutPlaceInDiscard, OutDeckBottom, OutDeckTop, OutKillByDilemma:
		return true
	}
	return false
}

// cannotLeavePlay reports whether card id, in play, cannot undergo
// outcome because a modifier keeps it in play (cannot: [leave-play]).
func (g *Game) cannotLeavePlay(id int, outcome string) bool {
	return leavesPlay(outcome) && g.cannotFrom(id, OutLeavePlay, 0)
}

// The conditions.
func shipOnEventConds() map[string]condEntry {
	return map[string]condEntry{
		"on-this": {
			fields:  []VocabField{fieldOf, fieldAtLeast, fieldAtMost},
			doc:     "at least at_least (default 1), or at most at_most, cards the filter matches lie on this card (a ship on an event)",
			example: "cond: {is: on-this, of: {type: ship}, at_most: 0}",
			validate: func(c *Cond) error {
				if c.AtLeast != nil && c.AtMost != nil {
					return fmt.Errorf("on-this takes at_least or at_most, not both")
				}
				return needOfModFilter(c)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				n := 0
				for _, x := range g.cards[ctx.src].On {
					if g.matches(c.Of, x) {
						n++
					}
				}
				if c.AtLeast == nil && c.AtMost == nil {
					return n >= 1
				}
				return c.boundsOK(n)
			},
			text: func(c *Cond, w condWords) string {
				what, this := c.Of.Text("card"), "this "+w.noun()
				switch {
				case c.AtMost != nil && *c.AtMost == 0:
					return "no " + what + " lies on " + this
				case c.AtMost != nil:
					return fmt.Sprintf("%d or fewer %s lie on %s", *c.AtMost, plural(what), this)
				case c.AtLeast != nil && *c.AtLeast > 1:
					return fmt.Sprintf("%d or more %s lie on %s", *c.AtLeast, plural(what), this)
				}
				return article(what) + " " + what + " lies on " + this
			},
			slot: slotIfClause, inModifiers: true,
		},
		"on-event": {
			fields:   []VocabField{fieldOf},
			doc:      "this card lies on an event of yours the filter matches (a ship on Engage Cloak)",
			example:  "cond: {is: on-event, of: {title: Engage Cloak}}",
			validate: needOfModFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				s := g.cards[ctx.src]
				if s.Zone != ZPlayedOn {
					return false
				}
				e := g.cards[s.Where]
				return e.Card.Type == EventCard && e.Controller == ctx.p && g.matches(c.Of, s.Where)
			},
			text: func(c *Cond, w condWords) string {
				name := c.Of.Text("event")
				if c.Of.onlyTitle() {
					name = c.Of.Title
				}
				return "this " + w.noun() + " lies on your " + name
			},
			slot: slotIfClause, inModifiers: true,
		},
	}
}
