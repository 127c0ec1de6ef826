package game

// The card a triggered ability answers for, as a group text may measure
// (the played personnel's cost sets how many cards are milled: Alenis
// Grem, Occupation Historian, 30V033): the personnel just
// played, the one about to be stopped, and so on (fxCtx.subject). An
// ability answering for the trigger as a whole has no such card, so the
// group is empty.

// GroupSubject is the card the trigger the ability answers is about.
const GroupSubject = "subject"

func init() {
	groupRegistry[GroupSubject] = &groupEntry{
		noun:  "that card",
		has:   func(w string) string { return "that card is " + article(w) + " " + w },
		thing: "card",
		members: func(_ *Game, ctx fxCtx, _ Player, _ []int) []int {
			if ctx.subject == 0 {
				return nil
			}
			return []int{ctx.subject}
		},
	}
}
