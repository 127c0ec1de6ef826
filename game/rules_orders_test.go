package game

import "testing"

const ordersScenario = `
active: 1
segment: orders
players:
  - missions:
      - card: Earth, Cradle of the Federation
        surface: [Elizabeth Shelby, Lopez, {card: Davies, stopped: true}]
        ships:
          - card: U.S.S. Galaxy
            aboard: [Rixx, Daniel Kwan, Altman, Mills]
          - card: U.S.S. Excelsior
      - card: Medical Relief
      - card: Explore Black Cluster
      - card: Changeling Research
    deck: [Lopez]
  - missions:
      - card: Qo'noS, Heart of the Empire
        ships:
          - card: I.K.S. K'Vort
            aboard: [Kahmis, Vorax, Kroval]
      - card: Sensitive Search
        surface: [Dokar]
    deck: [Dokar]
`

// Rulebook: Order – Beam personnel — the three ways, only unstopped cards,
// and a ship of yours must be at the mission.
func TestBeamThreeWays(t *testing.T) {
	g := startScenario(t, ordersScenario)
	expectDecision(t, g, 0, KindOrders)
	choose(t, g, "Beam personnel at Earth")
	d := expectDecision(t, g, 0, KindBeamRoute)
	for _, want := range []string{"From Earth, Cradle of the Federation to U.S.S. Galaxy", "From U.S.S. Galaxy to Earth", "From U.S.S. Galaxy to U.S.S. Excelsior"} {
		if !hasOption(d, want) {
			t.Errorf("route %q missing: %q", want, labels(d))
		}
	}
	if hasOption(d, "From U.S.S. Excelsior") {
		t.Error("nothing aboard the Excelsior to beam: no route from it")
	}
	choose(t, g, "From Earth, Cradle of the Federation to U.S.S. Galaxy")
	d = expectDecision(t, g, 0, KindBeamCards)
	if hasOption(d, "Davies") {
		t.Fatal("stopped personnel cannot be beamed")
	}
	if d.Min != 1 || d.Max != 2 {
		t.Fatalf("beam cards: want 1..2, got %d..%d", d.Min, d.Max)
	}
	choose(t, g, "Elizabeth Shelby", "Lopez")
	galaxy := find(t, g, "U.S.S. Galaxy")
	if len(galaxy.Aboard) != 6 || find(t, g, "Lopez").Zone != ZAboard {
		t.Fatalf("two personnel should be aboard (now %d)", len(galaxy.Aboard))
	}
	// Ship to ship.
	choose(t, g, "Beam personnel at Earth")
	choose(t, g, "From U.S.S. Galaxy to U.S.S. Excelsior")
	choose(t, g, "Lopez")
	if l := find(t, g, "Lopez"); l.Zone != ZAboard || l.Where != find(t, g, "U.S.S. Excelsior").ID {
		t.Fatal("Lopez should be aboard the Excelsior")
	}
	// Ship down to the headquarters.
	choose(t, g, "Beam personnel at Earth")
	choose(t, g, "From U.S.S. Excelsior to Earth")
	choose(t, g, "Lopez")
	if l := find(t, g, "Lopez"); l.Zone != ZSurface {
		t.Fatal("Lopez should be back on Earth")
	}
}

// Rulebook: Order – Beam personnel — no beaming where you have no ship, nor
// aboard an opponent's ship; nothing stands on a space mission.
func TestBeamNeedsYourShip(t *testing.T) {
	g := startScenario(t, ordersScenario)
	d := expectDecision(t, g, 0, KindOrders)
	if hasOption(d, "Beam personnel at Qo'noS") || hasOption(d, "Beam personnel at Sensitive Search") {
		t.Fatalf("no ship of Player 1 there: %q", labels(d))
	}
}

// Rulebook: Order – Move a ship — staffed (command may stand in for staff),
// range = spans + 2 across quadrants, spent until end of turn.
func TestMoveShipRangeAndStaffing(t *testing.T) {
	g := startScenario(t, ordersScenario)
	d := expectDecision(t, g, 0, KindOrders)
	// Galaxy: command, staff, staff, staff; Rixx (command) + 3 staff aboard.
	if !hasOption(d, "Move U.S.S. Galaxy to Medical Relief (range 4 of 8) from Earth, Cradle of the Federation") {
		t.Fatalf("Galaxy Earth(2)→Medical Relief(2) costs 4: %q", labels(d))
	}
	// Changeling Research is in the Gamma Quadrant: 2 + 2 + 2 = 6.
	if !hasOption(d, "to Changeling Research (range 6 of 8)") {
		t.Fatalf("crossing quadrants adds 2: %q", labels(d))
	}
	if hasOption(d, "Move U.S.S. Excelsior") {
		t.Fatal("an empty ship is not staffed and cannot move")
	}
	choose(t, g, "Move U.S.S. Galaxy to Medical Relief")
	galaxy := find(t, g, "U.S.S. Galaxy")
	if galaxy.Where != find(t, g, "Medical Relief").ID || g.rangeLeft(galaxy.ID) != 4 {
		t.Fatalf("Galaxy should be at Medical Relief with 4 range left, has %d", g.rangeLeft(galaxy.ID))
	}
	// 4 left: Medical Relief(2) → Explore Black Cluster(4) needs 6.
	if hasOption(g.Pending(), "Move U.S.S. Galaxy to Explore Black Cluster") {
		t.Fatal("not enough range left")
	}
	if !hasOption(g.Pending(), "Move U.S.S. Galaxy to Earth, Cradle of the Federation (range 4 of 4) from Medical Relief") {
		t.Fatalf("exactly enough range must be allowed: %q", labels(g.Pending()))
	}
}

// Rulebook: Order – Move a ship — two missions of one region are two
// range closer.
func TestMoveCostRegion(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions: [{card: "Earth, Cradle of the Federation"}, {card: "Earth, Home of Starfleet Command"}, {card: Investigate Destruction}]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`)
	a, b, c := find(t, g, "Earth, Cradle of the Federation"), find(t, g, "Earth, Home of Starfleet Command"), find(t, g, "Investigate Destruction")
	if got := g.moveCost(a.ID, b.ID); got != 2 {
		t.Errorf("two span-2 missions in Sector 001: want 2, got %d", got)
	}
	if got := g.moveCost(a.ID, c.ID); got != 5 {
		t.Errorf("different regions: want 2+3=5, got %d", got)
	}
}

// Rulebook: Order – Move a ship — staffing: each personnel gives one icon;
// command stands in for staff but not the reverse; a personnel of the
// ship's affiliation must be aboard; stopped personnel do not staff.
func TestStaffing(t *testing.T) {
	cases := []struct {
		name   string
		ship   string
		aboard string
		want   bool
	}{
		{"galaxy full", "U.S.S. Galaxy", "[Rixx, Lopez, Mills, Davies]", true},
		{"command for staff", "U.S.S. Galaxy", "[Rixx, Elizabeth Shelby, Mills, Davies]", true},
		{"staff cannot be command", "U.S.S. Galaxy", "[Lopez, Mills, Davies, Daniel Kwan]", false},
		{"one short", "U.S.S. Galaxy", "[Rixx, Mills, Davies]", false},
		{"stopped do not staff", "U.S.S. Galaxy", "[Rixx, Lopez, Mills, {card: Davies, stopped: true}]", false},
		{"no federation aboard", "U.S.S. Excelsior", "[Rabal, Rabal, Rabal]", false},
		{"one federation enough", "U.S.S. Excelsior", "[Rabal, Rabal, Lopez]", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        ships: [{card: "`+c.ship+`", aboard: `+c.aboard+`}]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`)
			if got := g.staffed(find(t, g, c.ship).ID); got != c.want {
				t.Fatalf("staffed = %v, want %v", got, c.want)
			}
		})
	}
}

// Rulebook: General rules on executing orders — a stopped ship cannot
// execute orders.
func TestStoppedShipCannotMove(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        ships: [{card: U.S.S. Excelsior, stopped: true, aboard: [Lopez, Mills, Davies]}]
      - card: Medical Relief
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`)
	if d := g.Pending(); hasOption(d, "Move U.S.S. Excelsior") || hasOption(d, "Beam") {
		t.Fatalf("stopped ship offered orders: %q", labels(d))
	}
}

// Rulebook: 3. Discard Excess Cards — at the end of the turn every stopped
// card is unstopped and every ship's range restored.
func TestEndOfTurnUnstopsAndRestoresRange(t *testing.T) {
	g := startScenario(t, ordersScenario)
	choose(t, g, "Move U.S.S. Galaxy to Medical Relief")
	choose(t, g, "End Execute Orders")
	if g.Active() != 1 {
		t.Fatal("turn should pass")
	}
	if find(t, g, "Davies").Stopped {
		t.Error("Davies should be unstopped at the end of the turn")
	}
	if g.rangeLeft(find(t, g, "U.S.S. Galaxy").ID) != 8 {
		t.Error("range should be restored")
	}
	expectDecision(t, g, 1, KindPlayDraw)
	if g.Counters() != 7 || g.Turn() != 2 {
		t.Fatalf("new turn: counters %d turn %d", g.Counters(), g.Turn())
	}
}

// Rulebook: Present — cards on the same planet or headquarters, or aboard
// the same ship; aboard a ship at a planet is not present with the planet.
func TestPresent(t *testing.T) {
	g := startScenario(t, ordersScenario)
	shelby, lopez, rixx := find(t, g, "Elizabeth Shelby"), find(t, g, "Lopez"), find(t, g, "Rixx")
	kwan := find(t, g, "Daniel Kwan")
	if !g.arePresent(shelby.ID, lopez.ID) || !g.arePresent(rixx.ID, kwan.ID) {
		t.Error("same stack / same ship should be present")
	}
	if g.arePresent(shelby.ID, rixx.ID) {
		t.Error("aboard a ship at the headquarters is not present with the headquarters stack")
	}
	if n := len(g.present(rixx.ID)); n != 3 {
		t.Errorf("Rixx is present with 3 others aboard, got %d", n)
	}
}
