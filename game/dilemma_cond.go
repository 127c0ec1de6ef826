package game

import (
	"fmt"
	"strings"
)

// Cond is a condition a dilemma checks: "unless this ship has four or more
// staffing icons", "if there are no other dilemmas on this mission", "if
// your opponent commands an Assassin at this mission", "if that personnel
// was an Android", "if your opponent reveals more total Strength". Every
// field set must hold; an empty condition always holds. Checking a
// condition is not an action (Rulebook: Facing Dilemmas).
//
// Seen from the player facing the dilemma: "you" face it, "your opponent"
// owns it; "this ship" is a ship whose crew attempts (Ruling: Dilemmas
// Affecting Ships).
type Cond struct {
	// Has: the facing personnel meet this requirement (like unless).
	Has string `yaml:"has,omitempty" json:"has,omitempty"`
	// ShipStaffingAtLeast: this ship has that many staffing icons or more;
	// ShipStaffingHas: this ship's staffing includes that icon. With
	// several ships attempting, one of them is enough; at a planet there
	// is no such ship.
	ShipStaffingAtLeast int    `yaml:"ship_staffing_at_least,omitempty" json:"ship_staffing_at_least,omitempty"`
	ShipStaffingHas     string `yaml:"ship_staffing_has,omitempty" json:"ship_staffing_has,omitempty"`
	// NoDilemmaOnMission: no other dilemma lies on this mission.
	NoDilemmaOnMission bool `yaml:"no_dilemma_on_mission,omitempty" json:"no_dilemma_on_mission,omitempty"`
	// OpponentCommands: the dilemma's owner commands a card matching it
	// (Here: at this mission). A stopped card does not count (Glossary:
	// stopped – command requirements).
	OpponentCommands *Filter `yaml:"opponent_commands,omitempty" json:"opponent_commands,omitempty"`
	Here             bool    `yaml:"here,omitempty" json:"here,omitempty"`
	// Paid: the card the last cost paid with matches ("if that personnel
	// was an Android").
	Paid *Filter `yaml:"paid,omitempty" json:"paid,omitempty"`
	// HandTotals: the opponent's revealed cards total more than the facing
	// player's (reveal-hand first).
	HandTotals *HandCompare `yaml:"hand_totals,omitempty" json:"hand_totals,omitempty"`

	has *Req
}

// HandCompare compares the two revealed hands: Theirs (the dilemma's
// owner's) total more than Yours.
type HandCompare struct {
	Theirs HandTotal `yaml:"theirs" json:"theirs"`
	Yours  HandTotal `yaml:"yours" json:"yours"`
}

// HandTotal sums one printed attribute (Integrity, Cunning, Strength,
// Range, Weapons, Shields) over the revealed cards matching Of.
type HandTotal struct {
	Of   *Filter `yaml:"of,omitempty" json:"of,omitempty"`
	Attr string  `yaml:"attr" json:"attr"`
}

func (c *Cond) validate() error {
	if c == nil {
		return fmt.Errorf("needs cond")
	}
	if c.Has != "" {
		r, err := ParseRequirements(c.Has)
		if err != nil {
			return err
		}
		c.has = r
	}
	if c.ShipStaffingHas != "" && c.ShipStaffingHas != IconCommand && c.ShipStaffingHas != IconStaff {
		return fmt.Errorf("ship_staffing_has: %q is not a staffing icon", c.ShipStaffingHas)
	}
	for _, f := range []*Filter{c.OpponentCommands, c.Paid} {
		if err := f.validate(); err != nil {
			return err
		}
	}
	if h := c.HandTotals; h != nil {
		for _, t := range []HandTotal{h.Theirs, h.Yours} {
			switch t.Attr {
			case Integrity, Cunning, Strength, "Range", "Weapons", "Shields":
			default:
				return fmt.Errorf("hand_totals: unknown attribute %q", t.Attr)
			}
			if err := t.Of.validate(); err != nil {
				return err
			}
		}
	}
	return nil
}

// Text words the condition: "this ship has 4 or more staffing icons".
func (c *Cond) Text() string {
	var parts []string
	if c.Has != "" {
		parts = append(parts, "the facing personnel have "+reqText(c.Has))
	}
	if c.ShipStaffingAtLeast > 0 {
		parts = append(parts, fmt.Sprintf("this ship has %d or more staffing icons", c.ShipStaffingAtLeast))
	}
	if c.ShipStaffingHas != "" {
		parts = append(parts, "this ship's staffing includes ["+iconShort(c.ShipStaffingHas)+"]")
	}
	if c.NoDilemmaOnMission {
		parts = append(parts, "no other dilemma lies on this mission")
	}
	if f := c.OpponentCommands; f != nil {
		t := "your opponent commands " + article(f.Text("card")) + " " + f.Text("card")
		if c.Here {
			t += " at this mission"
		}
		parts = append(parts, t)
	}
	if f := c.Paid; f != nil {
		parts = append(parts, "the card paid with was "+article(f.Text("card"))+" "+f.Text("card"))
	}
	if h := c.HandTotals; h != nil {
		parts = append(parts, fmt.Sprintf("the %s of the %s your opponent revealed totals more than the %s of the %s you revealed",
			h.Theirs.Attr, plural(h.Theirs.Of.Text("card")), h.Yours.Attr, plural(h.Yours.Of.Text("card"))))
	}
	return strings.Join(parts, " and ")
}

// condHolds checks c against the attempt in progress.
func (g *Game) condHolds(c *Cond) bool {
	a := g.attempt
	if c.has != nil && !g.raisedReq(c.has).MetIn(g.reqCtx(a)) {
		return false
	}
	if c.ShipStaffingAtLeast > 0 || c.ShipStaffingHas != "" {
		ok := false
		for _, s := range a.ships {
			st := g.cards[s].Card.Staffing
			ok = ok || (len(st) >= c.ShipStaffingAtLeast && (c.ShipStaffingHas == "" || containsStr(st, c.ShipStaffingHas)))
		}
		if !ok {
			return false
		}
	}
	if c.NoDilemmaOnMission {
		for _, id := range g.cards[a.mission].On {
			if id != a.dilemma && g.cards[id].Card.Type == Dilemma {
				return false
			}
		}
	}
	if c.OpponentCommands != nil && !g.opponentCommands(c.OpponentCommands, c.Here) {
		return false
	}
	if c.Paid != nil {
		paid := a.special.paid
		if len(paid) == 0 || !c.Paid.MatchesCard(g.cards[paid[0]].Card) {
			return false
		}
	}
	if h := c.HandTotals; h != nil {
		theirs := g.revealedTotal(a.player.Other(), h.Theirs)
		yours := g.revealedTotal(a.player, h.Yours)
		g.emit(Event{Kind: "compare", Player: a.player, Text: fmt.Sprintf("%s's revealed %s total %d against %s's %d.",
			g.players[a.player.Other()].Name, h.Theirs.Attr, theirs, g.players[a.player].Name, yours)})
		if theirs <= yours {
			return false
		}
	}
	return true
}

// plural is a noun phrase for several: "ships", "personnel".
func plural(noun string) string {
	if strings.HasSuffix(noun, "personnel") || strings.HasSuffix(noun, "equipment") {
		return noun
	}
	return noun + "s"
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// opponentCommands reports whether the dilemma's owner commands a card
// matching f (at the attempted mission, with here): a mission it
// commands, or a card in play within its reach.
func (g *Game) opponentCommands(f *Filter, here bool) bool {
	a := g.attempt
	p := a.player.Other()
	for _, c := range g.cards[1:] {
		if !c.Zone.InPlay() || c.Controller != p || !g.matches(f, c.ID) {
			continue
		}
		if c.Zone == ZMission {
			if !here && g.commandsMission(p, c.ID) {
				return true
			}
			continue
		}
		if g.considers(p, c.ID) && (!here || g.atMission(c.ID, a.mission)) {
			return true
		}
	}
	return false
}

// atMission reports whether card id is anywhere at mission m: on it,
// aboard a ship there, or a ship there (Ruling: At This Mission).
func (g *Game) atMission(id, m int) bool {
	c := g.cards[id]
	switch c.Zone {
	case ZSurface, ZAtMission:
		return c.Where == m
	case ZAboard:
		s := g.cards[c.Where]
		return s.Zone == ZAtMission && s.Where == m
	}
	return false
}

// revealedTotal sums an attribute over the cards p's hand revealed for
// this dilemma that match t.Of, as printed (cards in hand are not in play:
// nothing modifies them).
func (g *Game) revealedTotal(p Player, t HandTotal) int {
	n := 0
	for _, id := range g.attempt.special.revealed[p] {
		c := g.cards[id].Card
		if !t.Of.MatchesCard(c) {
			continue
		}
		switch t.Attr {
		case Integrity:
			n += c.Integrity
		case Cunning:
			n += c.Cunning
		case Strength:
			n += c.Strength
		case "Range":
			n += c.Range
		case "Weapons":
			n += c.Weapons
		case "Shields":
			n += c.Shields
		}
	}
	return n
}

// DoIf: run Then when Cond holds, Else when it does not.
const DoIf = "if"

var condVerbs = map[string]verb{
	DoIf: {
		validate: func(s *Step) error {
			if len(s.Then) == 0 && len(s.Else) == 0 {
				return fmt.Errorf("needs then or else")
			}
			return s.Cond.validate()
		},
		text: func(s Step) string {
			if len(s.Then) == 0 {
				return "unless " + s.Cond.Text() + ": " + clauses(s.Else)
			}
			t := "if " + s.Cond.Text() + ": " + clauses(s.Then)
			if len(s.Else) > 0 {
				t += " — otherwise: " + clauses(s.Else)
			}
			return t
		},
		run: func(g *Game, ctx fxCtx, s Step) {
			a := g.attempt
			if g.condHolds(s.Cond) {
				g.emit(Event{Kind: "condition", Player: a.player, Text: capitalize(s.Cond.Text()) + ": yes."})
				g.dilemmaActionsAs(ctx, s.Then)
				return
			}
			g.emit(Event{Kind: "condition", Player: a.player, Text: capitalize(s.Cond.Text()) + ": no."})
			g.dilemmaActionsAs(ctx, s.Else)
		},
	},
}
