package game

import (
	"slices"
	"strings"
	"testing"
)

// selectAgainPosition: Ann's three personnel on a planet with the Alien
// Gambling Device at mission (the planet where they are, or her
// headquarters).
func selectAgainPosition(t *testing.T, deviceAtPlanet bool) *Game {
	hq, planet := "[Alien Gambling Device]", "[Rixx, Callaghan, Dallas]"
	if deviceAtPlanet {
		hq, planet = "[]", "[Rixx, Callaghan, Dallas, Alien Gambling Device]"
	}
	return startScenario(t, `
seed: 2
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Humanity's Home"
        surface: `+hq+`
      - card: Aid Lost Colony
        surface: `+planet+`
    deck: [Garrid, Garrid]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    deck: [Davies]
`)
}

// runPick runs a random pick by card text at the planet among Ann's
// three personnel, as a kill would be (randomPick), and returns what the
// pick handed on once the engine is waiting again.
func runPick(t *testing.T, g *Game, picked *[]int) []int {
	t.Helper()
	planet := find(t, g, "Aid Lost Colony").ID
	pool := []int{find(t, g, "Rixx").ID, find(t, g, "Callaghan").ID, find(t, g, "Dallas").ID}
	g.pending, g.resume, g.validate = nil, nil, nil
	g.work = nil
	g.push(func() {
		g.randomPick(fxCtx{src: planet, p: ann, mission: planet}, pool, OutKill, func(id int) { *picked = append(*picked, id) })
	})
	g.run()
	skipEmptyWindows(t, g)
	return pool
}

// Rulebook: Glossary, selections (random selection); Ruling: Randomly Split (any
// card that affects random selections answers each of them) — a random
// pick by card text fires "selected" (random) with its result, at the
// mission where it is made; select-again ignores the result (nothing is
// handed on for it) and picks anew among the same cards, once; the
// device is then spent for the turn, so the new pick stands.
func TestSelectAgainRedoesARandomPick(t *testing.T) {
	g := selectAgainPosition(t, true)
	var picked []int
	pool := runPick(t, g, &picked)
	d := g.Pending()
	if d == nil || d.Kind != KindRespond || !hasOption(d, "Alien Gambling Device") {
		t.Fatalf("the device should answer the pick made at its mission; pending %+v", d)
	}
	if len(picked) != 0 {
		t.Fatalf("nothing may be handed on before the window closes: %v", picked)
	}
	choose(t, g, "Alien Gambling Device")
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		if hasOption(d, "Alien Gambling Device") {
			t.Fatal("once each turn: the device may not answer the new pick")
		}
		choose(t, g, "Pass")
	}
	if len(picked) != 1 || !slices.Contains(pool, picked[0]) {
		t.Fatalf("one card of the pool handed on, the new pick; got %v", picked)
	}
	again := 0
	for _, e := range g.Log(ann) {
		if strings.Contains(e.Text, "made again") {
			again++
		}
	}
	if again != 1 {
		t.Errorf("the log should say once that the selection is made again; %d lines", again)
	}
}

// Ruling: Randomly Split — a dilemma's random choice between its
// alternatives is a random selection too: made again, the alternative is
// picked anew and only the final one runs.
func TestSelectAgainRedoesARandomChoice(t *testing.T) {
	g := selectAgainPosition(t, true)
	planet := find(t, g, "Aid Lost Colony").ID
	var ran []int
	g.pending, g.resume, g.validate = nil, nil, nil
	g.work = nil
	g.push(func() {
		g.randomChosen(fxCtx{src: planet, p: ann, mission: planet}, 2, 0, func(i int) { ran = append(ran, i) })
	})
	g.run()
	skipEmptyWindows(t, g)
	if !respondUntil(t, g, "Alien Gambling Device") {
		t.Fatal("the device should answer a random choice made at its mission")
	}
	choose(t, g, "Alien Gambling Device")
	passAll(t, g, "")
	if len(ran) != 1 {
		t.Fatalf("exactly one alternative runs, the one picked again; got %v", ran)
	}
}

// Rulebook: Glossary, selections — declined, or made at another mission, the pick
// stands: the card picked is handed on unchanged.
func TestSelectAgainDeclinedOrElsewhere(t *testing.T) {
	g := selectAgainPosition(t, true)
	var picked []int
	runPick(t, g, &picked)
	if !respondUntil(t, g, "Alien Gambling Device") {
		t.Fatal("the device should be offered")
	}
	passAll(t, g, "")
	if len(picked) != 1 {
		t.Fatalf("declined: the first pick is handed on; got %v", picked)
	}

	g = selectAgainPosition(t, false)
	picked = nil
	runPick(t, g, &picked)
	if passAll(t, g, "Alien Gambling Device") {
		t.Fatal("a device at another mission may not answer the pick")
	}
	if len(picked) != 1 {
		t.Fatalf("the pick is handed on; got %v", picked)
	}

	// The verb needs a random selection that may be made again, not yet
	// ignored.
	ctx := fxCtx{p: ann, src: find(t, g, "Alien Gambling Device").ID}
	possible := registry[DoSelectAgain].possible
	for _, c := range []struct {
		trig *Trigger
		want bool
	}{
		{&Trigger{Kind: TrigSelected, Random: true, redo: true}, true},
		{&Trigger{Kind: TrigSelected, Random: false, redo: true}, false},
		{&Trigger{Kind: TrigSelected, Random: true}, false},
		{&Trigger{Kind: TrigSelected, Random: true, redo: true, all: true}, false},
		{&Trigger{Kind: TrigAboutToSelect, Random: true, redo: true}, false},
	} {
		ctx.trig = c.trig
		if got := possible(g, ctx, &Step{Do: DoSelectAgain}); got != c.want {
			t.Errorf("possible on %+v: %v, want %v", c.trig, got, c.want)
		}
	}
}
