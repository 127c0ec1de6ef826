package game

import "testing"

// Cards encoded before the printed text was at hand, checked against it
// and corrected.

// Equipment Malfunction (1S025): every piece of the facing player's
// equipment with the personnel facing it returns to its owner's hand;
// equipment elsewhere is not involved (Rulebook: Facing Dilemmas).
func TestEquipmentMalfunctionReturnsAllEquipment(t *testing.T) {
	g := startScenario(t, `
seed: 2
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Hypospray]
      - card: Sensitive Search
        surface: [Kahmis, Vorax, "Bat'leth", Hypospray]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Equipment Malfunction]
    deck: [Lopez]
`)
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "Equipment Malfunction")
	passWindows(t, g, "")
	attemptOver(t, g)
	inHand := 0
	for _, c := range g.cards[1:] {
		if c.Card.Type == Equipment && c.Zone == ZHand {
			inHand++
		}
	}
	hq := find(t, g, "Qo'noS, Heart of the Empire")
	if inHand != 2 || len(hq.Surface) != 1 {
		t.Fatalf("%d equipment returned to hand (want the 2 at the attempt); %d cards left at headquarters", inHand, len(hq.Surface))
	}
}

// Cry "Havoc!" (1S083): the engagement must involve a Leadership
// personnel of yours aboard your ship; if you win, a random opposing
// personnel involved is killed (Rulebook: Engagements).
func TestCryHavocNeedsLeadershipAndKillsOnAWin(t *testing.T) {
	position := func(crew string) *Game {
		g := startScenario(t, `
seed: 4
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: I.K.S. Vor'cha, aboard: `+crew+`}]
    core: ["Cry \"Havoc!\""]
    deck: [Dokar]
  - missions:
      - card: "Earth, Cradle of the Federation"
    deck: [Lopez]
`)
		m := find(t, g, "Military Exercises")
		ship := g.newInst(t, "U.S.S. Nebula", 1, ZAtMission, m.ID)
		g.newInst(t, "Lopez", 1, ZAboard, ship.ID)
		g.newInst(t, "Mills", 1, ZAboard, ship.ID)
		g.restartOrders()
		return g
	}
	// Dokar (command), Vorax, Kroval and B'amara staff the ship; none has Leadership.
	if g := position("[Dokar, Vorax, Kroval, B'amara]"); hasOption(g.Pending(), "Use Cry") {
		t.Fatal("no Leadership personnel aboard: the engagement cannot begin")
	}
	g := position("[Dokar, Kahmis, Kroval, B'amara]")
	choose(t, g, "Use Cry")
	choose(t, g, "I.K.S. Vor'cha against U.S.S. Nebula")
	passWindows(t, g, "")
	// The Vor'cha's Weapons beat the Nebula's Shields.
	if !hasEvent(g, "Player 1 wins") {
		t.Fatalf("the initiator should win: %v", lastEvents(g, 6))
	}
	dead := 0
	for _, n := range []string{"Lopez", "Mills"} {
		if find(t, g, n).Zone == ZDiscard {
			dead++
		}
	}
	if dead != 1 {
		t.Fatalf("%d of the Nebula's crew killed, want 1 at random", dead)
	}
}

// Gowron, Leader of the High Council (1S297) downloads an Honor Klingon:
// a personnel who has Honor and is of the Klingon species.
func TestGowronDownloadsOnlyHonorKlingons(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Gowron Leader of the High Council]
    deck: [T'vis, "Worf, Son of Mogh", Rixx]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	choose(t, g, "Play Gowron")
	d := expectDecision(t, g, 0, KindSelect)
	if !hasOption(d, "Download T'vis") || !hasOption(d, "Download Worf") || hasOption(d, "Rixx") {
		t.Fatalf("only Honor Klingons: %q", labels(d))
	}
}

// Kitrik (1S303): when played, if you command a mission whose requirements
// name Science, you may draw a card — asked, since drawing is optional.
func TestKitrikDrawsWithAScienceMission(t *testing.T) {
	position := func(mission string) *Game {
		return startScenario(t, `
active: 1
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}, {card: `+mission+`}]
    hand: [Kitrik]
    deck: [Dokar, Kroval]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	}
	// Collect Sample requires Physics, 2 Science, Transporters, Cunning>34.
	g := position("Collect Sample")
	choose(t, g, "Play Kitrik")
	choose(t, g, "Use Kitrik")
	if len(g.players[0].Hand) != 1 {
		t.Fatalf("hand %d, want the drawn card", len(g.players[0].Hand))
	}
	// Brute Force requires no Science: nothing is offered.
	g = position("Brute Force")
	choose(t, g, "Play Kitrik")
	if d := g.Pending(); d.Kind != KindPlayDraw || len(g.players[0].Hand) != 0 {
		t.Fatalf("no Science mission: no draw (pending %s, hand %d)", d.Kind, len(g.players[0].Hand))
	}
}

// Equipment Malfunction (1S025) with equipment on the table: every piece
// of the facing player's equipment with the attempting personnel returns
// to its owner's hand; equipment elsewhere stays, and the dilemma is
// overcome (Rulebook: Facing Dilemmas; Glossary: Equipment).
func TestEquipmentMalfunctionReturnsEquipment(t *testing.T) {
	pos := planet(pile("Equipment Malfunction"), "B'amara", "Kahmis", "Kroval", "Hypospray", "Bat'leth")
	pos.hqCrew = []string{"Hypospray"}
	g := pos.start(t)
	m := missionInst(t, g, "Sensitive Search")
	hq := missionInst(t, g, "Qo'noS, Heart of the Empire")
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "Equipment Malfunction")
	attemptOver(t, g)
	hand := map[string]int{}
	for _, id := range g.players[ann].Hand {
		hand[g.cards[id].Card.Title]++
	}
	if hand["Hypospray"] != 1 || hand["Bat'leth"] != 1 {
		t.Fatalf("hand %v: want the Hypospray and the Bat'leth from the mission back", hand)
	}
	if n := len(g.cards[hq.ID].Surface); n != 1 || g.cards[g.cards[hq.ID].Surface[0]].Card.Title != "Hypospray" {
		t.Fatalf("the Hypospray at headquarters should stay: %d cards there", n)
	}
	wantBeneath(t, g, find(t, g, "Equipment Malfunction"), m)
}
