package game

import "fmt"

// remove-from-discard: remove count (1) cards the filter matches from a
// discard pile (whose: yours, or opponent's) from the game (an opponent's
// personnel, as a cost: Makbar, State Jurist, 40V029). A discard pile is face up, so the choice hides
// nothing. As a cost the cards removed are what was paid with (group
// paid), so later steps may read them (gain-skill from cost takes a skill
// of the card removed).

// DoRemoveFromDiscard names the verb.
const DoRemoveFromDiscard = "remove-from-discard"

func init() {
	registerVerbs(map[string]verb{
		DoRemoveFromDiscard: {
			doc:    "remove count cards matching filter in a discard pile (whose: yours or opponent's) from the game",
			fields: "count filter whose",
			validate: func(s *Step) error {
				switch s.Whose {
				case "", WhoseOpponent:
				default:
					return fmt.Errorf("whose must be opponent (yours when absent), not %q", s.Whose)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				pile := "your discard pile"
				if s.Whose == WhoseOpponent {
					pile = "an opponent's discard pile"
				}
				return "remove " + countOf(max(1, s.Count), s.Filter.Text("card")) + " in " + pile + " from the game"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.discardMatching(removePile(ctx, s), s.Filter)) >= max(1, s.Count)
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.removeFromDiscard(ctx, s) },
		},
	})
}

// removePile is the player whose discard pile the step reads.
func removePile(ctx fxCtx, s *Step) Player {
	if s.Whose == WhoseOpponent {
		return ctx.p.Other()
	}
	return ctx.p
}

// removeFromDiscard has the player pick the cards and removes them.
func (g *Game) removeFromDiscard(ctx fxCtx, s Step) {
	pool := g.discardMatching(removePile(ctx, &s), s.Filter)
	n := min(max(1, s.Count), len(pool))
	if n == 0 {
		return
	}
	src, filter := ctx.src, s.Filter
	d := &Decision{Player: ctx.p, Kind: KindSelect, Min: n, Max: n,
		prompt: func(g *Game) string {
			return fmt.Sprintf("%s: remove %s in a discard pile from the game", g.cardName(src), countOf(n, filter.Text("card")))
		}, Options: make([]Option, 0, len(pool))}
	for _, id := range pool {
		d.Options = append(d.Options, Option{Action: ActPick, Card: id, label: removeLabel})
	}
	g.pose(d, nil, func(picks []int) {
		var gone []int
		for _, i := range picks {
			id := pool[i]
			g.place(id, ZRemoved, 0)
			gone = append(gone, id)
			g.emit(Event{Kind: "removed", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s removes %s from the game.", g.players[ctx.p].Name, g.shown(id))})
		}
		g.notePaid(ctx, gone)
	})
}

// removeLabel names the card an option removes from the game.
func removeLabel(g *Game, o *Option) string { return "Remove " + g.cardName(o.Card) }
