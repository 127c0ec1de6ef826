package game

import "testing"

// TestMissionTotals: the amount total adds up the Points and the Span of
// the missions in a group; your-missions holds the missions a player
// commands (headquarters included, worth 0), opponent-missions the
// other player's. Well-Prepared Defenses, 17V017; Brave Words, 36V003.
// Rulebook: Glossary – span; Rulings: Mission Value Changes.
func TestMissionTotals(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Lush and Beautiful Home"
      - card: Sensitive Search
        surface: [Davies]
      - card: Cure Blight
    deck: [Hazar]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
    deck: [Hazar]
`)
	ctx := g.ctxFor(0, find(t, g, "Davies").ID)
	for _, tc := range []struct {
		group, attr string
		want        int
	}{
		{GroupYourMissions, AttrPoints, 70},
		{GroupOpponentsMission, AttrPoints, 30},
		{GroupYourMissions, AttrSpan, 6},
		{GroupOpponentsMission, AttrSpan, 4},
	} {
		a := &Amount{Total: tc.group, Attr: tc.attr}
		if err := a.validate(); err != nil {
			t.Fatalf("%s %s: %v", tc.group, tc.attr, err)
		}
		if got := a.value(g, ctx, nil); got != tc.want {
			t.Errorf("total %s of %s = %d, want %d", tc.attr, tc.group, got, tc.want)
		}
	}
	if got := len(groupRegistry[GroupYourMissions].members(g, ctx, 0, nil)); got != 3 {
		t.Errorf("your-missions holds %d missions, want 3", got)
	}
	if got := g.missionTotalAttr(find(t, g, "Davies").ID, AttrPoints); got != 0 {
		t.Errorf("a personnel's Points = %d, want 0", got)
	}
}
