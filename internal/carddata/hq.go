package carddata

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/stccg/stccg/game"
)

// playHere matches a headquarters' play permission sentence.
var playHere = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^You may play (.+) at this mission\.$`) })

// itemNouns maps the noun of a play-permission item to the filter fields
// it sets.
var itemNouns = map[string]game.PlayFilter{
	"cards":               {},
	"ships":               {Type: game.Ship},
	"personnel":           {Type: game.Personnel},
	"equipment":           {Type: game.Equipment},
	"Dissidents":          {Type: game.Personnel, Keyword: "Dissident"},
	"Dissident personnel": {Type: game.Personnel, Keyword: "Dissident"},
	"Human personnel":     {Type: game.Personnel, Species: "Human"},
	"Holograms":           {Type: game.Personnel, Species: "Hologram"},
}

// ParsePlayHere turns "You may play [TNG] cards, [E] cards, [NA] cards,
// and equipment at this mission." into play filters. Anything it does not
// understand is an error, so a half-understood permission is never used.
func ParsePlayHere(s string) ([]game.PlayFilter, error) {
	m := playHere().FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return nil, fmt.Errorf("not a play permission: %q", s)
	}
	list := strings.ReplaceAll(m[1], ", and ", ", ")
	list = strings.ReplaceAll(list, " and ", ", ")
	var out []game.PlayFilter
	for _, item := range strings.Split(list, ", ") {
		item = strings.TrimSpace(item)
		var f game.PlayFilter
		rest := item
		for {
			loc := bracket().FindStringSubmatchIndex(rest)
			if loc == nil || loc[0] != 0 {
				break
			}
			code := rest[loc[2]:loc[3]]
			rest = strings.TrimSpace(rest[loc[1]:])
			if a, ok := affiliationCodes[code]; ok && f.Affiliation == "" {
				f.Affiliation = a
			} else if ic, ok := iconCodes[code]; ok && f.Icon == "" {
				f.Icon = ic
			} else {
				return nil, fmt.Errorf("icon [%s] in %q", code, item)
			}
		}
		noun, ok := itemNouns[rest]
		if !ok {
			return nil, fmt.Errorf("item %q", item)
		}
		f.Type, f.Keyword, f.Species = noun.Type, noun.Keyword, noun.Species
		if f == (game.PlayFilter{}) {
			return nil, fmt.Errorf("item %q allows everything", item)
		}
		out = append(out, f)
	}
	return out, nil
}
