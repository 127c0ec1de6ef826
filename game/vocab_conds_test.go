package game

import (
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestVocabularyEntriesDocumented: every entry of every kind says what it
// means and shows an example, so the generated reference has no gaps.
func TestVocabularyEntriesDocumented(t *testing.T) {
	for _, k := range vocabKinds() {
		if len(k.entries()) == 0 {
			t.Errorf("kind %s lists no entries", k.kind)
		}
	}
	// Verbs take their example from the shortest card of the pool that
	// uses them (vocabKind.example); a verb no card uses yet shows its
	// fields only.
	for _, e := range testLib(t).VocabularyReference() {
		noExample := strings.TrimSpace(e.Example) == "" && (e.Kind != "verb" || e.Cards > 0)
		if e.Name == "" || strings.TrimSpace(e.Words) == "" || noExample {
			t.Errorf("%s %q: needs a name, words and an example (words %q, example %q)", e.Kind, e.Name, e.Words, e.Example)
		}
	}
}

// TestConditionExamplesLoad: each condition's example is the language
// itself: it reads as YAML and passes the checks its form makes, and
// names its own entry.
func TestConditionExamplesLoad(t *testing.T) {
	for name, e := range condRegistry {
		var doc map[string]Conds
		if err := yaml.Unmarshal([]byte(e.example), &doc); err != nil {
			t.Errorf("%s: example %q: %v", name, e.example, err)
			continue
		}
		if len(doc) != 1 {
			t.Errorf("%s: example %q: want one key", name, e.example)
			continue
		}
		for key, cs := range doc {
			form := map[string]condForm{"cond": formAbility, "requires": formAbility, "while": formWhile}[key]
			if key == "cond" && slices.ContainsFunc(cs, func(c Cond) bool { return c.Not || condRegistry[c.Is] != nil && condRegistry[c.Is].measured != nil }) {
				form = formStep
			}
			if err := cs.validateAs(form); err != nil {
				t.Errorf("%s: example %q: %v", name, e.example, err)
			}
			if !cs.has(name) {
				t.Errorf("%s: example %q does not use it", name, e.example)
			}
		}
	}
}

// TestConditionChecks: a condition's fields are checked at load: an
// unknown name, a field it does not read, a "not" outside a step's
// condition, and a condition a modifier may not read (it reads what
// modifiers change) are refused.
func TestConditionChecks(t *testing.T) {
	for _, tc := range []struct {
		name, yaml string
		form       condForm
		bad        string
	}{
		{"a name", `here`, formAbility, ""},
		{"a list", `[here, {is: command, of: {icon: tng}, at_least: 3}]`, formAbility, ""},
		{"an unknown name", `{is: sunny}`, formAbility, "unknown condition"},
		{"a field it does not read", `{is: here, mission: space}`, formAbility, "does not read mission"},
		{"not in an ability", `{is: here, not: true}`, formAbility, "only a step's condition"},
		{"not in a step", `{is: same, what: species, not: true}`, formStep, ""},
		{"a filter reading skills in a modifier", `{is: command, of: {skills: [Science]}}`, formWhile, "a modifier cannot use it"},
		{"a modifier's own", `{is: present-with, of: {skills: [Science]}}`, formWhile, ""},
		{"bounds missing", `{is: hand, who: you}`, formWhile, "at_least or at_most"},
		{"who wrong", `{is: score, who: them, at_least: 1}`, formAbility, "who must be"},
		{"filter missing", `{is: present-with}`, formWhile, "needs of"},
		{"a negative count", `{is: trigger-personnel, at_least: -1}`, formAbility, "negative"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cs Conds
			if err := yaml.Unmarshal([]byte(tc.yaml), &cs); err != nil {
				t.Fatal(err)
			}
			err := cs.validateAs(tc.form)
			switch {
			case tc.bad == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.bad != "" && (err == nil || !strings.Contains(err.Error(), tc.bad)):
				t.Fatalf("want an error with %q, got %v", tc.bad, err)
			}
		})
	}
}

// TestCardVocabularyConditions: a card's vocabulary names the conditions
// its encoding uses, wherever they are written: an ability's, a play
// requirement, a modifier's while, a step's if (nested in a may).
func TestCardVocabularyConditions(t *testing.T) {
	lib := testLib(t)
	for _, tc := range []struct {
		card string
		want []string
	}{
		{"Investigate Derelict", []string{"condition:fewer-turns", "condition:here"}}, // an ability's
		{"Amanda Rogers", []string{"condition:score"}},                                // a play requirement
		{"D'deridex Advanced", []string{"condition:carries"}},                         // a modifier's
		{"Rush Job", []string{"condition:ship-staffing"}},                             // a dilemma step's
		{"Kromm", []string{"condition:aboard-ship", "condition:first-each-turn"}},     // a cost ability's
		{"Chained Environment", []string{"condition:no-other-dilemma"}},               // nested in a step
	} {
		got := CardVocabulary(mustFind(t, lib, tc.card))
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: vocabulary %q lacks %s", tc.card, got, w)
			}
		}
	}
	ref := lib.VocabularyReference()
	i := slices.IndexFunc(ref, func(e VocabEntry) bool { return e.Kind == "condition" && e.Name == "here" })
	if i < 0 || ref[i].Cards < 5 {
		t.Errorf("the reference should count the cards using here: %+v", ref)
	}
}
