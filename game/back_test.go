package game

import (
	"math/rand/v2"
	"testing"
)

// Rulebook: Order – Beam personnel — the order is carried out when the
// cards are chosen; until then the player may back out, one decision at a
// time, and nothing has moved (issue 11, point 10: esc backs out of every
// multi-step order until it is confirmed).
func TestBackOutOfBeam(t *testing.T) {
	g := startScenario(t, ordersScenario)
	expectDecision(t, g, 0, KindOrders)
	before := g.EventCount()
	choose(t, g, "Beam personnel at Earth")
	d := expectDecision(t, g, 0, KindBeamRoute)
	if last := d.Options[len(d.Options)-1]; last.Action != ActBack || last.Confirm {
		t.Fatalf("the route decision's last option is %+v, want a Back option", last)
	}
	choose(t, g, "From Earth, Cradle of the Federation to U.S.S. Galaxy")
	d = expectDecision(t, g, 0, KindBeamCards)
	back := len(d.Options) - 1
	if d.Options[back].Action != ActBack {
		t.Fatalf("the cards decision has no Back option: %q", labels(d))
	}
	// Back cannot ride along with a card.
	if _, err := g.Choose(0, Choice{Decision: d.ID, Picks: []int{0, back}}); err == nil {
		t.Fatal("Back together with a card was accepted")
	}
	choose(t, g, "Back")
	expectDecision(t, g, 0, KindBeamRoute)
	choose(t, g, "Back")
	expectDecision(t, g, 0, KindOrders)
	if g.EventCount() != before {
		t.Fatalf("backing out of a beam left events: %q", lastEvents(g, g.EventCount()-before))
	}
	if find(t, g, "Lopez").Zone != ZSurface || find(t, g, "Elizabeth Shelby").Zone != ZSurface {
		t.Fatal("a card moved although the beam was backed out of")
	}
	// The order still works afterwards.
	choose(t, g, "Beam personnel at Earth")
	choose(t, g, "From Earth, Cradle of the Federation to U.S.S. Galaxy")
	choose(t, g, "Lopez")
	if find(t, g, "Lopez").Zone != ZAboard {
		t.Fatal("the beam after backing out did not happen")
	}
}

const spaceAttemptScenario = `
active: 1
segment: orders
players:
  - missions:
      - card: Earth, Cradle of the Federation
      - card: Explore Black Cluster
        ships:
          - card: U.S.S. Galaxy
            aboard: [Rixx, Daniel Kwan, Elizabeth Shelby]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Wavefront]
    deck: [Dokar]
`

// Rulebook: Order – Attempt a Mission — choosing the mission is not yet
// the attempt: the ships are chosen next, and only that choice cannot be
// taken back. Before it, Back returns to the orders with nothing begun.
func TestBackOutOfSpaceAttempt(t *testing.T) {
	g := startScenario(t, spaceAttemptScenario)
	expectDecision(t, g, 0, KindOrders)
	if o := g.Pending().Options[optionIndex(t, g, "Attempt Explore Black Cluster")]; o.Confirm {
		t.Fatal("choosing the mission is marked irreversible, yet the ships are still to be chosen")
	}
	before := g.EventCount()
	choose(t, g, "Attempt Explore Black Cluster")
	d := expectDecision(t, g, 0, KindAttemptShips)
	for _, o := range d.Options {
		if o.Action != ActBack && !o.Confirm {
			t.Errorf("a group of ships is not marked irreversible: %+v", o)
		}
	}
	choose(t, g, "Back")
	expectDecision(t, g, 0, KindOrders)
	if g.attempt != nil || g.EventCount() != before {
		t.Fatalf("backing out began an attempt: %q", lastEvents(g, g.EventCount()-before))
	}
	choose(t, g, "Attempt Explore Black Cluster")
	choose(t, g, "U.S.S. Galaxy")
	if !hasEvent(g, "attempts Explore Black Cluster") {
		t.Fatal("the attempt after backing out did not begin")
	}
}

// Backing out of a multi-pick ship choice (more ships than are listed as
// groups) works the same way.
func TestBackOutOfManyShipAttempt(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Earth, Cradle of the Federation
      - card: Explore Black Cluster
        ships:
          - {card: U.S.S. Galaxy, aboard: [Rixx]}
          - {card: U.S.S. Galaxy, aboard: [Daniel Kwan]}
          - {card: U.S.S. Nebula, aboard: [Elizabeth Shelby]}
          - {card: U.S.S. Nebula, aboard: [Lopez]}
          - {card: U.S.S. Excelsior, aboard: [Davies]}
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	choose(t, g, "Attempt Explore Black Cluster")
	d := expectDecision(t, g, 0, KindAttemptShips)
	if d.Max == 1 {
		t.Fatalf("want the multi-pick ship choice; got %d..%d", d.Min, d.Max)
	}
	back := optionIndex(t, g, "Back")
	if _, err := g.Choose(0, Choice{Decision: d.ID, Picks: []int{0, back}}); err == nil {
		t.Fatal("Back together with a ship was accepted")
	}
	choose(t, g, "Back")
	expectDecision(t, g, 0, KindOrders)
	if g.attempt != nil {
		t.Fatal("backing out began an attempt")
	}
}

// Bots never pick Back: it would only make them go round in circles.
func TestRandomChoiceNeverBacks(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	d := &Decision{ID: 1, Min: 1, Max: 3, Options: []Option{{Label: "a"}, {Label: "b"}, {Label: "c"}, {Label: "Back: x", Action: ActBack}}}
	for range 500 {
		for _, i := range RandomChoice(r, d).Picks {
			if d.Options[i].Action == ActBack {
				t.Fatal("RandomChoice picked Back")
			}
		}
	}
}
