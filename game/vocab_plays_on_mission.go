package game

import (
	"errors"
	"slices"
)

// An event played on a mission, narrowed beyond "a mission you command"
// (Rulebook: Event — an event says where it is played): on missions a
// filter matches (For the Cause, 2C043, goes on Athos IV; Habak, 25V009,
// on a Demilitarized Zone mission of yours), on any player's mission
// (plays_on: mission) or yours (plays_on: your-mission), and, with
// one_per_mission, never on a mission a copy of it already lies on
// ("limit one per mission": Glossary, limits).

// PlaysOnAnyMission: an event played on a mission in play, whoever
// commands it.
const PlaysOnAnyMission = "mission"

func (t *PlayText) validatePlaysOnMission() error {
	if (t.PlaysOnMission != nil || t.OnePerMission) && t.PlaysOn == "" {
		return errors.New("plays_on_mission and one_per_mission need plays_on")
	}
	if err := t.PlaysOnMission.validate(); err != nil {
		return err
	}
	return nil
}

// playsOnMissionText words where the event is played.
func (t *PlayText) playsOnMissionText() string {
	where := "a mission"
	switch f := t.PlaysOnMission; {
	case f != nil && f.Title != "":
		where = f.Title // a mission named by title: {Athos IV}
	case f != nil:
		where = article(f.Text("mission")) + " " + f.Text("mission")
	}
	if t.PlaysOn == PlaysOnYourMission {
		where += " you command"
	}
	s := "Played on " + where + ", where it stays"
	if t.OnePerMission {
		s += "; only one copy of it on each mission"
	}
	return s + "."
}

// playsOnMissionOK reports whether event c may go on mission m by its
// filter and its limit.
func (g *Game) playsOnMissionOK(c *Inst, m int) bool {
	t := &c.Card.PlayText
	if t.PlaysOnMission != nil && !g.matches(t.PlaysOnMission, m) {
		return false
	}
	if t.OnePerMission && slices.ContainsFunc(g.cards[m].On, func(x int) bool {
		return x != c.ID && g.cards[x].Zone == ZPlayedOn && g.cards[x].Card.titleIdx == c.Card.titleIdx
	}) {
		return false
	}
	return true
}

// playsOnAnyMission appends the missions in play, anyone's, event c
// (plays_on: mission) may go on.
func (g *Game) playsOnAnyMission(out []int, c *Inst) []int {
	if c.Card.PlaysOn != PlaysOnAnyMission {
		return out
	}
	for p := range g.players {
		for _, m := range g.players[p].Missions {
			if mc := g.cards[m]; mc.Zone == ZMission && g.playsOnMissionOK(c, m) {
				out = append(out, m)
			}
		}
	}
	return out
}
