package game

// The basic bot's handling of its own missions that its crews may
// attempt but not complete (Investigate Maquis Activity, 2U100, and
// Intercept Maquis, 1U175, forbid it to a [Maq] crew). Its view says so
// for the crew at a mission now (MissionView.CannotComplete, from the
// engine's own rule); attempting anyway only loses personnel to dilemmas
// and ends in failure, so such an attempt scores below ending the orders.
// Having seen its crew barred there, the bot also stops sending crews to
// that mission for a few turns, so that it does not beam or fly a crew
// there and back again; the memory fades so that a change on the table
// (an event that lifts the ban, a crew without the barred icon) is tried
// again.

// barredTurns is how many turns (both players' turns) a mission the bot
// saw barred to its crew stays off its list.
const barredTurns = 4

// noteBarred records, from the orders view v, which of the bot's missions
// its crew there now may not complete, and forgets a mission whose crew
// there now may.
func (b *basicBot) noteBarred(v *View) {
	if int(v.Me) < 0 || int(v.Me) >= len(v.Players) {
		return
	}
	ms := v.Players[v.Me].Missions
	for i := range ms {
		m := &ms[i]
		switch {
		case m.CannotComplete:
			if b.barredAt == nil {
				b.barredAt = map[int]int{}
			}
			b.barredAt[m.ID] = v.Turn
		case len(b.barredAt) > 0 && b.crewCountAt(v, m) > 0:
			delete(b.barredAt, m.ID) // a crew is there and may complete it
		}
	}
}

// barred reports whether mission m is one the bot's crew may not complete
// now, or was seen so within the last barredTurns turns.
func (b *basicBot) barred(v *View, m *MissionView) bool {
	if m.CannotComplete {
		return true
	}
	t, ok := b.barredAt[m.ID]
	return ok && v.Turn-t < barredTurns
}
