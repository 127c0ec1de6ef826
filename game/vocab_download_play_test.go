package game

import (
	"slices"
	"testing"
)

// Made-up cards: a ship whose play lets its player download a personnel
// of cost 3 or more and play it aboard at cost -2; personnel of costs 3,
// 5 and a unique one of cost 3.
const downloadPlayCards = `
- {id: "T-DP1", title: Test Tender, unique: false, type: ship, cost: 1, affiliation: klingon, staffing: [staff], range: 6, weapons: 5, shields: 5,
   abilities: [{when: played, may: true, effect: [{do: download-play, filter: {type: personnel, cost_at_least: 3}, amount: -2, to: this-ship}]}]}
- {id: "T-DP2", title: Test Cheap Recruit, unique: false, type: personnel, cost: 3, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: played, effect: [{do: draw, count: 1}]}]}
- {id: "T-DP3", title: Test Dear Recruit, unique: false, type: personnel, cost: 5, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5}
- {id: "T-DP4", title: Test Lone Recruit, unique: true, type: personnel, cost: 3, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5}
`

// Glossary: download; Glossary: playing a card; Rulebook: Paying costs,
// Uniqueness. With 3 counters, the ship (cost 1) leaves 2: the cost-3
// personnel (1 at cost -2) is offered, the cost-5 one (3) is not, nor the
// unique one its player already commands. The one taken is played aboard
// the ship, its counter paid and its own play text done (a card drawn).
func TestDownloadPlayAboardThisShip(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, downloadPlayCards), `
active: 1
counters: 3
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Lone Recruit]
    hand: [Test Tender]
    deck: [Test Cheap Recruit, Test Dear Recruit, Test Lone Recruit, Dokar, Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	choose(t, g, "Play Test Tender")
	choose(t, g, "Use Test Tender")
	got := optionLabels(g.Pending())
	slices.Sort(got)
	if want := []string{"Download Test Cheap Recruit (cost 1)", "Download nothing"}; !slices.Equal(got, want) {
		t.Fatalf("options %q, want %q", got, want)
	}
	hand := len(g.players[0].Hand)
	choose(t, g, "Download Test Cheap Recruit")
	for g.Pending() != nil && hasOption(g.Pending(), "Pass") {
		choose(t, g, "Pass")
	}
	r, ship := find(t, g, "Test Cheap Recruit"), find(t, g, "Test Tender")
	if r.Zone != ZAboard || r.Where != ship.ID {
		t.Fatalf("the recruit is in %s (%d), want aboard the ship", r.Zone, r.Where)
	}
	if g.counter != 1 {
		t.Fatalf("%d counters left, want 1 (3 - 1 - 1)", g.counter)
	}
	if n := len(g.players[0].Hand); n != hand+1 {
		t.Fatalf("hand %d, want %d: the recruit's own play text draws a card", n, hand+1)
	}
}

// The step is checked at load: it plays aboard this ship only.
func TestDownloadPlayRefusesOtherPlaces(t *testing.T) {
	src := `
- {id: "T-DP9", title: Test Bad Tender, unique: false, type: ship, cost: 1, affiliation: klingon, staffing: [staff], range: 6, weapons: 5, shields: 5,
   abilities: [{when: played, effect: [{do: download-play, filter: {type: personnel}, amount: -2, to: headquarters}]}]}
`
	if _, err := DefaultLibraryWith([]byte(src)); err == nil {
		t.Error("to: headquarters loaded, want an error")
	}
}
