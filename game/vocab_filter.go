package game

import (
	"fmt"
	"slices"
	"strings"
)

// Filter picks cards by their characteristics. It is the one shared way
// card text names a group of cards: "a Klingon", "your [Fed] Honor
// personnel", "a personnel who costs 5 or more", "an event", "a Treachery
// personnel who is not Romulan". Every field set must match; an empty
// filter matches every card. Selections, conditions, counts, costs and
// downloads all read the same fields, and the text a player reads is built
// from them (Filter.Text).
//
// Skills and attributes are read as they are now (gained skills count:
// Rulebook: Skills); cost is the printed cost (Rulebook: Paying costs).
type Filter struct {
	Type    CardType `yaml:"type,omitempty" json:"type,omitempty"`
	NotType CardType `yaml:"not_type,omitempty" json:"not_type,omitempty"`
	// Skills: has at least one of these; AllSkills: has every one.
	Skills    []string `yaml:"skills,omitempty" json:"skills,omitempty"`
	AllSkills []string `yaml:"all_skills,omitempty" json:"all_skills,omitempty"`
	NotSkills []string `yaml:"not_skills,omitempty" json:"not_skills,omitempty"`
	// Species is a species word ("Klingon", "Android"); the affiliation
	// (an icon) is a different thing (Glossary: species).
	Species     string `yaml:"species,omitempty" json:"species,omitempty"`
	NotSpecies  string `yaml:"not_species,omitempty" json:"not_species,omitempty"`
	Affiliation string `yaml:"affiliation,omitempty" json:"affiliation,omitempty"`
	NotAff      string `yaml:"not_affiliation,omitempty" json:"not_affiliation,omitempty"`
	// Icon: has this icon ("command", "tng", ...).
	Icon       string `yaml:"icon,omitempty" json:"icon,omitempty"`
	NotIcon    string `yaml:"not_icon,omitempty" json:"not_icon,omitempty"`
	Keyword    string `yaml:"keyword,omitempty" json:"keyword,omitempty"`
	NotKeyword string `yaml:"not_keyword,omitempty" json:"not_keyword,omitempty"`
	// Class: a ship of this class ("D'deridex Class").
	Class string `yaml:"class,omitempty" json:"class,omitempty"`
	// Title: a card of this title, subtitle ignored (naming a card).
	Title string `yaml:"title,omitempty" json:"title,omitempty"`
	// Unique / NonUnique: the uniqueness dot.
	Unique    bool `yaml:"unique,omitempty" json:"unique,omitempty"`
	NonUnique bool `yaml:"non_unique,omitempty" json:"non_unique,omitempty"`
	// CostAtLeast / CostAtMost bound the printed cost (a card with no cost
	// printed has cost 0: Rulebook: Interrupt).
	CostAtLeast *int `yaml:"cost_at_least,omitempty" json:"cost_at_least,omitempty"`
	CostAtMost  *int `yaml:"cost_at_most,omitempty" json:"cost_at_most,omitempty"`
	// PointsAtMost: a mission whose printed points are at most this ("a
	// mission worth 35 points or less": Scrutiny Drone, 17V054).
	PointsAtMost *int `yaml:"points_at_most,omitempty" json:"points_at_most,omitempty"`
	// Attr compares a personnel's attribute now: {attr: Integrity, below: 4}.
	Attr *AttrTest `yaml:"attr,omitempty" json:"attr,omitempty"`
	// Region: a mission with this region ("Neutral Zone"). Core: an event
	// that plays in a core. Commander: a personnel with a Commander keyword
	// (Glossary: Commander).
	Region    string `yaml:"region,omitempty" json:"region,omitempty"`
	Core      bool   `yaml:"core,omitempty" json:"core,omitempty"`
	Commander bool   `yaml:"commander,omitempty" json:"commander,omitempty"`
	// Mission: a mission of this type (planet, space, headquarters): "a
	// completed planet mission".
	Mission MissionType `yaml:"mission,omitempty" json:"mission,omitempty"`
	// Dilemma: a dilemma of this type (planet, space, dual): "a dual
	// dilemma" (Ro Laren, Headstrong Ensign, 16V037).
	Dilemma DilemmaType `yaml:"dilemma,omitempty" json:"dilemma,omitempty"`
	// Any: matches when any of these filters does (after the fields above).
	Any []Filter `yaml:"any,omitempty" json:"any,omitempty"`
	// NotAny: matches only when none of these filters does ("except an
	// Android or a Hologram").
	NotAny []Filter `yaml:"not_any,omitempty" json:"not_any,omitempty"`
	// Unstopped: a card in play that is not stopped (cards out of play
	// are never stopped).
	Unstopped bool `yaml:"unstopped,omitempty" json:"unstopped,omitempty"`
	// Stopped: a card in play that is stopped ("one of your stopped
	// personnel": vocab_gain_all_skills.go).
	Stopped bool `yaml:"stopped,omitempty" json:"stopped,omitempty"`
	// Facing: a personnel facing a dilemma now (vocab_facing_filter.go).
	Facing bool `yaml:"facing,omitempty" json:"facing,omitempty"`
	// Attempting: a personnel attempting a mission now (vocab_filter_attempting.go).
	Attempting bool `yaml:"attempting,omitempty" json:"attempting,omitempty"`
	// SkillLevel: has at least this many levels of some one skill
	// (vocab_filter_skill_level.go).
	SkillLevel int `yaml:"skill_level_at_least,omitempty" json:"skill_level_at_least,omitempty"`
	// PointsAtLeast: a mission whose printed points are at least this;
	// Quadrant: a mission in this quadrant; SkillDotsAtMost: a personnel
	// listing at most this many skills, one dot each
	// (vocab_filter_printed.go).
	PointsAtLeast   *int   `yaml:"points_at_least,omitempty" json:"points_at_least,omitempty"`
	Quadrant        string `yaml:"quadrant,omitempty" json:"quadrant,omitempty"`
	SkillDotsAtMost *int   `yaml:"skill_dots_at_most,omitempty" json:"skill_dots_at_most,omitempty"`
	// ShipCommander: a personnel aboard the ship its Commander keyword
	// names (vocab_filter_commander.go).
	ShipCommander bool `yaml:"ship_commander,omitempty" json:"ship_commander,omitempty"`
	// CommanderOfShipHere: a personnel whose Commander keyword names a
	// ship its controller commands at its mission
	// (vocab_filter_commander_here.go).
	CommanderOfShipHere bool `yaml:"commander_of_ship_here,omitempty" json:"commander_of_ship_here,omitempty"`
	// NamedKeyword: a card that has the keyword named for the dilemma
	// being faced (vocab_name_keyword.go).
	NamedKeyword bool `yaml:"named_keyword,omitempty" json:"named_keyword,omitempty"`
	// DamageCard: a Damage card, one whose text places it on a ship as
	// damage (vocab_filter_damage_card.go).
	DamageCard bool `yaml:"damage_card,omitempty" json:"damage_card,omitempty"`
	// RequiresNoSkill: a dilemma whose text names no skill
	// (vocab_dilemma_pile_remove.go).
	RequiresNoSkill bool `yaml:"requires_no_skill,omitempty" json:"requires_no_skill,omitempty"`

	// AllIcons: has every one of these icons ("your [Pa][TNG] ship":
	// vocab_filter_icons.go).
	AllIcons []string `yaml:"all_icons,omitempty" json:"all_icons,omitempty"`

	// PresentWith: a card present with at least that many other cards
	// matching a filter (vocab_present_with_filter.go).
	PresentWith *PresentTest `yaml:"present_with,omitempty" json:"present_with,omitempty"`

	// Completed: true, a completed mission; false, an incomplete one
	// (vocab_filter_completed.go).
	Completed *bool `yaml:"completed,omitempty" json:"completed,omitempty"`

	// StaffingAtLeast: a ship with at least this many printed staffing
	// icons; CommanderAboard: a ship with a personnel aboard whose
	// Commander keyword names it (vocab_filter_ship.go).
	StaffingAtLeast *int `yaml:"staffing_at_least,omitempty" json:"staffing_at_least,omitempty"`
	CommanderAboard bool `yaml:"commander_aboard,omitempty" json:"commander_aboard,omitempty"`
	// Staffed: a ship that is staffed now (vocab_filter_ship.go).
	Staffed bool `yaml:"staffed,omitempty" json:"staffed,omitempty"`
	// AtMissionWith: a card at a mission on which lies a card this filter
	// matches, played on it (vocab_filter_mission_holds.go).
	AtMissionWith *Filter `yaml:"at_mission_with,omitempty" json:"at_mission_with,omitempty"`
	// OnOwnMission: a card played on a mission its controller commands
	// (vocab_filter_mission_holds.go).
	OnOwnMission bool `yaml:"on_own_mission,omitempty" json:"on_own_mission,omitempty"`
	// NoCardsOn: a card with no cards lying on it (vocab_filter_no_cards_on.go).
	NoCardsOn bool `yaml:"no_cards_on,omitempty" json:"no_cards_on,omitempty"`
	// AtOwnMissionWithOpponent: a card at a mission its controller
	// commands where an opponent has a card this filter matches
	// (vocab_filter_contested.go).
	AtOwnMissionWithOpponent *Filter `yaml:"at_own_mission_with_opponent,omitempty" json:"at_own_mission_with_opponent,omitempty"`

	// titleKey is Title normalized, set by validate at load so that
	// matching allocates nothing.
	titleKey string
	// bits: which fields are set, found by validate (vocab_filter_bits.go).
	bits filterBits
}

// key is the normalized title, computed now if validate did not run.
func (f *Filter) key() string {
	if f.titleKey != "" {
		return f.titleKey
	}
	return NormalizeTitle(f.Title)
}

// AttrTest compares one attribute: Above is "attribute>N", Below is
// "attribute<N".
type AttrTest struct {
	Attr  string `yaml:"attr" json:"attr"`
	Above *int   `yaml:"above,omitempty" json:"above,omitempty"`
	Below *int   `yaml:"below,omitempty" json:"below,omitempty"`
}

// IsZero reports whether the filter sets nothing (matches every card).
func (f *Filter) IsZero() bool {
	return f == nil || (f.Type == "" && f.NotType == "" && len(f.Skills) == 0 && len(f.AllSkills) == 0 && len(f.NotSkills) == 0 &&
		f.Species == "" && f.NotSpecies == "" && f.Affiliation == "" && f.NotAff == "" && f.Icon == "" && f.NotIcon == "" && len(f.AllIcons) == 0 &&
		f.Keyword == "" && f.NotKeyword == "" && f.Class == "" && f.Title == "" && !f.Unique && !f.NonUnique &&
		f.CostAtLeast == nil && f.CostAtMost == nil && f.PointsAtMost == nil && f.Attr == nil && len(f.Any) == 0 && len(f.NotAny) == 0 && !f.Unstopped && !f.Stopped &&
		f.Region == "" && !f.Core && !f.Commander && f.Mission == "" && f.Dilemma == "" && !f.Facing && !f.Attempting && f.SkillLevel == 0 &&
		f.PointsAtLeast == nil && f.Quadrant == "" && f.SkillDotsAtMost == nil && !f.ShipCommander && !f.NamedKeyword && !f.CommanderOfShipHere && !f.DamageCard && f.PresentWith == nil && f.Completed == nil && !f.RequiresNoSkill &&
		f.StaffingAtLeast == nil && !f.CommanderAboard && !f.Staffed && f.AtMissionWith == nil && !f.OnOwnMission && !f.NoCardsOn && f.AtOwnMissionWithOpponent == nil)
}

func (f *Filter) validate() error {
	if f == nil {
		return nil
	}
	if f.Title != "" {
		f.titleKey = NormalizeTitle(f.Title)
	}
	f.setBits()
	switch f.Mission {
	case "", Planet, Space, Headquarters:
	default:
		return fmt.Errorf("filter: mission must be planet, space or headquarters, not %q", f.Mission)
	}
	switch f.Dilemma {
	case "", PlanetDilemma, SpaceDilemma, DualDilemma:
	default:
		return fmt.Errorf("filter: dilemma must be planet, space or dual, not %q", f.Dilemma)
	}
	if err := f.validatePrinted(); err != nil {
		return err
	}
	if err := f.validateIcons(); err != nil {
		return err
	}
	if err := f.PresentWith.validate(); err != nil {
		return err
	}
	if err := f.AtMissionWith.validate(); err != nil {
		return err
	}
	if err := f.AtOwnMissionWithOpponent.validate(); err != nil {
		return err
	}
	for _, list := range [][]string{f.Skills, f.AllSkills, f.NotSkills} {
		for _, k := range list {
			if !IsSkill(k) {
				return fmt.Errorf("filter: unknown skill %q", k)
			}
		}
	}
	if f.Attr != nil {
		switch f.Attr.Attr {
		case Integrity, Cunning, Strength:
		default:
			return fmt.Errorf("filter: unknown attribute %q", f.Attr.Attr)
		}
		if (f.Attr.Above == nil) == (f.Attr.Below == nil) {
			return fmt.Errorf("filter: attr needs one of above and below")
		}
	}
	for _, list := range [][]Filter{f.Any, f.NotAny} {
		for i := range list {
			if err := list[i].validate(); err != nil {
				return err
			}
		}
	}
	return nil
}

// matchesCard checks the printed characteristics of a card (no game
// state): what a filter can say of a card in hand, a deck or a discard
// pile.
func (f *Filter) matchesCard(c *Card) bool {
	if f == nil {
		return true
	}
	return f.matchesCardBits(c) // vocab_filter_bits.go
}

// skillsOK checks the skill fields against a skill set.
func (f *Filter) skillsOK(s *SkillSet) bool {
	if f.SkillLevel > 0 && maxSkillLevelOf(s) < f.SkillLevel {
		return false
	}
	if len(f.Skills) > 0 && !slices.ContainsFunc(f.Skills, func(k string) bool { return s.Level(k) > 0 }) {
		return false
	}
	for _, k := range f.AllSkills {
		if s.Level(k) == 0 {
			return false
		}
	}
	for _, k := range f.NotSkills {
		if s.Level(k) > 0 {
			return false
		}
	}
	return true
}

func (a *AttrTest) ok(s Stats) bool {
	v := s.attr(a.Attr)
	return (a.Above == nil || v > *a.Above) && (a.Below == nil || v < *a.Below)
}

// MatchesCard reports whether a card not in play (in hand, a deck, a
// discard pile) matches: printed skills and attributes.
func (f *Filter) MatchesCard(c *Card) bool {
	if f == nil {
		return true
	}
	if !f.matchesCard(c) {
		return false
	}
	if f.needsStats() {
		s := Stats{Skills: c.printedSkills, Integrity: c.Integrity, Cunning: c.Cunning, Strength: c.Strength}
		if !f.skillsOK(&s.Skills) || (f.Attr != nil && !f.Attr.ok(s)) {
			return false
		}
	}
	if anyFilter(f.NotAny, func(x *Filter) bool { return x.MatchesCard(c) }) {
		return false
	}
	if len(f.Any) > 0 {
		return anyFilter(f.Any, func(x *Filter) bool { return x.MatchesCard(c) })
	}
	return true
}

// anyFilter reports whether match holds for one of fs, read in place (a
// Filter is big: copying each to the heap to read it was about a
// twentieth of the bytes a game allocated).
func anyFilter(fs []Filter, match func(*Filter) bool) bool {
	for i := range fs {
		if match(&fs[i]) {
			return true
		}
	}
	return false
}

// matchesStats checks a personnel known by its stats (and card): what a
// requirement counts.
func (f *Filter) matchesStats(s *Stats) bool {
	if f == nil {
		return true
	}
	if s.Card == nil || !f.matchesCard(s.Card) || !f.skillsOK(&s.Skills) || (f.Attr != nil && !f.Attr.ok(*s)) {
		return false
	}
	if anyFilter(f.NotAny, func(x *Filter) bool { return x.matchesStats(s) }) {
		return false
	}
	if len(f.Any) > 0 {
		return anyFilter(f.Any, func(x *Filter) bool { return x.matchesStats(s) })
	}
	return true
}

func (f *Filter) needsStats() bool {
	return len(f.Skills) > 0 || len(f.AllSkills) > 0 || len(f.NotSkills) > 0 || f.Attr != nil || f.SkillLevel > 0
}

// matches reports whether card instance id matches now: skills and
// attributes of a personnel in play as they are now, modifiers included.
func (g *Game) matches(f *Filter, id int) bool {
	if f == nil {
		return true
	}
	c := g.cards[id]
	f, ok := g.identityFilter(f, id)
	if !ok {
		return false
	}
	if !f.matchesCard(c.Card) {
		return false
	}
	if f.readsState() && ((f.Unstopped && c.Stopped) || (f.Stopped && (!c.Stopped || !c.Zone.InPlay())) || (f.Facing && !g.facingNow(id)) || (f.Attempting && !g.attemptingNow(id)) || (f.ShipCommander && !g.aboardOwnShip(id)) ||
		(f.NamedKeyword && !g.hasNamedKeyword(id)) || (f.CommanderOfShipHere && !g.commanderOfShipHere(id)) || (f.PresentWith != nil && !g.presentWithEnough(id, f.PresentWith)) || !f.completedMatches(c) ||
		(f.CommanderAboard && !g.commanderAboardShip(id)) || (f.Staffed && (c.Card.Type != Ship || !g.staffed(id))) || !g.atMissionWithOK(f, id) || (f.NoCardsOn && len(c.On) > 0) || !g.contestedOK(f, id)) {
		return false
	}
	if f.needsStats() {
		if c.Card.Type != Personnel || !c.Zone.InPlay() {
			return f.MatchesCard(c.Card)
		}
		s := g.stats(id)
		if !f.skillsOK(&s.Skills) || (f.Attr != nil && !f.Attr.ok(s)) {
			return false
		}
	}
	if anyFilter(f.NotAny, func(x *Filter) bool { return g.matches(x, id) }) {
		return false
	}
	if len(f.Any) > 0 {
		return anyFilter(f.Any, func(x *Filter) bool { return g.matches(x, id) })
	}
	return true
}

// identityFilter checks f's species and affiliation against what card id
// has become for a while (become-species, become: vocab_react_timed.go,
// vocab_become_fixed.go), which replaces its printed ones; it returns the
// rest of f to match as usual, and false when id fails them.
func (g *Game) identityFilter(f *Filter, id int) (*Filter, bool) {
	if f == nil || !f.readsIdentity() {
		return f, true
	}
	f, ok := g.iconFilter(f, id) // icons gained: vocab_gained_identity.go
	if !ok {
		return nil, false
	}
	if f, ok = g.keywordFilter(f, id); !ok { // keywords gained or lost: the same file
		return nil, false
	}
	if f, ok = g.commanderFilter(f, id); !ok { // Commanders made by text: vocab_gained_commander.go
		return nil, false
	}
	if f.Species == "" && f.NotSpecies == "" && f.Affiliation == "" && f.NotAff == "" {
		return f, true
	}
	if len(g.turnFx) == 0 && len(g.identity.sources) == 0 && g.cards[id].playedAs == "" {
		return f, true // nothing changes its species or affiliation now (the overrides below)
	}
	if sp, ok := g.speciesOverride(id); ok && (f.Species != "" || f.NotSpecies != "") {
		if (f.Species != "" && f.Species != sp) || (f.NotSpecies != "" && f.NotSpecies == sp) {
			return nil, false
		}
		rest := *f
		rest.Species, rest.NotSpecies = "", ""
		f = &rest
	}
	if aff, ok := g.affiliationOverride(id); ok && (f.Affiliation != "" || f.NotAff != "") {
		if (f.Affiliation != "" && f.Affiliation != aff) || (f.NotAff != "" && f.NotAff == aff) {
			return nil, false
		}
		rest := *f
		rest.Affiliation, rest.NotAff = "", ""
		f = &rest
	}
	return f, true
}

// Text renders the filter as a noun phrase: "Klingon personnel who has
// Honor", "[Fed] personnel", "event". noun names the card type when the
// filter does not ("personnel" in a dilemma).
func (f *Filter) Text(noun string) string {
	if f == nil {
		return noun
	}
	var pre, post []string
	if f.Unstopped {
		pre = append(pre, "unstopped")
	}
	if f.Stopped {
		pre = append(pre, "stopped")
	}
	if f.Unique {
		pre = append(pre, "unique")
	}
	if f.NonUnique {
		pre = append(pre, "non-unique")
	}
	if f.Affiliation != "" {
		pre = append(pre, "["+affShort(f.Affiliation)+"]")
	}
	if f.NotAff != "" {
		pre = append(pre, "non-["+affShort(f.NotAff)+"]")
	}
	if f.Icon != "" {
		pre = append(pre, "["+iconShort(f.Icon)+"]")
	}
	if f.NotIcon != "" {
		pre = append(pre, "non-["+iconShort(f.NotIcon)+"]")
	}
	if len(f.AllIcons) > 0 {
		pre = append(pre, f.iconsPre())
	}
	if len(f.AllSkills) > 0 {
		pre = append(pre, strings.Join(f.AllSkills, " "))
	}
	if f.Keyword != "" {
		pre = append(pre, f.Keyword)
	}
	if f.NotKeyword != "" {
		pre = append(pre, "non-"+f.NotKeyword)
	}
	if f.Species != "" {
		pre = append(pre, f.Species)
	}
	if f.NotSpecies != "" {
		pre = append(pre, "non-"+f.NotSpecies)
	}
	if f.Title != "" {
		pre = append(pre, f.Title)
	}
	if f.Region != "" {
		pre = append(pre, "Region: "+f.Region)
	}
	if f.Commander {
		pre = append(pre, "Commander")
	}
	if f.DamageCard {
		pre = append(pre, "Damage")
	}
	pre = append(pre, f.completedPre()...)
	if f.Mission != "" {
		pre = append(pre, string(f.Mission))
	}
	if f.Dilemma != "" {
		pre = append(pre, string(f.Dilemma))
	}
	pre = append(pre, f.printedPre()...)
	n := noun
	switch {
	case f.Type != "":
		n = string(f.Type)
	case f.NotType != "":
		n = "non-" + string(f.NotType) + " card"
	}
	if f.Class != "" {
		n = f.Class + " " + n
	}
	if len(f.Skills) > 0 {
		post = append(post, "who has "+strings.Join(f.Skills, " or "))
	}
	if len(f.NotSkills) > 0 {
		post = append(post, "who does not have "+strings.Join(f.NotSkills, " or "))
	}
	if f.Attr != nil {
		if f.Attr.Above != nil {
			post = append(post, fmt.Sprintf("with %s>%d", f.Attr.Attr, *f.Attr.Above))
		}
		if f.Attr.Below != nil {
			post = append(post, fmt.Sprintf("with %s<%d", f.Attr.Attr, *f.Attr.Below))
		}
	}
	switch {
	case f.CostAtLeast != nil && f.CostAtMost != nil:
		post = append(post, fmt.Sprintf("of cost %d to %d", *f.CostAtLeast, *f.CostAtMost))
	case f.CostAtLeast != nil:
		post = append(post, fmt.Sprintf("of cost %d or more", *f.CostAtLeast))
	case f.CostAtMost != nil:
		post = append(post, fmt.Sprintf("of cost %d or less", *f.CostAtMost))
	}
	if f.PointsAtMost != nil {
		post = append(post, fmt.Sprintf("worth %d points or less", *f.PointsAtMost))
	}
	if len(f.NotAny) == 1 && f.NotAny[0].Mission != "" && f.NotAny[0].onlyMission() {
		// "a non-headquarters mission" reads better than "other than".
		pre = append(pre, "non-"+string(f.NotAny[0].Mission))
	} else if len(f.NotAny) > 0 {
		var alts []string
		for i := range f.NotAny {
			alts = append(alts, strings.TrimSpace(f.NotAny[i].Text("")))
		}
		post = append(post, "other than "+strings.Join(alts, " or "))
	}
	if f.Core {
		post = append(post, "that plays in a core")
	}
	if f.Facing {
		post = append(post, "facing a dilemma")
	}
	if f.OnOwnMission {
		post = append(post, "on your mission")
	}
	if f.AtOwnMissionWithOpponent != nil { // vocab_filter_contested.go
		post = append(post, f.contestedPost())
	}
	if f.AtMissionWith != nil {
		post = append(post, f.atMissionWithPost())
	} else if f.Attempting {
		post = append(post, "attempting a mission")
	}
	if f.SkillLevel > 0 {
		post = append(post, fmt.Sprintf("who has %d levels of a skill", f.SkillLevel))
	}
	post = append(post, f.printedPost()...)
	post = append(post, f.shipPost()...)
	if f.NoCardsOn { // vocab_filter_no_cards_on.go
		post = append(post, noCardsOnText)
	}
	if f.ShipCommander {
		post = append(post, shipCommanderText)
	}
	if f.NamedKeyword {
		post = append(post, "who has the named keyword")
	}
	if f.CommanderOfShipHere {
		post = append(post, commanderOfShipHereText)
	}
	if f.PresentWith != nil {
		post = append(post, f.PresentWith.text())
	}
	s := strings.Join(append(pre, n), " ")
	if len(post) > 0 {
		s += " " + strings.Join(post, " and ")
	}
	if len(f.Any) > 0 {
		var alts []string
		for i := range f.Any {
			alts = append(alts, f.Any[i].Text(n))
		}
		s = strings.Join(alts, " or ")
	}
	return s
}

// iconShort is the bracketed short name of an icon, as the cards print it.
func iconShort(icon string) string {
	switch icon {
	case IconCommand:
		return "Cmd"
	case IconStaff:
		return "Stf"
	case "tng":
		return "TNG"
	case "ds9":
		return "DS9"
	case "earth":
		return "E"
	case "past":
		return "Pa"
	case "future":
		return "Fut"
	case "maquis":
		return "Maq"
	case "au":
		return "AU"
	case "terok-nor":
		return "TN"
	case "tos":
		return "TOS"
	case "voyager":
		return "Voy"
	}
	if a := affShort(icon); a != icon {
		return a // a mission's affiliation icon
	}
	return icon
}
