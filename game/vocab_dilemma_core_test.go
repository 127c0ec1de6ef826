package game

import "testing"

// TestNoReturnFromBeneath: with a card forbidding it in your core, a
// dilemma of yours without Persistent may not go back to your pile from
// beneath a mission your opponent commands and has not completed; a
// Persistent one may, one beneath a completed mission may, and nothing
// is forbidden to the other player or without the card (Rulebook:
// Command and Owner; Glossary: Persistent).
func TestNoReturnFromBeneath(t *testing.T) {
	for _, tc := range []struct {
		name      string
		coreOf    int // 0: Ann's core, 1: Ben's, -1: nobody's
		completed bool
		dilemma   string
		want      bool
	}{
		{"forbidden", 0, false, "Triage", false},
		{"persistent", 0, false, "Neurogenic Field", true},
		{"completed mission", 0, true, "Triage", true},
		{"no card in core", -1, false, "Triage", true},
		{"in the other player's core", 1, false, "Triage", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			completed := "false"
			if tc.completed {
				completed = "true"
			}
			g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Kahmis]}]
    deck: [Lopez]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
        completed: `+completed+`
        overcome: ["`+tc.dilemma+`"]
    dilemmas: [Ingenious Jury-rig]
    deck: [Davies]
`)
			jr := find(t, g, "Ingenious Jury-rig").ID
			if tc.coreOf >= 0 {
				g.cards[jr].Controller = Player(tc.coreOf)
				g.place(jr, ZCore, 0)
			}
			d := find(t, g, tc.dilemma)
			if d.Zone != ZBeneath || d.Owner != 0 {
				t.Fatalf("want Ann's dilemma beneath Ben's mission, got zone %s owner %d", d.Zone, d.Owner)
			}
			if got := g.mayReturnFromBeneath(d.ID); got != tc.want {
				t.Errorf("may return: %v, want %v", got, tc.want)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Error(err)
			}
		})
	}
}
