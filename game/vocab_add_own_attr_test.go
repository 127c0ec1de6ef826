package game

import (
	"strings"
	"testing"
)

// Made-up cards: a personnel who always adds its Cunning to its
// Integrity, and one who raises the Cunning of the others present by 2.
const addOwnCards = `
- {id: "T-AO1", title: Test Schemer, unique: false, type: personnel, cost: 1, affiliation: cardassian, icons: [staff], integrity: 3, cunning: 6, strength: 5, modifiers: [{to: self, add_own: {add: Cunning, to: Integrity}}]}
- {id: "T-AO2", title: Test Tutor, unique: false, type: personnel, cost: 1, affiliation: cardassian, icons: [staff], integrity: 5, cunning: 5, strength: 5, modifiers: [{to: present, others: true, cunning: 2}]}
`

// Glossary: modifications — the attribute added is read after every
// other change (the Tutor's +2 Cunning counts), and added once.
func TestAddOwnAttributeReadsTheModifiedValue(t *testing.T) {
	lib := testLibWith(t, addOwnCards)
	for _, tc := range []struct {
		name, crew     string
		integrity, cun int
	}{
		{"alone: 3 + 6", `["Test Schemer"]`, 9, 6},
		{"with the Tutor: 3 + (6 + 2)", `["Test Schemer", "Test Tutor"]`, 11, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Cardassia Prime, Hardscrabble World"
        surface: `+tc.crew+`
    deck: [Tajor]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			s := g.stats(find(t, g, "Test Schemer").ID)
			if s.Integrity != tc.integrity || s.Cunning != tc.cun {
				t.Fatalf("Integrity %d, Cunning %d; want %d, %d", s.Integrity, s.Cunning, tc.integrity, tc.cun)
			}
		})
	}
}

// Two different attributes are needed; the text says which is added.
func TestAddOwnLoadsAndWords(t *testing.T) {
	for _, tc := range []struct {
		o  AddOwn
		ok bool
	}{
		{AddOwn{Add: Cunning, To: Integrity}, true},
		{AddOwn{Add: Cunning, To: Cunning}, false},
		{AddOwn{Add: "Range", To: Integrity}, false},
	} {
		o := tc.o
		err := validateModifiers([]Modifier{{To: ToSelf, AddOwn: &o}})
		if (err == nil) != tc.ok {
			t.Errorf("%+v: error %v, want ok %v", tc.o, err, tc.ok)
		}
	}
	got := ModifierText(Modifier{To: ToSelf, AddOwn: &AddOwn{Add: Cunning, To: Integrity}})
	if !strings.Contains(got, "Integrity raised by its own Cunning") {
		t.Fatalf("text %q", got)
	}
}
