package game

import "fmt"

// shield-named-event: until the start of its player's next Execute
// Orders segment, no card an opponent owns can prevent or destroy
// the events of the title this card named that its player owns (Cosette,
// Reliable Raider, 24V045). It is a lasting effect of the game, not of
// the card: it holds whatever becomes of the card that named the title,
// for copies played later too, and ends as that player's next Execute
// Orders segment begins (beginOrders). Read where the engine asks whether
// an opponent's card may destroy or prevent a card (vocab_cannot_source.go).

// DoShieldNamedEvent names the verb.
const DoShieldNamedEvent = "shield-named-event"

// titleShield is one such lasting effect.
type titleShield struct {
	p     Player
	title string
	turn  int // the turn it began
}

func init() {
	registerVerbs(map[string]verb{
		DoShieldNamedEvent: {
			doc: "until the start of your next Execute Orders segment, no card your opponent owns can prevent or destroy your events of the title this card named (name-title first)",
			text: func(Step) string {
				return "until your next Execute Orders segment begins, no card your opponent owns can prevent or destroy your events of that title"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return true // the name comes first, in the same text
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				t := g.plays.named[ctx.src]
				if t == "" {
					return
				}
				g.shields = append(g.shields, titleShield{p: ctx.p, title: NormalizeTitle(t), turn: g.turn})
				g.emit(Event{Kind: "protect", Player: ctx.p, Cards: g.one(ctx.src),
					Text: fmt.Sprintf("Until %s's next Execute Orders segment, cards %s's opponent owns cannot prevent or destroy %s's %s events.", g.players[ctx.p].Name, g.players[ctx.p].Name, g.players[ctx.p].Name, t)})
			},
		},
	})
}

// shieldedFrom reports whether a lasting shield keeps card id, an event,
// from being prevented or destroyed by the text of card by.
func (g *Game) shieldedFrom(id, by int) bool {
	if len(g.shields) == 0 || id == 0 || by == 0 {
		return false
	}
	c := g.cards[id]
	if c.Card.Type != EventCard || g.cards[by].Owner == c.Owner {
		return false
	}
	for _, s := range g.shields {
		if s.p == c.Owner && s.title == NormalizeTitle(c.Card.Title) {
			return true
		}
	}
	return false
}

// endShields drops the shields of p, whose Execute Orders segment
// begins, made in an earlier turn.
func (g *Game) endShields(p Player) {
	kept := g.shields[:0]
	for _, s := range g.shields {
		if s.p != p || s.turn == g.turn {
			kept = append(kept, s)
		}
	}
	g.shields = kept
}
