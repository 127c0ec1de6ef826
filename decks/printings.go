package decks

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/stccg/stccg/game"
)

// A card may have several printings (a promo, a reprint, a virtual
// version), and a name without a printing suffix means the first printing
// without one (game.Library.Lookup). Usually the printings agree in every
// fact; where another printing differs (a dilemma's type, a keyword), a
// line that does not say which printing it means is noted, so the player
// knows which facts the deck plays with.

// printingFacts are the facts that say where and how a card was printed,
// not what it does: printings differ in them by nature.
var printingFacts = map[string]bool{
	"ID": true, "Collector": true, "Set": true, "Rarity": true,
	"Printing": true, "PrintingOf": true, "Formats": true,
}

// factDifferences names the facts in which printings a and b differ
// (words compared without regard to case: "D'deridex Class" is no other
// class), as the card's JSON calls them.
func factDifferences(a, b *game.Card) []string {
	va, vb := reflect.ValueOf(a.Facts), reflect.ValueOf(b.Facts)
	t := va.Type()
	var out []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if printingFacts[f.Name] {
			continue
		}
		fa, fb := va.Field(i).Interface(), vb.Field(i).Interface()
		if reflect.DeepEqual(fa, fb) {
			continue // the same JSON: no need to write it (most facts, most cards)
		}
		x, errX := json.Marshal(fa)
		y, errY := json.Marshal(fb)
		if errX != nil || errY != nil || strings.EqualFold(string(x), string(y)) {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		out = append(out, strings.ReplaceAll(name, "_", " "))
	}
	return out
}

// notePrinting notes, when name does not say which printing it means and
// another printing of c's card differs from c in its facts, which
// printing was taken and how the others differ.
func (p *parser) notePrinting(n int, name string, c *game.Card) {
	if c.Printing != "" && strings.HasSuffix(game.NormalizeTitle(name), game.NormalizeTitle(c.Printing)) {
		return // the suffix says which
	}
	var others []string
	for _, o := range p.lib.Printings(c) {
		if o == c {
			continue
		}
		if diff := factDifferences(c, o); len(diff) > 0 {
			others = append(others, fmt.Sprintf("%s (%s)", printingLabel(o), strings.Join(diff, ", ")))
		}
	}
	if len(others) == 0 {
		return
	}
	p.note(n, fmt.Sprintf("%q read as the printing %s; other printings differ in their facts: %s; add a printing's suffix to the name to take it",
		name, printingLabel(c), strings.Join(others, "; ")))
}

// printingLabel is a printing's ID and, when it has one, its suffix.
func printingLabel(c *game.Card) string {
	if c.Printing != "" {
		return c.ID + " " + c.Printing
	}
	return c.ID
}
