package game

import (
	"slices"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestFilterExamplesLoad: each group's and each modifier relation's
// example reads as YAML and passes the checks made at load.
func TestFilterExamplesLoad(t *testing.T) {
	for _, e := range filterVocab() {
		var doc struct {
			Many      *Amount    `yaml:"many"`
			Modifiers []Modifier `yaml:"modifiers"`
		}
		if err := yaml.Unmarshal([]byte(e.Example), &doc); err != nil {
			t.Errorf("%s: example %q: %v", e.Name, e.Example, err)
			continue
		}
		switch {
		case doc.Many != nil:
			if err := doc.Many.validate(); err != nil || doc.Many.Count != e.Name {
				t.Errorf("%s: example %q: %v", e.Name, e.Example, err)
			}
		case len(doc.Modifiers) == 1:
			if err := validateModifiers(doc.Modifiers); err != nil || doc.Modifiers[0].To != e.Name {
				t.Errorf("%s: example %q: %v", e.Name, e.Example, err)
			}
		default:
			t.Errorf("%s: example %q names neither a group nor a modifier", e.Name, e.Example)
		}
	}
}

// TestGroupMembers: a group's members are read for "you" — in a
// dilemma's text the player facing it (Rulebook: Facing Dilemmas) — and
// an unknown group has none.
func TestGroupMembers(t *testing.T) {
	g := newTestGame(t, 1)
	hand0, hand1 := len(g.players[0].Hand), len(g.players[1].Hand)
	g.players[1].Hand = g.players[1].Hand[:hand1-1] // the hands differ
	hand1--
	if hand0 == hand1 {
		t.Fatal("want hands of different sizes")
	}
	if got := len(g.group(fxCtx{p: 0}, GroupYourHand, nil)); got != hand0 {
		t.Errorf("your-hand for player 0: %d cards, want %d", got, hand0)
	}
	if got := len(g.group(fxCtx{p: 1}, GroupYourHand, nil)); got != hand1 {
		t.Errorf("your-hand for player 1: %d cards, want %d", got, hand1)
	}
	if got := g.group(fxCtx{p: 0}, GroupCandidates, []int{3, 4}); !slices.Equal(got, []int{3, 4}) {
		t.Errorf("candidates: %v", got)
	}
	if got := g.group(fxCtx{p: 0}, "your-dreams", nil); got != nil {
		t.Errorf("an unknown group: %v", got)
	}
}

// TestCardVocabularyFilters: a card's vocabulary names the groups and
// modifier relations its encoding reaches.
func TestCardVocabularyFilters(t *testing.T) {
	lib := testLib(t)
	for _, tc := range []struct {
		card string
		want []string
	}{
		{"Miles O'Brien, Conn Officer", []string{"filter:self"}},            // a modifier's to
		{"Dragon's Teeth", []string{"filter:selected", "filter:your-hand"}}, // a condition's amounts
		{"Moral Choice", []string{"filter:selected"}},                       // a step's group
	} {
		got := CardVocabulary(mustFind(t, lib, tc.card))
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: vocabulary %q lacks %s", tc.card, got, w)
			}
		}
	}
}
