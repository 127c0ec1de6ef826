package game

import (
	"fmt"
	"slices"
)

// Text a card gains for a while (James T. Kirk, Experienced Commander,
// 20V021, takes on an exclusion ability for the rest of the turn he is
// played in). The text gained is encoded on the card itself, as abilities or
// modifiers whose condition is gained-text; the verb gain-text gives it to
// the card through a timed effect on the card, and the condition holds
// while that effect lasts. The effect is the card's own: it ends when the
// turn ends, or sooner when the card leaves play (a card entering play
// again is a new card: Glossary: play and place), so a copy played again
// the same turn without its gain (at a cost that skips it) does not keep
// it. Because the gain is a step of an ability, text that skips that
// ability (ignore-next-ability) skips the gain too.

// DoGainText names the verb.
const DoGainText = "gain-text"

// CondGainedText names the condition.
const CondGainedText = "gained-text"

func init() {
	registerVerbs(map[string]verb{
		DoGainText: {
			doc:    "this card gains its own text marked with the condition gained-text for the rest of the turn (until: turn); it ends early if the card leaves play",
			fields: "until",
			validate: func(s *Step) error {
				if s.Until != "turn" {
					return fmt.Errorf("until must be turn, not %q", s.Until)
				}
				return nil
			},
			text: func(s Step) string {
				return "this card gains its text below that works only while it has gained text, until " + untilPhrase(s.Until)
			},
			possible: func(g *Game, ctx fxCtx, _ *Step) bool { return g.cards[ctx.src].Zone.InPlay() },
			run: func(g *Game, ctx fxCtx, s Step) {
				if !g.cards[ctx.src].Zone.InPlay() {
					return
				}
				g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{ctx.src}, gainedText: true, until: s.Until, player: ctx.p})
				g.emit(Event{Kind: "gain-text", Player: ctx.p, Cards: g.one(ctx.src),
					Text: fmt.Sprintf("%s gains its text for a while, until %s.", g.ref(ctx.src), g.untilLog(s.Until, ctx.p))})
			},
		},
	})
}

// gainedTextConds is the condition table of this file.
func gainedTextConds() map[string]condEntry {
	return map[string]condEntry{
		CondGainedText: {
			doc:     "this card has gained text by its own gain-text step and still has it (for the rest of the turn, while it stays in play)",
			example: "cond: gained-text",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				return g.hasGainedText(ctx.src)
			},
			text:        func(*Cond, condWords) string { return "this card has gained text" },
			slot:        slotWhileClause,
			inModifiers: true,
		},
	}
}

// hasGainedText reports whether card id holds text a gain-text step gave
// it.
func (g *Game) hasGainedText(id int) bool {
	return slices.ContainsFunc(g.turnFx, func(fx timedEffect) bool {
		return fx.gainedText && fx.source == id && slices.Contains(fx.targets, id)
	})
}
