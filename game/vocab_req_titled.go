package game

import (
	"fmt"
	"regexp"
	"strings"
)

// Two requirement terms dilemmas print beside skills and attributes:
//
//   - A card title in braces, "{Trellium-D}" (Forced Into Labor, 22V002;
//     Gravitational Anomaly, 22V003): the card list writes a card's title
//     in braces where the printed card sets it apart. As a requirement it
//     asks for a card of that title among what the facing personnel bring:
//     one of them, or an equipment present with them — the same equipment
//     "2 non-Hand Weapon equipment" counts (ReqCtx.Equipment: the
//     attempting player's equipment present with the personnel).
//   - "a staffed ship at this mission" (Galileo Grounded, 24V004): the
//     attempting player commands a staffed ship at the mission being
//     attempted (Rulebook: Staffing a ship; a stopped ship's crew gives
//     nothing). It is a fact of the game, a ReqCond.

// ReqTitled is appended to the ReqKind list in rules_requirements.go:
// at least Level cards titled Phrase among the group's personnel and the
// equipment present with them.

// reqStaffedShipHere names the fact "a staffed ship at this mission".
const reqStaffedShipHere = "a staffed ship at this mission"

// titled reads a braced title, which may span several words ("{U.S.S.
// Voyager}"): first is its first token.
func (p *reqParser) titled(first string) (*Req, error) {
	words := []string{first}
	for !strings.HasSuffix(words[len(words)-1], "}") {
		t := p.next()
		if t == "" {
			return nil, p.errf("a title in braces is not closed")
		}
		words = append(words, t)
	}
	title := strings.TrimSuffix(strings.TrimPrefix(strings.Join(words, " "), "{"), "}")
	if strings.TrimSpace(title) == "" || strings.ContainsAny(title, "{}") {
		return nil, p.errf("%q is not a title in braces", strings.Join(words, " "))
	}
	f := &Filter{Title: title}
	f.titleKey = NormalizeTitle(title)
	return &Req{Kind: ReqTitled, Level: 1, Filter: f, Phrase: title}, nil
}

// titledCount counts the cards of the context matching r's title: the
// group's personnel (by their cards) and the equipment present with them.
func (ctx *ReqCtx) titledCount(r *Req) int {
	n := 0
	for i := range ctx.Group {
		if c := ctx.Group[i].Card; c != nil && r.Filter.MatchesCard(c) {
			n++
		}
	}
	for _, e := range ctx.Equipment {
		if r.Filter.MatchesCard(e) {
			n++
		}
	}
	return n
}

// braced finds the titles in braces of a rendered requirement.
var braced = regexp.MustCompile(`\{([^{}]+)\}`)

// Words renders the requirement for players: as String, with each title
// in braces read "a Trellium-D". String keeps the braces, the form card
// data writes (it must read back as written).
func (r *Req) Words() string { return titleWords(r.String()) }

// titleWords reads each title in braces of a rendered requirement as "a
// Trellium-D".
func titleWords(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	return braced.ReplaceAllStringFunc(s, func(m string) string {
		t := m[1 : len(m)-1]
		return fmt.Sprintf("%s %s", article(t), t)
	})
}

// staffedShipHere reports whether p commands a staffed ship, one p may
// consider, at the mission being attempted.
func (g *Game) staffedShipHere(p Player) bool {
	if g.attempt == nil {
		return false
	}
	for _, sh := range g.cards[g.attempt.mission].Ships {
		if g.cards[sh].Controller == p && g.considers(p, sh) && g.staffed(sh) {
			return true
		}
	}
	return false
}
