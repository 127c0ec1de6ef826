package game

import "testing"

// A made-up personnel: when played, may download an Honor personnel, then
// place it on top of the deck.
const downloadTopCard = `
- {id: "T-DT1", title: Test Scout, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Navigation, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: played, may: true, effect: [{do: download, filter: {type: personnel, skills: [Honor]}, to: deck-top}]}]}
`

// Rulebook: Download. The card found is shown and taken, the deck is
// reshuffled, then the text places that card on top of the deck: it is
// the next card drawn, and it is not in hand.
func TestDownloadToDeckTop(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, downloadTopCard), `
active: 1
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire"}, {card: Sensitive Search}]
    hand: [Test Scout]
    deck: [Kroval, Dokar, "B'amara", Kahmis, Kroval]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Kroval]
`)
	choose(t, g, "Play Test Scout")
	choose(t, g, "Download B'amara")
	b := find(t, g, "B'amara")
	if b.Zone != ZDeck || g.players[0].Deck[0] != b.ID {
		t.Fatalf("B'amara in zone %v, deck top %d; want her on top of the deck", b.Zone, g.players[0].Deck[0])
	}
	if len(g.players[0].Deck) != 5 {
		t.Fatalf("deck %d cards, want all 5", len(g.players[0].Deck))
	}
}

// A download with to: deck-top refuses any other place at load.
func TestDownloadToValidates(t *testing.T) {
	s := Step{Do: DoDownload, To: "hand"}
	if err := validateDownloadTo(&s); err == nil {
		t.Fatal("to: hand accepted")
	}
}
