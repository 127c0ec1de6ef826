package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/internal/carddata"
)

// row is one printing in cards.txt (internal/carddata reads the list).
type row = carddata.Row

// readRows reads cards.txt.
func readRows(path string) ([]row, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return carddata.ParseRows(path, data)
}

// result is what one conversion produces: the facts as JSON (for people
// and diffs) and in the pool's own compact format (what the binary embeds:
// start-up reads it nearly for free, game/pool_codec.go).
type result struct {
	JSON, Bin, Report []byte
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
		if fix, ok := corr.Rows[r.Name]; ok {
			r = fix.apply(r)
		}
		k := key{r.Name, r.Collector}
		if seen[k] {
			continue
		}
		seen[k] = true
		printings = append(printings, r)
	}

	cards := make([]*game.Card, 0, len(printings))
	for _, r := range printings {
		c, err := carddata.Facts(r, rep.note)
		if err != nil {
			return nil, fmt.Errorf("cards.txt:%d (%s): %w", r.Line, r.Name, err)
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
	bin := game.EncodePool(facts)
	// The generator fails on facts the game would refuse at start-up: the
	// embedded pool is read back as the binary reads it.
	if _, err := game.LoadPool(string(bin), nil); err != nil {
		return nil, err
	}
	return &result{JSON: buf.Bytes(), Bin: bin, Report: rep.render(len(rows), cards), Cards: len(cards), Rows: len(rows)}, nil
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
