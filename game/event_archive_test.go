package game

import (
	"reflect"
	"slices"
	"testing"
)

// A finished game keeps its events in a compact archive (issue 26: a
// finished game under 256 KiB); nothing a player or the simulator reads
// may change by it. Every event read before the end, as each reader reads
// it and with its facts, reads the same from the archive, and the events
// the last choice caused are the archive's last ones.
func TestArchivedEventsReadAsLogged(t *testing.T) {
	lib := testLib(t)
	ds := [2]DeckList{sampleDeck(t, lib, "romulan-excelsior"), sampleDeck(t, lib, "common-ground-excelsior")}
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := New(lib, Setup{Decks: ds, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			if bots[p], err = NewBotWith("basic", lib, seed*10+uint64(p)); err != nil {
				t.Fatal(err)
			}
		}
		var live []Event // every event before the last choice, with the game's own fields
		var last []Event // the events the last choice caused
		for n := 0; g.Pending() != nil; n++ {
			if n > 100000 {
				t.Fatalf("seed %d: the game does not end", seed)
			}
			if g.archive != nil {
				t.Fatalf("seed %d: events archived while the game is on", seed)
			}
			live = slices.Clone(g.Events())
			d := g.Pending()
			v := g.View(d.Player)
			if last, err = g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatal(err)
			}
		}
		if g.archive == nil || g.events != nil {
			t.Fatalf("seed %d: a finished game's events are not archived", seed)
		}
		all := g.Events()
		if len(all) != len(live)+len(last) || g.EventCount() != len(all) {
			t.Fatalf("seed %d: %d events archived, %d before the end and %d at it (EventCount %d)", seed, len(all), len(live), len(last), g.EventCount())
		}
		if !reflect.DeepEqual(all[len(live):], last) {
			t.Errorf("seed %d: the last choice's events differ from the archive's", seed)
		}
		logs := [3][]Event{g.Log(0), g.Log(1), g.Log(-1)}
		for i, e := range live {
			if e.Seq != all[i].Seq || e.Turn != all[i].Turn || e.Kind != all[i].Kind || !reflect.DeepEqual(e.Facts, all[i].Facts) {
				t.Fatalf("seed %d: event %d: archived %+v, logged %+v", seed, i+1, all[i], e)
			}
			for r, p := range []Player{0, 1, -1} {
				if want := e.For(p); !reflect.DeepEqual(logs[r][i], want) {
					t.Fatalf("seed %d: event %d as %d reads it: archived %+v, logged %+v", seed, i+1, p, logs[r][i], want)
				}
			}
		}
		if since := g.EventsSince(1, len(live)); !reflect.DeepEqual(since, logs[1][len(live):]) {
			t.Errorf("seed %d: EventsSince after the end differs from Log", seed)
		}
		counts := map[string]int{}
		if n := g.TallyEvents(0, counts); n != len(all) {
			t.Errorf("seed %d: TallyEvents read %d events of %d", seed, n, len(all))
		}
		for _, e := range all {
			counts[e.Kind]--
		}
		for k, n := range counts {
			if n != 0 {
				t.Errorf("seed %d: TallyEvents counted %d %q events too many", seed, n, k)
			}
		}
	}
}

// The choice log keeps choices compactly; what it gives back are the
// choices made, each with picks of its own.
func TestChoiceLogGivesBackTheChoices(t *testing.T) {
	var l choiceLog
	in := []Choice{{Decision: 1, Picks: []int{0}}, {Decision: 2, Picks: []int{}}, {Decision: 4, Picks: []int{3, 1, 2}}, {Decision: 5, Picks: []int{0}}}
	for _, c := range in {
		if len(c.Picks) == 1 && c.Picks[0] == 0 {
			l.addPass(c.Decision)
		} else {
			l.add(c.Decision, c.Picks)
		}
	}
	for _, tc := range []struct {
		from int
		want []Choice
	}{
		{0, in}, {2, in[2:]}, {3, in[3:]}, {4, nil}, {-1, nil},
	} {
		got := l.from(tc.from)
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("from(%d) = %v, want %v", tc.from, got, tc.want)
		}
	}
	got := l.from(0)
	got[1].Picks = append(got[1].Picks, 7)
	if got[2].Picks[0] != 3 {
		t.Errorf("appending to one choice's picks changed the next: %v", got[2].Picks)
	}
	if l.len() != len(in) {
		t.Errorf("len() = %d, want %d", l.len(), len(in))
	}
}
