package game

import (
	"strconv"
	"testing"
)

// Rulebook: Winning the Game — when all decks are empty, the winner is the
// highest score among players with a planet and a space mission, else
// among players with any completed mission, else the highest score; equal
// scores tie.
func TestDecksOutTieBreaks(t *testing.T) {
	cases := []struct {
		name       string
		p1, p2     string // missions lines for each player
		s1, s2     int
		wantWinner int // 1, 2 or 0 for a tie
	}{
		{"both kinds beats higher score",
			`[{card: "Earth, Cradle of the Federation"}, {card: Medical Relief, completed: true}, {card: Fissure Research, completed: true}]`,
			`[{card: "Qo'noS, Heart of the Empire"}, {card: Sensitive Search, completed: true}]`, 65, 90, 1},
		{"any completed beats none",
			`[{card: "Earth, Cradle of the Federation"}, {card: Medical Relief}]`,
			`[{card: "Qo'noS, Heart of the Empire"}, {card: Sensitive Search, completed: true}]`, 50, 30, 2},
		{"highest score when nobody completed",
			`[{card: "Earth, Cradle of the Federation"}]`,
			`[{card: "Qo'noS, Heart of the Empire"}]`, 10, 5, 1},
		{"equal scores tie",
			`[{card: "Earth, Cradle of the Federation"}, {card: Medical Relief, completed: true}]`,
			`[{card: "Qo'noS, Heart of the Empire"}, {card: Sensitive Search, completed: true}]`, 30, 30, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
players:
  - missions: `+c.p1+`
    score: `+strconv.Itoa(c.s1)+`
  - missions: `+c.p2+`
    score: `+strconv.Itoa(c.s2)+`
`)
			// Both decks are empty: the game ends when the next turn starts.
			for i := 0; g.Result() == nil && i < 10; i++ {
				d := g.Pending()
				choose(t, g, d.Options[len(d.Options)-1].Label)
			}
			r := g.Result()
			if r == nil || r.Reason != ReasonDecksOut {
				t.Fatalf("all decks empty: the game should be over by decks-out, got %+v", r)
			}
			switch {
			case c.wantWinner == 0 && !r.Tie:
				t.Fatalf("want a tie, got winner %s", r.Winner)
			case c.wantWinner != 0 && (r.Tie || r.Winner != Player(c.wantWinner-1)):
				t.Fatalf("want Player %d, got %+v", c.wantWinner, r)
			}
		})
	}
}

// Rulebook: Winning the Game — 100 points alone is not enough; a completed
// planet and space mission are needed too.
func TestNoWinWithoutBothMissionTypes(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}, {card: Medical Relief, completed: true}]
    score: 120
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	if g.Result() != nil {
		t.Fatalf("no completed space mission: no win, got %+v", g.Result())
	}
}
