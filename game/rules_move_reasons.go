package game

import (
	"fmt"
	"slices"
	"strings"
)

// Unmovable says, for each ship p commands that no option of p's Execute
// Orders segment moves, why it cannot move now: stopped, not staffed
// (which staffing is missing), or not enough range left for any other
// mission. It reads the same conditions moveActions does (Rulebook: Order
// – Move a ship; Staffing), so the screen's reason and the engine's list
// of moves cannot disagree (TestUnmovableMatchesMoves). Outside p's own
// Execute Orders segment, no ship moves and it is nil.
func (g *Game) Unmovable(p Player) map[int]string {
	if g.result != nil || g.active != p || g.segment != SegOrders {
		return nil
	}
	// Both rows, read without allMissions' memo: a view is built without
	// changing the game.
	missions := append(slices.Clone(g.players[p].Missions), g.players[p.Other()].Missions...)
	var out map[int]string
	for i, m := range missions {
		for _, s := range g.cards[m].Ships {
			sc := g.cards[s]
			if sc.Controller != p {
				continue
			}
			why := ""
			switch {
			case !g.considers(p, s):
				why = "it is stopped"
			case !g.staffed(s):
				why = "not staffed: " + g.missingStaff(s)
			default:
				left, nearest := g.rangeLeft(s), -1
				for j, to := range missions {
					if cost := g.moveCost(m, to); j != i && (nearest < 0 || cost < nearest) {
						nearest = cost
					}
				}
				if nearest >= 0 && nearest > left {
					why = fmt.Sprintf("%d range left, and the nearest other mission needs %d", left, nearest)
				}
			}
			if why == "" {
				continue
			}
			if out == nil {
				out = map[int]string{}
			}
			out[s] = why
		}
	}
	return out
}

// missingStaff words what ship s lacks to be staffed, counting its crew
// as staffed does: each unstopped personnel of its controller gives its
// one icon (a command icon may stand in for a staff icon, not the
// reverse), and one of them must share the ship's affiliation.
func (g *Game) missingStaff(s int) string {
	sc := g.cards[s]
	needCommand, needStaff := int(sc.Card.staffNeed[0])+g.extraCommandIcons(s), int(sc.Card.staffNeed[1])
	commanders, staff, affiliated, _ := g.crewIcons(s, false)
	var lack []string
	if k := needCommand - commanders; k > 0 {
		lack = append(lack, fmt.Sprintf("%d more command icon(s)", k))
	}
	if k := needStaff - staff - max(0, commanders-needCommand); k > 0 {
		lack = append(lack, fmt.Sprintf("%d more staff icon(s)", k))
	}
	if !affiliated {
		lack = append(lack, fmt.Sprintf("a %s personnel aboard", g.affiliation(s)))
	}
	if len(lack) == 0 {
		return "its crew does not staff it"
	}
	return "needs " + strings.Join(lack, " and ")
}
