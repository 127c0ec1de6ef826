package game

import "testing"

// TestBasicBotHuntsOnlyWithAFight: the basic bot counts its core as a
// reason to fly to an opponent's mission only when a card there has an
// order that begins an engagement or a combat (No Peace in Our Time
// does; Ferocity does not). Rulebook: Engagements.
func TestBasicBotHuntsOnlyWithAFight(t *testing.T) {
	for _, tc := range []struct {
		core string
		want bool
	}{
		{"No Peace in Our Time", true},
		{"Ferocity", false},
	} {
		g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    core: ["`+tc.core+`"]
    deck: [Kahmis]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Davies]
`)
		v := g.View(0)
		b := &basicBot{}
		b.lib = g.lib
		if got := b.huntsWithCore(&v); got != tc.want {
			t.Errorf("core %s: hunts %v, want %v", tc.core, got, tc.want)
		}
	}
}
