package game

import "testing"

const removedPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Sumek, Delvok, Sparber]
    deck: [Davies, Davies, Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`

// Glossary: remove from the game. A card about to be removed may have its
// removal prevented by a response (about-to-remove); a card's own text
// about being removed answers from the removed pile once it is there
// (removed), as killed text answers from the discard pile; a card removed
// goes to no discard pile.
func TestRemoveFromGameTriggers(t *testing.T) {
	for _, tc := range []struct {
		name        string
		prevent     bool
		wantRemoved bool
		wantDraw    int
	}{
		{"removed: its own text answers from the removed pile", false, true, 1},
		{"prevented as it is about to be removed", true, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, removedPosition)
			s := find(t, g, "Sumek")
			giveText(t, s, `
abilities:
  - when: removed
    on: self
    effect: [{do: draw}]
`)
			if tc.prevent {
				giveText(t, find(t, g, "Delvok"), `
abilities:
  - when: about-to-remove
    on: other-present
    effect: [{do: prevent}]
`)
			}
			g.indexCards()
			hand := len(g.players[0].Hand)
			g.pending, g.work = nil, nil
			g.push(func() { g.removeFromGame(0, []int{s.ID}, nil) })
			g.run()
			skipEmptyWindows(t, g)
			for d := g.Pending(); d != nil && d.Kind == KindRespond && hasOption(d, "Use"); d = g.Pending() {
				choose(t, g, "Use")
			}
			if got := s.Zone == ZRemoved; got != tc.wantRemoved {
				t.Errorf("Sumek removed %v, want %v (zone %v)", got, tc.wantRemoved, s.Zone)
			}
			if got := len(g.players[0].Hand) - hand; got != tc.wantDraw {
				t.Errorf("Ann drew %d, want %d", got, tc.wantDraw)
			}
			if len(g.players[0].Discard) != 0 {
				t.Error("a removed card must not go to the discard pile")
			}
		})
	}
}

// Glossary: stopped (text naming stopped personnel reaches them); a
// personnel unstopped during an attempt joins it only when an effect says
// so: unstop-present unstops each stopped personnel present that its
// filter matches, and nobody elsewhere.
func TestUnstopPresent(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Sumek, {card: Delvok, stopped: true}, {card: Sparber, stopped: true}]
      - card: Excavation
        surface: [{card: "Solok, Calculating Rival", stopped: true}]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	s := find(t, g, "Sumek")
	step := Step{Do: DoUnstopPresent, Filter: &Filter{Species: "Vulcan"}}
	ctx := g.ctxFor(0, s.ID)
	if !registry[DoUnstopPresent].possible(g, ctx, &step) {
		t.Fatal("a stopped Vulcan is present: possible")
	}
	registry[DoUnstopPresent].run(g, ctx, step)
	if find(t, g, "Delvok").Stopped {
		t.Error("Delvok (Vulcan, present) is still stopped")
	}
	if !find(t, g, "Sparber").Stopped {
		t.Error("Sparber does not match the filter: must stay stopped")
	}
	if !find(t, g, "Solok").Stopped {
		t.Error("Solok (Vulcan) is not present: must stay stopped")
	}
	if registry[DoUnstopPresent].possible(g, ctx, &step) {
		t.Error("no stopped Vulcan is left: not possible")
	}
}
