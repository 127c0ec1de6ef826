package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Playing a personnel aboard a ship by game text (Rulebook: Playing
// specific kinds of cards — a card's text may allow another place). Two
// shapes of text give that permission, both read from one field,
// play_aboard:
//
//   - a personnel's own text ("you may play this personnel aboard your
//     [Rom] ship"): Ship names the ships; Card is absent;
//   - another card's text, a mission's (Combined Discovery): Card names
//     the personnel it lets you play, While the personnel of yours who
//     must be aboard the ship its Commander keyword names, Unfamiliar
//     that the card's affiliation is one you command none of.

// PlayAboard is a permission to play personnel aboard ships.
type PlayAboard struct {
	// Ship: the ships of yours the card may be played aboard (any ship
	// when absent).
	Ship *Filter `yaml:"ship,omitempty" json:"ship,omitempty"`
	// Card: on another card's text, the personnel it lets you play
	// aboard; absent, the permission is the card's own.
	Card *Filter `yaml:"card,omitempty" json:"card,omitempty"`
	// While: only aboard a ship where a personnel of yours matching it is
	// aboard, its Commander keyword naming that ship (Glossary: Commander).
	While *Filter `yaml:"while,omitempty" json:"while,omitempty"`
	// Unfamiliar: only a card of an affiliation you command no personnel
	// or ship of.
	Unfamiliar bool `yaml:"unfamiliar,omitempty" json:"unfamiliar,omitempty"`
	// WithAboard: only a ship with a personnel matching it aboard
	// (Spock, Experienced Officer, 20V030: a [TOS] personnel of cost 4 or
	// more); vocab_play_aboard_ignored.go.
	WithAboard *Filter `yaml:"with_aboard,omitempty" json:"with_aboard,omitempty"`
	// Opponent, ExtraCost, Cond: a card's own permission to be played
	// aboard an opponent's ship at cost +ExtraCost while Cond holds; that
	// opponent then commands it (vocab_play_aboard_opponent.go).
	Opponent  bool  `yaml:"opponent,omitempty" json:"opponent,omitempty"`
	ExtraCost int   `yaml:"extra_cost,omitempty" json:"extra_cost,omitempty"`
	Cond      Conds `yaml:"cond,omitempty" json:"cond,omitempty"`
}

func (pa *PlayAboard) validate() error {
	if pa == nil {
		return nil
	}
	if pa.Card == nil && (pa.While != nil || pa.Unfamiliar) {
		return errors.New("play_aboard: while and unfamiliar belong to a permission for other cards (card)")
	}
	if err := pa.validateOpponent(); err != nil { // vocab_play_aboard_opponent.go
		return err
	}
	if pa.Card != nil && pa.While == nil && pa.Ship == nil {
		return errors.New("play_aboard: a permission for other cards needs while or ship")
	}
	for _, f := range []*Filter{pa.Ship, pa.Card, pa.While, pa.WithAboard} {
		if err := f.validate(); err != nil {
			return fmt.Errorf("play_aboard: %w", err)
		}
	}
	return nil
}

// ownText words a card's own permission: "You may play this personnel
// aboard your [Rom] ship."
func (pa *PlayAboard) ownText(c *Card) string {
	if pa.Opponent {
		return pa.opponentText(c) // vocab_play_aboard_opponent.go
	}
	t := "You may play this " + cardNoun(c) + pa.ownExtraText() + " aboard your " + pa.Ship.Text("ship") // vocab_play_aboard_extra.go
	if pa.WithAboard != nil {
		t += " carrying " + article(pa.WithAboard.Text("personnel")) + " " + pa.WithAboard.Text("personnel")
	}
	return t + "."
}

// text words a permission for other cards.
func (pa *PlayAboard) text() string {
	what := pa.Card.Text("personnel")
	if pa.Unfamiliar {
		what += " of an affiliation you do not command"
	}
	where := "your " + pa.Ship.Text("ship")
	if pa.While != nil {
		where = "that ship"
		return fmt.Sprintf("While you command %s %s aboard the ship its Commander keyword names, you may play %s %s aboard %s.",
			article(pa.While.Text("personnel")), pa.While.Text("personnel"), article(what), what, where)
	}
	return fmt.Sprintf("You may play %s %s aboard %s.", article(what), what, where)
}

// playAboardSites lists the ships p may play c aboard now: by c's own
// permission, and by the permissions of the missions p commands. A
// stopped ship is out of its player's reach (Glossary: stopped).
func (g *Game) playAboardSites(p Player, c *Inst) []int {
	if c.Card.Type != Personnel {
		return nil
	}
	var out []int
	add := func(ships []int) {
		for _, s := range ships {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	if pa := c.Card.PlayAboard; pa != nil && pa.Card == nil && !pa.Opponent {
		add(g.aboardShips(p, pa))
	}
	for _, m := range g.players[p].Missions {
		mc := g.cards[m]
		pa := mc.Card.PlayAboard
		if pa == nil || pa.Card == nil || !g.commandsMission(p, m) || !pa.Card.MatchesCard(c.Card) {
			continue
		}
		if pa.Unfamiliar && g.commandsAffiliation(p, c.Card.Affiliation) {
			continue
		}
		add(g.aboardShips(p, pa))
	}
	return out
}

// aboardShips lists p's ships a permission names: matching Ship, and
// with While, where p's matching personnel is aboard the ship its
// Commander keyword names.
func (g *Game) aboardShips(p Player, pa *PlayAboard) []int {
	var out []int
	for _, m := range g.allMissions() {
		for _, s := range g.cards[m].Ships {
			sc := g.cards[s]
			if sc.Controller != p || !g.considers(p, s) || !g.matches(pa.Ship, s) {
				continue
			}
			if pa.While != nil && !g.commanderAboard(p, s, pa.While) {
				continue
			}
			if pa.WithAboard != nil && !g.carries(s, pa.WithAboard) {
				continue
			}
			out = append(out, s)
		}
	}
	return out
}

// commanderAboard reports whether p's personnel matching f is aboard ship
// s as its corresponding Commander (Glossary: Commander).
func (g *Game) commanderAboard(p Player, s int, f *Filter) bool {
	for _, id := range g.cards[s].Aboard {
		x := g.cards[id]
		if x.Card.Type == Personnel && x.Controller == p && g.considers(p, id) && g.matches(f, id) && g.isShipCommander(id, s) { // vocab_gained_commander.go
			return true
		}
	}
	return false
}

// commandsAffiliation reports whether p commands a personnel or ship of
// affiliation aff in play.
func (g *Game) commandsAffiliation(p Player, aff string) bool {
	for _, c := range g.cards[1:] {
		if (c.Card.Type == Personnel || c.Card.Type == Ship) && c.Zone.InPlay() && c.Controller == p && g.considers(p, c.ID) && g.affiliation(c.ID) == aff {
			return true
		}
	}
	return false
}

// hasCommanderKeyword reports whether c carries a "Commander: <ship>"
// keyword.
func hasCommanderKeyword(c *Card) bool {
	for _, k := range c.Keywords {
		if strings.HasPrefix(k, "Commander:") {
			return true
		}
	}
	return false
}
