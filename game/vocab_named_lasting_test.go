package game

import "testing"

// TestNamedLastingAttributes: a dilemma lying on a mission whose lasting
// effect reaches the personnel with the skill named for it changes the
// attributes of each personnel of the player who commands that mission
// with the skill, wherever it is, and of nobody else: not a personnel
// without the skill, not the opponent's, and nobody once the dilemma has
// left the mission (Rulebook: Facing Dilemmas — a dilemma told where to
// go is not overcome; Glossary: modifications).
func TestNamedLastingAttributes(t *testing.T) {
	for _, tc := range []struct {
		name, who string
		named     string
		leaves    bool
		want      int // Integrity
	}{
		{"named skill, at the mission", "Kahmis", "Security", false, 4}, // 6 printed
		{"named skill, elsewhere", "T'vis", "Security", false, 4},       // at her headquarters
		{"without the skill", "Dokar", "Security", false, 5},            // printed
		{"opponent's personnel", "Vorax", "Engineer", false, 6},         // Ben's: not reached
		{"dilemma returned to its pile", "Kahmis", "Security", true, 6}, // the effect ends with it
		{"another skill named", "Kahmis", "Medical", false, 6},          // nobody has it
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: ["T'vis"]
      - card: Sensitive Search
        on: ["The Clown: Bitter Medicine"]
        surface: [Kahmis, Dokar]
    deck: [Lopez]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Vorax]
    deck: [Davies]
`)
			d := find(t, g, "The Clown: Bitter Medicine").ID
			g.noteNamedFor(d, tc.named)
			if tc.leaves {
				g.toDilemmaPileBottom(d)
			}
			if got := g.stats(find(t, g, tc.who).ID).Integrity; got != tc.want {
				t.Errorf("%s Integrity %d, want %d", tc.who, got, tc.want)
			}
		})
	}
}

// TestNamedLastingWords: the generated text says whom it reaches.
func TestNamedLastingWords(t *testing.T) {
	got := lastingText(&Lasting{LastingNamed: LastingNamed{NamedAttributes: -2}})
	if want := " (while it lies there: each of your personnel who has the skill named for it is attributes -2)"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}
