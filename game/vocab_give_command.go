package game

import "fmt"

// Giving command of an event to an opponent, and text that reads a card
// commanded by a player who does not own it: the Commodity events
// (Felicium, 25V008; Tulaberry Wine, 25V017) work while their owner's
// opponent commands them, and the cards that give them away pay with
// them (Inglatu, Tulaberry Merchant, 25V032). A card given away keeps its
// owner (Glossary: own, command); it moves to the new commander's core,
// as give-self moves the event whose text it is (vocab_core_events.go).

func init() { registerVerbs(giveCommandVerbs()) }

// DoGiveCommand: the performer gives command of one of their events in
// play that Filter matches, chosen by them, to their opponent.
const DoGiveCommand = "give-command"

func giveCommandVerbs() map[string]verb {
	return map[string]verb{
		DoGiveCommand: {
			doc:      "give command of one of your events in play matching filter to your opponent (it moves to their core)",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				n := "event"
				if s.Filter != nil {
					n = s.Filter.Text("event")
				}
				return "give command of your " + n + " to your opponent"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.givableEvents(ctx.p, s.Filter)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.giveCommandStep(ctx, s) },
		},
	}
}

// givableEvents lists p's events in play that f matches, in p's core or
// played on a card.
func (g *Game) givableEvents(p Player, f *Filter) []int {
	var out []int
	for _, id := range g.players[p].Core {
		if c := g.cards[id]; c.Controller == p && c.Card.Type == EventCard && !g.resolvingInCore(id) && g.matches(f, id) && g.mayTakeCommand(p.Other(), id) {
			out = append(out, id)
		}
	}
	return out
}

// mayTakeCommand reports whether player to may come to command card id:
// not a unique card while to commands a copy of it (Rulebook: Uniqueness).
func (g *Game) mayTakeCommand(to Player, id int) bool {
	c := g.cards[id].Card
	return !c.Unique || !g.commandsCopy(to, c)
}

// giveCommandStep: the performer picks the event; it moves to the
// opponent's core, and later steps know which (notePaid: "that event").
func (g *Game) giveCommandStep(ctx fxCtx, s Step) {
	var acts []action
	for _, id := range g.givableEvents(ctx.p, s.Filter) {
		id := id
		acts = append(acts, action{Option{Label: "Give " + g.cardName(id), Action: ActPick, Card: id}, func() {
			g.notePaid(ctx, []int{id})
			g.giveEvent(id, ctx.p.Other())
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": give command of which event?", acts)
	}
}

// condCommandedNotOwned: "while you command but do not own this card".
const condCommandedNotOwned = "commanded-not-owned"

func giveCommandConds() map[string]condEntry {
	return map[string]condEntry{
		condCommandedNotOwned: {
			doc:     "this card is in play, commanded by a player who does not own it (Glossary: own, command)",
			example: "while: commanded-not-owned",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				c := g.cards[ctx.src]
				return c.Zone.InPlay() && c.Controller != c.Owner
			},
			text: func(_ *Cond, w condWords) string {
				return fmt.Sprintf("this %s is commanded by a player who does not own it", w.noun())
			},
			slot: slotWhileClause, inModifiers: true,
		},
	}
}
