package game

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Continuous personnel and ship text (assets/cards/static.yaml), each card
// from scenario positions. Glossary: modifications (modify, lose, zero);
// Rulebook: Skills; Glossary: skills.

// iCS is a personnel's Integrity, Cunning and Strength now.
func iCS(t *testing.T, g *Game, name string) [3]int {
	t.Helper()
	s := statsOfCard(t, g, name)
	return [3]int{s.Integrity, s.Cunning, s.Strength}
}

// printedICS is the card's printed Integrity, Cunning and Strength.
func printedICS(t *testing.T, g *Game, name string) [3]int {
	t.Helper()
	c := find(t, g, name).Card
	return [3]int{c.Integrity, c.Cunning, c.Strength}
}

func plus(a [3]int, n int) [3]int { return [3]int{a[0] + n, a[1] + n, a[2] + n} }

// shipRWS is a ship's Range, Weapons and Shields now.
func shipRWS(g *Game, id int) [3]int {
	return [3]int{g.shipRange(id), g.shipWeapons(id), g.shipShields(id)}
}

// withCard finds the instance of name controlled by p.
func withCard(t *testing.T, g *Game, name string, p Player) *Inst {
	t.Helper()
	for _, c := range findAll(g, name) {
		if c.Controller == p {
			return c
		}
	}
	t.Fatalf("no %s of %s", name, p)
	return nil
}

// Conditions on the card's surroundings: present with someone, aboard a
// ship, on a planet (Glossary: modifications — modify; conditional
// effects).
func TestStaticConditionsOnSurroundings(t *testing.T) {
	cases := []struct {
		name, card string
		surface    string // personnel on the planet with it (a YAML list)
		bonus      int    // to every attribute
		gains      []string
	}{
		// Stefan DeSeve, Disillusioned Expatriate (0VP190): with a Dissident, or a [Fed][Cmd] personnel.
		{"DeSeve with a Dissident", "Stefan DeSeve", "[Stefan DeSeve, Donatra Compassionate Patriot]", 1, nil},
		{"DeSeve with a [Fed][Cmd]", "Stefan DeSeve", "[Stefan DeSeve, Beverly Crusher Encouraging Commander]", 1, nil},
		{"DeSeve with a [Fed][Stf]", "Stefan DeSeve", "[Stefan DeSeve, Garvey]", 0, nil},
		{"DeSeve alone", "Stefan DeSeve", "[Stefan DeSeve]", 0, nil},
		// Bruce Maddox, Chair of Robotics (7C063): present with an Android.
		{"Maddox with an Android", "Bruce Maddox", "[Bruce Maddox, Data Masquerading Monarch]", 1, []string{"Exobiology", "Science"}},
		{"Maddox without", "Bruce Maddox", "[Bruce Maddox, Garvey]", 0, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Iconia Investigation
        surface: `+tc.surface+`
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
			want := plus(printedICS(t, g, tc.card), tc.bonus)
			if got := iCS(t, g, tc.card); got != want {
				t.Errorf("attributes: want %v, got %v", want, got)
			}
			s := statsOfCard(t, g, tc.card)
			for _, k := range tc.gains {
				if s.Skills.Level(k) != find(t, g, tc.card).Card.SkillLevel(k)+1 {
					t.Errorf("should gain %s: %+v", k, s.Skills)
				}
			}
		})
	}
}

// Spock, Celebrated Ambassador (7R113): another Dissident with him raises
// every attribute of his controller's Romulans beside him by one. Romulan
// is the species (Glossary: species); Spock, a Dissident himself, is not
// present with himself (Rulebook: Present).
func TestSpockRomulansPresentWithDissident(t *testing.T) {
	scenario := func(surface string) *Game {
		return startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
        surface: `+surface+`
    deck: [Rasul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	}
	g := scenario("[Spock Celebrated Ambassador, Donatra Compassionate Patriot, Tomalak Beguiling Adversary, Stefan DeSeve]")
	for _, n := range []string{"Donatra", "Tomalak"} {
		if got, want := iCS(t, g, n), plus(printedICS(t, g, n), 1); got != want {
			t.Errorf("%s (Romulan species) with Spock and a Dissident: want %v, got %v", n, want, got)
		}
	}
	// Stefan DeSeve is a [Rom] Human: not a Romulan. He is present with a
	// Dissident himself (his own text): +1 from that only.
	if got, want := iCS(t, g, "Stefan DeSeve"), plus(printedICS(t, g, "Stefan DeSeve"), 1); got != want {
		t.Errorf("Stefan DeSeve is no Romulan: only his own +1, want %v got %v", want, got)
	}
	if got, want := iCS(t, g, "Spock"), printedICS(t, g, "Spock"); got != want {
		t.Errorf("Spock is Human/Vulcan: unchanged, got %v", got)
	}
	g = scenario("[Spock Celebrated Ambassador, Tomalak Beguiling Adversary]")
	if got, want := iCS(t, g, "Tomalak"), printedICS(t, g, "Tomalak"); got != want {
		t.Errorf("no other Dissident present: Tomalak unchanged, got %v", got)
	}
}

// Kahlest, GhojmoH of Worf (1S300): each of her controller's OTHER Klingons
// present who have Honor is Cunning +1 — Klingon the species, whatever the
// affiliation (Glossary: species); Kahlest herself is left out.
func TestKahlestOtherHonorKlingons(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahlest, T'vis, Dokar, Worf First Officer, Lopez]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	for _, tc := range []struct {
		name string
		plus int
	}{{"T'vis", 1}, {"Worf, First Officer", 1}, {"Kahlest", 0}, {"Dokar", 0}, {"Lopez", 0}} {
		if got, want := statsOfCard(t, g, tc.name).Cunning, find(t, g, tc.name).Card.Cunning+tc.plus; got != want {
			t.Errorf("%s: Cunning want %d, got %d", tc.name, want, got)
		}
	}
	if !slices.Contains(g.modifiersOn(find(t, g, "T'vis").ID), "Kahlest, GhojmoH of Worf: Cunning +1") {
		t.Errorf("the inspector lists Kahlest's modifier on T'vis: %q", g.modifiersOn(find(t, g, "T'vis").ID))
	}
}

// Geordi La Forge, Conn Officer (4U137): on a planet he loses three skills
// and gains three. A headquarters is no planet (Rulebook: Present), and a
// lost skill takes one level, after every gain (Glossary: skills;
// modifications — lose after modify).
func TestGeordiLosesAndGainsSkillsOnAPlanet(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Geordi La Forge Conn Officer]
      - card: Iconia Investigation
        surface: [Geordi La Forge Conn Officer]
        ships: [{card: "U.S.S. Enterprise-D, Explorer", aboard: [Geordi La Forge Conn Officer]}]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	geordis := findAll(g, "Geordi La Forge, Conn Officer")
	onHQ, onPlanet, aboard := geordis[0], geordis[1], geordis[2]
	if onPlanet.Zone != ZSurface || g.cards[onPlanet.Where].Card.MissionType != Planet || aboard.Zone != ZAboard {
		t.Fatalf("scenario order changed")
	}
	s := g.stats(onPlanet.ID)
	for _, k := range []string{"Astrometrics", "Navigation", "Officer"} {
		if s.Skills.Level(k) != 0 {
			t.Errorf("on a planet he loses %s: %+v", k, s.Skills)
		}
	}
	for _, k := range []string{"Engineer", "Physics", "Programming"} {
		if s.Skills.Level(k) != 1 {
			t.Errorf("on a planet he gains %s: %+v", k, s.Skills)
		}
	}
	for _, id := range []int{onHQ.ID, aboard.ID} {
		if s := g.stats(id); s.Skills.Level("Navigation") != 1 || s.Skills.Level("Engineer") != 0 {
			t.Errorf("%s: printed skills only, got %+v", g.cards[id].Zone, s.Skills)
		}
	}
	if m := g.modifiersOn(onPlanet.ID); len(m) != 1 || !strings.Contains(m[0], "loses Astrometrics, Navigation, and Officer") {
		t.Errorf("the inspector says what he loses: %q", m)
	}
	// One level per loss, never below none, and after the gains: with
	// Navigation gained twice more, he keeps two levels of it.
	var ss SkillSet
	ss.Add("Navigation", 3)
	var lost SkillSet
	lost.Add("Navigation", 1)
	lost.Add("Officer", 1)
	ss.lose(&lost)
	if ss.Level("Navigation") != 2 || ss.Level("Officer") != 0 {
		t.Errorf("a loss takes one level and stops at none: %+v", ss)
	}
}

// Data, Masquerading Monarch (42V006): Cunning and Strength +1 for each
// different non-unique personnel present, at most +4. Two copies of a
// title are one different card (Rulebook: Uniqueness — same title, same
// thing).
func TestDataCountsDifferentNonUniquePresent(t *testing.T) {
	cases := []struct {
		surface string
		want    int
	}{
		{"[Data Masquerading Monarch]", 0},
		{"[Data Masquerading Monarch, Garvey, Garvey, Geordi La Forge Conn Officer]", 1},
		{"[Data Masquerading Monarch, Garvey, Martinez, Richardson]", 3},
		{"[Data Masquerading Monarch, Garvey, Martinez, Richardson, Lopez, Rasul]", 4},
	}
	for _, tc := range cases {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: `+tc.surface+`
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
		got := iCS(t, g, "Data, Masquerading Monarch")
		if got != [3]int{6, 6 + tc.want, 6 + tc.want} {
			t.Errorf("%s: want Cunning and Strength %d, got %v", tc.surface, 6+tc.want, got)
		}
		if tc.want > 0 {
			want := fmt.Sprintf("Data, Masquerading Monarch: Cunning +%d, Strength +%d", tc.want, tc.want)
			if m := g.modifiersOn(find(t, g, "Data, Masquerading Monarch").ID); !slices.Contains(m, want) {
				t.Errorf("the inspector shows the counted amount %q: %q", want, m)
			}
		}
	}
}

// Garvey (35V022), Martinez (35V026), Richardson (35V028): conditions on
// every player's hand, score and completed missions.
func TestEachPlayerConditions(t *testing.T) {
	cases := []struct {
		name           string
		card           string
		hand1, hand2   string
		score1, score2 int
		done1, done2   bool
		on             bool
		gains          []string
	}{
		{"Garvey, both hold 4", "Garvey", "[Lopez, Lopez, Lopez, Lopez]", "[Dokar, Dokar, Dokar, Dokar, Dokar]", 0, 0, false, false, true, []string{"Intelligence", "Officer"}},
		{"Garvey, one holds 3", "Garvey", "[Lopez, Lopez, Lopez, Lopez]", "[Dokar, Dokar, Dokar]", 0, 0, false, false, false, nil},
		{"Martinez, both at 40", "Martinez", "[]", "[]", 40, 45, false, false, true, []string{"Diplomacy", "Security"}},
		{"Martinez, one at 35", "Martinez", "[]", "[]", 60, 35, false, false, false, nil},
		{"Richardson, both completed one", "Richardson", "[]", "[]", 0, 0, true, true, true, []string{"Science"}},
		{"Richardson, one has none", "Richardson", "[]", "[]", 0, 0, true, false, false, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, fmt.Sprintf(`
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: [%s]
      - {card: Surgery Under Fire, completed: %v}
    score: %d
    hand: %s
    deck: [Lopez]
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - {card: Brute Force, completed: %v}
    score: %d
    hand: %s
    deck: [Dokar]
`, tc.card, tc.done1, tc.score1, tc.hand1, tc.done2, tc.score2, tc.hand2))
			bonus := 0
			if tc.on {
				bonus = 1
			}
			if got, want := iCS(t, g, tc.card), plus(printedICS(t, g, tc.card), bonus); got != want {
				t.Errorf("want %v, got %v", want, got)
			}
			s := statsOfCard(t, g, tc.card)
			for _, k := range tc.gains {
				if s.Skills.Level(k) != find(t, g, tc.card).Card.SkillLevel(k)+1 {
					t.Errorf("gains %s: %+v", k, s.Skills)
				}
			}
		})
	}
}

// Bregath (2C133): attributes +2 while an opponent commands a ship with a
// damage card on it (Rulebook: Damage).
func TestBregathOpponentDamagedShip(t *testing.T) {
	for _, damaged := range []bool{false, true} {
		damage := "[]"
		if damaged {
			damage = "[Triage]"
		}
		g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Bregath]
        ships: [{card: "I.K.S. Qam-Chee", damage: [Wavefront]}]
    deck: [Dokar]
  - missions:
      - card: "Earth, Cradle of the Federation"
        ships: [{card: "U.S.S. Enterprise-D, Explorer", damage: `+damage+`}]
    deck: [Lopez]
`)
		bonus := 0
		if damaged {
			bonus = 2 // his own damaged ship does not count
		}
		if got, want := iCS(t, g, "Bregath"), plus(printedICS(t, g, "Bregath"), bonus); got != want {
			t.Errorf("opponent's ship damaged %v: want %v, got %v", damaged, want, got)
		}
	}
}

// Personnel whose text works while they face a dilemma or attempt a
// mission (Glossary: attempting missions 3.h; dilemmas — each personnel
// involved faces the dilemma): Jim Shimoda, Under the Influence (0VP234)
// less the dilemma's cost; Wesley Crusher, Prodigy (1R288) and Donatra,
// Compassionate Patriot (1R357) gain skills; Miles O'Brien, Conn Officer
// (27V010) plus the mission's span; Dr. Leah Brahms, Holographic
// Representation (7C065) at a space mission only.
func TestWhileFacingAndAttempting(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Evaluate Soliton Wave
        ships:
          - card: "U.S.S. Enterprise-D, Explorer"
            aboard: [Jim Shimoda, Wesley Crusher Prodigy, Donatra Compassionate Patriot, Miles O'Brien Conn Officer, Dr. Leah Brahms]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Systems Diagnostic]
    deck: [Dokar]
`)
	before := map[string][3]int{}
	for _, n := range []string{"Jim Shimoda", "Miles O'Brien, Conn Officer", "Dr. Leah Brahms"} {
		before[n] = iCS(t, g, n)
		if before[n] != printedICS(t, g, n) {
			t.Fatalf("%s before the attempt: printed, got %v", n, before[n])
		}
	}
	if statsOfCard(t, g, "Wesley Crusher").Skills.Level("Science") != 0 {
		t.Fatalf("Wesley gains nothing before facing a dilemma")
	}
	choose(t, g, "Attempt Evaluate Soliton Wave")
	choose(t, g, "U.S.S. Enterprise-D")
	choose(t, g, "Systems Diagnostic")
	d := expectDecision(t, g, 0, KindSelect) // Systems Diagnostic: stop one Engineer or Programming
	if !strings.Contains(d.Prompt, "Systems Diagnostic") && !hasOption(d, "Jim Shimoda") {
		t.Fatalf("facing Systems Diagnostic: %q %q", d.Prompt, labels(d))
	}
	// Systems Diagnostic costs 2; Evaluate Soliton Wave has span 3.
	if got := iCS(t, g, "Jim Shimoda"); got != plus(before["Jim Shimoda"], -2) {
		t.Errorf("Jim Shimoda facing a cost-2 dilemma: want %v, got %v", plus(before["Jim Shimoda"], -2), got)
	}
	if got := iCS(t, g, "Miles O'Brien, Conn Officer"); got != plus(before["Miles O'Brien, Conn Officer"], 3) {
		t.Errorf("O'Brien attempting a span-3 mission: want %v, got %v", plus(before["Miles O'Brien, Conn Officer"], 3), got)
	}
	if got := iCS(t, g, "Dr. Leah Brahms"); got != plus(before["Dr. Leah Brahms"], 1) {
		t.Errorf("Brahms attempting a space mission: +1, got %v", got)
	}
	if s := statsOfCard(t, g, "Dr. Leah Brahms"); s.Skills.Level("Engineer") != 2 {
		t.Errorf("Brahms gains Engineer (2 in all): %+v", s.Skills)
	}
	w := statsOfCard(t, g, "Wesley Crusher")
	for k, n := range map[string]int{"Engineer": 2, "Exobiology": 1, "Navigation": 1, "Science": 1} {
		if w.Skills.Level(k) != n {
			t.Errorf("Wesley facing: %s %d, got %d", k, n, w.Skills.Level(k))
		}
	}
	if s := statsOfCard(t, g, "Donatra"); s.Skills.Level("Honor") != 1 || s.Skills.Level("Security") != 1 {
		t.Errorf("Donatra facing gains Honor and Security: %+v", s.Skills)
	}
	m := g.modifiersOn(find(t, g, "Jim Shimoda").ID)
	if !slices.Contains(m, "Jim Shimoda, Under the Influence: attributes -2") {
		t.Errorf("the inspector shows Shimoda's reduction: %q", m)
	}
	// The selected personnel is stopped and no longer attempts: its text
	// no longer applies.
	choose(t, g, "Jim Shimoda")
	if got := iCS(t, g, "Jim Shimoda"); got != before["Jim Shimoda"] {
		t.Errorf("stopped, Shimoda no longer faces the dilemma: %v", got)
	}
}

// Dr. Leah Brahms (7C065): attempting a planet mission gives her nothing.
func TestBrahmsPlanetAttempt(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Surgery Under Fire
        surface: [Dr. Leah Brahms, Beverly Crusher Encouraging Commander, Miles O'Brien Conn Officer]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage]
    deck: [Dokar]
`)
	choose(t, g, "Attempt Surgery Under Fire")
	choose(t, g, "Triage")
	expectDecision(t, g, 0, KindSelect)
	if got := iCS(t, g, "Dr. Leah Brahms"); got != printedICS(t, g, "Dr. Leah Brahms") {
		t.Errorf("a planet attempt: printed, got %v", got)
	}
	// O'Brien gets the span of this mission (2).
	if got := iCS(t, g, "Miles O'Brien"); got != plus(printedICS(t, g, "Miles O'Brien"), 2) {
		t.Errorf("O'Brien attempting a span-2 mission: %v", got)
	}
}

// Kahless, The Greatest Warrior of Them All (2U137): facing a dilemma, his
// Strength may meet its Integrity and Cunning requirements (Glossary:
// dilemmas — requirements in bold). Sokath asks Cunning>35: with his
// Cunning 5 the group has 35, with his Strength 8 it has 38.
func TestKahlessMeetsCunningWithStrength(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Surgery Under Fire
        surface: [Kahless The Greatest Warrior of Them All, Kurak, Bregath, Bregath, T'vis, Dokar, Dokar]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: ["Sokath, His Eyes Uncovered!"]
    deck: [Lopez]
`)
	group := g.groupStats(g.planetAttempters(0, find(t, g, "Surgery Under Fire").ID))
	cunning := 0
	for _, s := range group {
		cunning += s.Cunning
	}
	if cunning != 35 {
		t.Fatalf("the group's Cunning should be 35, got %d", cunning)
	}
	choose(t, g, "Attempt Surgery Under Fire")
	choose(t, g, "Sokath")
	skipEmptyWindows(t, g)
	if !hasEvent(g, "personnel have 2 Diplomacy or Cunning>35") {
		t.Fatalf("Kahless's Strength meets Cunning>35: %q", lastEvents(g, 8))
	}
	if hasEvent(g, "do not have 2 Diplomacy") {
		t.Errorf("Sokath's penalty must not apply: %q", lastEvents(g, 8))
	}
	// Outside a dilemma (the mission's own requirements), no substitute.
	k := statsOfCard(t, g, "Kahless")
	if k.reqAttr(Cunning, true) != 5 {
		t.Errorf("not facing a dilemma: Cunning 5 for requirements, got %d", k.reqAttr(Cunning, true))
	}
}

// Kahless (2U137) without him: the same group fails Sokath.
func TestSokathFailsWithoutKahless(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Surgery Under Fire
        surface: [Kurak, Bregath, Bregath, T'vis, Dokar, Dokar, Dokar]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: ["Sokath, His Eyes Uncovered!"]
    deck: [Lopez]
`)
	choose(t, g, "Attempt Surgery Under Fire")
	choose(t, g, "Sokath")
	skipEmptyWindows(t, g)
	if !hasEvent(g, "do not have 2 Diplomacy or Cunning>35") {
		t.Fatalf("without Kahless the group has Cunning 34 and no substitute: %q", lastEvents(g, 8))
	}
}

// Ships: I.K.S. Hegh'ta (1R397) at a space mission, Deranas (1U410) at a
// Region: Neutral Zone mission, D'deridex Advanced (1U409) with your [Rom]
// Intelligence personnel aboard (Glossary: attributes, ship).
func TestShipConditions(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
        ships:
          - {card: Deranas}
          - {card: "D'deridex Advanced", aboard: [Mendak]}
          - {card: "D'deridex Advanced", aboard: [{card: Mendak, stopped: true}, Donatra Compassionate Patriot]}
      - card: Patrol Neutral Zone
        ships: [{card: Deranas}, {card: "I.K.S. Hegh'ta"}]
      - card: Iconia Investigation
        ships: [{card: "I.K.S. Hegh'ta"}]
    deck: [Rasul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	der, heg, dda := findAll(g, "Deranas"), findAll(g, "I.K.S. Hegh'ta"), findAll(g, "D'deridex Advanced")
	cases := []struct {
		name string
		id   int
		want [3]int // Range, Weapons, Shields
	}{
		{"Deranas at Romulus", der[0].ID, [3]int{7, 9, 9}},
		{"Deranas at Patrol Neutral Zone", der[1].ID, [3]int{7, 11, 11}},
		{"Hegh'ta at a space mission", heg[0].ID, [3]int{7, 10, 7}},
		{"Hegh'ta at a planet mission", heg[1].ID, [3]int{7, 8, 7}},
		{"D'deridex Advanced with Mendak (Intelligence)", dda[0].ID, [3]int{8, 9, 9}},
		{"D'deridex Advanced with a stopped Mendak", dda[1].ID, [3]int{6, 7, 7}},
	}
	for _, tc := range cases {
		if got := shipRWS(g, tc.id); got != tc.want {
			t.Errorf("%s: want %v, got %v", tc.name, tc.want, got)
		}
	}
	if m := g.modifiersOn(der[1].ID); !slices.Contains(m, "Deranas: Weapons +2, Shields +2") {
		t.Errorf("the inspector lists the ship's modifier: %q", m)
	}
}

// Personnel who change the ship they are aboard: Tomalak, Beguiling
// Adversary (1R378) a [Rom] ship while his score is higher; Rasul (35V036)
// your D'deridex-class ship's Range, each copy adding.
func TestPersonnelModifyTheirShip(t *testing.T) {
	for _, higher := range []bool{true, false} {
		score := 30
		if !higher {
			score = 20
		}
		g := startScenario(t, fmt.Sprintf(`
active: 1
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
        ships:
          - {card: Deranas, aboard: [Tomalak Beguiling Adversary, Rasul, Rasul]}
          - {card: "I.K.S. Qam-Chee", aboard: [Rasul]}
    score: %d
    deck: [Rasul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    score: 20
    deck: [Lopez]
`, score))
		der, qam := find(t, g, "Deranas"), find(t, g, "I.K.S. Qam-Chee")
		want := [3]int{7 + 2, 9, 9} // two Rasuls
		if higher {
			want = [3]int{7 + 2 + 2, 9 + 2, 9 + 2}
		}
		if got := shipRWS(g, der.ID); got != want {
			t.Errorf("higher score %v: Deranas want %v, got %v", higher, want, got)
		}
		if got := shipRWS(g, qam.ID); got != [3]int{8, 9, 9} {
			t.Errorf("a Vor'cha is no D'deridex: Qam-Chee unchanged, got %v", got)
		}
	}
}

// Beverly Crusher, Encouraging Commander (27V008): when she is on board
// her controller's Enterprise-D, the non-unique [TNG] personnel of that
// player on board with her get +1 to every attribute; unique or non-[TNG]
// ones, or ones elsewhere, do not.
func TestBeverlyCrusherAboardEnterprise(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Beverly Crusher Encouraging Commander, Martinez]
        ships:
          - {card: "U.S.S. Enterprise-D, Explorer", aboard: [Beverly Crusher Encouraging Commander, Garvey, Miles O'Brien Conn Officer, Rasul]}
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	for _, tc := range []struct {
		name string
		plus int
	}{{"Garvey", 1}, {"Miles O'Brien", 0}, {"Rasul", 0}, {"Martinez", 0}} {
		if got, want := iCS(t, g, tc.name), plus(printedICS(t, g, tc.name), tc.plus); got != want {
			t.Errorf("%s: want %v, got %v", tc.name, want, got)
		}
	}
}

// I.K.S. Qam-Chee (2R174): staffed at an opponent's mission, each of that
// opponent's personnel and ships there is attributes -1 (Ruling: At This
// Mission — anywhere there). Its own side is untouched; unstaffed, or at
// its own mission, nothing.
func TestQamCheeWeakensOpponentsAtTheMission(t *testing.T) {
	scenario := func(crew string) *Game {
		return startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Surgery Under Fire
        surface: [Garvey, {card: Dokar, controller: 2}]
        ships:
          - {card: "U.S.S. Enterprise-D, Explorer", aboard: [Martinez]}
          - {card: "I.K.S. Qam-Chee", controller: 2, aboard: `+crew+`}
    deck: [Lopez]
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: [{card: "I.K.S. Qam-Chee", aboard: [Kahlest, T'vis, Bregath, Kurak]}]
    deck: [Dokar]
`)
	}
	g := scenario("[Dokar, T'vis, Bregath, Kurak]")
	qams := findAll(g, "I.K.S. Qam-Chee")
	ent := find(t, g, "U.S.S. Enterprise-D, Explorer")
	if !g.staffed(qams[0].ID) {
		t.Fatalf("the Qam-Chee at Surgery Under Fire should be staffed")
	}
	if got := shipRWS(g, ent.ID); got != [3]int{7, 7, 8} {
		t.Errorf("the Enterprise at the mission: -1 each, got %v", got)
	}
	for _, n := range []string{"Garvey", "Martinez"} {
		if got, want := iCS(t, g, n), plus(printedICS(t, g, n), -1); got != want {
			t.Errorf("%s: want %v, got %v", n, want, got)
		}
	}
	for _, c := range findAll(g, "Dokar") {
		if got := iCS3(g, c.ID); got != printedICS(t, g, "Dokar") {
			t.Errorf("the Qam-Chee's own side is untouched: Dokar %v (%s)", got, c.Zone)
		}
	}
	if got := shipRWS(g, qams[0].ID); got != [3]int{8, 9, 9} {
		t.Errorf("the Qam-Chee itself: unchanged, got %v", got)
	}
	// Unstaffed (no [Cmd] aboard): nothing.
	g = scenario("[T'vis, Bregath, Kurak]")
	if got := iCS(t, g, "Garvey"); got != printedICS(t, g, "Garvey") {
		t.Errorf("unstaffed Qam-Chee: Garvey unchanged, got %v", got)
	}
}

func iCS3(g *Game, id int) [3]int {
	s := g.stats(id)
	return [3]int{s.Integrity, s.Cunning, s.Strength}
}
