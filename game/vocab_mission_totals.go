package game

// Totals over missions: "the missions you command are worth more total
// points than your opponent's" (Well-Prepared Defenses, 17V017), "have
// greater total span" (Brave Words, 36V003). The amount total reads two
// more attributes of a mission, and the group your-missions holds the
// missions a player commands, beside opponent-missions (vocab_groups.go).

// The mission attributes the amount total may add up.
const (
	AttrPoints = "Points" // what the mission is worth now (Rulings: Mission Value Changes)
	AttrSpan   = "Span"   // its printed span
)

// GroupYourMissions is the missions you command.
const GroupYourMissions = "your-missions"

func init() {
	has := func(w string) string { return "you command " + w }
	groupRegistry[GroupYourMissions] = &groupEntry{
		noun:  "the missions you command",
		has:   has,
		each:  verbAfter(has),
		thing: "mission",
		members: func(g *Game, _ fxCtx, you Player, _ []int) []int {
			var out []int
			for _, m := range g.allMissions() {
				if g.commandsMission(you, m) {
					out = append(out, m)
				}
			}
			return out
		},
	}
}

// missionTotalAttr is a mission's Points (its printed points and what
// the text of cards adds to them now) or Span (printed); 0 for any other
// card.
func (g *Game) missionTotalAttr(id int, attr string) int {
	c := g.cards[id]
	if c.Card.Type != Mission {
		return 0
	}
	if attr == AttrSpan {
		return c.Card.Span
	}
	pts := c.Card.Points
	if c.Zone.InPlay() {
		g.eachModifierWhere(id, fxMission, layerAll, nil, func(_ int, m *Modifier, k int) {
			pts += m.Points * k
		})
	}
	return pts
}
