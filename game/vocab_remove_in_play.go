package game

import "fmt"

// Removing a card in play from the game (Glossary: remove from the game —
// the card is set aside for the rest of the game, not destroyed, so
// "when destroyed" text does not answer): Montgomery Scott, Experienced
// Engineer (20V027) takes an event out of an opponent's core. With from:
// core only the events lying in a player's core are reached.

// DoRemoveCard names the verb.
const DoRemoveCard = "remove-card"

func init() {
	registerVerbs(map[string]verb{
		DoRemoveCard: {
			doc:    "remove a card in play matching filter (whose: opponent, any; yours when absent; from: core: one in a core) from the game, chosen by you",
			fields: "filter whose from",
			validate: func(s *Step) error {
				switch s.Whose {
				case "", WhoseYour, WhoseOpponent, WhoseAny:
				default:
					return fmt.Errorf("whose must be your, opponent or any, not %q", s.Whose)
				}
				switch s.From {
				case "", "core":
				default:
					return fmt.Errorf("from must be core or absent, not %q", s.From)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				f := s.Filter.Text("card")
				where := ""
				switch s.Whose {
				case WhoseOpponent:
					where = " an opponent commands"
					if s.From == "core" {
						where = " in an opponent's core"
					}
				case WhoseAny:
					if s.From == "core" {
						where = " in a core"
					}
				default:
					where = " you command"
					if s.From == "core" {
						where = " in your core"
					}
				}
				return "remove " + article(f) + " " + f + where + " from the game"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.removableInPlay(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.removeInPlay(ctx, s) },
		},
	})
}

// removableInPlay lists the cards in play s may remove for ctx's player:
// not missions, whose and from as the step says, within the player's
// reach.
func (g *Game) removableInPlay(ctx fxCtx, s *Step) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if !c.Zone.InPlay() || c.Card.Type == Mission || c.ID == ctx.src || (s.From == "core" && c.Zone != ZCore) {
			continue
		}
		switch s.Whose {
		case WhoseOpponent:
			if c.Controller == ctx.p {
				continue
			}
		case WhoseAny:
		default:
			if c.Controller != ctx.p {
				continue
			}
		}
		if g.considers(ctx.p, c.ID) && g.matches(s.Filter, c.ID) && !g.cannotLeavePlay(c.ID, OutRemoveFromGame) { // vocab_ship_on_event.go
			out = append(out, c.ID)
		}
	}
	return out
}

func (g *Game) removeInPlay(ctx fxCtx, s Step) {
	var acts []action
	for _, id := range g.removableInPlay(ctx, &s) {
		id := id
		label := "Remove " + g.cardName(id) + " (" + g.players[g.cards[id].Controller].Name + ")"
		acts = append(acts, action{Option{Label: label, Action: ActPick, Card: id}, func() {
			g.notePaid(ctx, []int{id})
			g.removeFromGameQuiet(ctx.src, []int{id}, func(gone []int) { // vocab_removed.go
				if len(gone) > 0 {
					g.emit(Event{Kind: "removed", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s removes %s from the game.", g.players[ctx.p].Name, g.ref(id))})
				}
			})
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": remove which card from the game?", acts)
	}
}
