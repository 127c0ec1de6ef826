package game

// Groups of what the opponent commands beyond the ones vocab_groups.go
// defines, registered here so that each stays one entry with its words
// and members ("for each headquarters mission the opponent on your left
// commands": Interstellar Exigence, 43V004).

// GroupOpponentHQs is the headquarters missions your opponent commands.
const GroupOpponentHQs = "opponent-headquarters"

func init() {
	has := func(w string) string { return "your opponent commands " + w }
	groupRegistry[GroupOpponentHQs] = &groupEntry{
		noun:  "the headquarters missions your opponent commands",
		has:   has,
		each:  verbAfter(has),
		thing: "headquarters mission",
		members: func(g *Game, _ fxCtx, you Player, _ []int) []int {
			opp := you.Other()
			var out []int
			for _, m := range g.players[opp].Missions {
				if mc := g.cards[m]; mc.Card.MissionType == Headquarters && g.commandsMission(opp, m) {
					out = append(out, m)
				}
			}
			return out
		},
	}
}
