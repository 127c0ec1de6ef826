package decks

import (
	"fmt"
	"strings"

	"github.com/stccg/stccg/game"
)

// Deck-building limits (Rulebook: Building a Deck).
const (
	MissionCount        = 5  // exactly 5 different missions
	MinNonHQMissions    = 2  // of which at least 2 are not headquarters
	MinDilemmas         = 20 // a dilemma pile of at least 20 dilemmas
	MinDrawDeck         = 35 // a deck of at least 35 cards
	MaxCopiesOfOneTitle = 3  // no more than three copies of each card title
)

// Validate checks the rules of "Building a Deck" and reports every broken
// one, each at the line to fix: a repeated mission or a fourth copy of a
// title at the line that went over the limit, a short section at its
// header (or its first card line). The deck is not changed.
func (d *Deck) Validate() []Problem { return d.validate(false) }

// ValidateSettingAside is Validate for a deck whose unknown cards
// (d.Unknown) are set aside: their copies count toward the size of the
// section they were listed in (an unknown line under Missions as one more
// non-headquarters mission), so that what is left is checked as the deck
// it would be with them. Their own rules (copies of a title, which
// headquarters) cannot be checked.
func (d *Deck) ValidateSettingAside() []Problem { return d.validate(true) }

func (d *Deck) validate(withUnknown bool) []Problem {
	var ps []Problem
	var aside [numSections]int // copies set aside, by section
	asideMissions := 0         // unknown mission lines
	if withUnknown {
		for _, u := range d.Unknown {
			aside[u.Section] += u.Count
			if u.Section == Missions {
				asideMissions++
			}
		}
	}
	add := func(line int, format string, a ...any) {
		ps = append(ps, Problem{File: d.File, Line: line, Msg: fmt.Sprintf(format, a...)})
	}

	// Missions: 5 different ones, at least 2 of them not headquarters.
	firstLine := map[*game.Card]int{}
	uniqueTitle := map[string]Entry{} // a unique mission's title, first listed (Rulebook: Uniqueness)
	var distinct []*game.Card
	for _, e := range d.Entries {
		if e.Section != Missions {
			continue
		}
		if l, seen := firstLine[e.Card]; seen {
			add(e.Line, "mission %q is already listed on line %d; the %d missions must all be different", e.Card.Name(), l, MissionCount)
			continue
		}
		if t := game.NormalizeTitle(e.Card.Title); e.Card.Unique {
			if o, seen := uniqueTitle[t]; seen {
				add(e.Line, "missions %q (line %d) and %q share the unique title %q: you may command only one of them", o.Card.Name(), o.Line, e.Card.Name(), e.Card.Title)
			} else {
				uniqueTitle[t] = e
			}
		}
		firstLine[e.Card] = e.Line
		distinct = append(distinct, e.Card)
		if e.Count > 1 {
			add(e.Line, "%d copies of mission %q; the %d missions must all be different", e.Count, e.Card.Name(), MissionCount)
		}
	}
	nonHQ := 0
	for _, c := range distinct {
		if !c.IsHQ() {
			nonHQ++
		}
	}
	if n := len(distinct) + asideMissions; n != MissionCount {
		add(d.sectionLine(Missions), "%d different missions%s; a deck needs exactly %d", n, asideNote(asideMissions), MissionCount)
	}
	if n := nonHQ + asideMissions; n < MinNonHQMissions {
		add(d.sectionLine(Missions), "%d non-headquarters missions%s; a deck needs at least %d", n, asideNote(asideMissions), MinNonHQMissions)
	}
	// A headquarters that forbids commanding another one (Unicomplex)
	// cannot share a mission row with one: the other would be a
	// headquarters its player may never command.
	for _, only := range distinct {
		if !only.OnlyHQ {
			continue
		}
		for _, c := range distinct {
			if c != only && c.IsHQ() {
				add(firstLine[c], "%q cannot be in a deck with %q: that headquarters lets you command no other headquarters mission", c.Name(), only.Name())
			}
		}
	}

	if n := d.Count(Dilemmas) + aside[Dilemmas]; n < MinDilemmas {
		add(d.sectionLine(Dilemmas), "%d dilemmas%s; the dilemma pile needs at least %d", n, asideNote(aside[Dilemmas]), MinDilemmas)
	}
	if n := d.Count(DrawDeck) + aside[DrawDeck]; n < MinDrawDeck {
		add(d.sectionLine(DrawDeck), "%d cards in the draw deck%s; it needs at least %d", n, asideNote(aside[DrawDeck]), MinDrawDeck)
	}

	// At most 3 copies of one title across the whole deck, subtitles
	// ignored. Reported once per title, where the limit was exceeded.
	total := map[string]int{}
	linesOf := map[string][]string{}
	for _, e := range d.Entries {
		t := game.NormalizeTitle(e.Card.Title)
		total[t] += e.Count
		linesOf[t] = append(linesOf[t], fmt.Sprint(e.Line))
	}
	running := map[string]int{}
	for _, e := range d.Entries {
		t := game.NormalizeTitle(e.Card.Title)
		before := running[t]
		running[t] += e.Count
		if before <= MaxCopiesOfOneTitle && running[t] > MaxCopiesOfOneTitle {
			where := "line " + linesOf[t][0]
			if len(linesOf[t]) > 1 {
				where = "lines " + strings.Join(linesOf[t], ", ")
			}
			add(e.Line, "%d copies of %q (%s); at most %d copies of one card title are allowed, whatever their subtitles",
				total[t], e.Card.Title, where, MaxCopiesOfOneTitle)
		}
	}
	return ps
}

// asideNote says how many of a count are unknown cards set aside.
func asideNote(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(" (%d of them unknown, set aside)", n)
}
