package game

import (
	"strings"
	"testing"
)

// Invasive Drone (3C131): its generated text and what it does agree.
// Rulebook: Command and owner — "your" means a card you command, so "your
// personnel" are the drone's controller's and "a ship" is any ship at the
// mission, an opponent's included; Ruling: Beaming to Abnormal Locations
// — a card moving cards where beaming cannot names what it moves
// (personnel: no equipment); Ruling: At This Mission — the personnel may
// come from anywhere at that mission.
func TestInvasiveDroneTextAndBehaviourAgree(t *testing.T) {
	lib := testLib(t)
	drone := mustFind(t, lib, "Invasive Drone")
	text := AbilityText(drone, drone.Abilities[0])
	for _, want := range []string{"your personnel", "an opponent's", "this mission"} {
		if !strings.Contains(text, want) {
			t.Errorf("generated text %q should say %q", text, want)
		}
	}
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Invasive Drone, Research Drone, Hypospray]
        ships: [{card: Borg Sphere, aboard: [Calibration Drone]}]
    deck: [Research Drone]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	hunt := find(t, g, "Hunt Alien")
	if hs := find(t, g, "Hypospray"); hs.Zone != ZSurface || hs.Where != hunt.ID {
		t.Fatalf("the scenario should put Hypospray on Hunt Alien: %s", hs.Zone)
	}
	exc := g.newInst(t, "U.S.S. Excelsior", 1, ZAtMission, hunt.ID)
	g.newInst(t, "Lopez", 1, ZAboard, exc.ID)
	g.restartOrders()
	choose(t, g, "Use Invasive Drone")
	d := expectDecision(t, g, 0, KindSelect)
	if !hasOption(d, "Borg Sphere") || !hasOption(d, "U.S.S. Excelsior (Player 2's ship)") {
		t.Fatalf("any ship at the mission, saying whose: %q", labels(d))
	}
	choose(t, g, "U.S.S. Excelsior")
	d = expectDecision(t, g, 0, KindSelect)
	if !hasOption(d, "Research Drone on Hunt Alien") || !hasOption(d, "Calibration Drone aboard Borg Sphere") || hasOption(d, "Lopez") {
		t.Fatalf("your personnel from anywhere at the mission, none of the opponent's: %q", labels(d))
	}
	// Personnel only: equipment there stays (Rulings: Beaming to Abnormal
	// Locations — the text moves personnel, not whatever could beam).
	if hasOption(d, "Hypospray") {
		t.Fatalf("equipment is not personnel: %q", labels(d))
	}
	choose(t, g, "Research Drone", "Calibration Drone")
	for _, name := range []string{"Research Drone", "Calibration Drone"} {
		c := find(t, g, name)
		if c.Zone != ZAboard || c.Where != exc.ID || c.Controller != 0 {
			t.Errorf("%s should be aboard the opponent's Excelsior under Player 1's command: %s %d", name, c.Zone, c.Where)
		}
	}
	// The opponent sees them as face-down cards aboard its ship.
	v := g.View(1)
	var aboard []CardView
	for _, m := range v.Players[0].Missions {
		for _, s := range m.Ships {
			if s.ID == exc.ID {
				aboard = s.Aboard
			}
		}
	}
	concealed := 0
	for _, cv := range aboard {
		if cv.Concealed {
			concealed++
		}
	}
	if concealed != 2 {
		t.Errorf("the two drones are face down to the opponent: %+v", aboard)
	}
}
