package game

import (
	"testing"

	"go.yaml.in/yaml/v3"
)

// Tests of the vocabulary items the Starfleet V-starter brought, on
// made-up positions: present-with at_least, the amount hand-size,
// discard-top with many.

const sflPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis, Dokar, Dokar, Kroval]
      - card: Excavation
        surface: [Vorax]
      - {card: Sensitive Search}
    hand: [Kroval, Kroval]
    deck: [Vorax]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}, Excavation]
    deck: [Davies, Davies, Lopez]
`

// sflConds reads a condition list written in YAML, checked as its form
// requires.
func sflConds(t *testing.T, src string, form condForm) Conds {
	t.Helper()
	var cs Conds
	if err := yaml.Unmarshal([]byte(src), &cs); err != nil {
		t.Fatal(err)
	}
	if err := cs.validateAs(form); err != nil {
		t.Fatal(err)
	}
	return cs
}

// TestPresentWithAtLeast: "while present with two MACOs" counts the
// other cards present the filter matches, never the card itself
// (Glossary: present; Sascha Money, 12C114).
func TestPresentWithAtLeast(t *testing.T) {
	cases := []struct {
		name, cond string
		want       bool
	}{
		{"one Dokar is enough for the default", `{is: present-with, of: {title: Dokar}}`, true},
		{"two Dokar present", `{is: present-with, of: {title: Dokar}, at_least: 2}`, true},
		{"three Dokar wanted, two present", `{is: present-with, of: {title: Dokar}, at_least: 3}`, false},
		{"Kahmis does not count himself", `{is: present-with, of: {title: Kahmis}}`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, sflPosition)
			k := find(t, g, "Kahmis")
			cs := sflConds(t, "["+tc.cond+"]", formWhile)
			if got := cs.holds(g, g.ctxFor(0, k.ID)); got != tc.want {
				t.Errorf("holds = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestHandSizeAmount: the amount hand-size is the number of cards in the
// hand of the player the text speaks to, and a modifier may count it
// (Brennan Scott, 13C103).
func TestHandSizeAmount(t *testing.T) {
	g := startScenario(t, sflPosition)
	a := &Amount{Is: AmountHandSize}
	if err := a.validate(); err != nil {
		t.Fatal(err)
	}
	if !a.reg.inModifiers {
		t.Fatal("a modifier's per must be able to count the hand's size")
	}
	k := find(t, g, "Kahmis")
	for _, n := range []int{2, 0} {
		g.players[0].Hand = g.players[0].Hand[:n]
		if got := a.value(g, g.ctxFor(0, k.ID), nil); got != n {
			t.Errorf("hand of %d: value %d", n, got)
		}
	}
}

// TestDiscardTopMany: discard-top with many discards one card for each
// thing counted, for its performer (player: opponent counts that
// player's headquarters), and stops when the deck runs out (Gaeta,
// 8C101; Glossary: actions).
func TestDiscardTopMany(t *testing.T) {
	cases := []struct {
		name     string
		deck     int // cards left in Ben's deck
		wantDisc int
	}{
		{"one headquarters, one card", 3, 1},
		{"an empty deck gives nothing", 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, sflPosition)
			g.players[1].Deck = g.players[1].Deck[:tc.deck]
			before := len(g.players[1].Discard)
			k := find(t, g, "Kahmis")
			giveText(t, k, `
abilities:
  - when: order
    effect: [{do: discard-top, player: opponent, many: {count: your-headquarters}}]
`)
			// The step as Ben performs it (stepAsPlayers names him).
			ctx := g.ctxFor(1, k.ID)
			ctx.performer = true
			step := k.Card.Abilities[0].Effect[0]
			if !registry[DoDiscardTop].possible(g, ctx, &step) {
				t.Fatal("an effect that discards what it can is always possible")
			}
			registry[DoDiscardTop].run(g, ctx, step)
			if got := len(g.players[1].Discard) - before; got != tc.wantDisc {
				t.Errorf("Ben discarded %d, want %d", got, tc.wantDisc)
			}
			if len(g.players[0].Discard) != 0 {
				t.Errorf("Ann discarded %d cards", len(g.players[0].Discard))
			}
		})
	}
}
