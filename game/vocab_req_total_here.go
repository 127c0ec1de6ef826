package game

import (
	"strconv"
	"strings"
)

// The requirement term "total Weapons at this mission>10" (Wolf 359,
// Last Stand, 32V008; Range and Shields read the same way): the Weapons
// of the attempting player's unstopped ships at the mission attempted,
// added together, as they are now (modifiers and damage included), must
// be strictly greater than the number, as every attribute requirement
// (Rulebook: Checking Mission Requirements). Ships count staffed or not,
// as for "a Weapons>7 ship here" (vocab_req_ship_here.go).

// totalHereCond reads such a fact ("total Weapons at this mission > 10",
// the parser spacing the sign); ok is false for any other fact.
func totalHereCond(cond string) (attr string, above int, ok bool) {
	body, found := strings.CutPrefix(cond, "total ")
	if !found {
		return "", 0, false
	}
	attr, n, found := strings.Cut(strings.ReplaceAll(body, " ", ""), "atthismission>")
	if !found {
		return "", 0, false
	}
	v, err := strconv.Atoi(n)
	if err != nil || v < 0 {
		return "", 0, false
	}
	switch attr {
	case "Range", "Weapons", "Shields":
		return attr, v, true
	}
	return "", 0, false
}

// totalHere adds up attr over p's unstopped ships at the mission being
// attempted.
func (g *Game) totalHere(p Player, attr string) int {
	if g.attempt == nil {
		return 0
	}
	n := 0
	for _, sh := range g.cards[g.attempt.mission].Ships {
		if g.cards[sh].Controller != p || !g.considers(p, sh) {
			continue
		}
		n += g.shipAttrNamed(sh, attr) // vocab_req_ship_here.go
	}
	return n
}
