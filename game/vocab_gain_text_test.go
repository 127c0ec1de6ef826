package game

import "testing"

// Made-up personnel: Order – this personnel gains, until the end of the
// turn, the text marked gained-text: Strength +3.
const gainTextCards = `
- {id: "T-GT1", title: Test Heir, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: gain-text, until: turn}]}],
   modifiers: [{to: self, while: gained-text, strength: 3}]}
`

func gainTextGame(t *testing.T) *Game {
	t.Helper()
	return startScenarioWith(t, testLibWith(t, gainTextCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Heir]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
}

// Ruling: general (a card gains text for the rest of the turn): the
// text marked gained-text works only once the card has gained it, and no
// longer after the turn ends.
func TestGainTextUntilEndOfTurn(t *testing.T) {
	g := gainTextGame(t)
	heir := find(t, g, "Test Heir").ID
	if s := g.stats(heir).Strength; s != 5 {
		t.Fatalf("Strength %d before the gain, want 5", s)
	}
	choose(t, g, "Use Test Heir")
	if s := g.stats(heir).Strength; s != 8 {
		t.Fatalf("Strength %d with the text gained, want 8", s)
	}
	g.endTimed("turn") // what the end of the turn does
	if s := g.stats(heir).Strength; s != 5 {
		t.Fatalf("Strength %d after the turn, want 5", s)
	}
}

// Glossary: play and place (a card entering play again is a new card):
// the text gained ends when the card leaves play, so it does not come
// back with it.
func TestGainTextEndsWhenLeavingPlay(t *testing.T) {
	g := gainTextGame(t)
	heir := find(t, g, "Test Heir").ID
	choose(t, g, "Use Test Heir")
	if !g.hasGainedText(heir) {
		t.Fatal("the text should be gained")
	}
	g.leavePlay(heir, ZHand)
	if g.hasGainedText(heir) {
		t.Fatal("the gained text outlived the card's leaving play")
	}
}

// The duration is checked at load: only the end of the turn is known.
func TestGainTextRefusesOtherDurations(t *testing.T) {
	src := `
- {id: "T-GT9", title: Test Bad Heir, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: gain-text, until: attempt}]}]}
`
	if _, err := DefaultLibraryWith([]byte(src)); err == nil {
		t.Error("until: attempt loaded, want an error")
	}
}
