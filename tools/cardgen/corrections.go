package main

import (
	"fmt"
	"os"
	"strings"

	"go.yaml.in/yaml/v3"
)

// corrections are hand-made fixes kept in the project
// (assets/pool/corrections.yaml) and applied on every run.
type corrections struct {
	// Names gives the split of a joined name (cards.txt's Name without its
	// printing suffix) that the method in names.go gets wrong.
	Names map[string]nameSplit `yaml:"names"`
	// NotTitles are word prefixes that several personas share without
	// being a title ("U.S.S.", "William").
	NotTitles []string `yaml:"not_titles"`
	// Rows fixes facts of one printing, by its full Lackey name.
	Rows map[string]rowFix `yaml:"rows"`
	// Formats adds formats to a card (every printing of it), by the name
	// cards.txt gives its first printing.
	Formats map[string]formatFix `yaml:"formats"`
	// MissionVerbs are words a mission's name begins with ("Traverse"),
	// PlaceNouns words a location ends with ("Sector", "Nebula"): where
	// they fall, a mission's whole name splits into location and name.
	MissionVerbs []string `yaml:"mission_verbs"`
	PlaceNouns   []string `yaml:"place_nouns"`
}

type formatFix struct {
	Add    []string `yaml:"add"`
	Reason string   `yaml:"reason"`
}

type nameSplit struct {
	Location string `yaml:"location"`
	Title    string `yaml:"title"`
	Subtitle string `yaml:"subtitle"`
}

// rowFix replaces columns of a row; only the columns given change.
type rowFix struct {
	Reason  string            `yaml:"reason"`
	Columns map[string]string `yaml:"columns"`
}

func (f rowFix) apply(r row) row {
	for col, v := range f.Columns {
		switch col {
		case "Unique":
			r.Unique = v
		case "Cost":
			r.Cost = v
		case "Type":
			r.Type = v
		case "Mission/DilemmaType":
			r.MissionType = v
		case "Affiliation":
			r.Affiliation = v
		case "Icons":
			r.Icons = v
		case "Staff":
			r.Staff = v
		case "Keywords":
			r.Keywords = v
		case "Species":
			r.Species = v
		case "Skills":
			r.Skills = v
		case "Integrity/Range":
			r.Attr1 = v
		case "Cunning/Weapons":
			r.Attr2 = v
		case "Strength/Shields":
			r.Attr3 = v
		}
	}
	return r
}

var fixableColumns = []string{"Unique", "Cost", "Type", "Mission/DilemmaType", "Affiliation", "Icons", "Staff",
	"Keywords", "Species", "Skills", "Integrity/Range", "Cunning/Weapons", "Strength/Shields"}

func readCorrections(path string) (*corrections, error) {
	c := &corrections{}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for name, f := range c.Rows {
		if f.Reason == "" {
			return nil, fmt.Errorf("%s: the fix of %q needs a reason", path, name)
		}
		for col := range f.Columns {
			ok := false
			for _, k := range fixableColumns {
				ok = ok || k == col
			}
			if !ok {
				return nil, fmt.Errorf("%s: the fix of %q names column %q, not one of %s", path, name, col, strings.Join(fixableColumns, ", "))
			}
		}
	}
	for name, f := range c.Formats {
		if f.Reason == "" || len(f.Add) == 0 {
			return nil, fmt.Errorf("%s: the format fix of %q needs formats to add and a reason", path, name)
		}
	}
	for name, s := range c.Names {
		if s.Title == "" {
			return nil, fmt.Errorf("%s: the split of %q needs a title", path, name)
		}
		if got := strings.Join(strings.Fields(s.Location+" "+s.Title+" "+s.Subtitle), " "); got != name {
			return nil, fmt.Errorf("%s: the split of %q joins to %q", path, name, got)
		}
	}
	return c, nil
}
