package game

import "testing"

// Ruling: Jocelyn LoPresti, Coming to Grips — her text answers only skills
// gained from a card its of matches (Mission Briefing), and offers its
// optional use to her controller; a gain from another card does not.
func TestGainedSkillsAnswersOnlyItsSource(t *testing.T) {
	for _, tc := range []struct {
		src     string
		offered bool
	}{{"Mission Briefing", true}, {"Shady Resources", false}} {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Sensitive Search
        surface: ["Jocelyn LoPresti, Coming to Grips", Lopez]
    hand: [Mission Briefing, Shady Resources]
    deck: [Hoya]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
		g.pending, g.resume, g.validate = nil, nil, nil
		g.work = nil
		g.push(g.ordersStep)
		g.gainedSkills(find(t, g, "Jocelyn LoPresti").ID, find(t, g, tc.src).ID)
		g.run()
		if got := hasOption(g.Pending(), "Use Jocelyn"); got != tc.offered {
			t.Errorf("%s: Use Jocelyn offered %v, want %v", tc.src, got, tc.offered)
		}
	}
}
