package game

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Events and interrupts of group H5, each from a scenario position.

// passUntil passes response windows until one offers text, and picks it.
func passUntil(t *testing.T, g *Game, text string) {
	t.Helper()
	for d := g.Pending(); d != nil && d.Kind == KindRespond && !hasOption(d, text); d = g.Pending() {
		choose(t, g, "Pass")
	}
	choose(t, g, text)
}

// eventCount counts the events of kind since mark whose text contains s.
func eventCount(g *Game, mark int, kind, s string) int {
	n := 0
	for _, e := range g.Events()[mark:] {
		if e.Kind == kind && strings.Contains(e.Text, s) {
			n++
		}
	}
	return n
}

// Glossary: playing a card, steps 8–9 ("when … played" responses answer
// once the card is in play). One Man Can Summon the Future (14C036):
// playing a personnel of cost 4 or more lets Ann look at her top five
// cards and put them back in her order, once each turn; a cheaper
// personnel does not.
func TestOneManCanSummonTheFuture(t *testing.T) {
	g := startScenario(t, `
segment: play
players:
  - name: Ann
    score: 10
    missions: [{card: "Earth, Cradle of the Federation"}, {card: Excavation}]
    core: [One Man Can Summon the Future]
    hand: ["At What Cost?", Elizabeth Shelby, "Reginald Barclay, Exceeding Limits", "Worf, Chief of Security"]
    deck: [Davies, Daniel Kwan, Richardson, Martinez, Garvey, Van Orton]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	choose(t, g, "Play At What Cost?")
	choose(t, g, "Play Elizabeth Shelby")
	if d := g.Pending(); d.Kind != KindPlayDraw {
		t.Fatalf("a cost-2 personnel triggered: %q", d.Prompt)
	}
	choose(t, g, "Play Reginald Barclay")
	use(t, g, "Use One Man Can Summon the Future") // Ann's only mandatory response: it happens by itself
	d := expectDecision(t, g, ann, KindSelect)
	if !d.Ordered || d.Min != 5 || len(d.Options) != 5 {
		t.Fatalf("want an ordered pick of the top 5, got %+v", d)
	}
	pick(t, g, "Garvey", "Martinez", "Richardson", "Daniel Kwan", "Davies")
	var top []string
	for _, id := range g.players[ann].Deck {
		top = append(top, g.cardName(id))
	}
	if want := []string{"Garvey", "Martinez", "Richardson", "Daniel Kwan", "Davies", "Van Orton"}; !slices.Equal(top, want) {
		t.Fatalf("deck %q, want %q", top, want)
	}
	for _, e := range g.Log(ben) {
		if e.Kind == "examine" && strings.Contains(e.Text, "Garvey") {
			t.Fatal("the opponent's log names the cards Ann examined")
		}
	}
	choose(t, g, "Play Worf")
	if d := g.Pending(); d.Kind != KindPlayDraw {
		t.Fatalf("the second personnel of cost 4 triggered it again this turn: %q", d.Prompt)
	}
}

// Glossary: attempting missions, step 1.b ("when … begins a mission
// attempt" answers once the personnel are counted). Alvera Tree Ritual
// (22V012): each player, Ann first, shuffles the dilemma pile face down.
func TestAlveraTreeRitual(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        surface: [Davies, Daniel Kwan]
    core: [Alvera Tree Ritual]
    dilemmas: [Triage, Pinned Down]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Triage, {card: Pinned Down, face_up: true}, Kolaran Raiders]
    deck: [Davies]
`)
	choose(t, g, "Attempt Excavation")
	mark := len(g.events)
	passUntil(t, g, "Use Alvera Tree Ritual")
	var who []Player
	for _, e := range g.Events()[mark:] {
		if e.Kind == "shuffle" {
			who = append(who, e.Player)
		}
	}
	if !slices.Equal(who, []Player{ann, ben}) {
		t.Fatalf("shuffles by %v, want Ann then Ben", who)
	}
	if find(t, g, "Pinned Down").FaceUp || findAll(g, "Pinned Down")[1].FaceUp {
		t.Fatal("a shuffled pile keeps a face-up card")
	}
}

// Portent (29V023): when Ann begins an attempt, Ben looks at his top
// dilemma and puts it on the bottom; the draw then starts below it.
func TestPortent(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        surface: [Davies, Daniel Kwan]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Portent]
    dilemmas: [Pinned Down, Triage, Kolaran Raiders]
    deck: [Davies]
`)
	choose(t, g, "Attempt Excavation")
	passUntil(t, g, "Use Portent")
	choose(t, g, "Put Pinned Down on the bottom")
	d := expectDecision(t, g, ben, KindChooseDilemmas)
	if got := optionNames(d); !slices.Equal(got, []string{"Kolaran Raiders (planet, cost 1)", "Triage (planet, cost 1)"}) {
		t.Fatalf("drew %q", got)
	}
	if pile := g.players[ben].DilemmaPile; g.cardName(pile[len(pile)-1]) != "Pinned Down" {
		t.Fatal("Pinned Down is not at the bottom")
	}
	for _, e := range g.Log(ann) {
		if e.Kind == "examine" && strings.Contains(e.Text, "Pinned Down") {
			t.Fatal("Ann's log names the dilemma Ben examined")
		}
	}
}

// Glossary: attempting missions, step 2.c ("when … drawn dilemmas");
// Rulings: Returning Dilemmas. Unexpected Difficulties (2C069): Ben
// destroys it to send the two dilemmas he drew face up to the bottom of
// his pile and draw two more.
func TestUnexpectedDifficulties(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        surface: [Davies, Daniel Kwan]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Unexpected Difficulties]
    dilemmas: [Pinned Down, Triage, Kolaran Raiders, Wavefront]
    deck: [Davies]
`)
	choose(t, g, "Attempt Excavation")
	passUntil(t, g, "Use Unexpected Difficulties")
	d := expectDecision(t, g, ben, KindChooseDilemmas)
	if got := optionNames(d); len(got) != 2 || !strings.HasPrefix(got[0], "Kolaran Raiders") || !strings.HasPrefix(got[1], "Wavefront") {
		t.Fatalf("drew %q, want Kolaran Raiders and Wavefront", got)
	}
	for _, n := range []string{"Pinned Down", "Triage"} {
		if c := find(t, g, n); c.Zone != ZDilemmaPile || !c.FaceUp {
			t.Fatalf("%s should be face up in the pile, is in %s", n, c.Zone)
		}
	}
	if z := find(t, g, "Unexpected Difficulties").Zone; z != ZDiscard {
		t.Fatalf("Unexpected Difficulties is in %s", z)
	}
}

// Glossary: play and place; Rulings: Substituting for a Headquarters.
// Common Ground (2R035): Ben first, then Ann, may place a personnel from
// hand at a headquarters where it could be played — Ann's must be [TNG].
func TestCommonGround(t *testing.T) {
	g := startScenario(t, `
segment: play
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, Daniel Kwan, Elizabeth Shelby]
      - card: Excavation
    hand: [Common Ground, Lopez, Rabal]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Kahmis, Davies]
    deck: [Davies]
`)
	choose(t, g, "Play Common Ground")
	expectDecision(t, g, ben, KindOptional)
	choose(t, g, "Do it")
	d := expectDecision(t, g, ben, KindSelect)
	if hasOption(d, "Davies") {
		t.Fatal("Ben offered a personnel his headquarters does not allow")
	}
	choose(t, g, "Place Kahmis at Qo'noS")
	expectDecision(t, g, ann, KindOptional)
	choose(t, g, "Do it")
	d = expectDecision(t, g, ann, KindSelect)
	if hasOption(d, "Rabal") {
		t.Fatal("Ann offered a non-[TNG] personnel")
	}
	choose(t, g, "Place Lopez at Earth")
	expectDecision(t, g, ann, KindPlayDraw)
	for _, n := range []string{"Kahmis", "Lopez"} {
		if c := find(t, g, n); c.Zone != ZSurface {
			t.Fatalf("%s is in %s", n, c.Zone)
		}
	}
	if c := find(t, g, "Kahmis"); c.Controller != ben {
		t.Fatal("Ben does not command the personnel he placed")
	}
	if z := find(t, g, "Common Ground").Zone; z != ZDiscard {
		t.Fatalf("Common Ground is in %s, want destroyed", z)
	}
}

// combatPosition: Ann's Klingons and Ben's Davies on Ann's planet; Ann's
// core holds the given events.
func combatPosition(annCrew, core, extra string) string {
	return `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [` + annCrew + `, {card: Davies, controller: 2}]
      - card: Medical Relief
    core: [` + core + `]
    deck: [Dokar]
` + extra + `
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}, {card: Excavation}]
    hand: [Richardson, Lopez]
    dilemmas: [Pinned Down, Triage, Wavefront]
    deck: [Davies]
`
}

// Rulebook: Combat (a card may require a characteristic to begin it; the
// winner's effect). The Spirit of Kahless (10R037): destroyed to begin a
// combat involving Ann's [Kli] Honor personnel; winning, Ben places his
// top two dilemmas beneath one of Ann's non-headquarters missions, which
// he picks (Glossary: dilemmas — placed beneath, they are overcome).
// Ferocity (2U042): Ann destroys it on winning to kill one of Ben's
// personnel involved at random.
func TestSpiritOfKahlessAndFerocity(t *testing.T) {
	g := startScenario(t, combatPosition("\"T'vis\", Kahmis", "The Spirit of Kahless, Ferocity", ""))
	choose(t, g, "Use The Spirit of Kahless")
	if d := g.Pending(); d.Kind == KindSelect && hasOption(d, "Combat at") {
		choose(t, g, "Combat at Sensitive Search")
	}
	d := expectDecision(t, g, ben, KindSelect)
	if hasOption(d, "Qo'noS") {
		t.Fatal("a headquarters offered for the dilemmas")
	}
	choose(t, g, "Beneath Medical Relief")
	relief := missionInst(t, g, "Medical Relief")
	if got := namesOf(g, relief.Beneath); !slices.Equal(got, []string{"Pinned Down", "Triage"}) {
		t.Fatalf("beneath Medical Relief: %q", got)
	}
	passUntil(t, g, "Use Ferocity")
	passWindows(t, g, "")
	expectDecision(t, g, ann, KindOrders)
	if z := find(t, g, "Davies").Zone; z != ZDiscard {
		t.Fatalf("Ben's personnel involved is in %s, want killed", z)
	}
	for _, n := range []string{"The Spirit of Kahless", "Ferocity"} {
		if z := find(t, g, n).Zone; z != ZDiscard {
			t.Fatalf("%s is in %s, want destroyed", n, z)
		}
	}
	if !find(t, g, "T'vis").Stopped {
		t.Fatal("Ann's personnel involved should be stopped when the combat ends")
	}
	// Ben's dilemma pile is empty: nothing is placed and nobody is asked
	// where (a bot game once reached this).
	g = startScenario(t, strings.Replace(combatPosition("\"T'vis\", Kahmis", "The Spirit of Kahless", ""), "dilemmas: [Pinned Down, Triage, Wavefront]", "dilemmas: []", 1))
	choose(t, g, "Use The Spirit of Kahless")
	if d := g.Pending(); d.Kind == KindSelect && hasOption(d, "Combat at") {
		choose(t, g, "Combat at Sensitive Search")
	}
	if d := g.Pending(); d != nil && hasOption(d, "Beneath Medical Relief") {
		t.Fatal("asked where to place dilemmas from an empty pile")
	}
	if n := len(missionInst(t, g, "Medical Relief").Beneath); n != 0 {
		t.Fatalf("%d cards beneath Medical Relief from an empty pile", n)
	}
	// Without a [Kli] Honor personnel there the combat cannot begin.
	g = startScenario(t, combatPosition("Vorax, Kahmis", "The Spirit of Kahless", ""))
	if hasOption(expectDecision(t, g, ann, KindOrders), "The Spirit of Kahless") {
		t.Fatal("offered without a [Kli] Honor personnel in a place to fight")
	}
}

// Bat'leth (2C029): Ann wins a combat involving her Klingon present with
// it: Ben discards a card from hand at random. When the Bat'leth is
// elsewhere, nothing happens.
func TestBatleth(t *testing.T) {
	for _, here := range []bool{true, false} {
		crew := "\"T'vis\", Kahmis, \"Bat'leth\""
		if !here {
			crew = "\"T'vis\", Kahmis"
		}
		extra := ""
		if !here {
			extra = `    hand: []`
		}
		pos := combatPosition(crew, "The Spirit of Kahless", extra)
		if !here {
			pos = strings.Replace(pos, "      - card: Medical Relief", "      - card: Medical Relief\n        surface: [\"Bat'leth\"]", 1)
		}
		g := startScenario(t, pos)
		choose(t, g, "Use The Spirit of Kahless")
		choose(t, g, "Combat at Sensitive Search")
		choose(t, g, "Beneath Medical Relief")
		offered := false
		for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
			if hasOption(d, "Use Bat'leth") {
				offered = true
				choose(t, g, "Use Bat'leth")
				continue
			}
			choose(t, g, "Pass")
		}
		if offered != here {
			t.Fatalf("Bat'leth present %v: its text answered %v", here, offered)
		}
		want := 2
		if here {
			want = 1
		}
		if n := len(g.players[ben].Hand); n != want {
			t.Fatalf("Bat'leth present %v: Ben holds %d cards, want %d", here, n, want)
		}
	}
}

// Bat'leth (2C029) answers for its owner as defender too: Ben's Klingons
// with his Bat'leth win the combat Ann begins, and Ann discards.
func TestBatlethDefending(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: ["T'vis", {card: Kahmis, controller: 2}, {card: Dokar, controller: 2}, {card: "Bat'leth", controller: 2}]
      - card: Medical Relief
    core: [The Spirit of Kahless]
    hand: [Vorax]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Davies]
`)
	choose(t, g, "Use The Spirit of Kahless")
	choose(t, g, "Combat at Sensitive Search")
	passUntil(t, g, "Use Bat'leth")
	passWindows(t, g, "")
	if len(g.players[ann].Hand) != 0 || find(t, g, "Vorax").Zone != ZDiscard {
		t.Fatal("the losing player did not discard")
	}
	if len(missionInst(t, g, "Medical Relief").Beneath) != 0 {
		t.Fatal("the Spirit's winning effect happened though Ann lost")
	}
}

// attemptWith: Ann attempts Excavation with crew; Ben's dilemma pile.
func attemptWith(crew, annCore, benCore, pile string) string {
	return `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        surface: [` + crew + `]
    core: [` + annCore + `]
    hand: [Van Orton]
    deck: [Davies, Daniel Kwan]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [` + benCore + `]
    hand: [Lopez]
    dilemmas: [` + pile + `]
    deck: [Rixx, Lopez]
`
}

// Rulings: Beginning a Mission Attempt (the count is the number declared).
// New Life (35V007): an attempt begun with six or more personnel makes
// that player draw a card, then New Life's player draws; with five,
// nothing happens.
func TestNewLife(t *testing.T) {
	for _, n := range []int{5, 6} {
		crew := strings.Repeat("Davies, ", n-1) + "Davies"
		g := startScenario(t, attemptWith(crew, "", "New Life", ""))
		choose(t, g, "Attempt Excavation")
		for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
			if hasOption(d, "Use New Life") {
				choose(t, g, "Use New Life")
				continue
			}
			choose(t, g, "Pass")
		}
		drew := 0
		if n == 6 {
			drew = 1
		}
		if len(g.players[ann].Hand) != 1+drew || len(g.players[ben].Hand) != 1+drew {
			t.Fatalf("%d personnel: hands %d and %d", n, len(g.players[ann].Hand), len(g.players[ben].Hand))
		}
	}
}

// Glossary: attempting missions, step 5.c ("when … fail a mission
// attempt"); Rulings: At This Mission. Catastrophic Quip (40V010): Ann's
// attempt fails; Ben destroys it to stop every personnel at Excavation,
// aboard Ann's ship there and his own included.
func TestCatastrophicQuip(t *testing.T) {
	pos := attemptWith("Davies, Daniel Kwan, {card: Kahmis, controller: 2}", "", "Catastrophic Quip", "")
	pos = strings.Replace(pos, "        surface: [Davies", "        ships: [{card: U.S.S. Excelsior, aboard: [Rixx]}]\n        surface: [Davies", 1)
	g := startScenario(t, pos)
	choose(t, g, "Attempt Excavation")
	pick(t, g) // Ben drew no dilemmas
	passUntil(t, g, "Use Catastrophic Quip")
	passWindows(t, g, "")
	for _, n := range []string{"Rixx", "Kahmis", "Davies"} {
		if !find(t, g, n).Stopped {
			t.Fatalf("%s is not stopped", n)
		}
	}
	if z := find(t, g, "Catastrophic Quip").Zone; z != ZDiscard {
		t.Fatalf("Catastrophic Quip is in %s", z)
	}
}

// Glossary: actions — "prevent" responses; a prevented action spares only
// the card it was prevented for. Well Wishes (40V019): Ann's Honor
// personnel is about to be stopped by Sokath; she gives Well Wishes to
// Ben (it moves to his core, still hers to own) to prevent that; the
// others are stopped.
func TestWellWishes(t *testing.T) {
	g := startScenario(t, attemptWith("Lopez, Davies, Daniel Kwan", "Well Wishes", "", "\"Sokath, His Eyes Uncovered!\""))
	choose(t, g, "Attempt Excavation")
	pick(t, g, "Sokath")
	mark := len(g.events)
	passUntil(t, g, "Use Well Wishes")
	passWindows(t, g, "")
	stops := affected(g, mark, OutStop)
	if got := namesOf(g, stops); !slices.Equal(got, []string{"Daniel Kwan", "Davies"}) {
		t.Fatalf("the dilemma stopped %q", got)
	}
	ww := find(t, g, "Well Wishes")
	if ww.Zone != ZCore || ww.Controller != ben || ww.Owner != ann || !slices.Contains(g.players[ben].Core, ww.ID) {
		t.Fatalf("Well Wishes: zone %s controller %s owner %s", ww.Zone, ww.Controller, ww.Owner)
	}
}

// Glossary: actions — a single action affecting several players goes in
// turn order from the card's owner. Mutual Advantage (4C063): each player
// discards a card and draws one, Ann first; then Ann may draw one more.
func TestMutualAdvantage(t *testing.T) {
	g := startScenario(t, `
segment: play
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, Daniel Kwan, Elizabeth Shelby]
      - card: Excavation
    hand: [Mutual Advantage, Rabal]
    deck: [Lopez, Rixx]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Kahmis, Dokar]
    deck: [Vorax]
`)
	choose(t, g, "Play Mutual Advantage")
	expectDecision(t, g, ann, KindSelect)
	pick(t, g, "Rabal")
	expectDecision(t, g, ben, KindSelect)
	pick(t, g, "Dokar")
	expectDecision(t, g, ann, KindOptional)
	choose(t, g, "Do it")
	hand := func(p Player) []string { return namesOf(g, g.players[p].Hand) }
	if got := hand(ann); !slices.Equal(got, []string{"Lopez", "Rixx"}) {
		t.Fatalf("Ann holds %q", got)
	}
	if got := hand(ben); !slices.Equal(got, []string{"Kahmis", "Vorax"}) {
		t.Fatalf("Ben holds %q", got)
	}
	if find(t, g, "Rabal").Zone != ZDiscard || find(t, g, "Dokar").Zone != ZDiscard {
		t.Fatal("the discards are not in the discard piles")
	}
}

// Glossary: play and place (cards placed on an event from a discard pile
// are not in play and nobody commands them). Forever Linked (4U054):
// Ann's personnel killed by Triage goes on it; the table shows it there.
func TestForeverLinkedTakesTheKilled(t *testing.T) {
	g := startScenario(t, attemptWith("Davies, Daniel Kwan", "Forever Linked", "", "Triage"))
	choose(t, g, "Attempt Excavation")
	pick(t, g, "Triage")
	passUntil(t, g, "Use Forever Linked")
	passWindows(t, g, "")
	fl := find(t, g, "Forever Linked")
	if len(fl.On) != 1 {
		t.Fatalf("%d cards on Forever Linked", len(fl.On))
	}
	dead := g.cards[fl.On[0]]
	if dead.Zone != ZOnCard || dead.Zone.InPlay() || dead.Controller != dead.Owner {
		t.Fatalf("the killed personnel is in %s", dead.Zone)
	}
	for _, p := range []Player{ann, ben} {
		core := g.View(p).Players[ann].Core
		if len(core) != 1 || len(core[0].Holds) != 1 || core[0].Holds[0].Name != dead.Card.Name() {
			t.Fatalf("%s's view of Ann's core does not show the card on Forever Linked: %+v", p, core)
		}
	}
}

// Glossary: skills (a single skill gained is one level). Forever Linked
// (4U054): as Ann's [Fed] personnel faces a dilemma, she discards the
// personnel lying on it to have Davies gain one of its skills until the
// end of the turn.
func TestForeverLinkedLendsASkill(t *testing.T) {
	g := startScenario(t, attemptWith("Davies", "{card: Forever Linked, on: [Van Orton]}", "", "Triage"))
	vo := findAll(g, "Van Orton")[1]
	if vo.Zone != ZOnCard {
		vo = findAll(g, "Van Orton")[0]
	}
	choose(t, g, "Attempt Excavation")
	pick(t, g, "Triage")
	passUntil(t, g, "Use Forever Linked")
	choose(t, g, "Discard Van Orton")
	choose(t, g, "Archaeology")
	if vo.Zone != ZDiscard {
		t.Fatalf("Van Orton is in %s", vo.Zone)
	}
	davies := find(t, g, "Davies")
	if g.stats(davies.ID).Skills.Level("Archaeology") != 1 {
		t.Fatal("Davies did not gain Archaeology")
	}
	g.endTimed("turn")
	if g.stats(davies.ID).Skills.Level("Archaeology") != 0 {
		t.Fatal("the skill outlasted the turn")
	}
}

// Glossary: playing a card (text activated by playing a card does not
// answer that card being played). Getting Under Your Skin (4U055): Ann
// plays an event into her core and reveals Ben's top card, a personnel:
// 5 points; once each turn; not for its own playing.
func TestGettingUnderYourSkin(t *testing.T) {
	pos := `
segment: play
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
        surface: [Mareth, Relam, Taul]
      - card: Excavation
    hand: [Getting Under Your Skin, Alvera Tree Ritual, Portent]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez, Davies]
`
	g := startScenario(t, pos)
	choose(t, g, "Play Getting Under Your Skin")
	if d := g.Pending(); d.Kind != KindPlayDraw {
		t.Fatalf("it answered its own playing: %q", d.Prompt)
	}
	choose(t, g, "Play Alvera Tree Ritual")
	passUntil(t, g, "Use Getting Under Your Skin")
	if g.players[ann].Score != 5 {
		t.Fatalf("score %d after revealing a personnel", g.players[ann].Score)
	}
	if !hasEvent(g, "reveals Lopez") {
		t.Fatal("the revealed card is not shown")
	}
	choose(t, g, "Play Portent")
	if passWindows(t, g, "Getting Under Your Skin") {
		t.Fatal("used twice in one turn")
	}
}

// Rulebook: Event (played on a card). Warrior's Birthright (1C119): on
// Ann's Sensitive Search, Strength meets Sokath's Cunning requirement and
// the mission's; without it the same crew fails.
func TestWarriorsBirthright(t *testing.T) {
	for _, with := range []bool{true, false} {
		g := startScenario(t, `
segment: play
counters: 2
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis, Dokar, Kroval]
      - card: Sensitive Search
        surface: [Vorax, "T'vis", Kahmis, Dokar, Kroval, Meraht]
    hand: ["Warrior's Birthright"]
    deck: [Dokar, Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: ["Sokath, His Eyes Uncovered!"]
    deck: [Davies]
`)
		if with {
			d := expectDecision(t, g, ann, KindPlayDraw)
			if hasOption(d, "Warrior's Birthright (cost 2) at Qo'noS") == false && !hasOption(d, "Warrior's Birthright (cost 2) at Sensitive Search") {
				t.Fatal("no mission offered")
			}
			choose(t, g, "Play Warrior's Birthright (cost 2) at Sensitive Search")
			if wb := find(t, g, "Warrior's Birthright"); wb.Zone != ZPlayedOn || !slices.Contains(missionInst(t, g, "Sensitive Search").On, wb.ID) {
				t.Fatalf("Warrior's Birthright is in %s", wb.Zone)
			}
		} else {
			choose(t, g, "Draw a card")
			choose(t, g, "Draw a card")
		}
		choose(t, g, "End Play and Draw Cards")
		choose(t, g, "Attempt Sensitive Search")
		pick(t, g, "Sokath")
		passWindows(t, g, "")
		attemptOver(t, g)
		if done := missionInst(t, g, "Sensitive Search").Completed; done != with {
			t.Fatalf("with Warrior's Birthright %v: completed %v", with, done)
		}
	}
}

// Uninvited (16V027): as Ann begins an attempt, Ben sets aside a dilemma
// costing 1 or less; once he has chosen his stack it goes on top and is
// faced first.
func TestUninvited(t *testing.T) {
	g := startScenario(t, strings.Replace(attemptWith("Davies, Daniel Kwan, Elizabeth Shelby", "", "", "\"Sokath, His Eyes Uncovered!\", Pinned Down, Triage"), "hand: [Lopez]", "hand: [Uninvited]", 1))
	choose(t, g, "Attempt Excavation")
	passUntil(t, g, "Play Uninvited")
	d := expectDecision(t, g, ben, KindSelect)
	if hasOption(d, "Pinned Down") || hasOption(d, "Sokath") {
		t.Fatal("a dilemma costing more than 1 offered")
	}
	choose(t, g, "Set aside Triage")
	if c := find(t, g, "Triage"); c.Zone != ZAside || g.identifiable(c.ID, ann) {
		t.Fatalf("Triage is in %s, identifiable by Ann %v", c.Zone, g.identifiable(c.ID, ann))
	}
	d = expectDecision(t, g, ben, KindChooseDilemmas)
	if hasOption(d, "Triage") {
		t.Fatal("the set-aside dilemma is among those drawn")
	}
	// Three personnel: 3 to spend, 1 of it on Triage (Rulebook: Facing
	// Dilemmas — the set-aside dilemma counts against the total).
	if want := "total cost up to 2: 3 less 1 for the dilemma you set aside"; !strings.Contains(g.Pending().Prompt, want) {
		t.Fatalf("the prompt reads %q, want the budget left: %q", g.Pending().Prompt, want)
	}
	if v := g.View(ben); v.Attempt == nil || v.Attempt.SetAside != 1 {
		t.Fatal("Ben's view counts the cost of the dilemma set aside against the total")
	}
	if v := g.View(ann); v.Attempt == nil || v.Attempt.SetAside != 0 {
		t.Fatal("only the dilemmas' owner sees what the dilemma set aside costs")
	}
	drawn := len(d.Options)
	mark := len(g.events)
	pick(t, g, "Pinned Down")
	want := fmt.Sprintf("places 2 dilemma(s) in a face-down stack and returns %d.", drawn-1)
	if !slices.ContainsFunc(g.Log(ann)[mark:], func(e Event) bool { return strings.HasSuffix(e.Text, want) }) {
		t.Fatalf("the log should count the %d drawn dilemma(s) returned: %q", drawn-1, want)
	}
	var faced []string
	for _, e := range g.Events()[mark:] {
		if e.Kind == "face" {
			faced = append(faced, g.cardName(e.Cards[0]))
		}
	}
	if len(faced) == 0 || faced[0] != "Triage" {
		t.Fatalf("faced %q, want Triage first", faced)
	}
}

// Signs of Sentience (29V032): an Order interrupt (Rulebook: Order actions
// on cards) played by stopping Ann's Android and her non-Android present
// together: it puts an Android from her discard pile under her deck.
func TestSignsOfSentienceSalvagesAnAndroid(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Soong-type Android, Davies]
      - card: Excavation
    hand: [Signs of Sentience]
    discard: ["Lal, Beloved", Rixx]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	d := expectDecision(t, g, ann, KindOrders)
	if !hasOption(d, "stop your Android personnel and your non-Android personnel present together to move") {
		t.Fatalf("the option does not state its cost: %q", labels(d))
	}
	choose(t, g, "Play Signs of Sentience — stop your Android personnel and your non-Android personnel present together to move")
	passWindows(t, g, "")
	choose(t, g, "Move Lal")
	if !find(t, g, "Soong-type Android").Stopped || !find(t, g, "Davies").Stopped {
		t.Fatal("the cost stopped nobody")
	}
	deck := g.players[ann].Deck
	if g.cardName(deck[len(deck)-1]) != "Lal, Beloved" {
		t.Fatal("Lal is not at the bottom of the deck")
	}
	if z := find(t, g, "Signs of Sentience").Zone; z != ZDiscard {
		t.Fatalf("Signs of Sentience is in %s", z)
	}
	// With no non-Android present with an Android it cannot be played.
	g = startScenario(t, strings.Replace(`
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Soong-type Android]
      - card: Excavation
        surface: [Davies]
    hand: [Signs of Sentience]
    discard: ["Lal, Beloved"]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`, "\t", "", -1))
	if hasOption(expectDecision(t, g, ann, KindOrders), "Signs of Sentience") {
		t.Fatal("offered without an Android and a non-Android together")
	}
}

// Signs of Sentience (29V032): revealing a hand shows it to both players;
// with two Androids in hand Ann may destroy an event costing 0 or 1, not
// one costing 2.
func TestSignsOfSentienceDestroysAnEvent(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Soong-type Android, Davies]
      - card: Excavation
    hand: [Signs of Sentience, "Lal, Beloved", Juliana Tainer]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Alvera Tree Ritual, Portent]
    deck: [Davies]
`)
	choose(t, g, "reveal your hand")
	passWindows(t, g, "")
	d := expectDecision(t, g, ann, KindSelect)
	if hasOption(d, "Portent") {
		t.Fatal("an event costing 2 offered with two Androids revealed")
	}
	choose(t, g, "Destroy Alvera Tree Ritual")
	if z := find(t, g, "Alvera Tree Ritual").Zone; z != ZDiscard {
		t.Fatalf("Alvera Tree Ritual is in %s", z)
	}
	seen := false
	for _, e := range g.Log(ben) {
		seen = seen || (e.Kind == "reveal-hand" && strings.Contains(e.Text, "Juliana Tainer"))
	}
	if !seen {
		t.Fatal("Ben's log does not show the revealed hand")
	}
}

// Rulebook: Engagements (a card's engagement-related effect). Ferocity
// (2U042): Ann's Klingons win an engagement begun by Cry "Havoc!"; she
// destroys Ferocity to kill one of the personnel aboard Ben's ship at
// random. Cry "Havoc!" (1S083) kills the other one by its own text on
// the win, so both of Ben's personnel are killed, one by each card.
func TestFerocityAfterAnEngagement(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships:
          - {card: "I.K.S. Vor'cha", aboard: ["K'nera", Kahmis, Vorax, Kroval]}
          - {card: U.S.S. Excelsior, controller: 2, aboard: [Lopez, Davies]}
    core: ["Cry \"Havoc!\"", Ferocity]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	choose(t, g, "Use Cry \"Havoc!\"")
	choose(t, g, "I.K.S. Vor'cha against U.S.S. Excelsior")
	mark := len(g.events)
	passUntil(t, g, "Use Ferocity")
	passWindows(t, g, "")
	killed := 0
	for _, n := range []string{"Lopez", "Davies"} {
		for _, c := range findAll(g, n) {
			if c.Zone == ZDiscard && c.Owner == ben {
				killed++
			}
		}
	}
	byFerocity := 0
	for _, e := range g.Events()[mark:] {
		if e.Kind == OutKill && strings.HasPrefix(e.Text, "Ferocity:") {
			byFerocity += len(e.Cards)
		}
	}
	if killed != 2 || byFerocity != 1 {
		t.Fatalf("%d of Ben's personnel involved killed (want 2), %d by Ferocity (want 1)", killed, byFerocity)
	}
}

// Rulebook: Winning the Game (win conditions wait for pending card text).
// Ann completes Brute Force (2U098) with Klingons alone, at 60 points with
// a space mission done: the mission's 40 make 100, yet the game ends only
// once its text has added 5 more.
func TestWinWaitsForCompletionText(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    score: 60
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - {card: Military Exercises, completed: true}
      - card: Brute Force
        surface: [Kahmis, Kahmis, "T'vis", Dokar, Vorax, Kroval]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	choose(t, g, "Attempt Brute Force")
	pick(t, g)
	for d := g.Pending(); d != nil && g.Result() == nil; d = g.Pending() {
		if hasOption(d, "Use Brute Force") {
			choose(t, g, "Use Brute Force")
			continue
		}
		if d.Kind != KindRespond {
			t.Fatalf("the game goes on: %s %q", d.Kind, d.Prompt)
		}
		choose(t, g, "Pass")
	}
	r := g.Result()
	if r == nil || r.Winner != ann || r.Reason != ReasonMissions || r.Scores[ann] != 105 {
		t.Fatalf("result %+v, want Ann winning by missions with 105", r)
	}
}

// Rulebook: Showing your cards. A window opened by a trigger is asked of
// both players: its prompt names no card one of them may not identify —
// Ann's lone face-down personnel beginning an attempt (Alvera Tree
// Ritual, 22V012, opens the window).
func TestTriggerWindowsNameNoFaceDownCard(t *testing.T) {
	g := startScenario(t, attemptWith("Elizabeth Shelby", "Alvera Tree Ritual", "", "Triage"))
	d := expectDecision(t, g, ann, KindOrders)
	if _, err := g.Choose(ann, Choice{Decision: d.ID, Picks: []int{optionIndex(t, g, "Attempt Excavation")}}); err != nil {
		t.Fatal(err)
	}
	seen := false
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		if d.Player == ben {
			seen = true
			if strings.Contains(d.Prompt, "Shelby") {
				t.Fatalf("Ben's prompt names Ann's face-down personnel: %q", d.Prompt)
			}
		}
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
			t.Fatal(err)
		}
	}
	if !seen {
		t.Fatal("Ben was never asked")
	}
}

// A personnel killed by card text is face up in its owner's discard pile
// once killed, so every reader's log names it: Ann, whose Cry "Havoc!" and
// Ferocity kill Ben's face-down crew, reads their names, not "a face-down
// personnel". Rulebook: Showing Your Cards (discard piles are open);
// Glossary: kill.
func TestKilledByCardTextNamedToTheKiller(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships:
          - {card: "I.K.S. Vor'cha", aboard: ["K'nera", Kahmis, Vorax, Kroval]}
          - {card: U.S.S. Excelsior, controller: 2, aboard: [Lopez, Davies]}
    core: ["Cry \"Havoc!\"", Ferocity]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	choose(t, g, "Use Cry \"Havoc!\"")
	choose(t, g, "I.K.S. Vor'cha against U.S.S. Excelsior")
	passUntil(t, g, "Use Ferocity")
	passWindows(t, g, "")
	kills := 0
	for _, reader := range []Player{ann, ben, -1} {
		for _, e := range g.Log(reader) {
			if e.Kind != OutKill {
				continue
			}
			kills++
			if strings.Contains(e.Text, "face-down") || !strings.Contains(e.Text, "Lopez") && !strings.Contains(e.Text, "Davies") {
				t.Errorf("%s reads %q: the killed personnel is face up in the discard pile, and named", reader, e.Text)
			}
		}
	}
	if kills != 6 {
		t.Fatalf("%d kill events read, want 2 for each of 3 readers", kills)
	}
}
