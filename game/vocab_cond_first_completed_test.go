package game

import "testing"

// TestNoOtherCompleted: the condition holds when no mission the filter
// matches, other than the trigger's, has been completed by either player
// (Earth, Humanity's Home, 8U055; Rulebook: Winning the Game).
func TestNoOtherCompleted(t *testing.T) {
	cases := []struct {
		name     string
		complete []string // missions completed before, "Ann:" or "Ben:" first
		want     bool
	}{
		{"nothing else completed", nil, true},
		{"Ann's other planet completed", []string{"Ann:Sensitive Search"}, false},
		{"Ben's planet completed", []string{"Ben:Excavation"}, false},
		{"only a headquarters completed", []string{"Ann:Qo'noS"}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, sflPosition)
			this := findAll(g, "Excavation")[0] // Ann's, just completed
			this.Completed = true
			for _, m := range tc.complete {
				who, title := Player(0), m[4:]
				if m[:3] == "Ben" {
					who = 1
				}
				for _, id := range g.players[who].Missions {
					if g.cards[id].Card.Title == title || g.cards[id].Card.Location == title {
						g.cards[id].Completed = true
					}
				}
			}
			cs := sflConds(t, `[{is: no-other-completed, of: {mission: planet}}]`, formAbility)
			ctx := g.ctxFor(0, this.ID)
			ctx.trig = &Trigger{Kind: TrigCompleted, Player: 0, Mission: this.ID}
			if got := cs.holds(g, ctx); got != tc.want {
				t.Errorf("holds = %v, want %v", got, tc.want)
			}
		})
	}
}
