package game

import (
	"fmt"
	"slices"
)

// A card in a core losing all of its game text for a while (Sparber,
// 31V042: an event with no cards on it, in either player's core, until
// the end of the turn). Its keywords, like its other facts, stay: the
// text lost is what the engine runs from its encoding, so the card is no
// source while the effect lasts (activeSource): its orders, triggers,
// modifiers and cost changes all stop at once, and come back when the
// turn ends. Choosing the card is part of the text's action: with no
// card to choose, nothing happens.

// DoBlankCoreCard: choose a card in a core that has no cards on it; it
// loses its game text until the end of the turn.
const DoBlankCoreCard = "blank-core-card"

func init() { registerVerbs(blankTextVerbs()) }

func blankTextVerbs() map[string]verb {
	return map[string]verb{
		DoBlankCoreCard: {
			doc:    "choose a card matching filter in a core (whose: any: either player's, opponent: an opponent's; yours when absent) that has no cards on it; it loses all of its game text, keywords kept, until the end of this turn (until: turn)",
			fields: "filter whose until",
			validate: func(s *Step) error {
				switch s.Whose {
				case "", WhoseYour, WhoseAny, WhoseOpponent:
				default:
					return fmt.Errorf("whose must be your, opponent or any, not %q", s.Whose)
				}
				if s.Until != "turn" {
					return fmt.Errorf("until must be turn, not %q", s.Until)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				f := s.Filter.Text("card")
				where := "in your core"
				switch s.Whose {
				case WhoseAny:
					where = "in either player's core"
				case WhoseOpponent:
					where = "in an opponent's core"
				}
				return fmt.Sprintf("choose %s %s with no cards on it %s: it loses all of its game text (its keywords stay) until the end of this turn", article(f), f, where)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.blankable(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.blankCoreCard(ctx, s) },
		},
	}
}

// blankable lists the cards step s may choose: in a core whose cards it
// reaches, matching its filter, with nothing on them.
func (g *Game) blankable(ctx fxCtx, s *Step) []int {
	var out []int
	for p := range g.players {
		if !destroyWhose(s.Whose, Player(p) == ctx.p) {
			continue
		}
		for _, id := range g.players[p].Core {
			if c := g.cards[id]; c.Zone == ZCore && !g.resolvingInCore(id) && len(c.On) == 0 && g.matches(s.Filter, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// blankCoreCard has ctx's player choose the card, then blanks it.
func (g *Game) blankCoreCard(ctx fxCtx, s Step) {
	var acts []action
	for _, id := range g.blankable(ctx, &s) {
		label := "Blank " + g.cardName(id) + " (" + g.players[g.cards[id].Controller].Name + "'s core)"
		acts = append(acts, action{Option{Label: label, Action: ActPick, Card: id}, func() {
			g.thawSources() // the card stops being a source
			g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{id}, noText: true, until: s.Until})
			g.emit(Event{Kind: "condition", Player: ctx.p, Cards: g.one(id),
				Text: fmt.Sprintf("%s: %s loses all of its game text until the end of this turn.", g.ref(ctx.src), g.ref(id))})
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": which card loses its game text?", acts)
	}
}

// textBlanked reports whether card id has lost its game text now.
func (g *Game) textBlanked(id int) bool {
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; fx.noText && slices.Contains(fx.targets, id) {
			return true
		}
	}
	return false
}
