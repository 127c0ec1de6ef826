package game

import "fmt"

// Filter fields about ships: how many staffing icons a ship has ("a ship
// with four or more staffing icons": Miracle Working, 35V006; Nevala,
// 14C105) and whether its Commander is aboard ("a staffed ship ... with
// its Commander aboard": Mission Accomplished, 4U061) and whether it is
// staffed ("your staffed [E] ship": Matthew Dougherty, Misguided Admiral,
// 10R075; Rulebook: Staffing a ship).
//
// The staffing icons counted are the printed ones (Rulebook: Staffing a
// ship): an effect adding a requirement to staff a ship does not give it
// another icon. A Commander is a personnel whose Commander keyword names
// the ship (Glossary: Commander), read as the commander-aboard condition
// reads it: a stopped one's keyword cannot be used (Glossary: stopped).

// staffingOK reports whether c passes staffing_at_least: a ship with that
// many printed staffing icons or more; any other card fails.
func (f *Filter) staffingOK(c *Card) bool {
	return f.StaffingAtLeast == nil || (c.Type == Ship && len(c.Staffing) >= *f.StaffingAtLeast)
}

// commanderAboardShip reports whether ship id carries a personnel whose
// Commander keyword names it.
func (g *Game) commanderAboardShip(id int) bool {
	return g.cards[id].Card.Type == Ship && g.matchingCommanderAboard(id)
}

// shipPost words the fields after the noun.
func (f *Filter) shipPost() []string {
	var out []string
	if f.Staffed {
		out = append(out, "that is staffed")
	}
	if f.StaffingAtLeast != nil {
		out = append(out, fmt.Sprintf("with %d or more staffing icons", *f.StaffingAtLeast))
	}
	if f.CommanderAboard {
		out = append(out, "with its Commander aboard")
	}
	return out
}
