package game

import (
	"testing"

	"go.yaml.in/yaml/v3"
)

// Glossary: Region; "at" a mission — mission-matches reads the mission a
// trigger is about (where the card was played, the mission completed) by
// its printed title or region; a card's own "when you play this" text,
// which has no trigger, reads the mission it entered play at.
func TestMissionMatchesCond(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions:
      - card: "Athos IV, Maquis Base"
        surface: [Kobb]
      - card: Evacuate Colony
    deck: [Lopez]
  - missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Lopez]
`)
	athos, ec, kobb := find(t, g, "Athos IV").ID, find(t, g, "Evacuate Colony").ID, find(t, g, "Kobb").ID
	for _, tc := range []struct {
		name, cond string
		trig       *Trigger
		want       bool
	}{
		{"title, played there", `{is: mission-matches, of: {title: Athos IV}}`, &Trigger{Kind: TrigPlayed, Mission: athos}, true},
		{"title, elsewhere", `{is: mission-matches, of: {title: Athos IV}}`, &Trigger{Kind: TrigPlayed, Mission: ec}, false},
		{"region, DMZ", `{is: mission-matches, of: {region: Demilitarized Zone}}`, &Trigger{Kind: TrigCompleted, Mission: ec}, true},
		{"region, Badlands is not DMZ", `{is: mission-matches, of: {region: Demilitarized Zone}}`, &Trigger{Kind: TrigCompleted, Mission: athos}, false},
		{"no trigger: where this card is", `{is: mission-matches, of: {title: Athos IV}}`, nil, true},
		{"a trigger with no mission", `{is: mission-matches, of: {title: Athos IV}}`, &Trigger{Kind: TrigStartOfTurn}, false},
	} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(tc.cond), &cs); err != nil {
			t.Fatal(err)
		}
		if err := cs.validateAs(formAbility); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		ctx := g.ctxFor(0, kobb)
		ctx.trig = tc.trig
		if got := cs.holds(g, ctx); got != tc.want {
			t.Errorf("%s: holds %v, want %v", tc.name, got, tc.want)
		}
	}
	var cs Conds
	if err := yaml.Unmarshal([]byte(`{is: mission-matches}`), &cs); err != nil {
		t.Fatal(err)
	}
	if cs.validateAs(formAbility) == nil {
		t.Error("mission-matches without a filter should be refused")
	}
}
