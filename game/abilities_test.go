package game

import (
	"slices"
	"strings"
	"testing"
)

// Rulebook: Download; Glossary – playing a card step 9 (on-play responses)
// — Gowron, Leader of the High Council (1S297) may download a personnel who has Honor: search, reveal, into
// hand, shuffle; taking nothing is allowed.
func TestGowronDownloadsHonorPersonnel(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Gowron Leader of the High Council]
    deck: [Dokar, T'vis, Kroval, Meraht]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	choose(t, g, "Play Gowron")
	d := expectDecision(t, g, 0, KindSelect)
	if hasOption(d, "Dokar") || hasOption(d, "Kroval") || !hasOption(d, "Download T'vis") || !hasOption(d, "Download Meraht") || !hasOption(d, "Download nothing") {
		t.Fatalf("only Honor personnel (T'vis, Meraht) or nothing: %q", labels(d))
	}
	choose(t, g, "Download T'vis")
	if find(t, g, "T'vis").Zone != ZHand || len(g.players[0].Deck) != 3 {
		t.Fatal("T'vis should be in hand")
	}
	if !hasEvent(g, "downloads T'vis") {
		t.Fatal("a download is revealed to all")
	}
	expectDecision(t, g, 0, KindPlayDraw)
}

// D'Arsay Archive (1S084): the hand goes, shuffled, under the deck and as
// many cards are drawn; the event is then destroyed.
func TestDArsayArchiveCyclesTheHand(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: ["D'Arsay Archive", Dokar, Kahmis]
    deck: [Vorax, Kroval, T'vis]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	choose(t, g, "Play D'Arsay Archive")
	ps := g.players[0]
	var hand []string
	for _, id := range ps.Hand {
		hand = append(hand, g.cards[id].Card.Title)
	}
	slices.Sort(hand)
	if strings.Join(hand, ",") != "Kroval,Vorax" || len(ps.Deck) != 3 || find(t, g, "D'Arsay Archive").Zone != ZDiscard {
		t.Fatalf("hand %v, deck %d, archive in %s", hand, len(ps.Deck), find(t, g, "D'Arsay Archive").Zone)
	}
}

// Rulebook: Paying costs (cost modification) — Acclimation Drone (3C118) is cost
// -1 for each personnel you command but do not own.
func TestAcclimationDroneCostReduction(t *testing.T) {
	g := startScenario(t, `
active: 1
counters: 1
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        ships: [{card: Borg Cube, aboard: [Research Drone, {card: Lopez, owner: 2}]}]
    hand: [Acclimation Drone]
    deck: [Research Drone]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	if !hasOption(g.Pending(), "Play Acclimation Drone (cost 1) at Unicomplex, Root of the Hive Mind") {
		t.Fatalf("cost 2 - 1 for Lopez (commanded, not owned): %q", labels(g.Pending()))
	}
	choose(t, g, "Play Acclimation Drone")
	if g.Counters() != 0 {
		t.Fatalf("paid 1, counters left %d", g.Counters())
	}
}

// Unicomplex, Root of the Hive Mind (3S110): its player commands no other
// headquarters mission — so no card
// is played at your other headquarters.
func TestUnicomplexForbidsOtherHeadquarters(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Unicomplex, Root of the Hive Mind"}, {card: "Qo'noS, Heart of the Empire"}]
    hand: [Dokar, Research Drone]
    deck: [Research Drone]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	d := g.Pending()
	if hasOption(d, "Play Dokar") || !hasOption(d, "Play Research Drone (cost 1) at Unicomplex") {
		t.Fatalf("Qo'noS is not yours to play at while you command Unicomplex: %q", labels(d))
	}
}

const borgOrders = `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
        surface: [Borg Queen Bringer of Order, Calibration Drone, Invasive Drone, Research Drone]
        ships: [{card: Borg Sphere, aboard: [Transwarp Drone, Cartography Drone, Opposition Drone, Computation Drone]}]
      - card: Hunt Alien
    hand: [Research Drone, Research Drone]
    deck: [Seven of Nine Representative of the Hive, Borg Cube, Research Drone, Research Drone, Research Drone]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`

// Rulebook: Order actions on cards — Borg Queen, Bringer of Order (3S122): discard the top card of
// your deck (cost, paid first) to name a skill each of your Borg gains
// until the end of the turn; once each turn.
func TestBorgQueenNamesSkill(t *testing.T) {
	g := startScenario(t, borgOrders)
	choose(t, g, "Use Borg Queen")
	if find(t, g, "Seven of Nine Representative of the Hive").Zone != ZDiscard {
		t.Fatal("the cost is paid first: the top card is discarded")
	}
	choose(t, g, "Diplomacy")
	for _, name := range []string{"Research Drone", "Transwarp Drone", "Borg Queen Bringer of Order"} {
		if statsOfCard(t, g, name).Skills.Level("Diplomacy") != 1 {
			t.Errorf("%s should gain Diplomacy", name)
		}
	}
	if hasOption(g.Pending(), "Use Borg Queen") {
		t.Fatal("only once each turn")
	}
	choose(t, g, "End Execute Orders")
	if statsOfCard(t, g, "Research Drone").Skills.Level("Diplomacy") != 0 {
		t.Fatal("the gain lasts until the end of the turn")
	}
}

// Calibration Drone (3S124): discard itself to put your hand under your deck and
// draw as many.
func TestCalibrationDroneCyclesHand(t *testing.T) {
	g := startScenario(t, borgOrders)
	choose(t, g, "Use Calibration Drone")
	if find(t, g, "Calibration Drone").Zone != ZDiscard {
		t.Fatal("Calibration Drone goes to the discard pile as the cost")
	}
	ps := g.players[0]
	if len(ps.Hand) != 2 || len(ps.Deck) != 5 || g.cards[ps.Hand[0]].Card.Title != "Seven of Nine" {
		t.Fatalf("hand of 2 under the deck, 2 drawn from the top: hand %v deck %d", g.names(ps.Hand), len(ps.Deck))
	}
}

// Invasive Drone (3C131): return to hand to place any of your personnel at this
// mission aboard a ship there.
func TestInvasiveDroneBoardsShip(t *testing.T) {
	g := startScenario(t, borgOrders)
	choose(t, g, "Use Invasive Drone")
	if find(t, g, "Invasive Drone").Zone != ZHand {
		t.Fatal("the drone returns to hand as the cost")
	}
	choose(t, g, "Borg Queen Bringer of Order", "Research Drone")
	sphere := find(t, g, "Borg Sphere")
	if q := find(t, g, "Borg Queen Bringer of Order"); q.Zone != ZAboard || q.Where != sphere.ID {
		t.Fatal("the Queen should be aboard the Sphere")
	}
}

// Transwarp Drone (3C140): if aboard a ship, return to hand to make that ship
// Range +2 until the end of the turn.
func TestTranswarpDroneRange(t *testing.T) {
	g := startScenario(t, borgOrders)
	sphere := find(t, g, "Borg Sphere")
	choose(t, g, "Use Transwarp Drone")
	if g.shipRange(sphere.ID) != 11 || find(t, g, "Transwarp Drone").Zone != ZHand {
		t.Fatalf("Sphere Range 9+2, got %d", g.shipRange(sphere.ID))
	}
	choose(t, g, "End Execute Orders")
	if g.shipRange(sphere.ID) != 9 {
		t.Fatal("the bonus ends with the turn")
	}
}

// Interlink (Research Drone, 3C137): while attempting, discard the top card of
// your deck so each of your Borg gains Physics until the end of the
// attempt — offered in the window before a dilemma's actions.
func TestInterlinkDuringAttempt(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Research Drone, Calibration Drone]
    deck: [Seven of Nine Representative of the Hive, Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Kolaran Raiders]
    deck: [Dokar]
`)
	choose(t, g, "Attempt Hunt Alien")
	choose(t, g, "Kolaran Raiders")
	d := expectDecision(t, g, 0, KindRespond)
	if !hasOption(d, "Use Research Drone") || !hasOption(d, "Pass") {
		t.Fatalf("Interlink offered before the dilemma's actions: %q", labels(d))
	}
	choose(t, g, "Use Research Drone")
	if statsOfCard(t, g, "Calibration Drone").Skills.Level("Physics") != 1 {
		t.Fatal("each of your Borg gains Physics")
	}
	// Once per dilemma: the window closes; Kolaran Raiders finds nobody with
	// Leadership or Security, so a random personnel is killed; then the
	// window before the requirements offers Interlink again.
	d = expectDecision(t, g, 0, KindRespond)
	if !strings.HasPrefix(d.Prompt, "Before checking") {
		t.Fatalf("Interlink is once per dilemma; next should be the requirements window: %q", d.Prompt)
	}
	if !hasEvent(g, "killed") {
		t.Fatal("Kolaran Raiders should have killed a random personnel")
	}
	choose(t, g, "Pass")
	expectDecision(t, g, 0, KindOrders)
	for _, c := range findAll(g, "Calibration Drone") {
		if g.stats(c.ID).Skills.Level("Physics") != 0 {
			t.Fatal("the gain ends with the attempt")
		}
	}
}

// Salvaging the Wreckage (2C060): up to four personnel and ships from your discard
// pile to the bottom of the deck in the order chosen; the event is removed
// from the game.
func TestSalvagingTheWreckage(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Unicomplex, Root of the Hive Mind"}]
    hand: [Salvaging the Wreckage]
    deck: [Research Drone]
    discard: [Borg Cube, Seven of Nine Representative of the Hive, Borg Queen Bringer of Order, Calibration Drone, Cartography Drone, "Cry \"Havoc!\""]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	choose(t, g, "Play Salvaging the Wreckage")
	d := expectDecision(t, g, 0, KindSelect)
	if d.Max != 4 || hasOption(d, "Havoc") {
		t.Fatalf("up to four personnel and ships: max %d %q", d.Max, labels(d))
	}
	choose(t, g, "Borg Cube", "Seven of Nine Representative of the Hive")
	deck := g.players[0].Deck
	if len(deck) != 3 || g.cardName(deck[1]) != "Borg Cube" || g.cardName(deck[2]) != "Seven of Nine, Representative of the Hive" {
		t.Fatalf("bottom of the deck in pick order: %s", g.names(deck))
	}
	if find(t, g, "Salvaging the Wreckage").Zone != ZRemoved {
		t.Fatal("the event is removed from the game")
	}
}

// Adapt (3U069): as your Borg personnel face a dilemma a copy of which is
// overcome at a mission you command, prevent and overcome it.
func TestAdaptPreventsDilemma(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Research Drone, Calibration Drone]
      - card: Salvage Borg Ship
        overcome: [Triage]
    hand: [Adapt]
    deck: [Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage]
    deck: [Dokar]
`)
	choose(t, g, "Attempt Hunt Alien")
	choose(t, g, "Triage")
	d := expectDecision(t, g, 0, KindRespond)
	if !hasOption(d, "Play Adapt") {
		t.Fatalf("Adapt should be offered: %q", labels(d))
	}
	choose(t, g, "Play Adapt")
	expectDecision(t, g, 0, KindRespond) // requirements window
	choose(t, g, "Pass")
	for _, tr := range findAll(g, "Triage") {
		if tr.Zone != ZBeneath {
			t.Fatalf("Triage should be overcome, is in %s", tr.Zone)
		}
	}
	if find(t, g, "Adapt").Zone != ZDiscard {
		t.Fatal("an interrupt is destroyed after resolving")
	}
	if find(t, g, "Research Drone").Stopped && !hasEvent(g, "do not meet") {
		t.Fatal("Triage's actions must not happen")
	}
	if hasEvent(g, "Selected:") {
		t.Fatal("Triage was prevented: nobody is selected")
	}
}

// Rulebook: Engagements; Interrupt — Cry "Havoc!" (1S083) begins an engagement;
// the non-active player is offered Render Assistance as it begins; Weapons
// against Shields; afterwards the initiator's ship and crew are stopped.
func TestCryHavocEngagementWithRenderAssistance(t *testing.T) {
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
	// Player 2's ships are at Player 1's mission.
	m := find(t, g, "Military Exercises")
	exc := g.newInst(t, "U.S.S. Excelsior", 1, ZAtMission, m.ID)
	neb := g.newInst(t, "U.S.S. Nebula", 1, ZAtMission, m.ID)
	for _, n := range []string{"Lopez", "Mills", "Davies"} {
		g.newInst(t, n, 1, ZAboard, exc.ID)
	}
	for _, n := range []string{"Rixx", "Altman", "Daniel Kwan"} {
		g.newInst(t, n, 1, ZAboard, neb.ID)
	}
	g.restartOrders()
	choose(t, g, "Use Cry \"Havoc!\"")
	if find(t, g, "Cry \"Havoc!\"").Zone != ZDiscard {
		t.Fatal("the event is destroyed as the cost")
	}
	choose(t, g, "I.K.S. Vor'cha against U.S.S. Excelsior")
	d := expectDecision(t, g, 1, KindRespond)
	if !hasOption(d, "Play Render Assistance") {
		t.Fatalf("the non-active player is offered Render Assistance: %q", labels(d))
	}
	choose(t, g, "Play Render Assistance")
	choose(t, g, "U.S.S. Nebula joins")
	// Weapons 9 against Shields 7 + 8 = 15: Player 1 does not win.
	if !hasEvent(g, "Weapons 9 against Shields 15: Player 2 wins.") {
		t.Fatalf("engagement result missing: %v", lastEvents(g, 6))
	}
	if !find(t, g, "I.K.S. Vor'cha").Stopped || !find(t, g, "K'nera").Stopped {
		t.Fatal("the initiator's ship and crew are stopped after the engagement")
	}
	if find(t, g, "U.S.S. Excelsior").Stopped {
		t.Fatal("the opponent's ships are not stopped")
	}
}

// Borg Cutting Beam (3S036): if you win, take command of a random opponent's
// personnel involved (onto your Borg ship; ownership unchanged) and place
// this event on their ship as damage (attributes -2).
func TestBorgCuttingBeamWins(t *testing.T) {
	g, exc, lopez := cuttingBeamPosition(t, "")
	choose(t, g, "Use Borg Cutting Beam")
	choose(t, g, "Borg Cube against U.S.S. Excelsior")
	// Weapons 12 > Shields 7.
	if lopez.Controller != 0 || lopez.Owner != 1 || lopez.Where != find(t, g, "Borg Cube").ID {
		t.Fatalf("Lopez should be commanded by Player 1 aboard the Cube (owner unchanged): controller %s where %d", lopez.Controller, lopez.Where)
	}
	beam := find(t, g, "Borg Cutting Beam")
	if beam.Zone != ZDamage || beam.Where != exc.ID || g.shipShields(exc.ID) != 5 {
		t.Fatalf("the event is damage on the Excelsior (Shields 7-2): zone %s shields %d", beam.Zone, g.shipShields(exc.ID))
	}
	if !find(t, g, "Borg Cube").Stopped {
		t.Fatal("the initiator's ship is stopped after the engagement")
	}
}

// Rulebook: Damage — a third damage card destroys the ship: the ship and
// the cards on it go to their owners' discard piles, dilemmas to the
// bottom of their owners' dilemma piles.
func TestThirdDamageDestroysShip(t *testing.T) {
	g, exc, lopez := cuttingBeamPosition(t, "[Triage, Wavefront]")
	mills := g.newInst(t, "Mills", 1, ZAboard, exc.ID)
	g.restartOrders()
	choose(t, g, "Use Borg Cutting Beam")
	choose(t, g, "Borg Cube against U.S.S. Excelsior")
	// Triage and Wavefront are damage cards without a damage effect, so
	// Shields are still 7 and the Cube (Weapons 12) wins.
	if exc.Zone != ZDiscard {
		t.Fatalf("third damage card: the Excelsior is destroyed, zone %s", exc.Zone)
	}
	if find(t, g, "Borg Cutting Beam").Zone != ZDiscard {
		t.Fatal("the damage event goes to its owner's discard pile")
	}
	for _, name := range []string{"Triage", "Wavefront"} {
		if c := find(t, g, name); c.Zone != ZDilemmaPile || !c.FaceUp {
			t.Fatalf("%s returns face up to the bottom of its owner's dilemma pile", name)
		}
	}
	taken, other := lopez, mills
	if mills.Controller == 0 {
		taken, other = mills, lopez
	}
	if taken.Zone != ZAboard || other.Zone != ZDiscard || other.Owner != 1 {
		t.Fatalf("the personnel taken is safe aboard the Cube; the other goes to its owner's discard pile: %s %s", taken.Zone, other.Zone)
	}
	if !hasEvent(g, "U.S.S. Excelsior is destroyed") {
		t.Fatal("destruction is logged")
	}
}

func cuttingBeamPosition(t *testing.T, damage string) (*Game, *Inst, *Inst) {
	t.Helper()
	if damage == "" {
		damage = "[]"
	}
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Assault on Species 8472
        ships:
          - {card: Borg Cube, aboard: [Research Drone, Calibration Drone, Cartography Drone, Opposition Drone, Computation Drone]}
          - {card: U.S.S. Excelsior, controller: 2, damage: `+damage+`}
    core: [Borg Cutting Beam]
    deck: [Research Drone]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	exc := find(t, g, "U.S.S. Excelsior")
	lopez := g.newInst(t, "Lopez", 1, ZAboard, exc.ID)
	g.restartOrders()
	return g, exc, lopez
}

// Glossary: actions — a prevented effect's costs stay paid: Adapt prevents
// a dilemma after its cost was counted against the limit, so the cost stays
// spent.
func TestPreventedDilemmaCostStaysSpent(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Research Drone, Calibration Drone, Opposition Drone]
      - card: Salvage Borg Ship
        overcome: [Authenticate Artifacts]
    hand: [Adapt]
    deck: [Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Authenticate Artifacts, Triage]
    deck: [Dokar]
`)
	choose(t, g, "Attempt Hunt Alien")
	choose(t, g, "Authenticate Artifacts", "Triage") // cost 2, then cost 1: limit 3
	choose(t, g, "Play Adapt")
	// Triage is faced next: 2 + 1 spent (1 if Authenticate Artifacts' cost
	// had been given back).
	if g.attempt == nil || g.attempt.dilemma != find(t, g, "Triage").ID || g.attempt.spent != 3 {
		t.Fatalf("the prevented dilemma's cost stays spent: %+v", g.attempt)
	}
}

// The Promise (1S143): a [Kli] personnel facing the dilemma takes on the
// skills and attributes of a [Kli] personnel in your discard pile while
// that dilemma lasts; a personnel of another affiliation in the discard
// pile is not offered.
func TestThePromise(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
        surface: [Dokar, Kroval]
    hand: [The Promise]
    discard: [Mora Pol, "K'nera"]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Triage]
    deck: [Lopez]
`)
	choose(t, g, "Attempt Khitomer")
	choose(t, g, "Triage")
	choose(t, g, "Play The Promise")
	choose(t, g, "Dokar")
	if hasOption(g.Pending(), "Mora Pol") {
		t.Fatal("Mora Pol is not a [Kli] personnel: not offered")
	}
	choose(t, g, "K'nera")
	expectDecision(t, g, 0, KindSelect) // Triage: choose Biology or Medical
	kn := g.lib.ByID("1S299")
	s := statsOfCard(t, g, "Dokar")
	if s.Cunning != 4+kn.Cunning || s.Skills.Level("Leadership") < kn.SkillLevel("Leadership") {
		t.Fatalf("Dokar gains K'nera's skills and attributes: %+v", s)
	}
	choose(t, g, "Dokar")
	if s := statsOfCard(t, g, "Dokar"); s.Cunning != 4 {
		t.Fatalf("the gain ends with the dilemma: Cunning %d", s.Cunning)
	}
}

// Glossary: actions — in a response window mandatory responses come
// first, beginning with the player whose turn it is; then the "prevent"
// round and the other optional responses, each player in turn responding
// or passing, until all pass in a row. Both players are asked in every
// optional round, holding a response or not (the other player must not
// learn which): Pass is always offered, first.
func TestResponseWindowOrder(t *testing.T) {
	g := startScenario(t, `
active: 2
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	var got []string
	used := map[string]bool{}
	resp := func(name string, mandatory bool) response {
		return response{action: action{Option{Label: name, Action: ActPlay}, func() { got = append(got, name); used[name] = true }}, mandatory: mandatory}
	}
	gather := func(p Player) []response {
		var out []response
		names := map[Player][]string{0: {"P1 must", "P1 may"}, 1: {"P2 must", "P2 must too", "P2 may"}}[p]
		for _, n := range names {
			if !used[n] {
				out = append(out, resp(n, strings.Contains(n, "must")))
			}
		}
		return out
	}
	g.pending = nil
	g.work = nil
	g.window(func() string { return "test" }, gather, nil)
	g.run()
	// Each step: who is asked, exactly what, and what they pick.
	steps := []struct {
		p       Player
		options string
		pick    string
	}{
		// Player 2 is active: its mandatory responses first; with two it
		// picks which. Then Player 1's one, and Player 2's last one: a
		// player with one mandatory response is not asked, it happens.
		{1, "P2 must,P2 must too", "P2 must too"},
		{1, "Pass", "Pass"}, // the prevent round: nobody has one, both asked
		{0, "Pass", "Pass"},
		{1, "Pass,P2 may", "Pass"}, // optional responses begin with the active player
		{0, "Pass,P1 may", "P1 may"},
		{1, "Pass,P2 may", "Pass"}, // Player 1 responded: passing starts over
		{0, "Pass", "Pass"},        // nothing left, asked all the same
	}
	for i, s := range steps {
		d := g.Pending()
		if d == nil || d.Kind != KindRespond || d.Player != s.p || strings.Join(labels(d), ",") != s.options {
			t.Fatalf("step %d: want %s asked %q, got %+v", i+1, s.p, s.options, d)
		}
		if _, err := g.Choose(s.p, Choice{Decision: d.ID, Picks: []int{slices.Index(labels(d), s.pick)}}); err != nil {
			t.Fatal(err)
		}
	}
	if d := g.Pending(); d != nil && d.Kind == KindRespond {
		t.Fatalf("window should close after everyone passes in a row: %q", labels(d))
	}
	want := "P2 must too,P1 must,P2 must,P1 may"
	if strings.Join(got, ",") != want {
		t.Fatalf("order %q, want %q", strings.Join(got, ","), want)
	}
}

// Interlink: each drone's skill, and Information Drone's skill taken from
// a non-Borg personnel present.
func TestInterlinkDrones(t *testing.T) {
	cases := []struct{ drone, extra, pick, skill string }{
		{"Cartography Drone", "", "", "Astrometrics"},
		{"Research Drone", "", "", "Physics"},
		{"Information Drone", ", {card: Lopez, owner: 2}", "Honor", "Honor"},
	}
	for _, c := range cases {
		t.Run(c.drone, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [`+c.drone+`, Calibration Drone`+c.extra+`]
    deck: [Borg Cube, Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage]
    deck: [Dokar]
`)
			choose(t, g, "Attempt Hunt Alien")
			choose(t, g, "Triage")
			choose(t, g, "Use "+c.drone)
			if c.pick != "" {
				d := expectDecision(t, g, 0, KindSelect)
				if hasOption(d, "Engineer") {
					t.Fatalf("only skills of non-Borg personnel present: %q", labels(d))
				}
				choose(t, g, c.pick)
			}
			if statsOfCard(t, g, "Calibration Drone").Skills.Level(c.skill) != 1 {
				t.Fatalf("each Borg gains %s", c.skill)
			}
			if len(g.players[0].Deck) != 1 {
				t.Fatal("the cost: the top card of the deck is discarded")
			}
		})
	}
}

// Rulebook: Facing Dilemmas — text for personnel facing a dilemma may be used
// between a dilemma's actions: after Ornaran Threat stops a random
// personnel, The Promise gives a Klingon Kahlest's Medical, so the
// requirement (Diplomacy and Medical) is met and nobody is killed.
func TestResponseBetweenDilemmaActions(t *testing.T) {
	g := startScenario(t, `
seed: 3
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
        surface: [T'vis, T'vis, Dokar, Kroval]
    hand: [The Promise]
    discard: [Kahlest]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Ornaran Threat]
    deck: [Lopez]
`)
	choose(t, g, "Attempt Khitomer")
	choose(t, g, "Ornaran Threat")
	d := expectDecision(t, g, 0, KindRespond)
	if !strings.HasPrefix(d.Prompt, "Facing Ornaran Threat") {
		t.Fatalf("window before the first action: %q", d.Prompt)
	}
	// Pass until the first action's outcome, the random stop, has happened.
	stopped := func() int {
		n := 0
		for _, c := range g.cards[1:] {
			if c.Zone == ZSurface && c.Stopped {
				n++
			}
		}
		return n
	}
	for stopped() == 0 {
		choose(t, g, "Pass")
	}
	d = expectDecision(t, g, 0, KindRespond)
	if stopped() != 1 || !hasOption(d, "Play The Promise") {
		t.Fatalf("after the random stop (%d stopped) The Promise should be offered: %q", stopped(), labels(d))
	}
	choose(t, g, "Play The Promise")
	var klingon string
	for _, o := range g.Pending().Options {
		klingon = o.Label
	}
	choose(t, g, klingon)
	choose(t, g, "Kahlest")
	for g.Pending() != nil && g.Pending().Kind == KindRespond {
		choose(t, g, "Pass")
	}
	if hasEvent(g, "killed") {
		t.Fatal("with Medical borrowed the requirement is met: nobody is killed")
	}
	if c := find(t, g, "Ornaran Threat"); c.Zone != ZBeneath {
		t.Fatalf("Ornaran Threat is overcome, is in %s", c.Zone)
	}
}

// Glossary: actions — "prevent" responses are taken before any other
// response: Adapt is offered alone first; Interlink comes after it is passed.
func TestPreventResponsesComeFirst(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Research Drone, Calibration Drone]
      - card: Salvage Borg Ship
        overcome: [Triage]
    hand: [Adapt]
    deck: [Borg Cube, Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage]
    deck: [Dokar]
`)
	choose(t, g, "Attempt Hunt Alien")
	choose(t, g, "Triage")
	d := expectDecision(t, g, 0, KindRespond)
	if !hasOption(d, "Play Adapt") || hasOption(d, "Use Research Drone") || !strings.Contains(d.Prompt, "prevent it, or pass") {
		t.Fatalf("the prevent round offers Adapt alone: %q %q", d.Prompt, labels(d))
	}
	choose(t, g, "Pass")
	d = expectDecision(t, g, 0, KindRespond)
	if hasOption(d, "Play Adapt") || !hasOption(d, "Use Research Drone") {
		t.Fatalf("then the other responses: %q", labels(d))
	}
}
