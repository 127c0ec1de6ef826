package game

import "testing"

// A made-up core event: when its player is about to play a personnel at
// their Founders' Homeworld, it may be played aboard one of their ships
// instead.
const playRedirectCards = `
- id: test-redirect
  title: Test Redirect
  unique: false
  type: event
  cost: 0
  core: true
  abilities:
    - when: about-to-play
      who: you
      of: {type: personnel}
      cond: {is: playing-at, of: {title: "Founders' Homeworld"}}
      may: true
      effect: [{do: play-aboard-instead, filter: {type: ship}}]
`

func playRedirectGame(t *testing.T, ships string) *Game {
	t.Helper()
	return startScenarioWith(t, testLibWith(t, playRedirectCards), `
active: 1
players:
  - missions:
      - card: "Founders' Homeworld, Home of the Great Link"
      - card: Teplan Prime, Subjugate Planet
        ships: [`+ships+`]
    core: [Test Redirect]
    hand: ["Toman'torax, Obstinate Second"]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
}

// Glossary: playing a card, steps 5–7 — the place the card is played is
// changed before it enters play: with two ships the player picks one.
func TestPlayAboardInsteadPicksShip(t *testing.T) {
	g := playRedirectGame(t, `{card: Jem'Hadar Warship}, {card: Jem'Hadar Warship}`)
	choose(t, g, "Play Toman'torax")
	choose(t, g, "Use Test Redirect")
	d := expectDecision(t, g, 0, KindSelect)
	if len(d.Options) != 2 {
		t.Fatalf("want both ships offered, got %q", labels(d))
	}
	choose(t, g, "Aboard")
	c := find(t, g, "Toman'torax, Obstinate Second")
	if c.Zone != ZAboard || g.cards[c.Where].Card.Type != Ship {
		t.Fatalf("played to zone %v, want aboard a ship", c.Zone)
	}
}

// Glossary: playing a card — with no ship to play it aboard, the text
// cannot be used: it is not offered, and the card is played where it
// was announced.
func TestPlayAboardInsteadNoShip(t *testing.T) {
	g := playRedirectGame(t, ``)
	choose(t, g, "Play Toman'torax")
	if hasOption(g.Pending(), "Use Test Redirect") {
		t.Fatalf("offered with no ship: %q", labels(g.Pending()))
	}
	if c := find(t, g, "Toman'torax, Obstinate Second"); c.Zone != ZSurface {
		t.Fatalf("zone %v, want on the headquarters", c.Zone)
	}
}
