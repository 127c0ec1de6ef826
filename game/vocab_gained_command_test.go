package game

import (
	"strings"
	"testing"
)

// Made-up card: a personnel whose order gives command of himself to the
// opponent aboard one of his ships, and whose own text answers a player
// gaining command of him (5 points for that player).
const gainedCommandCards = `
- {id: "T-GC1", title: Test Herald, unique: false, type: personnel, cost: 1, affiliation: dominion, icons: [staff], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5, abilities: [{when: order, effect: [{do: give-self-aboard}]}, {when: gained-command, on: self, may: true, effect: [{do: score, amount: 5}]}]}
`

// Glossary: command — a player taking command of a card that stays in
// play gains command of it: the card's own text answers for that player
// (Ben, now commanding it), not for the one who gave it away.
func TestGainedCommandInPlay(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, gainedCommandCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Herald]
    deck: [Lam]
  - name: Ben
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        ships: [{card: Keldon Advanced, aboard: [Jural]}]
    deck: [Tajor]
`)
	choose(t, g, "Test Herald")
	if c := find(t, g, "Test Herald"); c.Controller != ben || c.Zone != ZAboard {
		t.Fatalf("Test Herald not given to Ben: zone %v, controller %v", c.Zone, c.Controller)
	}
	d := g.Pending()
	if d == nil || d.Player != ben || !hasOption(d, "Use Test Herald") {
		t.Fatalf("Ben is not offered Test Herald's text: %+v", d)
	}
	choose(t, g, "Use Test Herald")
	if g.Score(1) != 5 || g.Score(0) != 0 {
		t.Fatalf("scores %d/%d, want 0/5", g.Score(0), g.Score(1))
	}
}

// Glossary: command — entering play is gaining command; moving within
// play (or being stopped) is not, so it pushes no window.
func TestGainedCommandEnteringPlayOnly(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, gainedCommandCards), `
active: 1
segment: play
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Herald]
    hand: [Test Herald]
    deck: [Lam]
  - name: Ben
    missions: [{card: "Cardassia Prime, Hardscrabble World"}]
    deck: [Tajor]
`)
	h := find(t, g, "Test Herald")
	before := len(g.work)
	g.place(h.ID, ZSurface, h.Where)
	if len(g.work) != before {
		t.Fatalf("moving within play pushed %d steps", len(g.work)-before)
	}
	choose(t, g, "Play Test Herald")
	if !hasOption(g.Pending(), "Use Test Herald") {
		t.Fatalf("playing him offers no gained-command text: %q", labels(g.Pending()))
	}
	choose(t, g, "Use Test Herald")
	if g.Score(0) != 5 {
		t.Fatalf("score %d, want 5", g.Score(0))
	}
}

// The trigger answers only a card's own text.
func TestGainedCommandOnlySelf(t *testing.T) {
	bad := strings.Replace(gainedCommandCards, "on: self", "on: any", 1)
	if _, err := DefaultLibraryWith([]byte(bad)); err == nil || !strings.Contains(err.Error(), "gained-command") {
		t.Fatalf("on: any accepted: %v", err)
	}
}

// Made-up event: shuffle up to two personnel of the discard pile into
// the deck.
const shuffleUpToCards = `
- {id: "T-SU1", title: Test Recall, unique: false, type: event, cost: 0, effect: [{do: shuffle-discard-into-deck, count: 2, filter: {type: personnel}}]}
`

// Glossary: discard pile — with count, the player picks up to that many
// matching cards one by one (other cards not offered); at the limit the
// picked ones go into the deck at once, the rest stay.
func TestShuffleDiscardUpToCount(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, shuffleUpToCards), `
active: 1
segment: play
players:
  - name: Ann
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    hand: [Test Recall]
    deck: [Lam]
    discard: [Dokar, Kahmis, Vorax, Test Recall]
  - name: Ben
    missions: [{card: "Cardassia Prime, Hardscrabble World"}]
    deck: [Tajor]
`)
	choose(t, g, "Play Test Recall")
	if l := labels(g.Pending()); len(l) != 4 || !hasOption(g.Pending(), "Shuffle no more") {
		t.Fatalf("want three personnel and stopping offered: %q", l)
	}
	choose(t, g, "Shuffle Kahmis")
	choose(t, g, "Shuffle Vorax")
	for name, z := range map[string]Zone{"Kahmis": ZDeck, "Vorax": ZDeck, "Dokar": ZDiscard} {
		if c := find(t, g, name); c.Zone != z {
			t.Fatalf("%s in %v, want %v", name, c.Zone, z)
		}
	}
	if n := len(g.players[0].Deck); n != 3 {
		t.Fatalf("deck holds %d cards, want 3", n)
	}
}

// A made-up event whose own text answers a player gaining command of it
// (3 points for that player).
const gainedCommandEvent = `
- {id: "T-GC2", title: Test Tribute, unique: false, type: event, cost: 0, abilities: [{when: gained-command, on: self, effect: [{do: score, amount: 3}]}]}
`

// Glossary: command — an event handed to a player's core (give-command)
// or taken from an opponent's core (take-core-event) stays in play under
// a new commander: that player gains command of it, and its own text
// answers for them, as for a personnel given away in play.
func TestGainedCommandCoreEventMoves(t *testing.T) {
	for _, how := range []string{"given", "taken"} {
		t.Run(how, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, gainedCommandEvent), `
active: 0
segment: orders
players:
  - name: Ann
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    core: [Test Tribute]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			ev := find(t, g, "Test Tribute")
			g.pending, g.work = nil, nil
			if how == "given" {
				g.giveEvent(ev.ID, ben)
			} else {
				g.takeEvent(ev.ID, ben)
			}
			g.run()
			skipEmptyWindows(t, g)
			if ev.Controller != ben {
				t.Fatalf("Test Tribute commanded by %v, want Ben", ev.Controller)
			}
			if g.Score(ben) != 3 || g.Score(ann) != 0 {
				t.Fatalf("scores Ann %d Ben %d, want 0 and 3: the event's own gained-command text did not answer for Ben", g.Score(ann), g.Score(ben))
			}
		})
	}
}
