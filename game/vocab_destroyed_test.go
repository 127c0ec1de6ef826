package game

import "testing"

// Made-up cards: an event that resolves and leaves (destroyed once it
// has), and a personnel whose text answers the destruction of an event
// its player owns.
const destroyedCards = `
- id: test-flash
  title: Test Flash
  unique: false
  type: event
  cost: 0
  effect: [{do: draw}]
- id: test-mourner
  title: Test Mourner
  unique: false
  type: personnel
  affiliation: dominion
  species: [Vorta]
  skills: [{skill: Honor, level: 1}]
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  abilities:
    - when: destroyed
      on: your
      of: {type: event}
      may: true
      effect: [{do: score, amount: 5}]
`

func destroyedGame(t *testing.T, mournerSeat int) *Game {
	t.Helper()
	mourner := `, surface: [Test Mourner]`
	var a, b string
	if mournerSeat == 1 {
		a = mourner
	} else {
		b = mourner
	}
	return startScenarioWith(t, testLibWith(t, destroyedCards), `
active: 1
players:
  - missions: [{card: "Founders' Homeworld, Home of the Great Link"`+a+`}]
    hand: [Test Flash]
    deck: [Dokar, Dokar]
  - missions: [{card: "Founders' Homeworld, Home of the Great Link"`+b+`}]
    deck: [Davies]
`)
}

// Rulebook: Event — an event that is not played anywhere has its effect
// and is then destroyed: "when … destroyed" text of its owner answers.
func TestDestroyedAfterResolving(t *testing.T) {
	g := destroyedGame(t, 1)
	choose(t, g, "Play Test Flash")
	if !hasOption(g.Pending(), "Use Test Mourner") {
		t.Fatalf("the mourner was not offered after the event was destroyed: %s %q", g.Pending().Kind, labels(g.Pending()))
	}
	if z := find(t, g, "Test Flash").Zone; z != ZDiscard {
		t.Fatalf("the event is in %v as the trigger answers, want the discard pile", z)
	}
	choose(t, g, "Use Test Mourner")
	if g.Score(0) != 5 {
		t.Fatalf("score %d, want 5", g.Score(0))
	}
}

// Glossary: command and owner — on: your answers only for the player's
// own cards: the opponent's mourner does not answer Ann's event.
func TestDestroyedOnlyYours(t *testing.T) {
	g := destroyedGame(t, 2)
	choose(t, g, "Play Test Flash")
	if d := g.Pending(); hasOption(d, "Use Test Mourner") {
		t.Fatalf("the opponent's mourner answered: %q", labels(d))
	}
	if g.Score(1) != 0 {
		t.Fatalf("opponent scored %d", g.Score(1))
	}
}
