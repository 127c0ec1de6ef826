package game

import "testing"

// Rulebook: Interrupt (played from a hand); Glossary: actions – response
// actions. A card answers a trigger only from where its text works: an
// interrupt from its owner's hand, an event from a core, a mission, a
// card in play; never from a deck or a pile. The count of listeners that
// could answer follows each card as it moves, and a window of a kind
// counting none gathers nothing (issue 26: pass-only windows).
func TestAnsweringCountFollowsCards(t *testing.T) {
	lib := testLib(t)
	amanda := mustFind(t, lib, "Amanda Rogers")
	decks := [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}
	draw := append([]*Card(nil), decks[0].Draw...)
	draw[len(draw)-1] = amanda // bottom of the deck: not drawn at the start
	decks[0].Draw = draw
	g, err := New(lib, Setup{Decks: decks, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.checkAnswering(); err != nil {
		t.Fatalf("at the start: %v", err)
	}
	id := 0
	for _, c := range g.cards[1:] {
		if c.Card == amanda && c.Zone == ZDeck {
			id = c.ID
		}
	}
	if id == 0 || len(amanda.listens) == 0 {
		t.Fatalf("Amanda Rogers in the deck %d, listens to %v", id, amanda.listens)
	}
	k := int(amanda.listens[0])
	before := g.answering[k]
	for _, step := range []struct {
		to   Zone
		want int32 // change from before
	}{
		{ZHand, 1},    // an interrupt answers from its owner's hand
		{ZDiscard, 0}, // not from a discard pile
		{ZHand, 1},
		{ZRemoved, 0},
	} {
		g.place(id, step.to, 0)
		if got := g.answering[k] - before; got != step.want {
			t.Fatalf("in zone %d: count changed by %d, want %d", step.to, got, step.want)
		}
		if err := g.checkAnswering(); err != nil {
			t.Fatalf("in zone %d: %v", step.to, err)
		}
	}
}

// A window of a kind no listener could answer gathers no response for
// either player, whatever the listeners hold; one that some listener
// could answer still asks each (Glossary: actions – response actions).
func TestNoneAnsweringGathersNothing(t *testing.T) {
	lib := testLib(t)
	g, err := New(lib, Setup{Decks: [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for k := range busKinds {
		live := 0
		for _, id := range g.listeners[k] {
			if answersFrom(g.cards[id].Zone) {
				live++
			}
		}
		if got := g.noneAnswering(k); got != (live == 0) {
			t.Fatalf("kind %d: noneAnswering %v with %d listeners able to answer", k, got, live)
		}
	}
	if g.noneAnswering(-1) {
		t.Fatal("a when of no trigger kind counts as a kind")
	}
}

// Seeded bot games keep the count equal to a recount after every
// decision (CheckInvariants checks it).
func TestAnsweringCountInBotGames(t *testing.T) {
	lib := testLib(t)
	for _, seed := range []uint64{1, 2, 3} {
		g, err := New(lib, Setup{Decks: [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(BotBasic, lib, seed+uint64(p))
		}
		m := NewMatch(g, bots)
		for i := 0; i < 3000; i++ {
			ok, err := m.Step()
			if err != nil {
				t.Fatal(err)
			}
			if err := g.checkAnswering(); err != nil {
				t.Fatalf("seed %d, decision %d: %v", seed, i, err)
			}
			if !ok {
				break
			}
		}
	}
}
