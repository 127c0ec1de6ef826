package game

import "testing"

// The vocabulary built for the Matter of Time starter's cards
// (vocab_cond_opponent_facing.go, vocab_shuffle_deck.go,
// vocab_filter_commander.go), on made-up positions.

const motPosition = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, "Rachel Garrett, Restoring the Past"]
        ships:
          - card: "U.S.S. Enterprise-C, Temporal Linchpin"
            aboard: ["Richard Castillo, Assuming Command", Lian T'su]
    deck: [Lopez]
  - name: Ben
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        surface: [Jural]
    dilemmas: [Triage, Triage]
    deck: [Tugat]
`

// Glossary: facing a dilemma (Diversionary Tactics, 22V018). The
// condition holds only while the opponent's personnel face a dilemma the
// text's player owns.
func TestOpponentFacingYours(t *testing.T) {
	g := startScenario(t, motPosition)
	ann, ben := Player(0), Player(1)
	davies, galor := find(t, g, "Davies").ID, find(t, g, "Jural").ID
	var bensDilemma int
	for _, c := range g.cards[1:] {
		if c.Card.Title == "Triage" && c.Owner == ben {
			bensDilemma = c.ID
			break
		}
	}
	for _, tc := range []struct {
		name string
		at   *attempt
		you  Player
		want bool
	}{
		{"no attempt", nil, ben, false},
		{"Ann attempts, no dilemma faced yet", &attempt{player: ann, personnel: []int{davies}}, ben, false},
		{"Ann's personnel face Ben's dilemma: for Ben", &attempt{player: ann, personnel: []int{davies}, dilemma: bensDilemma}, ben, true},
		{"the same, for Ann: her own personnel face it", &attempt{player: ann, personnel: []int{davies}, dilemma: bensDilemma}, ann, false},
		{"Ben's personnel face a dilemma of his own", &attempt{player: ben, personnel: []int{galor}, dilemma: bensDilemma}, ann, false},
		{"nobody left facing it", &attempt{player: ann, dilemma: bensDilemma}, ben, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g.attempt = tc.at
			if got := g.opponentFacingYours(tc.you); got != tc.want {
				t.Fatalf("opponentFacingYours = %v; want %v", got, tc.want)
			}
		})
	}
}

// Rulebook: Paying costs (Reconfiguration, 2C058): shuffle-deck reads
// whose any or nothing, and says whose deck.
func TestShuffleDeckWhose(t *testing.T) {
	v := registry[DoShuffleDeck]
	for _, tc := range []struct {
		whose, text string
		bad         bool
	}{
		{"", "shuffle your deck", false},
		{"any", "shuffle any player's deck", false},
		{"opponent", "", true},
	} {
		s := Step{Do: DoShuffleDeck, StepFields: StepFields{Whose: tc.whose}}
		if err := v.validate(&s); (err != nil) != tc.bad {
			t.Fatalf("whose %q: error %v; want error %v", tc.whose, err, tc.bad)
		}
		if !tc.bad && v.text(s) != tc.text {
			t.Fatalf("whose %q: text %q; want %q", tc.whose, v.text(s), tc.text)
		}
	}
}

// Glossary: Commander (Richard Castillo, Assuming Command, 28V035): a
// Commander killed aboard the ship its keyword names still counts as
// that ship's corresponding Commander; one killed on a planet does not,
// nor does one in a discard pile who never was aboard.
func TestShipCommanderKilledAboard(t *testing.T) {
	g := startScenario(t, motPosition)
	f := &Filter{ShipCommander: true}
	castillo, rachel := find(t, g, "Richard Castillo").ID, find(t, g, "Rachel Garrett").ID
	if !g.matches(f, castillo) || g.matches(f, rachel) {
		t.Fatalf("in play: Castillo aboard %v (want true), Rachel on the planet %v (want false)", g.matches(f, castillo), g.matches(f, rachel))
	}
	g.leavePlay(castillo, ZDiscard)
	g.leavePlay(rachel, ZDiscard)
	if !g.matches(f, castillo) {
		t.Fatal("Castillo killed aboard the Enterprise-C: want him still its corresponding Commander")
	}
	if g.matches(f, rachel) {
		t.Fatal("Rachel killed on the planet: want no match")
	}
}
