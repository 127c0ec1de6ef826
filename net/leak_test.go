package net

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stccg/stccg/game"
)

// TestNoLeakToSeat2 records every byte sent to seat 2 during whole games
// and proves that none of seat 1's hidden cards show in it:
//
//   - by instance: each line is stamped with the number of decisions made
//     when it was built; replaying the game to that point gives the cards
//     seat 1 held hidden then (its hand, the dilemmas it drew or stacked
//     and that were not yet faced, and every card still in its deck or
//     dilemma pile, known from where it later surfaces). None of their
//     instance IDs may appear anywhere in the line: not in a view, an
//     option, a card index or an event.
//   - by name: the titles of seat 1 that never showed in public during the
//     game (and that seat 2's own deck lacks) appear in no byte at all.
//
// The check is shown to fail on seat 1's own view, which holds its hand.
func TestNoLeakToSeat2(t *testing.T) {
	lib := testLib(t)
	for _, seed := range []uint64{31, 32, 33} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			rec := &recorder{}
			h, addr := startHost(t, HostConfig{Lib: lib, Name: "Ann", Seed: seed, Trace: rec.trace})
			hostDone := runBot(t, h.LocalSeat(), seed)
			var wire bytes.Buffer
			var wireMu sync.Mutex
			cl := join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon"),
				Tap: func(line []byte) { wireMu.Lock(); wire.Write(line); wireMu.Unlock() }})
			waitBot(t, runBot(t, cl, seed+100), "join bot")
			waitBot(t, hostDone, "host bot")
			waitClosed(t, cl.Done(), "the connection ends after the game")

			sent := rec.get(JoinSeat)
			var all bytes.Buffer
			for _, l := range sent {
				all.Write(l.line)
			}
			wireMu.Lock()
			got := wire.Bytes()
			wireMu.Unlock()
			if !bytes.Equal(all.Bytes(), got) {
				t.Fatalf("the trace (%d bytes) is not what seat 2 received (%d bytes)", all.Len(), len(got))
			}

			secrets, titles := hiddenFromSeat2(t, lib, h.Snapshot())
			checked, titleChecks := 0, 0
			for i, l := range sent {
				if l.stamp < 0 || l.stamp >= len(secrets) {
					t.Fatalf("line %d stamped %d, outside the game's %d states", i, l.stamp, len(secrets))
				}
				for _, id := range instancesIn(t, l.line) {
					if secrets[l.stamp][id] {
						t.Errorf("line %d (after %d decisions) shows seat 1's hidden card %d: %s", i, l.stamp, id, where(l.line, id))
					}
				}
				if bytes.Contains(l.line, []byte(`"hand":[{`)) && !strings.Contains(string(l.line), `"me":2`) {
					t.Errorf("line %d holds a hand that is not seat 2's: %.300s", i, l.line)
				}
				checked += len(secrets[l.stamp])
				for title, k := range titles {
					if k > l.stamp {
						titleChecks++
						if bytes.Contains(l.line, []byte(title)) {
							t.Errorf("line %d (after %d decisions) names %q, which seat 1 had not revealed before decision %d: %.300s",
								i, l.stamp, title, k, l.line)
						}
					}
				}
			}
			if checked == 0 || titleChecks == 0 {
				t.Fatal("nothing was checked: the test proves nothing")
			}
			t.Logf("%d lines, %d bytes to seat 2; %d (line, hidden card) and %d (line, unrevealed title) pairs checked",
				len(sent), all.Len(), checked, titleChecks)

			// The check can fail: seat 1's own view shows its hand.
			g, err := (&Save{Seed: seed, Names: h.Snapshot().Names, Decks: h.Snapshot().Decks, Token: "x"}).Replay(lib)
			if err != nil {
				t.Fatal(err)
			}
			own, _ := json.Marshal(Response{OK: true, Type: TypeUpdate, View: ptr(g.View(HostSeat))})
			found := 0
			for _, id := range instancesIn(t, own) {
				if secrets[0][id] {
					found++
				}
			}
			named := 0
			for title, k := range titles {
				if k > 0 && bytes.Contains(own, []byte(title)) {
					named++
				}
			}
			if found == 0 || named == 0 {
				t.Errorf("the checks find %d instances and %d titles in seat 1's own first view: they could never fail", found, named)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }

// hiddenFromSeat2 replays a finished game and returns, for each number of
// decisions k, the instances of seat 1 hidden from seat 2 after k
// decisions; and for each title of seat 1's deck that seat 2's deck lacks,
// the number of decisions after which a copy was first public (past the
// end when never).
func hiddenFromSeat2(t *testing.T, lib *game.Library, s Save) ([]map[int]bool, map[string]int) {
	t.Helper()
	replay := s
	replay.Log = nil
	g, err := replay.Replay(lib)
	if err != nil {
		t.Fatal(err)
	}
	type state struct {
		held   map[int]bool // in seat 1's hand, or drawn/stacked and not yet faced
		public map[int]bool // seen by seat 1 anywhere else: in play, discarded, faced...
	}
	name := map[int]string{}
	seenEvents := 0
	snap := func() state {
		v := g.View(HostSeat)
		st := state{held: map[int]bool{}, public: map[int]bool{}}
		for _, c := range v.Players[HostSeat].Hand {
			st.held[c.ID] = true
			name[c.ID] = c.Name
		}
		if a := v.Attempt; a != nil && a.Player == JoinSeat {
			for _, c := range slices.Concat(a.Drawn, a.Stack) {
				st.held[c.ID] = true
				name[c.ID] = c.Name
			}
			if a.Facing != nil {
				delete(st.held, a.Facing.ID)
			}
		}
		for _, c := range visibleInView(&v) {
			if !st.held[c.ID] {
				st.public[c.ID] = true
				name[c.ID] = c.Name
			}
		}
		// A dilemma revealed in an attempt is public from then on, even if
		// it went back to its pile before the next decision (Wavefront
		// returns at once when its requirement is not met).
		for _, e := range g.Events()[seenEvents:] {
			if e.Kind == "reveal" {
				for _, id := range e.Cards {
					st.public[id] = true
					if c, _ := g.CardOf(id); c != nil {
						name[id] = c.Name()
					}
				}
			}
		}
		seenEvents = g.EventCount()
		return st
	}
	states := []state{snap()}
	for _, c := range s.Choices() {
		d := g.Pending()
		if d == nil {
			t.Fatal("the saved choices outlast the game")
		}
		if _, err := g.Choose(d.Player, c); err != nil {
			t.Fatal(err)
		}
		states = append(states, snap())
	}
	// public[k]: seen in public at or before k.
	seenPublic := map[int]int{} // instance → first k it was public
	for k, st := range states {
		for id := range st.public {
			if _, ok := seenPublic[id]; !ok {
				seenPublic[id] = k
			}
		}
	}
	// A card whose identity was public before (Limited Welcome placed on a
	// mission, then added to the drawn dilemmas again) is no secret.
	knownBy := func(id, k int) bool {
		first, ok := seenPublic[id]
		return ok && first <= k
	}
	secrets := make([]map[int]bool, len(states))
	for k := range states {
		secrets[k] = map[int]bool{}
		for id := range states[k].held {
			if !knownBy(id, k) {
				secrets[k][id] = true
			}
		}
	}
	// A card held hidden at j and not public by k < j was in seat 1's deck
	// or dilemma pile at k: hidden too.
	for j := len(states) - 1; j >= 0; j-- {
		for id := range states[j].held {
			for k := j - 1; k >= 0; k-- {
				if !knownBy(id, k) {
					secrets[k][id] = true
				}
			}
		}
	}
	titles := map[string]int{}
	for _, c := range s.Decks[HostSeat].Cards {
		titles[lib.ByID(c).Name()] = len(states)
	}
	for _, c := range s.Decks[JoinSeat].Cards {
		delete(titles, lib.ByID(c).Name())
	}
	for id, k := range seenPublic {
		if n := name[id]; n != "" {
			if first, ok := titles[n]; ok && k < first {
				titles[n] = k
			}
		}
	}
	return secrets, titles
}

// visibleInView lists every card view in a view.
func visibleInView(v *game.View) []game.CardView {
	// A card being played is revealed (Glossary: playing a card, step 2):
	// its about-to-play window may name it.
	out := append([]game.CardView(nil), v.Playing...)
	for _, pv := range v.Players {
		out = append(out, pv.Hand...)
		out = append(out, pv.Discard...)
		out = append(out, pv.Core...)
		out = append(out, pv.Brig...)
		out = append(out, pv.Removed...)
		for _, m := range pv.Missions {
			out = append(out, m.CardView)
			out = append(out, m.Surface...)
			out = append(out, m.Overcome...)
			out = append(out, m.On...)
			for _, s := range m.Ships {
				out = append(out, s.CardView)
				out = append(out, s.Aboard...)
				out = append(out, s.Damage...)
			}
		}
	}
	if a := v.Attempt; a != nil {
		out = append(out, a.Personnel...)
		out = append(out, a.Drawn...)
		out = append(out, a.Stack...)
		if a.Facing != nil {
			out = append(out, *a.Facing)
		}
	}
	return out
}

// instancesIn lists every card instance a line from the host refers to:
// in its view, its decision's options, its card index and its events.
func instancesIn(t *testing.T, line []byte) []int {
	t.Helper()
	var m hostMessage
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("undecodable line %q: %v", line, err)
	}
	var ids []int
	if v := m.View; v != nil {
		for _, c := range visibleInView(v) {
			ids = append(ids, c.ID)
		}
		if v.Attempt != nil {
			ids = append(ids, v.Attempt.Mission)
		}
		if v.Pending != nil {
			ids = append(ids, optionCards(v.Pending)...)
		}
	}
	if m.Pending != nil {
		ids = append(ids, optionCards(m.Pending)...)
	}
	for id := range m.Cards {
		ids = append(ids, id)
	}
	for _, e := range m.Events {
		ids = append(ids, e.Cards...)
	}
	return ids
}

func optionCards(d *game.Decision) []int {
	var ids []int
	for _, o := range d.Options {
		ids = append(ids, o.Card, o.Target)
	}
	return ids
}

// where quotes the parts of a line that mention instance id.
func where(line []byte, id int) string {
	var parts []string
	s := string(line)
	for _, pat := range []string{fmt.Sprintf(`"id":%d,`, id), fmt.Sprintf(`"card":%d,`, id), fmt.Sprintf(`"target":%d`, id),
		fmt.Sprintf(`"%d":{`, id), fmt.Sprintf(`[%d,`, id), fmt.Sprintf(`,%d,`, id), fmt.Sprintf(`,%d]`, id), fmt.Sprintf(`[%d]`, id)} {
		for i := strings.Index(s, pat); i >= 0; {
			lo, hi := max(0, i-150), min(len(s), i+150)
			parts = append(parts, "…"+s[lo:hi]+"…")
			j := strings.Index(s[i+1:], pat)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return strings.Join(parts, "\n")
}
