package net

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"io"
	stdnet "net"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
)

const testCode = "amber-comet-harbor-tulip"

// tap is a TCP proxy between a client and the host: it records every byte
// each way, and may change the bytes the client sends (mangle sees each
// chunk with the number of client bytes before it).
type tap struct {
	addr   string
	mu     sync.Mutex
	wire   bytes.Buffer
	mangle func(before int, b []byte) []byte
}

func startTap(t *testing.T, hostAddr string, mangle func(int, []byte) []byte) *tap {
	t.Helper()
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	tp := &tap{addr: ln.Addr().String(), mangle: mangle}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := stdnet.Dial("tcp", hostAddr)
			if err != nil {
				_ = c.Close()
				continue
			}
			t.Cleanup(func() { _ = c.Close(); _ = up.Close() })
			go tp.pump(c, up, true)
			go tp.pump(up, c, false)
		}
	}()
	return tp
}

func (tp *tap) pump(from, to stdnet.Conn, fromClient bool) {
	defer func() { _ = to.Close(); _ = from.Close() }()
	buf := make([]byte, 4096)
	sent := 0
	for {
		n, err := from.Read(buf)
		if n > 0 {
			b := append([]byte(nil), buf[:n]...)
			if fromClient && tp.mangle != nil {
				b = tp.mangle(sent, b)
			}
			sent += n
			tp.mu.Lock()
			tp.wire.Write(b)
			tp.mu.Unlock()
			if _, err := to.Write(b); err != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

func (tp *tap) bytes() []byte {
	tp.mu.Lock()
	defer tp.mu.Unlock()
	return append([]byte(nil), tp.wire.Bytes()...)
}

// A sniffer on the path of a whole game with a join code reads nothing of
// it: no card title, no name, no token, no JSON; only the three lines of
// the key exchange are in the clear.
func TestSnifferReadsNothing(t *testing.T) {
	lib := testLib(t)
	h, addr := startHost(t, HostConfig{Lib: lib, Name: "Annika", Seed: 11, Code: testCode})
	tp := startTap(t, addr, nil)
	hostDone := runBot(t, h.LocalSeat(), 1)
	cl := join(t, ClientConfig{Addr: tp.addr, Name: "Benedikt", Deck: sampleSpec(t, lib, "klingon"), Code: testCode})
	jo := waitBot(t, runBot(t, cl, 2), "join bot")
	ho := waitBot(t, hostDone, "host bot")
	if !reflect.DeepEqual(ho.r, jo.r) {
		t.Fatalf("results differ: %+v %+v", ho.r, jo.r)
	}
	waitClosed(t, cl.Done(), "the end of the game")
	wire := tp.bytes()
	if len(wire) < 10000 {
		t.Fatalf("only %d bytes on the wire: the game did not go through the tap", len(wire))
	}
	tok := cl.Token()
	rawTok, _ := hex.DecodeString(tok)
	// Ciphertext is random: a string of five bytes or more turns up in a
	// few megabytes of it by chance with odds of about one in a million.
	secrets := []string{tok, string(rawTok), "Annika", "Benedikt", `"cmd"`, `"type"`, `"ok":`, "hello", "welcome", testCode, "amber"}
	for _, c := range sampleList(t, lib, "federation").Draw {
		secrets = append(secrets, c.Title)
	}
	for _, c := range sampleList(t, lib, "klingon").Draw {
		secrets = append(secrets, c.Title)
	}
	for _, s := range secrets {
		if len(s) >= 5 && bytes.Contains(wire, []byte(s)) {
			t.Errorf("the wire carries %q in the clear", s)
		}
	}
	if n := bytes.Count(wire, []byte(pakeMagic)); n != 2 {
		t.Errorf("the key exchange's lines appear %d times, want 2", n)
	}
}

// A wrong code fails cleanly on both sides, and the seat stays free for
// the player with the right one.
func TestWrongJoinCode(t *testing.T) {
	lib := testLib(t)
	var logMu sync.Mutex
	var log []string
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 4, Code: testCode, Log: func(s string) {
		logMu.Lock()
		log = append(log, s)
		logMu.Unlock()
	}})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, err := Join(ctx, ClientConfig{Addr: addr, Name: "Eve", Deck: sampleSpec(t, lib, "borg"), Code: "amber-comet-harbor-tulips", Limits: testLimits()})
	var ref *RefusedError
	if !errors.As(err, &ref) || !strings.Contains(ref.Msg, "wrong join code") {
		t.Fatalf("a wrong code: %v", err)
	}
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) {
		logMu.Lock()
		got := strings.Join(log, "\n")
		logMu.Unlock()
		if strings.Contains(got, "wrong join code (1 wrong so far)") {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	logMu.Lock()
	if got := strings.Join(log, "\n"); !strings.Contains(got, "wrong join code (1 wrong so far)") {
		t.Errorf("the host's operator is not told: %q", got)
	}
	logMu.Unlock()
	select {
	case <-h.Started():
		t.Fatal("a wrong code took the seat")
	default:
	}
	cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon"), Code: testCode})
	if cl.Seat() != JoinSeat || h.Names()[JoinSeat] != "Ben" {
		t.Fatalf("the right code did not take the free seat: %v %q", cl.Seat(), h.Names())
	}
}

// A plain hello at a table with a code, and a code at an open table, are
// refused with what to do instead.
func TestCodeAndOpenMismatch(t *testing.T) {
	lib := testLib(t)
	_, coded := startHost(t, HostConfig{Lib: lib, Seed: 4, Code: testCode})
	_, open := startHost(t, HostConfig{Lib: lib, Seed: 4})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, c := range []struct {
		addr, code, want string
	}{
		{coded, "", "needs the join code"},
		{open, testCode, "this table is open"},
	} {
		_, err := Join(ctx, ClientConfig{Addr: c.addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon"), Code: c.code, Limits: testLimits()})
		var ref *RefusedError
		if !errors.As(err, &ref) || !strings.Contains(ref.Msg, c.want) {
			t.Errorf("code %q at %s: %v, want %q", c.code, c.addr, err, c.want)
		}
	}
}

// A frame changed, replayed or dropped on the way is refused: the host
// ends that connection, the game and the seat stay, and the token with
// the code takes the seat back.
func TestTamperedFrameRejected(t *testing.T) {
	lib := testLib(t)
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 4, Code: testCode})
	var armed sync.Mutex
	flip := false
	tp := startTap(t, addr, func(before int, b []byte) []byte {
		armed.Lock()
		defer armed.Unlock()
		if flip && len(b) > 8 {
			b[len(b)-1] ^= 1 // the last byte of a frame: its tag
			flip = false
		}
		return b
	})
	cl, err := Join(context.Background(), ClientConfig{Addr: tp.addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon"),
		Code: testCode, Limits: testLimits(), Reconnect: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	armed.Lock()
	flip = true
	armed.Unlock()
	if err := cl.write(Request{Cmd: "ping"}); err != nil {
		t.Fatal(err)
	}
	waitClosed(t, cl.Done(), "the host closing a tampered connection")
	deadline := time.Now().Add(3 * time.Second)
	for h.Connected() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if h.Connected() {
		t.Fatal("the host kept a tampered connection")
	}
	back := join(t, ClientConfig{Addr: addr, Token: cl.Token(), Code: testCode})
	if back.Seat() != JoinSeat {
		t.Fatalf("rejoined as %v", back.Seat())
	}
}

// The frames themselves: a changed byte, a replayed frame, a frame out of
// order and a cut stream are all refused by the reader.
func TestSecureConnRefusesTampering(t *testing.T) {
	k1, k2 := bytes.Repeat([]byte{1}, 32), bytes.Repeat([]byte{2}, 32)
	frames := func() [][]byte {
		var buf bytes.Buffer
		w, err := newSecureConn(nopConn{w: &buf}, nil, k1, k2)
		if err != nil {
			t.Fatal(err)
		}
		var out [][]byte
		for _, m := range []string{"first line\n", "second line\n", "third line\n"} {
			buf.Reset()
			if _, err := w.Write([]byte(m)); err != nil {
				t.Fatal(err)
			}
			out = append(out, append([]byte(nil), buf.Bytes()...))
		}
		return out
	}
	f := frames()
	changed := append([]byte(nil), f[0]...)
	changed[10] ^= 0x20
	for _, c := range []struct {
		name   string
		stream [][]byte
		good   int // frames read before the refusal
		want   error
	}{
		{"in order", [][]byte{f[0], f[1], f[2]}, 3, io.EOF},
		{"a changed byte", [][]byte{changed, f[1]}, 0, errTampered},
		{"a replayed frame", [][]byte{f[0], f[0]}, 1, errTampered},
		{"frames out of order", [][]byte{f[0], f[2], f[1]}, 1, errTampered},
		{"a dropped frame", [][]byte{f[1]}, 0, errTampered},
		{"a cut frame", [][]byte{f[0][:20]}, 0, io.ErrUnexpectedEOF},
	} {
		r, err := newSecureConn(nopConn{}, bytes.NewReader(bytes.Join(c.stream, nil)), k2, k1)
		if err != nil {
			t.Fatal(err)
		}
		lr := NewLineReader(r)
		good := 0
		for {
			_, err = lr.ReadLine()
			if err != nil {
				break
			}
			good++
		}
		if good != c.good || !errors.Is(err, c.want) {
			t.Errorf("%s: %d lines then %v, want %d then %v", c.name, good, err, c.good, c.want)
		}
	}
}

// nopConn is a stdnet.Conn that only writes to w.
type nopConn struct {
	stdnet.Conn
	w io.Writer
}

func (n nopConn) Write(p []byte) (int, error) { return n.w.Write(p) }

// A token is useless without the code: mid-game, rejoining with the token
// alone, or with another code, is refused; with both it takes the seat.
func TestRejoinNeedsCode(t *testing.T) {
	lib := testLib(t)
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 6, Code: testCode})
	hostDone := runBot(t, h.LocalSeat(), 1)
	first, err := Join(context.Background(), ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon"),
		Code: testCode, Limits: testLimits(), Reconnect: -1})
	if err != nil {
		t.Fatal(err)
	}
	tok := first.Token()
	// A few decisions in, seat 2 drops.
	b, _ := game.NewBotWith(game.BotBasic, nil, 2)
	deadline := time.Now().Add(10 * time.Second)
	for n := 0; n < 5; {
		if time.Now().After(deadline) {
			t.Fatal("seat 2 was not asked five decisions in time")
		}
		if d := first.Pending(); d != nil {
			v := first.View(JoinSeat)
			if err := first.Choose(JoinSeat, b.Choose(&v, d)); err != nil {
				t.Fatal(err)
			}
			n++
		}
		time.Sleep(5 * time.Millisecond)
	}
	first.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, code := range []string{"", "amber-comet-harbor-tulips"} {
		_, err := Join(ctx, ClientConfig{Addr: addr, Token: tok, Code: code, Limits: testLimits()})
		var ref *RefusedError
		if !errors.As(err, &ref) {
			t.Errorf("the token with code %q: %v", code, err)
		}
	}
	cl := join(t, ClientConfig{Addr: addr, Token: tok, Code: testCode})
	jo := waitBot(t, runBot(t, cl, 3), "rejoined bot")
	ho := waitBot(t, hostDone, "host bot")
	if !reflect.DeepEqual(ho.r, jo.r) {
		t.Fatalf("results differ: %+v %+v", ho.r, jo.r)
	}
}

// Guesses are limited: per address a handful in a burst, then one every
// two seconds; for everyone together a bounded rate. A right code gives
// its guess back.
func TestAttemptLimiter(t *testing.T) {
	l := newAttemptLimiter()
	now := time.Unix(1000, 0)
	for i := range addrBurst {
		if !l.allow("10.0.0.1", now) {
			t.Fatalf("guess %d of a burst refused", i+1)
		}
	}
	if l.allow("10.0.0.1", now) {
		t.Error("a guess past the burst allowed")
	}
	if !l.allow("10.0.0.1", now.Add(time.Duration(float64(time.Second)/addrRate))) {
		t.Error("no guess after waiting")
	}
	l.right("10.0.0.1")
	if !l.allow("10.0.0.1", now.Add(time.Duration(float64(time.Second)/addrRate))) {
		t.Error("a right code did not give its guess back")
	}
	// Many addresses share one budget.
	g := newAttemptLimiter()
	allowed := 0
	for i := range 1000 {
		if g.allow(stdnet.IPv4(10, 1, byte(i/256), byte(i)).String(), now) {
			allowed++
		}
	}
	if allowed != globalBurst {
		t.Errorf("%d guesses at once from many addresses, want %d", allowed, globalBurst)
	}
}

// Whatever comes as a key exchange, the host answers with an error or
// closes the connection, and the table stays open for the real player.
func TestMalformedKeyExchange(t *testing.T) {
	lib := testLib(t)
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 4, Code: testCode})
	b64 := func(b []byte) string { return base64.StdEncoding.EncodeToString(b) }
	offCurve := append(bytes.Repeat([]byte{0}, 31), 1)
	offCurve = append(offCurve, append(bytes.Repeat([]byte{0}, 31), 1)...)
	huge := bytes.Repeat([]byte{0xff}, 64)
	for _, line := range []string{
		pakeMagic + "\n",
		pakeMagic + " !!!not base64\n",
		pakeMagic + " " + b64([]byte("short")) + "\n",
		pakeMagic + " " + b64(make([]byte, 64)) + "\n", // the point at infinity
		pakeMagic + " " + b64(offCurve) + "\n",
		pakeMagic + " " + b64(huge) + "\n",
		pakeMagic + " " + b64(huge) + " extra\n",
		pakeMagic + " " + strings.Repeat("A", 5000) + "\n",
	} {
		r := dialRaw(t, addr)
		r.send(line)
		if !r.closedWithin(3 * time.Second) {
			t.Errorf("%.40q: the host kept the connection", line)
		}
	}
	cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon"), Code: testCode})
	if cl.Seat() != JoinSeat || h.Names()[JoinSeat] != "Ben" {
		t.Fatal("the real player could not sit down after the malformed exchanges")
	}
}

// Once stccg join has sent its random value, a refusal is final: it does
// not connect again with a new value, so a host cannot keep refusing until
// it likes the seed (docs/protocol.md, "Fair shuffles").
func TestNoSecondValueAfterRefusal(t *testing.T) {
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var conns sync.WaitGroup
	count := 0
	var mu sync.Mutex
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			count++
			mu.Unlock()
			conns.Add(1)
			go func() {
				defer conns.Done()
				defer c.Close()
				lr := NewLineReader(c)
				if _, err := lr.ReadLine(); err != nil { // hello
					return
				}
				_, _ = io.WriteString(c, `{"ok":true,"type":"commit","version":1,"commit":"`+strings.Repeat("ab", 32)+`"}`+"\n")
				if _, err := lr.ReadLine(); err != nil { // contribute
					return
				}
				_, _ = io.WriteString(c, `{"ok":false,"type":"error","version":1,"error":"`+busyMsg+`: try again"}`+"\n")
			}()
		}
	}()
	lib := testLib(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err = Join(ctx, ClientConfig{Addr: ln.Addr().String(), Name: "Ben", Deck: sampleSpec(t, lib, "klingon"), Limits: testLimits()})
	var ref *RefusedError
	if !errors.As(err, &ref) || !strings.Contains(ref.Msg, "does not try again") {
		t.Errorf("a refusal after the value: %v", err)
	}
	time.Sleep(300 * time.Millisecond) // a retry would come within 100 ms
	mu.Lock()
	defer mu.Unlock()
	if count != 1 {
		t.Errorf("%d connections: the client asked again with a new value", count)
	}
}
