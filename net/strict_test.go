package net

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
)

// Requests are decoded strictly, as docs/protocol.md promises: a key given
// twice in one object is refused, not "last one wins" (which made
// {"cmd":"pending","cmd":"quit"} quit), whatever the case of the second.
func TestDuplicateKeysRefused(t *testing.T) {
	for _, line := range []string{
		`{"cmd":"pending","cmd":"quit"}`,
		`{"cmd":"pending","CMD":"quit"}`,
		`{"cmd":"choose","player":1,"picks":[0],"player":2}`,
		`{"cmd":"hello","version":1,"deck":{"name":"a","cards":[],"Name":"b"}}`,
	} {
		if _, err := DecodeRequest([]byte(line)); err == nil || !strings.Contains(err.Error(), "twice") {
			t.Errorf("%s: %v", line, err)
		}
	}
	for _, line := range []string{
		`{"cmd":"hello","version":1,"name":"cmd","deck":{"name":"name","cards":["name","cards"]}}`,
		`{"cmd":"choose","picks":[0,0]}`,
	} {
		if _, err := DecodeRequest([]byte(line)); err != nil {
			t.Errorf("%s refused: %v", line, err)
		}
	}

	// The engine answers with an error and goes on.
	var out bytes.Buffer
	lib := testLib(t)
	g := newTestGame(t, lib)
	in := strings.NewReader(`{"cmd":"pending","cmd":"quit"}` + "\n" + `{"cmd":"result"}` + "\n")
	if err := Serve(&Engine{Game: g}, in, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "twice") || !strings.Contains(lines[1], `"ok":true`) {
		t.Errorf("engine answers:\n%s", out.String())
	}

	// Over TCP: an error, and the seat stays connected.
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 6})
	r := dialRaw(t, addr)
	r.hello("Ben", sampleSpec(t, lib, "klingon"))
	r.send(`{"cmd":"ping","cmd":"quit"}` + "\n")
	if msg := r.mustError(); !strings.Contains(msg, "twice") {
		t.Errorf("over TCP: %q", msg)
	}
	r.send(`{"cmd":"ping"}` + "\n")
	r.must(TypePong)
	if !h.Connected() {
		t.Error("the seat was dropped")
	}
}

// A hello still incomplete (no newline) when the hello deadline passes is
// not a request: the host says so and closes, even if what came would
// have been a good hello.
func TestPartialLineAtHelloDeadline(t *testing.T) {
	lib := testLib(t)
	lim := testLimits()
	lim.Hello = 300 * time.Millisecond
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 6, Limits: lim})
	first := dialRaw(t, addr)
	w := first.hello("Ben", sampleSpec(t, lib, "klingon"))
	_ = first.c.Close()
	waitFor(t, func() bool { return !h.Connected() }, "the host lets go of the seat")

	r := dialRaw(t, addr)
	r.send(`{"cmd":"hello","version":1,"token":"` + w.Token + `"}`) // no newline
	resp, err := r.next()
	if err != nil || resp.Type != TypeError || !strings.Contains(resp.Error, "no complete hello") {
		t.Fatalf("a half line at the deadline: %+v %v", resp, err)
	}
	if !r.closedWithin(2 * time.Second) {
		t.Error("the connection stays open")
	}
	if h.Connected() {
		t.Error("half a hello took the seat")
	}
}

// newTestGame is a game between the federation and klingon samples.
func newTestGame(t testing.TB, lib *game.Library) *game.Game {
	t.Helper()
	g, err := game.New(lib, game.Setup{Decks: [2]game.DeckList{sampleList(t, lib, "federation"), sampleList(t, lib, "klingon")}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return g
}
