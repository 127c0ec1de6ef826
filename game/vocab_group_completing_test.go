package game

import (
	"slices"
	"testing"
)

// TestCompletingGroup: the personnel completing a mission are the cards of
// the completed trigger, and only of that trigger; a req condition reads
// their skills, not those of other personnel of the player (Rulebook:
// Attempting a mission, step 5.d).
func TestCompletingGroup(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Earth, Cradle of the Federation", surface: [Davies, Rixx, "Data, Proud Father"]}]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`)
	ids := map[string]int{}
	for _, c := range g.cards {
		if c != nil && c.Card.Type == Personnel {
			ids[c.Card.Title] = c.ID
		}
	}
	davies, data := ids["Davies"], ids["Data"]
	cond := Cond{Is: "req", Req: "2 Physics", Group: GroupCompleting}
	if err := cond.validate(formAbility); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		trig  *Trigger
		want  []int
		holds bool
	}{
		{"both completing", &Trigger{Kind: TrigCompleted, Cards: []int{davies, data}}, []int{davies, data}, true},
		{"one completing", &Trigger{Kind: TrigCompleted, Cards: []int{davies}}, []int{davies}, false},
		{"not a completion", &Trigger{Kind: TrigAttemptFailed, Cards: []int{davies, data}}, nil, false},
		{"no trigger", nil, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := fxCtx{p: 0, trig: tc.trig}
			if got := g.group(ctx, GroupCompleting, nil); !slices.Equal(got, tc.want) {
				t.Errorf("members %v, want %v", got, tc.want)
			}
			if got := g.condOK(ctx, Conds{cond}); got != tc.holds {
				t.Errorf("2 Physics among them: %v, want %v", got, tc.holds)
			}
		})
	}
	if w := groupNoun(GroupCompleting); w != "the personnel completing it" {
		t.Errorf("words: %q", w)
	}
}
