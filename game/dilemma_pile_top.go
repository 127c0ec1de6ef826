package game

// Rulebook: Attempting a mission, 3.d; Facing Dilemmas: dilemmas drawn
// and not chosen, and dilemmas sent back to a pile, go face up under it;
// a player who reaches a face-up card in their dilemma pile shuffles the
// pile face down. Drawing dilemmas reaches the top cards, and so does
// every text that takes, examines, reveals or places the top cards of a
// dilemma pile (Cave-In, Orb of Time, U.S.S. Sutherland): each of them
// asks for the top cards here.

// reachDilemmaTop reaches the top n cards of p's dilemma pile (fewer when
// the pile is shorter) and returns them, the pile's own slice: going
// down from the top, a face-up card shuffles the cards from it down face
// down first (the cards above it were reached already).
func (g *Game) reachDilemmaTop(p Player, n int) []int {
	ps := g.players[p]
	n = min(n, len(ps.DilemmaPile))
	for i := range n {
		if !g.cards[ps.DilemmaPile[i]].FaceUp {
			continue
		}
		rest := ps.DilemmaPile[i:]
		g.shuffle(rest)
		for _, id := range rest {
			g.cards[id].FaceUp = false
			g.changed(id) // rules_loops_cards.go
		}
		if !g.quiet { // its text is made for the event alone
			g.emit(Event{Kind: "shuffle", Player: p, Text: ps.Name + " reaches a face-up dilemma and shuffles the dilemma pile."})
		}
		break // every card from here down is face down now
	}
	return ps.DilemmaPile[:n]
}
