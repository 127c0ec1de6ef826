package game

import (
	"strings"
	"testing"
)

// A made-up core event: each opponent's personnel present with one of its
// player's Klingons is Integrity -2.
const presentWithCards = `
- {id: "T-PWY", title: Test Glare, unique: false, type: event, cost: 0, core: true,
   modifiers: [{to: present-with-yours, whose: opponent, of: {type: personnel}, with: {type: personnel, species: Klingon}, integrity: -2}]}
`

// Rulebook: Present (cards on one planet surface or aboard one ship);
// Glossary: stopped (a player's stopped card gives nothing). The target
// reaches the opponent's personnel sharing a place with an unstopped
// card of the event's player that with matches, and no one else.
func TestModifierPresentWith(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, presentWithCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Kahmis, {card: Davies, controller: 2}, Davies]
        ships: [{card: Baraka, aboard: [{card: Dokar, stopped: true}, {card: Davies, controller: 2}]}]
      - card: Excavation
        surface: [{card: Davies, controller: 2}]
    core: [Test Glare]
    deck: [Martin]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [{card: Kroval, controller: 1}, Davies, {card: Kahmis, controller: 2}]
    deck: [Martin]
`)
	var got []int
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Card.Title == "Davies" {
			got = append(got, c.Card.Integrity-g.stats(c.ID).Integrity)
		}
	}
	// Ben's Davies beside Ann's Kahmis at Earth: -2; Ann's own Davies
	// there: none; Ben's aboard the ship beside Ann's stopped Dokar: none;
	// Ben's alone at Excavation: none; Ben's at Qo'noS beside Ann's
	// Klingon Kroval: -2 (Ben's own Kahmis there would not count).
	want := []int{2, 0, 0, 0, 2}
	if len(got) != len(want) {
		t.Fatalf("Davies found %d times, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Davies #%d: Integrity down %d, want %d (all: %v)", i+1, got[i], want[i], got)
		}
	}
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Card.Title == "Kahmis" && c.Controller == 2 {
			if st := g.stats(c.ID); st.Integrity != c.Card.Integrity-2 {
				t.Errorf("Ben's Kahmis beside Ann's Kroval: Integrity %d, want %d", st.Integrity, c.Card.Integrity-2)
			}
		}
	}
	text := testLibWith(t, presentWithCards).ByID("T-PWY").GameText()
	if w := "present with one of your Klingon personnel"; !strings.Contains(text, w) {
		t.Errorf("text %q lacks %q", text, w)
	}
}

// The target needs its with filter, and with reads no skills.
func TestModifierPresentWithValidates(t *testing.T) {
	for _, m := range []Modifier{
		{To: ToPresentWith, Attributes: -1},
		{To: ToPresentWith, With: &Filter{Skills: []string{"Biology"}}, Attributes: -1},
		{To: ToInPlay, With: &Filter{Keyword: "Infiltrator"}, Attributes: -1},
	} {
		if err := m.prepare(); err == nil {
			t.Errorf("%+v: accepted", m)
		}
	}
	ok := Modifier{To: ToPresentWith, Whose: WhoseOpponent, With: &Filter{Keyword: "Infiltrator"}, Attributes: -1}
	if err := ok.prepare(); err != nil {
		t.Errorf("refused: %v", err)
	}
}
