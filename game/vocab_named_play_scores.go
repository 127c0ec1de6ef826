package game

import (
	"fmt"
	"strings"
)

// named-play-scores: a lasting effect made by text that has just named a
// card title: points for its player each time the opponent plays a card
// of that title before that player's next turn begins (Data, Commanding
// Officer, 0P010; Sensing a Trap, 3U053). The effect belongs
// to the player whose text made it and lasts until the start of that
// player's next turn (vocab_until_next_turn.go), whatever becomes of the
// card that made it: an effect, once made, does not depend on its source
// staying in play. Each time an opponent of that player plays a card with
// the named title (Glossary: naming cards — by title only), the player
// scores, as the played card's own text is done (Glossary: playing a card,
// steps 8–9).

// DoNamedPlayScores names the verb.
const DoNamedPlayScores = "named-play-scores"

func init() {
	registerVerbs(map[string]verb{
		DoNamedPlayScores: {
			doc:    "until the start of your next turn, each time an opponent plays a card with the title this card just named, score amount points",
			fields: "amount",
			validate: func(s *Step) error {
				if s.Amount <= 0 {
					return fmt.Errorf("named-play-scores needs a positive amount")
				}
				return nil
			},
			text: func(s Step) string {
				return fmt.Sprintf("until the start of your next turn, each time an opponent plays a card with that title, score %d points", s.Amount)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				t := g.plays.named[ctx.src]
				if t == "" {
					return // nothing was named
				}
				g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, player: ctx.p, until: UntilNextTurn, namedPlay: t, points: s.Amount})
			},
		},
	})
}

// namedPlayScores scores for each named-play effect of p's opponent whose
// title card id, just played by p, has.
func (g *Game) namedPlayScores(p Player, id int) {
	for i := range g.turnFx {
		fx := &g.turnFx[i]
		if fx.namedPlay == "" || fx.player == p || !strings.EqualFold(fx.namedPlay, g.cards[id].Card.Title) {
			continue
		}
		g.scorePoints(fxCtx{src: fx.source, p: fx.player}, fx.points)
	}
}
