package game

import (
	"strings"
	"testing"
)

// Rulebook: Brig and Captives; Facing Dilemmas (a card that cannot do
// what it is picked for is spared). A personnel whose text says it cannot
// be captured stays put when a combat's winner would place it in the
// brig; without that text it is captured (TestCombatAndBrig).
func TestCannotCaptureSparesCombatBrig(t *testing.T) {
	for _, tc := range []struct {
		name    string
		text    string
		inBrig  bool
		logLine string
	}{
		{"cannot be captured", "- {to: self, cannot: [capture]}", false, "cannot be placed in the opponent's brig: that is ignored."},
		{"can be captured", "- {to: self, cannot: [kill]}", true, "is placed in Ann's brig."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lib := testLibWith(t, brawlCard+`
- id: test-uncapturable
  title: Test Uncapturable
  unique: false
  type: personnel
  affiliation: federation
  cost: 1
  integrity: 5
  cunning: 5
  strength: 1
  modifiers:
    `+tc.text+`
`)
			g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
        surface: [Kahmis, Dokar, {card: Test Uncapturable, controller: 2}]
    core: [Test Brawl]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			choose(t, g, "Use Test Brawl")
			choose(t, g, "Combat at Khitomer Investigation")
			x := findAll(g, "Test Uncapturable")[0]
			if (x.Zone == ZBrig) != tc.inBrig {
				t.Fatalf("zone %s, want in brig %v: %v", x.Zone, tc.inBrig, lastEvents(g, 5))
			}
			found := false
			for _, e := range lastEvents(g, 8) {
				found = found || strings.Contains(e, tc.logLine)
			}
			if !found {
				t.Fatalf("no log line %q: %v", tc.logLine, lastEvents(g, 8))
			}
		})
	}
}
