package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// Rulebook: Discard pile (face up) — in-discard reads what a player's
// discard pile holds, for "you" or the opponent, with a filter and a
// least number; each-mission-requires reads every non-headquarters
// mission of the player's, completed-mission the completed ones (Ruling:
// Alpha 5 Approach: the skills its requirements name; Rulings: Mission
// Value Changes).
func TestDiscardAndMissionConditions(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Cardassia Prime, Hardscrabble World"
      - card: Intercept Renegade
        completed: true
      - card: "Sector 21396, Commandeer Prototype"
    discard: [Aldara, Jural]
    deck: [Tajor]
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Plague Planet
    discard: ["Cry \"Havoc!\""]
    deck: [Lopez]
`)
	for _, tc := range []struct {
		cond string
		p    Player
		want bool
	}{
		{`{is: in-discard, who: you, of: {type: ship}}`, 0, true},
		{`{is: in-discard, who: you, of: {type: event}}`, 0, false},
		{`{is: in-discard, who: opponent, of: {type: event}}`, 0, true},
		{`{is: in-discard, who: opponent, of: {type: event}}`, 1, false},
		{`{is: in-discard, who: you, of: {type: personnel}, at_least: 2}`, 0, false},
		{`{is: in-discard, who: you, at_least: 2}`, 0, true},
		{`{is: each-mission-requires, skill: Intelligence}`, 0, true},
		{`{is: each-mission-requires, skill: Security}`, 0, false},         // Intercept Renegade names Security, Commandeer Prototype does not
		{`{is: each-mission-requires, skill: Intelligence}`, 1, false},     // Plague Planet does not
		{`{is: completed-mission, skills: [Officer, Treachery]}`, 0, true}, // Intercept Renegade (35 points)
		{`{is: completed-mission, skills: [Geology]}`, 0, false},
		{`{is: completed-mission, at_least: 40}`, 0, false},
		{`{is: completed-mission, at_least: 35}`, 0, true},
		{`{is: completed-mission, skills: [Treachery]}`, 1, false},
	} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(tc.cond), &cs); err != nil {
			t.Fatal(err)
		}
		if err := cs.validateAs(formAbility); err != nil {
			t.Fatalf("%s: %v", tc.cond, err)
		}
		if got := cs.holds(g, fxCtx{p: tc.p}); got != tc.want {
			t.Errorf("%s for player %d: holds %v, want %v", tc.cond, tc.p+1, got, tc.want)
		}
	}
	for _, bad := range []struct{ yaml, err string }{
		{`{is: in-discard, who: each, of: {type: ship}}`, "who must be you or opponent"},
		{`{is: in-discard, who: you, at_least: 0}`, "at_least must be 1"},
		{`{is: each-mission-requires, skill: Baking}`, "unknown skill"},
		{`{is: completed-mission}`, "needs skills or at_least"},
		{`{is: completed-mission, skills: [Baking]}`, "unknown skill"},
	} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(bad.yaml), &cs); err != nil {
			t.Fatal(err)
		}
		if err := cs.validateAs(formAbility); err == nil || !strings.Contains(err.Error(), bad.err) {
			t.Errorf("%s: want an error with %q, got %v", bad.yaml, bad.err, err)
		}
	}
}
