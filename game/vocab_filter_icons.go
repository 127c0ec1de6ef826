package game

import (
	"fmt"
	"strings"
)

// A filter field for cards that must show several icons at once: "your
// [Pa][TNG] ship" (Fredericks, 28V027; Rhys Parker, Fulfilling Destiny,
// 28V034), "[AU][TNG] personnel" (U.S.S. Enterprise-C, Temporal
// Linchpin, 28V052). The single icon field tests one; all_icons tests
// each of a list, read from the card's printed icons (Glossary: icons).

// knownIcons are the icon words a card's facts use.
var knownIcons = []string{IconCommand, IconStaff, "tng", "ds9", "earth", "past", "future", "maquis", "au", "terok-nor", "tos", "voyager"}

// validateIcons checks all_icons at load: known icons, none twice.
func (f *Filter) validateIcons() error {
	seen := map[string]bool{}
	for _, i := range f.AllIcons {
		known := false
		for _, k := range knownIcons {
			known = known || k == i
		}
		if !known {
			return fmt.Errorf("filter: all_icons: unknown icon %q", i)
		}
		if seen[i] {
			return fmt.Errorf("filter: all_icons: %q twice", i)
		}
		seen[i] = true
	}
	return nil
}

// iconsOK reports whether c shows every icon of all_icons.
func (f *Filter) iconsOK(c *Card) bool {
	for _, i := range f.AllIcons {
		if !c.HasIcon(i) {
			return false
		}
	}
	return true
}

// iconsPre words all_icons as the icons are printed side by side:
// "[Pa][TNG]".
func (f *Filter) iconsPre() string {
	var b strings.Builder
	for _, i := range f.AllIcons {
		b.WriteString("[" + iconShort(i) + "]")
	}
	return b.String()
}
