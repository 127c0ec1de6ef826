package game

import (
	"slices"
	"strings"
	"testing"
)

// Text that puts a cost on using skills or on attempting a mission, or
// lets other personnel attempt (assets/cards/static.yaml).

// kurakScenario: Player 1 attempts Investigate Massacre (Diplomacy, 2
// Science, Cunning>28) with two Richardsons, the only Science; Player 2
// commands Kurak, Warp Field Specialist.
func kurakScenario(t *testing.T, hand string, completed bool, kurakStopped bool) *Game {
	t.Helper()
	done := "false"
	if completed {
		done = "true"
	}
	stopped := "false"
	if kurakStopped {
		stopped = "true"
	}
	return startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Investigate Massacre
        surface: [Richardson, Richardson, Garvey, Martinez, Lopez]
      - {card: Evaluate Soliton Wave, completed: `+done+`}
    hand: `+hand+`
    deck: [Lopez]
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [{card: Kurak, stopped: `+stopped+`}]
    deck: [Dokar]
`)
}

// Kurak, Warp Field Specialist (1R308): while an opponent has completed no
// mission, that opponent discards a card from hand to use the skills of
// each Science personnel (Glossary: skills — a cost to use a personnel's
// skills; Rulebook: Checking mission requirements).
func TestKurakSkillCost(t *testing.T) {
	attempt := func(g *Game) {
		choose(t, g, "Attempt Investigate Massacre")
		choose(t, g) // Player 2 has no dilemmas to choose
	}
	t.Run("pay and complete", func(t *testing.T) {
		g := kurakScenario(t, "[Lopez, Garvey]", false, false)
		richardson := find(t, g, "Richardson").ID
		if m := g.modifiersFor(richardson, 0); len(m) != 1 || !strings.HasPrefix(m[0], "a face-down personnel (card ") ||
			!strings.Contains(m[0], "its skills may be used only by discarding a card from hand") {
			t.Errorf("Player 1 sees the cost but not which face-down card makes it: %q", m)
		}
		attempt(g)
		d := expectDecision(t, g, 0, KindOptional)
		if !hasOption(d, "Discard 2 cards from hand to use the skills of Richardson, Richardson") || !hasOption(d, "Do not pay") {
			t.Fatalf("both Richardsons are needed, one card each: %q", labels(d))
		}
		for _, o := range d.Options {
			if strings.Contains(o.Label, "Kurak") || strings.Contains(d.Prompt, "Kurak") {
				t.Errorf("the question names no face-down card: %q", o.Label)
			}
		}
		choose(t, g, "Discard 2 cards")
		choose(t, g, "Discard Lopez", "Discard Garvey")
		if !find(t, g, "Investigate Massacre").Completed || g.players[0].Score != 30 {
			t.Fatalf("paid: the mission is completed; events %q", lastEvents(g, 6))
		}
		if len(g.players[0].Hand) != 0 || len(g.players[0].Discard) != 2 {
			t.Errorf("two cards discarded from hand: hand %d, discard %d", len(g.players[0].Hand), len(g.players[0].Discard))
		}
		if !hasEvent(g, "discards 2 cards from hand to use the skills of Richardson, Richardson") {
			t.Errorf("the log tells of the payment: %q", lastEvents(g, 8))
		}
	})
	t.Run("decline", func(t *testing.T) {
		g := kurakScenario(t, "[Lopez, Garvey]", false, false)
		attempt(g)
		choose(t, g, "Do not pay")
		if find(t, g, "Investigate Massacre").Completed || !find(t, g, "Garvey").Stopped {
			t.Fatalf("not paid: Science is missing and the attempt fails")
		}
		if len(g.players[0].Hand) != 2 {
			t.Errorf("nothing discarded")
		}
	})
	t.Run("cannot pay", func(t *testing.T) {
		g := kurakScenario(t, "[Lopez]", false, false)
		attempt(g)
		if d := g.Pending(); d != nil && d.Kind == KindOptional {
			t.Fatalf("one card cannot pay for two: no question, got %q", labels(d))
		}
		if find(t, g, "Investigate Massacre").Completed {
			t.Fatalf("the Science cannot be used: the attempt fails")
		}
		if !hasEvent(g, "2 Science (none)") {
			t.Errorf("the failure says the Science is missing: %q", lastEvents(g, 4))
		}
	})
	for _, tc := range []struct {
		name              string
		completed, stoppd bool
	}{{"opponent has completed a mission", true, false}, {"Kurak stopped", false, true}} {
		t.Run(tc.name, func(t *testing.T) {
			g := kurakScenario(t, "[Lopez, Garvey]", tc.completed, tc.stoppd)
			attempt(g)
			if !find(t, g, "Investigate Massacre").Completed || len(g.players[0].Hand) != 2 {
				t.Fatalf("no cost: completed without paying; events %q", lastEvents(g, 4))
			}
		})
	}
}

// Kurak (1R308) and a dilemma's requirement: Stellar Core Fragment asks a
// personnel with 2 Physics or 2 Science; Spock, Science Officer has 2
// Science. Paying lets the dilemma be overcome (Glossary: dilemmas —
// requirements are skills used).
func TestKurakSkillCostOnADilemma(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Investigate Massacre
        surface: [Spock Science Officer, Garvey, Lopez]
    hand: [Lopez]
    deck: [Lopez]
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kurak]
    dilemmas: [Stellar Core Fragment]
    deck: [Dokar]
`)
	choose(t, g, "Attempt Investigate Massacre")
	choose(t, g, "Stellar Core Fragment")
	d := expectDecision(t, g, 0, KindOptional)
	if !strings.Contains(d.Prompt, "a personnel who has 2 Physics or a personnel who has 2 Science") {
		t.Errorf("the question names the requirement: %q", d.Prompt)
	}
	choose(t, g, "Discard a card from hand to use the skills of Spock")
	choose(t, g, "Discard Lopez")
	if !hasEvent(g, "personnel have a personnel who has 2 Physics or a personnel who has 2 Science") {
		t.Fatalf("paid: the requirement is met; events %q", lastEvents(g, 8))
	}
	if hasEvent(g, "do not have a personnel who has 2 Physics") {
		t.Errorf("the dilemma's penalty did not apply: %q", lastEvents(g, 8))
	}
}

// I.K.S. Maht-H'a (1R401): an opponent's Archaeology personnel at its
// mission (anywhere there: Ruling: At This Mission) costs a card from hand
// to use its skills. One card pays for every skill that personnel gives at
// that time (Glossary: skills): Spock, Celebrated Ambassador brings both
// the Archaeology and the Diplomacy of Loren III's requirements.
func TestMahtHaSkillCostOnePaymentForManySkills(t *testing.T) {
	scenario := func(where string) *Game {
		shipAt := map[string]string{"here": "", "elsewhere": ""}
		ship := `ships: [{card: "I.K.S. Maht-H'a", controller: 2}]`
		shipAt[where] = ship
		return startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        `+shipAt["elsewhere"]+`
      - card: "Loren III, Combined Discovery"
        surface: [Spock Celebrated Ambassador, Miles O'Brien Conn Officer, Beverly Crusher Encouraging Commander, Martinez, Lopez, Bruce Maddox, Jim Shimoda]
        `+shipAt["here"]+`
    hand: [Lopez, Garvey]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	}
	g := scenario("here")
	choose(t, g, "Attempt Combined Discovery")
	choose(t, g)
	d := expectDecision(t, g, 0, KindOptional)
	if !hasOption(d, "Discard a card from hand to use the skills of Spock, Celebrated Ambassador") {
		t.Fatalf("one card for Spock's skills: %q", labels(d))
	}
	choose(t, g, "Discard a card")
	choose(t, g, "Discard Garvey")
	if !find(t, g, "Combined Discovery").Completed || len(g.players[0].Hand) != 1 {
		t.Fatalf("one card paid for Archaeology and Diplomacy: completed with one card left; events %q", lastEvents(g, 6))
	}
	// The Maht-H'a at another mission asks nothing here.
	g = scenario("elsewhere")
	choose(t, g, "Attempt Combined Discovery")
	choose(t, g)
	if !find(t, g, "Combined Discovery").Completed || len(g.players[0].Hand) != 2 {
		t.Fatalf("no cost away from the Maht-H'a; events %q", lastEvents(g, 6))
	}
}

// Terix (2R179) and Trolarak (2R180): staffed at an opponent's space
// (Terix) or planet (Trolarak) mission, they make that opponent discard
// two cards from hand to attempt it (Glossary: attempting missions, 1.a:
// the attempt is announced and paid for before it begins). The option
// says what it costs.
func TestTerixAndTrolarakAttemptCost(t *testing.T) {
	scenario := func(hand, terixCrew string) *Game {
		return startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Evaluate Soliton Wave
        ships:
          - {card: "U.S.S. Enterprise-D, Explorer", aboard: [Geordi La Forge Conn Officer, Garvey, Lopez]}
          - {card: Terix, controller: 2, aboard: `+terixCrew+`}
      - card: Surgery Under Fire
        surface: [Beverly Crusher Encouraging Commander, Martinez]
        ships: [{card: Trolarak, controller: 2, aboard: [Tomalak Beguiling Adversary, Donatra Compassionate Patriot, Mendak, Rasul]}]
    hand: `+hand+`
    deck: [Lopez]
  - missions: [{card: "Romulus, Seat of Power"}]
    deck: [Rasul]
`)
	}
	staffed := "[Tomalak Beguiling Adversary, Donatra Compassionate Patriot, Mendak, Rasul]"
	g := scenario("[Lopez, Garvey, Martinez]", staffed)
	d := expectDecision(t, g, 0, KindOrders)
	if !hasOption(d, "Attempt Evaluate Soliton Wave (discard 2 cards from hand)") ||
		!hasOption(d, "Attempt Surgery Under Fire with 2 personnel (discard 2 cards from hand)") {
		t.Fatalf("both attempts say their cost: %q", labels(d))
	}
	choose(t, g, "Attempt Evaluate Soliton Wave")
	choose(t, g, "U.S.S. Enterprise-D")
	d = expectDecision(t, g, 0, KindSelect)
	if d.Min != 2 || d.Max != 2 {
		t.Fatalf("discard exactly two: %+v", d)
	}
	choose(t, g, "Discard Lopez", "Discard Martinez")
	if len(g.players[0].Hand) != 1 || g.attempt == nil || g.cards[g.attempt.mission].Card.Title != "Evaluate Soliton Wave" {
		t.Fatalf("two cards paid, then the attempt begins: hand %d, events %q", len(g.players[0].Hand), lastEvents(g, 5))
	}
	// One card in hand: neither attempt can be paid for, so neither is offered.
	g = scenario("[Lopez]", staffed)
	if d := expectDecision(t, g, 0, KindOrders); hasOption(d, "Attempt Evaluate Soliton Wave") || hasOption(d, "Attempt Surgery Under Fire") {
		t.Fatalf("cannot pay two cards: no attempt offered, got %q", labels(d))
	}
	// An unstaffed Terix costs nothing (only Trolarak's cost remains).
	g = scenario("[Lopez]", "[Rasul]")
	d = expectDecision(t, g, 0, KindOrders)
	if !slices.Contains(labels(d), "Attempt Evaluate Soliton Wave") {
		t.Fatalf("unstaffed Terix: the attempt is free, got %q", labels(d))
	}
	mission := find(t, g, "Surgery Under Fire")
	if m := g.modifiersFor(mission.ID, 0); !slices.Contains(m, "Trolarak: attempting it costs 2 cards discarded from hand") {
		t.Errorf("the mission's inspector lists the cost: %q", m)
	}
}

// Mendak, Duplicitous Admiral (6P059): while none of your non-headquarters
// missions is a [Rom] mission, your [Rom] personnel may attempt each of
// them (Rulebook: Order – Attempt a mission: by game text).
func TestMendakLetsRomulansAttempt(t *testing.T) {
	scenario := func(extra, mendak string) *Game {
		return startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
        surface: [`+mendak+`]
      - card: Surgery Under Fire
        surface: [Tomalak Beguiling Adversary, Donatra Compassionate Patriot]
      - card: `+extra+`
    deck: [Rasul]
  - missions:
      - card: "Qo'noS, Heart of the Empire"
    deck: [Dokar]
`)
	}
	cases := []struct {
		name, extra, mendak string
		offered             bool
	}{
		{"no [Rom] mission", "Evaluate Soliton Wave", "Mendak", true},
		{"a [Rom] mission", "Iconia Investigation", "Mendak", false},
		{"Mendak stopped", "Evaluate Soliton Wave", "{card: Mendak, stopped: true}", false},
		{"an opponent's Mendak", "Evaluate Soliton Wave", "{card: Mendak, controller: 2}", false},
		{"no Mendak", "Evaluate Soliton Wave", "Rasul", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := scenario(tc.extra, tc.mendak)
			d := expectDecision(t, g, 0, KindOrders)
			if got := hasOption(d, "Attempt Surgery Under Fire with 2 personnel"); got != tc.offered {
				t.Fatalf("attempt offered %v, want %v: %q", got, tc.offered, labels(d))
			}
			if tc.offered {
				m := g.modifiersFor(find(t, g, "Surgery Under Fire").ID, 0)
				if !slices.Contains(m, "Mendak, Duplicitous Admiral: may be attempted by your [Rom] personnel") {
					t.Errorf("the mission's inspector lists the permission: %q", m)
				}
			}
		})
	}
}
