package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// Glossary: cannot / may not; attempting missions, 5.c — a mission whose
// text forbids completing it while a [Maq] personnel of its player is on
// the planet: on-this-planet reads the mission's surface only (not a ship
// there), the player's own stopped personnel do not count for the
// player's text (Glossary: stopped), and an opponent's personnel is not
// "yours".
func TestCannotCompleteOnThisPlanet(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Evacuate Colony
        surface: [Seth Mendoza, {card: Piller, stopped: true}, {card: Taylor, controller: 2}]
        ships:
          - card: "U.S.S. Valiant, Red Squad Training Ship"
            aboard: [Anhaica]
    deck: [Lopez]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	ec := find(t, g, "Evacuate Colony")
	piller := find(t, g, "Piller")
	if !g.mayComplete(ec.ID) {
		t.Fatal("only a stopped [Maq] personnel of Ann's, another player's and one aboard a ship: completing should be allowed")
	}
	piller.Stopped = false
	if g.mayComplete(ec.ID) {
		t.Fatal("an unstopped [Maq] personnel of Ann's on the planet: completing should be forbidden")
	}
	// The condition on its own, read for the mission's text and for each player.
	for _, tc := range []struct {
		cond string
		p    Player
		want bool
	}{
		{`{is: on-this-planet, whose: your, of: {icon: maquis}}`, 0, true},
		{`{is: on-this-planet, whose: opponent, of: {icon: maquis}}`, 0, true}, // Taylor, Ben's
		{`{is: on-this-planet, whose: your, of: {icon: maquis}}`, 1, true},     // Taylor, read for Ben
		{`{is: on-this-planet, whose: your, of: {species: Klingon}}`, 0, false},
	} {
		var cs Conds
		if err := yaml.Unmarshal([]byte(tc.cond), &cs); err != nil {
			t.Fatal(err)
		}
		if err := cs.validateAs(formAbility); err != nil {
			t.Fatalf("%s: %v", tc.cond, err)
		}
		if got := cs.holds(g, fxCtx{p: tc.p, src: ec.ID}); got != tc.want {
			t.Errorf("%s for player %d: holds %v, want %v", tc.cond, tc.p+1, got, tc.want)
		}
	}
	// A ship at the mission is not on the planet: read for the ship, the
	// condition looks at the mission's surface, not aboard.
	var cs Conds
	if err := yaml.Unmarshal([]byte(`{is: on-this-planet, whose: your, of: {icon: maquis}}`), &cs); err != nil {
		t.Fatal(err)
	}
	if err := cs.validateAs(formAbility); err != nil {
		t.Fatal(err)
	}
	find(t, g, "Piller").Stopped = true
	if cs.holds(g, fxCtx{p: 0, src: find(t, g, "Anhaica").ID}) {
		t.Error("Anhaica is aboard the ship, not on the planet, and Ann's only [Maq] personnel on it is stopped")
	}
}

// A cannot: [complete] outcome belongs to a mission's own text reaching
// the mission; anywhere else it is refused at load, and an unknown
// outcome is refused as before.
func TestCannotCompleteValidation(t *testing.T) {
	for _, tc := range []struct{ yaml, err string }{
		{`[{to: self, cannot: [complete]}]`, "reaches only this-mission"},
		{`[{to: this-mission, cannot: [finish]}]`, "unknown outcome"},
		{`[{to: this-mission, cannot: [complete], while: {is: on-this-planet, of: {icon: maquis}}}]`, ""},
	} {
		var ms []Modifier
		if err := yaml.Unmarshal([]byte(tc.yaml), &ms); err != nil {
			t.Fatal(err)
		}
		err := validateModifiers(ms)
		if tc.err == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.yaml, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: want an error with %q, got %v", tc.yaml, tc.err, err)
		}
	}
	if got := cannotWords([]string{OutComplete}); got != "cannot be completed" {
		t.Errorf("words: %q", got)
	}
}
