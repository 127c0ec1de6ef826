package game

// "When a mission attempt ends" (Glossary: attempting missions): every
// attempt ends once, however it ends - its mission completed, failed
// (requirements not met, no personnel left), or ended by text
// (end-attempt). The trigger fires then, after what lasted until the end
// of the attempt has ended and before the attempting player's next
// order. Its player is the one who attempted, its mission the one
// attempted (cond: here reads "at this mission"), its cards the
// personnel still attempting as it ended.

// TrigAttemptEnded: Player's attempt of Mission has ended.
const TrigAttemptEnded = "attempt-ended"

func init() {
	triggerTable[TrigAttemptEnded] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a player's mission attempt has ended (completed, failed or ended by text); its mission is the one attempted",
		example: "{when: attempt-ended, who: opponent, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			here := c.Type == Mission && a.Cond.has(condHere)
			switch {
			case here && a.Who == "you":
				return "when your mission attempt at this mission ends"
			case here:
				return "when a mission attempt at this mission ends"
			}
			switch a.Who {
			case "you":
				return "when your mission attempt ends"
			case "opponent":
				return "when an opponent's mission attempt ends"
			}
			return "when a mission attempt ends"
		}}
}

// attemptEnded fires attempt-ended for attempt a, just over.
func (g *Game) attemptEnded(a *attempt) {
	if !g.listenedTo(TrigAttemptEnded) {
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigAttemptEnded, Player: a.player, Cards: g.lists.clone(a.personnel), Mission: a.mission}), nil)
}
