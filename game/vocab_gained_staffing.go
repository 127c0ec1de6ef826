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
	printed := g.cards[id].Card.staffIcon
	if printed == 1 || (!g.identity.staffing && len(g.turnFx) == 0) {
		return printed
	}
	// Gained by a modifier (T'Jon), or copied from a captive
	// (vocab_gain_all_of_captive.go).
	has := func(icon string) bool {
		return (g.identity.staffing && g.gainedIcon(id, icon)) || g.copiedIcon(id, icon)
	}
	if has(IconCommand) {
		return 1
	}
	if printed == 0 && has(IconStaff) {
		return 2
	}
	return printed
}
