package game

import (
	"strings"
	"testing"
)

// The staffing-icons amount counts the staffing icons of a staffed ship
// its player commands (Glossary: staffing): without one, the most among
// the ships the filter matches; an unstaffed ship, or another player's,
// never counts.
func TestStaffingIconsAmount(t *testing.T) {
	cases := []struct {
		name   string
		ships  string
		filter *Filter
		want   int
	}{
		{"the most among two staffed ships", `
            - {card: "Jem'Hadar Warship", aboard: [Tholun, Varen'agor, Greitak]}
            - {card: "Jem'Hadar Attack Ship", aboard: [Tholun, Greitak]}`, &Filter{Affiliation: "dominion"}, 3},
		{"an unstaffed ship does not count", `
            - {card: "Jem'Hadar Warship", aboard: [Tholun, Greitak]}
            - {card: "Jem'Hadar Attack Ship", aboard: [Tholun, Greitak]}`, &Filter{Affiliation: "dominion"}, 2},
		{"no staffed ship: nothing", `
            - {card: "Jem'Hadar Warship", aboard: [Greitak]}`, nil, 0},
		{"the filter leaves the ship out", `
            - {card: "Jem'Hadar Warship", aboard: [Tholun, Varen'agor, Greitak]}`, &Filter{Affiliation: "federation"}, 0},
		{"another player's ship does not count", `
            - {card: "Jem'Hadar Warship", controller: 2, aboard: [Tholun, Varen'agor, Greitak]}`, nil, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
players:
  - missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        ships:`+tc.ships+`
    deck: [Greitak]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			a := &Amount{Is: AmountStaffingIcons, Filter: tc.filter}
			if err := a.validate(); err != nil {
				t.Fatal(err)
			}
			if got := a.value(g, g.ctxFor(0, find(t, g, "Founders' Homeworld").ID), nil); got != tc.want {
				t.Errorf("staffing icons: got %d, want %d", got, tc.want)
			}
		})
	}
	one := &Amount{Is: AmountStaffingIcons, Filter: &Filter{Affiliation: "dominion"}, One: true}
	if err := one.validate(); err != nil {
		t.Fatal(err)
	}
	if txt := one.Text(); !strings.Contains(txt, "staffing icons") || !strings.Contains(txt, "your choice") {
		t.Errorf("words: %q", txt)
	}
}
