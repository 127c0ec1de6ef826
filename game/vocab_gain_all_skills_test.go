package game

import (
	"slices"
	"strings"
	"testing"
)

// Glossary: skills — the one giving its skills is another of your
// personnel at the same mission, not stopped, matching the filter: one
// at another mission, a stopped one and one without the skill do not
// count.
func TestGainAllSkillsDonors(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Cardassia Prime, Hardscrabble World"
        surface: [Rogesh]
      - card: Intercept Renegade
        ships:
          - card: Keldon Advanced
            aboard: [Tajor, Parn, Jural, {card: "Elim Garak, Agent of the Obsidian Order", stopped: true}]
    deck: [Emok]
  - missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Dokar]
`)
	tajor := find(t, g, "Tajor").ID
	got := g.skillDonors(ann, &Filter{Skills: []string{"Treachery"}}, tajor)
	if want := []int{find(t, g, "Parn").ID}; !slices.Equal(got, want) {
		t.Fatalf("donors %v, want only Parn %v", got, want)
	}
}

// The gain lasts at most the attempt; the text names both personnel.
func TestGainAllSkillsLoadsAndWords(t *testing.T) {
	for _, tc := range []struct {
		until string
		ok    bool
	}{{"dilemma", true}, {"attempt", true}, {"turn", false}, {"", false}} {
		s := Step{Do: DoGainAllSkills, Until: tc.until, Filter: &Filter{Skills: []string{"Treachery"}}}
		v, _ := s.verbOf()
		if err := v.validate(&s); (err == nil) != tc.ok {
			t.Errorf("until %q: error %v, want ok %v", tc.until, err, tc.ok)
		}
	}
	s := Step{Do: DoGainAllSkills, Until: "dilemma", Filter: &Filter{Skills: []string{"Treachery"}}}
	if got := clauses([]Step{s}); !strings.Contains(got, "gain every skill (all levels) of another personnel who has Treachery at that mission that you command, until the end of the dilemma") {
		t.Fatalf("text %q", got)
	}
}
