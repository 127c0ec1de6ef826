package game

import "testing"

// Rulebook: 1. Play and Draw Cards; Glossary: playing a card, step 3;
// event (cards placed on an event lie face up). A drew ability with who:
// opponent and by_your answers a draw the opponent makes by its player's
// card's text, not a draw its player pays a counter for; cost-reduced
// answers a card of its player's lowering a cost, and a card placed on an
// event with play_held is then offered to be played as from hand.
func TestDrewAndCostReducedAndPlayHeld(t *testing.T) {
	const pos = `
active: 1
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies]
    core: [Zalkonian Storage Capsule]
    hand: [Lopez]
    deck: [Davies, Lopez, Lopez, Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Kahmis, Kahmis]
`
	const held = "core: true\nplay_held: {icon: tng}\nabilities: [{when: drew, who: opponent, by_your: {}, effect: [{do: place-on-self, from: deck-top}]}, {when: cost-reduced, by_your: {}, effect: [{do: place-on-self, from: deck-top}]}]"
	t.Run("a counter draw: nothing", func(t *testing.T) {
		g := startScenario(t, pos)
		ev := find(t, g, "Zalkonian Storage Capsule")
		giveText(t, ev, held)
		g.indexCards()
		choose(t, g, "Draw a card")
		skipEmptyWindows(t, g)
		if len(ev.On) != 0 {
			t.Fatalf("cards on the event after a counter draw: %v", ev.On)
		}
	})
	t.Run("the opponent draws by your card, then the held card is played", func(t *testing.T) {
		g := startScenario(t, pos)
		ev := find(t, g, "Zalkonian Storage Capsule")
		giveText(t, ev, held)
		giveText(t, find(t, g, "Lopez"), "abilities: [{when: played, effect: [{do: draw, player: opponent}]}]")
		g.indexCards()
		choose(t, g, "Play Lopez")
		skipEmptyWindows(t, g)
		if len(ev.On) != 1 || g.cards[ev.On[0]].Card.Title != "Davies" {
			t.Fatalf("cards on the event: %v, want the deck's top Davies", ev.On)
		}
		top := ev.On[0]
		choose(t, g, "Play Davies")
		skipEmptyWindows(t, g)
		if c := g.cards[top]; c.Zone != ZSurface {
			t.Fatalf("the held Davies is in zone %v, not played", c.Zone)
		}
	})
	t.Run("your card lowers a cost", func(t *testing.T) {
		g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        surface: ["Makbar, State Jurist"]
    core: [Zalkonian Storage Capsule]
    hand: ["Seska, Pragmatic Agent"]
    deck: [Davies, Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Kahmis]
`)
		ev := find(t, g, "Zalkonian Storage Capsule")
		giveText(t, ev, held)
		g.indexCards()
		choose(t, g, "Play Seska, Pragmatic Agent (cost 5")
		skipEmptyWindows(t, g)
		if len(ev.On) != 1 {
			t.Fatalf("cards on the event: %v, want one", ev.On)
		}
	})
}
