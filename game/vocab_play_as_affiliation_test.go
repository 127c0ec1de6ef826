package game

import (
	"strings"
	"testing"
)

// Rulebook: Glossary – playing a card, step 2 (text needed to play a card
// to its destination acts as it is announced); actions – requirements;
// stopped (a stopped card meets no command requirement); Move your ship
// (staffed: a personnel of the ship's affiliation aboard). A play_as_affiliation
// card needs that many unstopped personnel of one affiliation, becomes
// it as it is played (only where a headquarters allows that affiliation),
// is read as it by staffing and filters while in play, and is its printed
// affiliation again once it leaves play or is prevented.
func TestPlayAsAffiliation(t *testing.T) {
	if err := (&PlayAsAffiliation{}).validate(); err == nil {
		t.Fatal("at_least 0 was accepted")
	}
	start := func(t *testing.T, hq, surface string) (*Game, *Inst) {
		g := startScenario(t, `
active: 1
segment: play
players:
  - name: Ann
    missions:
      - card: "`+hq+`"
        surface: `+surface+`
      - card: Sensitive Search
    hand: ["U.S.S. Dauntless, False Hope"]
    deck: [Jural, Jural]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Mills]
`)
		return g, find(t, g, "U.S.S. Dauntless")
	}
	t.Run("staffing reads the affiliation it became", func(t *testing.T) {
		g, ship := start(t, "Qo'noS, Heart of the Empire", `[Kahmis, Dokar, "B'amara", Berild, Grenis, Dallan, Durg]`)
		choose(t, g, "Play U.S.S. Dauntless")
		choose(t, g, "Become [Kli]")
		if ship.Zone != ZAtMission || g.affiliation(ship.ID) != "klingon" {
			t.Fatalf("Dauntless: zone %v affiliation %q; want at the mission, klingon", ship.Zone, g.affiliation(ship.ID))
		}
		if !g.matches(&Filter{Affiliation: "klingon"}, ship.ID) || g.matches(&Filter{Affiliation: "non-aligned"}, ship.ID) {
			t.Fatal("filters do not read the affiliation it became")
		}
		for _, n := range []string{"Berild", "Grenis", "Dallan", "Durg"} {
			g.place(find(t, g, n).ID, ZAboard, ship.ID)
		}
		if g.staffed(ship.ID) {
			t.Fatal("a [Kli] ship is staffed by four [NA] personnel")
		}
		if why := g.missingStaff(ship.ID); !strings.Contains(why, "klingon personnel") {
			t.Fatalf("reason %q does not ask for a klingon personnel", why)
		}
		g.place(find(t, g, "Kahmis").ID, ZAboard, ship.ID)
		if !g.staffed(ship.ID) {
			t.Fatal("a [Kli] personnel aboard does not complete the staffing")
		}
		g.place(ship.ID, ZDiscard, 0)
		if got := g.affiliation(ship.ID); got != "non-aligned" || ship.playedAs != "" {
			t.Fatalf("out of play it is %q (played as %q), want its printed non-aligned", got, ship.playedAs)
		}
	})
	t.Run("too few unstopped", func(t *testing.T) {
		g, ship := start(t, "Qo'noS, Heart of the Empire", `[Kahmis, Dokar, {card: "B'amara", stopped: true}]`)
		dests, why := g.playCheck(ann, ship)
		if len(dests) != 0 || !strings.Contains(why, "three unstopped personnel of one affiliation") {
			t.Fatalf("places %v, reason %q; want none, for the requirement", dests, why)
		}
	})
	t.Run("only where its new affiliation may go", func(t *testing.T) {
		g, ship := start(t, "Romulus, Seat of Power", `[Kahmis, Dokar, "B'amara"]`)
		if dests, _ := g.playCheck(ann, ship); len(dests) != 0 {
			t.Fatalf("a ship that becomes [Kli] may be played at Romulus (%v), which allows [Rom] and [NA] cards only", dests)
		}
		g2, ship2 := start(t, "Romulus, Seat of Power", `[Kahmis, Dokar, "B'amara", Taul, {card: Taul}, {card: Taul}]`)
		if dests, _ := g2.playCheck(ann, ship2); len(dests) != 1 {
			t.Fatalf("places %v; want Romulus, as [Rom]", dests)
		}
		if got := g2.playAsChoices(ann, ship2, g2.players[ann].Missions[0]); len(got) != 1 || got[0] != "romulan" {
			t.Fatalf("choices at Romulus %v, want [romulan]", got)
		}
	})
	t.Run("prevented", func(t *testing.T) {
		g, ship := start(t, "Qo'noS, Heart of the Empire", `[Kahmis, Dokar, "B'amara"]`)
		ship.playedAs = "klingon"
		g.place(ship.ID, ZPlaying, 0)
		if g.affiliation(ship.ID) != "klingon" {
			t.Fatal("being played, it is not yet the affiliation it became")
		}
		g.preventedPlay(ship.ID)
		if ship.Zone != ZDiscard || g.affiliation(ship.ID) != "non-aligned" {
			t.Fatalf("prevented: zone %v affiliation %q; want discard, non-aligned", ship.Zone, g.affiliation(ship.ID))
		}
	})
}
