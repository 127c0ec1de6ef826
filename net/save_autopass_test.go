package net

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/stccg/stccg/game"
)

// Auto-pass settings change which windows ask a seat, and a seat turning
// it on passes the window it is asked at once. The passes are choices in
// the save like any other; the settings are records too, so a resumed
// game asks each seat what it asked before (before, a resumed host asked
// a seat that had turned auto-pass on). Both seats switch it at many
// points of a game; the save, read back and checked, replays to the
// host's game exactly, with the same settings.
func TestSaveRecordsAutoPass(t *testing.T) {
	lib := testLib(t)
	for _, every := range []int{3, 7, 10} {
		save := filepath.Join(t.TempDir(), "game.json")
		h, addr := startHost(t, HostConfig{Lib: lib, Name: "Ann", Seed: uint64(every), SavePath: save})
		join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon")})
		waitFor(t, func() bool { h.mu.Lock(); defer h.mu.Unlock(); return h.g != nil }, "the game to start")
		var bots [2]game.Bot
		for p := range bots {
			bots[p], _ = game.NewBotWith(game.BotBasic, lib, uint64(every+p))
		}
		h.mu.Lock()
		for i := 0; i < 400; i++ {
			d := h.g.Pending()
			if d == nil {
				break
			}
			if i%every == 0 {
				p := game.Player(i / every % 2)
				if err := h.setAutoPass(p, !h.g.AutoPass(p)); err != nil {
					t.Fatal(err)
				}

				continue
			}
			v := h.g.View(d.Player)
			c := bots[d.Player].Choose(&v, d)
			if err := h.choose(d.Player, game.Choice{Decision: c.Decision, Picks: slices.Clone(c.Picks)}); err != nil {
				t.Fatal(err)
			}

		}
		want := h.g.StateDigest()
		wantAuto := [2]bool{h.g.AutoPass(0), h.g.AutoPass(1)}
		h.mu.Unlock()
		h.Close()
		s, err := ReadSave(save)
		if err != nil {
			t.Fatal(err)
		}
		g, err := s.Verify(lib)
		if err != nil {
			t.Fatalf("auto-pass every %d decisions: the save does not resume: %v", every, err)
		}
		if g.StateDigest() != want {
			t.Errorf("auto-pass every %d decisions: the save replays to another game", every)
		}
		if got := [2]bool{g.AutoPass(0), g.AutoPass(1)}; got != wantAuto {
			t.Errorf("auto-pass every %d decisions: the resumed settings are %v, the host had %v", every, got, wantAuto)
		}
	}
}
