package game

import (
	"fmt"
	"strings"
)

// Modifier targets: a relation to the card whose text it is (the source),
// narrowed by whose cards they are and a Filter.
const (
	ToSelf     = "self"      // the card itself
	ToThisShip = "this-ship" // the ship itself (a ship's own text)
	// ToPresent: the cards present with the source (Rulebook: Present),
	// the source too when it matches, unless Others.
	ToPresent = "present"
	// ToShipAboard: the ship the source is aboard.
	ToShipAboard = "ship-aboard"
	// ToAtMission: every card anywhere at the source's mission — on the
	// planet, at it, aboard any ship there (Ruling: At This Mission).
	ToAtMission = "at-mission"
	// ToThisMission: the mission the source is at.
	ToThisMission = "this-mission"
	// ToInPlay: every card in play.
	ToInPlay = "in-play"
	// ToYourPlays: the cards the source's controller plays, while they
	// are being played (a cost: vocab_mission_text.go); no card in play.
	ToYourPlays = "your-plays"
	// ToAboard: the cards aboard the source, a ship (Aldara, 2R170).
	ToAboard = "aboard"
	// ToYourDiscard: the cards in the discard pile of the source's
	// controller (vocab_cannot_source.go).
	ToYourDiscard = "in-your-discard"

	// Older spellings, read as ToPresent with a filter at load.
	ToOtherBorgPresent = "other-borg-present"
	ToPresentWithSkill = "present-with-skill"
)

// Whose cards: of the source's controller, of an opponent, of anyone.
const (
	WhoseYour     = "your"
	WhoseOpponent = "opponent"
	WhoseAny      = "any"
)

// whoseOK reports whether a card controlled by owner stands in relation
// whose ("" meaning def) to player me.
func whoseOK(whose, def string, me, owner Player) bool {
	if whose == "" {
		whose = def
	}
	switch whose {
	case WhoseYour:
		return owner == me
	case WhoseOpponent:
		return owner != me
	}
	return true
}

// related reports whether target stands in m's relation to src (before
// whose, filter and conditions).
func (g *Game) related(src int, m *Modifier, target int) bool {
	switch m.rel {
	case relSelf:
		return src == target
	case relPresent:
		if src == target {
			return !m.Others
		}
		return g.arePresent(src, target)
	case relShipAboard:
		s := g.cards[src]
		return s.Zone == ZAboard && s.Where == target
	case relAtMission:
		return src != target && g.shareMission(src, target)
	case relThisMission:
		return target == g.missionOf(src) || g.alsoAt(src, target)
	case relInPlay:
		return g.cards[target].Zone.InPlay() && (src != target || !m.Others)
	case relAboard:
		t := g.cards[target]
		return t.Zone == ZAboard && t.Where != 0 && t.Where == g.hostShip(src) // a ship's, or an event's on it
	case relYourDiscard:
		t := g.cards[target]
		return t.Zone == ZDiscard && t.Owner == g.cards[src].Controller
	case relPresentWith:
		return g.presentWithYours(src, m, target) // vocab_modifier_present_with.go
	}
	return false
}

// missionOf is the mission card id is at: its planet or headquarters, the
// mission of the ship it is aboard, the mission of a ship, the mission
// itself, the mission an event is played on; 0 elsewhere.
func (g *Game) missionOf(id int) int {
	c := g.cards[id]
	switch c.Zone {
	case ZMission:
		return id // a mission's own text is at that mission
	case ZPlayedOn:
		switch w := g.cards[c.Where]; {
		case w.Card.Type == Mission:
			return c.Where // an event played on a mission
		case w.Card.Type == Ship && w.Zone == ZAtMission:
			return w.Where // an event played on a ship (vocab_plays_on_ship.go)
		}
	case ZSurface, ZAtMission:
		return c.Where
	case ZAboard:
		if s := g.cards[c.Where]; s.Zone == ZAtMission {
			return s.Where
		}
	}
	return 0
}

// validateModFilter checks a filter read by a modifier: attributes are
// refused, since a modifier changes them (a filter reading them would
// read itself).
func validateModFilter(f *Filter) error {
	if f == nil {
		return nil
	}
	if err := f.validate(); err != nil {
		return err
	}
	if f.Attr != nil {
		return fmt.Errorf("a modifier cannot pick cards by attribute")
	}
	if f.PresentWith != nil {
		return fmt.Errorf("a modifier cannot pick cards by what is present with them")
	}
	for i := range f.Any {
		if err := validateModFilter(&f.Any[i]); err != nil {
			return err
		}
	}
	return nil
}

// readsSkills reports whether the filter picks cards by skill.
func (f *Filter) readsSkills() bool {
	if f == nil {
		return false
	}
	if len(f.Skills) > 0 || len(f.AllSkills) > 0 || len(f.NotSkills) > 0 {
		return true
	}
	for i := range f.Any {
		if f.Any[i].readsSkills() {
			return true
		}
	}
	return false
}

// modMatches is g.matches for a modifier's filters: skills are read in the
// first layer (rules_stats.go), so no modifier depends on itself; known, when
// not nil, are id's first-layer skills.
func (g *Game) modMatches(f *Filter, id int, known *SkillSet) bool {
	c := g.cards[id]
	f, ok := g.identityFilter(f, id) // a species or affiliation it has become
	if !ok || !f.matchesCard(c.Card) {
		return false
	}
	if f.readsState() && ((f.Facing && !g.facingNow(id)) || (f.Attempting && !g.attemptingNow(id)) || (f.ShipCommander && !g.aboardOwnShip(id)) || (f.NamedKeyword && !g.hasNamedKeyword(id)) || (f.CommanderOfShipHere && !g.commanderOfShipHere(id)) || !g.atMissionWithOK(f, id) || !g.contestedOK(f, id) ||
		(f.Staffed && (c.Card.Type != Ship || !g.staffed(id)))) { // vocab_staffing_command.go
		return false
	}
	if f.needsStats() {
		var ss SkillSet
		switch {
		case c.Card.Type != Personnel || !c.Zone.InPlay():
			ss = c.Card.printedSkills
		case known != nil:
			ss = *known
		default:
			ss = g.skills(id)
		}
		if !f.skillsOK(&ss) {
			return false
		}
	}
	for i := range f.NotAny {
		if g.modMatches(&f.NotAny[i], id, known) {
			return false
		}
	}
	if len(f.Any) == 0 {
		return true
	}
	for i := range f.Any {
		if g.modMatches(&f.Any[i], id, known) {
			return true
		}
	}
	return false
}

// targetText words who a modifier reaches: "This personnel", "Each of your
// other Klingon personnel who has Honor present", "The [Rom] ship this
// personnel is aboard".
func targetText(m *Modifier) string {
	noun := func(def string) string {
		if m.Of == nil {
			return def
		}
		return m.Of.Text(def)
	}
	nouns := func(def string) string { return pluralNouns(noun(def)) }
	each := func() string {
		switch m.Whose {
		case WhoseOpponent:
			return "Each of an opponent's "
		case WhoseAny:
			return "All "
		}
		return "Each of your "
	}
	other := ""
	if m.Others {
		other = "other "
	}
	switch m.To {
	case ToSelf:
		return "This personnel"
	case ToThisShip:
		return "This ship"
	case ToPresent:
		return each() + other + nouns("personnel") + " present"
	case ToShipAboard:
		switch m.Whose {
		case WhoseAny:
			return "The " + noun("ship") + " this personnel is aboard"
		case WhoseOpponent:
			return "An opponent's " + noun("ship") + " this personnel is aboard"
		}
		return "Your " + noun("ship") + " this personnel is aboard"
	case ToAtMission:
		return each() + other + nouns("card") + " at this mission"
	case ToThisMission:
		if m.DilemmaCost != 0 { // a personnel's or ship's text: vocab_dilemma_cost_here.go
			return "The mission where this card is"
		}
		return "This mission"
	case ToInPlay:
		return each() + other + nouns("card") + " in play"
	case ToYourPlays:
		return "Each " + noun("card") + " you play"
	case ToAboard:
		return each() + other + nouns("personnel") + " aboard this ship"
	case ToYourDiscard:
		return "Each " + noun("card") + " in your discard pile"
	case ToPresentWith:
		return each() + other + nouns("personnel") + presentWithWords(m)
	}
	return m.To
}

// pluralNouns turns the card-type nouns of a noun phrase plural ("personnel
// or ship" → "personnel or ships"); personnel and equipment stay as they
// are, and so does a noun after "a" or "an".
func pluralNouns(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		if i > 0 && (words[i-1] == "a" || words[i-1] == "an") {
			continue // "facing a dilemma" stays one
		}
		switch w {
		case "ship", "mission", "card", "event", "interrupt", "dilemma":
			words[i] = w + "s"
		case "has":
			if i > 0 && words[i-1] == "who" {
				words[i] = "have" // "personnel who have Treachery"
			}
		}
	}
	return strings.Join(words, " ")
}
