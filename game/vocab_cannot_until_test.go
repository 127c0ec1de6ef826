package game

import "testing"

// Made-up personnel: Order – each of your Klingon personnel present (this
// one too) cannot be killed until the end of the turn.
const cannotUntilCards = `
- {id: "T-CU1", title: Test Warden, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: cannot-until, to: each-present, target: {type: personnel, species: Klingon}, outcome: kill, until: turn}]}]}
`

// Rulebook: Facing Dilemmas (a card that cannot undergo an action ignores
// it); Ruling: One-Time Broadcast Abilities (the cards reached are fixed
// as the step runs). The Klingons present with the warden, the warden
// too, cannot be killed; a non-Klingon present and a Klingon elsewhere
// can; the protection ends with the turn.
func TestCannotUntil(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, cannotUntilCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Warden, Dokar, Davies]
      - card: Feldomite Rush
        surface: [Kahmis]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	choose(t, g, "Use Test Warden")
	for _, tc := range []struct {
		name string
		want bool
	}{{"Test Warden", true}, {"Dokar", true}, {"Davies", false}, {"Kahmis", false}} {
		if got := g.cannot(find(t, g, tc.name).ID, OutKill); got != tc.want {
			t.Errorf("%s cannot be killed = %v, want %v", tc.name, got, tc.want)
		}
	}
	if g.cannot(find(t, g, "Dokar").ID, OutStop) {
		t.Error("Dokar cannot be stopped: only kill was named")
	}
	g.endTimed("turn") // what the end of the turn does
	if g.cannot(find(t, g, "Dokar").ID, OutKill) {
		t.Error("the protection outlived the turn")
	}
}

// The outcome and the targets are checked at load.
func TestCannotUntilRefusesBadFields(t *testing.T) {
	for _, bad := range []string{
		`{do: cannot-until, outcome: vanish, until: turn}`,
		`{do: cannot-until, outcome: kill, until: forever}`,
		`{do: cannot-until, outcome: kill, until: turn, to: facing}`,
	} {
		src := `
- {id: "T-CU9", title: Test Bad Warden, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [` + bad + `]}]}
`
		if _, err := DefaultLibraryWith([]byte(src)); err == nil {
			t.Errorf("%s: loaded, want an error", bad)
		}
	}
}

// one-yours: one of the player's own personnel in play matching the
// target, anywhere, picked by the player: only that one is shielded.
const cannotOneCards = `
- {id: "T-CU2", title: Test Guardian, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: cannot-until, to: one-yours, target: {type: personnel, unique: true}, outcome: kill-by-dilemma, until: turn}]}]}
`

// Rulebook: Facing Dilemmas; Glossary: naming cards (Ben's unique Picard
// is not his to name; Dokar is not unique).
func TestCannotUntilOneYours(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, cannotOneCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Guardian, Dokar]
      - card: Feldomite Rush
        surface: ["Worf, Security Detail Leader", "Grilka, Glorious Lady"]
    deck: [Dokar]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: ["Jean-Luc Picard, Explorer"]
    deck: [Davies]
`)
	choose(t, g, "Use Test Guardian")
	d := g.Pending()
	var labels []string
	for _, o := range d.Options {
		labels = append(labels, o.Label)
	}
	if len(labels) != 2 || labels[0] != "Worf, Security Detail Leader" || labels[1] != "Grilka, Glorious Lady" {
		t.Fatalf("options %q, want Ann's two unique personnel", labels)
	}
	choose(t, g, "Grilka, Glorious Lady")
	for _, tc := range []struct {
		name string
		want bool
	}{{"Grilka, Glorious Lady", true}, {"Worf, Security Detail Leader", false}, {"Dokar", false}} {
		if got := g.cannot(find(t, g, tc.name).ID, OutKillByDilemma); got != tc.want {
			t.Errorf("%s cannot be killed by dilemmas = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// Glossary: cannot; Rulebook: Order – Attempt a mission. cannot-until
// with to: this-mission and outcome attempt bars the mission where the
// card stands from being attempted until the turn ends; other missions
// are untouched, and the next turn it may be attempted again. The
// mission target goes with the attempt outcome alone.
func TestCannotUntilThisMissionAttempt(t *testing.T) {
	for _, bad := range []Step{
		{Do: DoCannotUntil, To: ToThisMission, Outcome: OutStop, Until: "turn"},
		{Do: DoCannotUntil, To: "self", Outcome: OutAttempt, Until: "turn"},
	} {
		if err := validateSteps([]Step{bad}); err == nil {
			t.Errorf("%+v validated", bad)
		}
	}
	step := Step{Do: DoCannotUntil, To: ToThisMission, Outcome: OutAttempt, Until: "turn"}
	if err := validateSteps([]Step{step}); err != nil {
		t.Fatal(err)
	}
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Military Exercises
        ships: [{card: U.S.S. Galaxy, aboard: [Davies]}]
      - card: Medical Relief
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	ship := find(t, g, "U.S.S. Galaxy")
	exercises, relief := ship.Where, find(t, g, "Medical Relief").ID
	g.pending, g.work = nil, nil
	registry[DoCannotUntil].run(g, fxCtx{p: ann, src: ship.ID}, step)
	g.run()
	if !g.attemptForbidden(ann, exercises) || g.attemptForbidden(ann, relief) {
		t.Fatalf("barred: Military Exercises %v, Medical Relief %v; want true, false", g.attemptForbidden(ann, exercises), g.attemptForbidden(ann, relief))
	}
	g.pending, g.work = nil, nil
	g.endTurn()
	g.run()
	skipEmptyWindows(t, g)
	if g.active != ben {
		t.Fatalf("the turn did not end: %s is still active", g.active)
	}
	if g.attemptForbidden(ann, exercises) {
		t.Fatal("Military Exercises still barred after the turn ended")
	}
}
