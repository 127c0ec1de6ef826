package game

import "testing"

const attemptScenario = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: Earth, Cradle of the Federation
      - card: Medical Relief
        surface: [E.M.H. Program, Davies, Lopez]
      - card: Explore Black Cluster
    deck: [Rixx, Rixx, Rixx]
  - name: Ben
    missions:
      - card: Qo'noS, Heart of the Empire
      - card: Sensitive Search
    dilemmas: [Triage, Kolaran Raiders, Wavefront]
    deck: [Dokar, Dokar]
`

// Rulebook: Order – Attempt a Mission; Facing Dilemmas; Checking Mission
// Requirements. A planet attempt by three personnel: the opponent draws
// three dilemmas, picks Triage (planet) for the stack; a Biology/Medical
// personnel is stopped; the remaining two still have Biology, Exobiology,
// Medical and Cunning>32? (EMH 6 + Davies 6 + Lopez 5 = 17: no) so the
// attempt fails and the rest are stopped.
func TestScenarioPlanetAttempt(t *testing.T) {
	g := startScenario(t, attemptScenario)
	expectDecision(t, g, 0, KindOrders)
	choose(t, g, "Attempt Medical Relief")
	d := expectDecision(t, g, 1, KindChooseDilemmas)
	if len(d.Options) != 3 {
		t.Fatalf("opponent should draw 3 dilemmas for 3 personnel, got %d", len(d.Options))
	}
	choose(t, g, "Triage")
	expectDecision(t, g, 0, KindSelect)
	choose(t, g, "Lopez")
	if !find(t, g, "Lopez").Stopped {
		t.Fatal("Lopez should be stopped by Triage")
	}
	expectDecision(t, g, 0, KindOrders)
	if find(t, g, "Medical Relief").Completed {
		t.Fatal("mission should not be completed")
	}
	if !find(t, g, "E.M.H. Program").Stopped || !find(t, g, "Davies").Stopped {
		t.Fatal("a failed attempt stops the remaining personnel")
	}
	if tri := find(t, g, "Triage"); tri.Zone != ZBeneath {
		t.Fatalf("Triage should be overcome beneath the mission, is in %s", tri.Zone)
	}
	for _, name := range []string{"Kolaran Raiders", "Wavefront"} {
		if c := find(t, g, name); c.Zone != ZDilemmaPile || !c.FaceUp {
			t.Fatalf("%s not chosen: should be face up at the bottom of the pile, is %s face-up=%v", name, c.Zone, c.FaceUp)
		}
	}
}
