package game

import (
	"slices"
	"testing"
)

// Glossary: skills; Ruling: At This Mission; Glossary: stopped — the
// gain-skill source at-opponent-mission offers the skills of the player's
// own personnel matching the filter anywhere at an opponent's mission (on
// it or aboard a ship there), not those at the player's own missions, not
// an opponent's personnel, not the player's stopped ones.
func TestGainSkillFromAtOpponentMission(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
        surface: [Navok, Jorvas]
    deck: [Taul]
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: [{card: Mopak, controller: 1, stopped: true}, Thexor]
      - card: Sensitive Search
        ships: [{card: "T'Met Timely Reinforcement", controller: 1, aboard: [Dralvak, Lopez]}]
    deck: [Mills]
`)
	navok := find(t, g, "Navok")
	ctx := fxCtx{p: ann, src: navok.ID}
	got := g.skillsAtOpponentMissions(ctx, &Filter{Affiliation: "romulan"})
	// Dralvak (aboard Ann's ship at Ben's mission): Biology, Medical,
	// Physics. Not Jorvas (Ann's own mission), Mopak (stopped), Thexor
	// (Ben's), Lopez (not [Rom]).
	if want := []string{"Biology", "Medical", "Physics"}; !slices.Equal(got, want) {
		t.Fatalf("skills offered %v, want %v", got, want)
	}
	find(t, g, "Mopak").Stopped = false
	got = g.skillsAtOpponentMissions(ctx, &Filter{Affiliation: "romulan"})
	if !slices.Contains(got, "Intelligence") {
		t.Errorf("unstopped Mopak's Intelligence should be offered: %v", got)
	}
	s := Step{Do: DoGainSkill, From: GainFromAtOpponentMission, Filter: &Filter{Affiliation: "romulan"}, Until: "dilemma"}
	if err := s.validate(); err != nil {
		t.Fatal(err)
	}
}
