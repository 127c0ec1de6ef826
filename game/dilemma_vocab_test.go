package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// The one dilemma vocabulary the selection family (x10-h1) and the
// special dilemmas (x10-h2) share after their merge: a step condition
// sets exactly one kind of test, an amount measures one thing (a total
// names its attribute), and an if with only an alternative reads
// "unless". Bad encodings are refused with a reason, never run.
func TestDilemmaVocabularyValidates(t *testing.T) {
	for _, tc := range []struct {
		name, steps string
		bad         string // "": accepted; else a part of the error
	}{
		{"a staffing condition", `[{do: if, cond: {is: ship-staffing, at_least: 4}, else: [{do: all, outcome: stop}]}]`, ""},
		{"a staffing icon", `[{do: if, cond: {is: ship-staffing, icon: command}, then: [{do: all, outcome: stop}]}]`, ""},
		{"no staffing icon", `[{do: if, cond: {is: ship-staffing, icon: tng}, then: [{do: all, outcome: stop}]}]`, "not a staffing icon"},
		{"two kinds at once", `[{do: if, cond: {is: ship-staffing, at_least: 2, icon: command}, then: [{do: return}]}]`, "exactly one"},
		{"totals compared", `[{do: if, cond: {is: amount, amount: {total: opponent-revealed, attr: Strength}, above: {total: your-revealed, attr: Strength}}, then: [{do: return}]}]`, ""},
		{"a total without its attribute", `[{do: if, cond: {is: amount, amount: {total: your-revealed}, at_least: 1}, then: [{do: return}]}]`, "total and attr"},
		{"a total of an unknown attribute", `[{do: if, cond: {is: amount, amount: {total: your-revealed, attr: Speed}, at_least: 1}, then: [{do: return}]}]`, "unknown attribute"},
		{"a count and a total", `[{do: if, cond: {is: amount, amount: {count: paid, total: paid, attr: Cunning}, at_least: 1}, then: [{do: return}]}]`, "one thing"},
		{"an unknown group", `[{do: select, by: random, many: {count: your-dreams}}]`, "unknown group"},
		{"a may around a draw", `[{do: may, by: opponent, then: [{do: draw}]}]`, ""},
		{"a draw its performer may decline", `[{do: draw, may: true}]`, ""},
		{"any registered step its performer may decline", `[{do: discard-from-hand, may: true}]`, ""},
		{"another performer for a registered step", `[{do: reveal-hand, player: each}]`, ""},
		{"may on the interpreter's own selection", `[{do: select, by: you, outcome: stop, may: true}]`, "player and may"},
		{"a performer for the interpreter's own step", `[{do: all, outcome: stop, player: opponent}]`, "player and may"},
		{"by on a step that chooses nothing", `[{do: discard-from-hand, by: opponent}]`, "who performs a step is player"},
		{"the old per field", `[{do: select, by: you, per: headquarters}]`, "field per not found"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var steps []Step
			dec := yaml.NewDecoder(strings.NewReader(tc.steps))
			dec.KnownFields(true)
			err := dec.Decode(&steps)
			if err == nil {
				err = validateSteps(steps)
			}
			switch {
			case tc.bad == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.bad != "" && err == nil:
				t.Fatal("accepted")
			case tc.bad != "" && !strings.Contains(err.Error(), tc.bad):
				t.Fatalf("error %q does not say %q", err, tc.bad)
			}
		})
	}
}

// Rush Job (24V009): an if with only an alternative reads "unless", and
// the staffing conditions read as the ship's icons. Know Thy Enemy
// (38V007): a comparison of revealed totals reads as both totals.
func TestMergedConditionsRead(t *testing.T) {
	lib := testLib(t)
	for name, want := range map[string][]string{
		"Rush Job":       {"Unless this ship has 4 or more staffing icons: stop one personnel", "Unless this ship's staffing includes [Cmd]: stop one personnel, chosen by your opponent"},
		"Know Thy Enemy": {"If the total Strength of the personnel your opponent revealed is more than the total Strength of the personnel you revealed: kill one personnel"},
		"Brothers":       {"if the cards paid with include an Android personnel"},
		"Unsound Logic":  {"If your opponent has an Assassin personnel at this mission"},
	} {
		text := mustFind(t, lib, name).GameText()
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q lacks %q", name, text, w)
			}
		}
	}
}

// A step that reads the dilemma being faced is refused in any other
// card's text, at load, rather than failing when it runs.
func TestDilemmaOnlyStepsRefusedElsewhere(t *testing.T) {
	card := func(ability, effect string) string {
		return `
- id: test-order
  title: Test Order
  unique: false
  type: event
  cost: 1
  core: true
  abilities:
    - when: order
      effect: ` + ability + `
  effect: ` + effect + "\n"
	}
	for _, tc := range []struct{ name, yaml, bad string }{
		{"a may step in an ability", card(`[{do: may, then: [{do: draw}]}]`, `[]`), "only a dilemma's text may use it"},
		{"nested in an if", card(`[{do: if, cond: {is: amount, amount: {count: your-hand}, at_least: 1}, then: [{do: raise-requirements, amount: 2}]}]`, `[]`), "only a dilemma's text may use it"},
		{"in an event's own effect", card(`[{do: draw}]`, `[{do: name, what: skill}]`), "only a dilemma's text may use it"},
		{"a draw its player may decline", card(`[{do: draw, may: true}]`, `[]`), ""},
		{"a hand revealed as a cost (Signs of Sentience)", card(`[{do: reveal-hand}]`, `[]`), ""},
		{"another performer for a dilemma's own step", card(`[{do: place-selected, player: opponent, to: planet-same-quadrant}]`, `[]`), "only a dilemma's text may use it"},
		{"in the cost of playing a card", card(`[{do: draw}]`, `[]`) + "  play_cost: [{do: raise-requirements, amount: 1}]\n", "only a dilemma's text may use it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DefaultLibraryWith([]byte(tc.yaml))
			switch {
			case tc.bad == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.bad != "" && (err == nil || !strings.Contains(err.Error(), tc.bad)):
				t.Fatalf("error %v does not say %q", err, tc.bad)
			}
		})
	}
}
