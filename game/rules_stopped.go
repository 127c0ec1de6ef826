package game

// considers reports whether game text or a rule acting for player by may
// use card id, read its characteristics or affect it now (Glossary:
// stopped). Every place that reads a card in play for a player — a
// modifier's source, target or condition, a cost reduction, staffing, who
// attempts, what a card's text may pick or move — asks here, so the rule
// lives in one place:
//
//   - an unstopped card may always be considered;
//   - a stopped personnel or ship is out of its controller's reach: its
//     text, attributes and icons cannot be used, other cards' text cannot
//     affect it, and it does not count toward commanding anything;
//   - during its controller's turn the opponent's text may not consider
//     it either; on the opponent's own turn the opponent's text includes
//     it when it can.
//
// Equipment, missions and events are never stopped.
func (g *Game) considers(by Player, id int) bool {
	c := g.cards[id]
	if !c.Stopped {
		return true
	}
	return c.Controller != by && g.active != c.Controller
}
