package net

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
)

// Garbage, half lines, 1 MB lines, unknown commands and fields, acting
// for the other seat or out of turn, wrong tokens: each gets an error;
// enough in a row get a disconnect; the host and the game go on, the seat
// is rejoined with its token and the game finishes.
func TestHostileInput(t *testing.T) {
	lib := testLib(t)
	lim := testLimits()
	lim.Hello, lim.Write = time.Second, 500*time.Millisecond
	h, addr := startHost(t, HostConfig{Lib: lib, Name: "Ann", Seed: 9, Limits: lim})
	big := strings.Repeat("x", 1<<20) + "\n"

	// Before the game: each bad opening is answered and closed.
	half := dialRaw(t, addr)
	half.send(`{"cmd":"hello","vers`) // and never the rest
	for _, c := range []struct{ send, want string }{
		{"garbage\n", "bad request"},
		{big, "line longer than"},
		{`{"cmd":"hello","version":1,"deck":{"cards":[]},"colour":"red"}` + "\n", "unknown field"},
		{`{"cmd":"hello","version":1} {"cmd":"quit"}` + "\n", "more than one JSON value"},
		{`{"cmd":"view"}` + "\n", "say hello first"},
		{`{"cmd":"hello","version":1,"name":"X"}` + "\n", `needs your "deck"`},
		{`{"cmd":"hello","version":1,"token":"abc"}` + "\n", "wrong token"},
		{"\x00\xff\xfe{{{\n", "bad request"},
	} {
		r := dialRaw(t, addr)
		r.send(c.send)
		if msg := r.mustError(); !strings.Contains(msg, c.want) {
			t.Errorf("%.40q: error %q, want %q", c.send, msg, c.want)
		}
		if !r.closedWithin(2 * time.Second) {
			t.Errorf("%.40q: the connection stays open", c.send)
		}
	}

	// Seat 2 joins and plays its own decisions until seat 1 must decide
	// (seat 1 is not played yet).
	r := dialRaw(t, addr)
	w := r.hello("Ben", sampleSpec(t, lib, "klingon"))
	last := 0
	for steps := 0; ; steps++ {
		if steps > 500 {
			t.Fatal("seat 1 never had to decide")
		}
		u := r.must(TypeUpdate)
		if u.Pending != nil && u.Pending.ID != last {
			r.sendJSON(Request{Cmd: "choose", Decision: u.Pending.ID, Picks: firstPicks(u.Pending)})
			last = u.Pending.ID
			continue
		}
		if u.Waiting != nil && *u.Waiting == HostSeat && h.LocalSeat().Pending() != nil {
			break
		}
	}
	before := h.Snapshot()

	// Bad messages, fewer than the limit in a row, each answered.
	p1 := game.Player(0)
	for _, c := range []struct {
		send string
		want string
	}{
		{"garbage\n", "bad request"},
		{`{"cmd":"choose","picks":[0]}` + "\n", "not yours"},
		{mustJSON(t, Request{Cmd: "choose", Player: &p1, Picks: []int{0}}) + "\n", "cannot act for Player 1"},
		{big, "line longer than"},
	} {
		r.send(c.send)
		if msg := r.mustError(); !strings.Contains(msg, c.want) {
			t.Errorf("%.40q: error %q, want %q", c.send, msg, c.want)
		}
	}
	// A good request in between is still answered (it does not reset the
	// count: only playing does).
	r.send(`{"cmd":"ping"}` + "\n")
	r.must(TypePong)
	r.send(`{"cmd":"pending"}` + "\n")
	if p := r.must("pending"); p.Pending != nil || p.Waiting == nil || *p.Waiting != HostSeat {
		t.Errorf("pending out of turn: %+v", p)
	}
	if after := h.Snapshot(); len(after.Choices()) != len(before.Choices()) {
		t.Fatal("a refused message changed the game")
	}
	// One more bad message makes five in a row: goodbye.
	r.send(`{"cmd":"hello","version":1}` + "\n")
	if msg := r.mustError(); !strings.Contains(msg, "already said hello") {
		t.Errorf("second hello: %q", msg)
	}
	bye, err := r.next()
	if err != nil || bye.Type != TypeBye || !strings.Contains(bye.Error, "bad messages") {
		t.Fatalf("no goodbye after repeated abuse: %+v %v", bye, err)
	}
	if !r.closedWithin(2 * time.Second) {
		t.Fatal("the abusive connection stays open")
	}
	waitFor(t, func() bool { return !h.Connected() }, "the host lets go of the seat")
	if !half.closedWithin(3 * time.Second) {
		t.Error("a half hello is never timed out")
	}

	// A flood of requests from a peer that reads nothing is dropped.
	flood := dialRaw(t, addr)
	flood.sendJSON(Request{Cmd: "hello", Version: Version, Token: w.Token})
	go func() {
		var b strings.Builder
		for range 5000 {
			b.WriteString(`{"cmd":"view"}` + "\n")
		}
		_ = flood.c.SetWriteDeadline(time.Now().Add(10 * time.Second))
		_, _ = flood.c.Write([]byte(b.String()))
	}()
	waitFor(t, func() bool { time.Sleep(50 * time.Millisecond); return !h.Connected() }, "the flood is dropped")

	// The game goes on: seat 2 rejoins with its token, both finish.
	hostDone := runBot(t, h.LocalSeat(), 1)
	cl := join(t, ClientConfig{Addr: addr, Token: w.Token})
	jo := waitBot(t, runBot(t, cl, 2), "join bot")
	ho := waitBot(t, hostDone, "host bot")
	if !reflect.DeepEqual(ho.r, jo.r) {
		t.Fatalf("results differ: %+v %+v", ho.r, jo.r)
	}
}

// A seat that goes silent (no pings) is dropped after Limits.Idle; the
// seat is kept for its token.
func TestIdleSeatDropped(t *testing.T) {
	lib := testLib(t)
	lim := testLimits()
	lim.Idle = 300 * time.Millisecond
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 4, Limits: lim})
	r := dialRaw(t, addr)
	w := r.hello("Ben", sampleSpec(t, lib, "klingon"))
	if !r.closedWithin(3 * time.Second) {
		t.Fatal("a silent seat is never dropped")
	}
	waitFor(t, func() bool { return !h.Connected() }, "the host lets go of the silent seat")
	// A client that pings stays, well past the idle limit.
	lim.Ping = 50 * time.Millisecond
	cl := join(t, ClientConfig{Addr: addr, Token: w.Token, Limits: lim})
	time.Sleep(4 * lim.Idle)
	if cl.Err() != nil || !h.Connected() {
		t.Fatalf("a pinging client was dropped: %v", cl.Err())
	}
}

func waitFor(t testing.TB, cond func() bool, what string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not in time", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func mustJSON(t testing.TB, v any) string { return jsonOf(t, v) }
