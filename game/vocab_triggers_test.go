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
		if k := busKind(name); (k >= 0) != (e.bus && len(e.anyOf) == 0) {
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

// TestTriggerEntriesComplete: each when is defined once with what its
// kind needs: a bus trigger has a clause and no words of its own, any
// other when has words; only bus triggers that read also name an action
// for it. Rulebook: Responses (a trigger's words and its window).
func TestTriggerEntriesComplete(t *testing.T) {
	for name, e := range triggerTable {
		if e.bus != (e.clause != nil) || e.bus == (e.words != nil) {
			t.Errorf("%s: bus %v, clause %v, words %v", name, e.bus, e.clause != nil, e.words != nil)
		}
		if e.whole && e.words == nil {
			t.Errorf("%s: whole without words", name)
		}
		if (e.alsoWord != "") != (e.reads&readsAlso != 0) {
			t.Errorf("%s: also word %q, reads also %v", name, e.alsoWord, e.reads&readsAlso != 0)
		}
	}
}

// TestValidateTriggerFields: an ability may set only the trigger fields
// its when reads, with values their tables know.
// Rulebook: Responses (what a trigger answers).
func TestValidateTriggerFields(t *testing.T) {
	for _, tc := range []struct {
		name string
		a    Ability
		ok   bool
	}{
		{"order with of", Ability{When: WhenOrder, Of: &Filter{Type: Personnel}}, false},
		{"facing-dilemma with of", Ability{When: WhenFacing, Of: &Filter{Type: Personnel}}, true},
		{"killed with outcome", Ability{When: TrigKilled, Outcome: OutKill}, false},
		{"selected with outcome", Ability{When: TrigSelected, Outcome: OutKill}, true},
		{"selected with unknown outcome", Ability{When: TrigSelected, Outcome: "vanish"}, false},
		{"stopped with random", Ability{When: TrigStopped, Random: true}, false},
		{"about-to-select with random", Ability{When: TrigAboutToSelect, Random: true}, true},
		{"about-to-stop also about-to-kill", Ability{When: TrigAboutToStop, Also: []string{TrigAboutToKill}}, true},
		{"about-to-stop also killed", Ability{When: TrigAboutToStop, Also: []string{TrigKilled}}, false},
		{"killed also about-to-stop", Ability{When: TrigKilled, Also: []string{TrigAboutToStop}}, false},
		{"order also about-to-stop", Ability{When: WhenOrder, Also: []string{TrigAboutToStop}}, false},
		{"unknown subject", Ability{When: TrigKilled, On: "nobody"}, false},
		{"self-or-present", Ability{When: TrigKilled, On: "self-or-present"}, true},
		{"unknown player", Ability{When: TrigCompleted, Who: "everyone"}, false},
		{"play-cost on self", Ability{When: WhenPlayCost, On: "self"}, true},
		{"order with who", Ability{When: WhenOrder, Who: "you"}, false},
		{"order once each attempt", Ability{When: WhenOrder, OnceEachAttempt: true}, false},
		{"while-facing once each attempt", Ability{When: WhenWhileFacing, OnceEachAttempt: true}, true},
	} {
		err := validateAbilities([]Ability{tc.a})
		if (err == nil) != tc.ok {
			t.Errorf("%s: ok %v, got error %v", tc.name, tc.ok, err)
		}
	}
}

// TestTriggerTextFromTables: a bus trigger's clause takes its subject
// and player from the on and who tables.
// Rulebook: Responses (the words of a trigger).
func TestTriggerTextFromTables(t *testing.T) {
	c := &Card{Facts: Facts{Type: Personnel}}
	for _, tc := range []struct {
		a    Ability
		want string
	}{
		{Ability{When: TrigKilled, On: "other-present"}, "when your other personnel present is killed"},
		{Ability{When: TrigAboutToStop, On: "your-other", Also: []string{TrigAboutToKill}}, "when your other personnel is about to be stopped or killed"},
		{Ability{When: TrigCompleted, Who: "opponent"}, "when an opponent completes a mission"},
		{Ability{When: TrigSelected, On: "present", Random: true, Outcome: OutKill}, "when your personnel present is randomly selected to be killed"},
		{Ability{When: TrigEngagementWon, Who: "you", On: "self"}, "when you win an engagement with this personnel"},
	} {
		if got := triggerText(c, tc.a, cardNoun(c)); got != tc.want {
			t.Errorf("%+v: got %q, want %q", tc.a, got, tc.want)
		}
	}
}
