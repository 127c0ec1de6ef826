package game

import "testing"

// TestExchangeWherePlayable: with where_playable an exchange pairs only
// personnel that could both be played at one headquarters mission their
// player commands (Bajor takes [Baj] cards, Earth [Fed] ones: Rulebook:
// Headquarters); same: affiliation keeps the [Fed] newcomer from a [Baj]
// original anyway, so the test changes the headquarters. Glossary:
// exchange. Orb of Prophecy and Change, 30V012.
func TestExchangeWherePlayable(t *testing.T) {
	for _, tc := range []struct {
		hq   string
		want int
	}{
		{"Bajor, Blessed of the Prophets", 1},
		{"Earth, Cradle of the Federation", 0},
	} {
		g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "`+tc.hq+`"
      - card: "Selay, Transport Delegations"
        surface: [Orb of Prophecy and Change, Mond]
    discard: [Brilgar, Callaghan]
    deck: [Hazar]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
    deck: [Davies]
`)
		orb := find(t, g, "Orb of Prophecy and Change")
		s := Step{Do: DoExchange, To: ExchangePresent, From: ExchangeDiscard, Same: "affiliation", StepFields: StepFields{WherePlayable: true}}
		if got := len(g.exchangePairs(g.ctxFor(0, orb.ID), &s)); got != tc.want {
			t.Errorf("headquarters %s: %d pairs, want %d", tc.hq, got, tc.want)
		}
	}
}

// TestTriggerPresent: the condition holds when one of the player's cards
// the trigger is about is present with the source (Rulebook: Present),
// not for a card elsewhere nor for no trigger.
func TestTriggerPresent(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Bajor, Blessed of the Prophets"
        surface: [Hazar]
      - card: "Selay, Transport Delegations"
        surface: [Orb of Prophecy and Change, Mond]
    deck: [Yelsar]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
    deck: [Davies]
`)
	orb := find(t, g, "Orb of Prophecy and Change")
	holds := condRegistry["trigger-present"].holds
	ctx := g.ctxFor(0, orb.ID)
	if holds(g, nil, ctx) {
		t.Error("holds with no trigger")
	}
	for name, want := range map[string]bool{"Mond": true, "Hazar": false} {
		ctx.trig = &Trigger{Kind: TrigAttemptBegins, Player: 0, Cards: []int{find(t, g, name).ID}}
		if got := holds(g, nil, ctx); got != want {
			t.Errorf("%s beginning: holds %v, want %v", name, got, want)
		}
	}
}
