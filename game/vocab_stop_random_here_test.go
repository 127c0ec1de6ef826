package game

import (
	"slices"
	"testing"
)

const stopRandomHerePosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Meraht]
      - card: Sensitive Search
        surface: [Dokar, {card: "B'amara", stopped: true}, {card: "Kieran MacDuff, Executive Officer", controller: 2}]
        ships:
          - card: "I.K.S. K'Vort"
            controller: 2
            aboard: [Kahmis]
    deck: [Taul]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    deck: [Mills]
`

// TestStopRandomAtMission: the pick is made among every unstopped
// personnel at this card's mission, anyone's, on the planet or aboard a
// ship there, this card included, never the trigger's cards, a stopped
// one or one at another mission; one of them is stopped, and with none
// left the step is not possible. Ruling: Kieran MacDuff; Rulings: At This
// Mission.
func TestStopRandomAtMission(t *testing.T) {
	g := startScenario(t, stopRandomHerePosition)
	src := find(t, g, "Kieran MacDuff, Executive Officer").ID
	dokar, kahmis := find(t, g, "Dokar").ID, find(t, g, "Kahmis").ID
	ctx := g.ctxFor(ben, src)
	ctx.trig = &Trigger{Kind: TrigStopped, Player: ann, Cards: []int{dokar}}
	s := Step{Do: DoStopRandomAtMission}
	pool := g.randomStopPool(ctx, &s)
	slices.Sort(pool)
	want := []int{src, kahmis}
	slices.Sort(want)
	if !slices.Equal(pool, want) {
		t.Fatalf("pool %v, want MacDuff and Kahmis %v", pool, want)
	}
	if !registry[DoStopRandomAtMission].possible(g, ctx, &s) {
		t.Fatal("not possible with two to pick from")
	}
	g.pending, g.resume, g.validate = nil, nil, nil
	g.work = nil
	g.push(func() { registry[DoStopRandomAtMission].run(g, ctx, s) })
	g.run()
	skipEmptyWindows(t, g)
	stopped := 0
	for _, id := range want {
		if g.cards[id].Stopped {
			stopped++
		}
	}
	if stopped != 1 || g.cards[dokar].Stopped || find(t, g, "Meraht").Stopped {
		t.Fatalf("%d of the pool stopped (Dokar %v, Meraht %v); want exactly one of the pool", stopped, g.cards[dokar].Stopped, find(t, g, "Meraht").Stopped)
	}
	for _, id := range want {
		g.cards[id].Stopped = true
	}
	if registry[DoStopRandomAtMission].possible(g, ctx, &s) {
		t.Error("possible with nobody left to stop")
	}
}
