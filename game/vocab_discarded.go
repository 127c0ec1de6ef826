package game

import (
	"fmt"
	"slices"
)

// Text answering a discard (Glossary: discard). Two moments:
//
//   - discarded-from-hand: a player discarded a card from a hand, their
//     own or another's by game text (Tugat, 24V028: a ship of yours
//     discarded while he attempts). Player is who discarded, Cards the
//     card. Like any trigger answered by cards the opponent may not
//     identify, its window opens whenever some card of the pool could
//     answer (windowOpens).
//   - discarded-from-deck: a card was discarded from the top of its
//     owner's draw deck (Tajor, 30V043). Only the card itself answers
//     it, from the discard pile it has just reached, as a personnel's
//     text about its own death does (vocab_self_killed.go); the card is
//     face up there, so the window opens only when the discarded card
//     has such text, which tells nobody anything hidden. A card examined
//     on top of the deck and then discarded is discarded from the top
//     (Rulings: Examining a Card).
//
// Discards go through Game.discardBy, which fires them; cards moved to
// a discard pile otherwise (destroyed, killed, a played event leaving)
// are not discarded.

// Trigger kinds.
const (
	TrigDiscardedFromHand = "discarded-from-hand"
	TrigDiscardedFromDeck = "discarded-from-deck"
)

// DoSelfToMission: this card, out of play, is placed at a mission its
// player commands that filter matches. With to: subject the card placed is
// the one the trigger is about, while it is still removed from the game
// (Metron Arena, Resolve Standing Conflict, 30V029: personnel an
// opponent's card removed out of your discard pile come to that mission,
// under your command), and with no filter the mission is this card's own
// (the mission it is, or is at). A personnel is placed on a planet or
// headquarters mission only: at a space mission it would need a ship.
const DoSelfToMission = "self-to-mission"

func init() {
	triggerTable[TrigDiscardedFromHand] = triggerEntry{
		bus: true, reads: readsBus,
		doc:     "a player discarded a card from a hand (who: the player who discarded it)",
		example: "{when: discarded-from-hand, who: you, on: your, of: {type: ship}, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " discard" + verbS(w.who) + " " + article(a.Of.Text("card")) + " " + a.Of.Text("card") + " from hand"
		},
	}
	triggerTable[TrigDiscardedFromDeck] = triggerEntry{
		bus: true, reads: readsBus,
		doc:     "a card was discarded from the top of its owner's draw deck (on: self: answered from the discard pile)",
		example: "{when: discarded-from-deck, on: self, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			if a.On == "self" {
				return "when you discard this " + w.noun + " from the top of your deck"
			}
			return "when " + w.subject + " is discarded from the top of a deck"
		},
	}
	registerVerbs(map[string]verb{
		DoSelfToMission: {
			doc:    "this card, out of play, is placed at a mission you command that filter matches (the uniqueness rule holds); to: subject: the card the trigger is about, while removed from the game, instead; no filter: this card's own mission",
			fields: "filter to",
			validate: func(s *Step) error {
				switch s.To {
				case "":
					if s.Filter == nil {
						return fmt.Errorf("%s needs a filter naming the mission", DoSelfToMission)
					}
				case ToSubject:
				default:
					return fmt.Errorf("%s: to must be subject or absent, not %q", DoSelfToMission, s.To)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				what := "this card"
				if s.To == ToSubject {
					what = "that card"
				}
				if s.Filter == nil {
					return "place " + what + " on this mission; you command it"
				}
				return "place " + what + " on your " + s.Filter.Text("mission")
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.selfMissions(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.selfToMission(ctx, s) },
		},
	})
}

// discardBy: player p discards card id (from a hand, a deck or a
// dilemma pile) to its owner's discard pile, and the discard triggers
// fire.
func (g *Game) discardBy(p Player, id int) {
	c := g.cards[id]
	from := c.Zone
	g.place(id, ZDiscard, 0)
	g.emit(Event{Kind: "discard", Player: c.Owner, Cards: g.one(id), render: discardText})
	switch from {
	case ZHand:
		if g.listenedTo(TrigDiscardedFromHand) {
			g.fire(g.trigs.take(Trigger{Kind: TrigDiscardedFromHand, Player: p, Cards: g.one(id)}), nil)
		}
	case ZDeck:
		if ownDiscardListens(c.Card) {
			g.fire(g.trigs.take(Trigger{Kind: TrigDiscardedFromDeck, Player: c.Owner, Cards: g.one(id)}), nil)
		}
	}
}

// ownDiscardListens reports whether c has text about its own discard
// from the top of a deck.
func ownDiscardListens(c *Card) bool {
	for i := range c.Abilities {
		if a := &c.Abilities[i]; a.When == TrigDiscardedFromDeck && a.On == "self" {
			return true
		}
	}
	return false
}

// placedToMission is the card self-to-mission places: this card, or
// with to: subject the trigger's card while it is removed from the game
// (0 when there is none).
func (g *Game) placedToMission(ctx fxCtx, s *Step) int {
	if s.To != ToSubject {
		return ctx.src
	}
	if id := ctx.subject; id != 0 && g.cards[id].Zone == ZRemoved {
		return id
	}
	return 0
}

// selfMissions lists the missions ctx's player commands that s.Filter
// matches (with no filter, this card's own mission), where the card
// placedToMission names, out of play, could be placed now.
func (g *Game) selfMissions(ctx fxCtx, s *Step) []int {
	id := g.placedToMission(ctx, s)
	if id == 0 {
		return nil
	}
	c := g.cards[id]
	if c.Zone.InPlay() || c.Card.Unique && g.commandsCopy(ctx.p, c.Card) {
		return nil
	}
	var out []int
	for _, m := range g.players[ctx.p].Missions {
		if !g.commandsMission(ctx.p, m) || c.Card.Type == Personnel && g.cards[m].Card.MissionType == Space {
			continue
		}
		if s.Filter == nil && m == g.missionOf(ctx.src) || s.Filter != nil && g.matches(s.Filter, m) {
			out = append(out, m)
		}
	}
	return out
}

// selfToMission places ctx.src at one of selfMissions, the player's pick
// when there are several.
func (g *Game) selfToMission(ctx fxCtx, s Step) {
	id := g.placedToMission(ctx, &s)
	put := func(m int) {
		if id == 0 || g.cards[id].Zone.InPlay() {
			return
		}
		g.place(id, ZSurface, m)
		c := g.cards[id]
		c.Controller, c.Stopped = ctx.p, false
		g.changed(c.ID) // rules_loops_cards.go
		g.emit(Event{Kind: "place", Player: ctx.p, Cards: []int{id, m},
			Text: fmt.Sprintf("%s places %s at %s.", g.players[ctx.p].Name, g.ref(id), g.ref(m))})
	}
	ms := g.selfMissions(ctx, &s)
	switch len(ms) {
	case 0:
		return
	case 1:
		put(ms[0])
		return
	}
	acts := make([]action, 0, len(ms))
	for _, m := range slices.Clone(ms) {
		acts = append(acts, action{Option{Label: "At " + g.cardName(m), Action: ActPick, Card: m}, func() { put(m) }})
	}
	g.offer(ctx.p, KindSelect, "Place "+g.cardName(id)+" at which mission?", acts)
}
