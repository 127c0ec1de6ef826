package game

import (
	"strings"
	"testing"
)

// Made-up cards: a personnel whose play downloads a core event and gives
// it to the opponent, and a unique core event.
const downloadOpponentCoreCards = `
- {id: "T-OC1", title: Test Gift Bearer, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: played, may: true, effect: [{do: download, type: event, filter: {title: Test Gift}, to: opponent-core}]}]}
- {id: "T-OC2", title: Test Gift, unique: true, type: event, cost: 1, core: true}
`

const downloadOpponentCorePosition = `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
    hand: [Test Gift Bearer]
    deck: [Test Gift, Dokar, Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`

// Rulebook: Download; Command and owner (a card in hand is commanded by
// nobody, so giving command of it puts it in play); Glossary: play and
// place. The event found goes into Ben's core, commanded by Ben, still
// owned by Ann; the log names it to both.
func TestDownloadToOpponentCore(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, downloadOpponentCoreCards), downloadOpponentCorePosition)
	choose(t, g, "Play Test Gift Bearer")
	choose(t, g, "Download Test Gift")
	gift := find(t, g, "Test Gift")
	if gift.Zone != ZCore || gift.Controller != 1 || gift.Owner != 0 {
		t.Fatalf("the gift is in %s, commanded by %d, owned by %d; want Ben's core, commanded by Ben, owned by Ann", gift.Zone, gift.Controller, gift.Owner)
	}
	if len(g.players[1].Core) != 1 || len(g.players[0].Core) != 0 {
		t.Fatalf("cores: Ann %v, Ben %v; want the gift in Ben's only", g.players[0].Core, g.players[1].Core)
	}
}

// Rulebook: Uniqueness. Ben already commands a copy of the unique event:
// he cannot come to command another, so the one downloaded stays in
// Ann's hand.
func TestDownloadToOpponentCoreKeepsUnique(t *testing.T) {
	pos := strings.Replace(downloadOpponentCorePosition, "    deck: [Davies]", "    deck: [Davies]\n    core: [Test Gift]", 1)
	g := startScenarioWith(t, testLibWith(t, downloadOpponentCoreCards), pos)
	choose(t, g, "Play Test Gift Bearer")
	choose(t, g, "Download Test Gift")
	var inHand int
	for _, id := range g.players[0].Hand {
		if g.cards[id].Card.Title == "Test Gift" {
			inHand++
		}
	}
	if inHand != 1 || len(g.players[1].Core) != 1 {
		t.Fatalf("Ann holds %d gifts, Ben's core has %d cards; want the download kept in hand, Ben's core unchanged", inHand, len(g.players[1].Core))
	}
}

// The step is checked at load: it gives away an event only.
func TestDownloadToOpponentCoreRefusesOtherCards(t *testing.T) {
	bad := strings.Replace(downloadOpponentCoreCards, "type: event, filter: {title: Test Gift}", "filter: {type: personnel}", 1)
	if _, err := DefaultLibraryWith([]byte(bad)); err == nil {
		t.Fatal("a download of a personnel to: opponent-core loaded")
	}
}
