package game

import "strings"

// A requirement term naming a kind of ship by its keyword, spelled "a
// <Keyword> ship at this mission" or, shorter, "a <Keyword> ship here"
// (Sudden Stealth, 24V010, asks for one with Cloaking Device). It is a fact of
// the game (a ReqCond, read by counted in rules_requirements.go): the
// attempting player commands a ship with that printed keyword at the
// mission being attempted. A stopped ship does not count: the player
// cannot use it (Glossary: stopped). Unlike "a staffed ship at this
// mission" (vocab_req_titled.go) the ship need not be staffed.

// keywordShipCond returns the keyword a requirement fact "a <Keyword>
// ship at this mission" (or "... ship here") names, or "" when cond is not such a fact.
func keywordShipCond(cond string) string {
	k, ok := strings.CutPrefix(cond, "a ")
	if !ok {
		return ""
	}
	k, ok = strings.CutSuffix(k, " ship at this mission")
	if !ok {
		k, ok = strings.CutSuffix(k, " ship here") // the short spelling
	}
	if _, other := shipHereCond(cond); !ok || k == "" || k == "staffed" || strings.HasPrefix(k, "staffed ") || other { // vocab_req_ship_here.go; vocab_req_staffed_keyword_ship.go
		return ""
	}
	return k
}

// keywordShipHere reports whether p commands an unstopped ship with
// keyword k at the mission being attempted.
func (g *Game) keywordShipHere(p Player, k string) bool {
	if g.attempt == nil {
		return false
	}
	for _, sh := range g.cards[g.attempt.mission].Ships {
		if s := g.cards[sh]; s.Controller == p && g.considers(p, sh) && g.hasKeyword(sh, k) {
			return true
		}
	}
	return false
}
