package main

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// sampleRow is the row docs/decks.md must show for a sample deck: its
// missions by kind, its dilemma count and its draw deck by card type.
func sampleRow(name string, l game.DeckList) string {
	var hq, planet, space []string
	for _, c := range l.Missions {
		switch c.MissionType {
		case game.Headquarters:
			hq = append(hq, c.Name())
		case game.Planet:
			planet = append(planet, c.Name())
		case game.Space:
			space = append(space, c.Name())
		}
	}
	count := map[game.CardType]int{}
	for _, c := range l.Draw {
		count[c.Type]++
	}
	var parts []string
	for _, k := range []struct {
		t          game.CardType
		one, other string
	}{
		{game.Personnel, "personnel", "personnel"},
		{game.Ship, "ship", "ships"},
		{game.Equipment, "equipment", "equipment"},
		{game.EventCard, "event", "events"},
		{game.Interrupt, "interrupt", "interrupts"},
	} {
		switch n := count[k.t]; n {
		case 0:
		case 1:
			parts = append(parts, "1 "+k.one)
		default:
			parts = append(parts, fmt.Sprintf("%d %s", n, k.other))
		}
	}
	return fmt.Sprintf("| %s | %s | %s | %s | %d | %d: %s |", name, strings.Join(hq, ", "), strings.Join(planet, ", "),
		strings.Join(space, ", "), len(l.Dilemmas), len(l.Draw), strings.Join(parts, ", "))
}

// TestDecksDocDescribesTheSamples: the figures docs/decks.md gives about
// the sample decks (the table of missions, dilemmas and draw deck by card
// type, and the deck check example) are those of the decks themselves,
// so editing a sample without its documentation fails here (issue 11,
// point 20). On failure it prints the rows the doc should have.
func TestDecksDocDescribesTheSamples(t *testing.T) {
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile("docs/decks.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i := strings.Index(doc, "## Sample decks")
	if i < 0 {
		t.Fatal("docs/decks.md has no \"## Sample decks\" section")
	}
	section := doc[i:]
	if j := strings.Index(section[3:], "\n## "); j >= 0 {
		section = section[:j+3]
	}
	rows := map[string]string{}
	for _, l := range strings.Split(section, "\n") {
		f := strings.Split(l, "|")
		if len(f) < 3 || strings.HasPrefix(strings.TrimSpace(f[1]), "---") || strings.TrimSpace(f[1]) == "sample" {
			continue
		}
		rows[strings.TrimSpace(f[1])] = strings.TrimSpace(l)
	}
	var want []string
	kinds := map[game.CardType]bool{}
	for _, name := range decks.Samples() {
		d, err := decks.Load(lib, name)
		if err != nil {
			t.Fatal(err)
		}
		l := d.List()
		for _, c := range l.Draw {
			kinds[c.Type] = true
		}
		row := sampleRow(name, l)
		want = append(want, row)
		if rows[name] != row {
			t.Errorf("docs/decks.md describes the %s sample as\n  %s\nbut it is\n  %s", name, rows[name], row)
		}
		delete(rows, name)
		// The deck check example quotes the federation sample.
		if name == "federation" {
			line := fmt.Sprintf("%s: ok — %s", d.File, d.Summary())
			if !strings.Contains(doc, "\n"+line+"\n") {
				t.Errorf("docs/decks.md's deck check example is not what the federation sample gives:\n  %s", line)
			}
		}
	}
	for name, row := range rows {
		t.Errorf("docs/decks.md describes %q, which is not a sample deck: %s", name, row)
	}
	if kinds[game.EventCard] || kinds[game.Interrupt] {
		if regexp.MustCompile(`(?i)no events or interrupts`).MatchString(section) {
			t.Error("docs/decks.md says the samples hold no events or interrupts; some do")
		}
	}
	if t.Failed() {
		slices.Sort(want)
		t.Logf("the rows, in the table's column order:\n%s", strings.Join(want, "\n"))
	}
}
