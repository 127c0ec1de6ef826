package game

import (
	"testing"
)

// Made-up cards for "cannot" binding costs: a personnel that cannot be
// returned to hand and has an order whose cost returns it to hand (and
// its twin without the restriction), and dilemmas whose choice is paid by
// stopping a chosen personnel facing it, or all of them.
const cannotCostCards = `
- {id: "T-K1", title: Test Homebody, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5, modifiers: [{to: self, cannot: [return-to-hand]}], abilities: [{when: order, cost: [{do: self-to-hand}], effect: [{do: draw}]}]}
- {id: "T-K2", title: Test Wanderer, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5, abilities: [{when: order, cost: [{do: self-to-hand}], effect: [{do: draw}]}]}
- {id: "T-K3", title: Test Bargain, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: may, by: you, cost: [{do: select, by: you, filter: {skills: [Security]}, outcome: stop}], then: [{do: score, amount: 5}]}]}
- {id: "T-K4", title: Test Sacrifice, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: may, by: you, cost: [{do: all, outcome: stop}], then: [{do: score, amount: 5}]}]}
`

func cannotLib(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, reactTestCards+brawlCard+cannotCostCards)
}

// Glossary: cannot; Paying costs; Rulebook: Facing Dilemmas. Hypospray
// (21V010) pays by stopping the personnel about to be killed. Lore, The
// One (4R161) cannot be stopped while he faces a dilemma, so when An Old
// Debt is about to kill him (the only Leadership) the cost cannot be paid:
// Hypospray is not offered and he is killed. Elizabeth Shelby in his place
// can be saved (the cost is payable).
func TestHyposprayCannotStopLore(t *testing.T) {
	for _, c := range []struct {
		victim  string
		offered bool
	}{{"Lore, The One", false}, {"Elizabeth Shelby", true}} {
		t.Run(c.victim, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        surface: ["`+c.victim+`", E.M.H. Program, Davies, Hypospray]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [An Old Debt, Triage]
    deck: [Davies]
`)
			choose(t, g, "Attempt Excavation")
			pick(t, g, "An Old Debt")
			offered := passWindows(t, g, "Hypospray")
			if offered != c.offered {
				t.Fatalf("Hypospray offered %v, want %v", offered, c.offered)
			}
			if !c.offered {
				if z := find(t, g, "Lore").Zone; z != ZDiscard {
					t.Fatalf("Lore is in %s, want killed", z)
				}
				if hasEvent(g, "Hypospray: ") {
					t.Fatal("Hypospray stopped someone for a cost that could not be paid")
				}
			}
		})
	}
}

// Glossary: cannot; Paying costs. A cost that returns this card to its
// owner's hand cannot be paid by a card that cannot be returned to hand:
// Test Homebody's order is not offered; Test Wanderer's (the same text,
// without the restriction) is.
func TestReturnToHandCostBarredByCannot(t *testing.T) {
	for _, c := range []struct {
		card    string
		offered bool
	}{{"Test Homebody", false}, {"Test Wanderer", true}} {
		t.Run(c.card, func(t *testing.T) {
			g := startScenarioWith(t, cannotLib(t), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: ["`+c.card+`"]
    deck: [Davies, Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
			d := expectDecision(t, g, ann, KindOrders)
			if got := hasOption(d, "Use "+c.card); got != c.offered {
				t.Fatalf("order offered %v, want %v: %q", got, c.offered, optionNames(d))
			}
		})
	}
}

// Glossary: cannot; Paying costs; Rulebook: Facing Dilemmas (a card that
// cannot perform an action cannot be chosen). A dilemma's choice paid by
// stopping a chosen Security personnel, or all the personnel facing it,
// is not offered when the only one who could pay is Lore, The One, who
// cannot be stopped while facing it: nothing is stopped and nothing
// scored. With a Security personnel who can be stopped, it is offered.
func TestDilemmaChoiceCostBarredByCannot(t *testing.T) {
	for _, c := range []struct {
		dilemma string
		crew    []string
		offered bool
	}{
		{"Test Bargain", []string{"Lore, The One", "Davies"}, false},
		{"Test Bargain", []string{"Test Wanderer", "Davies"}, true},
		{"Test Sacrifice", []string{"Lore, The One", "Davies"}, false},
		{"Test Sacrifice", []string{"Martin", "Davies"}, true},
	} {
		t.Run(c.dilemma+" "+c.crew[0], func(t *testing.T) {
			p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship", crew: c.crew, pile: []string{c.dilemma}}
			g := startScenarioWith(t, cannotLib(t), p.yaml())
			startAttempt(t, g, p.mission)
			d := g.Pending()
			if _, err := g.Choose(ben, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
				t.Fatal(err)
			}
			asked := false
			for {
				skipEmptyWindows(t, g)
				d := g.Pending()
				if d == nil {
					t.Fatal("the attempt stalled")
				}
				if d.Kind == KindOrders {
					break
				}
				if d.Kind == KindOptional && hasOption(d, "Do not") {
					asked = true
					if !c.offered {
						t.Fatalf("the choice was offered: %q", optionNames(d))
					}
					if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if d.Kind == KindSelect {
					if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
						t.Fatal(err)
					}
					continue
				}
				choose(t, g, "Pass")
			}
			if asked != c.offered {
				t.Fatalf("asked %v, want %v", asked, c.offered)
			}
			if c.offered != (g.players[ann].Score == 5) {
				t.Fatalf("score %d", g.players[ann].Score)
			}
		})
	}
}
