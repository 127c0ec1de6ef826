package game

import (
	"slices"
	"testing"
)

// TestPlayAtMission: a card's own text may let it be played at a mission
// of its player's that is not a headquarters, while its condition holds:
// the play is offered there and the card enters play at that mission.
// Rulebook: Playing specific kinds of cards.
func TestPlayAtMission(t *testing.T) {
	const text = `
play_at:
  mission: {mission: planet}
  while: {is: command-none, of: {mission: headquarters}}
`
	t.Run("no headquarters", func(t *testing.T) {
		g := startScenario(t, `
seed: 1
active: 1
segment: play
players:
  - name: Ann
    missions: [{card: Excavation}, {card: Inversion Mystery}]
    hand: ["I.K.S. Vor'cha"]
    deck: [Vorax]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
		ship := find(t, g, "I.K.S. Vor'cha")
		if sites, _ := g.playCheck(0, ship); len(sites) != 0 {
			t.Fatalf("without the text the ship is playable at %v", sites)
		}
		giveText(t, ship, text)
		excavation := find(t, g, "Excavation").ID
		if sites, why := g.playCheck(0, ship); !slices.Equal(sites, []int{excavation}) {
			t.Fatalf("sites %v (%s), want only the planet Excavation %d", sites, why, excavation)
		}
		g.restartPlay(t)
		choose(t, g, "Play I.K.S. Vor'cha")
		if ship.Zone != ZAtMission || ship.Where != excavation {
			t.Errorf("the ship is in zone %v at %d, want at Excavation", ship.Zone, ship.Where)
		}
	})
	t.Run("a headquarters commanded", func(t *testing.T) {
		g := startScenario(t, `
seed: 1
active: 1
segment: play
players:
  - name: Ann
    missions: [{card: "Earth, Cradle of the Federation"}, {card: Excavation}]
    hand: ["I.K.S. Vor'cha"]
    deck: [Vorax]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
		ship := find(t, g, "I.K.S. Vor'cha")
		giveText(t, ship, text)
		if sites, _ := g.playCheck(0, ship); len(sites) != 0 {
			t.Errorf("the condition fails, yet the ship is playable at %v", sites)
		}
	})
}

// restartPlay re-poses the Play and Draw decision after a test changed a
// card's text.
func (g *Game) restartPlay(t *testing.T) {
	t.Helper()
	g.pending, g.resume, g.validate = nil, nil, nil
	g.work = nil
	g.push(g.playDrawStep)
	g.run()
}

// TestPlayAtNeedsMission: play_at without a mission is refused at load.
func TestPlayAtNeedsMission(t *testing.T) {
	if err := (&PlayAt{}).validate(); err == nil {
		t.Error("a play_at with no mission was accepted")
	}
}

// TestCommandNoneAndQuadrant: command-none holds while its player commands
// no card the filter matches, missions included (Glossary: command); at
// with a quadrant holds for a card at a mission of that quadrant.
func TestCommandNoneAndQuadrant(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Caretaker's Array"
        ships: [{card: "I.K.S. Vor'cha"}]
      - card: Excavation
        ships: [{card: "I.K.S. Vor'cha"}]
    deck: [Vorax]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	conds := func(src string) Conds {
		var e Encoding
		giveTextEnc(t, &e, "requires: "+src)
		return e.Requires
	}
	ships := findAll(g, "I.K.S. Vor'cha")
	delta, alpha := ships[0], ships[1]
	cases := []struct {
		cond string
		p    Player
		src  int
		want bool
	}{
		{"{is: command-none, of: {mission: headquarters}}", 0, delta.ID, true},
		{"{is: command-none, of: {mission: headquarters}}", 1, delta.ID, false},
		{"{is: command-none, of: {title: \"I.K.S. Vor'cha\"}}", 0, delta.ID, false},
		{"{is: command-none, of: {title: \"I.K.S. Vor'cha\"}}", 1, delta.ID, true},
		{"{is: at, quadrant: delta}", 0, delta.ID, true},
		{"{is: at, quadrant: delta}", 0, alpha.ID, false},
		{"{is: at, quadrant: alpha}", 0, alpha.ID, true},
	}
	for _, tc := range cases {
		if got := conds(tc.cond).holds(g, g.ctxFor(tc.p, tc.src)); got != tc.want {
			t.Errorf("%s for player %d, card %d: %v, want %v", tc.cond, tc.p+1, tc.src, got, tc.want)
		}
	}
}
