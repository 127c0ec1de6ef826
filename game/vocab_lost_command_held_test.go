package game

import "testing"

// Made-up cards: a core event whose order destroys it, one whose order
// gives it to the opponent, and a core event whose text answers its
// player losing command of an event by taking a personnel that lay on
// it to a headquarters.
const lostHeldCards = `
- id: test-bomb
  title: Test Bomb
  unique: false
  type: event
  cost: 0
  core: true
  abilities:
    - when: order
      cost: [{do: destroy-self}]
      effect: [{do: draw}]
- id: test-gift
  title: Test Gift
  unique: false
  type: event
  cost: 0
  core: true
  abilities:
    - when: order
      cost: [{do: give-self}]
      effect: [{do: draw}]
- id: test-keeper
  title: Test Keeper
  unique: false
  type: event
  cost: 0
  core: true
  abilities:
    - when: lost-command
      who: you
      on: any
      of: {type: event}
      may: true
      effect: [{do: place-held-at-hq, filter: {type: personnel}}]
`

func lostHeldGame(t *testing.T, event string) *Game {
	t.Helper()
	return startScenarioWith(t, testLibWith(t, lostHeldCards), `
active: 1
segment: orders
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    core: [{card: `+event+`, on: [Davies, Dokar]}, Test Keeper]
    deck: [Dokar, Dokar, Dokar]
  - missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Davies]
`)
}

// Glossary: command and owner; Rulebook: Events — an event leaving play
// sends the cards on it to the discard pile first; lost-command still
// knows them, and place-held-at-hq takes one from there to a
// headquarters where it could be played (Dokar at Qo'noS;
// Davies could not be played there and is not offered). Its player now
// commands it.
func TestLostCommandHeldDestroyed(t *testing.T) {
	g := lostHeldGame(t, "Test Bomb")
	choose(t, g, "Test Bomb")
	if c := find(t, g, "Davies"); c.Zone != ZDiscard {
		t.Fatalf("Davies is in %v, want the discard pile", c.Zone)
	}
	choose(t, g, "Use Test Keeper")
	if hasOption(g.Pending(), "Place Davies") {
		t.Fatalf("Davies offered where he could not be played: %q", labels(g.Pending()))
	}
	choose(t, g, "Place Dokar")
	var dokar *Inst
	for _, c := range g.cards[1:] {
		if c.Card.Title == "Dokar" && c.Zone == ZSurface {
			dokar = c
		}
	}
	if dokar == nil || dokar.Controller != 0 {
		t.Fatalf("Dokar not placed at the headquarters under player 1's command: %+v", dokar)
	}
	if c := find(t, g, "Davies"); c.Zone != ZDiscard {
		t.Fatalf("Davies moved to %v", c.Zone)
	}
}

// Glossary: command and owner — an event given to the opponent stays in
// play with the cards on it: the player who lost command takes the card
// from the event itself.
func TestLostCommandHeldGiven(t *testing.T) {
	g := lostHeldGame(t, "Test Gift")
	var dokar *Inst
	for _, c := range g.cards[1:] {
		if c.Card.Title == "Dokar" && c.Zone == ZOnCard {
			dokar = c
		}
	}
	choose(t, g, "Test Gift")
	choose(t, g, "Use Test Keeper")
	choose(t, g, "Place Dokar")
	if dokar.Zone != ZSurface || dokar.Controller != 0 {
		t.Fatalf("Dokar in %v commanded by %v, want at player 1's headquarters", dokar.Zone, dokar.Controller)
	}
	if gift := find(t, g, "Test Gift"); len(gift.On) != 1 {
		t.Fatalf("cards left on the given event: %d, want 1 (Davies)", len(gift.On))
	}
}

// Glossary: command and owner — with nothing the performer could place
// (no personnel on the event), the text is not offered.
func TestLostCommandHeldNothingHeld(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, lostHeldCards), `
active: 1
segment: orders
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    core: [{card: Test Bomb, on: [Davies]}, Test Keeper]
    deck: [Dokar, Dokar, Dokar]
  - missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Davies]
`)
	choose(t, g, "Test Bomb")
	if hasOption(g.Pending(), "Use Test Keeper") {
		t.Fatalf("offered with nothing to place: %q", labels(g.Pending()))
	}
}
