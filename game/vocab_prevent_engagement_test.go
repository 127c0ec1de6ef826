package game

import "testing"

const preventEngagementPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships:
          - card: "I.K.S. Vor'cha"
            aboard: [Kahmis, Dokar]
          - card: "U.S.S. Enterprise-C, Temporal Linchpin"
            controller: 2
            aboard: [Fredericks, {card: Garrid, stopped: true}]
          - card: "U.S.S. Bozeman, Well-Preserved Antique"
            controller: 2
            aboard: ["Rhys Parker, Fulfilling Destiny"]
    deck: [Kroval]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Rixx]
`

// TestPreventEngagement: in-engagement holds only for a card aboard a
// ship of its player's in the engagement being begun that its filter
// matches; stop-engaged stops both sides' ships in it and the personnel
// aboard them, not a ship outside it; once prevented, the engagement
// offers no more responses. Glossary: prevent; Rulebook: Engagements.
func TestPreventEngagement(t *testing.T) {
	g := startScenario(t, preventEngagementPosition)
	vorcha, entC, bozeman := find(t, g, "I.K.S. Vor'cha"), find(t, g, "U.S.S. Enterprise-C"), find(t, g, "U.S.S. Bozeman")
	g.engagement = &engagement{initiator: 0, mission: vorcha.Where, mine: []int{vorcha.ID}, theirs: []int{entC.ID}}
	cases := []struct {
		who, cond string
		want      bool
	}{
		{"Fredericks", "in-engagement", true},
		{"Fredericks", "{is: in-engagement, of: {all_icons: [past, tng]}}", true},
		{"Kahmis", "{is: in-engagement, of: {all_icons: [past, tng]}}", false},
		{"Rhys Parker", "in-engagement", false},
	}
	for _, tc := range cases {
		in := find(t, g, tc.who)
		giveText(t, in, "abilities:\n  - when: engagement-begins\n    cond: "+tc.cond+"\n    effect: [{do: prevent-engagement}]\n")
		if got := g.condsHold(in.ID, in.Card.Abilities[0].Cond); got != tc.want {
			t.Errorf("%s, %s: holds = %v, want %v", tc.who, tc.cond, got, tc.want)
		}
	}
	ctx := g.ctxFor(1, find(t, g, "Fredericks").ID)
	registry[DoStopEngaged].run(g, ctx, Step{Do: DoStopEngaged})
	for _, name := range []string{"I.K.S. Vor'cha", "Kahmis", "Dokar", "U.S.S. Enterprise-C", "Fredericks"} {
		if !find(t, g, name).Stopped {
			t.Errorf("%s not stopped", name)
		}
	}
	if bozeman.Stopped || find(t, g, "Rhys Parker").Stopped {
		t.Error("a ship outside the engagement, or its crew, was stopped")
	}
	if !registry[DoPreventEngagement].possible(g, ctx, &Step{}) {
		t.Fatal("prevent-engagement not possible during an engagement")
	}
	registry[DoPreventEngagement].run(g, ctx, Step{Do: DoPreventEngagement})
	if !g.engagement.prevented || registry[DoPreventEngagement].possible(g, ctx, &Step{}) {
		t.Error("not prevented, or still possible once prevented")
	}
	if r := g.engagementResponses(1); len(r) != 0 {
		t.Errorf("%d responses to a prevented engagement", len(r))
	}
}
