package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// Made-up Consume dilemmas (not real cards): what each does besides its
// Consume is one plain action, so a test knows exactly what happened.
const consumeTestCards = `
- {id: "T-C1", title: Test Devour, unique: false, type: dilemma, dilemma: dual, cost: 1, keywords: ["Consume: 2."], effect: [{do: consume, count: 2}, {do: all, outcome: stop}]}
- {id: "T-C2", title: Test Appetite, unique: false, type: dilemma, dilemma: dual, cost: 1, keywords: ["Consume: X."], effect: [{do: consume, any_number: true}, {do: select, by: random, many: {count: consumed}, outcome: stop}]}
- {id: "T-C3", title: Test Hunger, unique: false, type: dilemma, dilemma: dual, cost: 1, keywords: ["Consume: 3."], effect: [{do: consume, count: 3}, {do: select, by: random, many: {count: consumed}, outcome: stop}]}
- {id: "T-C4", title: Test Filler, unique: false, type: dilemma, dilemma: dual, cost: 5, effect: [{do: all, outcome: kill}]}
`

func consumeLib(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, reactTestCards+consumeTestCards)
}

// consumeStart has Ann attempt Sensitive Search with three Klingons; Ben,
// whose dilemma pile is pile (top first), puts only the first card in
// the stack.
func consumeStart(t *testing.T, pile ...string) *Game {
	t.Helper()
	p := reactPos{mission: "Sensitive Search", crew: []string{"Dokar", "B'amara", "Kahmis"}, pile: pile}
	g := startScenarioWith(t, consumeLib(t), p.yaml())
	startAttempt(t, g, p.mission)
	pick(t, g, pile[0])
	skipEmptyWindows(t, g)
	return g
}

// beneath lists the cards beneath mission m, by name.
func beneathNames(g *Game, m *Inst) []string {
	var out []string
	for _, id := range m.Beneath {
		out = append(out, g.cardName(id))
	}
	return out
}

// Glossary: Consume; dilemmas ("a dilemma being placed beneath a mission
// for any reason is being overcome"). Consume: 2 moves the two cards from
// the top of the owner's dilemma pile face up beneath the attempted
// mission, where they lie overcome; the third stays in the pile.
func TestConsumePlacesTopCardsBeneath(t *testing.T) {
	// Ben draws three (three personnel) and stacks only Test Devour: the
	// two others go to the bottom, and the pile's top is then Triage,
	// Wavefront, Test Filler.
	g := consumeStart(t, "Test Devour", "Test Stall", "Test Hold", "Triage", "Wavefront", "Test Filler")
	passAll(t, g, "")
	m := find(t, g, "Sensitive Search")
	got := beneathNames(g, m)
	for _, want := range []string{"Triage", "Wavefront", "Test Devour"} {
		if !slicesContains(got, want) {
			t.Errorf("beneath Sensitive Search: %q lacks %s", got, want)
		}
	}
	if slicesContains(got, "Test Filler") {
		t.Errorf("Consume 2 placed a third card: %q", got)
	}
	for _, name := range []string{"Triage", "Wavefront"} {
		c := find(t, g, name)
		if c.Zone != ZBeneath || c.Where != m.ID || !c.FaceUp {
			t.Errorf("%s: zone %s, face up %v; want face up beneath Sensitive Search", name, c.Zone, c.FaceUp)
		}
	}
	if f := find(t, g, "Test Filler"); f.Zone != ZDilemmaPile {
		t.Errorf("Test Filler left the pile: %s", f.Zone)
	}
	if !hasEvent(g, "Ben consumes Triage, Wavefront from the top of the dilemma pile") {
		t.Errorf("no consume line in the log: %q", lastEvents(g, 12))
	}
	if !find(t, g, "Dokar").Stopped {
		t.Error("the rest of the dilemma did not happen after its Consume")
	}
}

// Glossary: Consume ("X is determined by the number of cards actually
// placed"). With one card left in the pile, Consume: 3 places that one,
// and a count of what it consumed is 1: one personnel is stopped, not
// three.
func TestConsumeCountsWhatWasActuallyPlaced(t *testing.T) {
	g := consumeStart(t, "Test Hunger", "Triage") // Triage goes back to the pile: its only card
	passAll(t, g, "")
	// Stops by the dilemma (failing the mission afterwards stops the rest).
	stopped := len(affected(g, 0, OutStop))
	if stopped != 1 {
		t.Fatalf("%d personnel stopped; want 1 (one card consumed)", stopped)
	}
	if c := find(t, g, "Triage"); c.Zone != ZBeneath {
		t.Fatalf("Triage: %s; want beneath the mission", c.Zone)
	}
}

// Glossary: Consume. Consume: X lets the dilemma's owner choose X, from
// none up to the cards in the pile; X is what was placed.
func TestConsumeXOwnerChooses(t *testing.T) {
	for _, tc := range []struct {
		choice   string
		stopped  int
		beneath  int // cards beneath the mission, the dilemma itself included
		pileLeft int
	}{
		{"Consume 2", 2, 3, 3},
		{"Consume none", 0, 1, 5},
		{"Consume 5", 3, 6, 0}, // three personnel to stop
	} {
		t.Run(tc.choice, func(t *testing.T) {
			g := consumeStart(t, "Test Appetite", "Test Stall", "Test Hold", "Triage", "Wavefront", "Test Filler")
			d := expectDecision(t, g, ben, KindSelect)
			if len(d.Options) != 6 {
				t.Fatalf("options %q; want none to 5 (the pile holds 5)", optionNames(d))
			}
			choose(t, g, tc.choice)
			passAll(t, g, "")
			stopped := len(affected(g, 0, OutStop)) // by the dilemma, not by failing the mission
			m := find(t, g, "Sensitive Search")
			if stopped != tc.stopped || len(m.Beneath) != tc.beneath || len(g.players[ben].DilemmaPile) != tc.pileLeft {
				t.Fatalf("stopped %d, beneath %q, pile %d; want %d, %d, %d", stopped, beneathNames(g, m), len(g.players[ben].DilemmaPile),
					tc.stopped, tc.beneath, tc.pileLeft)
			}
		})
	}
}

// Glossary: Consume. An empty pile consumes nothing, and says so.
func TestConsumeEmptyPile(t *testing.T) {
	g := consumeStart(t, "Test Devour") // the pile's only card
	passAll(t, g, "")
	if !hasEvent(g, "Ben consumes nothing: the dilemma pile is empty.") {
		t.Fatalf("log: %q", lastEvents(g, 12))
	}
	if !find(t, g, "Kahmis").Stopped {
		t.Fatal("the rest of the dilemma should still happen")
	}
}

// The consume step must agree with the card's Consume keyword (a fact of
// the pool), and only a dilemma may consume.
func TestConsumeStepAgreesWithKeyword(t *testing.T) {
	for _, tc := range []struct {
		name, card, bad string
	}{
		{"count matches", `{id: "T-V1", title: V, type: dilemma, dilemma: dual, cost: 1, keywords: ["Consume: 2."], effect: [{do: consume, count: 2}, {do: all, outcome: stop}]}`, ""},
		{"X matches", `{id: "T-V1", title: V, type: dilemma, dilemma: dual, cost: 1, keywords: ["Consume: X."], effect: [{do: consume, any_number: true}]}`, ""},
		{"wrong count", `{id: "T-V1", title: V, type: dilemma, dilemma: dual, cost: 1, keywords: ["Consume: 2."], effect: [{do: consume, count: 1}]}`, "Consume: 2"},
		{"X written as a count", `{id: "T-V1", title: V, type: dilemma, dilemma: dual, cost: 1, keywords: ["Consume: X."], effect: [{do: consume, count: 1}]}`, "any_number"},
		{"keyword without the step", `{id: "T-V1", title: V, type: dilemma, dilemma: dual, cost: 1, keywords: ["Consume: 1."], effect: [{do: all, outcome: stop}]}`, "exactly one consume step"},
		{"step inside a condition", `{id: "T-V1", title: V, type: dilemma, dilemma: dual, cost: 1, keywords: ["Consume: 1."], effect: [{do: unless, req: "Honor", then: [{do: consume, count: 1}]}]}`, "top level"},
		{"step without the keyword", `{id: "T-V1", title: V, type: dilemma, dilemma: dual, cost: 1, effect: [{do: consume, count: 1}]}`, "no Consume keyword"},
		{"neither count nor X", `{id: "T-V1", title: V, type: dilemma, dilemma: dual, cost: 1, keywords: ["Consume: 1."], effect: [{do: consume}]}`, "count or any_number"},
		{"an event consuming", `{id: "T-V1", title: V, type: event, cost: 1, keywords: ["Consume: 1."], effect: [{do: consume, count: 1}]}`, "only a dilemma"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DefaultLibraryWith([]byte("- " + tc.card + "\n"))
			switch {
			case tc.bad == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.bad != "" && err == nil:
				t.Fatal("accepted")
			case tc.bad != "" && !strings.Contains(err.Error(), tc.bad):
				t.Fatalf("error %q does not say %q", err, tc.bad)
			}
		})
	}
}

// Every encoded card of the pool with a Consume keyword has its consume
// step (the library would not load otherwise); this checks the count the
// pool's keywords give is read as printed.
func TestConsumeKeywordRead(t *testing.T) {
	for _, tc := range []struct {
		kw   string
		n    int
		x, k bool
	}{{"Consume: 2.", 2, false, true}, {"Consume: X.", 0, true, true}, {"Decay: 3.", 0, false, false}, {"Consume: 0.", 0, false, false}} {
		var c Card
		c.Keywords = []string{tc.kw}
		n, x, ok := consumeKeyword(&c)
		if n != tc.n || x != tc.x || ok != tc.k {
			t.Errorf("%s: %d %v %v; want %d %v %v", tc.kw, n, x, ok, tc.n, tc.x, tc.k)
		}
	}
	var c Card
	if err := yaml.Unmarshal([]byte(`{id: "T", title: T, type: dilemma, keywords: ["Consume: 1."]}`), &c); err != nil {
		t.Fatal(err)
	}
	if err := validateConsume(&c); err != nil {
		t.Errorf("a Consume dilemma whose text is not encoded is not checked: %v", err)
	}
}

func slicesContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// The Consume dilemmas of the pool encoded so far (their card tests are
// in assets/cardtests): each is enforced, and its words begin with what
// its Consume does, as many cards as its keyword says.
func TestConsumeCardsOfThePool(t *testing.T) {
	lib := testLib(t)
	for id, words := range map[string]string{
		"12R014": "Consume: 3. Your opponent moves the 3 top cards",               // No Kill I
		"7U005":  "Consume: 1. Your opponent moves their dilemma pile's top card", // Financial Pitfall
		"15V006": "Consume: 1. Your opponent moves their dilemma pile's top card", // Predictable Response
		"5P001":  "Consume: X. Your opponent chooses a number (X)",                // Temporal Misalignment
		"4U010":  "Consume: 1. Your opponent moves their dilemma pile's top card", // Cave-In
		"4C003":  "Consume: 2. Your opponent moves the 2 top cards",               // A Royal Hunt
		"4R018":  "Consume: 2. Your opponent moves the 2 top cards",               // In Training
		"8R011":  "Consume: 3. Your opponent moves the 3 top cards",               // Molecular Mishap
		"4R007":  "Consume: 2. Your opponent moves the 2 top cards",               // Biochemical Hyperacceleration
		"4U022":  "Consume: 1. Your opponent moves their dilemma pile's top card", // Renegade Ambush
	} {
		c := lib.ByID(id)
		if c == nil || c.Status != Enforced {
			t.Errorf("%s: not enforced", id)
			continue
		}
		if got := c.GameText(); !strings.HasPrefix(got, words) {
			t.Errorf("%s (%s): text %q does not begin %q", c.Name(), id, got, words)
		}
	}
}

// "A non-Consume dilemma" is a dilemma without the Consume keyword,
// whatever its number (Lore, Brother and Son, 16V042: his card tests
// lore-brother-and-son-*.yaml play both). The condition reads the
// dilemma's facts only, so a modifier may use it.
func TestFacingDilemmaOfReadsConsume(t *testing.T) {
	c := mustFind(t, testLib(t), "Lore, Brother and Son")
	if want := "cannot be stopped or killed, while facing a non-Consume dilemma"; c.Status != Enforced || !strings.Contains(c.GameText(), want) {
		t.Fatalf("%s: %q lacks %q", c.Status, c.GameText(), want)
	}
	lib := testLib(t)
	var consume, other *Card
	for _, x := range lib.All() {
		if x.Type != Dilemma {
			continue
		}
		if _, _, ok := consumeKeyword(x); ok && consume == nil {
			consume = x
		} else if !ok && other == nil {
			other = x
		}
	}
	f := &Filter{NotKeyword: "Consume"}
	if f.matchesCard(consume) || !f.matchesCard(other) {
		t.Fatalf("non-Consume: %s (Consume) matched %v, %s matched %v", consume.Name(), f.matchesCard(consume), other.Name(), f.matchesCard(other))
	}
	_, err := DefaultLibraryWith([]byte(`- {id: "T-L1", title: L, type: personnel, cost: 1, modifiers: [{to: self, while: {is: facing-dilemma-of, of: {attr: {attr: Cunning, above: 5}}}, cannot: [stop]}]}` + "\n"))
	if err == nil {
		t.Fatal("a dilemma filter by attribute was accepted in a modifier")
	}
}
