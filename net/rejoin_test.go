package net

import (
	stdnet "net"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// The host leaves mid-game and a resumed host opens the table again at the
// same address: the client says what to type, offers no decision while
// away, takes its seat back by itself, and the game finishes.
func TestClientRejoinsByItself(t *testing.T) {
	lib := testLib(t)
	save := filepath.Join(t.TempDir(), "game.json")
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	h1, err := NewHost(HostConfig{Lib: lib, Name: "Ann", Seed: 8, Deck: sampleList(t, lib, "federation"), SavePath: save, Limits: testLimits()})
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = h1.Serve(ln) }()
	cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon")})
	h1.Close()
	waitFor(t, func() bool {
		_ = drain(cl.Changed())
		return cl.isDown()
	}, "the client noticing")
	text, isErr := cl.Notice()
	if !isErr || !strings.Contains(text, "rejoining by itself") || !strings.Contains(text, "stccg join "+addr+" --token "+cl.Token()) {
		t.Errorf("notice while away: %q", text)
	}
	if cl.Pending() != nil {
		t.Error("a decision is offered while the host is away")
	}
	if cl.Err() != nil {
		t.Fatalf("the client gave up at once: %v", cl.Err())
	}

	s, err := ReadSave(save)
	if err != nil {
		t.Fatal(err)
	}
	h2, addr2 := startHostAt(t, addr, HostConfig{Lib: lib, Resume: s, SavePath: save})
	if addr2 != addr {
		t.Fatalf("the resumed host is at %s, not %s", addr2, addr)
	}
	waitFor(t, func() bool { return h2.Connected() }, "the client back at the table")
	hostDone := runBot(t, h2.LocalSeat(), 1)
	jo := waitBot(t, runBot(t, cl, 2), "join bot")
	ho := waitBot(t, hostDone, "host bot")
	if !reflect.DeepEqual(ho.r, jo.r) {
		t.Fatalf("results differ: %+v %+v", ho.r, jo.r)
	}
}

// drain empties a signal channel without blocking.
func drain(ch <-chan struct{}) int {
	n := 0
	for {
		select {
		case _, ok := <-ch:
			if !ok {
				return n
			}
			n++
		case <-time.After(time.Millisecond):
			return n
		}
	}
}

// startHostAt is startHost listening on addr.
func startHostAt(t *testing.T, addr string, cfg HostConfig) (*Host, string) {
	t.Helper()
	if cfg.Limits == (Limits{}) {
		cfg.Limits = testLimits()
	}
	h, err := NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := stdnet.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = h.Serve(ln) }()
	t.Cleanup(h.Close)
	return h, ln.Addr().String()
}
