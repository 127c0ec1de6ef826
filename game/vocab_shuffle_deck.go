package game

import "fmt"

// Shuffling a draw deck as card text asks ("each player chooses one: ...
// shuffle his or her deck": Orfil Quinteros, 12U079). A deck is face
// down already, so only its order changes. With whose "any" the
// performer picks whose deck, either player's (Reconfiguration, 2C058,
// pays with it); a deck with no card in it can still be shuffled.

// DoShuffleDeck: the performer shuffles a draw deck.
const DoShuffleDeck = "shuffle-deck"

func init() { registerVerbs(shuffleDeckVerbs()) }

func shuffleDeckVerbs() map[string]verb {
	return map[string]verb{
		DoShuffleDeck: {
			doc:    "shuffle your draw deck (whose: any: the performer picks any player's)",
			fields: "whose",
			validate: func(s *Step) error {
				if s.Whose != "" && s.Whose != "any" {
					return fmt.Errorf("shuffle-deck whose must be any or absent, not %q", s.Whose)
				}
				return nil
			},
			text: func(s Step) string {
				if s.Whose == "any" {
					return "shuffle any player's deck"
				}
				return "shuffle your deck"
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.Whose != "any" {
					g.shuffleDeckOf(ctx.p, ctx.p)
					return
				}
				var acts []action
				for _, q := range []Player{ctx.p, ctx.p.Other()} {
					q := q
					acts = append(acts, action{Option{Label: "Shuffle " + g.players[q].Name + "'s deck", Action: ActPick}, func() { g.shuffleDeckOf(ctx.p, q) }})
				}
				g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": shuffle whose deck?", acts)
			},
		},
	}
}

// shuffleDeckOf: by shuffles q's draw deck, and the log says so.
func (g *Game) shuffleDeckOf(by, q Player) {
	g.shuffle(g.players[q].Deck)
	text := g.players[by].Name + " shuffles the deck."
	if by != q {
		text = fmt.Sprintf("%s shuffles %s's deck.", g.players[by].Name, g.players[q].Name)
	}
	g.emit(Event{Kind: "shuffle", Player: by, Text: text})
}
