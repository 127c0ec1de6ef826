package net

import (
	stdnet "net"
	"sync"
)

// The handshake gate: connections that have not yet sent their hello cost
// a goroutine and a file each, so their number is bounded; but a full
// gate must never lock out the player whose seat it is. So a newcomer is
// always let in: when there are too many silent connections, the gate
// closes the oldest one of the address holding the most, and a hello that
// has arrived leaves the gate at once. An attacker's idle connections push
// out only each other; a real player's connection says hello within
// moments and is gone from the gate before many more can arrive.
const (
	maxSilent        = 256 // connections that have not said hello yet
	maxSilentPerAddr = 64  // of them, from one address
	// maxNewSeats bounds hellos with a deck checked at once (a deck costs
	// card look-ups); token hellos never wait for it.
	maxNewSeats = 4
)

type gate struct {
	mu     sync.Mutex
	silent []*waiting // oldest first
	byAddr map[string]int
	decks  chan struct{} // maxNewSeats tokens
}

// waiting is a connection in the gate.
type waiting struct {
	c    stdnet.Conn
	addr string
	in   bool // still in the gate
}

func newGate() *gate {
	return &gate{byAddr: map[string]int{}, decks: make(chan struct{}, maxNewSeats)}
}

func addrOf(c stdnet.Conn) string {
	a := c.RemoteAddr().String()
	if host, _, err := stdnet.SplitHostPort(a); err == nil {
		return host
	}
	return a
}

// enter admits c and returns the connection it pushed out, if any (the
// caller tells it and closes it).
func (g *gate) enter(c stdnet.Conn) (*waiting, stdnet.Conn) {
	g.mu.Lock()
	defer g.mu.Unlock()
	w := &waiting{c: c, addr: addrOf(c), in: true}
	g.silent = append(g.silent, w)
	g.byAddr[w.addr]++
	var out *waiting
	switch {
	case g.byAddr[w.addr] > maxSilentPerAddr:
		out = g.oldest(w.addr)
	case len(g.silent) > maxSilent:
		busiest := ""
		for a, n := range g.byAddr {
			if busiest == "" || n > g.byAddr[busiest] {
				busiest = a
			}
		}
		out = g.oldest(busiest)
	}
	if out == nil {
		return w, nil
	}
	g.removeLocked(out)
	return w, out.c
}

func (g *gate) oldest(addr string) *waiting {
	for _, w := range g.silent {
		if w.addr == addr {
			return w
		}
	}
	return nil
}

// leave takes w out of the gate (its hello came, or it went); it reports
// whether w was still in, that is, not pushed out.
func (g *gate) leave(w *waiting) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if !w.in {
		return false
	}
	g.removeLocked(w)
	return true
}

func (g *gate) removeLocked(w *waiting) {
	w.in = false
	for i, x := range g.silent {
		if x == w {
			g.silent = append(g.silent[:i], g.silent[i+1:]...)
			break
		}
	}
	if g.byAddr[w.addr]--; g.byAddr[w.addr] <= 0 {
		delete(g.byAddr, w.addr)
	}
}
