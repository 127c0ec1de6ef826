package game

import (
	"fmt"
	"slices"
)

// Places that stand in for a player's headquarters mission when a card
// has that player place a card there (Finding Our Way, 10C027: a
// personnel may go aboard your [Voy] ship instead; Caretaker's Array,
// 10U046: a ship may be placed at the Array instead). The Equinox starter
// commands no headquarters mission: these are where its personnel and
// ships go when a text sends them "to your headquarters mission". The
// substitute is an option beside any headquarters the player commands,
// never a duty; it is the player's pick among all of them. It is a
// permission of a card in play its player commands, stopped or not (an
// event or a mission is never stopped).

// HQInstead (PlayText hq_instead) is one such permission.
type HQInstead struct {
	// Aboard: a personnel may be placed aboard a ship of its player's
	// that the filter matches instead.
	Aboard *Filter `yaml:"aboard,omitempty" json:"aboard,omitempty"`
	// Ships: a ship may go to this mission in the headquarters' place (a mission's
	// permission; on another card it gives nothing).
	Ships bool `yaml:"ships,omitempty" json:"ships,omitempty"`
}

func (h *HQInstead) validate() error {
	if h == nil {
		return nil
	}
	if h.Aboard == nil && !h.Ships {
		return fmt.Errorf("hq_instead: give aboard (personnel) or ships: true")
	}
	if h.Aboard != nil {
		return h.Aboard.validate()
	}
	return nil
}

// text words the permission.
func (h *HQInstead) text() string {
	var out string
	if h.Aboard != nil {
		n := h.Aboard.Text("ship")
		out = "A personnel that a card sends to your headquarters mission may go aboard " + article(n) + " " + n + " of yours in its stead."
	}
	if h.Ships {
		if out != "" {
			out += " "
		}
		out += "A ship that a card sends to your headquarters mission may go to this mission in its stead."
	}
	return out
}

// hqOrInstead lists where p may place card id that a text places at p's
// headquarters mission: each headquarters mission p commands (where id
// could be played, when playable), then each substitute p's cards in play
// allow for it.
func (g *Game) hqOrInstead(p Player, id int, playable bool) []int {
	c := g.cards[id]
	var out []int
	for _, m := range g.yourHQs(p) {
		if !playable || g.cards[m].Card.AllowsPlay(c.Card) {
			out = append(out, m)
		}
	}
	for _, src := range g.cards[1:] {
		h := src.Card.HQInstead
		if h == nil || !src.Zone.InPlay() || src.Controller != p {
			continue
		}
		switch {
		case c.Card.Type == Personnel && h.Aboard != nil:
			for _, sh := range g.cards[1:] {
				if sh.Card.Type == Ship && sh.Zone == ZAtMission && sh.Controller == p && g.matches(h.Aboard, sh.ID) && !(c.Zone == ZAboard && c.Where == sh.ID) {
					if !slices.Contains(out, sh.ID) {
						out = append(out, sh.ID)
					}
				}
			}
		case c.Card.Type == Ship && h.Ships && src.Card.Type == Mission && g.commandsMission(p, src.ID):
			if !slices.Contains(out, src.ID) {
				out = append(out, src.ID)
			}
		}
	}
	return out
}

// placeAtSite puts id at site, one of hqOrInstead: aboard a ship, or on a
// mission (a ship at it, anything else on its surface).
func (g *Game) placeAtSite(id, site int) {
	switch {
	case g.cards[site].Card.Type == Ship:
		g.place(id, ZAboard, site)
	case g.cards[id].Card.Type == Ship:
		g.place(id, ZAtMission, site)
	default:
		g.place(id, ZSurface, site)
	}
}

// atOrAboard is the preposition for a site: "aboard" a ship, "at" a
// mission.
func atOrAboard(g *Game, site int) string {
	if g.cards[site].Card.Type == Ship {
		return "aboard"
	}
	return "at"
}
