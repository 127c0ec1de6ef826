package game

import "fmt"

// The staffing icons of one of your staffed ships, as an amount ("draw a
// card for each staffing icon on your staffed [Dom] ship": Luaran,
// Critical Coordinator, 18V023). A ship's staffing icons are its staffing
// requirements (Glossary: staffing); a staffed ship is one whose
// requirements the personnel aboard meet. With one: true the player picks
// which of their staffed ships the filter matches counts, when their
// icons differ (withAmount); without it the most among them counts.

// AmountStaffingIcons: the staffing icons of a staffed ship you command.
const AmountStaffingIcons = "staffing-icons"

func init() {
	e := amountEntry{
		fields: []VocabField{fieldAmountFilter,
			{"one", "the icons of one ship, the player's choice when they differ (none: the most among them)"}},
		doc:     "the staffing icons of a staffed ship you command that the filter matches (one: the player picks which ship counts; none: the most among them; no such ship: 0)",
		example: "many: {is: staffing-icons, filter: {affiliation: dominion}, one: true}",
		validate: func(a *Amount) error {
			return a.Filter.validate()
		},
		value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
			n := 0
			for _, s := range g.yourStaffedShips(ctx, a.Filter) {
				n = max(n, g.staffingIcons(s))
			}
			return n
		},
		text: func(a *Amount) string {
			ship := "ship"
			if !a.Filter.IsZero() {
				ship = a.Filter.Text("ship")
			}
			if a.One {
				return fmt.Sprintf("the staffing icons on one staffed %s of yours (your choice)", ship)
			}
			return fmt.Sprintf("the staffing icons on your staffed %s with the most", ship)
		},
	}
	e.fields = append(e.fields, amountCommonFields...)
	amountRegistry[AmountStaffingIcons] = &e
}

// yourStaffedShips lists the staffed ships in play that the text's "you"
// commands and the filter matches.
func (g *Game) yourStaffedShips(ctx fxCtx, f *Filter) []int {
	you := g.textYou(ctx)
	var out []int
	for _, m := range g.allMissions() {
		for _, s := range g.cards[m].Ships {
			if g.cards[s].Controller == you && g.considers(you, s) && g.staffed(s) && g.matches(f, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// staffingIcons is the number of staffing icons printed on ship s.
func (g *Game) staffingIcons(s int) int { return len(g.cards[s].Card.Staffing) }
