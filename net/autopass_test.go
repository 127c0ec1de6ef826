package net

import (
	"strings"
	"testing"
)

// A joined seat asks the host to pass its response windows without asking
// (docs/protocol.md, "auto-pass"), and can turn that off again; a request
// without "on" is refused and changes nothing.
func TestSeatSetsAutoPass(t *testing.T) {
	lib := testLib(t)
	h, addr := startHost(t, HostConfig{Name: "Ann", Seed: 3})
	cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon")})
	hostAutoPass := func() bool {
		h.mu.Lock()
		defer h.mu.Unlock()
		return h.g != nil && h.g.AutoPass(1)
	}
	if err := cl.SetAutoPass(1, true); err != nil {
		t.Fatal(err)
	}
	waitFor(t, hostAutoPass, "the host setting seat 2 to auto-pass")
	if !cl.AutoPass(1) {
		t.Error("the client does not remember its setting")
	}
	if err := cl.SetAutoPass(1, false); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return !hostAutoPass() }, "the host asking seat 2 again")

	_, addr2 := startHost(t, HostConfig{Name: "Ann", Seed: 4})
	r := dialRaw(t, addr2)
	r.hello("Cat", sampleSpec(t, lib, "borg"))
	r.sendJSON(map[string]any{"cmd": "auto-pass"})
	if msg := r.mustError(); !strings.Contains(msg, `needs "on"`) {
		t.Errorf("auto-pass without on: %q", msg)
	}
}
