package game

import (
	"fmt"
	"strings"
)

// The count amount with different: how many different affiliations or
// species the counted cards show ("count the different affiliations
// among your personnel present": Common Enemy, 33V022). Each is read as
// it is now (a personnel that has become another affiliation or species
// counts as that one); a species matches only exactly (Glossary:
// species); a card with none adds none. different: title counts the
// different titles (Rulebook: Uniqueness), two copies of one card once
// (one card per Commodity title in the core: Sobi, Felicium Dealer,
// 29V048).

// Characteristics an amount may count the different values of.
const (
	DifferentAffiliation = "affiliation"
	DifferentSpecies     = "species"
	DifferentTitle       = "title"
)

func validateDifferent(a *Amount) error {
	switch a.Different {
	case "":
		return nil
	case DifferentAffiliation, DifferentSpecies, DifferentTitle:
		if a.Alike != "" {
			return fmt.Errorf("give alike or different, not both")
		}
		return nil
	}
	return fmt.Errorf("different must be affiliation, species or title, not %q", a.Different)
}

// differentAmong counts the different values of what among ids.
func (g *Game) differentAmong(ids []int, what string) int {
	seen := map[string]bool{}
	for _, id := range ids {
		var k string
		switch what {
		case DifferentAffiliation:
			k = g.affiliation(id)
		case DifferentSpecies:
			sp, ok := g.speciesOverride(id)
			if !ok {
				sp = strings.Join(g.cards[id].Card.Species, "/")
			}
			k = sp
		case DifferentTitle:
			k = g.cards[id].Card.titleKey
		}
		if k != "" {
			seen[k] = true
		}
	}
	return len(seen)
}

// differentText words it: "the number of different affiliations among
// the personnel facing it".
func differentText(a *Amount) string {
	if a.Different == DifferentTitle { // "the number of different Commodity cards in your core"
		in := groupNoun(a.Count)
		if e := groupRegistry[a.Count]; e != nil && e.place != "" {
			in = e.place
		} else {
			in = "among " + in
		}
		return "the number of different " + plural(a.what()) + " " + in + " (by title)"
	}
	noun := map[string]string{DifferentAffiliation: "affiliations", DifferentSpecies: "species"}[a.Different]
	among := groupNoun(a.Count)
	if !a.Filter.IsZero() {
		among = plural(a.what()) + " of " + among
	}
	return "the number of different " + noun + " among " + among
}
