package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestPileGroups: the discard piles and cores counted by text ("for each
// interrupt in your opponent's discard pile", "for each event your
// opponent commands in his or her core") are read from the point of view
// of "you", so each player's count of the other's pile is the same cards
// (Rulebook: Facing Dilemmas — in a dilemma "your opponent" is its owner;
// Discard pile; Core).
func TestPileGroups(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Kahmis]}, {card: Sensitive Search}]
    discard: [Escape, Dokar]
    core: [Mutual Advantage]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    discard: [Amanda Rogers]
    core: [Common Ground, Forever Linked]
    deck: [Davies]
`)
	for _, tc := range []struct {
		who   Player
		group string
		want  int
	}{
		{0, GroupYourDiscard, 2}, {0, GroupOpponentDiscard, 1}, {0, GroupOpponentCore, 2},
		{1, GroupYourDiscard, 1}, {1, GroupOpponentDiscard, 2}, {1, GroupOpponentCore, 1},
	} {
		if got := len(g.group(fxCtx{p: tc.who}, tc.group, nil)); got != tc.want {
			t.Errorf("player %d %s: %d cards, want %d", tc.who+1, tc.group, got, tc.want)
		}
	}
	// Counted with a filter, as a dilemma's cost change reads it.
	var a Amount
	if err := yaml.Unmarshal([]byte(`{count: opponent-discard, filter: {type: interrupt}}`), &a); err != nil {
		t.Fatal(err)
	}
	if err := a.validate(); err != nil {
		t.Fatal(err)
	}
	if got := a.value(g, fxCtx{p: 1}, nil); got != 1 {
		t.Errorf("Ben counts %d interrupts in Ann's discard pile, want 1 (Escape, not Dokar)", got)
	}
	if w := groupHasText(GroupOpponentCore, "event"); w != "event in your opponent's core" {
		t.Errorf("words: %q", w)
	}
}

// TestNegatedConditionList: a step's conditions all negated read as one
// "unless" of alternatives, and hold only when none of them does; a list
// mixing negated and plain conditions is refused at load, since no
// wording says what it would do (Rulebook: Checking Mission Requirements
// — "A or B" is met by either).
func TestNegatedConditionList(t *testing.T) {
	var cs Conds
	if err := yaml.Unmarshal([]byte(`[{is: req, req: "Geology", not: true}, {is: req, req: "Honor", not: true}]`), &cs); err != nil {
		t.Fatal(err)
	}
	if err := cs.validateAs(formStep); err != nil {
		t.Fatal(err)
	}
	if !cs.negative() || cs.clause(false) != "unless you have Geology or you have Honor" {
		t.Errorf("negative %v, reads %q", cs.negative(), cs.clause(false))
	}
	var mixed Conds
	_ = yaml.Unmarshal([]byte(`[{is: req, req: "Geology", not: true}, {is: req, req: "Honor"}]`), &mixed)
	if err := mixed.validateAs(formStep); err == nil || !strings.Contains(err.Error(), "all negated") {
		t.Errorf("a mixed list accepted: %v", err)
	}
}
