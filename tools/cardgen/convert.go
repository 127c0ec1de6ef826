package main

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/stccg/stccg/game"
)

// row is one printing in cards.txt, by column.
type row struct {
	line                                           int
	name, set, image, rarity, unique, collector    string
	typ, cost, missionType, span, points, quadrant string
	affiliation, icons, staff, keywords, class     string
	species, skills, attr1, attr2, attr3, text     string
}

const columns = 23

// readRows reads cards.txt: tab-separated, no quoting, one header line
// (repeated header lines are skipped). HTML entities (&gt;) are decoded.
func readRows(path string) ([]row, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var rows []row
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != columns {
			return nil, fmt.Errorf("%s:%d: %d columns, want %d", path, i+1, len(f), columns)
		}
		if f[0] == "Name" && f[1] == "Set" {
			continue // a header
		}
		for j := range f {
			f[j] = strings.TrimSpace(html.UnescapeString(f[j]))
		}
		rows = append(rows, row{line: i + 1, name: f[0], set: f[1], image: f[2], rarity: f[3], unique: f[4],
			collector: f[5], typ: f[6], cost: f[7], missionType: f[8], span: f[9], points: f[10],
			quadrant: f[11], affiliation: f[12], icons: f[13], staff: f[14], keywords: f[15],
			class: f[16], species: f[17], skills: f[18], attr1: f[19], attr2: f[20], attr3: f[21], text: f[22]})
	}
	return rows, nil
}

// result is what one conversion produces: the facts as JSON (for people
// and diffs) and as gob (what the binary embeds: it decodes three times
// faster, and start-up must stay quick with the whole pool).
type result struct {
	JSON, Gob, Report []byte
	Cards, Rows       int
}

// convert reads the pool folder, the corrections and the format
// definitions and builds the facts.
func convert(pool, correctionsPath, formatsPath string) (*result, error) {
	rows, err := readRows(filepath.Join(pool, "cards.txt"))
	if err != nil {
		return nil, err
	}
	corr, err := readCorrections(correctionsPath)
	if err != nil {
		return nil, err
	}
	rep := &report{}

	// One card per distinct printing: rows repeating a name and collector
	// number differ only in their image (foil, reprint scans).
	type key struct{ name, collector string }
	seen := map[key]bool{}
	var printings []row
	for _, r := range rows {
		if fix, ok := corr.Rows[r.name]; ok {
			r = fix.apply(r)
		}
		k := key{r.name, r.collector}
		if seen[k] {
			continue
		}
		seen[k] = true
		printings = append(printings, r)
	}

	cards := make([]*game.Card, 0, len(printings))
	for _, r := range printings {
		c, err := facts(r, rep)
		if err != nil {
			return nil, fmt.Errorf("cards.txt:%d (%s): %w", r.line, r.name, err)
		}
		cards = append(cards, c)
	}
	assignIDs(cards)
	linkPrintings(cards)
	splitNames(cards, corr, readDeckMissionNames(filepath.Join(pool, "decks"), rep), gatherEvidence(printings), rep)
	if err := applyFormats(cards, pool, formatsPath, corr, rep); err != nil {
		return nil, err
	}
	parseRequirements(cards, rep)

	var buf bytes.Buffer
	buf.WriteString("[\n")
	facts := make([]*game.Facts, len(cards))
	for i, c := range cards {
		facts[i] = &c.Facts
		b, err := json.Marshal(&c.Facts)
		if err != nil {
			return nil, err
		}
		buf.Write(b)
		if i < len(cards)-1 {
			buf.WriteByte(',')
		}
		buf.WriteByte('\n')
	}
	buf.WriteString("]\n")
	var bin bytes.Buffer
	if err := gob.NewEncoder(&bin).Encode(facts); err != nil {
		return nil, err
	}
	return &result{JSON: buf.Bytes(), Gob: bin.Bytes(), Report: rep.render(len(rows), cards), Cards: len(cards), Rows: len(rows)}, nil
}

// assignIDs gives each printing a stable ID: its collector number
// ("6P040"), or, when several printings share one, the number and the
// printing's suffix or set ("1S084-SR").
func assignIDs(cards []*game.Card) {
	used := map[string]bool{}
	for _, c := range cards {
		id := c.Collector
		if id == "" {
			id = slug(c.Name())
		}
		if used[id] {
			base := id
			tag := strings.Trim(c.Printing, "*() ")
			if tag == "" {
				tag = c.Set
			}
			id = base + "-" + slug(tag)
			for n := 2; used[id]; n++ {
				id = base + "-" + slug(tag) + strconv.Itoa(n)
			}
		}
		used[id] = true
		c.ID = id
	}
}

// linkPrintings marks every later printing of a card (same name once the
// printing suffix is gone, same type) with the ID of its first printing,
// so an encoding written once applies to every printing.
func linkPrintings(cards []*game.Card) {
	first := map[string]string{}
	for _, c := range cards {
		k := string(c.Type) + "|" + game.NormalizeTitle(c.Title)
		if id, ok := first[k]; ok {
			c.PrintingOf = id
			continue
		}
		first[k] = c.ID
	}
}

func slug(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

// sortedKeys returns m's keys in order, for deterministic output.
func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
