package game

import (
	"slices"
	"sort"
)

// Naming any card of the game (Glossary: naming cards — a title, not a
// subtitle). A card that names a dilemma or a card without narrowing it to
// what is in play may name any title the game has, whether or not a copy
// is anywhere to be seen: the list offered is the pool's titles the
// filter matches, alphabetical, the same in every position, so it tells
// the player nothing hidden (Rulebook: Paying Costs — information you
// would not normally have).

// NameFromPool: name-dilemma may name any dilemma of the game.
const NameFromPool = "pool"

// poolTitles lists, sorted, each title once of the library's cards that f
// matches (f nil: every card).
func (l *Library) poolTitles(f *Filter) []string {
	seen := map[string]bool{}
	var out []string
	for _, c := range l.all() {
		if c.Title == "" || seen[c.Title] || !f.MatchesCard(c) {
			continue
		}
		seen[c.Title] = true
		out = append(out, c.Title)
	}
	sort.Strings(out)
	return slices.Clip(out)
}
