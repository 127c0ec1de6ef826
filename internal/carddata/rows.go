package carddata

import (
	"fmt"
	"html"
	"strings"
)

// Row is one printing of a LackeyCCG 2E card list (the plugin's
// carddata.txt, the reference pool's cards.txt), by column.
type Row struct {
	Line                                            int
	Name, Set, Image, Rarity, Unique, Collector     string
	Type, Cost, MissionType, Span, Points, Quadrant string
	Affiliation, Icons, Staff, Keywords, Class      string
	Species, Skills, Attr1, Attr2, Attr3, Text      string
}

// Columns is how many columns a row has.
const Columns = 23

// ParseRows reads a card list: tab-separated, no quoting, header lines
// ("Name<TAB>Set...") skipped wherever they repeat, HTML entities (&gt;)
// decoded. where names the file in errors.
func ParseRows(where string, data []byte) ([]Row, error) {
	var rows []Row
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != Columns {
			return nil, fmt.Errorf("%s:%d: %d columns, want %d", where, i+1, len(f), Columns)
		}
		if f[0] == "Name" && f[1] == "Set" {
			continue // a header
		}
		for j := range f {
			f[j] = strings.TrimSpace(html.UnescapeString(f[j]))
		}
		rows = append(rows, Row{Line: i + 1, Name: f[0], Set: f[1], Image: f[2], Rarity: f[3], Unique: f[4],
			Collector: f[5], Type: f[6], Cost: f[7], MissionType: f[8], Span: f[9], Points: f[10],
			Quadrant: f[11], Affiliation: f[12], Icons: f[13], Staff: f[14], Keywords: f[15],
			Class: f[16], Species: f[17], Skills: f[18], Attr1: f[19], Attr2: f[20], Attr3: f[21], Text: f[22]})
	}
	return rows, nil
}
