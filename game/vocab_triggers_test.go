package game

import (
	"slices"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestTriggerTableMatchesEngine: the trigger kind lists exactly the
// whens the engine accepts: each example is a valid ability, a bus entry
// is one busKind numbers, and every bus number has its entry.
func TestTriggerTableMatchesEngine(t *testing.T) {
	seen := map[int]bool{}
	for name, e := range triggerTable {
		var doc struct {
			Abilities []Ability `yaml:"abilities"`
		}
		if err := yaml.Unmarshal([]byte("abilities: ["+e.example+"]"), &doc); err != nil || len(doc.Abilities) != 1 {
			t.Errorf("%s: example %q: %v", name, e.example, err)
			continue
		}
		if err := validateAbilities(doc.Abilities); err != nil || doc.Abilities[0].When != name {
			t.Errorf("%s: example %q: %v", name, e.example, err)
		}
		if k := busKind(name); (k >= 0) != e.bus {
			t.Errorf("%s: bus %v, but busKind says %d", name, e.bus, k)
		} else if k >= 0 {
			seen[k] = true
		}
	}
	if len(seen) != busKinds {
		t.Errorf("the table names %d bus triggers, busKind numbers %d", len(seen), busKinds)
	}
	if err := validateAbilities([]Ability{{When: "sunrise"}}); err == nil {
		t.Error("an unknown when was accepted")
	}
}

// TestCardVocabularyTriggers: a card's vocabulary names its abilities'
// whens, also included.
func TestCardVocabularyTriggers(t *testing.T) {
	lib := testLib(t)
	for _, tc := range []struct {
		card string
		want []string
	}{
		{"Investigate Derelict", []string{"trigger:completed"}},
		{"Kromm", []string{"trigger:play-cost"}},
		{"Robin Lefler, Pragmatic Specialist", []string{"trigger:about-to-stop"}},
	} {
		got := CardVocabulary(mustFind(t, lib, tc.card))
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: vocabulary %q lacks %s", tc.card, got, w)
			}
		}
	}
}
