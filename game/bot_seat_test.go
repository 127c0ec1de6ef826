package game

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

// A bot seated with SeatBot plays the games a Match plays with every
// window posed: the same choices under the same decision numbers, the
// same logs for both seats and the same result, whether the other seat
// is a bot's too or is read as a person's (Pending, whole View, Choose).
// AnswerWith, a bot asked one decision at a time without a seat, plays
// them too. The seat is not asked the windows that offer it Pass alone.
func TestBotSeatPlaysMatchGames(t *testing.T) {
	lib := testLib(t)
	pairs := map[string][2]DeckList{
		"federation-klingon": {fedDeck(t, lib), kliDeck(t, lib)},
		"events-borg":        {kliEventsDeck(t, lib), borgDeck(t, lib)},
	}
	drivers := []string{"both seated", "seat 2 seated", "answer with"}
	for name, decks := range pairs {
		for _, kind := range []string{BotBasic, BotRandom} {
			for seed := uint64(1); seed <= 12; seed++ {
				want := playMatch(t, lib, decks, kind, seed, true)
				for _, driver := range drivers {
					g, asked := playDriven(t, lib, decks, kind, seed, driver)
					if !reflect.DeepEqual(want.g.Choices(), g.Choices()) {
						t.Fatalf("%s %s seed %d, %s: the choices differ (%d against %d)", name, kind, seed, driver, want.g.ChoiceCount(), g.ChoiceCount())
					}
					for p := range 2 {
						if a, b := logJSON(t, want.g, Player(p)), logJSON(t, g, Player(p)); a != b {
							t.Fatalf("%s %s seed %d, %s: %s's log differs", name, kind, seed, driver, Player(p))
						}
					}
					if !reflect.DeepEqual(want.g.Result(), g.Result()) || g.Result() == nil {
						t.Fatalf("%s %s seed %d, %s: results %+v and %+v", name, kind, seed, driver, want.g.Result(), g.Result())
					}
					if seated := driver != "answer with"; seated && asked >= want.steps {
						t.Fatalf("%s %s seed %d, %s: asked %d decisions, as many as a match asking every window (%d)", name, kind, seed, driver, asked, want.steps)
					} else if !seated && asked != want.steps {
						t.Fatalf("%s %s seed %d, %s: asked %d decisions, a match asking every window %d", name, kind, seed, driver, asked, want.steps)
					}
				}
			}
		}
	}
}

// playDriven plays the game of playMatch through the decision API, each
// seat's bot answering as driver says, and counts the decisions posed.
func playDriven(t *testing.T, lib *Library, decks [2]DeckList, kind string, seed uint64, driver string) (*Game, int) {
	t.Helper()
	g, err := New(lib, Setup{Decks: decks, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	bots := botPair(t, lib, kind, decks, seed)
	var seats [2]*BotSeat
	switch driver {
	case "both seated":
		seats = [2]*BotSeat{g.SeatBot(0, bots[0]), g.SeatBot(1, bots[1])}
	case "seat 2 seated":
		seats[1] = g.SeatBot(1, bots[1])
	}
	asked := 0
	for ; asked < 1<<20; asked++ {
		a, ok := g.Asking()
		if !ok {
			return g, asked
		}
		if g.pending.texted {
			t.Fatal("Asking built the decision's texts")
		}
		switch s := seats[a.Player]; {
		case s != nil:
			err = s.Answer()
		case driver == "answer with":
			_, err = g.AnswerWith(bots[a.Player])
		default:
			d := g.Pending()
			if d.ID != a.ID || d.Player != a.Player || d.Kind != a.Kind {
				t.Fatalf("Asking named %+v, Pending poses %d for %s (%s)", a, d.ID, d.Player, d.Kind)
			}
			v := g.View(d.Player)
			_, err = g.Choose(d.Player, bots[d.Player].Choose(&v, d))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the game did not end")
	return nil, 0
}

// A seat answers only its own decisions, and none once the game is over.
func TestBotSeatAnswersOnlyItsOwn(t *testing.T) {
	lib := testLib(t)
	decks := [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}
	g, err := New(lib, Setup{Decks: decks, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	bots := botPair(t, lib, BotBasic, decks, 0)
	seats := [2]*BotSeat{g.SeatBot(0, bots[0]), g.SeatBot(1, bots[1])}
	a, _ := g.Asking()
	other := seats[1-a.Player]
	n := g.ChoiceCount()
	if err := other.Answer(); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("the other seat answered %s's decision: %v", a.Player, err)
	}
	if g.ChoiceCount() != n {
		t.Fatal("a refused answer was logged")
	}
	for {
		a, ok := g.Asking()
		if !ok {
			break
		}
		if err := seats[a.Player].Answer(); err != nil {
			t.Fatal(err)
		}
	}
	if err := seats[0].Answer(); !errors.Is(err, ErrGameOver) {
		t.Fatalf("answered after the game ended: %v", err)
	}
	if _, err := g.AnswerWith(bots[0]); !errors.Is(err, ErrGameOver) {
		t.Fatalf("AnswerWith answered after the game ended: %v", err)
	}
}

// A decision read with Pending is the reader's to keep: the decisions
// posed to a seated bot after it, built on reused memory, must not
// change it (recycler.escape).
func TestPendingDecisionIsKept(t *testing.T) {
	lib := testLib(t)
	decks := [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}
	for seed := uint64(1); seed <= 5; seed++ {
		g, err := New(lib, Setup{Decks: decks, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		bots := botPair(t, lib, BotBasic, decks, seed)
		seat := g.SeatBot(1, bots[1])
		type kept struct {
			d    *Decision
			copy string // as JSON: what a reader reads of it
		}
		var read []kept
		bots1 := 0
		for n := 0; n < 1<<20; n++ {
			a, ok := g.Asking()
			if !ok {
				break
			}
			if a.Player == 1 {
				bots1++
				if err := seat.Answer(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			d := g.Pending()
			read = append(read, kept{d, decisionJSON(t, d)})
			v := g.View(0)
			if _, err := g.Choose(0, bots[0].Choose(&v, d)); err != nil {
				t.Fatal(err)
			}
		}
		if len(read) == 0 || bots1 == 0 {
			t.Fatalf("seed %d: %d decisions read, %d answered by the seated bot: the test shows nothing", seed, len(read), bots1)
		}
		for _, k := range read {
			if now := decisionJSON(t, k.d); now != k.copy {
				t.Fatalf("seed %d: a decision changed after it was read:\n%s\nnow\n%s", seed, k.copy, now)
			}
		}
	}
}

func decisionJSON(t *testing.T, d *Decision) string {
	t.Helper()
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
