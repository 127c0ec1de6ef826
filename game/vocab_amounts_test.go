package game

import (
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestAmountExamplesLoad: each amount's example reads as YAML, passes the
// checks made at load and names its own entry.
func TestAmountExamplesLoad(t *testing.T) {
	for name, e := range amountRegistry {
		var doc map[string]*Amount
		if err := yaml.Unmarshal([]byte(e.example), &doc); err != nil || len(doc) != 1 {
			t.Errorf("%s: example %q: %v", name, e.example, err)
			continue
		}
		for _, a := range doc {
			if err := a.validate(); err != nil {
				t.Errorf("%s: example %q: %v", name, e.example, err)
			}
			if got, _ := a.entryName(); got != name {
				t.Errorf("%s: example %q names %s", name, e.example, got)
			}
		}
	}
}

// TestAmountChecks: an amount's fields are checked at load.
func TestAmountChecks(t *testing.T) {
	for _, tc := range []struct{ name, yaml, bad string }{
		{"a count", `{count: your-hand, filter: {type: event}, less: 1}`, ""},
		{"a fixed number", `{n: 3}`, ""},
		{"a named amount", `{is: mission-span, limit: 2}`, ""},
		{"an unknown name", `{is: weather}`, "unknown amount"},
		{"two things", `{is: mission-span, count: your-hand}`, "one thing"},
		{"a field it does not read", `{score: you, filter: {type: ship}}`, "does not read filter"},
		{"alike on a cost", `{cost: selected, alike: species}`, "does not read alike"},
		{"an unknown group", `{count: your-dreams}`, "unknown group"},
		{"a negative limit", `{count: your-hand, limit: -1}`, "negative"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var a Amount
			if err := yaml.Unmarshal([]byte(tc.yaml), &a); err != nil {
				t.Fatal(err)
			}
			err := a.validate()
			switch {
			case tc.bad == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.bad != "" && (err == nil || !strings.Contains(err.Error(), tc.bad)):
				t.Fatalf("want an error with %q, got %v", tc.bad, err)
			}
		})
	}
}

// TestModifierPerOnlyModifierAmounts: a modifier's per may count only
// what does not read what modifiers change (a count through a filter
// reading skills could loop).
func TestModifierPerOnlyModifierAmounts(t *testing.T) {
	for _, tc := range []struct{ per, bad string }{
		{`{is: mission-span}`, ""},
		{`{score: you}`, ""},
		{`{count: your-hand}`, "cannot count it"},
	} {
		var per Amount
		if err := yaml.Unmarshal([]byte(tc.per), &per); err != nil {
			t.Fatal(err)
		}
		m := Modifier{To: "self", Per: &per, Attributes: 1}
		err := m.prepare()
		if (tc.bad == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.bad)) {
			t.Errorf("per %s: want %q, got %v", tc.per, tc.bad, err)
		}
	}
}

// TestCardVocabularyAmounts: a card's vocabulary names the amounts its
// encoding uses: a modifier's per, a step's many, a condition's amounts.
func TestCardVocabularyAmounts(t *testing.T) {
	lib := testLib(t)
	for _, tc := range []struct {
		card string
		want []string
	}{
		{"Miles O'Brien, Conn Officer", []string{"amount:mission-span"}},     // a modifier's per
		{"Data, Masquerading Monarch", []string{"amount:different-present"}}, // with a filter
		{"Dragon's Teeth", []string{"amount:cost", "amount:count"}},          // a condition's two amounts
		{"Moral Choice", []string{"amount:count"}},                           // a step's condition
	} {
		got := CardVocabulary(mustFind(t, lib, tc.card))
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: vocabulary %q lacks %s", tc.card, got, w)
			}
		}
	}
}
