package game

import (
	"slices"
	"strings"
	"testing"
)

// Tests of naming a title and acting on its copies (vocab_name_title.go),
// on made-up positions.

const nameTitlePosition = `
seed: 1
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar]
    hand: [Kroval]
    deck: [Filuz]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Evans, Davies, Davies]
    discard: [Hazar]
    deck: ["James T. Kirk, Brutal Barbarian", Davies, "James T. Kirk, Original Thinker"]
`

// TestTitlesToNameOrder: any title of the kind may be named, each once;
// the other player's titles in play come first (more copies first), then
// the titles in that player's discard pile, then the other titles seen,
// then the rest of the game's; a hand is never read (Glossary: naming
// cards; Rulebook: Showing your cards).
func TestTitlesToNameOrder(t *testing.T) {
	g := startScenario(t, nameTitlePosition)
	got := g.titlesToName(ann, &Filter{Type: Personnel})
	if len(got) < 5 || !slices.Equal(got[:4], []string{"Davies", "Evans", "Hazar", "Dokar"}) {
		t.Fatalf("first titles %q, want Davies, Evans, Hazar, Dokar", got[:min(5, len(got))])
	}
	if len(slices.Compact(slices.Sorted(slices.Values(got)))) != len(got) {
		t.Error("a title is offered twice")
	}
	for _, want := range []string{"Spock", "James T. Kirk"} {
		if !slices.Contains(got, want) {
			t.Errorf("%s, a personnel title of the game, is not offered", want)
		}
	}
	if slices.Contains(got, "Kroval") && slices.Index(got, "Kroval") < 4 {
		t.Error("a title from Ann's hand is ranked among the seen ones")
	}
	if slices.Contains(got, "Always Welcome") {
		t.Error("an event title offered for a personnel")
	}
	// A non-ship card: a mission the other player has in play is no copy
	// in a deck and does not come first.
	nonShip := g.titlesToName(ann, &Filter{NotType: Ship})
	if nonShip[0] != "Davies" || slices.Index(nonShip, "Earth") < 3 {
		t.Errorf("non-ship titles begin %q", nonShip[:4])
	}
}

// TestTitlesToNameFacingFirst: in a dilemma, the titles of the personnel
// facing it come before the other player's titles elsewhere, however many
// copies those have (Rulebook: a dilemma reaches the personnel attempting).
func TestTitlesToNameFacingFirst(t *testing.T) {
	g := startScenario(t, nameTitlePosition)
	evans := find(t, g, "Evans").ID
	g.attempt = &attempt{player: ben, personnel: []int{evans}}
	defer func() { g.attempt = nil }()
	if got := g.titlesToName(ann, &Filter{Type: Personnel}); got[0] != "Evans" || got[1] != "Davies" {
		t.Errorf("first titles %q, want Evans (facing) then Davies", got[:2])
	}
}

// TestDiscardNamedFromDeck: the searcher places a card of the named title
// from the deck in the discard pile, choosing among its versions; with
// none in the deck, nothing is placed and the deck is shuffled all the
// same (Glossary: naming cards — a title, not a subtitle).
func TestDiscardNamedFromDeck(t *testing.T) {
	cases := []struct {
		name   string
		title  string
		pick   string // the version picked, when asked
		placed string // the card then in Ben's discard pile ("": none)
	}{
		{"one copy", "Davies", "", "Davies"},
		{"two versions, Ben picks", "James T. Kirk", "Original Thinker", "James T. Kirk, Original Thinker"},
		{"none in the deck", "Spock", "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, nameTitlePosition)
			src := find(t, g, "Dokar").ID
			g.plays.named = map[int]string{src: tc.title}
			before := len(g.players[ben].Discard)
			g.discardNamedFromDeck(g.ctxFor(ben, src))
			if tc.pick != "" {
				d := expectDecision(t, g, ben, KindSelect)
				if len(d.Options) != 2 {
					t.Fatalf("versions offered %q, want two", labels(d))
				}
				choose(t, g, tc.pick)
			}
			discard := g.players[ben].Discard
			if tc.placed == "" {
				if len(discard) != before || len(g.players[ben].Deck) != 3 {
					t.Errorf("discard %d, deck %d; want nothing moved", len(discard), len(g.players[ben].Deck))
				}
			} else if got := g.cards[discard[len(discard)-1]].Card.Name(); !strings.Contains(got, tc.placed) || len(discard) != before+1 {
				t.Errorf("discard top %q, want %q", got, tc.placed)
			}
			if !hasEvent(g, "shuffles") {
				t.Error("the deck was not shuffled")
			}
		})
	}
}

// TestNameTitleStep: the step's words and its chooser (by: opponent in a
// dilemma: its owner names).
func TestNameTitleStep(t *testing.T) {
	v := registry[DoNameTitle]
	for _, tc := range []struct {
		step Step
		text string
		ok   bool
	}{
		{Step{Filter: &Filter{Type: Personnel}}, "name a personnel", true},
		{Step{Filter: &Filter{NotType: Ship}}, "name a non-ship card", true},
		{Step{By: ByOpponent, Filter: &Filter{Type: Personnel}}, "your opponent names a personnel", true},
		{Step{By: "random", Filter: &Filter{Type: Personnel}}, "", false},
	} {
		s := tc.step
		if err := v.validate(&s); (err == nil) != tc.ok {
			t.Errorf("%+v: error %v, want ok=%v", tc.step, err, tc.ok)
			continue
		}
		if tc.ok {
			if got := v.text(s); got != tc.text {
				t.Errorf("text %q, want %q", got, tc.text)
			}
		}
	}
}
