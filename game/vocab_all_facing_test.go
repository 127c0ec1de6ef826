package game

import "testing"

// TestTriggerAllFacing: the condition holds only when every personnel of
// yours facing the dilemma is among the trigger's cards (not spared);
// kill-facing offers your personnel facing it to the chooser it names
// (by: opponent: your opponent) and kills the one picked. Rulebook:
// Facing Dilemmas.
func TestTriggerAllFacing(t *testing.T) {
	p := reactPos{mission: "Sensitive Search", crew: []string{"Dokar", "Kahmis", "B'amara"}, deck: []string{"Taul"}, pile: []string{"Triage"}}
	g := startScenario(t, p.yaml())
	m := find(t, g, "Sensitive Search").ID
	dokar, kahmis, bamara := find(t, g, "Dokar").ID, find(t, g, "Kahmis").ID, find(t, g, "B'amara").ID
	g.attempt = &attempt{player: ann, mission: m, personnel: []int{dokar, kahmis, bamara}, dilemma: find(t, g, "Triage").ID}
	cond := Conds{{Is: "trigger-all-facing"}}
	if err := cond.validateAs(formAbility); err != nil {
		t.Fatal(err)
	}
	ctx := g.ctxFor(ann, m)
	ctx.trig = &Trigger{Kind: TrigAboutToStop, Player: ann, Cards: []int{dokar, kahmis, bamara}, Dilemma: true}
	if !g.condOK(ctx, cond) {
		t.Error("all three about to be stopped: does not hold")
	}
	ctx.trig.Prevent(kahmis)
	if g.condOK(ctx, cond) {
		t.Error("holds with one of them spared")
	}
	ctx.trig = &Trigger{Kind: TrigAboutToStop, Player: ann, Cards: []int{dokar, bamara}, Dilemma: true}
	if g.condOK(ctx, cond) {
		t.Error("holds with two of three about to be stopped")
	}
	if g.condOK(g.ctxFor(ben, m), cond) {
		t.Error("holds for the player not facing it")
	}
	s := Step{Do: DoKillFacing, By: ByOpponent}
	if !registry[DoKillFacing].possible(g, ctx, &s) {
		t.Fatal("kill-facing not possible with three facing")
	}
	g.pending, g.resume, g.validate = nil, nil, nil
	g.work = nil
	g.push(func() { registry[DoKillFacing].run(g, ctx, s) })
	g.run()
	d := g.Pending()
	if d == nil || d.Player != ben || len(d.Options) != 3 {
		t.Fatalf("decision %+v; want Ben to pick among the three", d)
	}
	choose(t, g, "Kahmis")
	if c := g.cards[kahmis]; c.Zone != ZDiscard {
		t.Errorf("Kahmis in zone %v, want the discard pile", c.Zone)
	}
}
