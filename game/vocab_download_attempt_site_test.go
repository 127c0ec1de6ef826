package game

import (
	"slices"
	"strings"
	"testing"
)

// A made-up dilemma whose owner downloads an Infiltrator of a title he
// does not command and places it on a ship or planet mission of the facing player (to: facing-ship-or-planet).
const attemptSiteCards = `
- {id: "T-AS1", title: Test Drop, unique: false, type: dilemma, dilemma: dual, cost: 0, effect: [{do: download, player: opponent, uncommanded: true, filter: {type: personnel, keyword: Infiltrator}, to: facing-ship-or-planet}]}
`

func attemptSiteLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, attemptSiteCards)
}

// Rulebook: Download; Glossary: play and place. In a space attempt the
// only place is the attempting ship: the owner's Infiltrator is placed
// aboard it under his command, outside the attempt. Goran, whose copy he
// commands, is not offered (uncommanded).
func TestDownloadToAttemptSite(t *testing.T) {
	g := startScenarioWith(t, attemptSiteLibrary(t), `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: "I.K.S. Vor'cha", aboard: [Kahmis, Kroval]}]
    deck: [Martin]
  - name: Ben
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Goran]
    dilemmas: [Test Drop]
    deck: [Goran, "Leyton Founder, Hostile Operative", Lam]
`)
	choose(t, g, "Attempt Military Exercises")
	choose(t, g, "I.K.S. Vor'cha")
	choose(t, g, "Test Drop")
	d := pendingPastEmpty(t, g)
	if d == nil || d.Player != ben || hasOption(d, "Download Goran") || !hasOption(d, "Download Leyton") {
		t.Fatalf("want Ben offered Leyton Founder and not Goran, got %+v", d)
	}
	choose(t, g, "Download Leyton")
	var leyton *Inst
	for _, c := range g.cards[1:] {
		if c.Card.Title == "Leyton Founder" {
			leyton = c
		}
	}
	ship := find(t, g, "I.K.S. Vor'cha")
	if leyton == nil || leyton.Zone != ZAboard || leyton.Where != ship.ID || leyton.Controller != ben {
		t.Fatalf("Leyton Founder not placed aboard Ann's ship under Ben's command: %+v", leyton)
	}
	if g.attempt != nil && len(g.attempt.personnel) != 2 {
		t.Fatalf("Leyton Founder joined Ann's attempt: %v", g.attempt.personnel)
	}
}

// The facing player's ships and planet missions anywhere are offered, not
// only those at the mission attempted: Ann attempts Military Exercises
// (space) with her Vor'cha there, and also commands a ship at Qo'noS and
// the planet mission Medical Relief; her headquarters and the space
// mission's surface are not offered. Ben places Leyton Founder on Medical
// Relief, far from the attempt.
func TestDownloadToFacingSiteAnywhere(t *testing.T) {
	g := startScenarioWith(t, attemptSiteLibrary(t), `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: [{card: "I.K.S. Lukara", aboard: [Dokar]}]
      - card: Military Exercises
        ships: [{card: "I.K.S. Vor'cha", aboard: [Kahmis, Kroval]}]
      - card: Medical Relief
    deck: [Martin]
  - name: Ben
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
    dilemmas: [Test Drop]
    deck: ["Leyton Founder, Hostile Operative", Lam]
`)
	choose(t, g, "Attempt Military Exercises")
	choose(t, g, "I.K.S. Vor'cha")
	choose(t, g, "Test Drop")
	pendingPastEmpty(t, g)
	choose(t, g, "Download Leyton")
	d := g.Pending()
	got := optionLabels(d)
	for _, want := range []string{"aboard I.K.S. Vor'cha", "aboard I.K.S. Lukara", "at Medical Relief"} {
		if !slices.ContainsFunc(got, func(l string) bool { return strings.Contains(l, want) }) {
			t.Fatalf("place options %q lack %q", got, want)
		}
	}
	if len(got) != 3 {
		t.Fatalf("place options %q, want the two ships and the planet mission only", got)
	}
	choose(t, g, "at Medical Relief")
	leyton := find(t, g, "Leyton Founder, Hostile Operative")
	if leyton.Zone != ZSurface || leyton.Where != find(t, g, "Medical Relief").ID || leyton.Controller != ben {
		t.Fatalf("Leyton Founder in %s at %d under %s, want on Medical Relief under Ben", leyton.Zone, leyton.Where, leyton.Controller)
	}
}
