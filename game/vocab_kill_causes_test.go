package game

import (
	"strings"
	"testing"
)

// TestKillCauses: an ability listing causes answers a kill only when one
// of them made it (a dilemma, a combat being resolved, an engagement
// under way, not one prevented as it began); listing none answers any
// kill. Its words list the causes; an unknown or repeated cause, or
// causes beside by_dilemma, is refused. Rulebook: Combat, Engagements.
func TestKillCauses(t *testing.T) {
	fight := &Ability{When: TrigKilled, On: "self", Causes: []string{CauseCombat, CauseEngagement}}
	for _, tc := range []struct {
		t    Trigger
		want bool
	}{
		{Trigger{}, false},
		{Trigger{Dilemma: true}, false},
		{Trigger{Combat: true}, true},
		{Trigger{Engagement: true}, true},
	} {
		if got := causesMatch(fight, &tc.t); got != tc.want {
			t.Errorf("combat/engagement against %+v: %v, want %v", tc.t, got, tc.want)
		}
	}
	if !causesMatch(&Ability{When: TrigKilled}, &Trigger{}) {
		t.Error("an ability with no causes refused a kill")
	}
	if !causesMatch(&Ability{When: TrigKilled, Causes: []string{CauseDilemma}}, &Trigger{Dilemma: true}) {
		t.Error("dilemma cause refused a dilemma's kill")
	}

	g := startScenario(t, preventEngagementPosition)
	if c, e := g.fightCauses(); c || e {
		t.Errorf("outside any fight: combat %v, engagement %v", c, e)
	}
	vorcha := find(t, g, "I.K.S. Vor'cha")
	g.combatGroup = []int{vorcha.ID}
	if c, _ := g.fightCauses(); !c {
		t.Error("a combat being resolved is not seen")
	}
	g.combatGroup = nil
	g.engagement = &engagement{initiator: 0, mission: vorcha.Where}
	if _, e := g.fightCauses(); !e {
		t.Error("an engagement under way is not seen")
	}
	g.engagement.prevented = true
	if _, e := g.fightCauses(); e {
		t.Error("a prevented engagement counts")
	}

	all := Ability{When: TrigKilled, On: "self", Causes: []string{CauseEngagement, CauseDilemma, CauseCombat}}
	if got := triggerText(&Card{}, all, "personnel"); !strings.HasSuffix(got, "killed by a dilemma, in combat, or in an engagement") {
		t.Errorf("text %q", got)
	}
	for _, bad := range []Ability{
		{When: TrigKilled, Causes: []string{"boredom"}},
		{When: TrigKilled, Causes: []string{CauseCombat, CauseCombat}},
		{When: TrigKilled, ByDilemma: true, Causes: []string{CauseCombat}},
		{When: TrigStopped, Causes: []string{CauseCombat}},
	} {
		if err := validateTrigger(&bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	if err := validateTrigger(&all); err != nil {
		t.Errorf("valid causes refused: %v", err)
	}
}
