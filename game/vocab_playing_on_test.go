package game

import (
	"testing"

	"go.yaml.in/yaml/v3"
)

// Rulebook: Paying costs; Glossary: playing a card, step 3 — playing-on
// reads where the card being weighed is played: the destination of the
// way chosen (an event played on a mission), by the printed facts of that
// card; with no destination weighed it does not hold.
func TestPlayingOnCond(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions:
      - card: "Athos IV, Maquis Base"
        surface: ["Anthwara, Leader of the Tribal Council"]
      - card: Evacuate Colony
    deck: [Lopez]
  - missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Lopez]
`)
	athos, ec, anth := find(t, g, "Athos IV").ID, find(t, g, "Evacuate Colony").ID, find(t, g, "Anthwara").ID
	dmz := `{is: playing-on, of: {type: mission, region: Demilitarized Zone}}`
	other := `{is: playing-on, of: {type: mission, not_any: [{region: Demilitarized Zone}]}}`
	for _, tc := range []struct {
		name, cond string
		dest       int
		want       bool
	}{
		{"DMZ mission", dmz, ec, true},
		{"Badlands is not DMZ", dmz, athos, false},
		{"other mission", other, athos, true},
		{"other, DMZ refused", other, ec, false},
		{"a personnel is no mission", `{is: playing-on, of: {type: mission}}`, anth, false},
		{"no destination weighed", `{is: playing-on, of: {type: mission}}`, 0, false},
	} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(tc.cond), &cs); err != nil {
			t.Fatal(err)
		}
		if err := cs.validateAs(formAbility); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		g.plays.via = otherWay{src: anth, dest: tc.dest}
		got := cs.holds(g, g.ctxFor(0, anth))
		g.plays.via = otherWay{}
		if got != tc.want {
			t.Errorf("%s: holds %v, want %v", tc.name, got, tc.want)
		}
	}
	var cs Conds
	if err := yaml.Unmarshal([]byte(`{is: playing-on}`), &cs); err != nil {
		t.Fatal(err)
	}
	if cs.validateAs(formAbility) == nil {
		t.Error("playing-on without a filter should be refused")
	}
}
