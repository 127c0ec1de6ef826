package game

import (
	"strconv"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// Glossary: actions – requirements — a requirement of the form "A or B"
// is met when either part is: any-of holds when one alternative does,
// and not when none does. It needs two alternatives, none negated.
func TestCondAnyOf(t *testing.T) {
	const either = `{is: any-of, any: [{is: amount, amount: {score: you}, above: {score: opponent}}, {is: amount, amount: {count: your-ships}, above: {count: opponent-ships}}]}`
	for _, tc := range []struct {
		name  string
		score int
		ships string
		want  bool
	}{
		{"ahead on points", 5, "[]", true},
		{"more ships", 0, "[{card: Galor}]", true},
		{"neither", 0, "[]", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    score: `+strconv.Itoa(tc.score)+`
    missions: [{card: "Cardassia Prime, Hardscrabble World", surface: [Jural], ships: `+tc.ships+`}]
    deck: [Davin]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			var cs Conds
			if err := yaml.Unmarshal([]byte(either), &cs); err != nil {
				t.Fatal(err)
			}
			if err := cs.validate(); err != nil {
				t.Fatal(err)
			}
			if got := cs.holds(g, fxCtx{p: 0}); got != tc.want {
				t.Errorf("holds %v, want %v", got, tc.want)
			}
			if w := cs.Text(); !strings.Contains(w, " or ") {
				t.Errorf("words %q", w)
			}
		})
	}
	for _, bad := range []string{
		`{is: any-of, any: [higher-score]}`,
		`{is: any-of, any: [higher-score, {is: command, of: {type: ship}, not: true}]}`,
	} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(bad), &cs); err != nil {
			t.Fatal(err)
		}
		if cs.validate() == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}
