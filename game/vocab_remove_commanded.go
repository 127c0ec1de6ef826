package game

import "fmt"

// remove-commanded: one card in play that you command, matching filter,
// your pick, is removed from the game (Glossary: remove from the game:
// set apart, in no discard pile). Usually a cost ("remove your event from
// the game to ..."), payable only when such a card is there: Luther
// Sloan, Man of Action (23V044). Removing is not destroying, so no
// "destroyed" text answers it.

// DoRemoveCommanded removes one of your cards in play from the game.
const DoRemoveCommanded = "remove-commanded"

func init() {
	registerVerbs(map[string]verb{
		DoRemoveCommanded: {
			doc:      "remove one of your cards in play matching filter from the game, your pick",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "remove one of your " + pluralNouns(s.Filter.Text("card")) + " from the game"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.destroyCandidates(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.removeCommanded(ctx, s) },
		},
	})
}

// removeCommanded has ctx.p pick one of its cards the step may remove.
func (g *Game) removeCommanded(ctx fxCtx, s Step) {
	s.Whose = "" // always your own
	var acts []action
	for _, id := range g.destroyCandidates(ctx, &s) {
		acts = append(acts, action{Option{Label: "Remove " + g.cardName(id) + " from the game", Action: ActPick, Card: id}, func() {
			g.removeFromGameQuiet(ctx.src, []int{id}, func(gone []int) { // vocab_removed.go
				if len(gone) > 0 {
					g.emit(Event{Kind: "remove", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s removes %s from the game.", g.players[ctx.p].Name, g.ref(id))})
				}
			})
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": remove which card from the game?", acts)
	}
}
