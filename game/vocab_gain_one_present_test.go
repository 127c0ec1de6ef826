package game

import (
	"slices"
	"testing"
)

// melorasPlanet: a made-up position for Melora Pazlar's gains: with her
// on Ann's headquarters stand Lopez (Biology, Honor, Security), a drone
// with one skill, a stopped Kahmis of Ann's, and Ben's Thexor
// (Programming, Security, Transporters, Treachery; Strength 8).
const melorasPlanet = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: ["Melora Pazlar, Independent Personality", Lopez, Evaluation Drone, {card: Kahmis, stopped: true}, {card: Thexor, controller: 2}]
    deck: [Mills]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`

// Glossary: skills (one level of a single skill gained from another
// personnel); Glossary: stopped. gain-skill from: one-present offers as
// sources only the other personnel present with at least count different
// skills: not a one-skill drone, not the player's own stopped Kahmis;
// the opponent's Thexor only with whose: any. The two skills are both
// taken from the one personnel picked, one level each, until the end of
// the turn.
func TestGainSkillFromOnePresent(t *testing.T) {
	g := startScenario(t, melorasPlanet)
	melora, lopez, thexor := find(t, g, "Melora Pazlar"), find(t, g, "Lopez"), find(t, g, "Thexor")
	ctx := g.ctxFor(ann, melora.ID)
	own := Step{Do: DoGainSkill, From: GainFromOnePresent, Count: 2, Until: "turn"}
	if got := g.onePresentDonors(ctx, &own, melora.ID); !slices.Equal(got, []int{lopez.ID}) {
		t.Fatalf("own sources %v, want only Lopez %d", got, lopez.ID)
	}
	anyone := own
	anyone.Whose = WhoseAny
	if err := anyone.validate(); err != nil {
		t.Fatal(err)
	}
	if got := g.onePresentDonors(ctx, &anyone, melora.ID); !slices.Equal(got, []int{lopez.ID, thexor.ID}) {
		t.Fatalf("anyone's sources %v, want Lopez and Thexor", got)
	}
	three := anyone
	three.Count = 4
	if got := g.onePresentDonors(ctx, &three, melora.ID); !slices.Equal(got, []int{thexor.ID}) {
		t.Errorf("four different skills: sources %v, want only Thexor", got)
	}
	g.pending, g.work = nil, nil
	g.runAbility(ctx, []Step{anyone})
	g.run()
	choose(t, g, "Thexor")
	choose(t, g, "Programming", "Treachery")
	ss := g.skills(melora.ID)
	if ss.Level("Programming") != 2 || ss.Level("Treachery") != 1 || ss.Level("Transporters") != 0 {
		t.Fatalf("Melora's skills %v: want Programming 2 (hers and one gained), Treachery 1, no Transporters", ss)
	}
	g.endTimed("turn")
	if ss := g.skills(melora.ID); ss.Level("Treachery") != 0 {
		t.Errorf("the gain outlasts the turn: %v", ss)
	}
}
