package game

import (
	"slices"
	"strings"
	"testing"
)

// Missions' game text (group H5), each from a scenario position.

// spaceAttempt: Ann's ship at her space mission with a crew; Ben's pile.
func spaceAttempt(mission, ship, crew, pile, more string) string {
	return `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: "` + mission + `"
        ships: [{card: "` + ship + `", aboard: [` + crew + `], range_used: 4}]
` + more + `
    deck: [Davies, Daniel Kwan, Rixx, Portent]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [` + pile + `]
    deck: [Davies]
`
}

// completeAll plays out an attempt Ann began: Ben picks no dilemma and
// every window passes, optional text of hers taken when named.
func completeAll(t *testing.T, g *Game, use ...string) {
	t.Helper()
	for d := g.Pending(); d != nil && d.Kind != KindOrders; d = g.Pending() {
		switch {
		case d.Kind == KindChooseDilemmas:
			pick(t, g)
		case d.Kind == KindAttemptShips:
			choose(t, g, "personnel")
		case slices.ContainsFunc(use, func(u string) bool { return hasOption(d, u) }):
			for _, u := range use {
				if hasOption(d, u) {
					choose(t, g, u)
					break
				}
			}
		case d.Kind == KindRespond:
			choose(t, g, "Pass")
		default:
			return // a decision the test answers itself
		}
	}
}

// kliCrew meets Investigate Derelict (Engineer, Exobiology, Navigation,
// Security, Cunning>35).
const derelictCrew = `Vorax, Meraht, Dokar, Kahmis, Kroval, "T'vis", Daniel Kwan, Davies`

// Investigate Derelict (13U046): completing it while an opponent has had
// more turns (Ann went second) restores the Range her ship there used
// this turn; going first, it does not.
func TestInvestigateDerelict(t *testing.T) {
	for _, second := range []bool{true, false} {
		pos := spaceAttempt("Investigate Derelict", "U.S.S. Galaxy", derelictCrew, "", "")
		if second {
			pos = strings.Replace(pos, "active: 1", "active: 1\nfirst: 2\nturn: 2", 1)
		}
		g := startScenario(t, pos)
		choose(t, g, "Attempt Investigate Derelict")
		completeAll(t, g, "Use Investigate Derelict")
		if !missionInst(t, g, "Investigate Derelict").Completed {
			t.Fatal("not completed")
		}
		used := find(t, g, "U.S.S. Galaxy").RangeUsed
		if second && used != 0 || !second && used != 4 {
			t.Fatalf("went second %v: Range used %d", second, used)
		}
	}
}

// Patrol Neutral Zone (14U059): completed, it scores 5 more for each
// Region: Neutral Zone mission Ann commands with no opponent's ship at it
// (itself and Compelling Threat; not Collapse Anti-Time Anomaly, where
// Ben's ship is).
func TestPatrolNeutralZone(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Patrol Neutral Zone
        ships: [{card: U.S.S. Galaxy, aboard: [Rixx, Elizabeth Shelby, Kahmis, Lopez, Davies, Daniel Kwan, Davies]}]
      - card: Compelling Threat
      - card: Collapse Anti-Time Anomaly
        ships: [{card: U.S.S. Nebula, controller: 2}]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	choose(t, g, "Attempt Patrol Neutral Zone")
	completeAll(t, g, "Use Patrol Neutral Zone")
	if !missionInst(t, g, "Patrol Neutral Zone").Completed {
		t.Fatal("not completed")
	}
	if s := g.players[ann].Score; s != 20+10 {
		t.Fatalf("score %d, want 20 + 2 × 5", s)
	}
}

// Transport Crash Survivor (21V014): whoever commands it, when Ann begins
// an attempt with five or fewer personnel, Ben may draw six extra
// dilemmas and spend six more; with six personnel it does not answer.
func TestTransportCrashSurvivor(t *testing.T) {
	for _, n := range []int{2, 6} {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Transport Crash Survivor
      - card: Excavation
        surface: [`+strings.TrimSuffix(strings.Repeat("Davies, ", n), ", ")+`]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Triage, Pinned Down, Kolaran Raiders, Wavefront, "Sokath, His Eyes Uncovered!", "Tense Negotiations", Command Decisions, An Old Debt, Systems Diagnostic, Limited Welcome]
    deck: [Davies]
`)
		choose(t, g, "Attempt Excavation")
		for d := g.Pending(); d != nil && d.Kind != KindChooseDilemmas; d = g.Pending() {
			switch {
			case hasOption(d, "Use Transport Crash Survivor"):
				choose(t, g, "Use Transport Crash Survivor")
			case d.Kind == KindOptional:
				if d.Player != ben {
					t.Fatal("the choice is not the dilemma drawer's")
				}
				choose(t, g, "Do it")
			default:
				choose(t, g, "Pass")
			}
		}
		d := expectDecision(t, g, ben, KindChooseDilemmas)
		want, limit := n, n
		if n <= 5 {
			want, limit = n+6, n+6
		}
		if len(d.Options) != want || !strings.Contains(d.Prompt, "up to "+itoa(limit)) {
			t.Fatalf("%d personnel: drew %d (%q), want %d and a limit of %d", n, len(d.Options), d.Prompt, want, limit)
		}
	}
}

// Rulings: Mission Value Changes. Evaluate Soliton Wave (24V021): worth
// 10 more points attempted aboard a ship with a printed attribute above 8
// (U.S.S. Galaxy, Shields 9), not aboard U.S.S. Nebula (8, 8, 8).
func TestEvaluateSolitonWave(t *testing.T) {
	for _, c := range []struct {
		ship  string
		score int
	}{{"U.S.S. Galaxy", 40}, {"U.S.S. Nebula", 30}} {
		g := startScenario(t, spaceAttempt("Evaluate Soliton Wave", c.ship, "Vorax, Daniel Kwan, Rixx, Dokar, Davies, Davies, Davies, Meraht", "", ""))
		choose(t, g, "Attempt Evaluate Soliton Wave")
		completeAll(t, g)
		if !missionInst(t, g, "Evaluate Soliton Wave").Completed || g.players[ann].Score != c.score {
			t.Fatalf("aboard %s: score %d, want %d", c.ship, g.players[ann].Score, c.score)
		}
	}
}

// Rulebook: Turn Sequence (the start of each turn). Agricultural
// Assessment (28V018): at the start of Ben's turn he may draw a card for
// each staffed ship he commands at Ann's Agricultural Assessment.
func TestAgriculturalAssessment(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: discard
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Agricultural Assessment
        ships:
          - {card: U.S.S. Nebula, controller: 2, aboard: [Elizabeth Shelby, Davies, Daniel Kwan]}
          - {card: U.S.S. Galaxy, controller: 2, aboard: [Davies]}
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Rixx, Lopez]
`)
	for d := g.Pending(); d != nil && d.Kind != KindOptional; d = g.Pending() {
		if hasOption(d, "Use Agricultural Assessment") {
			choose(t, g, "Use Agricultural Assessment")
			continue
		}
		choose(t, g, "Pass")
	}
	d := expectDecision(t, g, ben, KindOptional)
	if !strings.Contains(d.Prompt, "Agricultural Assessment") {
		t.Fatalf("prompt %q", d.Prompt)
	}
	choose(t, g, "Do it")
	if got := namesOf(g, g.players[ben].Hand); !slices.Equal(got, []string{"Rixx"}) {
		t.Fatalf("Ben drew %q; one staffed ship is one card", got)
	}
}

// Locate Mysterious Contact (29V036): beginning an attempt here with six
// personnel, Ann may draw two cards; then Ben may draw one extra dilemma
// and spend one more.
func TestLocateMysteriousContact(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Locate Mysterious Contact
        surface: [Davies, Davies, Davies, Daniel Kwan, Daniel Kwan, Rixx]
    deck: [Lopez, Rixx, Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Triage, Pinned Down, Kolaran Raiders, Wavefront, "Sokath, His Eyes Uncovered!", "Tense Negotiations", Command Decisions, An Old Debt]
    deck: [Davies]
`)
	choose(t, g, "Attempt Locate Mysterious Contact")
	passUntil(t, g, "Use Locate Mysterious Contact")
	expectDecision(t, g, ben, KindOptional)
	choose(t, g, "Do it")
	d := expectDecision(t, g, ben, KindChooseDilemmas)
	if len(d.Options) != 7 || !strings.Contains(d.Prompt, "up to 7") {
		t.Fatalf("drew %d (%q), want 7", len(d.Options), d.Prompt)
	}
	if len(g.players[ann].Hand) != 2 {
		t.Fatalf("Ann holds %d cards, want 2", len(g.players[ann].Hand))
	}
}

// Rulings: At This Mission (anywhere at the mission); Glossary: all (a
// group of cards includes the stopped ones). Brute Force (2U098):
// completed by Klingons alone it scores 5 more; a non-Klingon of Ann's
// aboard her ship there spoils it, and so does a stopped one: "each of
// your personnel" counts stopped personnel too.
func TestBruteForce(t *testing.T) {
	for _, c := range []struct {
		ships string
		score int
	}{
		{"", 45},
		{"\n        ships: [{card: I.K.S. K'Vort, aboard: [Rabal]}]", 40},
		{"\n        ships: [{card: I.K.S. K'Vort, aboard: [{card: Rabal, stopped: true}]}]", 40},
	} {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Brute Force`+c.ships+`
        surface: [Kahmis, Kahmis, "T'vis", Dokar, Vorax, Kroval]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
		choose(t, g, "Attempt Brute Force")
		completeAll(t, g, "Use Brute Force")
		if !missionInst(t, g, "Brute Force").Completed || g.players[ann].Score != c.score {
			t.Fatalf("score %d, want %d", g.players[ann].Score, c.score)
		}
	}
}

// Glossary: play and place; Rulings: Kira Nerys and Multiple HQs.
// Starbase 718 (30V032): completed, Ann may place unique personnel from
// her discard pile, total cost 6 or less, at her headquarters; more than
// that is refused.
func TestStarbase718(t *testing.T) {
	g := startScenario(t, spaceAttempt("Starbase 718 Investigate Cryosatellite", "U.S.S. Galaxy",
		"Vorax, Elizabeth Shelby, Kahmis, Dokar, Davies, Daniel Kwan, Rixx", "",
		`    discard: ["Deanna Troi, Ship's Counselor", "Tasha Yar, Chief of Security", "Data, Proud Father", Davies]`))
	choose(t, g, "Attempt Investigate Cryosatellite")
	completeAll(t, g, "Use Investigate Cryosatellite")
	d := expectDecision(t, g, ann, KindSelect)
	if hasOption(d, "Davies") {
		t.Fatal("a non-unique personnel offered")
	}
	choose(t, g, "Deanna Troi")
	if d := expectDecision(t, g, ann, KindSelect); hasOption(d, "Data") || !hasOption(d, "Tasha Yar") {
		t.Fatalf("after Troi (2) only cost 4 or less may follow: %q", labels(d))
	}
	choose(t, g, "Tasha Yar")
	passWindows(t, g, "")
	earth := missionInst(t, g, "Earth, Cradle of the Federation")
	for _, n := range []string{"Deanna Troi", "Tasha Yar"} {
		if c := find(t, g, n); c.Zone != ZSurface || c.Where != earth.ID || c.Controller != ann {
			t.Fatalf("%s is in %s", n, c.Zone)
		}
	}
}

// Glossary: Commander. Combined Discovery (33V028): with Picard aboard
// the U.S.S. Enterprise-D his Commander keyword names, Ann may play
// Galathon, an Archaeology Commander of an affiliation she does not
// command, aboard that ship; not once she commands a Romulan.
func TestCombinedDiscovery(t *testing.T) {
	pos := func(aboard string) string {
		return `
segment: play
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Combined Discovery
        ships: [{card: "U.S.S. Enterprise-D, Diplomatic Envoy", aboard: [` + aboard + `]}]
    hand: ["Galathon, Steadfast Rival"]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`
	}
	g := startScenario(t, pos(`"Jean-Luc Picard, Genial Captain", Davies`))
	choose(t, g, "Play Galathon, Steadfast Rival (cost 3) aboard U.S.S. Enterprise-D")
	passWindows(t, g, "")
	ship := find(t, g, "U.S.S. Enterprise-D, Diplomatic Envoy")
	if c := find(t, g, "Galathon"); c.Zone != ZAboard || c.Where != ship.ID {
		t.Fatalf("Galathon is in %s", c.Zone)
	}
	for _, aboard := range []string{`"Jean-Luc Picard, Genial Captain", Mareth`, `Davies`} {
		if playOffered(t, startScenario(t, pos(aboard)), "Galathon") {
			t.Fatalf("offered with %s aboard", aboard)
		}
	}
}

// Checking Mission Requirements. Compelling Threat (35V017): while Ben
// has completed it, Ann's Excavation needs Cunning above 30 + 8 (the
// Weapons of Ben's staffed U.S.S. Nebula there); her Cunning 35 fails.
func TestCompellingThreat(t *testing.T) {
	for _, done := range []bool{true, false} {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        surface: [Van Orton, Van Orton, Meraht, Davies, Davies, Davies]
        ships: [{card: U.S.S. Nebula, controller: 2, aboard: [Elizabeth Shelby, Daniel Kwan, Daniel Kwan]}]
    deck: [Davies]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
      - {card: Compelling Threat, completed: `+map[bool]string{true: "true", false: "false"}[done]+`}
    deck: [Davies]
`)
		choose(t, g, "Attempt Excavation")
		completeAll(t, g)
		if got := missionInst(t, g, "Excavation").Completed; got == done {
			t.Fatalf("Compelling Threat completed %v: Excavation completed %v", done, got)
		}
	}
}

// infestationLib is the reference library with a stand-in Infestation
// (no reference deck has the real one): choose a personnel to be stopped.
func infestationLib(t *testing.T) *Library {
	t.Helper()
	lib, err := DefaultLibraryWith([]byte(`
- {id: "T-INF", title: Infestation, subtitle: Stand-in, type: dilemma, dilemma: dual, cost: 1,
   effect: [{do: select, by: you, outcome: stop}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

// Research Binary Star (38V016): when Ben's Infestation stops Ann's
// personnel, Ann chooses another personnel facing it to be stopped;
// another dilemma's stop does not answer.
func TestResearchBinaryStar(t *testing.T) {
	for _, c := range []struct {
		dilemma string
		stopped int
	}{{"Infestation, Stand-in", 2}, {"Kolaran Raiders", 1}} {
		g := startScenarioWith(t, infestationLib(t), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        surface: [Davies, Daniel Kwan, Elizabeth Shelby]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}, {card: Research Binary Star}]
    dilemmas: ["`+c.dilemma+`"]
    deck: [Davies]
`)
		choose(t, g, "Attempt Excavation")
		pick(t, g, strings.Split(c.dilemma, ",")[0])
		mark := len(g.events)
		pick(t, g, "Elizabeth Shelby")
		for d := g.Pending(); d != nil && d.Kind != KindOrders; d = g.Pending() {
			switch {
			case hasOption(d, "Use Research Binary Star"):
				choose(t, g, "Use Research Binary Star")
			case d.Kind == KindSelect && d.Player == ann && hasOption(d, "Davies"):
				pick(t, g, "Davies")
			case d.Kind == KindRespond:
				choose(t, g, "Pass")
			default:
				t.Fatalf("unexpected %s decision %q for %s", d.Kind, d.Prompt, d.Player)
			}
		}
		if got := affected(g, mark, OutStop); len(got) != c.stopped {
			t.Fatalf("%s: stopped %q", c.dilemma, namesOf(g, got))
		}
	}
}

// Rulebook: Download. Collapse Anti-Time Anomaly (5P021): attempting it
// with no dilemma overcome beneath, Ann may download a Q card (Portent);
// with one beneath, it does not answer.
func TestCollapseAntiTimeAnomaly(t *testing.T) {
	for _, beneath := range []bool{false, true} {
		pos := spaceAttempt("Collapse Anti-Time Anomaly", "U.S.S. Galaxy", "Davies, Daniel Kwan", "", "")
		if beneath {
			pos = strings.Replace(pos, `      - card: "Collapse Anti-Time Anomaly"`, `      - card: "Collapse Anti-Time Anomaly"
        overcome: [Triage]`, 1)
		}
		g := startScenario(t, pos)
		choose(t, g, "Attempt Collapse Anti-Time Anomaly")
		choose(t, g, "personnel")
		offered := false
		for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
			if hasOption(d, "Use Collapse Anti-Time Anomaly") {
				offered = true
				choose(t, g, "Use Collapse Anti-Time Anomaly")
				choose(t, g, "Download Portent")
				continue
			}
			choose(t, g, "Pass")
		}
		if offered == beneath {
			t.Fatalf("dilemma beneath %v: offered %v", beneath, offered)
		}
		if !beneath && find(t, g, "Portent").Zone != ZHand {
			t.Fatal("Portent not downloaded")
		}
	}
}

// Rulebook: Paying costs (cost modification applies while a card is
// played). Advanced Battle Simulation (7U045) and Advanced Combat
// Training (7U046): once completed, Maneuver and Assault events cost 1
// less — Ferocity (both keywords, cost 1) costs 0, The Spirit of Kahless
// (Assault, cost 2) costs 1; uncompleted, nothing changes.
func TestAdvancedTrainingCosts(t *testing.T) {
	for _, done := range []bool{true, false} {
		flag := map[bool]string{true: "true", false: "false"}[done]
		g := startScenario(t, `
segment: play
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - {card: Advanced Battle Simulation, completed: `+flag+`}
      - {card: Advanced Combat Training, completed: `+flag+`}
    hand: [Ferocity, The Spirit of Kahless]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
		d := expectDecision(t, g, ann, KindPlayDraw)
		want := map[bool][]string{true: {"Play Ferocity (cost 0) to your core", "Play The Spirit of Kahless (cost 1) to your core"},
			false: {"Play Ferocity (cost 1) to your core", "Play The Spirit of Kahless (cost 2) to your core"}}[done]
		for _, w := range want {
			if !hasOption(d, w) {
				t.Fatalf("completed %v: no option %q in %q", done, w, labels(d))
			}
		}
	}
}

// Agricultural Assessment's text is mandatory and its owner's only
// response at the start of each turn: it happens without asking Ann
// anything, and its use is logged. Ben, whose turn starts, is asked once
// whether to draw when he has a staffed ship there, and not at all when
// he has none. Glossary: actions – response actions (mandatory responses
// happen whatever the player wants); issue 24 item 6.
func TestAgriculturalAssessmentAsksOnce(t *testing.T) {
	for _, tc := range []struct {
		name  string
		ships string
		asked int // questions about the text, all to Ben
	}{
		{"a staffed ship there", `
        ships:
          - {card: U.S.S. Nebula, controller: 2, aboard: [Elizabeth Shelby, Davies, Daniel Kwan]}`, 1},
		{"no ship there", "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: discard
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Agricultural Assessment`+tc.ships+`
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Rixx, Lopez]
`)
			mark := 0 // the scenario starts at Ann's discard segment: all of Ben's turn start is logged
			asked := 0
			for d := g.Pending(); d != nil && !(d.Player == ben && d.Kind != KindRespond && d.Kind != KindOptional); d = g.Pending() {
				text := d.Prompt + " | " + strings.Join(labels(d), " | ")
				if d.Player == ann && strings.Contains(text, "Agricultural Assessment") {
					t.Fatalf("Ann is asked about her mission's mandatory text: %q", text)
				}
				if strings.Contains(text, "mandatory") {
					t.Fatalf("a sole mandatory response was asked: %q", text)
				}
				switch {
				case strings.Contains(text, "Agricultural Assessment"):
					asked++
					choose(t, g, "Do it")
				case hasOption(d, "Pass"):
					choose(t, g, "Pass")
				default:
					t.Fatalf("unexpected decision %q", text)
				}
			}
			if asked != tc.asked {
				t.Fatalf("Ben was asked %d times, want %d", asked, tc.asked)
			}
			if !logHas(g, ben, mark, "uses Agricultural Assessment") {
				t.Fatal("the text's use is not in the log")
			}
			if want := tc.asked; len(g.players[ben].Hand) != want {
				t.Fatalf("Ben holds %d cards, want %d", len(g.players[ben].Hand), want)
			}
		})
	}
}
