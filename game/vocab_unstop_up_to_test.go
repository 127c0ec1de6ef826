package game

import (
	"strings"
	"testing"
)

// Glossary: stopped (unstopping moves nothing); Ruling: At This Mission.
// Up to two of the first kind, the performer stopping when they like,
// then exactly as many of the second kind, only at the trigger's mission
// and only the performer's own.
func TestUnstopUpToHere(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [{card: Lam, stopped: true}]
      - card: Feldomite Rush
        surface: [{card: Pran Thot, stopped: true}, {card: "Draz, Overeager", stopped: true}, {card: "Amar'itak", stopped: true}, {card: "Kudak'Etan, Arrogant First", stopped: true}]
    deck: [Krunk]
  - name: Ben
    missions: [{card: "Romulus, Seat of Power"}]
    deck: [Dokar]
`)
	rush, pran, lam := find(t, g, "Feldomite Rush"), find(t, g, "Pran Thot"), find(t, g, "Lam")
	s := Step{Do: DoUnstopUpToHere, Count: 2, Filter: &Filter{Species: "Breen"}}
	s.With = &Filter{Affiliation: "dominion"}
	if err := registry[DoUnstopUpToHere].validate(&s); err != nil {
		t.Fatal(err)
	}
	if got := stepText(s); !strings.Contains(got, "unstop up to two of your stopped Breen personnel at this mission, then as many of your stopped [Dom] personnel there") {
		t.Fatalf("text %q", got)
	}
	ctx := g.ctxFor(ann, pran.ID)
	ctx.trig = &Trigger{Kind: TrigAttemptFailed, Player: ann, Mission: rush.ID}
	g.unstopUpTo(ctx, s)
	d := expectDecision(t, g, ann, KindSelect)
	if got := strings.Join(labels(d), "|"); strings.Contains(got, "Lam") || !strings.Contains(got, "Unstop no more") {
		t.Fatalf("only Breen at the mission, and a way to stop: %s", got)
	}
	choose(t, g, "Unstop Pran Thot")
	choose(t, g, "Unstop no more")
	d = expectDecision(t, g, ann, KindSelect)
	if got := strings.Join(labels(d), "|"); strings.Contains(got, "no more") || strings.Contains(got, "Pran") {
		t.Fatalf("exactly as many [Dom] personnel, from those still stopped: %s", got)
	}
	choose(t, g, "Unstop Amar'itak")
	if pran.Stopped || find(t, g, "Amar'itak").Stopped || !find(t, g, "Draz").Stopped || !find(t, g, "Kudak'Etan").Stopped || !lam.Stopped {
		t.Fatal("one Breen and one [Dom] unstopped, no more")
	}
	if registry[DoUnstopUpToHere].validate(&Step{Do: DoUnstopUpToHere}) == nil {
		t.Fatal("no count accepted")
	}
}
