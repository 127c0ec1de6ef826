package game

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

func newTestGame(t testing.TB, seed uint64) *Game {
	t.Helper()
	lib := testLib(t)
	g, err := New(lib, Setup{Decks: [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Rulebook: Setting up the game — missions face up in a row, seven-card
// opening hands, shuffled deck and dilemma pile, the first player decides.
func TestSetupHandsMissionsAndFirstDecision(t *testing.T) {
	g := newTestGame(t, 1)
	for p := range 2 {
		ps := g.players[p]
		if len(ps.Hand) != 7 {
			t.Errorf("%s opening hand: want 7, got %d", Player(p), len(ps.Hand))
		}
		if len(ps.Missions) != 5 {
			t.Errorf("%s missions in a row: want 5, got %d", Player(p), len(ps.Missions))
		}
		if len(ps.DilemmaPile) != 21 || len(ps.Deck) != 39-7 {
			t.Errorf("%s piles: dilemmas %d deck %d", Player(p), len(ps.DilemmaPile), len(ps.Deck))
		}
	}
	d := expectDecision(t, g, g.first, KindPlayDraw)
	if g.Turn() != 1 || g.Counters() != 7 || g.Active() != g.first {
		t.Fatalf("turn %d counters %d active %s first %s", g.Turn(), g.Counters(), g.Active(), g.first)
	}
	_ = d
}

// Rulebook: Setting up the game — the first player is chosen at random.
func TestSetupFirstPlayerIsRandom(t *testing.T) {
	seen := map[Player]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		seen[newTestGame(t, seed).first] = true
	}
	if !seen[0] || !seen[1] {
		t.Fatalf("over 20 seeds the first player was always the same: %v", seen)
	}
}

// Determinism: the same decks, seed and choices give the same game.
func TestDeterministicReplay(t *testing.T) {
	play := func() ([]byte, []Choice) {
		g := newTestGame(t, 42)
		r := rand.New(rand.NewPCG(42, 42))
		for i := 0; i < 400 && g.Pending() != nil; i++ {
			d := g.Pending()
			if _, err := g.Choose(d.Player, RandomChoice(r, d)); err != nil {
				t.Fatal(err)
			}
		}
		b, _ := json.Marshal([]any{g.View(0), g.View(1), g.Log(0)})
		return b, g.Choices()
	}
	a, choices := play()
	b, _ := play()
	if string(a) != string(b) {
		t.Fatal("same seed and choices gave different games")
	}
	// Replaying the recorded choices reproduces the game too.
	g := newTestGame(t, 42)
	for _, c := range choices {
		if _, err := g.Choose(g.Pending().Player, c); err != nil {
			t.Fatal(err)
		}
	}
	c, _ := json.Marshal([]any{g.View(0), g.View(1), g.Log(0)})
	if string(a) != string(c) {
		t.Fatal("replaying the choice log gave a different game")
	}
}

// Decision API: an illegal choice returns an error and leaves the state
// exactly as it was.
func TestIllegalChoicesChangeNothing(t *testing.T) {
	g := newTestGame(t, 5)
	snap := func() string {
		b, _ := json.Marshal([]any{g.View(0), g.View(1), g.Log(0), g.Pending(), g.counter, len(g.work)})
		return string(b)
	}
	before := snap()
	d := g.Pending()
	bad := []struct {
		name string
		p    Player
		c    Choice
	}{
		{"wrong player", d.Player.Other(), Choice{Picks: []int{0}}},
		{"out of range", d.Player, Choice{Picks: []int{len(d.Options)}}},
		{"negative", d.Player, Choice{Picks: []int{-1}}},
		{"too many", d.Player, Choice{Picks: []int{0, 1}}},
		{"none", d.Player, Choice{Picks: []int{}}},
		{"stale decision id", d.Player, Choice{Decision: d.ID + 7, Picks: []int{0}}},
	}
	for _, b := range bad {
		if _, err := g.Choose(b.p, b.c); err == nil {
			t.Errorf("%s: accepted", b.name)
		}
		if after := snap(); after != before {
			t.Fatalf("%s: state changed by an illegal choice", b.name)
		}
	}
}

// Determinism: card instance IDs say nothing about deck order.
func TestInstanceIDsAreShuffled(t *testing.T) {
	g := newTestGame(t, 3)
	deck := g.players[0].Deck
	ascending := 0
	for i := 1; i < len(deck); i++ {
		if deck[i] > deck[i-1] {
			ascending++
		}
	}
	if ascending == len(deck)-1 {
		t.Fatal("deck IDs are in order: IDs would reveal deck order")
	}
}
