package game

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// A bot seated again by ReuseBot after a whole game plays the next game
// exactly as a bot made afresh with the same seed: same choices, same
// result. Basic and random bots are kept; another kind is made anew.
func TestReuseBotPlaysAsANewBot(t *testing.T) {
	lib := testLib(t)
	decks := [2]DeckList{fedDeck(t, lib), kliEventsDeck(t, lib)}
	play := func(bots [2]Bot, seed uint64) *Game {
		t.Helper()
		g, err := New(lib, Setup{Decks: decks, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := NewMatch(g, bots).Play(20000); err != nil {
			t.Fatal(err)
		}
		if g.Result() == nil {
			t.Fatal("the game did not end")
		}
		return g
	}
	for _, kind := range []string{BotBasic, BotRandom} {
		var first [2]Bot
		for p := range first {
			first[p], _ = NewBotFor(kind, lib, uint64(10+p), decks[p])
		}
		play(first, 1) // the bots learn a game's worth, and grow their buffers

		var fresh, reused [2]Bot
		for p := range fresh {
			fresh[p], _ = NewBotFor(kind, lib, uint64(20+p), decks[p])
			b, err := ReuseBot(first[p], kind, lib, uint64(20+p), decks[p])
			if err != nil {
				t.Fatal(err)
			}
			if b != first[p] {
				t.Fatalf("%s: ReuseBot made a new bot instead of seating the old one again", kind)
			}
			reused[p] = b
		}
		for seed := uint64(2); seed < 8; seed++ {
			// Both pairs go on from game to game, as sim's workers do.
			want, got := play(fresh, seed), play(reused, seed)
			if !reflect.DeepEqual(want.Choices(), got.Choices()) || !reflect.DeepEqual(want.Result(), got.Result()) {
				t.Errorf("%s: a reused bot played game %d differently from a new one (%d and %d choices)", kind, seed, len(want.Choices()), len(got.Choices()))
			}
			for p := range fresh {
				fresh[p], _ = NewBotFor(kind, lib, 100*seed+uint64(p), decks[p])
				reused[p], _ = ReuseBot(reused[p], kind, lib, 100*seed+uint64(p), decks[p])
			}
		}
	}
	// Another kind, or a bot of another library, is made anew.
	b, _ := NewBotFor(BotBasic, lib, 1, DeckList{})
	if r, err := ReuseBot(b, BotRandom, lib, 1, DeckList{}); err != nil || r == b {
		t.Errorf("a basic bot reused as a random one: %v, same bot %v", err, r == b)
	}
	if r, err := ReuseBot(b, BotBasic, testLibExtra(t), 1, DeckList{}); err != nil || r == b {
		t.Errorf("a basic bot reused with another library: %v, same bot %v", err, r == b)
	}
}

// permInto draws as rand.Perm does, so a bot using it plays the same.
func TestPermIntoDrawsAsPerm(t *testing.T) {
	for _, n := range []int{0, 1, 2, 5, 17} {
		a, b := rand.New(rand.NewPCG(3, uint64(n))), rand.New(rand.NewPCG(3, uint64(n)))
		buf := make([]int, 0, 1)
		for range 4 {
			want := a.Perm(n)
			buf = permInto(b, buf, n)
			if !slices.Equal(want, buf) {
				t.Fatalf("n=%d: %v, want %v", n, buf, want)
			}
			if a.Uint64() != b.Uint64() {
				t.Fatalf("n=%d: the generators drifted apart", n)
			}
		}
	}
}

// TestRandomIntoDrawsAsPerm: a choice at random written in a bot's own
// list (randomInto) picks what picking by r.Perm did, and leaves the
// generator where it did, Back never picked.
func TestRandomIntoDrawsAsPerm(t *testing.T) {
	byPerm := func(r *rand.Rand, d *Decision) []int {
		var opts []int
		for i, o := range d.Options {
			if o.Action != ActBack {
				opts = append(opts, i)
			}
		}
		hi := min(d.Max, len(opts))
		n := min(d.Min, hi)
		if hi > n {
			n += r.IntN(hi - n + 1)
		}
		perm := r.Perm(len(opts))
		picks := make([]int, n)
		for i := range picks {
			picks[i] = opts[perm[i]]
		}
		return picks
	}
	var buf []int
	for k := range 200 {
		n := k % 9
		d := &Decision{Min: k % 3, Max: 1 + k%5}
		for i := range n {
			o := Option{Action: ActPick}
			if i == k%7 {
				o.Action = ActBack
			}
			d.Options = append(d.Options, o)
		}
		a, b := rand.New(rand.NewPCG(5, uint64(k))), rand.New(rand.NewPCG(5, uint64(k)))
		want := byPerm(a, d)
		var ch Choice
		ch, buf = randomInto(b, d, buf)
		if !slices.Equal(ch.Picks, want) {
			t.Fatalf("decision %d: %v, want %v", k, ch.Picks, want)
		}
		if a.Uint64() != b.Uint64() {
			t.Fatalf("decision %d: the generators drifted apart", k)
		}
	}
}
