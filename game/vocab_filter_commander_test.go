package game

import "testing"

// Glossary: Commander — a personnel's Commander keyword names a ship; the
// filter field ship_commander matches such a personnel only aboard the
// ship it names, not aboard another ship nor on a planet, and never a
// personnel without the keyword.
func TestFilterShipCommander(t *testing.T) {
	g := startScenario(t, `
seed: 3
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: ["Kor, Noble Warrior to the End"]
      - card: Military Exercises
        ships:
          - card: "I.K.S. Bortas"
            aboard: ["Gowron, Sole Leader of the Empire", Dokar]
          - card: "I.K.S. Vor'cha"
            aboard: ["Gowron, Sole Leader of the Empire", Kahmis]
    deck: [Kahmis]
  - missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Dokar]
`)
	f := &Filter{ShipCommander: true}
	var onBortas, onVorcha int
	for _, c := range g.cards[1:] {
		if c.Card.Title == "Gowron" && c.Zone == ZAboard {
			if g.cards[c.Where].Card.Title == "I.K.S. Bortas" {
				onBortas = c.ID
			} else {
				onVorcha = c.ID
			}
		}
	}
	if onBortas == 0 || onVorcha == 0 {
		t.Fatal("scenario: both Gowrons should be aboard")
	}
	cases := []struct {
		name string
		id   int
		want bool
	}{
		{"Gowron aboard I.K.S. Bortas, the ship he commands", onBortas, true},
		{"Gowron aboard another ship", onVorcha, false},
		{"Dokar, no Commander keyword, aboard I.K.S. Bortas", find(t, g, "Dokar").ID, false},
		{"Kor on a planet", find(t, g, "Kor").ID, false},
	}
	for _, c := range cases {
		if got := g.matches(f, c.id); got != c.want {
			t.Errorf("%s: matches %v, want %v", c.name, got, c.want)
		}
		if got := g.modMatches(f, c.id, nil); got != c.want {
			t.Errorf("%s: modMatches %v, want %v", c.name, got, c.want)
		}
	}
	if got := f.Text("personnel"); got != "personnel "+shipCommanderText {
		t.Errorf("text %q", got)
	}
}
