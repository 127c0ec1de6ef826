package game

import "testing"

// Glossary: stopped — who may consider a stopped card. Its controller's
// text and rules never; the opponent's text not during the controller's
// turn, but yes during the opponent's own turn.
func TestConsidersStoppedCards(t *testing.T) {
	g := startScenario(t, ordersScenario) // Player 1's turn
	davies := find(t, g, "Davies")        // Player 1's, stopped
	lopez := find(t, g, "Lopez")          // Player 1's, unstopped
	dokar := find(t, g, "Dokar")          // Player 2's
	cases := []struct {
		name   string
		by     Player
		id     int
		active Player
		stop   bool
		want   bool
	}{
		{"unstopped, its controller", 0, lopez.ID, 0, false, true},
		{"unstopped, the opponent", 1, lopez.ID, 0, false, true},
		{"stopped, its controller on its turn", 0, davies.ID, 0, true, false},
		{"stopped, the opponent on the controller's turn", 1, davies.ID, 0, true, false},
		{"stopped, its controller on the opponent's turn", 1, dokar.ID, 0, true, false},
		{"stopped, the opponent on the opponent's turn", 0, dokar.ID, 0, true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g.active = c.active
			g.cards[c.id].Stopped = c.stop
			if got := g.considers(c.by, c.id); got != c.want {
				t.Errorf("considers(%s, %s) = %v, want %v", c.by, g.cardName(c.id), got, c.want)
			}
		})
	}
}

// passWindows answers every response window with Pass until another kind
// of decision (or none) is pending, and reports whether any offered option
// contained text.
func passWindows(t *testing.T, g *Game, text string) (offered bool) {
	t.Helper()
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		offered = offered || hasOption(d, text)
		choose(t, g, "Pass")
	}
	return offered
}

// Glossary: stopped — another card's text cannot affect your stopped ship:
// Render Assistance cannot make a stopped ship join an engagement, so its
// Shields do not count.
func TestStoppedShipCannotJoinEngagement(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: I.K.S. Vor'cha, aboard: [K'nera, Kahmis, Vorax, Kroval]}]
    core: ["Cry \"Havoc!\""]
    deck: [Dokar]
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Fissure Research
    hand: [Render Assistance]
    deck: [Lopez]
`)
	m := find(t, g, "Military Exercises")
	exc := g.newInst(t, "U.S.S. Excelsior", 1, ZAtMission, m.ID)
	neb := g.newInst(t, "U.S.S. Nebula", 1, ZAtMission, m.ID)
	neb.Stopped = true
	for _, n := range []string{"Lopez", "Mills", "Davies"} {
		g.newInst(t, n, 1, ZAboard, exc.ID)
	}
	for _, n := range []string{"Rixx", "Altman", "Daniel Kwan"} {
		g.newInst(t, n, 1, ZAboard, neb.ID)
	}
	g.restartOrders()
	choose(t, g, "Use Cry \"Havoc!\"")
	choose(t, g, "I.K.S. Vor'cha against U.S.S. Excelsior")
	if passWindows(t, g, "Render Assistance") {
		t.Fatal("Render Assistance offered with only a stopped ship to join")
	}
	// Weapons 9 against the Excelsior's Shields 7 alone.
	if !hasEvent(g, "Weapons 9 against Shields 7") {
		t.Fatalf("the stopped Nebula must not add its Shields: %v", lastEvents(g, 5))
	}
}

// Glossary: stopped — the characteristics of your stopped cards cannot be
// used: a stopped ship costing 6 does not satisfy Orion Interceptor's
// condition, a stopped personnel you command but do not own does not
// lower Acclimation Drone's cost.
func TestStoppedCardsDoNotCountForConditions(t *testing.T) {
	cases := []struct {
		name    string
		stopped bool
	}{{"unstopped", false}, {"stopped", true}}
	for _, c := range cases {
		t.Run("Orion Interceptor, other ship "+c.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        ships: [{card: Orion Interceptor}, {card: U.S.S. Sovereign, stopped: `+map[bool]string{true: "true", false: "false"}[c.stopped]+`}]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
			want := 8
			if c.stopped {
				want = 6
			}
			if r := g.shipRange(find(t, g, "Orion Interceptor").ID); r != want {
				t.Errorf("Orion Interceptor Range %d, want %d", r, want)
			}
		})
		t.Run("Acclimation Drone, personnel not owned "+c.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
counters: 1
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        ships: [{card: Borg Cube, aboard: [Research Drone, {card: Lopez, owner: 2, stopped: `+map[bool]string{true: "true", false: "false"}[c.stopped]+`}]}]
    hand: [Acclimation Drone]
    deck: [Research Drone]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			if offered := hasOption(g.Pending(), "Play Acclimation Drone"); offered == c.stopped {
				t.Errorf("one counter left: Acclimation Drone offered=%v (%q)", offered, labels(g.Pending()))
			}
		})
	}
}

// Glossary: stopped — Invasive Drone's text cannot move your stopped
// personnel.
func TestInvasiveDroneLeavesStoppedPersonnel(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
        surface: [Invasive Drone, Research Drone, {card: Calibration Drone, stopped: true}]
        ships: [Borg Sphere]
    deck: [Research Drone]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	choose(t, g, "Use Invasive Drone")
	d := expectDecision(t, g, 0, KindSelect)
	if hasOption(d, "Calibration Drone") || !hasOption(d, "Research Drone") {
		t.Fatalf("only unstopped personnel may be placed aboard: %q", labels(d))
	}
}

// Glossary: stopped — on your own turn your text includes an opponent's
// stopped personnel when it can: a combat you begin involves them, and
// their Strength counts; your own stopped personnel stay out.
func TestOpponentsStoppedPersonnelInYourCombat(t *testing.T) {
	lib := testLibWith(t, brawlCard)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
        surface: [Kahmis, {card: Dokar, stopped: true}, {card: Elizabeth Shelby, controller: 2, stopped: true}]
    core: [Test Brawl]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	choose(t, g, "Use Test Brawl")
	choose(t, g, "Combat at Khitomer Investigation")
	// Kahmis's Strength 7 alone against the stopped Shelby's 5.
	if !hasEvent(g, "Combat: Strength 7 against 5.") {
		t.Fatalf("combat totals: %v", lastEvents(g, 5))
	}
}
