package sim

import (
	"os"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// The collector sets each effect down to the dilemma that caused it and
// counts the mission attempt. Pinned Down (scenario pinned-down.yaml):
// ten personnel attempt, two are stopped, the eight left complete the
// mission. Rulebook: Facing Dilemmas; Checking Mission Requirements.
func TestCollectorCountsAnAttempt(t *testing.T) {
	lib, _ := simDecks(t)
	data, err := os.ReadFile("../testdata/scenarios/pinned-down.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := game.ParseScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.NewFromScenario(lib, sc)
	if err != nil {
		t.Fatal(err)
	}
	attempted := false
	for d := g.Pending(); d != nil; d = g.Pending() {
		pick := -1
		switch d.Kind {
		case game.KindOrders:
			if attempted {
				break
			}
			for i, o := range d.Options {
				if o.Action == game.ActAttempt {
					pick, attempted = i, true
				}
			}
		case game.KindChooseDilemmas:
			for i, o := range d.Options {
				if strings.HasPrefix(o.Label, "Pinned Down") {
					pick = i
				}
			}
		default:
			pick = len(d.Options) - 1 // pass
		}
		if pick < 0 {
			break
		}
		if _, err := g.Choose(d.Player, game.Choice{Decision: d.ID, Picks: []int{pick}}); err != nil {
			t.Fatal(err)
		}
	}
	tl := newTally()
	tl.collecting.game(tl, g, 0)
	find := func(name string) *game.Card {
		c, err := lib.Find(name)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	pd := tl.seats[1].dilemmas[find("Pinned Down")]
	if pd == nil || pd.drawn != 1 || pd.chosen != 1 || pd.faced != 1 || pd.stopped != 1 || pd.personnelStopped != 2 ||
		pd.withEffect != 1 || pd.overcome != 1 {
		t.Fatalf("Pinned Down: %+v", pd)
	}
	if tr := tl.seats[1].dilemmas[find("Triage")]; tr == nil || tr.drawn != 1 || tr.chosen != 0 || tr.faced != 0 {
		t.Fatalf("Triage was drawn and not chosen: %+v", tr)
	}
	m := tl.seats[0].missions[find("Sensitive Search")]
	if m == nil || m.attempted != 1 || m.completed != 1 || m.failed != 0 || m.completedTurn.N() != 1 {
		t.Fatalf("Sensitive Search: %+v", m)
	}
	stopped := 0
	for _, p := range tl.seats[0].personnel {
		stopped += p.stopped
	}
	if stopped != 2 {
		t.Fatalf("%d of Ann's personnel stopped, want 2", stopped)
	}
}

// Every count of a report adds up with the others.
func TestReportAddsUp(t *testing.T) {
	lib, d := simDecks(t)
	r := Run(Config{Lib: lib, Decks: d, Games: 40, Seed: 21, Workers: 2, Bots: basic()})
	if r.Errors != 0 {
		t.Fatalf("errors: %v", r.ErrorSamples)
	}
	attempts, completed, faced := 0, 0, 0
	for _, p := range r.Players {
		if p.Wins+p.Losses+p.Ties != r.Games || p.FinalScore.N != r.Games || p.TurnsToWin.N != p.Wins {
			t.Fatalf("seat %d: %d+%d+%d of %d games, %d scores, %d turns to win", p.Seat, p.Wins, p.Losses, p.Ties, r.Games, p.FinalScore.N, p.TurnsToWin.N)
		}
		if p.WinRateCI[0] > p.WinRate || p.WinRate > p.WinRateCI[1] {
			t.Fatalf("seat %d: win rate %v outside its interval %v", p.Seat, p.WinRate, p.WinRateCI)
		}
		for _, m := range p.Missions {
			attempts += m.Attempted
			completed += m.Completed
			if m.Completed+m.Failed > m.Attempted {
				t.Fatalf("%s: %+v", m.Name, m)
			}
		}
		for _, x := range p.Dilemmas {
			faced += x.Faced
			if x.Faced > x.Chosen || x.Chosen > x.Drawn+x.SetAside || x.NoEffect < 0 || x.NoEffect > x.Faced {
				t.Fatalf("%s: %+v", x.Name, x)
			}
		}
		for _, c := range p.Cards {
			if c.Dead > c.Drawn {
				t.Fatalf("%s: %+v", c.Name, c)
			}
		}
		if len(p.ScoreByTurn) != len(r.GamesByTurn) || len(p.Cards) == 0 || len(p.Dilemmas) == 0 || len(p.Missions) == 0 {
			t.Fatalf("seat %d: empty or uneven tables", p.Seat)
		}
	}
	if attempts != r.Attempts || completed != r.MissionsCompleted || faced != r.DilemmasFaced {
		t.Fatalf("tables say %d attempts, %d completed, %d faced; totals %d, %d, %d",
			attempts, completed, faced, r.Attempts, r.MissionsCompleted, r.DilemmasFaced)
	}
}

// The Wilson interval, against values worked by hand.
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		k, n   int
		lo, hi float64
	}{{0, 10, 0, 0.2775}, {5, 10, 0.2366, 0.7634}, {10, 10, 0.7225, 1}, {600, 1000, 0.5693, 0.6299}} {
		lo, hi := Wilson(c.k, c.n, 1.959963984540054)
		if d := lo - c.lo; d > 1e-4 || d < -1e-4 {
			t.Errorf("Wilson(%d, %d) low = %.4f, want %.4f", c.k, c.n, lo, c.lo)
		}
		if d := hi - c.hi; d > 1e-4 || d < -1e-4 {
			t.Errorf("Wilson(%d, %d) high = %.4f, want %.4f", c.k, c.n, hi, c.hi)
		}
	}
}

// Spreads of a histogram: mean, population sd, lower median.
func TestSpreadOf(t *testing.T) {
	var h hist
	for _, v := range []int{3, 1, 4, 1, 5} {
		h.add(v)
	}
	s := spreadOf(h)
	if s.N != 5 || s.Min != 1 || s.Max != 5 || s.Median != 3 || s.Mean != 2.8 || s.SD < 1.599 || s.SD > 1.601 {
		t.Fatalf("%+v", s)
	}
	if e := spreadOf(nil); e.N != 0 || e.Mean != 0 {
		t.Fatalf("empty: %+v", e)
	}
}

// A dilemma searched out of the pile and set aside to top the stack
// (Uninvited) is chosen without being drawn: the report counts it apart, so
// no dilemma shows more chosen than it had drawn and set aside.
func TestDilemmasSetAsideAreCountedApart(t *testing.T) {
	lib, d := starterDecks(t)
	r := Run(Config{Lib: lib, Decks: d, Games: 60, Seed: 1, Workers: 2, Bots: basic()})
	setAside := 0
	for _, p := range r.Players {
		for _, x := range p.Dilemmas {
			setAside += x.SetAside
			if x.Chosen > x.Drawn+x.SetAside {
				t.Errorf("%s: chosen %d of %d drawn and %d set aside", x.Name, x.Chosen, x.Drawn, x.SetAside)
			}
		}
	}
	if setAside == 0 {
		t.Fatal("no dilemma was set aside in 60 games with Uninvited in a deck: the test shows nothing")
	}
}

// An attempt that fails is ended by the last dilemma faced in it, counted
// for its owner and against the attempting player; with only the mission
// named, nobody was left. Rulebook: Facing Dilemmas; Checking Mission
// Requirements (an attempt fails when no personnel remain).
func TestCollectorCountsKillerDilemmas(t *testing.T) {
	lib, d := simDecks(t)
	cfg := Config{Lib: lib, Decks: d, Games: 1, Seed: 5, Workers: 1, Bots: basic()}
	var last *game.Game
	cfg.watch = func(_ int, g *game.Game, _ *game.Decision) { last = g }
	if rep := Run(cfg); rep.Errors != 0 || last == nil {
		t.Fatal("the game failed")
	}
	// A mission of seat 0 and two dilemmas of seat 1.
	mission, dil := 0, []int{}
	for id := 1; mission == 0 || len(dil) < 2; id++ {
		c, owner := last.CardOf(id)
		if c == nil {
			t.Fatal("no mission or dilemmas found")
		}
		switch {
		case c.Type == game.Mission && owner == 0 && mission == 0:
			mission = id
		case c.Type == game.Dilemma && owner == 1 && len(dil) == 0:
			dil = append(dil, id)
		case c.Type == game.Dilemma && owner == 1 && len(dil) == 1:
			if first, _ := last.CardOf(dil[0]); first != c {
				dil = append(dil, id)
			}
		}
	}
	events := []game.Event{
		{Kind: "attempt", Player: 0, Cards: []int{mission}},
		{Kind: "face", Player: 0, Cards: []int{dil[0]}},
		{Kind: "face", Player: 0, Cards: []int{dil[1]}},
		{Kind: "attempt-failed", Player: 0, Cards: []int{mission}}, // nobody left
		{Kind: "attempt", Player: 0, Cards: []int{mission}},
		{Kind: "face", Player: 0, Cards: []int{dil[0]}},
		{Kind: "attempt-failed", Player: 0, Cards: []int{mission, 99}}, // requirements not met
		{Kind: "attempt", Player: 0, Cards: []int{mission}},
		{Kind: "face", Player: 0, Cards: []int{dil[1]}},
		{Kind: "complete", Player: 0, Cards: []int{mission}},
		{Kind: "attempt", Player: 0, Cards: []int{mission}},
		{Kind: "attempt-failed", Player: 0, Cards: []int{mission}}, // no dilemma faced: nobody to credit
	}
	tl := newTally()
	tl.collecting.events(tl, last, events)
	c0, _ := last.CardOf(dil[0])
	c1, _ := last.CardOf(dil[1])
	for _, w := range []struct {
		c                      *game.Card
		faced, ended, endedAll int
	}{{c0, 2, 1, 0}, {c1, 2, 1, 1}} {
		own, vs := tl.seats[1].dilemmas[w.c], tl.seats[0].against[w.c]
		if own == nil || vs == nil || own.faced != w.faced || own.ended != w.ended || own.endedAll != w.endedAll ||
			vs.faced != w.faced || vs.ended != w.ended || vs.endedAll != w.endedAll {
			t.Errorf("%s: own %+v, against %+v; want faced %d, ended %d, nobody left %d", w.c.Name(), own, vs, w.faced, w.ended, w.endedAll)
		}
	}
}

// Card impact, downloads and bot behaviour add up: each impact row splits
// the seat's games and wins; a card is played at most as often as copies
// entered the hand; a bot uses a card at most as often as it was offered.
func TestImpactAndBehaviourAddUp(t *testing.T) {
	lib, d := starterDecks(t)
	r := Run(Config{Lib: lib, Decks: d, Games: 60, Seed: 8, Workers: 2, Bots: basic()})
	if r.Errors != 0 {
		t.Fatalf("errors: %v", r.ErrorSamples)
	}
	for _, p := range r.Players {
		rows := 0
		for _, l := range [][]Impact{p.Impact.InHand, p.Impact.Played, p.Impact.Missions, p.Impact.Dilemmas} {
			for i, im := range l {
				rows++
				if im.GamesWith+im.GamesWithout != p.Games || im.WinsWith+im.WinsWithout != p.Wins || im.WinsWith > im.GamesWith {
					t.Fatalf("%s: %+v does not split %d wins in %d games", im.Name, im, p.Wins, p.Games)
				}
				if im.DiffCI[0] > im.Diff || im.Diff > im.DiffCI[1] {
					t.Fatalf("%s: difference outside its interval: %+v", im.Name, im)
				}
				if i > 0 && l[i-1].Diff < im.Diff {
					t.Fatalf("%s ranked below a smaller difference", im.Name)
				}
			}
		}
		if rows == 0 || len(p.Impact.InHand) == 0 || len(p.Impact.Missions) == 0 {
			t.Fatalf("seat %d: no impact rows", p.Seat)
		}
		for _, c := range p.Cards {
			if c.Played > c.Drawn+c.Downloaded+c.BackToHand {
				t.Errorf("%s: played %d, but %d drawn, %d downloaded, %d back to hand", c.Name, c.Played, c.Drawn, c.Downloaded, c.BackToHand)
			}
		}
		offered := 0
		for _, b := range p.Behaviour {
			offered += b.Offered
			if b.Used > b.Offered || b.GamesUsed > b.GamesOffered || b.GamesOffered > b.Offered {
				t.Errorf("%s: %+v", b.Name, b)
			}
		}
		if offered == 0 {
			t.Errorf("seat %d: the bot was never offered an event, interrupt or ability", p.Seat)
		}
	}
}
