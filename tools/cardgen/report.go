package main

import (
	"fmt"
	"sort"
	"strings"

	"github.com/stccg/stccg/game"
)

// report collects what a conversion could not take as it is, for
// docs/pool-report.md.
type report struct {
	notes    []string // per card: a fact given a default
	warnings []string
	unparsed []string // requirements the parser refused, with the reason
	stale    []string // corrections naming no card
	guessed  int      // single-printing names split by the guess
}

func (r *report) note(c *game.Card, msg string) {
	r.notes = append(r.notes, fmt.Sprintf("%s (%s): %s", c.Title, c.Collector, msg))
}

func (r *report) warn(msg string) { r.warnings = append(r.warnings, msg) }

// parseRequirements checks every mission's requirements with the engine's
// parser; a requirement it refuses is dropped from the card (the mission
// cannot be completed) and listed in the report with the reason.
func parseRequirements(cards []*game.Card, rep *report) {
	for _, c := range cards {
		if c.Requirements == "" {
			continue
		}
		r, err := game.ParseRequirements(c.Requirements)
		if err == nil {
			if u := r.UnknownConds(); len(u) > 0 {
				err = fmt.Errorf("requirements %q: the engine cannot check %q", c.Requirements, strings.Join(u, "; "))
			}
		}
		if err != nil {
			rep.unparsed = append(rep.unparsed, fmt.Sprintf("%s (%s): %v", fullName(c), c.ID, err))
			c.RequirementsError = err.Error()
		}
	}
}

func (r *report) render(rows int, cards []*game.Card) []byte {
	var b strings.Builder
	b.WriteString("# Card pool conversion report\n\n")
	b.WriteString("Written by `go generate ./assets` (tools/cardgen); do not edit by hand.\n\n")
	byType := map[game.CardType]int{}
	split := 0
	for _, c := range cards {
		byType[c.Type]++
		if c.Subtitle != "" || c.Location != "" {
			split++
		}
	}
	fmt.Fprintf(&b, "- rows read: %d; cards (distinct printings): %d\n", rows, len(cards))
	var types []string
	for t, n := range byType {
		types = append(types, fmt.Sprintf("%s %d", t, n))
	}
	sort.Strings(types)
	fmt.Fprintf(&b, "- by type: %s\n", strings.Join(types, ", "))
	fmt.Fprintf(&b, "- names split into title and subtitle (or location and mission): %d, of which %d single-printing names by the guess\n", split, r.guessed)
	section := func(title string, items []string) {
		fmt.Fprintf(&b, "\n## %s (%d)\n\n", title, len(items))
		if len(items) == 0 {
			b.WriteString("None.\n")
		}
		for _, it := range items {
			fmt.Fprintf(&b, "- %s\n", it)
		}
	}
	section("Requirements the parser does not read", r.unparsed)
	section("Facts given a default", r.notes)
	section("Corrections that name no card", r.stale)
	section("Warnings", r.warnings)
	return []byte(b.String())
}
