package game

import "fmt"

// Extra staffing icons (Special Modifications, 24V017): a modifier with
// staffing_command adds that many command icons to the staffing
// requirements of each ship it reaches (Rulebook: Staffing a ship). The
// printed icons stay what filters and amounts read (staffing_at_least,
// staffing-icons); only whether a crew staffs the ship changes.

// validateStaffingCommand checks staffing_command at load and marks the
// modifier as one changing ships.
func (m *Modifier) validateStaffingCommand() error {
	return m.validateShipAddition("staffing_command", "icons", m.StaffingCommand)
}

// validateShipAddition checks a modifier field that adds n of something
// to the ships it reaches (staffing_command, extra_damage): none, or a
// positive count read without per; such a modifier changes ships.
func (m *Modifier) validateShipAddition(field, what string, n int) error {
	if n == 0 {
		return nil
	}
	if n < 0 {
		return fmt.Errorf("%s: %s are added, not taken away", field, what)
	}
	if m.Per != nil {
		return fmt.Errorf("%s: per is not read for it", field)
	}
	m.effects |= fxShip
	return nil
}

// extraCommandIcons counts the command icons the modifiers reaching ship s
// add to its staffing requirements. It visits only the modifiers that
// have staffing_command, so one whose filter asks whether a ship is
// staffed (Special Modifications' own bonus) is not read from here.
func (g *Game) extraCommandIcons(s int) int {
	if !g.staffingCommands {
		return 0 // no card of this game has one: a ship's staffing is read at every orders decision
	}
	return g.shipModifierSum(s, func(m *Modifier) int { return m.StaffingCommand })
}

// shipModifierSum adds up what field reads from each ship modifier
// reaching ship s; a modifier it reads 0 from is not checked, so only
// modifiers of that kind are visited.
func (g *Game) shipModifierSum(s int, field func(*Modifier) int) int {
	srcs, found := g.sourcesOf(fxShip)
	n := 0
	for _, src := range srcs {
		card := g.cards[src].Card
		if card.modEffects&fxShip == 0 || (!found && !g.modSourceActive(src)) {
			continue
		}
		for i := range card.Modifiers {
			m := &card.Modifiers[i]
			if v := field(m); v > 0 && g.modifierApplies(src, m, s, nil) {
				n += v
			}
		}
	}
	return n
}

// staffingCommandWords words the change for the card's generated text.
func (m *Modifier) staffingCommandWords() []string {
	if m.StaffingCommand == 0 {
		return nil
	}
	icons := ""
	for range m.StaffingCommand {
		icons += "[Cmd]"
	}
	return []string{"has " + icons + " added to its staffing requirements"}
}
