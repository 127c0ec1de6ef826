package net

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	stdnet "net"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
)

// BenchmarkDecisionRoundTrip times one decision of seat 2 over loopback, as
// a player waits for it: from writing the choice to reading the host's
// update that answers it. Host and joiner run in this process over real
// TCP; seat 1 is the host's basic bot. Only the round trips are timed
// (not the bots' thinking, the set-up, or the client decoding the
// update), over as many games as b.N needs. "saving" autosaves to a file as `stccg host` does; "no-save" does
// not, to show what saving costs.
//
//	go test ./net -run '^$' -bench DecisionRoundTrip -benchtime 400x
func BenchmarkDecisionRoundTrip(b *testing.B) {
	lib := testLib(b)
	hostDeck := sampleList(b, lib, "federation")
	joinDeck := sampleSpec(b, lib, "klingon")
	for _, saving := range []bool{true, false} {
		name := map[bool]string{true: "saving", false: "no-save"}[saving]
		b.Run(name, func(b *testing.B) {
			dir := b.TempDir()
			b.StopTimer()
			b.ResetTimer()
			done := 0
			var trips []time.Duration
			for g := 0; done < b.N; g++ {
				save := ""
				if saving {
					save = filepath.Join(dir, fmt.Sprintf("game-%d.json", g))
				}
				done += roundTripGame(b, lib, hostDeck, joinDeck, save, uint64(g+1), b.N-done, &trips)
			}
			reportSpread(b, trips)
		})
	}
}

// reportSpread reports the median, the 99th percentile and the longest of
// the round trips: on a machine whose disk is busy the mean is mostly a
// few long waits (a write waiting on the file system's journal while the
// save is synced), which these show apart from the usual round trip.
func reportSpread(b *testing.B, trips []time.Duration) {
	if len(trips) == 0 {
		return
	}
	slices.Sort(trips)
	at := func(q float64) float64 { return float64(trips[int(q*float64(len(trips)-1))].Microseconds()) }
	b.ReportMetric(at(0.5), "p50-µs")
	b.ReportMetric(at(0.99), "p99-µs")
	b.ReportMetric(at(1), "max-µs")
}

// isPing: line is the host's keep-alive ({"ok":true,"type":"ping"}).
func isPing(line []byte) bool {
	return len(line) < 64 && bytes.Contains(line, []byte(`"type":"`+TypePing+`"`))
}

// roundTripGame plays one hosted game until it ends or max round trips
// were timed, and returns how many were.
func roundTripGame(b *testing.B, lib *game.Library, hostDeck game.DeckList, joinDeck *DeckSpec, save string, seed uint64, max int, trips *[]time.Duration) int {
	h, err := NewHost(HostConfig{Lib: lib, Name: "Ann", Deck: hostDeck, Seed: seed, SavePath: save, Limits: testLimits()})
	if err != nil {
		b.Fatal(err)
	}
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	go func() { _ = h.Serve(ln) }()
	defer h.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	hostBot, _ := game.NewBotWith(game.BotBasic, lib, seed)
	go func() { _, _ = RunBot(ctx, h.LocalSeat(), hostBot, io.Discard) }()

	c, err := stdnet.Dial("tcp", ln.Addr().String())
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	br := bufio.NewReaderSize(c, 1<<16)
	write := func(r Request) {
		line, _ := json.Marshal(r)
		if _, err := c.Write(append(line, '\n')); err != nil {
			b.Fatal(err)
		}
	}
	read := func() []byte {
		_ = c.SetReadDeadline(time.Now().Add(20 * time.Second))
		line, err := readLimited(br, MaxHostLine)
		if err != nil {
			b.Fatalf("reading from the host: %v", err)
		}
		return line
	}
	write(Request{Cmd: "hello", Version: Version, Name: "Ben", Deck: joinDeck})
	joinBot, _ := game.NewBotWith(game.BotBasic, lib, seed+1)
	timed := 0
	var r Response
	fresh := false // r holds an answer not yet acted on
	for timed < max {
		if !fresh {
			r = Response{}
			if err := json.Unmarshal(read(), &r); err != nil {
				b.Fatal(err)
			}
		}
		fresh = false
		switch {
		case r.Type == TypeError:
			b.Fatalf("the host refused: %s", r.Error)
		case r.Type == TypeBye || r.Result != nil:
			return timed
		case r.Type != TypeUpdate || r.Pending == nil || r.View == nil:
			continue
		}
		ch := joinBot.Choose(r.View, r.Pending)
		line, _ := json.Marshal(Request{Cmd: "choose", Decision: ch.Decision, Picks: ch.Picks})
		line = append(line, '\n')
		b.StartTimer()
		start := time.Now()
		if _, err := c.Write(line); err != nil {
			b.Fatal(err)
		}
		var reply []byte
		for {
			// A keep-alive is skipped; anything else answers the choice
			// (checked, with the rest of the line, once the timer stops:
			// decoding is the client's work, not the round trip's).
			if reply = read(); !isPing(reply) {
				break
			}
		}
		b.StopTimer()
		*trips = append(*trips, time.Since(start))
		timed++
		r = Response{}
		if err := json.Unmarshal(reply, &r); err != nil || r.Type != TypeUpdate {
			b.Fatalf("the answer to a choice: %.200s", reply)
		}
		fresh = true // it may hold the next decision already
	}
	return timed
}
