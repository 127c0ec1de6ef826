package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/internal/carddata"
	"go.yaml.in/yaml/v3"
)

// Formats a card may be legal in. "open" allows every card; the
// tournament formats allow the sets assets/pool/formats.yaml lists; Excelsior
// (acts 1 and 2) allows the cards its curated lists name.
const (
	formatOpen        = "open"
	formatStandard    = "standard"
	formatTraditional = "traditional"
	formatExcelsior1  = "excelsior-act1"
	formatExcelsior2  = "excelsior-act2"
)

// formatDefs is assets/pool/formats.yaml: the sets each tournament
// format allows. "sets" is the LackeyCCG list as published; "added" the
// sets the project adds to it (the file says why).
type formatDefs struct {
	Source  string `yaml:"source"`
	Formats map[string]struct {
		Sets  []string `yaml:"sets"`
		Added []string `yaml:"added"`
	} `yaml:"formats"`
}

// readFormatDefs reads the format definitions and returns, per tournament
// format, the sets it allows.
func readFormatDefs(path string) (map[string]map[string]bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var defs formatDefs
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&defs); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if defs.Source == "" {
		return nil, fmt.Errorf("%s: say where the lists come from (source)", path)
	}
	sets := map[string]map[string]bool{}
	for name, f := range defs.Formats {
		if name != formatStandard && name != formatTraditional {
			return nil, fmt.Errorf("%s: unknown format %q: want %s or %s", path, name, formatStandard, formatTraditional)
		}
		sets[name] = map[string]bool{}
		for _, s := range append(append([]string{}, f.Sets...), f.Added...) {
			sets[name][s] = true
		}
	}
	if len(sets) != 2 {
		return nil, fmt.Errorf("%s: want the standard and traditional formats", path)
	}
	return sets, nil
}

// applyFormats records, per card, the formats in which it is legal. A card
// is legal when any printing of it (same type and name) is: a reprint in
// an allowed set makes the card legal whichever printing a deck lists.
func applyFormats(cards []*game.Card, pool, formatsPath string, corr *corrections, rep *report) error {
	sets, err := readFormatDefs(formatsPath)
	if err != nil {
		return err
	}
	// A set no tournament format names is most likely newer than the
	// definitions: say so, so that whoever regenerates adds it.
	unlisted := map[string]int{}
	for _, c := range cards {
		if !sets[formatStandard][c.Set] && !sets[formatTraditional][c.Set] {
			unlisted[c.Set]++
		}
	}
	for _, s := range sortedKeys(unlisted) {
		rep.warn(fmt.Sprintf("set %q (%d cards) is in no format of %s: add it where it belongs", s, unlisted[s], filepath.Base(formatsPath)))
	}
	lists := map[string]map[string]bool{}
	for _, f := range []string{formatExcelsior1, formatExcelsior2} {
		entries, err := readFormatList(filepath.Join(pool, "formats", f+".txt"), rep)
		if err != nil {
			return err
		}
		lists[f] = map[string]bool{}
		for _, e := range entries {
			base, _ := carddata.SplitPrinting(e.name)
			lists[f][e.typ+"|"+game.NormalizeTitle(base)] = true
			if e.collector != "" {
				lists[f]["#"+e.collector] = true
			}
		}
	}
	// Legality is shared by every printing of a card.
	legal := map[string]map[string]bool{}
	key := func(c *game.Card) string { return string(c.Type) + "|" + game.NormalizeTitle(fullName(c)) }
	for _, c := range cards {
		k := key(c)
		if legal[k] == nil {
			legal[k] = map[string]bool{formatOpen: true}
		}
		for f, allowed := range sets {
			if allowed[c.Set] {
				legal[k][f] = true
			}
		}
	}
	typeName := map[game.CardType]string{}
	for n, t := range carddata.CardTypes {
		typeName[t] = n
	}
	for _, c := range cards {
		k := key(c)
		for f, names := range lists {
			// A list names a card by its collector number, or by its name
			// (a mission sometimes by its mission name alone).
			if names["#"+c.Collector] || names[typeName[c.Type]+"|"+game.NormalizeTitle(fullName(c))] ||
				(c.Type == game.Mission && names[typeName[c.Type]+"|"+game.NormalizeTitle(c.Title)]) {
				legal[k][f] = true
			}
		}
	}
	for _, name := range sortedKeys(corr.Formats) {
		found := false
		for _, c := range cards {
			if c.PrintingOf == "" && game.NormalizeTitle(fullName(c)) == game.NormalizeTitle(name) {
				for _, f := range corr.Formats[name].Add {
					legal[key(c)][f] = true
				}
				found = true
			}
		}
		if !found {
			rep.stale = append(rep.stale, name)
		}
	}
	order := []string{formatOpen, formatStandard, formatTraditional, formatExcelsior1, formatExcelsior2}
	for _, c := range cards {
		c.Formats = nil
		for _, f := range order {
			if legal[key(c)][f] {
				c.Formats = append(c.Formats, f)
			}
		}
	}
	return nil
}

// fullName is the name as cards.txt joins it, before the split.
func fullName(c *game.Card) string {
	return strings.TrimSpace(c.Location + " " + c.Title + " " + c.Subtitle)
}

type listEntry struct{ name, typ, collector string }

// collectorKey normalizes "13 R 118" or "13R118" to "13R118".
func collectorKey(s string) string {
	s = strings.ReplaceAll(s, " ", "")
	i := len(s)
	for i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
		i--
	}
	if i == len(s) || i == 0 {
		return s
	}
	num := strings.TrimLeft(s[i:], "0")
	for len(num) < 3 {
		num = "0" + num
	}
	return s[:i] + num
}

// readFormatList reads a format's card list (cards.txt's columns). A line
// whose tabs were lost is read by finding its set column among the words;
// the report says so.
func readFormatList(path string, rep *report) ([]listEntry, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []listEntry
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		line = strings.TrimSuffix(line, "\r")
		f := strings.Split(line, "\t")
		if len(f) >= 7 {
			if f[0] != "Name" {
				out = append(out, listEntry{strings.TrimSpace(f[0]), strings.TrimSpace(f[6]), collectorKey(strings.TrimSpace(f[5]))})
			}
			continue
		}
		words := strings.Fields(line)
		found := false
		for j, w := range words {
			if !strings.HasPrefix(w, "Excelsior") || j == 0 {
				continue
			}
			for k := j + 1; k < len(words); k++ {
				if _, ok := carddata.CardTypes[words[k]]; ok {
					out = append(out, listEntry{strings.Join(words[:j], " "), words[k], ""})
					found = true
					break
				}
			}
			break
		}
		if !found && strings.TrimSpace(line) != "" {
			return nil, fmt.Errorf("%s:%d: cannot read this line", path, i+1)
		}
		if found {
			rep.warn(fmt.Sprintf("%s line %d has no tabs; read as %q", filepath.Base(path), i+1, out[len(out)-1].name))
		}
	}
	return out, nil
}
