package game

import "testing"

// Rulebook: Play and Draw Cards — stop-commanded with any_number stops the
// personnel picked (none allowed) and keeps those stopped as the group
// paid; add-counters with many then adds the different affiliations among
// them (two Klingons and a Federation personnel: 2).
func TestStopAnyNumberCountsAffiliations(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: play-draw
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Kahmis, Kroval, Martin, Dokar]}]
    deck: [Bandee]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	stop := Step{Do: DoStopCommanded, AnyNumber: true, Filter: &Filter{Type: Personnel}}
	add := Step{Do: DoAddCounters, Many: &Amount{Count: GroupPaid, Different: DifferentAffiliation}}
	if err := validateSteps([]Step{stop, add}); err != nil {
		t.Fatal(err)
	}
	ctx := g.ctxFor(ann, find(t, g, "Dokar").ID)
	registry[DoStopCommanded].run(g, ctx, stop)
	choose(t, g, "Stop Kahmis")
	choose(t, g, "Stop Kroval")
	choose(t, g, "Stop Martin")
	choose(t, g, "Stop no more")
	if find(t, g, "Dokar").Stopped || !find(t, g, "Martin").Stopped {
		t.Fatal("wrong personnel stopped")
	}
	before := g.counter
	registry[DoAddCounters].run(g, ctx, add)
	if g.counter != before+2 {
		t.Errorf("counters %d, want %d", g.counter, before+2)
	}
	if bad := (Step{Do: DoStopCommanded, AnyNumber: true, Count: 2}); validateSteps([]Step{bad}) == nil {
		t.Error("any_number with a count should be refused")
	}
}
