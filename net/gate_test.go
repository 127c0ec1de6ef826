package net

import (
	stdnet "net"
	"strings"
	"testing"
	"time"
)

// Far more silent connections than the gate holds: the oldest are told
// the host is busy and closed, and the seat's owner, arriving last, is
// seated at once.
func TestSilentFloodDoesNotLockOutTheSeat(t *testing.T) {
	lib := testLib(t)
	h, addr := startHost(t, HostConfig{Lib: lib, Seed: 2})
	first := dialRaw(t, addr)
	w := first.hello("Ben", sampleSpec(t, lib, "klingon"))
	_ = first.c.Close()
	waitFor(t, func() bool { return !h.Connected() }, "the host lets go of the seat")

	var flood []stdnet.Conn
	defer func() {
		for _, c := range flood {
			_ = c.Close()
		}
	}()
	for range maxSilentPerAddr + 40 {
		c, err := stdnet.DialTimeout("tcp", addr, 2*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		flood = append(flood, c)
	}
	// The oldest silent ones were pushed out, with a word.
	_ = flood[0].SetReadDeadline(time.Now().Add(3 * time.Second))
	buf := make([]byte, 512)
	n, _ := flood[0].Read(buf)
	if !strings.Contains(string(buf[:n]), busyMsg) {
		t.Errorf("the oldest silent connection was told %q", buf[:n])
	}
	cl := join(t, ClientConfig{Addr: addr, Token: w.Token})
	if cl.Seat() != JoinSeat || !h.Connected() {
		t.Fatal("the seat's owner was not seated")
	}
	h.gate.mu.Lock()
	silent := len(h.gate.silent)
	h.gate.mu.Unlock()
	if silent > maxSilentPerAddr {
		t.Errorf("%d silent connections held from one address", silent)
	}
}
