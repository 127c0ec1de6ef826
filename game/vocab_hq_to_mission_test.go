package game

import "testing"

// Made-up events: one places a personnel of yours from your headquarters
// at another mission; the other removes the bottom card of your dilemma
// pile from the game.
const hqToMissionCards = `
- {id: "T-HM1", title: Test Send Out, unique: false, type: event, cost: 0, effect: [{do: hq-to-mission, filter: {skills: [Science]}}]}
- {id: "T-HM2", title: Test Pile Bottom, unique: false, type: event, cost: 0, effect: [{do: remove-dilemma, from: bottom}]}
`

func hqToMissionGame(t *testing.T) *Game {
	t.Helper()
	return startScenarioWith(t, testLibWith(t, hqToMissionCards), `
active: 1
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, Reide]
      - card: Evade Dominion Squadron
    hand: [Test Send Out, Test Pile Bottom]
    dilemmas: [Triage, Limited Welcome]
    deck: [Dokar, Dokar]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`)
}

// Glossary: place — only the personnel the filter matches may go (Davies
// has Science, Reide not), and only to a headquarters or planet mission:
// the space mission has no surface, so the opponent's headquarters is the
// one place, taken without a question.
func TestHQToMissionPlaces(t *testing.T) {
	g := hqToMissionGame(t)
	choose(t, g, "Play Test Send Out")
	d := expectDecision(t, g, 0, KindSelect)
	if len(d.Options) != 1 || !hasOption(d, "Davies") {
		t.Fatalf("want Davies alone offered, got %q", labels(d))
	}
	choose(t, g, "Davies")
	davies := find(t, g, "Davies")
	if davies.Zone != ZSurface || g.cardName(davies.Where) != "Qo'noS, Heart of the Empire" {
		t.Fatalf("Davies is in %v at %s, want on Qo'noS", davies.Zone, g.cardName(davies.Where))
	}
}

// Glossary: remove from the game — from: bottom takes the pile's last
// card, with no search and no shuffle: the top card stays on top.
func TestRemoveDilemmaFromBottom(t *testing.T) {
	g := hqToMissionGame(t)
	choose(t, g, "Play Test Pile Bottom")
	if c := find(t, g, "Limited Welcome"); c.Zone != ZRemoved {
		t.Fatalf("Limited Welcome in %v, want removed from the game", c.Zone)
	}
	if pile := g.players[0].DilemmaPile; len(pile) != 1 || g.cardName(pile[0]) != "Triage" {
		t.Fatalf("pile after: %v, want Triage alone", pile)
	}
}
