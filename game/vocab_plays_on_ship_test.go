package game

import (
	"strings"
	"testing"
)

// TestPlaysOnShip: an event with plays_on: your-ship is offered on each
// ship its player commands that plays_on_ship matches (the U.S.S. Galaxy,
// four staffing icons), not on one it does not match (the U.S.S. Nebula,
// three) nor on an opponent's ship; played, it lies on the ship, is at the
// ship's mission, acts from the ship, both players' views show it on the
// ship, and it goes along when the ship moves. Rulebook: Event (where an
// event is played); Order – Move a ship. Pulling Rank, 35V008.
func TestPlaysOnShip(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: play-draw
counters: 1
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
        ships:
          - card: U.S.S. Nebula
            aboard: ["Kathryn Janeway, Clever Captain", Mills, Paulson]
      - card: Military Exercises
        ships:
          - card: U.S.S. Galaxy
            aboard: ["Norah Satie, Starfleet Investigator", "T'Lara", Lopez, Davies, Martin]
    hand: [Pulling Rank]
    deck: [Altman, Altman]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Investigate Sighting
        ships:
          - card: U.S.S. Sovereign
            controller: 2
            aboard: [{card: Andrea Brand, controller: 2}, {card: Altman, controller: 2}, {card: Altman, controller: 2}, {card: Altman, controller: 2}]
    deck: [Dokar, Dokar]
`)
	var plays []string
	for _, o := range g.Pending().Options {
		if strings.HasPrefix(o.Label, "Play Pulling Rank") {
			plays = append(plays, o.Label)
		}
	}
	if len(plays) != 1 || plays[0] != "Play Pulling Rank (cost 1) on U.S.S. Galaxy" {
		t.Fatalf("plays offered %q, want the Galaxy alone", plays)
	}
	choose(t, g, "Play Pulling Rank (cost 1) on U.S.S. Galaxy")
	pr, galaxy := find(t, g, "Pulling Rank").ID, find(t, g, "U.S.S. Galaxy")
	if c := g.cards[pr]; c.Zone != ZPlayedOn || c.Where != galaxy.ID || c.Controller != ann {
		t.Fatalf("Pulling Rank: zone %s where %d controller %v", c.Zone, c.Where, c.Controller)
	}
	if !hasEvent(g, "Ann plays Pulling Rank on U.S.S. Galaxy.") {
		t.Errorf("log: %v", lastEvents(g, 4))
	}
	exercises := find(t, g, "Military Exercises").ID
	if m := g.missionOf(pr); m != exercises {
		t.Errorf("missionOf: %d, want Military Exercises", m)
	}
	if ctx := g.ctxFor(ann, pr); ctx.ship != galaxy.ID || ctx.mission != exercises {
		t.Errorf("ctxFor: ship %d mission %d", ctx.ship, ctx.mission)
	}
	for _, me := range []Player{ann, ben} {
		v := g.View(me)
		shown := false
		for _, mv := range v.Players[0].Missions {
			for _, sv := range mv.Ships {
				for _, h := range sv.Holds {
					shown = shown || (sv.ID == galaxy.ID && h.ID == pr)
				}
			}
		}
		if !shown {
			t.Errorf("%s's view does not show Pulling Rank on the Galaxy", g.players[me].Name)
		}
	}
	earth := find(t, g, "Earth, Home of Starfleet Command").ID
	g.moveShip(ann, galaxy.ID, exercises, earth, 0)
	if c := g.cards[pr]; c.Zone != ZPlayedOn || c.Where != galaxy.ID || g.missionOf(pr) != earth {
		t.Errorf("after the move: zone %s where %d mission %d", c.Zone, c.Where, g.missionOf(pr))
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// TestPlaysOnShipValidates: plays_on_ship needs plays_on: your-ship, and
// a ship event takes no mission filter.
func TestPlaysOnShipValidates(t *testing.T) {
	four := 4
	for _, tc := range []struct {
		p  PlayText
		ok bool
	}{
		{PlayText{PlaysOn: PlaysOnYourShip}, true},
		{PlayText{PlaysOn: PlaysOnYourShip, PlaysOnShip: &Filter{StaffingAtLeast: &four}}, true},
		{PlayText{PlaysOnShip: &Filter{StaffingAtLeast: &four}}, false},
		{PlayText{PlaysOn: PlaysOnYourMission, PlaysOnShip: &Filter{StaffingAtLeast: &four}}, false},
		{PlayText{PlaysOn: PlaysOnYourShip, OnePerMission: true}, false},
	} {
		if err := tc.p.validate(); (err == nil) != tc.ok {
			t.Errorf("%+v: error %v, want ok %v", tc.p, err, tc.ok)
		}
	}
}
