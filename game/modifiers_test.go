package game

import (
	"strings"
	"testing"
)

func statsOfCard(t *testing.T, g *Game, name string) Stats {
	t.Helper()
	return g.stats(find(t, g, name).ID)
}

// Glossary: modifications (modify) — continuous modifiers from personnel in
// play, recomputed from the state: Computation Drone (each of your other
// Borg present is Cunning +1) and Opposition Drone (Strength +1).
func TestBorgDronesModifyOtherBorgPresent(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
        surface: [Computation Drone, Opposition Drone, Research Drone]
        ships: [{card: Borg Sphere, aboard: [Cartography Drone]}]
    deck: [Research Drone]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	r := statsOfCard(t, g, "Research Drone")
	if r.Cunning != 6 || r.Strength != 6 {
		t.Fatalf("Research Drone 5/5 with both drones present: want Cunning 6 Strength 6, got %d/%d", r.Cunning, r.Strength)
	}
	if c := statsOfCard(t, g, "Computation Drone"); c.Cunning != 6 || c.Strength != 6 {
		t.Fatalf("Computation Drone does not boost itself (6), gets Opposition's Strength: got C%d S%d", c.Cunning, c.Strength)
	}
	if c := statsOfCard(t, g, "Cartography Drone"); c.Cunning != 5 {
		t.Fatalf("aboard a ship is not present with the headquarters: Cunning %d", c.Cunning)
	}
	// A stopped drone's text cannot be used (Glossary: stopped).
	find(t, g, "Computation Drone").Stopped = true
	if r := statsOfCard(t, g, "Research Drone"); r.Cunning != 5 {
		t.Fatalf("stopped Computation Drone still modifies: Cunning %d", r.Cunning)
	}
	v := g.View(0)
	found := false
	for _, c := range v.Players[0].Missions[0].Surface {
		if c.Name == "Research Drone" && len(c.Modifiers) == 1 && c.Modifiers[0] == "Opposition Drone: Strength +1" {
			found = true
		}
	}
	if !found {
		t.Fatalf("the view should list the modifier applying to Research Drone: %+v", v.Players[0].Missions[0].Surface)
	}
}

// Rulebook: Skills — a skill a personnel has gained is a skill like a
// printed one. Kahlest (1S300) raises the Cunning of her other Klingons
// present who have Honor, so a Klingon who gained Honor gets it too:
// borrowed from a personnel in the discard pile with The Promise (1S143,
// until the end of the dilemma). A Borg who gained Honor from a skill
// named with the Borg Queen's order is no Klingon (Glossary: species).
func TestKahlestCountsGainedHonor(t *testing.T) {
	t.Run("named skill", func(t *testing.T) {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
        surface: [Kahlest, Borg Queen Bringer of Order, Research Drone]
    deck: [Research Drone, Research Drone]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
		before := statsOfCard(t, g, "Research Drone").Cunning
		choose(t, g, "Use Borg Queen")
		choose(t, g, "Honor")
		s := statsOfCard(t, g, "Research Drone")
		if s.Skills.Level("Honor") != 1 || s.Cunning != before {
			t.Fatalf("Research Drone gained Honor but is a Borg: Cunning %d, got %d (%+v)", before, s.Cunning, s.Skills)
		}
		if m := g.modifiersOn(find(t, g, "Research Drone").ID); len(m) != 1 || !strings.HasPrefix(m[0], "Borg Queen") {
			t.Errorf("only the named skill applies to Research Drone: %q", m)
		}
	})
	t.Run("borrowed skills", func(t *testing.T) {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
        surface: [Dokar, Kahlest]
    hand: [The Promise]
    discard: [T'vis]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Triage]
    deck: [Lopez]
`)
		choose(t, g, "Attempt Khitomer")
		choose(t, g, "Triage")
		for g.Pending().Kind == KindRespond && !hasOption(g.Pending(), "Play The Promise") {
			choose(t, g, "Pass")
		}
		choose(t, g, "Play The Promise")
		choose(t, g, "Dokar")
		choose(t, g, "T'vis")
		// Dokar: Cunning 4, + T'vis's 5, + 1 from Kahlest for the Honor gained.
		if s := statsOfCard(t, g, "Dokar"); s.Skills.Level("Honor") != 1 || s.Cunning != 4+5+1 {
			t.Fatalf("Dokar borrowed Honor: Cunning 10, got %d (%+v)", s.Cunning, s.Skills)
		}
	})
}

// Letek (7C082) and Mordoc (7C086): conditions on score and hand size.
func TestLetekAndMordocConditions(t *testing.T) {
	text := func(score, hand string) string {
		return `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Letek, Mordoc]
    score: ` + score + `
    hand: ` + hand + `
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation", completed: false}]
    score: 10
    hand: [Lopez]
    deck: [Lopez]
`
	}
	g := startScenario(t, text("15", "[Dokar, Dokar]"))
	l := statsOfCard(t, g, "Letek")
	if l.Integrity != 4 || l.Cunning != 6 || l.Strength != 7 || l.Skills.Level("Medical") != 1 || l.Skills.Level("Treachery") != 2 {
		t.Errorf("Letek with a higher score: attributes +1, gains Medical and Treachery; got %+v", l)
	}
	m := statsOfCard(t, g, "Mordoc")
	if m.Integrity != 4 || m.Skills.Level("Transporters") != 1 {
		t.Errorf("Mordoc with more cards in hand: attributes +1, gains Transporters; got %+v", m)
	}
	g = startScenario(t, text("10", "[Dokar]"))
	if l := statsOfCard(t, g, "Letek"); l.Integrity != 3 || l.Skills.Level("Medical") != 0 {
		t.Errorf("equal score: no bonus; got %+v", l)
	}
	if m := statsOfCard(t, g, "Mordoc"); m.Integrity != 3 || m.Skills.Level("Transporters") != 0 {
		t.Errorf("equal hands: no bonus; got %+v", m)
	}
}

// Seven of Nine, Representative of the Hive (3S139): while facing a dilemma she is Strength +2 and gains
// Security — so Kolaran Raiders may choose her to be stopped.
func TestSevenOfNineWhileFacing(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Seven of Nine Representative of the Hive, Calibration Drone]
    deck: [Research Drone]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Kolaran Raiders]
    deck: [Dokar]
`)
	if s := statsOfCard(t, g, "Seven of Nine Representative of the Hive"); s.Strength != 6 || s.Skills.Level("Security") != 0 {
		t.Fatalf("not facing a dilemma: printed stats, got %+v", s)
	}
	choose(t, g, "Attempt Hunt Alien")
	choose(t, g, "Kolaran Raiders")
	d := expectDecision(t, g, 0, KindSelect)
	if len(d.Options) != 1 || d.Options[0].Label != "Seven of Nine, Representative of the Hive" {
		t.Fatalf("only Seven (gaining Security) can be chosen: %q", labels(d))
	}
	if s := statsOfCard(t, g, "Seven of Nine Representative of the Hive"); s.Strength != 8 || s.Skills.Level("Security") != 1 {
		t.Fatalf("facing: Strength 8 and Security, got %+v", s)
	}
}

// Orion Interceptor (17V087): Range +2 while you command another ship costing 6 or
// more; Weapons and Shields +4 at a mission worth 40 or more points.
func TestOrionInterceptorModifiers(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        ships: [{card: Orion Interceptor}, {card: U.S.S. Sovereign}]
      - card: Wormhole Negotiations
        ships: [{card: Orion Interceptor}]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	ois := findAll(g, "Orion Interceptor")
	home, away := ois[0], ois[1]
	if r := g.shipRange(home.ID); r != 8 {
		t.Errorf("with the Sovereign (cost 6) in play: Range 6+2, got %d", r)
	}
	if w, s := g.shipWeapons(away.ID), g.shipShields(away.ID); w != 10 || s != 10 {
		t.Errorf("at Wormhole Negotiations (45 points): Weapons and Shields 10, got %d/%d", w, s)
	}
	if w := g.shipWeapons(home.ID); w != 6 {
		t.Errorf("at Earth: Weapons 6, got %d", w)
	}
}
