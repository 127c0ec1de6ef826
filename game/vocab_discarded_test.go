package game

import "testing"

const discardedPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Excavation
        surface: [Kahmis, Dokar]
    hand: [Kroval, "I.K.S. Vor'cha"]
    deck: ["Mila, Trusted Confidante", Toq]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`

// TestDiscardedFromHand: text answering a card its player discards from
// hand answers only a card its filter matches, discarded from a hand (not
// from the top of the deck), and only when its condition holds.
// Glossary: discard.
func TestDiscardedFromHand(t *testing.T) {
	cases := []struct {
		name    string
		order   string // Kahmis's made-up order: what it discards
		pick    string // the card picked, if the order asks
		cond    string
		offered bool
	}{
		{"a personnel from hand", `[{do: discard-from-hand, filter: {}}]`, "Kroval", "", true},
		{"a ship from hand: the filter does not match", `[{do: discard-from-hand, filter: {}}]`, "Vor'cha", "", false},
		{"from the deck's top, not from hand", `[{do: discard-top}]`, "", "", false},
		{"condition not met", `[{do: discard-from-hand, filter: {}}]`, "Kroval", "cond: attempting,", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, discardedPosition)
			giveText(t, find(t, g, "Kahmis"), "abilities: [{when: order, cost: "+tc.order+", effect: [{do: draw}]}]")
			giveText(t, find(t, g, "Dokar"), "abilities: [{when: discarded-from-hand, who: you, of: {type: personnel}, may: true, "+tc.cond+"\n  effect: [{do: draw}]}]")
			restartOrdersWithText(t, g)
			choose(t, g, "Use Kahmis")
			if tc.pick != "" {
				choose(t, g, tc.pick)
			}
			if got := passWindows(t, g, "Use Dokar"); got != tc.offered {
				t.Fatalf("Dokar's text offered: %v, want %v", got, tc.offered)
			}
		})
	}
}

// TestDiscardedFromDeckPlacesSelf: a card whose text answers its own
// discard from the top of its owner's deck answers from the discard
// pile, once, and places itself at the mission its filter names; a
// unique card whose copy its player commands cannot be placed, so the
// text is not offered. Glossary: discard; play and place; uniqueness.
func TestDiscardedFromDeckPlacesSelf(t *testing.T) {
	const text = "abilities: [{when: discarded-from-deck, on: self, may: true, effect: [{do: self-to-mission, filter: {type: mission, title: Excavation}}]}]"
	cases := []struct {
		name     string
		copyHere bool // a copy of Mila already in play
		offered  bool
	}{
		{"placed", false, true},
		{"a copy commanded: not offered", true, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, discardedPosition)
			giveText(t, find(t, g, "Kahmis"), "abilities: [{when: order, cost: [{do: discard-top}], effect: [{do: draw}]}]")
			mila := find(t, g, "Mila, Trusted Confidante")
			giveText(t, mila, text)
			if tc.copyHere {
				g.newInst(t, "Mila, Trusted Confidante", 0, ZSurface, find(t, g, "Excavation").ID)
			}
			restartOrdersWithText(t, g)
			choose(t, g, "Use Kahmis")
			if mila.Zone != ZDiscard {
				t.Fatalf("Mila is in zone %v, not the discard pile", mila.Zone)
			}
			d := g.Pending()
			if got := d != nil && hasOption(d, "Use Mila"); got != tc.offered {
				t.Fatalf("Mila's text offered: %v, want %v", got, tc.offered)
			}
			if !tc.offered {
				return
			}
			choose(t, g, "Use Mila")
			if mila.Zone != ZSurface || mila.Where != find(t, g, "Excavation").ID || mila.Controller != 0 {
				t.Fatalf("Mila not placed at Excavation: zone %v where %d", mila.Zone, mila.Where)
			}
			if passWindows(t, g, "Use Mila") {
				t.Error("the text is offered again once Mila is in play")
			}
		})
	}
}

// restartOrdersWithText re-poses Execute Orders after made-up text was
// given, going on past the loop check (the position repeats one of
// earlier this turn: only the text changed).
func restartOrdersWithText(t *testing.T, g *Game) {
	t.Helper()
	g.indexCards()
	g.restartOrders()
	if d := g.Pending(); d != nil && hasOption(d, "Go on giving orders") {
		choose(t, g, "Go on giving orders")
	}
}
