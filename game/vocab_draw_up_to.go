package game

import (
	"fmt"
	"slices"
)

// Drawing up to a number of cards, and the condition that every mission
// of a player's other than headquarters requires a skill (Enabran Tain,
// "Retired" Spymaster, 6P044).

// drawUpTo has the step's performer choose how many cards to draw, from
// one up to n (no more than the deck holds), and draw them. Declining
// altogether is the step's (or the ability's) may.
func (g *Game) drawUpTo(ctx fxCtx, n int) {
	p := g.textYou(ctx)
	n = min(n, len(g.players[p].Deck))
	if n <= 0 {
		return
	}
	if n == 1 {
		g.drawCards(ctx, 1)
		return
	}
	var acts []action
	for k := 1; k <= n; k++ {
		acts = append(acts, action{Option{Label: fmt.Sprintf("Draw %d", k), Action: ActPick}, func() { g.drawCards(ctx, k) }})
	}
	g.offer(p, KindSelect, g.cardName(ctx.src)+": how many cards do you draw?", acts)
}

// missionReqConds: conditions on what the player's missions require.
func missionReqConds() map[string]condEntry {
	return map[string]condEntry{
		"each-mission-requires": {
			fields:  []VocabField{{"skill", "the skill each mission's requirements must name"}},
			doc:     "each of your non-headquarters missions has requirements naming the skill (Ruling: Alpha 5 Approach)",
			example: "cond: {is: each-mission-requires, skill: Intelligence}",
			validate: func(c *Cond) error {
				if !IsSkill(c.Skill) {
					return fmt.Errorf("unknown skill %q", c.Skill)
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				requiring := g.missionsRequiring(ctx.p, c.Skill)
				for _, m := range g.allMissions() {
					if g.commandsMission(ctx.p, m) && !g.cards[m].Card.IsHQ() && !slices.Contains(requiring, m) {
						return false
					}
				}
				return true
			},
			text: func(c *Cond, _ condWords) string {
				return "each of your non-headquarters missions requires " + c.Skill
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// drawsFirst reports whether one of the steps before draws cards for the
// player: a discard of any cards from hand after it has cards to take
// (a draw of up to N followed by a discard from hand: Enabran Tain).
func drawsFirst(earlier []Step) bool {
	return slices.ContainsFunc(earlier, func(s Step) bool { return s.Do == DoDraw && s.Player == "" })
}
