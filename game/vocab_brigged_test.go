package game

import "testing"

// A made-up warden: each time its player places an opponent's personnel
// in their brig, that player draws a card.
const briggedCards = `
- id: test-warden
  title: Test Warden
  unique: false
  type: personnel
  affiliation: cardassian
  species: [Cardassian]
  skills: [{skill: Security, level: 1}]
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  abilities:
    - when: brigged
      who: you
      on: opponent
      effect: [{do: draw}]
`

// Rulebook: Brig and Captives — a dilemma's capture fires brigged for the
// captor: Ben's warden draws him a card; Ann's copy (who: you) does not.
func TestBriggedFiresForCaptor(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, briggedCards), `
seed: 7
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Warden]
      - card: Sensitive Search
        surface: [Dokar, Kahmis, Kroval]
    deck: [Lopez, Lopez]
  - name: Ben
    missions: [{card: "Cardassia Prime, Hardscrabble World", surface: [Test Warden]}, {card: Excavation}]
    dilemmas: [Cardassian Processing]
    deck: [Davies, Tajor]
`)
	choose(t, g, "Attempt Sensitive Search")
	choose(t, g, "Cardassian Processing")
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		choose(t, g, "Pass")
	}
	if n := len(g.players[1].Hand); n != 1 {
		t.Errorf("Ben's hand: %d cards, want 1 (the warden's draw)", n)
	}
	if n := len(g.players[0].Hand); n != 0 {
		t.Errorf("Ann's hand: %d cards, want 0 (her warden captured nobody)", n)
	}
}
