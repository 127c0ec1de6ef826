package game

import "testing"

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
    score: `+itoa(c.s1)+`
  - missions: `+c.p2+`
    score: `+itoa(c.s2)+`
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

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	if neg {
		s = "-" + s
	}
	return s
}

// Rulebook: Winning the Game — the game ends when every deck is empty: the
// moment the last card is drawn, without finishing the turn.
func TestDecksOutWhenLastCardDrawn(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}, {card: Medical Relief, completed: true}]
    score: 30
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`)
	if g.Result() != nil {
		t.Fatal("one deck still has a card: the game goes on")
	}
	choose(t, g, "Draw a card")
	r := g.Result()
	if r == nil || r.Reason != ReasonDecksOut || r.Tie || r.Winner != 0 {
		t.Fatalf("last card drawn: Player 1 (a completed mission) wins by decks-out, got %+v", r)
	}
	if g.Pending() != nil {
		t.Fatal("no decision after the game ends")
	}
}
