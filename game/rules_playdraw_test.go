package game

import (
	"strings"
	"testing"
)

const playDrawScenario = `
active: 1
segment: play-draw
players:
  - missions:
      - card: Earth, Cradle of the Federation
      - card: Medical Relief
    hand: [Elizabeth Shelby, Elizabeth Shelby, U.S.S. Sovereign, Dokar, Hoya, Davies]
    deck: [Lopez, Mills, Rixx, Davies, Lopez, Mills, Rixx, Davies]
  - missions:
      - card: Qo'noS, Heart of the Empire
      - card: Sensitive Search
    deck: [Dokar]
`

func labels(d *Decision) []string {
	var out []string
	for _, o := range d.Options {
		out = append(out, o.Label)
	}
	return out
}

func hasOption(d *Decision, text string) bool {
	for _, o := range d.Options {
		if strings.Contains(o.Label, text) {
			return true
		}
	}
	return false
}

// Rulebook: 1. Play and Draw Cards — seven counters, draw for one, all seven
// must be spent before the segment can end.
func TestPlayDrawCountersAndDrawing(t *testing.T) {
	g := startScenario(t, playDrawScenario)
	d := expectDecision(t, g, 0, KindPlayDraw)
	if hasOption(d, "End Play and Draw") {
		t.Fatal("cannot end the segment with counters left and cards in the deck")
	}
	hand := len(g.players[0].Hand)
	choose(t, g, "Draw a card")
	if g.Counters() != 6 || len(g.players[0].Hand) != hand+1 || g.players[0].Hand[hand] != find(t, g, "Lopez").ID {
		t.Fatalf("draw: counters %d hand %d", g.Counters(), len(g.players[0].Hand))
	}
	for g.Counters() > 0 {
		choose(t, g, "Draw a card")
	}
	d = expectDecision(t, g, 0, KindPlayDraw)
	if len(d.Options) != 1 || !hasOption(d, "End Play and Draw") {
		t.Fatalf("with no counters left only ending is legal: %q", labels(d))
	}
	choose(t, g, "End Play and Draw")
	expectDecision(t, g, 0, KindOrders)
}

// Rulebook: 1. Play and Draw Cards — with an empty deck the segment may
// end with counters left.
func TestPlayDrawEmptyDeckMayEnd(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	d := expectDecision(t, g, 0, KindPlayDraw)
	if !hasOption(d, "End Play and Draw") || hasOption(d, "Draw a card") {
		t.Fatalf("empty deck: want only End; got %q", labels(d))
	}
}

// Rulebook: Paying costs; Playing specific kinds of cards — a personnel is
// played for its cost onto a headquarters that allows it; a ship stands in
// line with the mission; a card the headquarters does not allow (a Klingon
// at Earth) and a card costing more than the counters left are not offered.
func TestPlayPersonnelAndShipsAtHeadquarters(t *testing.T) {
	g := startScenario(t, playDrawScenario)
	d := expectDecision(t, g, 0, KindPlayDraw)
	if hasOption(d, "Play Dokar") {
		t.Fatal("Earth, Cradle of the Federation does not allow Klingon cards")
	}
	if hasOption(d, "Play Hoya") {
		t.Fatal("Hoya (DS9 Federation) is not playable at Earth, Cradle of the Federation")
	}
	choose(t, g, "Play Elizabeth Shelby, Formidable Presence (cost 2) at Earth")
	shelby := findAll(g, "Elizabeth Shelby")
	var played *Inst
	for _, s := range shelby {
		if s.Zone == ZSurface {
			played = s
		}
	}
	earth := find(t, g, "Earth")
	if played == nil || played.Where != earth.ID || g.Counters() != 5 {
		t.Fatalf("Shelby should be on Earth's stack and cost 2 (counters %d)", g.Counters())
	}
	if hasOption(g.Pending(), "Play U.S.S. Sovereign") {
		t.Fatal("U.S.S. Sovereign costs 6 with 5 counters left: it must not be offered")
	}
}

// Rulebook: Playing specific kinds of cards — a ship stands on its own,
// beside the mission it was played at.
func TestPlayShipStandsAtHeadquarters(t *testing.T) {
	g := startScenario(t, playDrawScenario)
	choose(t, g, "Play U.S.S. Sovereign")
	sov := find(t, g, "U.S.S. Sovereign")
	if sov.Zone != ZAtMission || sov.Where != find(t, g, "Earth").ID || g.Counters() != 1 {
		t.Fatalf("Sovereign: zone %s, counters %d", sov.Zone, g.Counters())
	}
}

// Rulebook: Uniqueness — you cannot play a unique card while you command a
// copy of it (here: a second Elizabeth Shelby).
func TestUniquenessBlocksSecondCopy(t *testing.T) {
	g := startScenario(t, playDrawScenario)
	choose(t, g, "Play Elizabeth Shelby")
	if d := g.Pending(); hasOption(d, "Play Elizabeth Shelby") {
		t.Fatalf("second copy of a unique personnel offered: %q", labels(d))
	}
	// Once the first copy leaves play, the second can be played.
	for _, s := range findAll(g, "Elizabeth Shelby") {
		if s.Zone == ZSurface {
			g.leavePlay(s.ID, ZDiscard)
		}
	}
	g.pending = nil
	g.push(g.playDrawStep)
	g.run()
	if d := g.Pending(); !hasOption(d, "Play Elizabeth Shelby") {
		t.Fatalf("after the copy left play the card should be playable: %q", labels(d))
	}
}

// Rulebook: Uniqueness (and Brig and Captives) — a unique personnel of
// yours held captive still blocks another copy.
func TestUniquenessCountsYourCaptive(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Elizabeth Shelby]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    brig: [{card: Elizabeth Shelby, owner: 1}]
`)
	if d := g.Pending(); hasOption(d, "Play Elizabeth Shelby") {
		t.Fatal("your unique personnel is a captive: you cannot play another copy")
	}
}

// Rulebook: Playing specific kinds of cards; Interrupt — an interrupt is
// not played in the Play and Draw Cards segment; an event whose text is not
// enforced (At What Cost?, 4R040) is never offered; an event whose effect
// has nothing to act on is not played for nothing.
func TestUnencodedEventsAndInterruptsAreNotOffered(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Salvaging the Wreckage, Adapt, "At What Cost?"]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`)
	d := g.Pending()
	// Salvaging the Wreckage is encoded but has nothing to salvage here.
	for _, name := range []string{"Salvaging", "Adapt", "At What Cost?"} {
		if hasOption(d, name) {
			t.Errorf("%s offered before its text is encoded", name)
		}
	}
}

// Rulebook: 3. Discard Excess Cards — down to seven, chosen by the player.
func TestDiscardExcessDownToSeven(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: discard
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Lopez, Mills, Rixx, Davies, Hoya, Altman, Bandee, Van Orton, Daniel Kwan]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	d := expectDecision(t, g, 0, KindDiscardExcess)
	if d.Min != 2 || d.Max != 2 {
		t.Fatalf("nine cards: discard exactly 2, got min %d max %d", d.Min, d.Max)
	}
	if _, err := g.Choose(0, Choice{Picks: []int{0}}); err == nil {
		t.Fatal("discarding one card of two accepted")
	}
	choose(t, g, "Hoya", "Altman")
	if len(g.players[0].Hand) != 7 || find(t, g, "Hoya").Zone != ZDiscard || find(t, g, "Altman").Zone != ZDiscard {
		t.Fatal("Hoya and Altman should be discarded, seven cards left")
	}
	if g.Active() != 1 {
		t.Fatal("the turn should pass to Player 2")
	}
}

// Rulebook: Event; Playing specific kinds of cards — an event that plays
// in the core is paid for and placed in its player's core.
func TestEventPlaysInCore(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: ["Cry \"Havoc!\""]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
`)
	choose(t, g, "Play Cry \"Havoc!\" (cost 3) to your core")
	c := find(t, g, "Cry \"Havoc!\"")
	if c.Zone != ZCore || c.Controller != 0 || g.Counters() != 4 || len(g.players[0].Core) != 1 {
		t.Fatalf("event should be in Player 1's core for 3 counters: zone %s counters %d", c.Zone, g.Counters())
	}
	v := g.View(1)
	if len(v.Players[0].Core) != 1 || v.Players[0].Core[0].Name != "Cry \"Havoc!\"" {
		t.Fatal("a core is open to both players")
	}
}
