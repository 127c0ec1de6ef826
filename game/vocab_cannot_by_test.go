package game

import "testing"

// Rulebook: Facing Dilemmas — a card that cannot undergo a dilemma's
// action is spared it. cannot_by narrows that to the dilemmas a filter
// matches (Odo, Vastly Outnumbered: dual dilemmas, while an opponent
// commands an Assault event); dilemma-immune gives it for the rest of the
// turn to a personnel present the performer names (George Primmin,
// Starfleet Security; Glossary: naming cards).
func TestCannotByDilemmaFilterAndTimed(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Mouth of the Wormhole, Deep Space 9"
        surface: ["Odo, Vastly Outnumbered", "George Primmin, Starfleet Security", Jabara]
    deck: [Jabara]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Pinned Down, Kolaran Raiders]
    core: [Under Siege]
    deck: [Jabara]
`)
	ids := map[string]int{}
	for _, c := range g.cards {
		if c != nil {
			ids[c.Card.Title] = c.ID
		}
	}
	odo, primmin, jabara := ids["Odo"], ids["George Primmin"], ids["Jabara"]
	dual, planet := ids["Pinned Down"], ids["Kolaran Raiders"]
	cases := []struct {
		name    string
		outcome string
		dil     int
		want    bool
	}{
		{"stopped by a dual dilemma", OutStopByDilemma, dual, true},
		{"killed by a dual dilemma", OutKillByDilemma, dual, true},
		{"stopped by a planet dilemma", OutStopByDilemma, planet, false},
		{"no dilemma known", OutStopByDilemma, 0, false},
		{"stopped by other text", OutStop, dual, false},
	}
	for _, c := range cases {
		if got := g.cannotFrom(odo, c.outcome, c.dil); got != c.want {
			t.Errorf("Odo %s: cannot = %v, want %v", c.name, got, c.want)
		}
	}
	// Without the Assault event in the opponent's core the text is off.
	g.place(ids["Under Siege"], ZDiscard, 0)
	if g.cannotFrom(odo, OutStopByDilemma, dual) {
		t.Error("with no Assault event commanded by an opponent Odo may be stopped by a dual dilemma")
	}

	// dilemma-immune: the named personnel, and only it, until the turn ends.
	s := Step{Do: DoDilemmaImmune, Target: &Filter{Type: Personnel, Unique: true}, Until: "turn"}
	ctx := g.ctxFor(1, primmin)
	if got := g.immuneCandidates(ctx, &s); len(got) != 2 {
		t.Fatalf("candidates %v: want Primmin and Odo (Jabara is not unique)", got)
	}
	// What naming Odo leaves (nameImmune's effect; the choice itself is
	// played in assets/cardtests/ds9-george-primmin-*.yaml).
	g.turnFx = append(g.turnFx, timedEffect{source: primmin, targets: []int{odo}, until: "turn", player: 1,
		cannot: []string{OutStopByDilemma, OutKillByDilemma}})
	if !g.cannot(odo, OutStopByDilemma) || !g.cannot(odo, OutKillByDilemma) || g.cannot(odo, OutStop) {
		t.Error("the named Odo cannot be stopped or killed by dilemmas, and only by dilemmas")
	}
	if g.cannot(primmin, OutStopByDilemma) || g.cannot(jabara, OutStopByDilemma) {
		t.Error("only the personnel named is protected")
	}
	g.endTimed("turn")
	if g.cannot(odo, OutStopByDilemma) {
		t.Error("the protection ends with the turn")
	}
}
