package carddata

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/stccg/stccg/game"
)

// printingSuffix matches the marks LackeyCCG appends to a name to tell
// printings apart: " *VP", " (SS)", " *(Promo)", " *".
var printingSuffix = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(\s+(\*+[A-Z]*(\([A-Za-z0-9 ]+\))?|\([A-Za-z0-9 ]+\)))+$`)
})

// SplitPrinting separates a Lackey name into the card's name and its
// printing suffix.
func SplitPrinting(name string) (base, suffix string) {
	if loc := printingSuffix().FindStringIndex(name); loc != nil && loc[0] > 0 {
		return strings.TrimSpace(name[:loc[0]]), strings.TrimSpace(name[loc[0]:])
	}
	return name, ""
}

var CardTypes = map[string]game.CardType{
	"Personnel": game.Personnel, "Ship": game.Ship, "Equipment": game.Equipment, "Event": game.EventCard,
	"Interrupt": game.Interrupt, "Mission": game.Mission, "Dilemma": game.Dilemma,
}

// affiliationCodes are the bracketed affiliation icons of missions and
// the HQ play permissions.
var affiliationCodes = map[string]string{
	"Baj": "bajoran", "Bor": "borg", "Car": "cardassian", "Dom": "dominion", "Fed": "federation",
	"Fer": "ferengi", "Kli": "klingon", "NA": "non-aligned", "Non": "non-aligned", "Rom": "romulan",
	"SF": "starfleet", "Vid": "vidiian",
}

// iconCodes are the personnel and ship icons (and staffing icons).
var iconCodes = map[string]string{
	"Cmd": game.IconCommand, "Stf": game.IconStaff, "DS9": "ds9", "TNG": "tng", "E": "earth",
	"Pa": "past", "Fut": "future", "Maq": "maquis", "AU": "au", "TN": "terok-nor", "TOS": "tos",
	"Voy": "voyager",
}

var bracket = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\[([A-Za-z0-9]+)\]`) })

func codes(s string, table map[string]string) ([]string, error) {
	var out []string
	for _, m := range bracket().FindAllStringSubmatch(s, -1) {
		v, ok := table[m[1]]
		if !ok {
			return nil, fmt.Errorf("unknown icon [%s]", m[1])
		}
		out = append(out, v)
	}
	return out, nil
}

func atoi(field, s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%s %q is not a number", field, s)
	}
	return n, nil
}

// Facts turns one row into a card's facts, with the whole name (a
// mission's location included) as its title: names are split by whoever
// knows the other cards. note is told of a fact given a default.
func Facts(r Row, note func(c *game.Card, msg string)) (*game.Card, error) {
	typ, ok := CardTypes[r.Type]
	if !ok {
		return nil, fmt.Errorf("unknown type %q", r.Type)
	}
	base, suffix := SplitPrinting(r.Name)
	c := &game.Card{Facts: game.Facts{Title: base, Printing: suffix, Type: typ, Unique: r.Unique == "Y",
		Collector: r.Collector, Set: r.Set, Rarity: r.Rarity, PrintedText: r.Text != ""}}
	var err error
	num := func(field, s string) int {
		if err != nil {
			return 0
		}
		var n int
		n, err = atoi(field, s)
		return n
	}
	switch typ {
	case game.Mission:
		err = missionFacts(c, r, note)
	case game.Dilemma:
		cost := num("cost", r.Cost)
		c.Cost = &cost
		switch r.MissionType {
		case "P":
			c.DilemmaType = game.PlanetDilemma
		case "S":
			c.DilemmaType = game.SpaceDilemma
		case "D":
			c.DilemmaType = game.DualDilemma
		default:
			note(c, "no dilemma type given; treated as dual")
			c.DilemmaType = game.DualDilemma
		}
	default:
		if typ != game.Interrupt || (r.Cost != "" && r.Cost != "0") {
			cost := num("cost", r.Cost)
			c.Cost = &cost
		}
	}
	if err != nil {
		return nil, err
	}
	if typ == game.Personnel || typ == game.Ship {
		c.Affiliation = strings.ToLower(r.Affiliation)
	}
	if c.Icons, err = codes(r.Icons, iconCodes); err != nil {
		return nil, err
	}
	if c.Staffing, err = codes(r.Staff, iconCodes); err != nil {
		return nil, err
	}
	if typ != game.Mission {
		c.Keywords = SplitKeywords(r.Keywords)
		c.PrintedText = c.PrintedText || hasMechanicKeyword(c.Keywords)
	}
	c.Class = r.Class
	if r.Species != "" {
		c.Species = strings.Split(r.Species, "/")
	}
	if typ == game.Personnel {
		if c.Skills, err = parseSkills(r.Skills); err != nil {
			return nil, err
		}
		c.Integrity, c.Cunning, c.Strength = num("integrity", r.Attr1), num("cunning", r.Attr2), num("strength", r.Attr3)
	}
	if typ == game.Ship {
		c.Range, c.Weapons, c.Shields = num("range", r.Attr1), num("weapons", r.Attr2), num("shields", r.Attr3)
	}
	return c, err
}

// parseSkills reads "Anthropology Diplomacy 2 Law Security": a number is
// the level of the skill after it.
func parseSkills(s string) ([]game.SkillLevel, error) {
	var out []game.SkillLevel
	level := 1
	for _, w := range strings.Fields(s) {
		if n, err := strconv.Atoi(w); err == nil {
			level = n
			continue
		}
		if !game.IsSkill(w) {
			return nil, fmt.Errorf("unknown skill %q", w)
		}
		out = append(out, game.SkillLevel{Skill: w, Level: level})
		level = 1
	}
	return out, nil
}

// abbreviation matches the end of a dotted abbreviation ("U.S.S", "I.K.S",
// "Dr"): a period after it does not end a keyword.
var abbreviation = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(^|[\s:])(([A-Z]\.)*[A-Z]|Dr|Mr|St)$`) })

// SplitKeywords splits "Commander: U.S.S. Enterprise-D. Smuggler." into
// its keywords, keeping the periods of abbreviations.
func SplitKeywords(s string) []string {
	var out []string
	var cur strings.Builder
	parts := strings.Split(s, ".")
	for i, p := range parts {
		cur.WriteString(p)
		last := i == len(parts)-1
		if !last && abbreviation().MatchString(strings.TrimSpace(cur.String())) {
			cur.WriteString(".")
			continue
		}
		if k := strings.TrimSpace(cur.String()); k != "" {
			out = append(out, k)
		}
		cur.Reset()
	}
	return out
}

var quadrants = map[string]string{"A": "alpha", "D": "delta", "G": "gamma", "B": "beta"}

// missionFacts reads a mission's columns: type, span, points, quadrant,
// which affiliations may attempt it, its region, and its requirements (a
// fact) or, for a headquarters, what may be played there.
func missionFacts(c *game.Card, r Row, note func(c *game.Card, msg string)) error {
	var err error
	switch r.MissionType {
	case "P":
		c.MissionType = game.Planet
	case "S":
		c.MissionType = game.Space
	case "H":
		c.MissionType = game.Headquarters
	default:
		return fmt.Errorf("unknown mission type %q", r.MissionType)
	}
	if c.Span, err = atoi("span", r.Span); err != nil {
		return err
	}
	if c.Points, err = atoi("points", r.Points); err != nil {
		return err
	}
	c.Quadrant = quadrants[r.Quadrant]
	for _, k := range SplitKeywords(r.Keywords) {
		if reg, ok := strings.CutPrefix(k, "Region: "); ok {
			c.Region = reg
		} else {
			c.Keywords = append(c.Keywords, k)
		}
	}
	if c.MissionType == game.Headquarters {
		aff := strings.TrimSuffix(r.Affiliation, " Headquarters")
		c.Affiliation = strings.ToLower(aff)
		c.PlayHere, err = ParsePlayHere(r.Skills)
		if err != nil {
			note(c, "play permission not understood: "+err.Error())
			c.PlayHere = nil
		}
		return nil
	}
	c.AttemptBy, err = parseAttemptBy(r.Affiliation)
	if err != nil {
		return err
	}
	c.Requirements = r.Skills
	return nil
}

// parseAttemptBy reads "[Fed][Kli]", "Any affiliation may attempt this
// mission." or "Any affiliation (except [Bor]) may attempt this mission."
func parseAttemptBy(s string) (*game.AffiliationSet, error) {
	if strings.HasPrefix(s, "Any affiliation") {
		set := &game.AffiliationSet{Any: true}
		if i := strings.Index(s, "(except"); i >= 0 {
			ex, err := codes(s[i:], affiliationCodes)
			if err != nil {
				return nil, err
			}
			set.Except = ex
		}
		return set, nil
	}
	only, err := codes(s, affiliationCodes)
	if err != nil {
		return nil, err
	}
	if len(only) == 0 {
		return nil, fmt.Errorf("no affiliation may attempt it (%q)", s)
	}
	return &game.AffiliationSet{Only: only}, nil
}

// mechanicKeywords carry rules of their own ("Interlink: Physics",
// "Consume: 2"): a card with one has game text even when its text box is
// empty.
var mechanicKeywords = []string{"Consume", "Decay", "Interlink", "Recall", "Replicate"}

func hasMechanicKeyword(keywords []string) bool {
	for _, k := range keywords {
		for _, m := range mechanicKeywords {
			if strings.HasPrefix(k, m+":") || strings.HasPrefix(k, m+" -") {
				return true
			}
		}
	}
	return false
}
