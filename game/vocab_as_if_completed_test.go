package game

import (
	"strings"
	"testing"
)

// A made-up Artifact whose own text asks for a completed mission
// requiring Anthropology, and a made-up one asking for Geology.
const asIfCompletedTestCards = `
- {id: "T-AC1", title: Test Relic, unique: false, type: equipment, cost: 1, keywords: ["Artifact."], requires: {is: completed-mission, skills: [Anthropology]}}
- {id: "T-AC2", title: Test Idol, unique: false, type: equipment, cost: 1, keywords: ["Artifact."], requires: {is: completed-mission, skills: [Geology]}}
- {id: "T-AC3", title: Test Spanner, unique: false, type: equipment, cost: 1, requires: {is: completed-mission, skills: [Anthropology]}}
`

// Rulebook: Keywords (an Artifact has no rule of its own); Glossary:
// actions – requirements. Bajor, Blessed of the Prophets (30V024) lets its
// player play Artifact equipment as though a mission requiring
// Anthropology were completed, while it is that player's only
// headquarters: the play requirement of an Artifact asking for one holds,
// not one asking for another skill, nor a card that is no Artifact, nor
// while a second headquarters is commanded, nor for the opponent.
func TestPlayAsIfCompleted(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(asIfCompletedTestCards))
	if err != nil {
		t.Fatal(err)
	}
	pos := func(hqs string) string {
		return `
active: 1
segment: play
players:
  - missions:
` + hqs + `
      - card: Intercept Renegade
    hand: [Test Relic, Test Idol, Test Spanner]
    deck: [Tajor]
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Plague Planet
    hand: [Test Relic]
    deck: [Lopez]
`
	}
	for _, tc := range []struct {
		name, hqs string
		p         Player
		card      string
		want      bool
	}{
		{"artifact-anthropology", `      - card: "Bajor, Blessed of the Prophets"`, 0, "Test Relic", true},
		{"artifact-other-skill", `      - card: "Bajor, Blessed of the Prophets"`, 0, "Test Idol", false},
		{"not-an-artifact", `      - card: "Bajor, Blessed of the Prophets"`, 0, "Test Spanner", false},
		{"another-headquarters", "      - card: \"Bajor, Blessed of the Prophets\"\n      - card: \"Bajor, Gift of the Prophets\"", 0, "Test Relic", false},
		{"opponent", `      - card: "Bajor, Blessed of the Prophets"`, 1, "Test Relic", false},
		{"without-blessed", `      - card: "Bajor, Gift of the Prophets"`, 0, "Test Relic", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, pos(tc.hqs))
			id := 0
			for _, h := range g.players[tc.p].Hand {
				if g.cards[h].Card.Title == tc.card {
					id = h
				}
			}
			if id == 0 {
				t.Fatalf("%s not in hand", tc.card)
			}
			if got := g.playRequirementMet(tc.p, g.cards[id]); got != tc.want {
				t.Errorf("play requirement of %s met %v, want %v", tc.card, got, tc.want)
			}
		})
	}
	for _, bad := range []struct{ yaml, err string }{
		{`{id: "T-B1", title: Bad, unique: false, type: mission, play_as_if_completed: [{skills: [Anthropology]}]}`, "needs of"},
		{`{id: "T-B1", title: Bad, unique: false, type: mission, play_as_if_completed: [{of: {type: equipment}}]}`, "needs skills"},
		{`{id: "T-B1", title: Bad, unique: false, type: mission, play_as_if_completed: [{of: {type: equipment}, skills: [Baking]}]}`, "unknown skill"},
	} {
		_, err := DefaultLibraryWith([]byte("- " + bad.yaml + "\n"))
		if err == nil || !strings.Contains(err.Error(), bad.err) {
			t.Errorf("%s: error %v, want one saying %q", bad.yaml, err, bad.err)
		}
	}
}
