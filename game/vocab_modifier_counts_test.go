package game

import "testing"

// Made-up cards: a personnel attributes +1 for each mission its player
// has completed, and a ship attributes +1 for each of its player's Cadets
// aboard, at most +2.
const modifierCountCards = `
- {id: "T-CNT-P", title: Test Tally Admiral, unique: false, type: personnel, cost: 1, affiliation: federation, species: [Human], icons: [staff], skills: [{skill: Law, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, per: {is: completed-missions}, attributes: 1}]}
- {id: "T-CNT-S", title: Test Training Ship, unique: false, type: ship, cost: 1, affiliation: federation, staffing: [staff], range: 6, weapons: 5, shields: 4,
   modifiers: [{to: this-ship, per: {is: aboard, filter: {type: personnel, keyword: Cadet}, limit: 2}, attributes: 1}]}
`

// Rulebook: Winning the game (missions you have completed); Glossary:
// modifications — a per amount counts the missions the source's player
// has completed, not the opponent's.
func TestPerCompletedMissions(t *testing.T) {
	lib := testLibWith(t, modifierCountCards)
	for _, tc := range []struct {
		name      string
		completed string
		want      int
	}{
		{"none completed", "false", 5},
		{"one completed", "true", 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Test Tally Admiral]
      - {card: Surgery Under Fire, completed: `+tc.completed+`}
    deck: [Davies]
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - {card: Sensitive Search, completed: true}
    deck: [Dokar]
`)
			if got := g.stats(find(t, g, "Test Tally Admiral").ID).Integrity; got != tc.want {
				t.Errorf("Integrity %d, want %d", got, tc.want)
			}
		})
	}
}

// Rulebook: Ships (Range, Weapons and Shields are a ship's attributes);
// the count is of the ship's player's Cadets aboard, unstopped, and
// stops at the limit.
func TestPerAboardThisShip(t *testing.T) {
	lib := testLibWith(t, modifierCountCards)
	for _, tc := range []struct {
		name   string
		aboard string
		want   int // Range
	}{
		{"no Cadet", "[Davies]", 6},
		{"one Cadet", `[Davies, "Seth Matthews, Red Squad Cadet"]`, 7},
		{"a stopped Cadet does not count", `[Davies, {card: "Seth Matthews, Red Squad Cadet", stopped: true}]`, 6},
		{"three Cadets, limit 2", `["Seth Matthews, Red Squad Cadet", "Karen Farris, Rigorous Leader", "Dorian Collins, Acting Chief Petty Officer"]`, 8},
		{"an opponent's Cadet does not count", `[Davies, {card: "Seth Matthews, Red Squad Cadet", controller: 2}]`, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        ships: [{card: Test Training Ship, aboard: `+tc.aboard+`}]
    deck: [Davies]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
			rng, weapons, shields := g.shipAttrs(find(t, g, "Test Training Ship").ID)
			if rng != tc.want || weapons != tc.want-1 || shields != tc.want-2 {
				t.Errorf("Range/Weapons/Shields %d/%d/%d, want %d/%d/%d", rng, weapons, shields, tc.want, tc.want-1, tc.want-2)
			}
		})
	}
}
