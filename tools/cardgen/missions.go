package main

import (
	"strings"
	"unicode"

	"github.com/stccg/stccg/game"
)

// missionSplitter finds where a planet or space mission's location ends
// in the name cards.txt gives (location, then mission name; many older
// missions have the mission name alone). In order:
//  1. the longest mission name a starter deck writes alone that ends the
//     name ("Abduction Plot" of "Risan Approach Abduction Plot");
//  2. the rightmost mission verb that begins a name of two words or more,
//     after a location that begins with no verb and ends with no
//     connecting word ("B'omar Sovereignty" / "Traverse Restricted Space";
//     "Search and Rescue" stays whole);
//  3. the rightmost place noun followed by two words or more ("Kaleb
//     Sector" / "Covert Rendezvous");
//  4. a word with digits or a roman numeral followed by more words
//     ("Wolf 359" / "Last Stand", "Beltane IX" / "Cargo Rendezvous");
//  5. the longest known location that begins the name: a headquarters'
//     title, or a location the rules above found in another name
//     ("Empok Nor" / "Deadly Salvage").
//
// Otherwise the whole name is the mission's name: the card list gives no
// location for it.
type missionSplitter struct {
	deckMissions map[string]bool
	verbs        map[string]bool
	places       map[string]bool
	locations    map[string]bool
}

func newMissionSplitter(corr *corrections, deckMissions, locations map[string]bool) *missionSplitter {
	ms := &missionSplitter{deckMissions: deckMissions, verbs: map[string]bool{}, places: map[string]bool{}, locations: map[string]bool{}}
	for _, v := range corr.MissionVerbs {
		ms.verbs[v] = true
	}
	for _, p := range corr.PlaceNouns {
		ms.places[p] = true
	}
	for l := range locations {
		ms.locations[l] = true
	}
	for _, fix := range corr.Names {
		if fix.Location != "" {
			ms.locations[fix.Location] = true
		}
	}
	return ms
}

// learn adds the locations rules 1 to 4 find to the known locations, so
// that rule 5 applies them to the names they cannot split.
func (ms *missionSplitter) learn(cards []*game.Card) {
	for _, c := range cards {
		if c.Type == game.Mission && c.MissionType != game.Headquarters {
			if loc := ms.byRules(c.Title); loc != "" {
				ms.locations[loc] = true
			}
		}
	}
}

// location is where full's location ends, or "".
func (ms *missionSplitter) location(full string) string {
	if loc := ms.byRules(full); loc != "" {
		return loc
	}
	words := strings.Fields(full)
	for i := len(words) - 1; i >= 1; i-- {
		if ms.locations[strings.Join(words[:i], " ")] {
			return strings.Join(words[:i], " ")
		}
	}
	return ""
}

// byRules applies rules 1 to 4.
func (ms *missionSplitter) byRules(full string) string {
	words := strings.Fields(full)
	for i := 1; i < len(words); i++ {
		if ms.deckMissions[game.NormalizeTitle(strings.Join(words[i:], " "))] {
			return strings.Join(words[:i], " ")
		}
	}
	plausible := func(i int) bool {
		return !ms.verbs[words[0]] && !connector(words[i-1]) && !connector(strings.ToLower(words[i-1]))
	}
	for i := len(words) - 2; i >= 1; i-- {
		if ms.verbs[words[i]] && plausible(i) {
			return strings.Join(words[:i], " ")
		}
	}
	for i := len(words) - 3; i >= 1; i-- {
		if ms.places[words[i]] && plausible(i+1) {
			return strings.Join(words[:i+1], " ")
		}
	}
	for i := 1; i < len(words)-1; i++ {
		if (hasDigit(words[i]) || romanNumeral(words[i])) && plausible(i+1) {
			return strings.Join(words[:i+1], " ")
		}
	}
	return ""
}

func hasDigit(w string) bool { return strings.IndexFunc(w, unicode.IsDigit) >= 0 }
