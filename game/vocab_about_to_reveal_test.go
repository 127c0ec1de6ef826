package game

import (
	"slices"
	"testing"
)

// Ann attempts Sensitive Search (planet) with Noram and Taul; a
// bystander Mopak waits at her headquarters. Ben stacks two space
// dilemmas, each overcome unfaced at a planet once revealed.
const aboutToRevealPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
        surface: [Mopak]
      - card: Sensitive Search
        surface: [Noram, Taul]
    deck: [Taul, Taul, Taul, Taul]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command", surface: [Mills]}]
    dilemmas: [Wavefront, Console Overload]
    deck: [Evans, Evans, Evans, Evans]
`

// TestAboutToReveal: text answering a dilemma about to be revealed answers
// before each dilemma of the stack (two here, both then overcome for
// their type), for the attempting player with who: you and for the
// dilemmas' owner with who: opponent. Rulebook: Glossary, attempting
// missions, step 3.b.
func TestAboutToReveal(t *testing.T) {
	for _, tc := range []struct {
		name, holder, text string
		annDraws, benDraws int
	}{
		{"attempting player", "Mopak", "{when: about-to-reveal, who: you, effect: [{do: draw}]}", 2, 0},
		{"not the dilemmas' owner's attempt", "Mills", "{when: about-to-reveal, who: you, effect: [{do: draw}]}", 0, 0},
		{"dilemmas' owner", "Mills", "{when: about-to-reveal, who: opponent, effect: [{do: draw}]}", 0, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, aboutToRevealPosition)
			giveText(t, find(t, g, tc.holder), "abilities: ["+tc.text+"]")
			g.indexCards()
			ann, ben := len(g.players[0].Hand), len(g.players[1].Hand)
			choose(t, g, "Attempt Sensitive Search")
			choose(t, g, "Wavefront", "Console Overload")
			expectDecision(t, g, 0, KindOrders)
			if a, b := len(g.players[0].Hand)-ann, len(g.players[1].Hand)-ben; a != tc.annDraws || b != tc.benDraws {
				t.Errorf("Ann drew %d, Ben %d; want %d and %d", a, b, tc.annDraws, tc.benDraws)
			}
		})
	}
}

// TestShuffleDilemmaStack: only the attempting player may shuffle the
// stack formed against the attempt; once shuffled, its owner's view
// lists it in an order that tells nothing (by instance number), the cards
// unchanged. Rulebook: Facing Dilemmas (the dilemma stack); Showing Your
// Cards.
func TestShuffleDilemmaStack(t *testing.T) {
	g := startScenario(t, aboutToRevealPosition)
	choose(t, g, "Attempt Sensitive Search")
	a := g.attempt
	if a == nil {
		t.Fatal("no attempt")
	}
	ann := g.ctxFor(0, find(t, g, "Mopak").ID)
	ben := g.ctxFor(1, find(t, g, "Mills").ID)
	s := Step{Do: DoShuffleDilemmaStack}
	if registry[DoShuffleDilemmaStack].possible(g, ann, &s) {
		t.Error("possible before the stack is formed")
	}
	// Form the stack by hand, Console Overload on top, as Ben would.
	wave, console := find(t, g, "Wavefront").ID, find(t, g, "Console Overload").ID
	a.drawn = a.drawn[:0]
	g.place(console, ZStack, 0)
	g.place(wave, ZStack, 0)
	a.formed = true
	if registry[DoShuffleDilemmaStack].possible(g, ben, &s) {
		t.Error("the stack's owner may shuffle it")
	}
	if !registry[DoShuffleDilemmaStack].possible(g, ann, &s) {
		t.Fatal("the attempting player may not shuffle the stack")
	}
	before := slices.Clone(a.stack)
	if got := g.stackAsOwnerKnows(); !slices.Equal(got, before) {
		t.Errorf("unshuffled, the owner knows %v, want %v", got, before)
	}
	registry[DoShuffleDilemmaStack].run(g, ann, s)
	if !a.stackShuffled {
		t.Error("the stack is not marked shuffled")
	}
	got := g.stackAsOwnerKnows()
	want := slices.Sorted(slices.Values(before))
	if !slices.Equal(got, want) {
		t.Errorf("shuffled, the owner's view is %v, want by instance %v", got, want)
	}
	now := slices.Sorted(slices.Values(a.stack))
	if !slices.Equal(now, want) {
		t.Errorf("the shuffle changed the cards: %v", a.stack)
	}
}
