package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

const shipsRangePosition = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Keevan Conniving Liar]
        ships:
          - {card: Type III Galor, aboard: ["Duran'Adar, Attentive Sixth"]}
          - {card: "Tenak'talar, Weyoun's Warship", aboard: [Tholun]}
          - {card: Type III Galor, controller: 2, aboard: [{card: "Boq'ta", controller: 2}]}
    deck: [Crom]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`

// Rulebook: Range (raised until the end of the turn); Glossary: each.
// ships-range reaches the performer's own ships only: with `with`, only
// one carrying their personnel the filter matches (Ben's Galor carries an
// Engineer, but it is his); with to: each, every ship the filter matches.
// The bonus ends with the turn.
func TestShipsRange(t *testing.T) {
	for _, tc := range []struct {
		name   string
		text   string
		pick   string
		ranges [3]int // Ann's Galor, Ann's Tenak'talar, Ben's Galor
	}{
		{"with an Engineer aboard", `{abilities: [{when: order, effect: [{do: ships-range, amount: 4, with: {type: personnel, skills: [Engineer]}}]}]}`, "Range +4 for Type III Galor", [3]int{12, 9, 8}},
		{"each Dominion ship", `{abilities: [{when: order, effect: [{do: ships-range, amount: 2, to: each, filter: {affiliation: dominion}}]}]}`, "", [3]int{8, 11, 8}},
		{"each ship", `{abilities: [{when: order, effect: [{do: ships-range, amount: 1, to: each}]}]}`, "", [3]int{9, 10, 8}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, shipsRangePosition)
			giveText(t, withCard(t, g, "Keevan, Conniving Liar", ann), tc.text)
			g.indexCards()
			g.restartOrders()
			choose(t, g, "Go on giving orders") // restarting the segment looks like a loop
			choose(t, g, "Use Keevan")
			if tc.pick != "" {
				d := expectDecision(t, g, ann, KindSelect)
				if len(d.Options) != 1 {
					t.Fatalf("one ship carries Ann's Engineer: %q", labels(d))
				}
				choose(t, g, tc.pick)
			}
			galors := findAll(g, "Type III Galor")
			tenak := withCard(t, g, "Tenak'talar, Weyoun's Warship", ann)
			var annGalor, benGalor *Inst
			for _, c := range galors {
				if c.Controller == ann {
					annGalor = c
				} else {
					benGalor = c
				}
			}
			got := [3]int{rangeOf(g, annGalor.ID), rangeOf(g, tenak.ID), rangeOf(g, benGalor.ID)}
			if got != tc.ranges {
				t.Fatalf("ranges %v, want %v", got, tc.ranges)
			}
			g.finishTurn() // Rulebook: Range is restored as the turn ends
			if r := rangeOf(g, tenak.ID); r != 9 {
				t.Errorf("Tenak'talar's Range after the turn: %d, want 9", r)
			}
		})
	}
}

// The step's fields are checked at load.
func TestShipsRangeValidation(t *testing.T) {
	for _, bad := range []struct{ yaml, err string }{
		{`{do: ships-range}`, "needs an amount"},
		{`{do: ships-range, amount: 2, to: self}`, "to must be each"},
		{`{do: ships-range, amount: 2, count: 3}`, "count"},
	} {
		var s Step
		if err := yaml.Unmarshal([]byte(bad.yaml), &s); err != nil {
			t.Fatal(err)
		}
		if err := validateAbilities([]Ability{{When: "order", Effect: []Step{s}}}); err == nil || !strings.Contains(err.Error(), bad.err) {
			t.Errorf("%s: want an error with %q, got %v", bad.yaml, bad.err, err)
		}
	}
}

func rangeOf(g *Game, ship int) int {
	r, _, _ := g.shipAttrs(ship)
	return r
}
