package game

import (
	"strconv"
	"strings"
)

// Requirement terms naming a ship of the attempting player at the mission
// attempted by what it is rather than by keyword (Strength of Arms,
// 35V003): "a unique ship here" and "a Weapons>7 ship here" (the card
// puts the number after the noun; Range and Shields read the same way),
// each also spelled with "at this mission" in place of "here". Like "a
// <Keyword> ship at this mission" (vocab_req_keyword_ship.go) it is a fact
// of the game (a ReqCond): the attempting player commands an unstopped
// ship of that kind there, staffed or not; the attribute is the ship's as
// it is now, modifiers and damage included, and must be strictly greater
// than the number, as every attribute requirement (Rulebook: Checking
// Mission Requirements).

// shipHereKind is what such a term asks of the ship: unique, or an
// attribute above a number.
type shipHereKind struct {
	unique bool
	attr   string // Range, Weapons or Shields
	above  int
}

// shipHereCond reads a requirement fact "a unique ship here" or "a
// Weapons > 7 ship here" (the parser spaces the sign); ok is false for
// any other fact.
func shipHereCond(cond string) (k shipHereKind, ok bool) {
	body, found := strings.CutPrefix(cond, "a ")
	if !found {
		return k, false
	}
	body, found = strings.CutSuffix(body, " ship at this mission")
	if !found {
		body, found = strings.CutSuffix(body, " ship here")
	}
	if !found {
		return k, false
	}
	if body == "unique" {
		return shipHereKind{unique: true}, true
	}
	attr, n, found := strings.Cut(strings.ReplaceAll(body, " ", ""), ">")
	if !found {
		return k, false
	}
	v, err := strconv.Atoi(n)
	if err != nil || v < 0 {
		return k, false
	}
	switch attr {
	case "Range", "Weapons", "Shields":
		return shipHereKind{attr: attr, above: v}, true
	}
	return k, false
}

// shipHere reports whether p commands an unstopped ship of kind k at the
// mission being attempted.
func (g *Game) shipHere(p Player, k shipHereKind) bool {
	if g.attempt == nil {
		return false
	}
	for _, sh := range g.cards[g.attempt.mission].Ships {
		s := g.cards[sh]
		if s.Controller != p || !g.considers(p, sh) {
			continue
		}
		if k.unique {
			if s.Card.Unique {
				return true
			}
			continue
		}
		if g.shipAttrNamed(sh, k.attr) > k.above {
			return true
		}
	}
	return false
}

// shipAttrNamed is ship sh's Range, Weapons or Shields as it is now.
func (g *Game) shipAttrNamed(sh int, attr string) int {
	r, w, d := g.shipAttrs(sh)
	switch attr {
	case "Range":
		return r
	case "Weapons":
		return w
	}
	return d
}
