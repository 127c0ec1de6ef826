package game

import (
	"slices"
	"strings"
	"testing"
)

// Made-up personnel that exchange (not real cards): one trades a
// personnel present for one of the same cost from hand while facing a
// dilemma; one trades itself for a Leadership personnel from the discard
// pile as an order; a unique one to test the uniqueness rule.
const exchangeTestCards = `
- {id: "T-X1", title: Test Swapper, unique: false, type: personnel, cost: 2, affiliation: klingon, icons: [staff], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: while-facing, may: true, effect: [{do: exchange, to: present, from: hand, same: cost}]}]}
- {id: "T-X2", title: Test Veteran, unique: false, type: personnel, cost: 2, affiliation: klingon, icons: [staff], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: exchange, to: self, from: discard, with: {skills: [Leadership]}}]}]}
- {id: "T-X3", title: Test Chief, unique: true, type: personnel, cost: 1, affiliation: klingon, icons: [staff], skills: [{skill: Law, level: 1}], integrity: 5, cunning: 5, strength: 5}
`

func exchangeLib(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, reactTestCards+exchangeTestCards)
}

// exchangeAttempt has Ann attempt Sensitive Search with crew, her hand
// holding hand, facing Test Hold (she selects one personnel to stop).
func exchangeAttempt(t *testing.T, crew, hand []string) *Game {
	t.Helper()
	p := reactPos{mission: "Sensitive Search", crew: crew, hand: hand, pile: []string{"Test Hold"}, deck: []string{"Davies"}}
	g := startScenarioWith(t, exchangeLib(t), p.yaml())
	startAttempt(t, g, p.mission)
	pick(t, g, "Test Hold")
	skipEmptyWindows(t, g)
	return g
}

// Glossary: exchange (its example: a dilemma selects a personnel to be
// stopped later; exchanging it, the newcomer joins the attempt and is
// stopped as the original would have been). Rulings: Exchanging and
// replacing into play (a form of placing into play).
func TestExchangeTransfersWhatWasAboutToHappen(t *testing.T) {
	g := exchangeAttempt(t, []string{"Test Swapper", "Dokar"}, []string{"Kahmis", "Vorax"})
	passAll(t, g, "")
	choose(t, g, "Dokar") // Test Hold: Ann selects Dokar, to be stopped
	if !respondUntil(t, g, "Test Swapper") {
		t.Fatal("Test Swapper's exchange was not offered after the selection")
	}
	use(t, g, "Test Swapper")
	// Dokar (cost 1) is the only one that can go out; Kahmis (cost 1), not
	// Vorax (cost 2), the only one that can come in: both are still asked.
	d := expectDecision(t, g, ann, KindSelect)
	if names := optionNames(d); !slices.Equal(names, []string{"Kahmis"}) {
		t.Fatalf("replacements offered %q; want only Kahmis (same cost)", names)
	}
	choose(t, g, "Kahmis")
	kahmis, dokar := find(t, g, "Kahmis"), find(t, g, "Dokar")
	if !slices.Contains(g.attempt.personnel, kahmis.ID) || slices.Contains(g.attempt.personnel, dokar.ID) {
		t.Fatal("Kahmis should have joined the attempt in Dokar's place")
	}
	passAll(t, g, "")
	if dokar.Zone != ZHand {
		t.Fatalf("Dokar is in %s; want Ann's hand", dokar.Zone)
	}
	if !slices.Contains(affected(g, 0, OutStop), kahmis.ID) {
		t.Fatal("Kahmis should have been stopped by Test Hold, as Dokar would have been")
	}
	if slices.Contains(affected(g, 0, OutStop), dokar.ID) {
		t.Fatal("Dokar was stopped though he left")
	}
	if !hasEvent(g, "Ann exchanges Dokar for Kahmis from the hand") {
		t.Fatalf("log: %q", lastEvents(g, 10))
	}
	// Rulebook: Showing your cards: Ben may identify neither (one in
	// play face down, one in Ann's hand).
	for _, e := range g.Log(ben) {
		if e.Kind == "exchange" && (strings.Contains(e.Text, "Dokar") || strings.Contains(e.Text, "Kahmis")) {
			t.Fatalf("Ben's log names the cards: %q", e.Text)
		}
	}
}

// Rulings: Exchanges ("both sides of the exchange must be available"):
// with no personnel of the same cost in hand, the exchange is not
// offered at all.
func TestExchangeNeedsBothSides(t *testing.T) {
	g := exchangeAttempt(t, []string{"Test Swapper", "Dokar"}, []string{"Vorax"})
	passAll(t, g, "")
	choose(t, g, "Dokar")
	if passAll(t, g, "Test Swapper") {
		t.Fatal("an exchange with nothing to bring in was offered")
	}
	if find(t, g, "Dokar").Zone == ZHand {
		t.Fatal("Dokar left without an exchange")
	}
}

// Rulings: Exchanging and replacing into play (placing into play):
// the uniqueness rule holds for the newcomer, but the original's own
// copy does not count, since it leaves as the newcomer comes in.
func TestExchangeKeepsUniqueness(t *testing.T) {
	p := reactPos{mission: "Sensitive Search", crew: []string{"Test Swapper", "Dokar", "Test Chief"}, hand: []string{"Test Chief"}, pile: []string{"Test Hold"}}
	g := startScenarioWith(t, exchangeLib(t), p.yaml())
	sw := find(t, g, "Test Swapper")
	step := Step{Do: DoExchange, To: ExchangePresent, From: ExchangeHand, Same: SameCost}
	pairs := g.exchangePairs(fxCtx{src: sw.ID, p: ann, mission: sw.Where}, &step)
	chiefs := findAll(g, "Test Chief")
	inPlay, inHand := chiefs[0], chiefs[1]
	if inPlay.Zone == ZHand {
		inPlay, inHand = inHand, inPlay
	}
	want := [][2]int{{inPlay.ID, inHand.ID}}
	if !slices.Equal(pairs, want) {
		t.Fatalf("pairs %v; want only Test Chief for Test Chief %v (Dokar may not bring in a second Test Chief)", pairs, want)
	}
}

// Glossary: exchange; Rulings: Exchanges. An order exchanging this
// personnel with a Leadership personnel from the discard pile: the
// newcomer is placed where this one was, this one goes to the discard
// pile; with no Leadership personnel there, the order is not offered.
func TestExchangeSelfFromDiscard(t *testing.T) {
	for _, tc := range []struct {
		name    string
		discard []string
		offered bool
	}{
		{"a Leadership personnel there", []string{"Dokar", "Kahmis"}, true},
		{"none there", []string{"Dokar"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := reactPos{mission: "Sensitive Search", crew: []string{"Test Veteran", "Vorax"}, discard: tc.discard, pile: []string{"Test Hold"}, deck: []string{"Davies"}}
			g := startScenarioWith(t, exchangeLib(t), p.yaml())
			d := expectDecision(t, g, ann, KindOrders)
			if got := hasOption(d, "Test Veteran"); got != tc.offered {
				t.Fatalf("order offered: %v; want %v (options %q)", got, tc.offered, optionNames(d))
			}
			if !tc.offered {
				return
			}
			vet := find(t, g, "Test Veteran")
			where := vet.Where
			choose(t, g, "Test Veteran")
			skipEmptyWindows(t, g)
			if d := g.Pending(); d != nil && d.Kind == KindSelect {
				choose(t, g, "Kahmis")
			}
			k := find(t, g, "Kahmis")
			if k.Zone != ZSurface || k.Where != where || k.Controller != ann {
				t.Fatalf("Kahmis: %s at %d; want on Sensitive Search (%d)", k.Zone, k.Where, where)
			}
			if vet.Zone != ZDiscard {
				t.Fatalf("Test Veteran: %s; want the discard pile", vet.Zone)
			}
		})
	}
}

// Worf, First Officer (5P030), the glossary's example of an exchange, is
// enforced with the exchange verb (its card tests:
// assets/cardtests/worf-first-officer-*.yaml); its words say both sides.
func TestWorfFirstOfficerExchangeWords(t *testing.T) {
	c := mustFind(t, testLib(t), "Worf, First Officer")
	want := "exchange a [TNG] personnel you own present with a [TNG] personnel with the same cost from your hand"
	if c.Status != Enforced || !strings.Contains(c.GameText(), want) {
		t.Fatalf("%s: %q lacks %q", c.Status, c.GameText(), want)
	}
}
