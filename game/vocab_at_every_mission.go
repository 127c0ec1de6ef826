package game

import (
	"errors"
	"strings"
)

// A personnel at several missions at once. A modifier with the field
// at_quadrant_missions (a filter of ships) makes each personnel it
// reaches, while that personnel is aboard a ship its own controller
// commands that the filter matches, at every mission in the quadrant of
// the mission where the ship is (Escaping Detection, 4U050). The card
// does not move: it stays aboard its ship, present only with the cards
// aboard it (Rulebook: Present); what it gains is being "at" the other
// missions, which "at this mission" reads (Rulings: At This Mission):
//
//   - an ability's here condition (a trigger at any of its missions),
//   - the modifier relations this-mission and at-mission,
//   - the condition at (at a mission of that kind or player),
//   - personnelAt, the personnel anywhere at a mission.
//
// Where the card is for everything else (moving, beaming, attempting,
// what is present) is still the one place it stands: missionOf.
//
// The modifier's conditions are read for its source (an event in a core
// reads its player's turn and events); while they are read (busy), no
// card is anywhere else, so a condition never counts through itself.

// everywhereState: the sources of these modifiers, found at indexCards.
type everywhereState struct {
	sources []int
	busy    bool
}

// atQuadrantWords words the change for the card's generated text.
func (m *Modifier) atQuadrantWords() []string {
	if m.AtQuadrantMissions == nil {
		return nil
	}
	return []string{"while aboard your " + m.AtQuadrantMissions.Text("ship") + ", is at every mission in the same quadrant as that ship"}
}

// validateAtQuadrant checks the field at load: it reaches personnel.
func (m *Modifier) validateAtQuadrant() error {
	if m.AtQuadrantMissions == nil {
		return nil
	}
	if err := validateModFilter(m.AtQuadrantMissions); err != nil {
		return err
	}
	if m.Of == nil || m.Of.Type != Personnel {
		return errors.New("at_quadrant_missions reaches personnel: needs of: {type: personnel}")
	}
	return nil
}

// indexEverywhere finds the sources; indexCards calls it.
func (g *Game) indexEverywhere() {
	g.everywhere.sources = g.everywhere.sources[:0]
	for _, c := range g.cards[1:] {
		for i := range c.Card.Modifiers {
			if c.Card.Modifiers[i].AtQuadrantMissions != nil {
				g.everywhere.sources = append(g.everywhere.sources, c.ID)
				break
			}
		}
	}
}

// alsoAt reports whether card id is at mission m through such a modifier,
// m not being the mission where it stands.
func (g *Game) alsoAt(id, m int) bool {
	if len(g.everywhere.sources) == 0 || g.everywhere.busy || m == 0 {
		return false
	}
	c := g.cards[id]
	if c.Zone != ZAboard || c.Card.Type != Personnel {
		return false
	}
	ship := g.cards[c.Where]
	if ship.Zone != ZAtMission || ship.Where == m || ship.Controller != c.Controller {
		return false
	}
	mc := g.cards[m]
	if mc.Zone != ZMission || !strings.EqualFold(mc.Card.Quadrant, g.cards[ship.Where].Card.Quadrant) {
		return false
	}
	g.everywhere.busy = true
	defer func() { g.everywhere.busy = false }()
	for _, src := range g.everywhere.sources {
		if !g.activeSource(src) {
			continue
		}
		mods := g.cards[src].Card.Modifiers
		for i := range mods {
			md := &mods[i]
			if md.AtQuadrantMissions != nil && g.matches(md.AtQuadrantMissions, ship.ID) && g.modifierApplies(src, md, id, nil) {
				return true
			}
		}
	}
	return false
}

// atMission reports whether card id is at mission m: where it stands,
// or at it too through such a modifier.
func (g *Game) atMission(id, m int) bool {
	return m != 0 && (g.missionOf(id) == m || g.alsoAt(id, m))
}

// missionsOf appends to out every mission card id is at: where it
// stands first, then those it is at too. Its readers pass a list of their
// own (a new one per read was 1% of a strong bot's bytes).
func (g *Game) missionsOf(out []int, id int) []int {
	at := g.missionOf(id)
	if at == 0 {
		return out
	}
	out = append(out, at)
	if len(g.everywhere.sources) == 0 || g.cards[id].Zone != ZAboard {
		return out
	}
	for p := range g.players {
		for _, m := range g.players[p].Missions {
			if m != at && g.alsoAt(id, m) {
				out = append(out, m)
			}
		}
	}
	return out
}

// shareMission reports whether cards a and b are both at one mission.
func (g *Game) shareMission(a, b int) bool {
	at := g.missionOf(a)
	if at == 0 {
		return false
	}
	if g.missionOf(b) == at {
		return true
	}
	if len(g.everywhere.sources) == 0 {
		return false
	}
	var buf [4]int
	for _, m := range g.missionsOf(buf[:0], a) {
		if g.atMission(b, m) {
			return true
		}
	}
	return false
}

// personnelAlsoAt lists the personnel standing elsewhere that are at
// mission m too.
func (g *Game) personnelAlsoAt(m int) []int {
	if len(g.everywhere.sources) == 0 {
		return nil
	}
	var out []int
	for p := range g.players {
		for _, o := range g.players[p].Missions {
			if o == m {
				continue
			}
			for _, s := range g.cards[o].Ships {
				for _, id := range g.cards[s].Aboard {
					if g.alsoAt(id, m) {
						out = append(out, id)
					}
				}
			}
		}
	}
	return out
}
