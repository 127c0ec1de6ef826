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
	if m.StaffingCommand == 0 {
		return nil
	}
	if m.StaffingCommand < 0 {
		return fmt.Errorf("staffing_command: icons are added, not taken away")
	}
	if m.Per != nil {
		return fmt.Errorf("staffing_command: per is not read for it")
	}
	m.effects |= fxShip
	return nil
}

// extraCommandIcons counts the command icons the modifiers reaching ship s
// add to its staffing requirements. It visits only the modifiers that
// have staffing_command, so one whose filter asks whether a ship is
// staffed (Special Modifications' own bonus) is not read from here.
func (g *Game) extraCommandIcons(s int) int {
	srcs, found := g.sourcesOf(fxShip)
	n := 0
	for _, src := range srcs {
		card := g.cards[src].Card
		if card.modEffects&fxShip == 0 || (!found && !g.modSourceActive(src)) {
			continue
		}
		for i := range card.Modifiers {
			m := &card.Modifiers[i]
			if m.StaffingCommand > 0 && g.modifierApplies(src, m, s, nil) {
				n += m.StaffingCommand
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
