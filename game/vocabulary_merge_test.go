package game

import (
	"strings"
	"testing"
)

// The shapes the branches once wrote differently are read one way: who
// draws (or reveals, or discards) is the step's performer (player), never
// the step's own "by";
// player and may belong to verbs another player can perform, not to the
// dilemma interpreter's own; the older verb names are gone.
func TestOneVocabularyForMergedShapes(t *testing.T) {
	cases := []struct {
		name string
		step Step
		want string // part of the error; "" = accepted
	}{
		{"draw by the performer", Step{Do: DoDraw, StepFields: StepFields{Player: ByOpponent}, May: true}, ""},
		{"draw by its own field", Step{Do: DoDraw, By: ByOpponent}, "player"},
		{"each player may draw", Step{Do: DoDraw, StepFields: StepFields{Player: ByEach}, May: true}, ""},
		{"optional selection", Step{Do: DoSelect, By: ByYou, May: true}, "player and may"},
		{"stop to: self", Step{Do: DoStop, To: ToSelf}, ""},
		{"kill to: self", Step{Do: DoKill, To: ToSelf}, ""},
		{"kill involved", Step{Do: DoKill, To: ToAgainst, Random: true}, ""},
		{"destroy anyone's", Step{Do: DoDestroyCard, StepFields: StepFields{Whose: WhoseAny}, Filter: &Filter{Type: EventCard}}, ""},
		{"destroy whose: opponent", Step{Do: DoDestroyCard, StepFields: StepFields{Whose: WhoseOpponent}}, ""},
		{"destroy whose: each-commanding", Step{Do: DoDestroyCard, StepFields: StepFields{Whose: "each-commanding"}}, "whose"},
		{"gain a skill the cost took", Step{Do: DoGainSkill, To: ToFacing, From: "cost", Until: "turn"}, ""},
		{"kill one present", Step{Do: DoKill, To: ToPresent, StepFields: StepFields{Whose: WhoseOpponent}}, ""},
		{"place from hand aboard this ship", Step{Do: DoPlaceFromHand, To: ToThisShip}, ""},
		{"place from hand elsewhere", Step{Do: DoPlaceFromHand, To: ToPresent}, "to must be"},
		{"a revealed card that must match", Step{Do: DoRevealTop, Count: 1, StepFields: StepFields{Whose: WhoseOpponent}, Filter: &Filter{Type: Personnel}, Then: []Step{{Do: DoScore, Amount: 5}}}, ""},
		{"score for each thing counted", Step{Do: DoScore, Amount: 5, Many: &Amount{Count: GroupYourFreeMissions}}, ""},
		{"draw for each thing counted", Step{Do: DoDraw, Many: &Amount{Count: GroupYourShipsHere}}, ""},
		{"a hand revealed by each player", Step{Do: DoRevealHand, StepFields: StepFields{Player: ByEach}}, ""},
		{"a hand revealed by both", Step{Do: DoRevealHand, By: "both"}, "player"},
		{"an opponent discards", Step{Do: DoDiscardHand, StepFields: StepFields{Player: ByOpponent}}, ""},
	}
	// Older verb names of either branch, now one verb with a field each
	// (player for who performs, to for whom it reaches, order for a look).
	for _, old := range []string{"stop-self", "kill-self", "kill-random-involved", "each-may-draw", "destroy", "gain-skill-from",
		"opponent-does", "each-opponent-does", "each-player-does", "kill-present", "arrange-top"} {
		cases = append(cases, struct {
			name string
			step Step
			want string
		}{"old verb " + old, Step{Do: old}, "unknown verb"})
	}
	for _, c := range cases {
		err := validateSteps([]Step{c.step})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: got %v, want an error about %q", c.name, err, c.want)
		}
	}
}

// A substitute reaching a mission (Warrior's Birthright, 1C119: the
// attempting group may meet Integrity requirements with Strength) compares
// the group's Strength total with the requirement; it does not let each
// personnel bring the better of its two attributes, which only a
// personnel's own substitute does (Stats.Using).
func TestMissionSubstituteUsesGroupTotals(t *testing.T) {
	group := []Stats{{Integrity: 8, Strength: 2}, {Integrity: 2, Strength: 8}}
	ctx := &ReqCtx{Group: group}
	ctx.Using[attrIndex(Integrity)] = uint8(attrIndex(Strength) + 1)
	if got := ctx.attrTotal(Integrity, true); got != 10 {
		t.Fatalf("group substitute: Integrity counts %d, want 10 (the larger total)", got)
	}
	r, err := ParseRequirements("Integrity>12")
	if err != nil {
		t.Fatal(err)
	}
	if r.MetIn(ctx) {
		t.Fatal("Integrity>12 met by mixing each personnel's better attribute")
	}
	own := []Stats{{Integrity: 8, Strength: 2}, {Integrity: 2, Strength: 8}}
	for i := range own {
		own[i].substitute(&Substitute{For: []string{Integrity}, With: Strength})
	}
	if !r.MetIn(&ReqCtx{Group: own}) {
		t.Fatal("each personnel's own substitute: the better of its two attributes counts")
	}
}
