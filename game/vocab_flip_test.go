package game

import (
	"slices"
	"strings"
	"testing"
)

// A made-up two-sided mission: its front has an order that flips it and
// no modifier; its back gives your personnel there Cunning +2 and has no
// order.
const flipTestCards = `
- id: T-FLIP1
  title: Test Phasing World
  unique: true
  type: mission
  mission: planet
  quadrant: Alpha
  span: 2
  points: 30
  attempt_by: any
  requirements: "Security"
  abilities:
    - {when: order, effect: [{do: flip}]}
  back:
    modifiers:
      - {to: at-mission, of: {type: personnel}, cunning: 2}
`

const flipTestPosition = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Test Phasing World%s
        surface: [Davies]
    deck: [Rixx]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`

// Ruling: general (two-sided cards) — a two-sided card shows one side;
// only that side's text is in play. Flipping swaps the sides: the back's
// modifier begins to reach the personnel there and the front's order is
// no longer offered; flipping again restores the front. Both sides keep
// the card's facts.
func TestFlipSwapsTheSideInPlay(t *testing.T) {
	lib := testLibWith(t, flipTestCards)
	g := startScenarioWith(t, lib, strings.Replace(flipTestPosition, "%s", "", 1))
	m, davies := find(t, g, "Test Phasing World"), find(t, g, "Davies")
	printed := davies.Card.Cunning
	if m.Card.IsBack() || g.stats(davies.ID).Cunning != printed || !slices.Contains(g.orderSources, m.ID) {
		t.Fatalf("at the start: back %v, Cunning %d (printed %d), order source %v", m.Card.IsBack(), g.stats(davies.ID).Cunning, printed, g.orderSources)
	}
	flip := registry[DoFlip]
	ctx := g.ctxFor(ann, m.ID)
	if !flip.possible(g, ctx, &Step{Do: DoFlip}) {
		t.Fatal("a two-sided mission in play cannot be flipped")
	}
	front := g.positionKey()
	flip.run(g, ctx, Step{Do: DoFlip})
	// Glossary: infinite loops — flipping changes the position, so orders
	// that flip a card are no loop (positionKey reads the side up).
	if g.positionKey() == front {
		t.Error("flipping the mission leaves the loop fingerprint as it was")
	}
	if !m.Card.IsBack() || m.Card.Front().ID != "T-FLIP1" || m.Card.Points != 30 || m.Card.Req == nil {
		t.Fatalf("after one flip: back %v, facts %s %d points, requirements %v", m.Card.IsBack(), m.Card.ID, m.Card.Points, m.Card.Req)
	}
	if got := g.stats(davies.ID).Cunning; got != printed+2 {
		t.Errorf("back side up: Cunning %d, want %d", got, printed+2)
	}
	if slices.Contains(g.orderSources, m.ID) {
		t.Error("back side up: the front's order is still a source")
	}
	if v := g.View(ann); !v.Players[0].Missions[1].Flipped {
		t.Error("the view does not mark the mission back side up")
	}
	flip.run(g, ctx, Step{Do: DoFlip})
	if m.Card.IsBack() || g.stats(davies.ID).Cunning != printed || !slices.Contains(g.orderSources, m.ID) {
		t.Errorf("after two flips: back %v, Cunning %d, order source %v", m.Card.IsBack(), g.stats(davies.ID).Cunning, g.orderSources)
	}
	if !logHas(g, ben, 0, "Test Phasing World is flipped over: its front side is up") {
		t.Errorf("log: %q", logFor(g, ben))
	}

	// A game without a two-sided card never reads a card's side for the
	// fingerprint.
	if plain := startScenario(t, strings.Replace(flipTestPosition, "      - card: Test Phasing World%s\n        surface: [Davies]\n", "", 1)); plain.twoSided {
		t.Error("a game of one-sided cards is marked as holding a two-sided one")
	}

	// A scenario may lay it back side up; a one-sided card cannot flip.
	g = startScenarioWith(t, lib, strings.Replace(flipTestPosition, "%s", "\n        flipped: true", 1))
	m, davies = find(t, g, "Test Phasing World"), find(t, g, "Davies")
	if !m.Card.IsBack() || g.stats(davies.ID).Cunning != printed+2 {
		t.Errorf("laid flipped: back %v, Cunning %d", m.Card.IsBack(), g.stats(davies.ID).Cunning)
	}
	if earth := find(t, g, "Earth, Cradle of the Federation"); flip.possible(g, g.ctxFor(ann, earth.ID), &Step{Do: DoFlip}) {
		t.Error("a one-sided card may be flipped")
	}
}

// The generated text gives both sides, and a back side without text or
// with text that does not load is refused.
func TestFlipTextAndChecks(t *testing.T) {
	lib := testLibWith(t, flipTestCards)
	text := lib.ByID("T-FLIP1").GameText()
	for _, want := range []string{"Front side: ", "Back side: ", "Cunning +2"} {
		if !strings.Contains(text, want) {
			t.Errorf("text %q lacks %q", text, want)
		}
	}
	if back := lib.ByID("T-FLIP1").other; back == nil || back.GameText() != text {
		t.Error("the back side does not read as the whole card")
	}
	for _, bad := range []struct{ yaml, err string }{
		{`{id: "T-B1", title: Bad, unique: false, type: mission, mission: planet, back: {}}`, "needs modifiers or abilities"},
		{`{id: "T-B1", title: Bad, unique: false, type: mission, mission: planet, back: {abilities: [{when: order, effect: [{do: no-such-verb}]}]}}`, "back"},
	} {
		if _, err := DefaultLibraryWith([]byte("- " + bad.yaml + "\n")); err == nil || !strings.Contains(err.Error(), bad.err) {
			t.Errorf("%s: error %v, want one saying %q", bad.yaml, err, bad.err)
		}
	}
}

// Rulebook: Order – Attempt a mission. attempted-here-this-turn holds for
// the player whose personnel began an attempt of this mission this turn,
// for that mission only, and no longer once the turn has ended.
func TestAttemptedHereThisTurn(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: "Meridian, Explore Extradimensional World"
        surface: [Davies, Lopez]
    deck: [Rixx]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	holds := condRegistry[condAttemptedHere].holds
	m := find(t, g, "Explore Extradimensional World")
	earth := find(t, g, "Earth, Cradle of the Federation")
	if holds(g, &Cond{}, g.ctxFor(ann, m.ID)) {
		t.Fatal("holds before any attempt")
	}
	startAttempt(t, g, "Explore Extradimensional World")
	if !holds(g, &Cond{}, g.ctxFor(ann, m.ID)) {
		t.Error("does not hold for the attempting player at the mission attempted")
	}
	if holds(g, &Cond{}, g.ctxFor(ben, m.ID)) || holds(g, &Cond{}, g.ctxFor(ann, earth.ID)) {
		t.Error("holds for the other player, or at another mission")
	}
	g.finishTurn()
	if holds(g, &Cond{}, g.ctxFor(ann, m.ID)) {
		t.Error("still holds after the turn ended")
	}
}

// A made-up two-sided mission flipping at the end of each of your turns,
// whose back lists another ability before its own flip, so the two
// flips are not the same ability of the card by number.
const flipEveryTurnCard = `
- id: T-FLIP2
  title: Test Blinking World
  unique: true
  type: mission
  mission: planet
  quadrant: Alpha
  span: 2
  points: 30
  attempt_by: any
  requirements: "Security"
  abilities:
    - {when: end-of-turn, who: you, effect: [{do: flip}]}
  back:
    abilities:
      - {when: order, effect: [{do: draw}]}
      - {when: end-of-turn, who: you, effect: [{do: flip}]}
`

// Rulebook: 3. Discard Excess Cards — the actions at the end of a turn
// are each done once a turn: the side a flip reveals then does not answer
// that same end of turn, so the card turns over once, not twice.
func TestFlipRevealedSideWaits(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, flipEveryTurnCard), strings.Replace(flipTestPosition, "Test Phasing World%s", "Test Blinking World", 1))
	m := find(t, g, "Test Blinking World")
	choose(t, g, "End Execute Orders")
	skipEmptyWindows(t, g)
	if !m.Card.IsBack() {
		t.Fatalf("after its player's turn: back side up %v, log %q", m.Card.IsBack(), logFor(g, ann))
	}
	if n := strings.Count(logFor(g, ann), "is flipped over"); n != 1 {
		t.Errorf("flipped %d times in one end of turn", n)
	}
}
