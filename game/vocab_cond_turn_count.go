package game

import "errors"

// Two conditions on whose turn it is and on what each player commands:
//
//   - not-your-turn: it is an opponent's turn (text that works only while
//     its player is not the one taking the turn: Escaping Detection,
//     4U050). your-turn is its opposite, for text that works only in its
//     player's own turn (Rulebook: Turn sequence).
//   - commands-more: you command more cards in play the filter matches
//     than each opponent does (Glossary: command: the cards in your core,
//     on your missions and aboard your ships are yours; a stopped card you
//     command counts only as the rules let its controller consider it).
//
// Neither reads what a modifier changes, so a modifier's while may use
// them.
func turnCountConds() map[string]condEntry {
	return map[string]condEntry{
		"your-turn": {
			doc: "it is your turn", example: "while: your-turn",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool { return g.active == ctx.p },
			text:  func(*Cond, condWords) string { return "it is your turn" },
			slot:  slotIf, inModifiers: true,
		},
		"not-your-turn": {
			doc: "it is not your turn (an opponent's turn)", example: "while: not-your-turn",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool { return g.active != ctx.p },
			text:  func(*Cond, condWords) string { return "it is not your turn" },
			slot:  slotIf, inModifiers: true,
		},
		"commands-more": {
			fields:  []VocabField{fieldOf},
			doc:     "you command more cards in play the filter matches than each opponent",
			example: "while: {is: commands-more, of: {type: event}}",
			validate: func(c *Cond) error {
				if c.Of == nil {
					return errors.New("needs of: the cards counted")
				}
				return validateModFilter(c.Of)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				return g.commandedCount(ctx.p, c.Of) > g.commandedCount(ctx.p.Other(), c.Of)
			},
			text: func(c *Cond, _ condWords) string {
				return "you command more " + pluralNouns(c.Of.Text("card")) + " than each opponent"
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// commandedCount is how many cards in play p commands, may consider and
// the filter matches.
func (g *Game) commandedCount(p Player, f *Filter) int {
	n := 0
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Controller == p && g.considers(p, c.ID) && g.matches(f, c.ID) {
			n++
		}
	}
	return n
}
