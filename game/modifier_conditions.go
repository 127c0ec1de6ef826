package game

import (
	"fmt"
	"slices"
	"strings"
)

// WhileCond is one condition of a modifier ("while ..."), asked about the card
// whose text it is (the source) and the state of the game. Cards a
// condition looks at count only if the source's controller may consider
// them (Glossary: stopped).
type WhileCond struct {
	// Is names the condition (the Cond* constants).
	Is string `yaml:"is" json:"is"`
	// Of: the cards the condition looks for.
	Of *Filter `yaml:"of,omitempty" json:"of,omitempty"`
	// Whose: whose cards (or mission) count: "" (anyone's), "your",
	// "opponent".
	Whose string `yaml:"whose,omitempty" json:"whose,omitempty"`
	// Who: whose hand, score or missions are counted: "you", "opponent"
	// (every opponent), "each" (every player).
	Who string `yaml:"who,omitempty" json:"who,omitempty"`
	// AtLeast and AtMost bound a count.
	AtLeast *int `yaml:"at_least,omitempty" json:"at_least,omitempty"`
	AtMost  *int `yaml:"at_most,omitempty" json:"at_most,omitempty"`
	// Mission: a mission type (planet, space) the source is at, on or
	// attempting; Region: the mission's region.
	Mission MissionType `yaml:"mission,omitempty" json:"mission,omitempty"`
	Region  string      `yaml:"region,omitempty" json:"region,omitempty"`
	// Affiliation: the mission icon CondNoMissionOf looks for.
	Affiliation string `yaml:"affiliation,omitempty" json:"affiliation,omitempty"`
	// Damaged: the ship looked for has a damage card on it.
	Damaged bool `yaml:"damaged,omitempty" json:"damaged,omitempty"`
}

// Conditions. The first five are the older names, still read as written.
const (
	CondFacing         = "facing-dilemma"      // the source faces a dilemma
	CondHigherScore    = "higher-score"        // your score is above every opponent's
	CondMoreCards      = "more-cards-in-hand"  // your hand is bigger than every opponent's
	CondAnotherShip6   = "another-ship-cost-6" // you command another ship costing 6 or more
	CondAtNAor40Points = "at-na-or-40-points"  // the source ship is at a [NA] mission or one worth 40+
	CondPresentWith    = "present-with"        // the source is present with a card matching Of
	CondHand           = "hand"                // Who's hand size is within the bounds
	CondScore          = "score"               // Who's score is within the bounds
	CondCompleted      = "completed-missions"  // the completed missions Who commands are within the bounds
	CondAttempting     = "attempting"          // the source is attempting a mission (of type Mission)
	CondOn             = "on"                  // the source is on a planet or headquarters (of type Mission)
	CondAboard         = "aboard"              // the source is aboard a ship matching Of and Whose
	CondAt             = "at"                  // the source is at a mission of type Mission, Region and Whose
	CondStaffed        = "staffed"             // the source ship is staffed
	CondCarries        = "carries"             // a card matching Of and Whose is aboard the source ship
	CondCommands       = "commands"            // Who commands a card at a mission matching Of (Damaged)
	CondNoMissionOf    = "no-mission-of"       // none of your non-headquarters missions shows Affiliation's icon
	// The source's own mission (the mission itself, or the one an event
	// is played on): mission_text.go.
	CondMissionCompleted = "mission-completed"         // that mission is completed
	CondBigShipAttempt   = "attempted-aboard-big-ship" // your personnel attempt it aboard a ship with a printed Range, Weapons or Shields above 8
)

// Kept for encodings that name conditions by the older constants.
const (
	WhileFacing        = CondFacing
	WhileHigherScore   = CondHigherScore
	WhileMoreCards     = CondMoreCards
	WhileAnotherShip6  = CondAnotherShip6
	WhileAtNAor40Point = CondAtNAor40Points
)

// WhileConds is a modifier's list of conditions. In YAML it is a condition's
// name ("while: facing-dilemma"), one condition ("while: {is: at,
// mission: space}") or a list of either.
type WhileConds []WhileCond

// UnmarshalYAML reads a name, a mapping or a list.
func (cs *WhileConds) UnmarshalYAML(unmarshal func(any) error) error {
	var list []WhileCond
	if err := unmarshal(&list); err == nil {
		*cs = list
		return nil
	}
	var one WhileCond
	if err := unmarshal(&one); err != nil {
		return err
	}
	*cs = WhileConds{one}
	return nil
}

// UnmarshalYAML reads a condition's name or a mapping.
func (c *WhileCond) UnmarshalYAML(unmarshal func(any) error) error {
	var name string
	if err := unmarshal(&name); err == nil {
		*c = WhileCond{Is: name}
		return nil
	}
	type plain WhileCond
	var p plain
	if err := unmarshal(&p); err != nil {
		return err
	}
	*c = WhileCond(p)
	return nil
}

func (c *WhileCond) validate() error {
	switch c.Is {
	case CondFacing, CondHigherScore, CondMoreCards, CondAnotherShip6, CondAtNAor40Points, CondStaffed:
	case CondPresentWith, CondCarries, CondAboard:
		if c.Is != CondAboard && c.Of.IsZero() {
			return fmt.Errorf("condition %s needs of", c.Is)
		}
	case CondHand, CondScore, CondCompleted:
		switch c.Who {
		case "you", "opponent", "each":
		default:
			return fmt.Errorf("condition %s: who must be you, opponent or each, not %q", c.Is, c.Who)
		}
		if c.AtLeast == nil && c.AtMost == nil {
			return fmt.Errorf("condition %s needs at_least or at_most", c.Is)
		}
	case CondAttempting, CondOn, CondAt, CondMissionCompleted, CondBigShipAttempt:
	case CondCommands:
		if c.Who != "you" && c.Who != "opponent" {
			return fmt.Errorf("condition commands: who must be you or opponent, not %q", c.Who)
		}
	case CondNoMissionOf:
		if c.Affiliation == "" {
			return fmt.Errorf("condition no-mission-of needs an affiliation")
		}
	default:
		return fmt.Errorf("unknown condition %q", c.Is)
	}
	switch c.Whose {
	case "", WhoseYour, WhoseOpponent:
	default:
		return fmt.Errorf("condition %s: whose must be your or opponent (anyone's when absent), not %q", c.Is, c.Whose)
	}
	switch c.Mission {
	case "", Planet, Space:
	default:
		return fmt.Errorf("condition %s: mission must be planet or space, not %q", c.Is, c.Mission)
	}
	return validateModFilter(c.Of)
}

// condsHold reports whether every condition holds for source src.
func (g *Game) condsHold(src int, cs WhileConds) bool {
	for i := range cs {
		if !g.condHolds(src, &cs[i]) {
			return false
		}
	}
	return true
}

func (g *Game) condHolds(src int, c *WhileCond) bool {
	s := g.cards[src]
	me, opp := s.Controller, s.Controller.Other()
	switch c.Is {
	case CondFacing:
		a := g.attempt
		return a != nil && a.dilemma != 0 && a.player == me && slices.Contains(a.personnel, src)
	case CondHigherScore:
		return g.players[me].Score > g.players[opp].Score
	case CondMoreCards:
		return len(g.players[me].Hand) > len(g.players[opp].Hand)
	case CondAnotherShip6:
		for _, c := range g.cards[1:] {
			if c.ID != src && c.Card.Type == Ship && c.Zone == ZAtMission && c.Controller == me && g.considers(me, c.ID) && c.Card.CostValue() >= 6 {
				return true
			}
		}
		return false
	case CondAtNAor40Points:
		if s.Zone != ZAtMission {
			return false
		}
		m := g.cards[s.Where].Card
		return m.Points >= 40 || (m.AttemptBy != nil && !m.AttemptBy.Any && slices.Contains(m.AttemptBy.Only, "non-aligned"))
	case CondPresentWith:
		for _, x := range g.presentPool(src) {
			if x != src && g.condCounts(me, c, x) {
				return true
			}
		}
		return false
	case CondHand, CondScore, CondCompleted:
		for p := range Player(2) {
			if (c.Who == "you" && p != me) || (c.Who == "opponent" && p == me) {
				continue
			}
			if n := g.playerCount(c.Is, p); (c.AtLeast != nil && n < *c.AtLeast) || (c.AtMost != nil && n > *c.AtMost) {
				return false
			}
		}
		return true
	case CondAttempting:
		a := g.attempt
		return a != nil && a.player == me && slices.Contains(a.personnel, src) &&
			(c.Mission == "" || g.cards[a.mission].Card.MissionType == c.Mission)
	case CondOn:
		return s.Zone == ZSurface && (c.Mission == "" || g.cards[s.Where].Card.MissionType == c.Mission)
	case CondAboard:
		return s.Zone == ZAboard && g.condCounts(me, c, s.Where)
	case CondAt:
		m := g.missionOf(src)
		if m == 0 {
			return false
		}
		mc := g.cards[m]
		return (c.Mission == "" || mc.Card.MissionType == c.Mission) && (c.Region == "" || strings.EqualFold(mc.Card.Region, c.Region)) &&
			whoseOK(c.Whose, WhoseAny, me, mc.Controller)
	case CondStaffed:
		return s.Card.Type == Ship && g.staffed(src)
	case CondCarries:
		for _, x := range s.Aboard {
			if g.condCounts(me, c, x) {
				return true
			}
		}
		return false
	case CondCommands:
		who := me
		if c.Who == "opponent" {
			who = opp
		}
		return g.commandsAtMissions(me, who, c)
	case CondMissionCompleted, CondBigShipAttempt:
		return g.ownMissionCond(src, c.Is)
	case CondNoMissionOf:
		for _, m := range g.players[me].Missions {
			mi := g.cards[m]
			if mi.Controller == me && !mi.Card.IsHQ() && mi.Card.AttemptBy != nil && slices.Contains(mi.Card.AttemptBy.Only, c.Affiliation) {
				return false
			}
		}
		return true
	}
	return false
}

// condCounts reports whether card x counts for condition c of a card
// controlled by me: within me's reach, of the right owner, matching Of.
func (g *Game) condCounts(me Player, c *WhileCond, x int) bool {
	return g.considers(me, x) && whoseOK(c.Whose, WhoseAny, me, g.cards[x].Controller) && (c.Of == nil || g.modMatches(c.Of, x, nil))
}

// presentPool is the list card id stands in (the same planet or the same
// ship), itself included; nil when it is nowhere anything is present.
func (g *Game) presentPool(id int) []int {
	c := g.cards[id]
	switch c.Zone {
	case ZSurface:
		return g.cards[c.Where].Surface
	case ZAboard:
		return g.cards[c.Where].Aboard
	}
	return nil
}

// playerCount is p's hand size, score or number of completed missions
// commanded.
func (g *Game) playerCount(what string, p Player) int {
	ps := g.players[p]
	switch what {
	case CondHand:
		return len(ps.Hand)
	case CondScore:
		return ps.Score
	}
	n := 0
	for _, pl := range g.players {
		for _, m := range pl.Missions {
			if mc := g.cards[m]; mc.Completed && mc.Controller == p {
				n++
			}
		}
	}
	return n
}

// commandsAtMissions reports whether player who commands a card at a
// mission (on it, at it or aboard a ship there) that condition c of a
// card controlled by me counts.
func (g *Game) commandsAtMissions(me, who Player, c *WhileCond) bool {
	ok := func(x int) bool {
		xc := g.cards[x]
		return xc.Controller == who && (!c.Damaged || len(xc.Damage) > 0) && g.condCounts(me, c, x)
	}
	for _, pl := range g.players {
		for _, m := range pl.Missions {
			mc := g.cards[m]
			for _, x := range mc.Surface {
				if ok(x) {
					return true
				}
			}
			for _, sh := range mc.Ships {
				if ok(sh) {
					return true
				}
				for _, x := range g.cards[sh].Aboard {
					if ok(x) {
						return true
					}
				}
			}
		}
	}
	return false
}

// condsText words a modifier's conditions: ", while facing a dilemma and
// ...", or "" for none.
func condsText(cs WhileConds) string {
	if len(cs) == 0 {
		return ""
	}
	parts := make([]string, len(cs))
	for i := range cs {
		parts[i] = cs[i].text()
	}
	return ", while " + joinAnd(parts)
}

func (c *WhileCond) text() string {
	of := func(def string) string {
		if c.Of == nil {
			return def
		}
		return c.Of.Text(def)
	}
	whose := func(def string) string {
		switch c.Whose {
		case WhoseYour:
			return "your "
		case WhoseOpponent:
			return "an opponent's "
		}
		return def
	}
	switch c.Is {
	case CondFacing:
		return "facing a dilemma"
	case CondHigherScore:
		return "your score is above every opponent's"
	case CondMoreCards:
		return "you hold more cards than every opponent"
	case CondAnotherShip6:
		return "you command another ship costing 6 or more"
	case CondAtNAor40Points:
		return "at a [NA] mission or at one worth 40 points or more"
	case CondPresentWith:
		n := of("personnel")
		return "present with " + whose(article(n)+" ") + n
	case CondHand, CondScore, CondCompleted:
		var who, verb string
		switch c.Who {
		case "you":
			who, verb = "you", "have"
		case "opponent":
			who, verb = "an opponent", "has"
		default:
			who, verb = "each player", "has"
		}
		what := map[string]string{CondHand: "cards in hand", CondScore: "points", CondCompleted: "completed missions"}[c.Is]
		if c.Is == CondHand {
			verb = map[string]string{"have": "hold", "has": "holds"}[verb]
			what = "cards"
		}
		return who + " " + verb + " " + boundsText(c.AtLeast, c.AtMost, what)
	case CondAttempting:
		if c.Mission != "" {
			return "attempting " + article(string(c.Mission)) + " " + string(c.Mission) + " mission"
		}
		return "attempting a mission"
	case CondOn:
		switch c.Mission {
		case Planet:
			return "on a planet"
		case Space:
			return "on a space mission"
		}
		return "on a planet or headquarters"
	case CondAboard:
		n := of("ship")
		return "aboard " + whose(article(n)+" ") + n
	case CondAt:
		var words []string
		if c.Mission != "" {
			words = append(words, string(c.Mission))
		}
		if c.Region != "" {
			words = append(words, "Region: "+c.Region)
		}
		n := strings.Join(append(words, "mission"), " ")
		return "at " + whose(article(n)+" ") + n
	case CondStaffed:
		return "this ship is staffed"
	case CondMissionCompleted:
		return "this mission is completed"
	case CondBigShipAttempt:
		return "your personnel attempt this mission aboard a ship with a printed Range, Weapons or Shields above 8"
	case CondCarries:
		n := of("personnel")
		return whose(article(n)+" ") + n + " is aboard"
	case CondCommands:
		n := of("card")
		if c.Damaged {
			n = "damaged " + n
		}
		if c.Who == "opponent" {
			return "an opponent commands " + article(n) + " " + n
		}
		return "you command " + article(n) + " " + n
	case CondNoMissionOf:
		return "none of your non-headquarters missions is a [" + affShort(c.Affiliation) + "] mission"
	}
	return c.Is
}

// boundsText words a count's bounds: "4 or more cards", "no completed
// missions", "2 to 3 points".
func boundsText(least, most *int, what string) string {
	switch {
	case least != nil && most != nil:
		return fmt.Sprintf("%d to %d %s", *least, *most, what)
	case least != nil:
		return fmt.Sprintf("%d or more %s", *least, what)
	case *most == 0:
		return "no " + what
	}
	return fmt.Sprintf("%d or fewer %s", *most, what)
}
