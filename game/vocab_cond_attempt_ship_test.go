package game

import "testing"

// Glossary: attempting missions, 5.c; cannot — a mission its player may
// not complete from a ship carrying a card the filter matches. The
// condition reads the ships the attempt is made from, any card aboard
// them (attempting or not), and leaves out a stopped one.
func TestAttemptedAboardCarrying(t *testing.T) {
	for _, tc := range []struct {
		name   string
		aboard string
		other  string
		want   bool
	}{
		{"no Maquis aboard", `[Sparber]`, `[]`, false},
		{"a Maquis aboard the attempting ship", `[Sparber, "Kalita, Maquis Pilot"]`, `[]`, true},
		{"a Maquis on another ship there", `[Sparber]`, `["Kalita, Maquis Pilot"]`, false},
		{"a stopped Maquis aboard", `[Sparber, {card: "Kalita, Maquis Pilot", stopped: true}]`, `[]`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Intercept Renegade
        ships:
          - {card: U.S.S. Excelsior, aboard: `+tc.aboard+`}
          - {card: U.S.S. Centaur, aboard: `+tc.other+`}
    deck: [Sumek]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
			m := find(t, g, "Intercept Renegade").ID
			ship := find(t, g, "U.S.S. Excelsior").ID
			c := Conds{{Is: "attempted-aboard-carrying", Of: &Filter{Type: Personnel, Icon: "maquis"}}}
			if err := c.validate(); err != nil {
				t.Fatal(err)
			}
			ctx := fxCtx{src: m, p: Player(0), mission: m}
			if c.holds(g, ctx) {
				t.Fatal("holds with no attempt under way")
			}
			g.attempt = &attempt{mission: m, player: Player(0), ships: []int{ship}}
			if got := c.holds(g, ctx); got != tc.want {
				t.Errorf("holds %v, want %v", got, tc.want)
			}
			g.attempt.player = Player(1)
			if c.holds(g, ctx) {
				t.Error("holds for an opponent's attempt")
			}
		})
	}
}
