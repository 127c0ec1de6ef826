package game

import (
	"fmt"
	"slices"
)

// remove-from-discard: remove count (1) cards the filter matches from a
// discard pile (whose: yours, or opponent's) from the game (an opponent's
// personnel, as a cost: Makbar, State Jurist, 40V029). A discard pile is face up, so the choice hides
// nothing. As a cost the cards removed are what was paid with (group
// paid), so later steps may read them (gain-skill from cost takes a skill
// of the card removed). With whose: any the player first picks whose
// pile, one of the players whose pile holds such a card, and takes all
// the cards from that one pile, as many as it has up to count ("four cards
// in a player's discard pile": Karl Jaeger, 17V061).

// DoRemoveFromDiscard names the verb.
const DoRemoveFromDiscard = "remove-from-discard"

func init() {
	registerVerbs(map[string]verb{
		DoRemoveFromDiscard: {
			doc:    "remove count cards matching filter in a discard pile (whose: yours, opponent's, or any: one player's, picked) from the game",
			fields: "count filter whose",
			validate: func(s *Step) error {
				switch s.Whose {
				case "", WhoseOpponent, WhoseAny:
				default:
					return fmt.Errorf("whose must be opponent or any (yours when absent), not %q", s.Whose)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				pile := "your discard pile"
				switch s.Whose {
				case WhoseOpponent:
					pile = "an opponent's discard pile"
				case WhoseAny:
					return "remove " + countOf(max(1, s.Count), s.Filter.Text("card")) + " in one player's discard pile (as many as it has, up to that) from the game"
				}
				return "remove " + countOf(max(1, s.Count), s.Filter.Text("card")) + " in " + pile + " from the game"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.Whose == WhoseAny {
					return len(g.removableFromDiscard(ctx, ctx.p, s.Filter)) > 0 || len(g.removableFromDiscard(ctx, ctx.p.Other(), s.Filter)) > 0
				}
				return len(g.removableFromDiscard(ctx, removePile(ctx, s), s.Filter)) >= max(1, s.Count)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.Whose == WhoseAny {
					g.removeFromChosenDiscard(ctx, s)
					return
				}
				g.removeFromDiscard(ctx, s, removePile(ctx, &s))
			},
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
func (g *Game) removeFromDiscard(ctx fxCtx, s Step, whose Player) {
	pool := g.removableFromDiscard(ctx, whose, s.Filter)
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
		g.firedRemovedFromDiscard(whose, src, gone) // vocab_discard_removal.go
	})
}

// removeLabel names the card an option removes from the game.
func removeLabel(g *Game, o *Option) string { return "Remove " + g.cardName(o.Card) }

// removeFromChosenDiscard has the player pick whose discard pile (only
// one holding a matching card is offered; with one such pile, it is that
// one), then removes from it as removeFromDiscard does.
func (g *Game) removeFromChosenDiscard(ctx fxCtx, s Step) {
	var acts []action
	for _, q := range [2]Player{ctx.p, ctx.p.Other()} {
		if len(g.removableFromDiscard(ctx, q, s.Filter)) == 0 {
			continue
		}
		q := q
		acts = append(acts, action{Option{Label: g.players[q].Name + "'s discard pile", Action: ActPick}, func() { g.removeFromDiscard(ctx, s, q) }})
	}
	switch len(acts) {
	case 0:
	case 1:
		acts[0].do()
	default:
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": remove cards from whose discard pile?", acts)
	}
}

// removableFromDiscard lists the cards of p's discard pile matching f
// that ctx's text may remove from the game: not those a cannot_source
// modifier keeps from it (vocab_cannot_source.go).
func (g *Game) removableFromDiscard(ctx fxCtx, p Player, f *Filter) []int {
	return slices.DeleteFunc(g.discardMatching(p, f), func(id int) bool { return g.cannotBy(id, OutRemoveFromGame, ctx.src) })
}
