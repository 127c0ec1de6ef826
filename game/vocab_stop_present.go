package game

// A stop step with to: present stops another of your unstopped personnel
// present with this card, matching the step's filter, chosen by you: a
// cost such as "stop your other Drone present" (Reclamation Drone,
// 3U136). The card whose text it is never pays it, and neither does a
// personnel that cannot be stopped now (Glossary: cannot — a cost that
// cannot be paid).

// stopOtherPresentText words a stop of another personnel present.
func stopOtherPresentText(s Step) string {
	return "stop your other " + s.Filter.Text("personnel") + " present"
}

// otherPresentToStop lists ctx.p's unstopped personnel present with the
// text's card, other than that card, matching s.Filter, that may be
// stopped.
func (g *Game) otherPresentToStop(ctx fxCtx, s *Step) []int {
	var out []int
	for _, id := range g.present(ctx.src) {
		if id != ctx.src && g.unstoppedYours(ctx.p, id) && g.matches(s.Filter, id) && g.mayUndergo(s, id) {
			out = append(out, id)
		}
	}
	return out
}
