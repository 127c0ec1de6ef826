package game

import (
	"fmt"
	"slices"
	"strings"
)

// CardType is one of the seven 2E card types (Rulebook: Types of Cards).
type CardType string

const (
	Personnel CardType = "personnel"
	Ship      CardType = "ship"
	Equipment CardType = "equipment"
	EventCard CardType = "event"
	Interrupt CardType = "interrupt"
	Mission   CardType = "mission"
	Dilemma   CardType = "dilemma"
)

// MissionType: headquarters, planet or space (Rulebook: Mission).
type MissionType string

const (
	Headquarters MissionType = "headquarters"
	Planet       MissionType = "planet"
	Space        MissionType = "space"
)

// DilemmaType: planet, space or dual (Rulebook: Dilemma).
type DilemmaType string

const (
	PlanetDilemma DilemmaType = "planet"
	SpaceDilemma  DilemmaType = "space"
	DualDilemma   DilemmaType = "dual"
)

// Icon names used for personnel icons and ship staffing.
const (
	IconCommand = "command"
	IconStaff   = "staff"
)

// SkillLevel is one listed skill and its level ("2 Diplomacy").
type SkillLevel struct {
	Skill string `yaml:"skill" json:"skill"`
	Level int    `yaml:"level" json:"level"`
}

// PlayFilter is one clause of a headquarters' "you may play ... at this
// mission" permission. A card matches when every set field matches.
type PlayFilter struct {
	Affiliation string   `yaml:"affiliation,omitempty" json:"affiliation,omitempty"`
	Icon        string   `yaml:"icon,omitempty" json:"icon,omitempty"`
	Type        CardType `yaml:"type,omitempty" json:"type,omitempty"`
	Species     string   `yaml:"species,omitempty" json:"species,omitempty"`
	Keyword     string   `yaml:"keyword,omitempty" json:"keyword,omitempty"`
}

// Matches reports whether c satisfies this filter.
func (f PlayFilter) Matches(c *Card) bool { return f.matchesAs(c, c.Affiliation) }

// matchesAs is Matches for c as affiliation aff.
func (f PlayFilter) matchesAs(c *Card, aff string) bool {
	if f.Type != "" && c.Type != f.Type {
		return false
	}
	if f.Affiliation != "" && aff != f.Affiliation {
		return false
	}
	if f.Icon != "" && !c.HasIcon(f.Icon) {
		return false
	}
	if f.Species != "" && !hasSpecies(c, f.Species) {
		return false
	}
	if f.Keyword != "" && !c.HasKeyword(f.Keyword) {
		return false
	}
	return f != PlayFilter{}
}

// AffiliationSet says which affiliations may attempt a mission: a list,
// "any", or "any except X".
type AffiliationSet struct {
	Any    bool     `json:"any,omitempty"`
	Only   []string `json:"only,omitempty"`
	Except []string `json:"except,omitempty"`
}

// Allows reports whether a personnel of affiliation aff matches.
func (s AffiliationSet) Allows(aff string) bool {
	if s.Any {
		for _, e := range s.Except {
			if e == aff {
				return false
			}
		}
		return true
	}
	for _, o := range s.Only {
		if o == aff {
			return true
		}
	}
	return false
}

func (s AffiliationSet) String() string {
	switch {
	case s.Any && len(s.Except) > 0:
		return "any except " + strings.Join(s.Except, ", ")
	case s.Any:
		return "any"
	default:
		return strings.Join(s.Only, ", ")
	}
}

// UnmarshalYAML accepts "any", "any except borg" or a list of affiliations.
func (s *AffiliationSet) UnmarshalYAML(unmarshal func(any) error) error {
	var str string
	if err := unmarshal(&str); err == nil {
		str = strings.TrimSpace(str)
		switch {
		case str == "any":
			*s = AffiliationSet{Any: true}
		case strings.HasPrefix(str, "any except "):
			*s = AffiliationSet{Any: true, Except: splitList(strings.TrimPrefix(str, "any except "))}
		default:
			return fmt.Errorf("attempt_by: want a list, \"any\" or \"any except X\", got %q", str)
		}
		return nil
	}
	var list []string
	if err := unmarshal(&list); err != nil {
		return fmt.Errorf("attempt_by: want a list, \"any\" or \"any except X\": %w", err)
	}
	*s = AffiliationSet{Only: list}
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Card is the definition of one card, read from assets/cards. It holds
// facts only; everything a player reads about a card is generated from it
// (see Text).
type Card struct {
	// Facts are the card's printed facts: the whole pool's come from
	// tools/cardgen; a made-up test card writes them inline.
	Facts `yaml:",inline"`
	// Status says how much of the card the engine enforces; set at load.
	Status Status `yaml:"-" json:"status,omitempty"`
	// Encoded: an encoding in assets/cards covers the card.
	Encoded bool `yaml:"-" json:"-"`
	// PrintedWords is the card's printed game text, read from a player's
	// own card data file (--carddata) to be shown beside the generated
	// text, never to be played by: it is not in the embedded pool, a save
	// or the wire.
	PrintedWords string `yaml:"-" json:"-"`

	// Core marks an event that is played into its player's core and stays
	// there (Rulebook: Event; Playing specific kinds of cards).
	Core bool `yaml:"core,omitempty" json:"core,omitempty"`

	// Modifiers are continuous effects while the card is in play.
	Modifiers []Modifier `yaml:"modifiers,omitempty" json:"modifiers,omitempty"`
	// Abilities are triggered and activated game text.
	Abilities []Ability `yaml:"abilities,omitempty" json:"abilities,omitempty"`
	// Back is a two-sided card's other side: its text while flipped over
	// (vocab_flip.go); Modifiers and Abilities are then the front's.
	Back *CardSide `yaml:"back,omitempty" json:"back,omitempty"`
	// CostPer lowers the cost while the card is being played; it names a
	// cost_per entry of costTable (vocab_costs.go), which words and
	// evaluates it: "commanded-not-owned" is −1 for each personnel you
	// command but do not own.
	CostPer string `yaml:"cost_per,omitempty" json:"cost_per,omitempty"`
	// OnlyHQ: you cannot command another headquarters mission.
	OnlyHQ bool `yaml:"only_hq,omitempty" json:"only_hq,omitempty"`
	// Effect is the encoded game text, run by the effect interpreter.
	Effect []Step `yaml:"effect,omitempty" json:"effect,omitempty"`
	// Pending names game text that the engine does not run yet, in our own
	// words; the generated text marks it so nobody mistakes it for rules.
	Pending string `yaml:"pending,omitempty" json:"pending,omitempty"`
	// Note records where a fact came from or why an encoding choice was made.
	Note string `yaml:"note,omitempty" json:"note,omitempty"`
	// Reviewed is the day its encoding was last read against the printed
	// text and found exact (Encoding.Reviewed), or empty.
	Reviewed string `yaml:"reviewed,omitempty" json:"reviewed,omitempty"`
	// PlayText: what playing the card asks and where it may go beyond the
	// rulebook's places: requires, play_cost, plays_on, play_aboard
	// (rules_play.go, rules_play_aboard.go).
	PlayText `yaml:",inline"`

	// Req is Requirements parsed once at load time.
	Req *Req `yaml:"-" json:"-"`
	// titleKey is the normalized title, for the uniqueness rule.
	titleKey string
	// titleIdx numbers titleKey within its library, from 1, so that a
	// game chains the instances of a title in a slice, not a map keyed by
	// title (commandsCopy; filling the map was 1–2% of a random-bot game).
	titleIdx int32
	// lasting is what the card does while it lies where its own text
	// placed it (vocab_dilemma_placed.go), found once at load.
	lasting *Lasting
	// listens is every trigger kind its abilities answer, each once, by
	// its number (busKind), found once at load (indexListeners reads it
	// for every card of every game).
	listens []uint8
	// facing is which of the facing windows' whens its abilities answer
	// (facingWhens), found once at load: those windows ask it of every
	// personnel and ship in an attempt, most of which have none.
	facing whenSet
	// modEffects is every effect its modifiers have, found once at load,
	// so that reading one effect skips the sources without it before
	// asking whether they are active.
	modEffects modEffect
	// evenStopped: one of its modifiers works while it is stopped
	// (vocab_even_stopped.go).
	evenStopped bool
	// printedSkills is Skills as a SkillSet.
	printedSkills SkillSet
	// staffNeed counts a ship's staffing icons: command, then the others;
	// staffIcon is a personnel's icon staffing counts: 1 command, else 2
	// staff, else 0. Found once at load: staffed reads them for every
	// ship at every orders decision.
	staffNeed [2]uint8
	staffIcon uint8
	// name is Name(), built once at load (it is read on every label).
	name string
	// other is a two-sided card's other side, prepared at load
	// (vocab_flip.go): on the front, the back; on the back, the front.
	// isBack marks the back side, the card an instance shows once flipped.
	other  *Card
	isBack bool
	// text is the card's encoding, read when the card is first needed
	// (library_text.go); nil for a card with none or read already whole.
	text *cardText
}

// Facts are what is printed on a card apart from its game text: names,
// costs, skills, attributes, icons, staffing, mission data, requirements
// and where the card was printed. The embedded card pool holds exactly
// these (assets/pool/cards.bin), so changing the encoding vocabulary never
// changes the pool's bytes.
type Facts struct {
	ID       string `yaml:"id" json:"id"`
	Title    string `yaml:"title" json:"title"`
	Subtitle string `yaml:"subtitle,omitempty" json:"subtitle,omitempty"`
	// Location is a mission's location ("Beltane IX"); Title is then the
	// mission's name ("Cargo Rendezvous").
	Location string   `yaml:"location,omitempty" json:"location,omitempty"`
	Unique   bool     `yaml:"unique" json:"unique"`
	Type     CardType `yaml:"type" json:"type"`

	// Printing facts (the pool's cards.txt): collector number ("6P040"),
	// set code, rarity, the suffix LackeyCCG gives this printing ("*VP",
	// "(SS)") and, for a later printing, the ID of the card's first one.
	Collector  string `yaml:"collector,omitempty" json:"collector,omitempty"`
	Set        string `yaml:"set,omitempty" json:"set,omitempty"`
	Rarity     string `yaml:"rarity,omitempty" json:"rarity,omitempty"`
	Printing   string `yaml:"printing,omitempty" json:"printing,omitempty"`
	PrintingOf string `yaml:"printing_of,omitempty" json:"printing_of,omitempty"`
	// Formats lists the formats the card is legal in (see decks.Formats).
	Formats []string `yaml:"formats,omitempty" json:"formats,omitempty"`
	// PrintedText: the printed card has game text (its words are not kept).
	PrintedText bool `yaml:"printed_text,omitempty" json:"printed_text,omitempty"`
	// Cost is nil for cards with no printed cost (interrupts, missions,
	// dilemmas use DilemmaCost). Rulebook: Interrupt — "treat that card as
	// if it had a cost of zero".
	Cost        *int         `yaml:"cost,omitempty" json:"cost"`
	Affiliation string       `yaml:"affiliation,omitempty" json:"affiliation,omitempty"`
	Species     []string     `yaml:"species,omitempty" json:"species,omitempty"`
	Icons       []string     `yaml:"icons,omitempty" json:"icons,omitempty"`
	Skills      []SkillLevel `yaml:"skills,omitempty" json:"skills,omitempty"`
	Keywords    []string     `yaml:"keywords,omitempty" json:"keywords,omitempty"`
	Integrity   int          `yaml:"integrity,omitempty" json:"integrity,omitempty"`
	Cunning     int          `yaml:"cunning,omitempty" json:"cunning,omitempty"`
	Strength    int          `yaml:"strength,omitempty" json:"strength,omitempty"`

	Class    string   `yaml:"class,omitempty" json:"class,omitempty"`
	Staffing []string `yaml:"staffing,omitempty" json:"staffing,omitempty"`
	Range    int      `yaml:"range,omitempty" json:"range,omitempty"`
	Weapons  int      `yaml:"weapons,omitempty" json:"weapons,omitempty"`
	Shields  int      `yaml:"shields,omitempty" json:"shields,omitempty"`

	MissionType  MissionType     `yaml:"mission,omitempty" json:"mission_type,omitempty"`
	Quadrant     string          `yaml:"quadrant,omitempty" json:"quadrant,omitempty"`
	Span         int             `yaml:"span,omitempty" json:"span,omitempty"`
	Points       int             `yaml:"points,omitempty" json:"points,omitempty"`
	Region       string          `yaml:"region,omitempty" json:"region,omitempty"`
	AttemptBy    *AffiliationSet `yaml:"attempt_by,omitempty" json:"attempt_by,omitempty"`
	Requirements string          `yaml:"requirements,omitempty" json:"requirements,omitempty"`
	// RequirementsError: the printed requirements could not be parsed (the
	// mission cannot be completed); the reason.
	RequirementsError string       `yaml:"requirements_error,omitempty" json:"requirements_error,omitempty"`
	PlayHere          []PlayFilter `yaml:"play_here,omitempty" json:"play_here,omitempty"`

	DilemmaType DilemmaType `yaml:"dilemma,omitempty" json:"dilemma_type,omitempty"`
}

// CostValue is the printed cost, zero when none is printed.
func (c *Card) CostValue() int {
	if c.Cost == nil {
		return 0
	}
	return *c.Cost
}

// Name is "Title, Subtitle" or just the title.
func (c *Card) Name() string {
	if c.name != "" {
		return c.name
	}
	if c.Subtitle != "" {
		return c.Title + ", " + c.Subtitle
	}
	return c.Title
}

// DeckName is the name a deck file writes to mean this printing: Name,
// a mission's location before it, and the printing's suffix when it has
// one ("Triage (SR)").
func (c *Card) DeckName() string {
	n := c.Name()
	if c.Location != "" {
		n = c.Location + ", " + n // two missions may share a mission name
	}
	if c.Printing != "" {
		n += " " + c.Printing
	}
	return n
}

// HasIcon reports whether the card shows icon. A mission's icons are the
// affiliation icons that say who may attempt it ("a [Fed] planet mission";
// a mission any affiliation may attempt shows none).
func (c *Card) HasIcon(icon string) bool {
	for _, i := range c.Icons {
		if i == icon {
			return true
		}
	}
	if c.Type == Mission && c.AttemptBy != nil {
		return slices.Contains(c.AttemptBy.Only, icon)
	}
	return false
}

// HasKeyword reports whether the card carries keyword k. The pool
// writes keywords as printed ("Q.", "Decay: 5"): the final period does
// not count, and a keyword with a value ("Decay: 5") is also found by its
// name alone ("your Decay event").
func (c *Card) HasKeyword(k string) bool {
	k = strings.TrimSuffix(k, ".")
	for _, x := range c.Keywords {
		x = strings.TrimSuffix(strings.TrimSpace(x), ".")
		if strings.EqualFold(x, k) {
			return true
		}
		if name, _, ok := strings.Cut(x, ":"); ok && !strings.Contains(k, ":") && strings.EqualFold(strings.TrimSpace(name), k) {
			return true
		}
	}
	return false
}

// SkillLevel returns the card's printed level of skill.
func (c *Card) SkillLevel(skill string) int {
	n := 0
	for _, s := range c.Skills {
		if s.Skill == skill {
			n += s.Level
		}
	}
	return n
}

// AllowsPlay reports whether this headquarters lets card x be played here
// (Rulebook: Playing specific kinds of cards).
func (c *Card) AllowsPlay(x *Card) bool { return c.AllowsPlayAs(x, x.Affiliation) }

// AllowsPlayAs is AllowsPlay for x as affiliation aff (a card that
// becomes it as it is played: vocab_play_as_affiliation.go).
func (c *Card) AllowsPlayAs(x *Card, aff string) bool {
	for _, f := range c.PlayHere {
		if f.matchesAs(x, aff) {
			return true
		}
	}
	return false
}

// IsHQ reports whether the card is a headquarters mission.
func (c *Card) IsHQ() bool { return c.Type == Mission && c.MissionType == Headquarters }
