package game

// A staffing icon gained by a modifier's gains_icon ([Cmd] or [Stf]: T'Jon,
// Felicium Addict, 29V049) is an icon the personnel has, so it staffs ships
// as a printed one does (Glossary: icons; Rulebook: Staffing a ship). Every
// staffing check reads a personnel's icon through staffIconOf, in crewIcons:
// moving, attempting aboard a ship, engagements, the staffed filter and
// condition and the words for what a ship lacks. The icon is asked for only
// in a game holding a card that gives one (identityState.staffing).

// staffIconOf is the icon personnel id gives a ship's staffing now: 1 for
// [Cmd], 2 for [Stf], 0 for neither. A gained staffing icon counts as a
// printed one (Glossary: modifications, icons; Rulebook: Staffing a
// ship): [Cmd] is the better, since it may stand in for [Stf].
func (g *Game) staffIconOf(id int) uint8 {
	gained := g.gainedStaffIcon(id)
	if gained == 1 {
		return 1
	}
	// A captive's icons copied (vocab_gain_all_of_captive.go): [Cmd]
	// outranks [Stf], which outranks none.
	if copied := g.copiedStaffIcon(id); copied == 1 || (copied == 2 && gained == 0) {
		return copied
	}
	return gained
}

// gainedStaffIcon is id's staffing icon, printed or gained by a modifier.
func (g *Game) gainedStaffIcon(id int) uint8 {
	printed := g.cards[id].Card.staffIcon
	if printed == 1 || !g.identity.staffing {
		return printed
	}
	if g.gainedIcon(id, IconCommand) {
		return 1
	}
	if printed == 0 && g.gainedIcon(id, IconStaff) {
		return 2
	}
	return printed
}
