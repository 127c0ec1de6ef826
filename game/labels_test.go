package game

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Every option states its whole cost: using an ability whose cost discards
// or returns its own card says so in the option (Glossary: actions –
// costs are paid before the effect, so the player must know them).
func TestAbilityOptionsStateTheirCost(t *testing.T) {
	g := startScenario(t, borgOrders)
	d := expectDecision(t, g, 0, KindOrders)
	seen := 0
	for _, o := range d.Options {
		if o.Action != ActOrder {
			continue
		}
		c := g.cards[o.Card]
		for _, a := range c.Card.Abilities {
			if a.When != WhenOrder || len(a.Cost) == 0 || !strings.HasPrefix(o.Label, "Use "+c.Card.Name()) {
				continue
			}
			seen++
			if !strings.Contains(o.Label, clauses(a.Cost)) {
				t.Errorf("%q leaves out its cost %q", o.Label, clauses(a.Cost))
			}
		}
	}
	if seen < 3 {
		t.Fatalf("expected the Borg Queen, Calibration, Invasive and Transwarp Drone orders, saw %d: %q", seen, labels(d))
	}
	if !hasOption(d, "Use Calibration Drone on Unicomplex, Root of the Hive Mind — cost: put this card into its owner's discard pile") {
		t.Errorf("Calibration Drone's option must say the drone is discarded: %q", labels(d))
	}
}

// Options of one decision can always be told apart: alike cards in
// different places say where they are, alike cards in one place say which
// card they are.
func TestAlikeOptionsAreDistinguished(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
        surface: [Calibration Drone, Calibration Drone]
      - card: Hunt Alien
        surface: [Calibration Drone]
    deck: [Research Drone]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	d := expectDecision(t, g, 0, KindOrders)
	var uses []string
	for _, o := range d.Options {
		if strings.HasPrefix(o.Label, "Use Calibration Drone") {
			uses = append(uses, o.Label)
		}
	}
	if len(uses) != 3 {
		t.Fatalf("three drones, three options: %q", uses)
	}
	if !strings.Contains(uses[0]+uses[1]+uses[2], "on Hunt Alien") {
		t.Errorf("the drone at Hunt Alien says where it is: %q", uses)
	}
	assertDistinctLabels(t, d)
}

func assertDistinctLabels(t testing.TB, d *Decision) {
	t.Helper()
	seen := map[string]bool{}
	for _, o := range d.Options {
		if seen[o.Label] {
			t.Fatalf("two options of %s decision %q read %q: %q", d.Kind, d.Prompt, o.Label, labels(d))
		}
		seen[o.Label] = true
	}
}

// The same holds for every decision of whole random games with the
// ability-rich decks (many alike cards in play and in hand).
func TestRandomGamesHaveDistinctOptions(t *testing.T) {
	lib := testLib(t)
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := New(lib, Setup{Decks: [2]DeckList{borgDeck(t, lib), kliEventsDeck(t, lib)}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 9))
		for steps := 0; g.Pending() != nil && steps < 20000; steps++ {
			d := g.Pending()
			assertDistinctLabels(t, d)
			if _, err := g.Choose(d.Player, RandomChoice(r, d)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Rulebook: Facing Dilemmas — a dilemma of the wrong type for the mission
// is overcome without being faced. Choosing one is legal but pointless, so
// the choose-dilemmas option says so; dilemmas that fit say nothing more.
func TestChooseDilemmasMarksWrongType(t *testing.T) {
	cases := []struct {
		mission, crew string
		marked        map[string]string // dilemma -> mark ("" for none)
	}{
		{"Medical Relief", "surface: [Davies, Lopez, Rixx]", map[string]string{
			"Wavefront": "; will be overcome) — a space dilemma at a planet mission is not faced", "Triage": "", "Pinned Down": ""}},
		{"Explore Black Cluster", "ships: [{card: U.S.S. Galaxy, aboard: [Rixx, Lopez, Davies, Mills]}]", map[string]string{
			"Wavefront": "", "Triage": "; will be overcome) — a planet dilemma at a space mission is not faced", "Pinned Down": ""}},
	}
	for _, c := range cases {
		t.Run(c.mission, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Earth, Cradle of the Federation
      - card: `+c.mission+`
        `+c.crew+`
    deck: [Rixx]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Wavefront, Triage, Pinned Down]
    deck: [Dokar]
`)
			choose(t, g, "Attempt "+c.mission)
			if g.Pending().Kind == KindAttemptShips {
				choose(t, g, "U.S.S. Galaxy")
			}
			d := expectDecision(t, g, 1, KindChooseDilemmas)
			for _, o := range d.Options {
				name, _, _ := strings.Cut(o.Label, " (")
				want, ok := c.marked[name]
				if !ok {
					t.Fatalf("unexpected option %q", o.Label)
				}
				if got := strings.Contains(o.Label, "will be overcome"); got != (want != "") || (want != "" && !strings.Contains(o.Label, want)) {
					t.Errorf("%q: want mark %q", o.Label, want)
				}
			}
		})
	}
}
