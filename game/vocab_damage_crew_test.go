package game

import "testing"

const crewDamagePosition = `
seed: 1
active: 2
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
    core: [Disable Sensors]
    deck: [Vorax]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Explore Black Cluster
        ships: [{card: U.S.S. Excelsior, aboard: [Lopez, Mills, Davies]}]
    deck: [Rixx]
`

// TestDamageBarsCrewAttempts: a damage card whose damage effect bars the
// crew of its ship from attempting (Disable Sensors) takes the space
// mission attempt away from that ship's personnel; once the damage card
// is removed they may attempt again. Rulebook: Damage (a card placed as
// damage keeps only its damage effect); Glossary: mission attempt.
func TestDamageBarsCrewAttempts(t *testing.T) {
	g := startScenario(t, crewDamagePosition)
	ship := find(t, g, "U.S.S. Excelsior")
	mission := find(t, g, "Explore Black Cluster")
	ben := Player(1)
	offered := func() bool {
		for _, a := range g.attemptActions(nil, ben) {
			if a.Target == mission.ID {
				return true
			}
		}
		return false
	}
	if !offered() {
		t.Fatal("without damage the crew should be offered the attempt")
	}
	sensors := find(t, g, "Disable Sensors")
	g.place(sensors.ID, ZDamage, ship.ID)
	if !g.crewCannotAttempt(ship.ID) {
		t.Fatal("the damage card should bar the crew")
	}
	if offered() {
		t.Error("the crew of the damaged ship is still offered the attempt")
	}
	if got := g.attemptShips(ben, mission.ID); len(got) != 0 {
		t.Errorf("attempt ships %v, want none", got)
	}
	if got := g.shipAttempters(ben, ship.ID); len(got) != 0 {
		t.Errorf("attempters %v, want none", got)
	}
	g.place(sensors.ID, ZDiscard, 0)
	if !offered() {
		t.Error("with the damage card gone the crew should attempt again")
	}
}
