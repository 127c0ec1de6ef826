package game

import "errors"

// An event played on a ship (Rulebook: Event — an event says where it is
// played; Pulling Rank, 35V008): plays_on: your-ship puts it on a ship its
// player commands at a mission, narrowed by plays_on_ship (a filter of the
// ship: {staffing_at_least: 4}). It lies on the ship (zone ZPlayedOn,
// Where: the ship) and goes wherever the ship goes; when the ship leaves
// play it goes to its owner's discard pile with everything else on the
// ship (Glossary: discarding; Game.leavePlay). Its text acts from the
// ship: "this ship" is the ship it is on (ctxFor), it is at the ship's
// mission (missionOf), and a modifier's to: aboard reaches the cards
// aboard that ship (Game.related).

// PlaysOnYourShip: an event played on a ship its player commands.
const PlaysOnYourShip = "your-ship"

// validatePlaysOnShip checks plays_on_ship at load.
func (t *PlayText) validatePlaysOnShip() error {
	if t.PlaysOnShip != nil && t.PlaysOn != PlaysOnYourShip {
		return errors.New("plays_on_ship needs plays_on: your-ship")
	}
	if t.PlaysOn == PlaysOnYourShip && (t.PlaysOnMission != nil || t.OnePerMission) {
		return errors.New("plays_on: your-ship takes plays_on_ship, not plays_on_mission or one_per_mission")
	}
	return t.PlaysOnShip.validate()
}

// playsOnShipText words where the event is played.
func (t *PlayText) playsOnShipText() string {
	where := "a ship you command"
	if f := t.PlaysOnShip; f != nil {
		where += " (only " + article(f.Text("ship")) + " " + f.Text("ship") + ")"
	}
	return "Played on " + where + ", where it stays."
}

// playsOnShips appends the ships event c (plays_on: your-ship) may go on
// for p: p's ships at a mission, within p's reach, that its filter
// matches.
func (g *Game) playsOnShips(out []int, p Player, c *Inst) []int {
	if c.Card.PlaysOn != PlaysOnYourShip {
		return out
	}
	for _, s := range g.cards[1:] {
		if s.Card.Type == Ship && s.Zone == ZAtMission && s.Controller == p && g.considers(p, s.ID) && g.matches(c.Card.PlaysOnShip, s.ID) {
			out = append(out, s.ID)
		}
	}
	return out
}

// hostShip is the ship card id acts from: the ship itself, or the ship an
// event is played on; 0 for any other card.
func (g *Game) hostShip(id int) int {
	c := g.cards[id]
	switch {
	case c.Card.Type == Ship:
		return id
	case c.Zone == ZPlayedOn && g.cards[c.Where].Card.Type == Ship:
		return c.Where
	}
	return 0
}
