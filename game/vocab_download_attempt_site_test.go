package game

import (
	"sync"
	"testing"
)

// A made-up dilemma whose owner downloads an Infiltrator of a title he
// does not command and places it at the attempt (to: attempt-site).
const attemptSiteCards = `
- {id: "T-AS1", title: Test Drop, unique: false, type: dilemma, dilemma: dual, cost: 0, effect: [{do: download, player: opponent, uncommanded: true, filter: {type: personnel, keyword: Infiltrator}, to: attempt-site}]}
`

var (
	attemptSiteOnce sync.Once
	attemptSiteLib  *Library
	attemptSiteErr  error
)

func attemptSiteLibrary(t testing.TB) *Library {
	t.Helper()
	attemptSiteOnce.Do(func() {
		attemptSiteLib, attemptSiteErr = DefaultLibraryWith([]byte(attemptSiteCards))
	})
	if attemptSiteErr != nil {
		t.Fatal(attemptSiteErr)
	}
	return attemptSiteLib
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
