package game

import (
	"fmt"
	"slices"
)

// Text of the player drawing dilemmas against an opponent's attempt, once
// they are drawn and before the stack is chosen (Glossary: attempting
// missions, steps 2.c–2.d; Bigger Tattoo, 13R023):
//
// remove-drawn-dilemma: the performer removes from the game one of the
// dilemmas they drew that the filter matches, their pick (a cost).
//
// draw-more-dilemmas: the performer draws amount more dilemmas from
// their pile, added to those drawn (a face-up card reached reshuffles
// the pile as for the first draw). The total cost they may spend stays
// what the attempt's count made it (Rulebook: Facing Dilemmas).
//
// A dual dilemma may be used at planet and at space missions (Rulebook:
// Dilemma), so text about "a planet dilemma" reads the filter
// {any: [{dilemma: planet}, {dilemma: dual}]}.

const (
	// DoRemoveDrawnDilemma names the verb.
	DoRemoveDrawnDilemma = "remove-drawn-dilemma"
	// DoDrawMoreDilemmas names the verb.
	DoDrawMoreDilemmas = "draw-more-dilemmas"
)

func init() {
	registerVerbs(map[string]verb{
		DoRemoveDrawnDilemma: {
			doc:      "(while choosing dilemmas) remove from the game one of the dilemmas you drew matching filter, your pick",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				f := s.Filter.Text("dilemma")
				return "remove from the game " + article(f) + " " + f + " among those you drew"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.drawnMatching(ctx.p, s.Filter)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.removeDrawnDilemma(ctx, s) },
		},
		DoDrawMoreDilemmas: {
			doc:      "(while choosing dilemmas) draw amount more dilemmas, added to those drawn; the cost you may spend does not change",
			fields:   "amount",
			validate: positiveAmount,
			text: func(s Step) string {
				return "draw " + countOf(s.Amount, "additional dilemma")
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return g.drawingDilemmas(ctx.p) && len(g.players[ctx.p].DilemmaPile) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if !g.drawingDilemmas(ctx.p) {
					return
				}
				g.drawDilemmas(s.Amount)
			},
		},
	})
}

// drawnMatching lists the dilemmas p drew against the attempt under way
// that f matches, while p still chooses among them.
func (g *Game) drawnMatching(p Player, f *Filter) []int {
	if !g.drawingDilemmas(p) {
		return nil
	}
	var out []int
	for _, id := range g.attempt.drawn {
		if g.cards[id].Card.Type == Dilemma && f.MatchesCard(g.cards[id].Card) {
			out = append(out, id)
		}
	}
	return out
}

// removeDrawnDilemma: ctx.p picks one of the matching dilemmas drawn and
// removes it from the game.
func (g *Game) removeDrawnDilemma(ctx fxCtx, s Step) {
	pool := g.drawnMatching(ctx.p, s.Filter)
	acts := make([]action, 0, len(pool))
	for _, id := range pool {
		id := id
		acts = append(acts, action{Option{Label: "Remove " + g.cardName(id), Action: ActPick, Card: id}, func() {
			g.place(id, ZRemoved, 0)
			g.emit(Event{Kind: "remove", Player: ctx.p, Cards: g.one(id),
				Text: fmt.Sprintf("%s: %s removes the drawn dilemma %s from the game.", g.ref(ctx.src), g.players[ctx.p].Name, g.ref(id))})
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, "Remove which dilemma you drew from the game?", slices.Clip(acts))
	}
}
