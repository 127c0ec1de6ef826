package game

import "fmt"

// take-core-event: the performer takes command of an event with no cards
// on it lying in an opponent's core, and it moves to the performer's core
// (1962 Roger Maris, 25V006: paid for by giving this event away). A card
// taken keeps its owner (Glossary: own, command); the player who commanded
// it loses command, which text about that answers (vocab_lost_command.go).
// The cores are face up, so the choice shows nothing hidden.
//
// With what: owned the event must be one the performer owns, and it may
// have cards on it: they lie on it and go along (T'Jon, Felicium Addict,
// 29V049: his player takes back a Felicium given away).

// DoTakeCoreEvent names the verb.
const DoTakeCoreEvent = "take-core-event"

// takeOwned is the value of what: only an event the performer owns.
const takeOwned = "owned"

func init() {
	registerVerbs(map[string]verb{
		DoTakeCoreEvent: {
			doc:    "take command of an event matching filter with no cards on it in your opponent's core, chosen by you; it moves to your core (what: owned: only an event you own, whether or not cards lie on it; they go along: T'Jon, Felicium Addict, 29V049)",
			fields: "filter what",
			validate: func(s *Step) error {
				if s.What != "" && s.What != takeOwned {
					return fmt.Errorf("what must be %s or absent, not %q", takeOwned, s.What)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				n := "event"
				if s.Filter != nil {
					n = s.Filter.Text("event")
				}
				if s.What == takeOwned {
					return "take command of " + article(n) + " " + n + " you own in your opponent's core and place it in your core"
				}
				return "take command of " + article(n) + " " + n + " with no cards on it in your opponent's core and place it in your core"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.takableCoreEvents(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				var acts []action
				for _, id := range g.takableCoreEvents(ctx, &s) {
					acts = append(acts, action{Option{Label: "Take " + g.cardName(id), Action: ActPick, Card: id}, func() {
						g.takeEvent(id, ctx.p)
					}})
				}
				if len(acts) > 0 {
					g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": take command of which event?", acts)
				}
			},
		},
	})
}

// takableCoreEvents lists the events in ctx's opponent's core, commanded
// by that opponent, that s's filter matches: with nothing on them, or with
// what: owned those ctx's player owns, cards on them or not (s may be nil:
// any event with nothing on it). The card whose text it is never takes
// itself.
func (g *Game) takableCoreEvents(ctx fxCtx, s *Step) []int {
	opp := ctx.p.Other()
	var f *Filter
	owned := false
	if s != nil {
		f, owned = s.Filter, s.What == takeOwned
	}
	var out []int
	for _, id := range g.players[opp].Core {
		c := g.cards[id]
		if owned && c.Owner != ctx.p || !owned && len(c.On) > 0 {
			continue
		}
		if id != ctx.src && c.Zone == ZCore && c.Controller == opp && c.Card.Type == EventCard && g.matches(f, id) && g.mayTakeCommand(ctx.p, id) {
			out = append(out, id)
		}
	}
	return out
}

// takeEvent moves event id, in a core, to p's core under p's command.
func (g *Game) takeEvent(id int, p Player) {
	c := g.cards[id]
	from := c.Controller
	if l := g.list(c); l != nil {
		*l = remove(*l, id)
	}
	c.Controller = p
	g.changed(c.ID) // rules_loops_cards.go
	g.players[p].Core = append(g.players[p].Core, id)
	g.emit(Event{Kind: "take", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s takes command of %s from %s's core; it moves to %s's core.", g.players[p].Name, g.ref(id), g.players[from].Name, g.players[p].Name)})
	g.lostCommand(from, id) // vocab_lost_command.go
	g.gainedCommand(id)     // vocab_gained_command.go: p now commands it
}
