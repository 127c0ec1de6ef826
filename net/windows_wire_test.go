package net

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
)

// passingBot answers every response window with Pass and every other
// decision as the basic bot would, counting the windows where it could
// have responded: with it in seat 1, the game goes the same way whether
// or not seat 1 holds a playable interrupt.
type passingBot struct {
	inner    game.Bot
	couldAct int
}

func (b *passingBot) Choose(v *game.View, d *game.Decision) game.Choice {
	if d.Kind == game.KindRespond && len(d.Options) > 0 && d.Options[0].Action == game.ActEnd {
		if len(d.Options) > 1 {
			b.couldAct++
		}
		return game.Choice{Decision: d.ID, Picks: []int{0}}
	}
	return b.inner.Choose(v, d)
}

// Issue 12, item 2 (docs/architecture.md, Response windows): whether seat
// 1 holds a response it could play must not show on the wire to seat 2 —
// not in a waiting message, not in the numbers of decisions. Seat 1 plays
// the Klingon sample twice from one seed, once with its interrupts (The
// Promise, Render Assistance) and once with interrupts the engine never
// offers in their place, always passing; everything seat 2 is sent must
// be the same, byte for byte, once the swapped cards' names are read
// alike. (Before every window was offered to both players, seat 1 was
// asked only when it could respond, and seat 2's lines differed.)
func TestWindowsShowSeat2NothingOfSeat1sHand(t *testing.T) {
	lib := testLib(t)
	base := sampleList(t, lib, "klingon")
	swap := map[string]string{"The Promise": "Alternate Identity", "Render Assistance": "Arrest Order"}
	blank := base
	blank.Draw = nil
	for _, c := range base.Draw {
		if to, ok := swap[c.Name()]; ok {
			alt := lib.Lookup(to)
			if alt == nil || alt.Type != game.Interrupt || alt.Status != game.NotEnforced {
				t.Fatalf("%s should be an interrupt the engine never offers", to)
			}
			c = alt
		}
		blank.Draw = append(blank.Draw, c)
	}
	// Read the stand-ins as the cards they replace: their names and IDs.
	var pairs []string
	for from, to := range swap {
		a, b := lib.Lookup(from), lib.Lookup(to)
		pairs = append(pairs, b.Name(), a.Name(), b.ID, a.ID)
	}
	alike := strings.NewReplacer(pairs...)

	checked := 0
	for _, seed := range []uint64{1, 2} {
		with, couldAct := playTraced(t, lib, base, seed)
		without, couldActBlank := playTraced(t, lib, blank, seed)
		if couldActBlank != 0 {
			t.Fatalf("seed %d: seat 1 could respond without its interrupts (%d windows)", seed, couldActBlank)
		}
		checked += couldAct
		a, b := seenBySeat2(t, with, nil), seenBySeat2(t, without, alike)
		if len(a) != len(b) {
			t.Fatalf("seed %d: seat 2 saw %d things with seat 1's interrupts and %d without (seat 1 could have responded in %d windows)",
				seed, len(a), len(b), couldAct)
		}
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("seed %d: what seat 2 saw differs at %d:\n with    %.400s\n without %.400s", seed, i, a[i], b[i])
			}
		}
	}
	if checked == 0 {
		t.Fatal("seat 1 never held a playable interrupt in a window: the test shows nothing")
	}
}

// seenBySeat2 is what seat 2 learns from its lines, however the host
// batched them (that depends on timing): its own decisions, each once, in
// order, with their numbers, prompts and options, and every event it was
// sent, in order. Names the replacer reads alike are read alike.
func seenBySeat2(t *testing.T, lines [][]byte, alike *strings.Replacer) []string {
	t.Helper()
	var out []string
	lastDecision := 0
	for _, line := range lines {
		if alike != nil {
			line = []byte(alike.Replace(string(line)))
		}
		var r Response
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatalf("a line to seat 2 is not a response: %v: %.200s", err, line)
		}
		for _, e := range r.Events {
			b, _ := json.Marshal(e)
			out = append(out, "event "+string(b))
		}
		if d := r.Pending; d != nil && d.ID != lastDecision {
			lastDecision = d.ID
			b, _ := json.Marshal(d)
			out = append(out, "decision "+string(b))
		}
		if r.Result != nil {
			b, _ := json.Marshal(r.Result)
			out = append(out, "result "+string(b))
		}
	}
	return out
}

// playTraced plays one game on a host, seat 1 passing every window, and
// returns the lines seat 2 was sent and how many windows seat 1 could
// have responded in.
func playTraced(t *testing.T, lib *game.Library, deck game.DeckList, seed uint64) ([][]byte, int) {
	t.Helper()
	rec := &recorder{}
	h, addr := startHost(t, HostConfig{Lib: lib, Name: "Ann", Deck: deck, Seed: seed, Trace: rec.trace})
	inner, err := game.NewBotWith(game.BotBasic, lib, seed)
	if err != nil {
		t.Fatal(err)
	}
	seat1 := &passingBot{inner: inner}
	hostDone := make(chan botOutcome, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		var sb strings.Builder
		r, err := RunBot(ctx, h.LocalSeat(), seat1, &sb)
		hostDone <- botOutcome{r, err, sb.String()}
	}()
	cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon")})
	waitBot(t, runBot(t, cl, seed+100), "seat 2")
	waitBot(t, hostDone, "seat 1")
	waitClosed(t, cl.Done(), "the connection ends after the game")
	var out [][]byte
	for _, l := range rec.get(JoinSeat) {
		for _, line := range bytes.Split(bytes.TrimSpace(l.line), []byte("\n")) {
			if !bytes.Contains(line, []byte(`"type":"ping"`)) {
				out = append(out, line)
			}
		}
	}
	if len(out) == 0 {
		t.Fatal(fmt.Sprintf("seed %d: nothing was sent to seat 2", seed))
	}
	return out, seat1.couldAct
}
