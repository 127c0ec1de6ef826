package game

import (
	"slices"
	"strings"
	"testing"
)

// Glossary: stopped — a filter with stopped: true matches only stopped
// cards in play; gain-all-skills then takes its donors among stopped
// personnel (and no others), and its target limits who gains.
func TestFilterStoppedDonors(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Sensitive Search
        surface: [Altman, Lopez, {card: "Deanna Troi, Guide and Conscience", stopped: true}, {card: Parn, stopped: true}]
    deck: [Hoya]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	altman := find(t, g, "Altman").ID
	troi := find(t, g, "Deanna Troi").ID
	f := &Filter{Affiliation: "federation", Stopped: true}
	if !g.matches(f, troi) || g.matches(f, find(t, g, "Lopez").ID) || g.matches(f, find(t, g, "Parn").ID) {
		t.Fatal("stopped [Fed] filter should match Troi only")
	}
	if got, want := g.skillDonors(ann, f, altman), []int{troi}; !slices.Equal(got, want) {
		t.Fatalf("donors %v, want Troi %v", got, want)
	}
	if got := g.skillDonors(ann, &Filter{Affiliation: "federation"}, altman); !slices.Equal(got, []int{find(t, g, "Lopez").ID}) {
		t.Fatalf("without stopped only unstopped ones give: %v", got)
	}
	s := Step{Do: DoGainAllSkills, Until: "dilemma", Target: &Filter{Affiliation: "federation"}, Filter: f}
	if got := clauses([]Step{s}); !strings.Contains(got, "one of your [Fed] personnel facing the dilemma gain every skill (all levels) of another stopped [Fed] personnel at that mission that you command") {
		t.Fatalf("text %q", got)
	}
}
