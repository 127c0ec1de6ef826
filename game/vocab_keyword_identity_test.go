package game

import "testing"

// Made-up cards: a lookout who is an Infiltrator while an opponent's ship
// is at its mission (card-here, whose: opponent), and a reformer whose
// personnel present are no Thieves.
const keywordIdentityCards = `
- id: test-lookout
  title: Test Lookout
  unique: false
  type: personnel
  affiliation: non-aligned
  species: [Human]
  skills: [{skill: Security, level: 1}]
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  modifiers:
    - {to: self, while: {is: card-here, whose: opponent, of: {type: ship}}, gains_keyword: Infiltrator}
- id: test-reformer
  title: Test Reformer
  unique: false
  type: personnel
  affiliation: non-aligned
  species: [Human]
  skills: [{skill: Law, level: 1}]
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  modifiers:
    - {to: present, of: {type: personnel}, loses_keyword: Thief}
`

// Glossary: modifications — a keyword a card gains or loses while a
// condition holds is what every filter reads, an any: branch included;
// card-here counts a card at the mission, aboard a ship there too
// (Rulings: At This Mission), and only the opponent's with whose.
func TestKeywordGainedAndLost(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, keywordIdentityCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Teplan Prime, Subjugate Planet
        surface: [Test Lookout, Test Reformer, Dallan]
        ships: [{card: "U.S.S. Centaur", aboard: ["Rak'tazan"]}]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Dokar]
`)
	look, dallan := find(t, g, "Test Lookout"), find(t, g, "Dallan")
	infiltrator := &Filter{Keyword: "Infiltrator"}
	if g.matches(infiltrator, look.ID) {
		t.Fatalf("the lookout is an Infiltrator with only its own player's ship at its mission")
	}
	if g.matches(&Filter{Keyword: "Thief"}, dallan.ID) || !g.matches(&Filter{NotKeyword: "Thief"}, dallan.ID) {
		t.Fatalf("Dallan is still a Thief beside the reformer")
	}
	if g.matches(&Filter{Any: []Filter{{Keyword: "Thief"}, {Keyword: "Smuggler"}}}, dallan.ID) {
		t.Fatalf("an any: branch still reads Dallan's printed Thief")
	}
	if !g.matches(&Filter{Keyword: "Gatherer"}, dallan.ID) {
		t.Fatalf("Dallan lost a keyword the reformer does not take")
	}
	ship := find(t, g, "U.S.S. Centaur")
	ship.Controller = 1 // Ben's ship now (a test shortcut: command changes hands)
	if !g.matches(infiltrator, look.ID) {
		t.Fatalf("the lookout is no Infiltrator with an opponent's ship at its mission")
	}
}

// A made-up guide: while at its player's space mission, that player's
// personnel of any affiliation may attempt it.
const attemptAnyCards = `
- id: test-guide
  title: Test Guide
  unique: false
  type: personnel
  affiliation: non-aligned
  species: [Human]
  skills: [{skill: Navigation, level: 1}]
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  modifiers:
    - {to: this-mission, while: {is: at, whose: your, of: {mission: space}}, attempt_with: any}
`

// Rulebook: Order – Attempt a mission — an affiliation icon of the
// attempting personnel must match the mission's, unless text allows
// otherwise: the guide's at (of: a mission filter) and attempt_with: any
// let Ann's Romulans attempt her space mission that shows no [Rom] icon
// only while the guide is there.
func TestAttemptWithAnyWhileAt(t *testing.T) {
	for _, tc := range []struct {
		guideHere bool
		want      bool
	}{{true, true}, {false, false}} {
		crew, hq := "Toraan, Mopak, Test Guide", ", surface: [Test Guide]"
		if tc.guideHere {
			hq = ""
		} else {
			crew = "Toraan, Mopak"
		}
		g := startScenarioWith(t, testLibWith(t, attemptAnyCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - {card: "Romulus, Seat of Power"`+hq+`}
      - card: "Second Moon of Bajor VIII, Acquire Illicit Explosives"
        ships: [{card: "D'deridex", aboard: [`+crew+`]}]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
		if got := hasOption(g.Pending(), "Attempt Acquire Illicit Explosives"); got != tc.want {
			t.Errorf("guide at the mission %v: attempt offered %v, want %v (options %q)", tc.guideHere, got, tc.want, labels(g.Pending()))
		}
	}
}
