package game

import (
	"testing"
)

// beamLopez beams Lopez along route (a beam-route label).
func beamLopez(t *testing.T, g *Game, route string) {
	t.Helper()
	choose(t, g, "Beam personnel at Earth")
	choose(t, g, route)
	choose(t, g, "Lopez")
}

// Glossary: infinite loops; actions ("the player taking his or her turn
// decides"). Beaming Lopez aboard and back down changes nothing: when the
// orders come back to a position the segment has been in, the active
// player is asked how the loop ends — stop and end Execute Orders, or go
// on. Going on, the orders are offered again, and the next return to a
// position of before asks again.
func TestLoopActivePlayerDecides(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer string
		want   string // the decision that follows
	}{
		{"stop the loop", "Stop the loop", KindDiscardExcess},
		{"go on", "Go on", KindOrders},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, ordersScenario)
			expectDecision(t, g, ann, KindOrders)
			beamLopez(t, g, "From Earth, Cradle of the Federation to U.S.S. Galaxy")
			expectDecision(t, g, ann, KindOrders) // a new position: no loop
			beamLopez(t, g, "From U.S.S. Galaxy to Earth")
			d := expectDecision(t, g, ann, KindOptional)
			if !hasOption(d, "Stop the loop: end Execute Orders") || !hasOption(d, "Go on giving orders") {
				t.Fatalf("loop question options %q", optionNames(d))
			}
			if !hasEvent(g, "form a loop") {
				t.Fatal("the log does not say a loop was found")
			}
			choose(t, g, tc.answer)
			if d := g.Pending(); d == nil || d.Kind != tc.want && !(tc.want == KindDiscardExcess && g.Segment() != SegOrders) {
				t.Fatalf("after %q: pending %+v in %s", tc.answer, d, g.Segment())
			}
			if tc.want != KindOrders {
				return
			}
			// Around the loop again: Lopez aboard is a position of before,
			// so the player is asked again.
			beamLopez(t, g, "From Earth, Cradle of the Federation to U.S.S. Galaxy")
			expectDecision(t, g, ann, KindOptional)
		})
	}
}

// Backing out of an order is no action: the orders offered again after
// Back are not a loop.
func TestLoopNotAfterBack(t *testing.T) {
	g := startScenario(t, ordersScenario)
	expectDecision(t, g, ann, KindOrders)
	choose(t, g, "Beam personnel at Earth")
	expectDecision(t, g, ann, KindBeamRoute)
	choose(t, g, "Back")
	expectDecision(t, g, ann, KindOrders)
}

// Orders that leave something behind are no loop: range a ship used (as
// a ship moved away and back would have) makes a different position.
func TestLoopNeedsTheSamePosition(t *testing.T) {
	g := startScenario(t, ordersScenario)
	before := g.positionKey()
	beamLopez(t, g, "From Earth, Cradle of the Federation to U.S.S. Galaxy")
	if g.positionKey() == before {
		t.Fatal("beaming changed nothing in the position's fingerprint")
	}
	galaxy := find(t, g, "U.S.S. Galaxy")
	galaxy.RangeUsed++
	g.changed(galaxy.ID) // as the engine marks what it writes (rules_loops_cards.go)
	beamLopez(t, g, "From U.S.S. Galaxy to Earth")
	expectDecision(t, g, ann, KindOrders)
	if g.positionKey() == before {
		t.Fatal("range used should make a different position")
	}
}

// The basic bot stops a loop when asked (it used to stop giving orders
// after forty decisions a turn).
func TestBasicBotStopsALoop(t *testing.T) {
	g := startScenario(t, ordersScenario)
	beamLopez(t, g, "From Earth, Cradle of the Federation to U.S.S. Galaxy")
	beamLopez(t, g, "From U.S.S. Galaxy to Earth")
	d := expectDecision(t, g, ann, KindOptional)
	lib := testLib(t)
	b, err := NewBotWith("basic", lib, 1)
	if err != nil {
		t.Fatal(err)
	}
	v := g.View(ann)
	c := b.Choose(&v, d)
	if len(c.Picks) != 1 || d.Options[c.Picks[0]].Action != ActEnd {
		t.Fatalf("the basic bot answered %v (%q); want to stop the loop", c.Picks, optionNames(d))
	}
}

// A card in a deck or a dilemma pile has its place in the position
// through its pile's order alone (positionKey reads no more of it): the
// order of either pile is part of the position, and a card leaving a
// pile changes it. Glossary: infinite loops.
func TestLoopPositionReadsThePilesInOrder(t *testing.T) {
	lib := testLib(t)
	decks := [2]DeckList{fedDeck(t, lib), kliEventsDeck(t, lib)}
	for _, pile := range []string{"deck", "dilemmas"} {
		g, err := New(lib, Setup{Decks: decks, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		ps := g.players[0]
		list := &ps.Deck
		if pile == "dilemmas" {
			list = &ps.DilemmaPile
		}
		if len(*list) < 2 {
			t.Fatalf("%s: %d cards, want two to reorder", pile, len(*list))
		}
		before := g.positionKey()
		(*list)[0], (*list)[1] = (*list)[1], (*list)[0]
		if g.positionKey() == before {
			t.Fatalf("%s: reordering the pile left the position's fingerprint as it was", pile)
		}
		(*list)[0], (*list)[1] = (*list)[1], (*list)[0]
		if g.positionKey() != before {
			t.Fatalf("%s: the same pile gave another fingerprint", pile)
		}
		moved := (*list)[0]
		*list = (*list)[1:]
		ps.Discard = append(ps.Discard, moved)
		g.cards[moved].Zone = ZDiscard
		if g.positionKey() == before {
			t.Fatalf("%s: a card leaving the pile left the fingerprint as it was", pile)
		}
	}
}
