package game

import "strings"

// A requirement term naming a staffed ship by its keyword: "a staffed
// <Keyword> ship", also spelled with "here" or "at this mission" after it
// (Kaleb Sector, Covert Rendezvous, 35V016: a staffed Cloaking Device
// ship). Like "a <Keyword> ship here" (vocab_req_keyword_ship.go) it is a
// fact of the game read by the requirement check: the attempting player
// commands, at the mission attempted, an unstopped ship with that keyword
// (printed, or given by text) whose crew staffs it (Rulebook: Staffing).

// staffedKeywordShipCond returns the keyword the fact names, or "".
func staffedKeywordShipCond(cond string) string {
	k, ok := strings.CutPrefix(cond, "a staffed ")
	if !ok {
		return ""
	}
	for _, tail := range []string{" ship at this mission", " ship here", " ship"} {
		if rest, cut := strings.CutSuffix(k, tail); cut {
			return rest
		}
	}
	return ""
}

// staffedKeywordShipHere reports whether p commands an unstopped, staffed
// ship with keyword k at the mission being attempted.
func (g *Game) staffedKeywordShipHere(p Player, k string) bool {
	if g.attempt == nil {
		return false
	}
	for _, sh := range g.cards[g.attempt.mission].Ships {
		if s := g.cards[sh]; s.Controller == p && g.considers(p, sh) && g.hasKeyword(sh, k) && g.staffed(sh) {
			return true
		}
	}
	return false
}
