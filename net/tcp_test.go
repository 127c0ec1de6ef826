package net

import (
	"context"
	"encoding/json"
	"errors"
	stdnet "net"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
)

// A whole game over loopback TCP: the host's bot plays seat 1 through the
// host's own seat, a client's bot plays seat 2 from what the wire carries.
// Both see the same result, and the autosave replays to it.
func TestTCPBotGame(t *testing.T) {
	lib := testLib(t)
	save := filepath.Join(t.TempDir(), "game.json")
	h, addr := startHost(t, HostConfig{Lib: lib, Name: "Ann", Seed: 11, SavePath: save})
	if _, ok := h.LocalSeat().Seed(); ok {
		t.Error("the host's screen may show the seed before the game is over")
	}
	hostDone := runBot(t, h.LocalSeat(), 1)
	cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon")})
	if cl.Seat() != JoinSeat || len(cl.Token()) != 32 {
		t.Fatalf("seat %v token %q", cl.Seat(), cl.Token())
	}
	joinDone := runBot(t, cl, 2)
	ho, jo := waitBot(t, hostDone, "host bot"), waitBot(t, joinDone, "join bot")
	if !reflect.DeepEqual(ho.r, jo.r) {
		t.Fatalf("results differ: host %+v, join %+v", ho.r, jo.r)
	}
	if !h.WaitDelivered(5 * time.Second) {
		t.Error("the host does not know seat 2 was told the end")
	}
	waitClosed(t, cl.Done(), "the host says goodbye after the game")
	if seed, ok := cl.Seed(); !ok || seed != 11 {
		t.Errorf("the seed is told at the end: %d %v", seed, ok)
	}
	if seed, ok := h.LocalSeat().Seed(); !ok || seed != 11 {
		t.Errorf("the host's screen shows the seed at the end: %d %v", seed, ok)
	}
	names := h.Names()
	if names != [2]string{"Ann", "Ben"} {
		t.Errorf("names %q", names)
	}
	v := cl.View(JoinSeat)
	if ResultLine(ho.r, names) != ResultLine(jo.r, [2]string{v.Players[0].Name, v.Players[1].Name}) {
		t.Error("the result lines differ")
	}
	s, err := ReadSave(save)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.Replay(lib)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g.Result(), ho.r) {
		t.Errorf("the autosave replays to %+v, the game ended %+v", g.Result(), ho.r)
	}
	// Seat 2's log is every event of the game, as seat 2 reads it.
	if want := g.EventsSince(JoinSeat, 0); jsonOf(t, cl.EventsSince(JoinSeat, 0)) != jsonOf(t, want) {
		t.Errorf("seat 2 holds %d events, the game has %d", len(cl.EventsSince(JoinSeat, 0)), len(want))
	}
	if strings.Contains(jo.out, "# refused") || strings.Contains(ho.out, "# refused") {
		t.Errorf("a bot answer was refused:\n%s\n%s", tail(ho.out, 5), tail(jo.out, 5))
	}
}

// Seat 2 drops mid-game; the host keeps the game; the token takes the
// seat back with its view and whole log restored, and the game finishes.
func TestReconnect(t *testing.T) {
	lib := testLib(t)
	h, addr := startHost(t, HostConfig{Lib: lib, Name: "Ann", Seed: 5})
	hostDone := runBot(t, h.LocalSeat(), 1)

	// A scripted seat 2 plays a few decisions, then vanishes without a word.
	r := dialRaw(t, addr)
	w := r.hello("Ben", sampleSpec(t, lib, "klingon"))
	answered, last := 0, 0
	for answered < 12 {
		u := r.must(TypeUpdate)
		if u.Pending != nil && u.Pending.ID != last {
			r.sendJSON(Request{Cmd: "choose", Decision: u.Pending.ID, Picks: firstPicks(u.Pending)})
			answered, last = answered+1, u.Pending.ID
		}
	}
	_ = r.c.Close()
	deadline := time.Now().Add(5 * time.Second)
	for h.Connected() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if h.Connected() {
		t.Fatal("the host did not notice seat 2 leaving")
	}
	// Seat 1's bot plays on until the game needs seat 2; then it waits.
	time.Sleep(200 * time.Millisecond)
	before := h.Snapshot()
	select {
	case <-h.Over():
		t.Fatal("the game ended while seat 2 was away")
	case <-time.After(100 * time.Millisecond):
	}
	// Nobody else may take the seat.
	other := dialRaw(t, addr)
	other.sendJSON(Request{Cmd: "hello", Version: Version, Name: "Eve", Deck: sampleSpec(t, lib, "borg")})
	if msg := other.mustError(); !strings.Contains(msg, "table is full") {
		t.Errorf("a stranger at a held seat: %q", msg)
	}

	cl := join(t, ClientConfig{Addr: addr, Token: w.Token})
	if cl.Seat() != JoinSeat {
		t.Fatalf("rejoined as %v", cl.Seat())
	}
	// The rejoined seat holds the whole log and the current view.
	deadline = time.Now().Add(5 * time.Second)
	for len(cl.EventsSince(JoinSeat, 0)) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	h.mu.Lock()
	wantEvents := h.g.EventsSince(JoinSeat, 0)
	wantView := h.g.View(JoinSeat)
	decisions := h.decisions()
	h.mu.Unlock()
	if decisions != len(before.Choices()) {
		t.Fatalf("the game moved while seat 2 was away: %d → %d decisions", len(before.Choices()), decisions)
	}
	if got := cl.EventsSince(JoinSeat, 0); jsonOf(t, got) != jsonOf(t, wantEvents) {
		t.Errorf("rejoined log: %d events, want %d", len(got), len(wantEvents))
	}
	if got := cl.View(JoinSeat); jsonOf(t, got) != jsonOf(t, wantView) {
		t.Errorf("rejoined view differs:\n%s\nwant\n%s", jsonOf(t, got), jsonOf(t, wantView))
	}
	jo := waitBot(t, runBot(t, cl, 3), "rejoined bot")
	ho := waitBot(t, hostDone, "host bot")
	if !reflect.DeepEqual(ho.r, jo.r) {
		t.Fatalf("results differ: %+v %+v", ho.r, jo.r)
	}
}

// A new connection with the token replaces one that still holds the seat
// (a dead link the host has not noticed yet).
func TestRejoinReplacesStaleConnection(t *testing.T) {
	lib := testLib(t)
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 3})
	hostDone := runBot(t, h.LocalSeat(), 1)
	old := dialRaw(t, addr)
	w := old.hello("Ben", sampleSpec(t, lib, "klingon"))
	cl := join(t, ClientConfig{Addr: addr, Token: w.Token})
	if !old.closedWithin(3 * time.Second) {
		t.Error("the replaced connection stays open")
	}
	jo := waitBot(t, runBot(t, cl, 3), "join bot")
	ho := waitBot(t, hostDone, "host bot")
	if !reflect.DeepEqual(ho.r, jo.r) {
		t.Fatalf("results differ: %+v %+v", ho.r, jo.r)
	}
}

// The host stops; a new host resumes the autosave; seat 2 rejoins with its
// token and sees the game where it was; the game finishes.
func TestResume(t *testing.T) {
	lib := testLib(t)
	save := filepath.Join(t.TempDir(), "state", "game.json")
	h1, addr1 := startHost(t, HostConfig{Lib: lib, Name: "Ann", Seed: 21, SavePath: save})
	r := dialRaw(t, addr1)
	w := r.hello("Ben", sampleSpec(t, lib, "klingon"))
	// Seat 1 is played by hand here, seat 2 by a script; the host stops
	// once 30 moves are made and seat 1 must decide (nothing in flight).
	seat1 := h1.LocalSeat()
	b1, _ := game.NewBotWith(game.BotBasic, lib, 1)
	moves, lastAnswered := 0, 0
	for moves < 30 || seat1.Pending() == nil {
		if moves > 300 {
			t.Fatal("no stable point to stop at")
		}
		if d := seat1.Pending(); d != nil {
			v := seat1.View(HostSeat)
			if err := seat1.Choose(HostSeat, b1.Choose(&v, d)); err != nil {
				t.Fatal(err)
			}
			moves++
			continue
		}
		u := r.must(TypeUpdate)
		if u.Pending != nil && u.Pending.ID != lastAnswered {
			r.sendJSON(Request{Cmd: "choose", Decision: u.Pending.ID, Picks: firstPicks(u.Pending)})
			lastAnswered = u.Pending.ID
			moves++
		}
	}
	h1.mu.Lock()
	wantView := [2]game.View{h1.g.View(0), h1.g.View(1)}
	h1.mu.Unlock()
	h1.Close()
	if !r.closedWithin(3 * time.Second) {
		t.Error("seat 2 is not told the host left")
	}

	s, err := ReadSave(save)
	if err != nil {
		t.Fatal(err)
	}
	if s.Token != w.Token || s.Seed != 21 || s.Names != [2]string{"Ann", "Ben"} {
		t.Fatalf("save: token %q seed %d names %q", s.Token, s.Seed, s.Names)
	}
	h2, addr2 := startHost(t, HostConfig{Lib: lib, Resume: s, SavePath: save})
	if got := h2.LocalSeat().View(HostSeat); jsonOf(t, got) != jsonOf(t, wantView[0]) {
		t.Fatal("the resumed game is not where it was for seat 1")
	}
	// A new player cannot take the resumed seat; the token can.
	stranger := dialRaw(t, addr2)
	stranger.sendJSON(Request{Cmd: "hello", Version: Version, Name: "Eve", Deck: sampleSpec(t, lib, "borg")})
	if msg := stranger.mustError(); !strings.Contains(msg, "table is full") {
		t.Errorf("stranger: %q", msg)
	}
	cl := join(t, ClientConfig{Addr: addr2, Token: w.Token})
	deadline := time.Now().Add(5 * time.Second)
	for len(cl.EventsSince(JoinSeat, 0)) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if got := cl.View(JoinSeat); jsonOf(t, got) != jsonOf(t, wantView[1]) {
		t.Errorf("seat 2 rejoined a different game:\n%s\nwant\n%s", jsonOf(t, got), jsonOf(t, wantView[1]))
	}
	hostDone := runBot(t, h2.LocalSeat(), 4)
	jo := waitBot(t, runBot(t, cl, 5), "join bot")
	ho := waitBot(t, hostDone, "host bot")
	if !reflect.DeepEqual(ho.r, jo.r) {
		t.Fatalf("results differ: %+v %+v", ho.r, jo.r)
	}
	h2.Close() // lets the save go, as the host's end does
	s2, err := ReadSave(save)
	if err != nil {
		t.Fatal(err)
	}
	g2, err := s2.Verify(lib)
	if err != nil || g2.Result() == nil || len(s2.Choices()) <= len(s.Choices()) {
		t.Fatalf("the resumed game is not saved to the end: %v", err)
	}
}

// The handshake's refusals: a wrong version names both versions, a bad
// deck names its problems, a wrong token and a full table say so.
func TestHandshakeRefusals(t *testing.T) {
	lib := testLib(t)
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 2})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()

	_, err := Join(ctx, ClientConfig{Addr: addr, Version: 99, Deck: sampleSpec(t, lib, "klingon"), Limits: testLimits()})
	var ref *RefusedError
	if !errors.As(err, &ref) || !strings.Contains(ref.Msg, "version 1") || !strings.Contains(ref.Msg, "version 99") {
		t.Errorf("version mismatch: %v", err)
	}
	bad := &DeckSpec{Name: "Short", Cards: []string{"1x 1-161", "4x 1-281", "Nonsense Card", "9999x 1-281"}}
	_, err = Join(ctx, ClientConfig{Addr: addr, Deck: bad, Limits: testLimits()})
	if !errors.As(err, &ref) || !strings.Contains(ref.Msg, "your deck was refused") ||
		!strings.Contains(ref.Msg, `entry 3 ("Nonsense Card")`) || !strings.Contains(ref.Msg, "entry 4") {
		t.Errorf("bad deck: %v", err)
	}
	_, err = Join(ctx, ClientConfig{Addr: addr, Token: "0123", Limits: testLimits()})
	if !errors.As(err, &ref) || !strings.Contains(ref.Msg, "wrong token") {
		t.Errorf("token before any game: %v", err)
	}
	select {
	case <-h.Started():
		t.Fatal("a refused hello started the game")
	default:
	}
	cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon")})
	_, err = Join(ctx, ClientConfig{Addr: addr, Name: "Eve", Deck: sampleSpec(t, lib, "borg"), Limits: testLimits()})
	if !errors.As(err, &ref) || !strings.Contains(ref.Msg, "table is full") {
		t.Errorf("full table: %v", err)
	}
	_, err = Join(ctx, ClientConfig{Addr: addr, Token: strings.Repeat("0", 32), Limits: testLimits()})
	if !errors.As(err, &ref) || !strings.Contains(ref.Msg, "wrong token") {
		t.Errorf("wrong token: %v", err)
	}
	if cl.Err() != nil {
		t.Errorf("the seated player was disturbed: %v", cl.Err())
	}
	// Nothing listening: a plain message.
	ln := closedPort(t)
	_, err = Join(ctx, ClientConfig{Addr: ln, Deck: sampleSpec(t, lib, "klingon"), Limits: testLimits()})
	if err == nil || !strings.Contains(err.Error(), "connection refused") {
		t.Errorf("closed port: %v", err)
	}
}

func firstPicks(d *game.Decision) []int {
	p := make([]int, d.Min)
	for i := range p {
		p[i] = i
	}
	return p
}

func jsonOf(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// closedPort is a loopback address nothing listens on.
func closedPort(t testing.TB) string {
	t.Helper()
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	return addr
}
