package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/stccg/stccg/game"
)

// splitNames derives each card's title and subtitle (and a mission's
// location) from the joined name LackeyCCG gives. docs/cards.md describes
// the method; corrections.yaml fixes what it gets wrong.
//
//   - Personnel and ships that are unique: printings of one persona share
//     a leading run of words ("Odo Constable", "Odo Curzon Odo"). Put every
//     such name in a trie of words; along a name's path, the title is the
//     node that most names branch from (ties go to the shorter title).
//     Prefixes that name no persona on their own ("U.S.S.", "William")
//     are listed in corrections.yaml and never taken.
//   - Headquarters missions: the same, over headquarters; the title is
//     the location ("Earth"), the subtitle the rest.
//   - Other missions: the mission name is what decks write ("Abduction
//     Plot"); the location goes before it. A name ending in a mission name
//     some deck uses, or starting with a location another mission has,
//     is split there; a location ending in a roman numeral ("Beltane IX")
//     is split after it. Otherwise the whole name is the mission name.
//   - A unique personnel or ship with one printing only: its subtitle is
//     taken to be the last two words, grown leftwards over a connector
//     ("Chair of Robotics") and kept whole when quoted; a two-word name is
//     split in one and one; a ship needs four words or more ("Kronos
//     One" is one name) and its registry prefix ("U.S.S.") never stands
//     alone. This guess only changes how the name is shown: the
//     title is still this card's alone.
//   - Everything else: the whole name is the title.
func splitNames(cards []*game.Card, corr *corrections, deckMissions map[string]bool, ev *evidence, rep *report) {
	notTitle := map[string]bool{}
	for _, p := range corr.NotTitles {
		notTitle[p] = true
	}
	persona := map[game.CardType]*trie{game.Personnel: newTrie(), game.Ship: newTrie()}
	hq := newTrie()
	for _, c := range cards {
		switch {
		case c.Type == game.Mission && c.MissionType == game.Headquarters:
			hq.add(c.Title)
		case persona[c.Type] != nil && c.Unique:
			persona[c.Type].add(c.Title)
		}
	}
	locations := map[string]bool{}
	for _, c := range cards {
		if c.Type == game.Mission && c.MissionType == game.Headquarters {
			if t := hq.title(c.Title, notTitle); t != "" {
				locations[t] = true
			}
		}
	}
	ms := newMissionSplitter(corr, deckMissions, locations)
	ms.learn(cards)
	for _, c := range cards {
		full := c.Title
		if fix, ok := corr.Names[full]; ok {
			c.Location, c.Title, c.Subtitle = fix.Location, fix.Title, fix.Subtitle
			continue
		}
		switch {
		case c.Type == game.Mission && c.MissionType == game.Headquarters:
			if t := hq.title(full, notTitle); t != "" {
				c.Title, c.Subtitle = t, strings.TrimSpace(full[len(t):])
			}
		case c.Type == game.Mission:
			if loc := ms.location(full); loc != "" {
				c.Location, c.Title = loc, strings.TrimSpace(full[len(loc):])
			}
		case persona[c.Type] != nil && c.Unique:
			if t := persona[c.Type].title(full, notTitle); t != "" {
				c.Title, c.Subtitle = t, strings.TrimSpace(full[len(t):])
			} else if t := ev.guessTitle(full, c.Type == game.Ship); t != "" {
				c.Title, c.Subtitle = t, strings.TrimSpace(full[len(t):])
				rep.guessed++
			}
		}
	}
	for _, name := range sortedKeys(corr.Names) {
		found := false
		for _, c := range cards {
			found = found || joined(c) == game.NormalizeTitle(name)
		}
		if !found {
			rep.stale = append(rep.stale, name)
		}
	}
}

// joined is a card's location, title and subtitle joined as cards.txt
// joins them, normalized.
func joined(c *game.Card) string {
	return game.NormalizeTitle(strings.TrimSpace(c.Location + " " + c.Title + " " + c.Subtitle))
}

// trie counts how names branch word by word.
type trie struct {
	children map[string]*trie
	names    int // names passing through (or ending at) this node
	ends     bool
}

func newTrie() *trie { return &trie{children: map[string]*trie{}} }

func (t *trie) add(name string) {
	n := t
	for _, w := range strings.Fields(name) {
		next := n.children[w]
		if next == nil {
			next = newTrie()
			n.children[w] = next
		}
		n = next
		n.names++
	}
	n.ends = true
}

// title is the persona title of name: along its path, the proper prefix
// from which most names branch, if at least two do; "" for none.
func (t *trie) title(name string, notTitle map[string]bool) string {
	words := strings.Fields(name)
	best, bestBranches := "", 1
	n := t
	for i, w := range words[:len(words)-1] {
		n = n.children[w]
		if n == nil {
			return ""
		}
		branches := len(n.children)
		if n.ends {
			branches++ // a printing with no subtitle counts as a branch
		}
		prefix := strings.Join(words[:i+1], " ")
		if branches > bestBranches && !notTitle[prefix] && !connector(words[i]) {
			best, bestBranches = prefix, branches
		}
	}
	return best
}

// connector words never end a title: they begin a subtitle.
func connector(w string) bool {
	switch w {
	case "of", "the", "The", "a", "A", "an", "to", "and", "in", "on", "for", "from", "with", "Who", "Man",
		"his", "her", "their", "your", "our", "my", "its", "as", "at", "by", "but", "into", "than":
		return true
	}
	return false
}

// readDeckMissionNames collects the mission names the starter decks use
// (a Lackey deck writes missions by mission name alone).
func readDeckMissionNames(dir string, rep *report) map[string]bool {
	out := map[string]bool{}
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return out
	}
	sort.Strings(files)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			rep.warn("cannot read deck " + f + ": " + err.Error())
			continue
		}
		inMissions := false
		for _, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSpace(line)
			if strings.HasSuffix(line, ":") {
				inMissions = strings.EqualFold(line, "Missions:")
				continue
			}
			if !inMissions {
				continue
			}
			if _, name, ok := strings.Cut(line, "\t"); ok {
				out[game.NormalizeTitle(name)] = true
			}
		}
	}
	return out
}

// shipPrefixes begin ship names and never stand as a title alone.
var shipPrefixes = map[string]bool{"U.S.S.": true, "I.K.S.": true, "I.S.S.": true, "I.R.W.": true, "R.I.S.": true, "S.S.": true, "E.C.S.": true}
