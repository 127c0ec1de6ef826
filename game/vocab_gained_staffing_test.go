package game

import "testing"

// Made-up cards: a ship needing [Cmd][Stf]; a personnel with no icon who
// gains [Cmd] while a Felicium is commanded by his player; one with no icon
// who gains [Stf] always; one with a printed [Stf].
const gainedStaffingCards = `
- {id: "T-GS1", title: Test Skiff, unique: false, type: ship, cost: 1, affiliation: non-aligned, staffing: [command, staff], range: 6, weapons: 5, shields: 5}
- {id: "T-GS2", title: Test Pilot, unique: false, type: personnel, cost: 1, affiliation: non-aligned, species: [Human], skills: [{skill: Navigation, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, while: {is: commands-in-play, who: you, of: {title: Felicium}}, gains_icon: command}]}
- {id: "T-GS3", title: Test Deckhand, unique: false, type: personnel, cost: 1, affiliation: non-aligned, species: [Human], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, gains_icon: staff}]}
- {id: "T-GS4", title: Test Mate, unique: false, type: personnel, cost: 1, affiliation: non-aligned, icons: [staff], species: [Human], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, gains_icon: command}]}
`

// TestGainedStaffingIcon: a [Cmd] or [Stf] gained by a modifier staffs a
// ship as a printed one does, only while the modifier's condition holds;
// a gained [Cmd] stands in for a [Stf] as a printed one may, and a
// personnel gives one icon alone, printed [Stf] and gained [Cmd] together
// counting as the [Cmd]. Rulebook: Staffing a ship (each personnel gives
// one icon; [Cmd] may stand in for [Stf]); Glossary: icons.
func TestGainedStaffingIcon(t *testing.T) {
	lib := testLibWith(t, gainedStaffingCards)
	for _, tc := range []struct {
		name, crew, core string
		staffed          bool
	}{
		{"gained [Cmd] while its condition holds", `["Test Pilot", "Test Deckhand"]`, "[Felicium]", true},
		{"no gained [Cmd] without its condition", `["Test Pilot", "Test Deckhand"]`, "[]", false},
		{"gained [Cmd] stands in for [Stf]", `["Test Pilot", "Test Mate"]`, "[Felicium]", true},
		{"one personnel gives one icon", `["Test Mate"]`, "[]", false},
		{"two gained [Stf] lack the [Cmd]", `["Test Deckhand", "Test Deckhand"]`, "[]", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
players:
  - missions:
      - card: "Bajor, Gift of the Prophets"
        ships:
          - card: Test Skiff
            aboard: `+tc.crew+`
    core: `+tc.core+`
    deck: [Mond]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			s := find(t, g, "Test Skiff").ID
			if got := g.staffed(s); got != tc.staffed {
				t.Errorf("staffed: %v, want %v (%s)", got, tc.staffed, g.missingStaff(s))
			}
		})
	}
}
