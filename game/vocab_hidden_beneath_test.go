package game

import (
	"strings"
	"testing"
)

// Made-up cards that fill and draw on the cards beneath a headquarters.
const hiddenBeneathCards = `
- {id: "T-HB1", title: Test Hoarder, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Navigation, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: played, may: true, effect: [{do: place-beneath, from: hand, target: {title: "Qo'noS"}}]}]}
- {id: "T-HB2", title: Test Spender, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Navigation, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: take-beneath, to: hand, filter: {type: personnel}, target: {title: "Qo'noS"}}]}]}
- {id: "T-HB3", title: Test Burner, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Navigation, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, cost: [{do: take-beneath, to: removed, count: 2, target: {title: "Qo'noS"}}], effect: [{do: draw}]}]}
- {id: "T-HB4", title: Test Finder, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Navigation, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: played, may: true, effect: [{do: download, to: beneath, target: {title: "Qo'noS"}}]}]}
- {id: "T-HB5", title: Test Archivist, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Navigation, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: played, may: true, effect: [{do: place-beneath, from: discard, count: 2, up_to: true, target: {title: "Qo'noS"}}]}]}
`

const hiddenBeneathPosition = `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        under: [Dokar, Kahmis, "B'amara"]
      - card: Sensitive Search
    hand: [Test Hoarder, Test Spender, Test Burner, Test Finder, Test Archivist, Kroval]
    discard: [Kahmis, Dokar, Kroval]
    deck: [Kroval, Dokar, "B'amara", Kahmis, Kroval]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Kroval]
`

// The same, in the orders segment with the order-takers in play.
const hiddenOrdersPosition = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        under: [Dokar, Kahmis, "B'amara"]
        surface: [Test Spender, Test Burner]
      - card: Sensitive Search
    discard: [Kahmis]
    deck: [Kroval, Dokar, "B'amara", Kahmis, Kroval]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Kroval]
`

// hideBeneath gives Ann's headquarters the rule of a mission whose cards
// beneath lie face down (Ferenginar, Financial Hub, 7U048).
func hideBeneath(t *testing.T, g *Game) *Inst {
	t.Helper()
	hq := find(t, g, "Qo'noS, Heart of the Empire")
	giveText(t, hq, `{id: x, card: x, hides_beneath: true}`)
	return hq
}

// Rulebook: Showing your cards; Ferenginar, Financial Hub (7U048): a card
// placed beneath a mission that hides its cards lies face down there, out
// of play. Its owner sees it; the opponent sees only how many lie there.
func TestPlaceBeneathFromHandIsFaceDown(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, hiddenBeneathCards), hiddenBeneathPosition)
	hq := hideBeneath(t, g)
	choose(t, g, "Play Test Hoarder")
	choose(t, g, "Use Test Hoarder")
	choose(t, g, "Place Kroval beneath")
	var k *Inst
	for _, c := range findAll(g, "Kroval") {
		if c.Zone == ZUnder {
			k = c
		}
	}
	if k == nil || k.Where != hq.ID || k.Zone.InPlay() {
		t.Fatalf("no Kroval beneath Qo'noS out of play")
	}
	if g.identifiable(k.ID, 1) || !g.identifiable(k.ID, 0) {
		t.Fatal("the card beneath must be known to its owner alone")
	}
	ben, ann := g.View(1), g.View(0)
	bm, am := ben.Players[0].Missions[0], ann.Players[0].Missions[0]
	if bm.UnderCount != 4 || len(bm.Under) != 0 {
		t.Fatalf("Ben sees %d cards beneath, %d named; want 4, none named", bm.UnderCount, len(bm.Under))
	}
	if am.UnderCount != 4 || len(am.Under) != 4 {
		t.Fatalf("Ann sees %d beneath, %d named; want 4 and 4", am.UnderCount, len(am.Under))
	}
	for _, e := range g.Log(1) {
		if strings.Contains(e.Text, "beneath") && strings.Contains(e.Text, "Kroval") {
			t.Fatalf("Ben's log names the hidden card: %q", e.Text)
		}
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// A mission without that rule keeps its cards beneath face up.
func TestPlaceBeneathFaceUpWithoutTheRule(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, hiddenBeneathCards), hiddenBeneathPosition)
	choose(t, g, "Play Test Hoarder")
	choose(t, g, "Use Test Hoarder")
	choose(t, g, "Place Kroval beneath")
	if m := g.View(1).Players[0].Missions[0]; len(m.Under) != 4 {
		t.Fatalf("Ben sees %d of the cards beneath; want all 4", len(m.Under))
	}
}

// Taking a card from beneath: only cards the filter matches are offered
// (all three here are personnel), into the hand.
func TestTakeBeneathToHand(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, hiddenBeneathCards), hiddenOrdersPosition)
	hideBeneath(t, g)
	choose(t, g, "Test Spender")
	choose(t, g, "Take Kahmis from beneath")
	if h, d := len(g.players[0].Hand), len(g.players[0].Discard); h != 1 || d != 1 || g.cards[g.players[0].Hand[0]].Card.Title != "Kahmis" {
		t.Fatalf("hand %d, discard %d; want the Kahmis from beneath in hand, the other still discarded", h, d)
	}
	under := g.underTitles(0)
	if len(under) != 2 || strings.Join(under, ",") != "B'amara,Dokar" {
		t.Fatalf("beneath now %v; want B'amara and Dokar", under)
	}
}

// A cost of removing two cards from beneath cannot be paid with one
// (Rulebook: Paying costs): the order is not offered.
func TestTakeBeneathCostNeedsEnough(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, hiddenBeneathCards), strings.Replace(hiddenOrdersPosition, `under: [Dokar, Kahmis, "B'amara"]`, `under: [Dokar]`, 1))
	hideBeneath(t, g)
	for _, o := range g.Pending().Options {
		if strings.Contains(o.Label, "Test Burner") {
			t.Fatalf("order offered with one card beneath: %q", o.Label)
		}
	}
}

// Paid with two: both leave the game, face up.
func TestTakeBeneathRemoved(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, hiddenBeneathCards), hiddenOrdersPosition)
	hideBeneath(t, g)
	choose(t, g, "Test Burner")
	choose(t, g, "Remove Dokar from beneath")
	choose(t, g, "Remove B'amara from beneath")
	if n := len(g.players[0].Removed); n != 2 {
		t.Fatalf("%d cards removed; want 2", n)
	}
	if under := g.underTitles(0); len(under) != 1 || under[0] != "Kahmis" {
		t.Fatalf("beneath now %v; want Kahmis", under)
	}
}

// Rulebook: Download. The card found is shown, taken, the deck
// reshuffled; then the text places it beneath the mission.
func TestDownloadBeneath(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, hiddenBeneathCards), hiddenBeneathPosition)
	hideBeneath(t, g)
	choose(t, g, "Play Test Finder")
	choose(t, g, "Download B'amara")
	if n := len(g.players[0].Under); n != 4 {
		t.Fatalf("%d cards beneath; want 4", n)
	}
	if len(g.players[0].Deck) != 4 {
		t.Fatalf("deck %d; want 4", len(g.players[0].Deck))
	}
}

// Up to two from the discard pile: the player may stop after one.
func TestPlaceBeneathFromDiscardUpTo(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, hiddenBeneathCards), hiddenBeneathPosition)
	hideBeneath(t, g)
	choose(t, g, "Play Test Archivist")
	choose(t, g, "Use Test Archivist")
	choose(t, g, "Place Dokar beneath")
	choose(t, g, "Place no more")
	if n, d := len(g.players[0].Under), len(g.players[0].Discard); n != 4 || d != 2 {
		t.Fatalf("%d beneath, %d in discard; want 4 and 2", n, d)
	}
}

// Loading refuses a step without its mission or with an unknown source.
func TestBeneathStepsValidate(t *testing.T) {
	q := &Filter{Title: "Qo'noS"}
	for _, s := range []Step{
		{Do: DoPlaceBeneath, From: "deck", Target: q},
		{Do: DoPlaceBeneath, From: BeneathFromHand},
		{Do: DoPlaceBeneath, From: BeneathFromSelf, Count: 2, Target: q},
		{Do: DoTakeBeneath, To: "ship", Target: q},
		{Do: DoDownload, To: DownloadBeneath},
	} {
		s := s
		if err := validateVerb(&s); err == nil {
			t.Errorf("%+v accepted", s)
		}
	}
	ok := Step{Do: DoTakeBeneath, To: BeneathToRemoved, Count: 2, Filter: &Filter{Keyword: "Rule"}, Target: q}
	if err := validateVerb(&ok); err != nil {
		t.Fatal(err)
	}
	if got := stepText(ok); got != "remove two Rule cards from beneath your Qo'noS from the game" {
		t.Errorf("text %q", got)
	}
}
