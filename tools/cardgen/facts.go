package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/stccg/stccg/game"
)

// printingSuffix matches the marks LackeyCCG appends to a name to tell
// printings apart: " *VP", " (SS)", " *(Promo)", " *".
var printingSuffix = regexp.MustCompile(`(\s+(\*+[A-Z]*(\([A-Za-z0-9 ]+\))?|\([A-Za-z0-9 ]+\)))+$`)

// splitPrinting separates a Lackey name into the card's name and its
// printing suffix.
func splitPrinting(name string) (base, suffix string) {
	if loc := printingSuffix.FindStringIndex(name); loc != nil && loc[0] > 0 {
		return strings.TrimSpace(name[:loc[0]]), strings.TrimSpace(name[loc[0]:])
	}
	return name, ""
}

var cardTypes = map[string]game.CardType{
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

var bracket = regexp.MustCompile(`\[([A-Za-z0-9]+)\]`)

func codes(s string, table map[string]string) ([]string, error) {
	var out []string
	for _, m := range bracket.FindAllStringSubmatch(s, -1) {
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

// facts turns one row into a card's facts. Names are split later, once
// every card is known (splitNames).
func facts(r row, rep *report) (*game.Card, error) {
	typ, ok := cardTypes[r.typ]
	if !ok {
		return nil, fmt.Errorf("unknown type %q", r.typ)
	}
	base, suffix := splitPrinting(r.name)
	c := &game.Card{Facts: game.Facts{Title: base, Printing: suffix, Type: typ, Unique: r.unique == "Y",
		Collector: r.collector, Set: r.set, Rarity: r.rarity, PrintedText: r.text != ""}}
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
		err = missionFacts(c, r, rep)
	case game.Dilemma:
		cost := num("cost", r.cost)
		c.Cost = &cost
		switch r.missionType {
		case "P":
			c.DilemmaType = game.PlanetDilemma
		case "S":
			c.DilemmaType = game.SpaceDilemma
		case "D":
			c.DilemmaType = game.DualDilemma
		default:
			rep.note(c, "no dilemma type given; treated as dual")
			c.DilemmaType = game.DualDilemma
		}
	default:
		if typ != game.Interrupt || (r.cost != "" && r.cost != "0") {
			cost := num("cost", r.cost)
			c.Cost = &cost
		}
	}
	if err != nil {
		return nil, err
	}
	if typ == game.Personnel || typ == game.Ship {
		c.Affiliation = strings.ToLower(r.affiliation)
	}
	if c.Icons, err = codes(r.icons, iconCodes); err != nil {
		return nil, err
	}
	if c.Staffing, err = codes(r.staff, iconCodes); err != nil {
		return nil, err
	}
	if typ != game.Mission {
		c.Keywords = splitKeywords(r.keywords)
		c.PrintedText = c.PrintedText || hasMechanicKeyword(c.Keywords)
	}
	c.Class = r.class
	if r.species != "" {
		c.Species = strings.Split(r.species, "/")
	}
	if typ == game.Personnel {
		if c.Skills, err = parseSkills(r.skills); err != nil {
			return nil, err
		}
		c.Integrity, c.Cunning, c.Strength = num("integrity", r.attr1), num("cunning", r.attr2), num("strength", r.attr3)
	}
	if typ == game.Ship {
		c.Range, c.Weapons, c.Shields = num("range", r.attr1), num("weapons", r.attr2), num("shields", r.attr3)
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
var abbreviation = regexp.MustCompile(`(^|[\s:])(([A-Z]\.)*[A-Z]|Dr|Mr|St)$`)

// splitKeywords splits "Commander: U.S.S. Enterprise-D. Smuggler." into
// its keywords, keeping the periods of abbreviations.
func splitKeywords(s string) []string {
	var out []string
	var cur strings.Builder
	parts := strings.Split(s, ".")
	for i, p := range parts {
		cur.WriteString(p)
		last := i == len(parts)-1
		if !last && abbreviation.MatchString(strings.TrimSpace(cur.String())) {
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
func missionFacts(c *game.Card, r row, rep *report) error {
	var err error
	switch r.missionType {
	case "P":
		c.MissionType = game.Planet
	case "S":
		c.MissionType = game.Space
	case "H":
		c.MissionType = game.Headquarters
	default:
		return fmt.Errorf("unknown mission type %q", r.missionType)
	}
	if c.Span, err = atoi("span", r.span); err != nil {
		return err
	}
	if c.Points, err = atoi("points", r.points); err != nil {
		return err
	}
	c.Quadrant = quadrants[r.quadrant]
	for _, k := range splitKeywords(r.keywords) {
		if reg, ok := strings.CutPrefix(k, "Region: "); ok {
			c.Region = reg
		} else {
			c.Keywords = append(c.Keywords, k)
		}
	}
	if c.MissionType == game.Headquarters {
		aff := strings.TrimSuffix(r.affiliation, " Headquarters")
		c.Affiliation = strings.ToLower(aff)
		c.PlayHere, err = parsePlayHere(r.skills)
		if err != nil {
			rep.note(c, "play permission not understood: "+err.Error())
			c.PlayHere = nil
		}
		return nil
	}
	c.AttemptBy, err = parseAttemptBy(r.affiliation)
	if err != nil {
		return err
	}
	c.Requirements = r.skills
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
