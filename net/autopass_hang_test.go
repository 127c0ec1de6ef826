package net

import (
	"fmt"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
)

// Issue 25 item 11: switching auto-pass on or off, from either seat, at
// any point of a game must never leave the game waiting on a decision its
// seat was not sent. Both seats are driven by one loop over real loopback
// connections (the host's own seat through LocalSeat, seat 2 through a
// Client): at every decision one seat switches auto-pass (the seat asked,
// then the other, in turn, so each is switched while its own decision and
// while the other's is pending, a response window of its own included),
// and the decision the host waits on must then reach its seat, with its
// number, before anyone answers it. Before the fix, switching passed a
// window without counting a decision, so seat 2 was never sent the
// decision that followed and the game stopped for good.
func TestAutoPassSwitchedAtEveryPointNeverStalls(t *testing.T) {
	lib := testLib(t)
	seeds := []uint64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}
	limit := 500 // decisions per game: windows come from the first turn on
	if testing.Short() {
		seeds, limit = seeds[:3], 200
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			h, addr := startHost(t, HostConfig{Lib: lib, Name: "Ann", Seed: seed})
			cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon")})
			waitClosed(t, h.Started(), "the game starts")
			seats := [2]SeatSession{h.LocalSeat(), cl}
			setters := [2]func(bool) error{
				func(on bool) error { return h.LocalSeat().SetAutoPass(HostSeat, on) },
				func(on bool) error { return cl.SetAutoPass(JoinSeat, on) },
			}
			var bots [2]game.Bot
			for p := range bots {
				bots[p], _ = game.NewBotWith(game.BotBasic, lib, seed+uint64(p))
			}
			state := func() (*game.Decision, bool, [2]bool) {
				h.mu.Lock()
				defer h.mu.Unlock()
				var d *game.Decision
				if p := h.g.Pending(); p != nil {
					c := *p
					d = &c
				}
				return d, h.g.Result() != nil, [2]bool{h.g.AutoPass(0), h.g.AutoPass(1)}
			}
			windows, switched := 0, 0
			for k := 0; k < limit; k++ {
				d, over, auto := state()
				if over {
					break
				}
				// The decision must reach its seat, numbered as the host
				// numbers it.
				seat := seats[d.Player]
				deadline := time.Now().Add(5 * time.Second)
				var v game.View
				for {
					v = seat.View(d.Player)
					if v.Pending != nil && v.Pending.ID == d.ID {
						break
					}
					if time.Now().After(deadline) {
						t.Fatalf("decision %d (%s, %q) never reached %s (auto-pass %v, after %d switches); it shows %v",
							d.ID, d.Kind, d.Prompt, d.Player, auto, switched, pendingID(v.Pending))
					}
					time.Sleep(100 * time.Microsecond)
				}
				if d.Kind == game.KindRespond {
					windows++
				}
				// Switch one seat: the one asked on even steps, the other
				// on odd ones.
				who := d.Player
				if k%2 == 1 {
					who = who.Other()
				}
				on := !auto[who]
				if err := setters[who](on); err != nil {
					t.Fatal(err)
				}
				switched++
				soon(t, func() bool { _, _, a := state(); return a[who] == on }, "the host taking the auto-pass switch")
				if nd, over, _ := state(); over || nd.ID != d.ID {
					continue // the switch passed the window: its successor must reach its seat too
				}
				c := bots[d.Player].Choose(&v, v.Pending)
				c.Decision = d.ID
				if err := seat.Choose(d.Player, c); err != nil {
					t.Fatalf("answering decision %d: %v", d.ID, err)
				}
				soon(t, func() bool { nd, over, _ := state(); return over || nd.ID != d.ID }, fmt.Sprintf("the host taking the answer to decision %d", d.ID))
			}
			if windows == 0 {
				t.Fatal("no response window was reached: the test proves nothing")
			}
		})
	}
}

func pendingID(d *game.Decision) string {
	if d == nil {
		return "no decision"
	}
	return fmt.Sprintf("decision %d (%s)", d.ID, d.Kind)
}

// soon waits up to 5 seconds for cond, looking often: the test waits on
// a loopback round trip at every decision.
func soon(t *testing.T, cond func() bool, what string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not in time", what)
		}
		time.Sleep(100 * time.Microsecond)
	}
}
