package game

import (
	"strings"
	"testing"
)

// A made-up personnel that may be played aboard its player's [TNG] ship
// by its own text at cost +2 (the shape of Worf, Governor of H'atoria,
// 14C093).
const playAboardExtraCards = `
- {id: "T-PX1", title: Test Governor, unique: true, type: personnel, cost: 1, affiliation: klingon, icons: [staff], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5, play_aboard: {ship: {icon: tng}, extra_cost: 2}}
`

func playAboardExtraLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, playAboardExtraCards)
}

// Rulebook: Playing specific kinds of cards (a card's text may allow
// another place); Paying costs. Aboard the [TNG] ship its own text opens
// it costs 2 more, offered only when that much can be paid; at the
// headquarters that allows it, its printed cost; the [TNG]-less ship is
// not offered.
func TestPlayAboardOwnExtraCost(t *testing.T) {
	for _, tc := range []struct {
		counters string
		want     []string
		left     int
	}{
		{"7", []string{"(cost 1) at Qo'noS", "(cost 3) aboard U.S.S. Sovereign"}, 4},
		{"2", []string{"(cost 1) at Qo'noS"}, 1},
	} {
		t.Run(tc.counters, func(t *testing.T) {
			g := startScenarioWith(t, playAboardExtraLibrary(t), `
active: 1
segment: play-draw
counters: `+tc.counters+`
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: [{card: I.K.S. Lukara}]
      - card: Colony Preparations
        ships: [{card: U.S.S. Sovereign}]
    hand: [Test Governor]
    deck: [Kahmis, Kahmis]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			expectDecision(t, g, ann, KindPlayDraw)
			got := playLabels(g, "Test Governor")
			if len(got) != len(tc.want) {
				t.Fatalf("plays %q, want %q", got, tc.want)
			}
			for i, w := range tc.want {
				if !strings.Contains(got[i], w) {
					t.Fatalf("plays %q, want %q", got, tc.want)
				}
			}
			choose(t, g, tc.want[len(tc.want)-1])
			if g.counter != tc.left {
				t.Fatalf("counters left %d, want %d", g.counter, tc.left)
			}
		})
	}
}

// Rulebook: Playing specific kinds of cards. The extra belongs to a
// card's own permission and is never negative.
func TestPlayAboardOwnExtraValidate(t *testing.T) {
	for _, tc := range []struct {
		pa PlayAboard
		ok bool
	}{
		{PlayAboard{Ship: &Filter{Icon: "tng"}, ExtraCost: 2}, true},
		{PlayAboard{Ship: &Filter{Icon: "tng"}, ExtraCost: -1}, false},
		{PlayAboard{Card: &Filter{Type: Personnel}, Ship: &Filter{Icon: "tng"}, ExtraCost: 2}, false},
	} {
		if err := tc.pa.validate(); (err == nil) != tc.ok {
			t.Errorf("%+v: ok %v, got %v", tc.pa, tc.ok, err)
		}
	}
	if got := (&PlayAboard{Ship: &Filter{Icon: "tng"}, ExtraCost: 2}).ownText(&Card{Facts: Facts{Type: Personnel}}); !strings.Contains(got, "at cost +2 aboard") {
		t.Errorf("text %q lacks the extra", got)
	}
}
