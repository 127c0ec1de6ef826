package game

import (
	"testing"

	"go.yaml.in/yaml/v3"
)

// parseTestConds reads and validates a condition list for a test.
func parseTestConds(t *testing.T, src string) Conds {
	t.Helper()
	var cs Conds
	if err := yaml.Unmarshal([]byte(src), &cs); err != nil {
		t.Fatal(err)
	}
	if err := cs.validateAs(formWhile); err != nil {
		t.Fatal(err)
	}
	return cs
}

const moreThanPosition = `
active: 1
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
        surface: [Chagrith]
        ships:
          - {card: Deranas, aboard: ["Tomalak, Smug Antagonist"]}
          - {card: Serrola, aboard: [Dralvak]}
    core: [Mouthpiece, Astrometrics Lab]
    brig: [Lopez, Davies]
    deck: [Ptol]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}, {card: "Qo'noS, Heart of the Empire"}]
    core: [Dark Dissension]
    deck: [Lopez]
`

// Rulebook: Core (a core is face up: both players count it); Glossary:
// command. more-than-opponent compares two counts no modifier changes:
// events in each core (Ann 2, Ben 1), interrupts (none against none: not
// more), headquarters missions (Ann 1, Ben 2).
func TestMoreThanOpponent(t *testing.T) {
	g := startScenario(t, moreThanPosition)
	chagrith := withCard(t, g, "Chagrith", ann)
	for _, tc := range []struct {
		name, cond string
		want       bool
	}{
		{"more events in Ann's core", `{is: more-than-opponent, what: core, of: {type: event}}`, true},
		{"no interrupts on either side", `{is: more-than-opponent, what: core, of: {type: interrupt}}`, false},
		{"the opponent has more events", `{is: more-than-opponent, what: core, who: opponent, of: {type: event}}`, false},
		{"Ann commands more headquarters", `{is: more-than-opponent, what: headquarters}`, false},
		{"the opponent commands more headquarters", `{is: more-than-opponent, what: headquarters, who: opponent}`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := g.condsHold(chagrith.ID, parseTestConds(t, tc.cond)); got != tc.want {
				t.Errorf("holds %v, want %v", got, tc.want)
			}
		})
	}
	for _, bad := range []string{`{is: more-than-opponent}`, `{is: more-than-opponent, what: hand}`,
		`{is: more-than-opponent, what: headquarters, of: {type: event}}`, `{is: more-than-opponent, what: core, who: each}`} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(bad), &cs); err == nil {
			if cs.validateAs(formWhile) == nil {
				t.Errorf("%s: accepted", bad)
			}
		}
	}
}

// Rulebook: Staffing a ship (the icons printed in a ship's staffing
// requirements); Glossary: Commander (a personnel whose Commander keyword
// names the ship). Deranas shows four staffing icons and carries Tomalak,
// Smug Antagonist, its Commander; Serrola shows three and carries none.
func TestShipFilterFields(t *testing.T) {
	g := startScenario(t, moreThanPosition)
	deranas := withCard(t, g, "Deranas", ann)
	serrola := withCard(t, g, "Serrola", ann)
	four, three := 4, 3
	for _, tc := range []struct {
		name   string
		f      Filter
		ship   *Inst
		want   bool
		phrase string
	}{
		{"four icons", Filter{StaffingAtLeast: &four}, deranas, true, "ship with 4 or more staffing icons"},
		{"three icons is not four", Filter{StaffingAtLeast: &four}, serrola, false, ""},
		{"three or more", Filter{StaffingAtLeast: &three}, serrola, true, ""},
		{"Commander aboard", Filter{CommanderAboard: true}, deranas, true, "ship with its Commander aboard"},
		{"no Commander aboard", Filter{CommanderAboard: true}, serrola, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.f.validate(); err != nil {
				t.Fatal(err)
			}
			if got := g.matches(&tc.f, tc.ship.ID); got != tc.want {
				t.Errorf("matches %v, want %v", got, tc.want)
			}
			if tc.phrase != "" && tc.f.Text("ship") != tc.phrase {
				t.Errorf("text %q, want %q", tc.f.Text("ship"), tc.phrase)
			}
		})
	}
	zero := 0
	if (&Filter{StaffingAtLeast: &zero}).validate() == nil {
		t.Error("staffing_at_least 0 accepted")
	}
	if withCard(t, g, "Chagrith", ann) != nil && g.matches(&Filter{StaffingAtLeast: &three}, withCard(t, g, "Chagrith", ann).ID) {
		t.Error("a personnel matched a staffing filter")
	}
}

// Glossary: brig (a captive is a personnel in your brig). The captives
// amount counts the reader's own brig only: Ann holds two, Ben none.
func TestCaptivesAmount(t *testing.T) {
	g := startScenario(t, moreThanPosition)
	a := &Amount{Is: "captives"}
	if err := a.validate(); err != nil {
		t.Fatal(err)
	}
	chagrith := withCard(t, g, "Chagrith", ann)
	if n := a.reg.value(g, a, fxCtx{src: chagrith.ID, p: ann}, nil); n != 2 {
		t.Errorf("Ann's captives: %d, want 2", n)
	}
	if n := a.reg.value(g, a, fxCtx{src: chagrith.ID, p: ben}, nil); n != 0 {
		t.Errorf("Ben's captives: %d, want 0", n)
	}
}
