package game

import "testing"

// Rulebook: Order – Move a ship; Staffing. When a ship of the player
// executing orders has no move, the engine says why — stopped, not staffed
// (which icons, or no personnel of its affiliation), or too little range
// left for any other mission — and a ship with a move has no reason
// (issue 24, point 9).
func TestUnmovableReasons(t *testing.T) {
	cases := []struct {
		name, ship string
		want       string // "" when the ship may move
	}{
		{"staffed, range left", `{card: U.S.S. Galaxy, aboard: [Elizabeth Shelby, Rixx, Davies, Lopez]}`, ""},
		{"two staff icons short", `{card: U.S.S. Galaxy, aboard: [Elizabeth Shelby, Rixx]}`, "not staffed: needs 2 more staff icon(s)"},
		{"no commander", `{card: U.S.S. Galaxy, aboard: [Davies, Daniel Kwan, Lopez]}`, "not staffed: needs 1 more command icon(s)"},
		{"nobody aboard", `{card: U.S.S. Galaxy}`, "not staffed: needs 1 more command icon(s) and 3 more staff icon(s) and a federation personnel aboard"},
		{"range spent", `{card: U.S.S. Galaxy, aboard: [Elizabeth Shelby, Rixx, Davies, Lopez], range_used: 5}`, "3 range left, and the nearest other mission needs 4"},
		{"stopped", `{card: U.S.S. Galaxy, stopped: true, aboard: [Elizabeth Shelby, Rixx, Davies, Lopez]}`, "it is stopped"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Earth, Cradle of the Federation
        ships: [`+c.ship+`]
      - card: Medical Relief
      - card: Explore Black Cluster
    deck: [Rixx]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
			d := expectDecision(t, g, 0, KindOrders)
			ship := find(t, g, "U.S.S. Galaxy").ID
			moves := 0
			for _, o := range d.Options {
				if o.Action == ActMove && o.Card == ship {
					moves++
				}
			}
			why := g.View(0).Unmovable[ship]
			if why != c.want {
				t.Errorf("reason %q, want %q", why, c.want)
			}
			// One rule: a reason exactly when no move is offered.
			if (moves == 0) != (why != "") {
				t.Errorf("%d move option(s) and the reason %q", moves, why)
			}
			if len(g.View(1).Unmovable) != 0 {
				t.Errorf("the opponent reads reasons: %v", g.View(1).Unmovable)
			}
		})
	}
}

// Outside the player's own Execute Orders segment no ship moves, and the
// engine gives no per-ship reason (the key's hint says which segment).
func TestUnmovableOnlyInOrders(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions:
      - card: Earth, Cradle of the Federation
        ships: [{card: U.S.S. Galaxy}]
      - card: Medical Relief
    deck: [Rixx]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	expectDecision(t, g, 0, KindPlayDraw)
	if u := g.View(0).Unmovable; len(u) != 0 {
		t.Fatalf("reasons in the Play and Draw Cards segment: %v", u)
	}
}
