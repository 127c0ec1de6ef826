package game

import "testing"

// setekPosition: Ann attempts Excavation with Setek (4C175: may discard an
// event from hand to prevent being stopped by a dilemma; he has Medical),
// Relam and Taul (who has Biology); Ben's pile holds Triage (choose a
// Biology or Medical personnel to be stopped; if you cannot, one is killed
// at random).
const setekPosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: Romulus, Seat of Power
      - card: Excavation
        surface: [Relam, Setek, Taul]
    hand: ["At What Cost?"]
    deck: [Mareth]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Triage]
    deck: [Davies]
`

// Rulebook: Glossary – actions, "prevent" response actions; Facing
// Dilemmas – "if you cannot": Setek prevents his own stop by discarding an
// event, so the facing player did not perform the selection's outcome
// completely and the alternative (a random kill) follows.
func TestSetekPreventsHisStop(t *testing.T) {
	g := startScenario(t, setekPosition)
	startAttempt(t, g, "Excavation")
	mark := len(g.events)
	pick(t, g, "Triage")
	expectDecision(t, g, ann, KindSelect)
	pick(t, g, "Setek")
	// The about-to-stop window: Setek may be used.
	for d := g.Pending(); d != nil && d.Kind == KindRespond && !hasOption(d, "Use Setek"); d = g.Pending() {
		choose(t, g, "Pass")
	}
	choose(t, g, "Use Setek")
	pick(t, g, "At What Cost?")
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		choose(t, g, "Pass")
	}
	attemptOver(t, g)
	if c := find(t, g, "At What Cost?"); c.Zone != ZDiscard {
		t.Fatalf("the event was not discarded to pay: %s", c.Zone)
	}
	if stopped := affected(g, mark, OutStop); len(stopped) != 0 {
		t.Fatalf("the dilemma stopped %v though Setek prevented it", namesOf(g, stopped))
	}
	killed := 0
	for _, n := range []string{"Relam", "Setek", "Taul"} {
		if find(t, g, n).Zone == ZDiscard {
			killed++
		}
	}
	if killed != 1 {
		t.Fatalf("%d personnel killed; the alternative kills one at random", killed)
	}
}

// Passing, Setek is stopped and nobody is killed.
func TestSetekStoppedWhenNotUsed(t *testing.T) {
	g := startScenario(t, setekPosition)
	startAttempt(t, g, "Excavation")
	pick(t, g, "Triage")
	expectDecision(t, g, ann, KindSelect)
	pick(t, g, "Setek")
	offered := passWindows(t, g, "Use Setek")
	if !offered {
		t.Fatal("Setek's ability was never offered")
	}
	attemptOver(t, g)
	if !find(t, g, "Setek").Stopped {
		t.Fatal("Setek should be stopped")
	}
	for _, n := range []string{"Relam", "Taul"} {
		if find(t, g, n).Zone != ZSurface {
			t.Fatalf("%s should not be harmed", n)
		}
	}
}

// Mareth (4C170), Relam (4C172), Setek (4C175) and Taul (4C177) share one
// ability: two copies of each (they are not unique) attempt; whichever
// Pinned Down selects at random may discard an event to prevent its stop.
func TestPreventStopByDiscardingAnEvent(t *testing.T) {
	for _, name := range []string{"Mareth", "Relam", "Setek", "Taul"} {
		t.Run(name, func(t *testing.T) {
			g := startScenario(t, `
seed: 5
active: 1
segment: orders
players:
  - missions:
      - card: Romulus, Seat of Power
      - card: Excavation
        surface: [`+name+`, `+name+`]
    hand: ["At What Cost?"]
    deck: [Davies]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Pinned Down]
    deck: [Davies]
`)
			startAttempt(t, g, "Excavation")
			mark := len(g.events)
			pick(t, g, "Pinned Down")
			for d := g.Pending(); d != nil && d.Kind == KindRespond && !hasOption(d, "Use "+name); d = g.Pending() {
				choose(t, g, "Pass")
			}
			choose(t, g, "Use "+name)
			pick(t, g, "At What Cost?")
			passWindows(t, g, "")
			attemptOver(t, g)
			if stopped := affected(g, mark, OutStop); len(stopped) != 0 {
				t.Fatalf("Pinned Down stopped %v", namesOf(g, stopped))
			}
		})
	}
}
