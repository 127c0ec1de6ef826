package game

import "testing"

// Made-up cards: an event that resolves and leaves play, a core event
// whose order gives it to the opponent, and a personnel whose text
// answers its player losing command of an event (an event in a core:
// every player sees it, so its windows open in a test library too).
const lostCommandCards = `
- id: test-flash
  title: Test Flash
  unique: false
  type: event
  cost: 0
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
- id: test-watcher
  title: Test Watcher
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
      effect: [{do: score, amount: 5}]
`

func lostCommandGame(t *testing.T, watcherSeat int, segment string) *Game {
	t.Helper()
	a, b := "", "[]"
	if watcherSeat == 1 {
		a = ", Test Watcher"
	} else {
		b = "[Test Watcher]"
	}
	return startScenarioWith(t, testLibWith(t, lostCommandCards), `
active: 1
segment: `+segment+`
players:
  - missions: [{card: "Founders' Homeworld, Home of the Great Link", surface: [Dokar]}]
    hand: [Test Flash]
    core: [Test Gift`+a+`]
    deck: [Dokar, Dokar, Dokar]
  - missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Davies]
    core: `+b+`
`)
}

// Glossary: command — a card that leaves play is no longer commanded by
// anyone: an event that resolves and is destroyed makes its player lose
// command of it, and that player's lost-command text answers.
func TestLostCommandLeavingPlay(t *testing.T) {
	g := lostCommandGame(t, 1, "play")
	choose(t, g, "Play Test Flash")
	if !hasOption(g.Pending(), "Use Test Watcher") {
		t.Fatalf("no lost-command response once the event left play: %s %q", g.Pending().Kind, labels(g.Pending()))
	}
	choose(t, g, "Use Test Watcher")
	if g.Score(0) != 5 {
		t.Fatalf("score %d, want 5", g.Score(0))
	}
}

// Glossary: command — an event given to the opponent stays in play, but
// its player no longer commands it: lost-command fires for that player
// (who: you), not for the one who takes command.
func TestLostCommandGiven(t *testing.T) {
	g := lostCommandGame(t, 1, "orders")
	choose(t, g, "Test Gift")
	if !hasOption(g.Pending(), "Use Test Watcher") {
		t.Fatalf("no lost-command response once the event was given: %s %q", g.Pending().Kind, labels(g.Pending()))
	}
	if c := find(t, g, "Test Gift"); c.Zone != ZCore || c.Controller != 1 {
		t.Fatalf("the event is in %v commanded by %v, want the opponent's core", c.Zone, c.Controller)
	}
	choose(t, g, "Use Test Watcher")
	if g.Score(0) != 5 {
		t.Fatalf("score %d, want 5", g.Score(0))
	}

	g = lostCommandGame(t, 2, "orders")
	choose(t, g, "Test Gift")
	if hasOption(g.Pending(), "Use Test Watcher") {
		t.Fatalf("the player taking command answered as if they had lost it: %q", labels(g.Pending()))
	}
	if g.Score(1) != 0 {
		t.Fatalf("opponent scored %d", g.Score(1))
	}
}

// Glossary: stopped — a stopped card is still commanded, and a card
// moving within play (a personnel boarding a ship) stays commanded:
// neither fires lost-command.
func TestLostCommandNotOnStopOrMove(t *testing.T) {
	g := lostCommandGame(t, 1, "play")
	d := find(t, g, "Dokar")
	before := len(g.work)
	g.cards[d.ID].Stopped = true
	g.place(d.ID, ZSurface, d.Where)
	if len(g.work) != before {
		t.Fatalf("moving a card within play pushed %d steps", len(g.work)-before)
	}
	g.place(find(t, g, "Test Gift").ID, ZDiscard, 0)
	if len(g.work) == before {
		t.Fatal("a card leaving play pushed no lost-command window")
	}
}
