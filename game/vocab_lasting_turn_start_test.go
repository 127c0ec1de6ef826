package game

import "testing"

// Ben is in his orders; Ann has a ship at her mission. A made-up dilemma
// of Ben's (Timescape's card with turn-start steps written in) lies where
// each case puts it.
const turnStartPosition = `
seed: 1
active: 2
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: "I.K.S. Vor'cha", aboard: [Kahmis]}]
    deck: [Vorax, Kroval]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    dilemmas: [Timescape]
    deck: [Davies, Davies]
`

// TestLastingTurnStart: a dilemma with turn-start steps acts at the start
// of each turn of the player who commands the ship it damages, or the core
// it is in; nowhere else (in its owner's dilemma pile) it does nothing, and
// it never acts at the start of its owner's turn.
// Rulebook: Damage (a card placed as damage keeps only its damage effect);
// Turn Sequence (start-of-turn text).
func TestLastingTurnStart(t *testing.T) {
	for _, tc := range []struct {
		name  string
		where string // damage, core, pile
		want  bool   // Ann's top card discarded
	}{
		{"damage on her ship", "damage", true},
		{"in her core", "core", true},
		{"in the dilemma pile", "pile", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, turnStartPosition)
			d := find(t, g, "Timescape")
			c := *d.Card
			c.lasting = &Lasting{LastingTurnStart: LastingTurnStart{TurnStart: []Step{{Do: "discard-top"}}}}
			if err := c.lasting.validate(); err != nil {
				t.Fatal(err)
			}
			d.Card = &c
			g.indexCards() // the made-up text is this game's, as if dealt with it
			switch tc.where {
			case "damage":
				g.place(d.ID, ZDamage, find(t, g, "I.K.S. Vor'cha").ID)
			case "core":
				d.Controller = 0
				g.place(d.ID, ZCore, 0)
			}
			vorax, davies := find(t, g, "Vorax"), find(t, g, "Davies")
			choose(t, g, "End Execute Orders") // Ben's turn ends; Ann's begins
			if got := vorax.Zone == ZDiscard; got != tc.want {
				t.Fatalf("Ann's top card discarded = %v, want %v (zone %v)", got, tc.want, vorax.Zone)
			}
			if davies.Zone != ZDeck {
				t.Errorf("Ben's deck was touched: %v", davies.Zone)
			}
			if tc.want && !hasEvent(g, "at the start of Ann's turn") {
				t.Error("no event names the dilemma acting")
			}
		})
	}
}
