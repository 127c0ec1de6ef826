package game

import (
	"strings"
	"testing"
)

// respondWith passes response windows until one offers text, and takes
// it; it reports false when the windows end first. Other mandatory
// responses (no Pass) are taken as they come.
func respondWith(t *testing.T, g *Game, text string) bool {
	t.Helper()
	skipEmptyWindows(t, g)
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		switch {
		case hasOption(d, text):
			choose(t, g, text)
			return true
		case !hasOption(d, "Pass"):
			choose(t, g, d.Options[0].Label)
		default:
			choose(t, g, "Pass")
		}
	}
	return false
}

// settle answers every response window: mandatory responses are taken,
// optional ones passed.
func settle(t *testing.T, g *Game) {
	t.Helper()
	respondWith(t, g, "\x00 no such option")
}

// noDilemmas has Ben, with nothing drawn, build an empty stack.
func noDilemmas(t *testing.T, g *Game) {
	t.Helper()
	expectDecision(t, g, ben, KindChooseDilemmas)
	pick(t, g)
}

// Korris, Renegade Captain (2R144) and Konmel, Renegade Warrior (2R142):
// when another Klingon of theirs present is killed during a mission
// attempt, Korris is Strength +3 and Konmel may gain one of the dead
// Klingon's skills, until the attempt ends. Khos (2C141), Ben's, is
// attributes +2 until the end of the turn when an opponent's personnel is
// killed. Glossary: actions – response actions (mandatory ones first, in
// turn order, then the optional ones); attempting missions, step 3.i.
func TestKilledKlingonTriggers(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Medical Relief
        surface: ["Konmel, Renegade Warrior", "Korris, Renegade Captain", "Nu'Daq, Tenacious Rival"]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Khos]}]
    dilemmas: [Justice or Vengeance]
    deck: [Lopez]
`)
	korris, konmel, khos := find(t, g, "Korris, Renegade Captain"), find(t, g, "Konmel, Renegade Warrior"), find(t, g, "Khos")
	startAttempt(t, g, "Medical Relief")
	mark := len(g.events)
	pick(t, g, "Justice or Vengeance")
	skipEmptyWindows(t, g)
	// Korris's and Khos's responses are mandatory and each player's only
	// one: they happen without a question, and the log says so.
	for d := g.Pending(); d != nil && d.Kind == KindRespond && !hasOption(d, "Use Konmel"); d = g.Pending() {
		if hasOption(d, "Use Korris") || hasOption(d, "Use Khos") {
			t.Fatalf("a sole mandatory response was asked: %q", labels(d))
		}
		choose(t, g, "Pass")
	}
	for _, who := range []string{"Korris", "Khos"} {
		if !logHas(g, ann, mark, "uses "+who) {
			t.Errorf("the log does not say %s's text was used", who)
		}
	}
	if zoneOf(t, g, "Nu'Daq, Tenacious Rival") != ZDiscard {
		t.Fatal("Nu'Daq, the only Treachery personnel, is killed")
	}
	if s := g.stats(korris.ID); s.Strength != 10 {
		t.Fatalf("Korris Strength %d, want 7+3", s.Strength)
	}
	if s := g.stats(khos.ID); s.Integrity != 7 || s.Cunning != 6 || s.Strength != 8 {
		t.Fatalf("Khos %+v, want attributes +2", s)
	}
	if !respondWith(t, g, "Use Konmel") {
		t.Fatal("Konmel's optional response was not offered")
	}
	d := expectDecision(t, g, ann, KindSelect)
	if !hasOption(d, "Leadership") || !hasOption(d, "Treachery") || hasOption(d, "Honor") {
		t.Fatalf("one of Nu'Daq's skills: %q", labels(d))
	}
	if _, err := g.Choose(ann, Choice{Decision: d.ID, Picks: []int{optionIndex(t, g, "Leadership")}}); err != nil {
		t.Fatal(err)
	}
	if g.attempt == nil || g.skills(konmel.ID).Level("Leadership") != 1 {
		t.Fatal("Konmel has Leadership during the attempt")
	}
	settle(t, g)
	attemptOver(t, g)
	if g.skills(konmel.ID).Level("Leadership") != 0 || g.stats(korris.ID).Strength != 7 {
		t.Fatal("the gains last until the end of the attempt")
	}
	if g.stats(khos.ID).Strength != 8 {
		t.Fatal("Khos keeps his bonus until the end of the turn")
	}
}

// Not a Klingon, or not present: Korris is not triggered (Rulebook:
// Present; Glossary: species).
func TestKorrisNeedsAKlingonPresent(t *testing.T) {
	cases := []struct{ name, surface, elsewhere string }{
		{"a Romulan killed", `["Konmel, Renegade Warrior", "Korris, Renegade Captain", Relam]`, ""},
		{"Korris elsewhere", `["Konmel, Renegade Warrior", "Nu'Daq, Tenacious Rival", Dokar]`, `"Korris, Renegade Captain"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [`+c.elsewhere+`]
      - card: Medical Relief
        surface: `+c.surface+`
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Justice or Vengeance]
    deck: [Lopez]
`)
			startAttempt(t, g, "Medical Relief")
			pick(t, g, "Justice or Vengeance")
			if respondWith(t, g, "Use Korris") {
				t.Fatal("Korris must not answer")
			}
			attemptOver(t, g)
			if g.stats(find(t, g, "Korris, Renegade Captain").ID).Strength != 7 {
				t.Fatal("no bonus")
			}
		})
	}
}

// Tal'Aura, Impatient Senator (1R372): Order — returning to her owner's
// hand, she kills an opponent's Leadership personnel present (Rulebook:
// Order actions on cards; Glossary: actions – costs). Khos (2C141), Ann's,
// answers the kill: attributes +2, and no more than +4 in a turn.
func TestTalAuraKillsLeadershipAndKhosLimit(t *testing.T) {
	g := startTrig(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
      - card: Test Open Survey
        surface: ["Tal'Aura, Impatient Senator", Khos, {card: Rixx, controller: 2}, {card: Lopez, controller: 2}, {card: "Daniel Kwan", controller: 2}, {card: Davies, controller: 2}]
    deck: [Taul]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Mills]
`)
	choose(t, g, "Use Tal'Aura")
	d := expectDecision(t, g, ann, KindSelect)
	if len(d.Options) != 1 || !hasOption(d, "Rixx") {
		t.Fatalf("only Ben's Leadership personnel: %q", labels(d))
	}
	choose(t, g, "Rixx")
	use(t, g, "Use Khos")
	if zoneOf(t, g, "Rixx") != ZDiscard || zoneOf(t, g, "Tal'Aura, Impatient Senator") != ZHand {
		t.Fatal("Rixx killed, Tal'Aura back in hand")
	}
	khos := find(t, g, "Khos")
	if g.stats(khos.ID).Cunning != 6 {
		t.Fatalf("Khos +2: %+v", g.stats(khos.ID))
	}
	// Two more of Ben's personnel die the same turn: Khos reaches +4 and
	// stops there.
	for _, n := range []string{"Lopez", "Daniel Kwan"} {
		g.pending, g.resume, g.work = nil, nil, nil
		g.killCards(g.ctxFor(ann, khos.ID), []int{find(t, g, n).ID})
		g.run()
		// The kill's windows (about-to-kill, killed) are passed: Khos's
		// text is never among their options.
		for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
			if hasOption(d, "Use Khos") {
				t.Fatal("Khos's text is Ann's only mandatory response: it is not asked")
			}
			if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s := g.stats(khos.ID); s.Integrity != 9 || s.Cunning != 8 || s.Strength != 10 {
		t.Fatalf("Khos at most +4: %+v", s)
	}
}

// Without an opponent's Leadership personnel present, Tal'Aura's order is
// not offered: its effect would have nothing to act on.
func TestTalAuraNeedsATarget(t *testing.T) {
	g := startTrig(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
      - card: Test Open Survey
        surface: ["Tal'Aura, Impatient Senator", {card: Lopez, controller: 2}]
    deck: [Taul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Mills]
`)
	if hasOption(g.Pending(), "Use Tal'Aura") {
		t.Fatal("no Leadership personnel present")
	}
}

// N'Vek, Soldier of the Underground (1R364): Order, once each turn — place
// another non-Treachery Romulan present on the bottom of its owner's deck
// to draw as many cards as its printed cost (Rulebook: Paying costs).
func TestNVekTradesARomulanForCards(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Romulus, Seat of Power", surface: ["N'Vek, Soldier of the Underground", Taul, Relam]}]
    deck: [Davies, Lopez, Mills]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Rixx]
`)
	choose(t, g, "Use N'Vek")
	d := expectDecision(t, g, ann, KindSelect)
	if len(d.Options) != 1 || !hasOption(d, "Taul") {
		t.Fatalf("Taul only (Relam has Treachery): %q", labels(d))
	}
	choose(t, g, "Taul")
	if got := deckNames(g, ann); len(got) != 2 || got[1] != "Taul" {
		t.Fatalf("Taul under the deck, two cards drawn: %v", got)
	}
	if len(g.players[ann].Hand) != 2 {
		t.Fatalf("drew %d, want Taul's cost 2", len(g.players[ann].Hand))
	}
	if hasOption(g.Pending(), "Use N'Vek") {
		t.Fatal("once each turn")
	}
}

// Deanna Troi, Ship's Counselor (4U135): Order — present with an
// opponent's personnel, stop her to examine that opponent's hand and put
// one of its non-ship cards on the bottom of his deck. Glossary: examine —
// the hand is shown to her player only.
func TestTroiExaminesOpponentsHand(t *testing.T) {
	g := startTrig(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Test Open Survey
        surface: ["Deanna Troi, Ship's Counselor", {card: Lopez, controller: 2}]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Dokar, U.S.S. Galaxy, Kroval]
    deck: [Vorax]
`)
	choose(t, g, "Use Deanna Troi")
	d := expectDecision(t, g, ann, KindSelect)
	if hasOption(d, "Galaxy") || !hasOption(d, "Dokar") || !hasOption(d, "Kroval") {
		t.Fatalf("a non-ship card: %q", labels(d))
	}
	if v := g.View(ben); v.Pending != nil {
		t.Fatal("Ben does not see Ann's choice")
	}
	choose(t, g, "Put Kroval")
	if got := deckNames(g, ben); len(got) != 2 || got[1] != "Kroval" {
		t.Fatalf("Kroval goes under Ben's deck: %v", got)
	}
	if !find(t, g, "Deanna Troi, Ship's Counselor").Stopped {
		t.Fatal("Troi is stopped to pay")
	}
	if !strings.Contains(logFor(g, ann), "examines Ben's hand: Dokar, U.S.S. Galaxy, Kroval") {
		t.Fatalf("Ann reads the hand:\n%s", logFor(g, ann))
	}
	spectator := logFor(g, -1)
	if strings.Contains(spectator, "Kroval") || strings.Contains(spectator, "Dokar") {
		t.Fatalf("a spectator learns no card of the hand:\n%s", spectator)
	}
	if !strings.Contains(logFor(g, ben), "puts Kroval from Ben's hand") {
		t.Fatal("Ben knows which of his cards went")
	}
}

// No opponent's personnel present: no order.
func TestTroiNeedsAnOpponentPresent(t *testing.T) {
	g := startTrig(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Test Open Survey
        surface: ["Deanna Troi, Ship's Counselor", Davies]
    deck: [Davies]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Dokar]
    deck: [Vorax]
`)
	if hasOption(g.Pending(), "Use Deanna Troi") {
		t.Fatal("nobody of Ben's is present")
	}
}

// Mirok, Interphase Researcher (2U162): when an opponent begins an attempt
// of his mission with an Engineer, that opponent discards a card
// (Glossary: attempting missions, 1.b; Ruling: Beginning a Mission
// Attempt).
func TestMirokMakesAttemptingOpponentDiscard(t *testing.T) {
	cases := []struct {
		name, crew, mirokAt string
		discards            bool
	}{
		{"with an Engineer", "Mareth, Taul", "Test Federation Survey", true},
		{"no Engineer", "Taul, Relam", "Test Federation Survey", false},
		{"Mirok elsewhere", "Mareth, Taul", "Test Open Survey", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			at := map[string]string{c.mirokAt: `{card: "Mirok, Interphase Researcher", controller: 2}`}
			g := startTrig(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
      - card: Test Federation Survey
        surface: [`+c.crew+`, `+at["Test Federation Survey"]+`]
      - card: Test Open Survey
        surface: [`+at["Test Open Survey"]+`]
    hand: [Davies, Lopez]
    deck: [Setek]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Mills]
`)
			expectDecision(t, g, ann, KindOrders)
			choose(t, g, "Attempt Test Federation Survey")
			settle(t, g)
			d := g.Pending()
			if got := d.Kind == KindSelect && d.Player == ann; got != c.discards {
				t.Fatalf("Ann discards %v, want %v (%s for %s: %q)", got, c.discards, d.Kind, d.Player, d.Prompt)
			}
			if c.discards {
				choose(t, g, "Discard Lopez")
				if zoneOf(t, g, "Lopez") != ZDiscard {
					t.Fatal("Lopez discarded")
				}
			}
			noDilemmas(t, g)
		})
	}
}

// Tamarith, Reformist (4U176): completing a [Fed] mission with one of her
// skills scores 5 more. Kassem, Stern Operative (7U112): completing a
// non-[Rom] mission with one of his skills scores 5 more, once each turn.
// Glossary: attempting missions, 5.d (when ... complete); skills (a
// personnel uses a skill to meet a mission requirement).
func TestCompletionBonuses(t *testing.T) {
	cases := []struct {
		name, mission, crew string
		score               int
	}{
		{"Tamarith, [Fed] mission, her skill", "Test Federation Survey", `"Tamarith, Reformist", Taul`, 35},
		{"Tamarith, [Fed] mission, not her skill", "Test Federation Patrol", `"Tamarith, Reformist", Taul`, 30},
		{"Tamarith, no [Fed]", "Test Romulan Survey", `"Tamarith, Reformist", Taul`, 30},
		{"Kassem, non-[Rom] mission", "Test Open Survey", `"Kassem, Stern Operative"`, 35},
		{"Kassem, [Rom] mission", "Test Romulan Survey", `"Kassem, Stern Operative"`, 30},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startTrig(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
      - card: `+c.mission+`
        surface: [`+c.crew+`]
    deck: [Setek]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Mills]
`)
			startAttempt(t, g, c.mission)
			pick(t, g)
			settle(t, g)
			attemptOver(t, g)
			if !find(t, g, c.mission).Completed || g.players[ann].Score != c.score {
				t.Fatalf("score %d, want %d", g.players[ann].Score, c.score)
			}
		})
	}
}

// Kassem scores his bonus once each turn: a second completion the same
// turn scores the mission only.
func TestKassemOnceEachTurn(t *testing.T) {
	g := startTrig(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
      - card: Test Open Space
        ships: [{card: Test Scout, aboard: ["Kassem, Stern Operative"]}]
      - card: Test Far Space
    deck: [Setek]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Mills]
`)
	startAttempt(t, g, "Test Open Space")
	pick(t, g)
	settle(t, g)
	attemptOver(t, g)
	if g.players[ann].Score != 35 {
		t.Fatalf("first completion: %d", g.players[ann].Score)
	}
	choose(t, g, "Move Test Scout to Test Far Space")
	startAttempt(t, g, "Test Far Space")
	pick(t, g)
	settle(t, g)
	attemptOver(t, g)
	if g.players[ann].Score != 65 {
		t.Fatalf("second completion the same turn: %d, want 65", g.players[ann].Score)
	}
}

// U.S.S. Enterprise-D, Diplomatic Envoy (23V053): completing its mission,
// 5 more points if it is staffed, and 5 for each player if its Commander
// (Jean-Luc Picard, Genial Captain) is aboard. Glossary: Commander;
// actions (an action affecting every player).
func TestEnterpriseDCompletionPoints(t *testing.T) {
	cases := []struct {
		name, crew string
		ann, ben   int
	}{
		{"staffed, Commander aboard", `"Jean-Luc Picard, Genial Captain", Davies, Lopez, Daniel Kwan`, 40, 5},
		{"staffed, no Commander", `Rixx, Davies, Lopez, Daniel Kwan`, 35, 0},
		{"Commander aboard, not staffed", `"Jean-Luc Picard, Genial Captain", Lopez`, 35, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startTrig(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Test Deep Space
        ships: [{card: "U.S.S. Enterprise-D, Diplomatic Envoy", aboard: [`+c.crew+`]}]
    deck: [Setek]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
			startAttempt(t, g, "Test Deep Space")
			pick(t, g)
			settle(t, g)
			attemptOver(t, g)
			if g.players[ann].Score != c.ann || g.players[ben].Score != c.ben {
				t.Fatalf("scores %d/%d, want %d/%d", g.players[ann].Score, g.players[ben].Score, c.ann, c.ben)
			}
		})
	}
}

// U.S.S. Phoenix, Wayward Starship (24V049): when its player's attempt at
// its space mission fails, it may discard the top three cards of the deck
// (a cost paid in full) to take a [TNG] card from the discard pile; once
// each turn. Glossary: attempting missions, 5.c (when ... fail).
func TestPhoenixSalvagesAfterFailure(t *testing.T) {
	pos := func(mission, deck string) string {
		return `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: ` + mission + `
        ships: [{card: "U.S.S. Phoenix, Wayward Starship", aboard: [Rixx, Daniel Kwan, Davies]}]
    deck: ` + deck + `
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`
	}
	g := startTrig(t, pos("Test Hard Space", "[Lopez, Mills, Davies, Rixx]"))
	startAttempt(t, g, "Test Hard Space")
	pick(t, g)
	if !respondWith(t, g, "Use U.S.S. Phoenix") {
		t.Fatal("Phoenix not offered")
	}
	d := expectDecision(t, g, ann, KindSelect)
	if !hasOption(d, "Take Lopez") || !hasOption(d, "Take Davies") || hasOption(d, "Mills") {
		t.Fatalf("a [TNG] card: %q", labels(d))
	}
	choose(t, g, "Take Lopez")
	attemptOver(t, g)
	if zoneOf(t, g, "Lopez") != ZHand || zoneOf(t, g, "Mills") != ZDiscard || len(g.players[ann].Deck) != 1 {
		t.Fatal("three discarded, Lopez taken")
	}
	for _, c := range []struct{ name, mission, deck string }{
		{"deck too short", "Test Hard Space", "[Lopez, Mills]"},
		{"planet mission", "Test Hard Planet", "[Lopez, Mills, Davies, Rixx]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			text := pos(c.mission, c.deck)
			if c.mission == "Test Hard Planet" {
				text = strings.Replace(text, "aboard: [Rixx, Daniel Kwan, Davies]}]", "aboard: [Rixx]}]\n        surface: [Daniel Kwan, Davies]", 1)
			}
			g := startTrig(t, text)
			startAttempt(t, g, c.mission)
			pick(t, g)
			if respondWith(t, g, "Use U.S.S. Phoenix") {
				t.Fatal("Phoenix must not be offered")
			}
		})
	}
}

// Kurn, Squadron Commander (1R309): when an engagement involving his
// player's [Kli] ship begins at his mission, the ship he is aboard may
// join it (Rulebook: Engagements — joining ships add their Weapons).
func TestKurnBringsHisShipIntoTheEngagement(t *testing.T) {
	for _, here := range []bool{true, false} {
		t.Run(map[bool]string{true: "at the mission", false: "elsewhere"}[here], func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: I.K.S. Vor'cha, aboard: [K'nera, Kahmis, Vorax, Kroval]}]
      - card: Study Cometary Cloud
    core: ["Cry \"Havoc!\""]
    deck: [Dokar]
  - missions:
      - card: "Earth, Cradle of the Federation"
    deck: [Lopez]
`)
			m := find(t, g, "Military Exercises")
			at := m
			if !here {
				at = find(t, g, "Study Cometary Cloud")
			}
			kv := g.newInst(t, "I.K.S. K'Vort", ann, ZAtMission, at.ID)
			for _, n := range []string{"Kurn, Squadron Commander", "T'vis", "Dokar"} {
				g.newInst(t, n, ann, ZAboard, kv.ID)
			}
			exc := g.newInst(t, "U.S.S. Excelsior", ben, ZAtMission, m.ID)
			for _, n := range []string{"Lopez", "Mills", "Davies"} {
				g.newInst(t, n, ben, ZAboard, exc.ID)
			}
			g.restartOrders()
			choose(t, g, "Use Cry \"Havoc!\"")
			choose(t, g, "I.K.S. Vor'cha against U.S.S. Excelsior")
			used := respondWith(t, g, "Use Kurn")
			if used != here {
				t.Fatalf("Kurn offered %v, want %v", used, here)
			}
			passWindows(t, g, "")
			want := "Weapons 9 against Shields 7"
			if here {
				want = "Weapons 17 against Shields 7"
			}
			if !hasEvent(g, want) {
				t.Fatalf("want %q: %v", want, lastEvents(g, 6))
			}
		})
	}
}

// I.K.S. T'Ong, Sleeper Ship (10U116): winning an engagement with its
// Commander (K'Temoc) aboard, its player may place a [Kli] personnel from
// hand aboard — placed, not played (Glossary: play and place).
func TestTOngPlacesAKlingonAfterWinning(t *testing.T) {
	for _, commander := range []bool{true, false} {
		t.Run(map[bool]string{true: "Commander aboard", false: "no Commander"}[commander], func(t *testing.T) {
			// Cry "Havoc!" needs a Leadership personnel aboard: Nu'Daq leads
			// when K'Temoc, the T'Ong's Commander, is not there.
			crew := `"Nu'Daq, Tenacious Rival", Kroval`
			if commander {
				crew = `"K'Temoc, Long Slumbering Commander", Kroval`
			}
			g := startTrig(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: "I.K.S. T'Ong, Sleeper Ship", aboard: [`+crew+`]}]
    core: ["Cry \"Havoc!\""]
    hand: [Vorax, Lopez]
    deck: [T'vis]
  - missions:
      - card: "Earth, Cradle of the Federation"
    deck: [Mills]
`)
			m := find(t, g, "Military Exercises")
			sh := g.newInst(t, "Test Shuttle", ben, ZAtMission, m.ID)
			g.newInst(t, "Davies", ben, ZAboard, sh.ID)
			g.restartOrders()
			choose(t, g, "Use Cry \"Havoc!\"")
			choose(t, g, "I.K.S. T'Ong, Sleeper Ship against Test Shuttle")
			passWindows(t, g, "")
			if !hasEvent(g, "Weapons 7 against Shields 3") {
				t.Fatalf("T'Ong wins: %v", lastEvents(g, 5))
			}
			if !commander {
				if d := g.Pending(); d.Kind != KindOrders {
					t.Fatalf("nothing to place without the Commander: %s %q", d.Kind, labels(d))
				}
				return
			}
			// The engagement-won window was passed above: start over and
			// take it.
			g = startTrig(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: "I.K.S. T'Ong, Sleeper Ship", aboard: [`+crew+`]}]
    core: ["Cry \"Havoc!\""]
    hand: [Vorax, Lopez]
    deck: [T'vis]
  - missions:
      - card: "Earth, Cradle of the Federation"
    deck: [Mills]
`)
			m = find(t, g, "Military Exercises")
			sh = g.newInst(t, "Test Shuttle", ben, ZAtMission, m.ID)
			g.newInst(t, "Davies", ben, ZAboard, sh.ID)
			g.restartOrders()
			choose(t, g, "Use Cry \"Havoc!\"")
			choose(t, g, "I.K.S. T'Ong, Sleeper Ship against Test Shuttle")
			if !respondWith(t, g, "Use I.K.S. T'Ong") {
				t.Fatal("T'Ong's response not offered")
			}
			d := expectDecision(t, g, ann, KindSelect)
			if !hasOption(d, "Place Vorax") || hasOption(d, "Place Lopez") {
				t.Fatalf("a [Kli] personnel: %q", labels(d))
			}
			mark := len(g.events)
			choose(t, g, "Place Vorax")
			if c := find(t, g, "Vorax"); c.Zone != ZAboard || g.cardName(c.Where) != "I.K.S. T'Ong, Sleeper Ship" {
				t.Fatal("Vorax aboard the T'Ong")
			}
			for _, e := range g.Events()[mark:] {
				if e.Kind == "play" {
					t.Fatal("placing is not playing")
				}
			}
		})
	}
}
