package game

import "testing"

// TestOpponentHeadquartersGroup: "for each headquarters mission the
// opponent on your left commands" counts the headquarters missions the
// other player commands, not their other missions, and none of yours
// (Rulebook: Facing Dilemmas — "your opponent" is the dilemma's owner;
// Glossary: command).
func TestOpponentHeadquartersGroup(t *testing.T) {
	for _, tc := range []struct {
		name     string
		benHQs   string
		want     int
		wantYour int
	}{
		{"one headquarters", `[{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]`, 1, 1},
		{"two headquarters", `[{card: "Earth, Home of Starfleet Command"}, {card: "Cardassia Prime, Hardscrabble World"}, {card: Excavation}]`, 2, 1},
		{"none", `[{card: Excavation}]`, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Kahmis]}, {card: Sensitive Search}]
    deck: [Lopez]
  - name: Ben
    missions: `+tc.benHQs+`
    deck: [Davies]
`)
			ann := fxCtx{p: 0}
			if got := len(g.group(ann, GroupOpponentHQs, nil)); got != tc.want {
				t.Errorf("Ann's opponent-headquarters: %d, want %d", got, tc.want)
			}
			if got := len(g.group(ann, GroupYourHQs, nil)); got != tc.wantYour {
				t.Errorf("Ann's your-headquarters: %d, want %d", got, tc.wantYour)
			}
			ben := fxCtx{p: 1}
			if got := len(g.group(ben, GroupOpponentHQs, nil)); got != 1 {
				t.Errorf("Ben's opponent-headquarters: %d, want 1 (Qo'noS)", got)
			}
			if w := groupHasText(GroupOpponentHQs, "headquarters mission"); w != "headquarters mission your opponent commands" {
				t.Errorf("words: %q", w)
			}
		})
	}
}
