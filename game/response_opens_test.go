package game

import "testing"

// The game's copy of the library's concealed listeners agrees with the
// library for every kind, is made again for another library, and reads
// false without one.
func TestConcealedListensCopy(t *testing.T) {
	lib := testLib(t)
	g, err := New(lib, Setup{Decks: [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	some := false
	for k := range busKinds {
		want := lib.concealedListens(k)
		some = some || want
		if got := g.concealedListens(k); got != want {
			t.Fatalf("kind %d: the game says %v, the library %v", k, got, want)
		}
	}
	if !some {
		t.Fatal("no kind is listened to from concealed places: the test tests nothing")
	}
	g.concealed = [busKinds]bool{} // a stale copy from another library
	g.concealedFor = &Library{}
	for k := range busKinds {
		if got, want := g.concealedListens(k), lib.concealedListens(k); got != want {
			t.Fatalf("kind %d after a change of library: the game says %v, the library %v", k, got, want)
		}
	}
	g.lib = nil
	for k := range busKinds {
		if g.concealedListens(k) {
			t.Fatalf("kind %d: listened to without a library", k)
		}
	}
}
