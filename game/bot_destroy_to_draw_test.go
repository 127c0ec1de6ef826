package game

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Glossary: actions — a cost may be paid for an effect that does nothing.
// The basic bot still gives Defragmentation Drone's order (destroy an
// event in its core to draw that event's cost) only when it could destroy
// an event costing 1 or more: with only a cost-0 event in the core the
// order scores 0 (never picked over ending the orders); with a cost-5
// event beside it, it is weighed like any other ability.
func TestBotSkipsDestroyingForNothing(t *testing.T) {
	for _, c := range []struct {
		core string
		zero bool
	}{
		{"[Unexpected Difficulties]", true},
		{"[Unexpected Difficulties, Borg Cutting Beam]", false},
	} {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: Unicomplex, Root of the Hive Mind
        surface: [Defragmentation Drone]
      - card: Hunt Alien
    core: `+c.core+`
    deck: [Borg Sphere, Borg Sphere]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}, {card: Excavation}]
    deck: [Dokar]
`)
		b := &basicBot{lib: g.lib, reqs: map[string]*Req{}, tried: map[int]int{}, r: rand.New(rand.NewPCG(1, 2))}
		v := g.View(0)
		d := g.Pending()
		found := false
		for i := range d.Options {
			o := d.Options[i]
			if !strings.Contains(o.Label, "Defragmentation Drone") {
				continue
			}
			found = true
			if s := b.orderScore(&v, &o); (s == 0) != c.zero {
				t.Errorf("core %s: the order scores %v", c.core, s)
			}
		}
		if !found {
			t.Fatalf("core %s: the order is not offered", c.core)
		}
	}
}
