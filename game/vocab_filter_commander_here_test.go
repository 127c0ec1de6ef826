package game

import (
	"strings"
	"testing"
)

// Glossary: Commander — a personnel's Commander keyword names a ship, and
// the two correspond. The filter field commander_of_ship_here matches a
// personnel whose keyword names a ship its own player commands at the
// mission where the personnel is: on the planet or aboard, not with the
// ship elsewhere, nor with the opponent commanding it, and never a
// personnel without the keyword.
func TestFilterCommanderOfShipHere(t *testing.T) {
	g := startScenario(t, `
seed: 3
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: ["Gowron, Sole Leader of the Empire"]
        ships:
          - card: "I.K.S. Hegh'ta"
            aboard: ["Kurn, Squadron Commander"]
      - card: Sensitive Search
        surface: ["Kang, Honored Warrior", Kahmis]
        ships:
          - card: "I.K.S. Lukara"
          - card: "I.K.S. Bortas"
    deck: [Kahmis]
  - missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Dokar]
`)
	f := &Filter{CommanderOfShipHere: true}
	kang, gowron := find(t, g, "Kang").ID, find(t, g, "Gowron").ID
	cases := []struct {
		name string
		id   int
		want bool
	}{
		{"Kang on the planet, I.K.S. Lukara at the mission", kang, true},
		{"Kurn aboard I.K.S. Hegh'ta", find(t, g, "Kurn").ID, true},
		{"Gowron at headquarters, I.K.S. Bortas at another mission", gowron, false},
		{"Kahmis, no Commander keyword", find(t, g, "Kahmis").ID, false},
	}
	for _, c := range cases {
		if got := g.matches(f, c.id); got != c.want {
			t.Errorf("%s: matches %v, want %v", c.name, got, c.want)
		}
		if got := g.modMatches(f, c.id, nil); got != c.want {
			t.Errorf("%s: modMatches %v, want %v", c.name, got, c.want)
		}
	}
	find(t, g, "I.K.S. Lukara").Controller = ben
	if g.matches(f, kang) {
		t.Error("the ship must be one Kang's player commands")
	}
	if got := f.Text("personnel"); !strings.HasSuffix(got, commanderOfShipHereText) {
		t.Errorf("text %q", got)
	}
}
