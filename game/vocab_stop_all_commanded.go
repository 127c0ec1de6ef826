package game

import "fmt"

// Stopping every personnel a player commands, wherever it is ("stop each
// of that opponent's personnel": Surprise Amity, 15V020), as one action:
// nobody chooses, a card that cannot be stopped is spared (stopCards).

// DoStopAllCommanded: stop each unstopped personnel matching Filter that
// the player Whose names (yours when absent; opponent) commands.
const DoStopAllCommanded = "stop-all-commanded"

func init() {
	registerVerbs(map[string]verb{
		DoStopAllCommanded: {
			doc:    "stop each unstopped personnel matching filter that you (whose: opponent: your opponent) command, wherever it is",
			fields: "filter whose",
			validate: func(s *Step) error {
				switch s.Whose {
				case "", WhoseYour, WhoseOpponent:
				default:
					return fmt.Errorf("whose must be your or opponent, not %q", s.Whose)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				who := "your"
				if s.Whose == WhoseOpponent {
					who = "that opponent's"
				}
				return "stop each of " + who + " " + pluralNouns(s.Filter.Text("personnel"))
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				p := ctx.p
				if s.Whose == WhoseOpponent {
					p = p.Other()
				}
				var ids []int
				for _, c := range g.cards[1:] {
					if c.Card.Type == Personnel && c.Zone.InPlay() && c.Controller == p && !c.Stopped && g.matches(s.Filter, c.ID) {
						ids = append(ids, c.ID)
					}
				}
				if len(ids) > 0 {
					g.stopCards(ctx, ids)
				}
			},
			undergoes: OutStop,
		},
	})
}
