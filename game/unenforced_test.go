package game

import (
	"slices"
	"strings"
	"testing"
)

// A dilemma whose game text the engine does not run is overcome with no
// effect, and the log says why (docs/cards.md: cards that are not
// enforced). Accelerated Aging (11P001) is such a dilemma.
func TestUnenforcedDilemmaIsOvercomeWithNoEffect(t *testing.T) {
	const dilemma = "Accelerated Aging"
	if c, err := testLib(t).Find(dilemma); err != nil || c.Status != NotEnforced {
		t.Skipf("%s is no longer a not-enforced dilemma (%v); pick another", dilemma, err)
	}
	dilemmaCase{
		name:    "no effect",
		pos:     planet(pile(dilemma), "Kahmis", "Vorax", "Kroval"),
		chooser: noChooser,
		end:     endBeneath,
	}.run(t, dilemma)
	g := dilemmaCase{pos: planet(pile(dilemma), "Kahmis", "Vorax", "Kroval"), chooser: noChooser}.run(t, dilemma)
	if !slices.ContainsFunc(g.events, func(e Event) bool {
		return e.Kind == "overcome" && strings.Contains(e.Text, "not enforced")
	}) {
		t.Error("the log does not say why the dilemma did nothing")
	}
}

// Bots never pick a card whose text is not enforced when one that is
// enforced can be picked instead: among drawn dilemmas, the enforced ones
// go first.
func TestBotPrefersEnforcedDilemmas(t *testing.T) {
	g := attemptPos{mission: "Sensitive Search", crew: []string{"Kahmis", "Vorax", "Kroval"},
		pile: pile("Accelerated Aging", "Triage", "Wavefront")}.start(t)
	startAttempt(t, g, "Sensitive Search")
	d := g.Pending()
	if d.Kind != KindChooseDilemmas {
		t.Fatalf("pending %s", d.Kind)
	}
	for seed := range uint64(20) {
		bot, _ := NewBot(BotBasic, seed)
		v := g.View(d.Player)
		ch := bot.Choose(&v, d)
		if len(ch.Picks) == 0 {
			t.Fatal("the bot chose no dilemma")
		}
		first := g.cards[d.Options[ch.Picks[0]].Card].Card
		if !first.Enforced() {
			t.Fatalf("seed %d: the bot put %s (not enforced) first", seed, first.Name())
		}
	}
}

// An event or interrupt whose text is not enforced could do nothing by
// itself, so it is never offered (docs/cards.md); a personnel whose text
// is not enforced is still played for its facts.
func TestUnenforcedEventsAreNotPlayable(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: play
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}, {card: Brute Force}]
    hand: ["At What Cost?", "Alexander Rozhenko, K'mtar"]
    deck: [Kahmis]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	if hasOption(g.Pending(), "At What Cost?") {
		t.Error("an event whose text is not enforced is offered")
	}
	if !hasOption(g.Pending(), "Play Alexander Rozhenko, K'mtar") {
		t.Errorf("a personnel whose text is not enforced should still be playable: %v", g.Pending().Options)
	}
}
