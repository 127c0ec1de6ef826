package game

import (
	"strings"
	"testing"
)

// Glossary: naming cards; Rulebook: Facing Dilemmas — cannot_by_named
// narrows a modifier's "cannot be stopped or killed by dilemmas" to the
// dilemma title its card has named, while the name holds (Benjamin Sisko,
// Vastly Outnumbered). Before anything is named, against another title,
// and after the name ends, the cannot does not apply.
func TestCannotByNamedDilemma(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Mouth of the Wormhole, Deep Space 9"
        surface: ["Benjamin Sisko, Vastly Outnumbered", "Boq'ta", Dokar]
    deck: [Jabara]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Pinned Down, Kolaran Raiders]
    deck: [Jabara]
`)
	ids := titleIDs(g)
	sisko, boqta, dokar := ids["Benjamin Sisko"], ids["Boq'ta"], ids["Dokar"]
	pinned, raiders := ids["Pinned Down"], ids["Kolaran Raiders"]
	if g.cannotFrom(sisko, OutStopByDilemma, pinned) {
		t.Fatal("nothing named yet: Sisko may be stopped by any dilemma")
	}
	// What naming Pinned Down leaves (nameDilemma's effect; the naming
	// itself is played in assets/cardtests/ds9x-benjamin-sisko-vo-*.yaml).
	g.turnFx = append(g.turnFx, timedEffect{source: sisko, targets: []int{sisko}, dilemma: "Pinned Down", until: "turn"})
	cases := []struct {
		name    string
		id      int
		outcome string
		dil     int
		want    bool
	}{
		{"Sisko stopped by the named dilemma", sisko, OutStopByDilemma, pinned, true},
		{"Sisko killed by the named dilemma", sisko, OutKillByDilemma, pinned, true},
		{"a [DS9] personnel present, stopped by it", boqta, OutStopByDilemma, pinned, true},
		{"a personnel present without [DS9]", dokar, OutStopByDilemma, pinned, false},
		{"Sisko stopped by another dilemma", sisko, OutStopByDilemma, raiders, false},
		{"no dilemma known", sisko, OutStopByDilemma, 0, false},
		{"stopped by other text", sisko, OutStop, pinned, false},
	}
	for _, c := range cases {
		if got := g.cannotFrom(c.id, c.outcome, c.dil); got != c.want {
			t.Errorf("%s: cannot = %v, want %v", c.name, got, c.want)
		}
	}
	g.endTimed("turn")
	if g.cannotFrom(sisko, OutStopByDilemma, pinned) {
		t.Error("the name ends with the turn, and the protection with it")
	}
}

// cannot_by_named is refused without cannot, with an outcome no dilemma
// causes, or beside cannot_by.
func TestCannotByNamedValidation(t *testing.T) {
	cases := []struct {
		name string
		m    Modifier
		want string
	}{
		{"no cannot", Modifier{CannotByNamed: true}, "needs cannot"},
		{"not a dilemma outcome", Modifier{CannotByNamed: true, Cannot: []string{OutStop}}, "only outcomes dilemmas cause"},
		{"with cannot_by", Modifier{CannotByNamed: true, Cannot: []string{OutStopByDilemma}, CannotBy: &Filter{Dilemma: "dual"}}, "not both"},
		{"good", Modifier{CannotByNamed: true, Cannot: []string{OutStopByDilemma, OutKillByDilemma}}, ""},
	}
	for _, c := range cases {
		err := c.m.validateCannotBy()
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
	if got := cannotByWords(&Modifier{CannotByNamed: true, Cannot: []string{OutKillByDilemma, OutStopByDilemma}}); got != "cannot be killed or stopped by the dilemma this card named" {
		t.Errorf("words %q", got)
	}
}

// titleIDs maps each title of a position's cards to an instance of it
// (the last one listed, for a title listed more than once).
func titleIDs(g *Game) map[string]int {
	ids := map[string]int{}
	for _, c := range g.cards {
		if c != nil {
			ids[c.Card.Title] = c.ID
		}
	}
	return ids
}
