package net

import (
	"encoding/hex"
	"errors"
	stdnet "net"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// playFair plays a whole fair game (the seed drawn from both sides) over
// loopback with a join code, bots on both seats, and returns the client
// once the game is over.
func playFair(t *testing.T, lib *game.Library) (*Host, *Client) {
	t.Helper()
	h, addr := startHost(t, HostConfig{Lib: lib, Name: "Ann", Seed: 99, Fair: true, Code: testCode})
	hostDone := runBot(t, h.LocalSeat(), 1)
	cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon"), Code: testCode})
	jo := waitBot(t, runBot(t, cl, 2), "join bot")
	ho := waitBot(t, hostDone, "host bot")
	if !reflect.DeepEqual(ho.r, jo.r) {
		t.Fatalf("results differ: %+v %+v", ho.r, jo.r)
	}
	waitClosed(t, cl.Done(), "the end of the game")
	return h, cl
}

// The seed of a fair game comes from both values, not the host's own
// seed; at the end the joiner checks the commitment, the seed and a
// replay of every event it saw. A host that lies about its value, its
// deck list, the seed or what it dealt is caught.
func TestFairShuffles(t *testing.T) {
	lib := testLib(t)
	h, cl := playFair(t, lib)
	seed, ok := cl.Seed()
	if !ok || seed == 99 {
		t.Fatalf("the seed is the host's own (%d, %v)", seed, ok)
	}
	if want := fairSeed(h.fair.hostValue, cl.fair.joinValue); seed != want {
		t.Fatalf("seed %d, both values give %d", seed, want)
	}
	if !cl.FairSeed() {
		t.Error("the client does not know its seed was fair")
	}
	what, err := cl.CheckShuffles(lib)
	if err != nil {
		t.Fatalf("an honest host: %v", err)
	}
	if n := len(cl.EventsSince(JoinSeat, 0)); !strings.Contains(what, "all "+strconv.Itoa(n)+" events") {
		t.Errorf("the check says %q; %d events were seen", what, n)
	}

	honest := *cl.proof
	honestEvents := append([]game.Event(nil), cl.events...)
	other := fairSeed([]byte("another value of thirty-two byte"), cl.fair.joinValue)
	otherGame, err := replayProof(lib, &FairProof{Decks: honest.Decks, Names: honest.Names}, other)
	if err != nil {
		t.Fatal(err)
	}
	opening := otherGame.EventsSince(JoinSeat, 0)
	for _, c := range []struct {
		name string
		lie  func(p *FairProof, seed *uint64, events []game.Event)
		want string
	}{
		{"another value revealed", func(p *FairProof, _ *uint64, _ []game.Event) {
			p.HostValue = hex.EncodeToString([]byte("another value of thirty-two byte"))
		}, "commitment"},
		{"its deck list reordered after the seed was known", func(p *FairProof, _ *uint64, _ []game.Event) {
			cards := append([]string(nil), p.Decks[HostSeat].Cards...)
			n := len(cards)
			cards[n-1], cards[n-2] = cards[n-2], cards[n-1]
			if cards[n-1] == cards[n-2] {
				cards[n-1], cards[0] = cards[0], cards[n-1]
			}
			p.Decks[HostSeat].Cards = cards
		}, "commitment"},
		{"another seed announced", func(_ *FairProof, s *uint64, _ []game.Event) { *s = other }, "announced seed"},
		{"dealt from another seed", func(_ *FairProof, _ *uint64, evs []game.Event) {
			copy(evs, opening) // what seat 2 would have been shown
		}, "differs from the replay"},
		{"seat 2's deck list changed", func(p *FairProof, _ *uint64, _ []game.Event) {
			p.Decks[JoinSeat] = DeckSpec{Cards: []string{"no such card"}}
		}, "not the one you sent"},
		{"a choice changed", func(p *FairProof, _ *uint64, _ []game.Event) {
			p.Choices = p.Choices[:len(p.Choices)-1]
		}, "events"},
	} {
		p := honest
		p.Decks[HostSeat].Cards = append([]string(nil), honest.Decks[HostSeat].Cards...)
		s := seed
		evs := append([]game.Event(nil), honestEvents...)
		c.lie(&p, &s, evs)
		cl.mu.Lock()
		cl.proof, cl.seed, cl.events = &p, &s, evs
		cl.mu.Unlock()
		_, err := cl.CheckShuffles(lib)
		if err == nil || errors.Is(err, ErrNotCheckable) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("a host that lies (%s): %v, want an error about %q", c.name, err, c.want)
		}
	}
	cl.mu.Lock()
	cl.proof = nil
	cl.mu.Unlock()
	if _, err := cl.CheckShuffles(lib); err == nil || errors.Is(err, ErrNotCheckable) {
		t.Errorf("a host that does not reveal its value: %v", err)
	}
}

// A host given its own seed (--seed) makes no commitment, and a seat
// rejoined by a new stccg saw none: both say the shuffles cannot be
// checked, and why.
func TestFairNotCheckable(t *testing.T) {
	lib := testLib(t)
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 5})
	hostDone := runBot(t, h.LocalSeat(), 1)
	cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon")})
	waitBot(t, runBot(t, cl, 2), "join bot")
	waitBot(t, hostDone, "host bot")
	if cl.FairSeed() {
		t.Error("a host given its own seed counts as fair")
	}
	if seed, _ := cl.Seed(); seed != 5 {
		t.Fatalf("seed %d, want the host's own 5", seed)
	}
	if _, err := cl.CheckShuffles(lib); !errors.Is(err, ErrNotCheckable) || !strings.Contains(err.Error(), "--seed") {
		t.Errorf("a host with its own seed: %v", err)
	}
	rejoined := &Client{cfg: ClientConfig{Token: cl.Token()}, result: cl.Result()}
	if _, err := rejoined.CheckShuffles(lib); !errors.Is(err, ErrNotCheckable) || !strings.Contains(err.Error(), "token") {
		t.Errorf("a rejoined seat: %v", err)
	}
}

// A fair game outlives its host: the host's value is kept beside the
// save, a resumed host reveals it at the end, and the joiner, back at the
// table by itself with the same code, checks the shuffles as usual.
func TestFairShufflesAfterResume(t *testing.T) {
	lib := testLib(t)
	save := filepath.Join(t.TempDir(), "game.json")
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	h1, err := NewHost(HostConfig{Lib: lib, Name: "Ann", Seed: 8, Fair: true, Code: testCode,
		Deck: sampleList(t, lib, "federation"), SavePath: save, Limits: testLimits()})
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = h1.Serve(ln) }()
	cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon"), Code: testCode})
	h1.Close()
	waitFor(t, func() bool {
		_ = drain(cl.Changed())
		return cl.isDown()
	}, "the client noticing")

	s, err := ReadSave(save)
	if err != nil {
		t.Fatal(err)
	}
	v, err := ReadFairValue(FairFile(save))
	if err != nil {
		t.Fatalf("the host's value is not kept beside the save: %v", err)
	}
	h2, _ := startHostAt(t, addr, HostConfig{Lib: lib, Resume: s, ResumeFair: v, SavePath: save, Code: testCode})
	waitFor(t, func() bool { return h2.Connected() }, "the client back at the table")
	hostDone := runBot(t, h2.LocalSeat(), 1)
	jo := waitBot(t, runBot(t, cl, 2), "join bot")
	ho := waitBot(t, hostDone, "host bot")
	if !reflect.DeepEqual(ho.r, jo.r) {
		t.Fatalf("results differ: %+v %+v", ho.r, jo.r)
	}
	waitClosed(t, cl.Done(), "the end of the game")
	if _, err := cl.CheckShuffles(lib); err != nil {
		t.Errorf("after a resume: %v", err)
	}
}
