package game

// Your personnel: every personnel you command in play, wherever it is
// (on a planet, at a headquarters, aboard a ship), those you may not
// consider (your own stopped ones: Glossary: stopped) left out. An
// amount reads it for "the cost of a personnel you command", your pick
// among their printed costs (Damar, Cardassian Liberator, 13R052:
// `many: {cost: your-personnel, one: true}`).

// GroupYourPersonnel is the personnel you command in play.
const GroupYourPersonnel = "your-personnel"

func init() {
	has := func(w string) string { return "you command " + w }
	groupRegistry[GroupYourPersonnel] = &groupEntry{
		noun:  "the personnel you command",
		has:   has,
		each:  verbAfter(has),
		place: "you command",
		thing: "personnel",
		members: func(g *Game, _ fxCtx, you Player, _ []int) []int {
			var out []int
			for _, c := range g.cards[1:] {
				if c.Card.Type == Personnel && c.Controller == you && c.Zone.InPlay() && g.considers(you, c.ID) {
					out = append(out, c.ID)
				}
			}
			return out
		},
	}
}
