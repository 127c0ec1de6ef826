package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
	stnet "github.com/stccg/stccg/net"
)

// Each file in testdata/scenarios sets up an attempt with one dilemma on
// top of Ben's (Player 2) dilemma pile. These tests play it through the
// engine protocol exactly as `stccg engine --scenario FILE` would: one JSON
// request per line, answered by net.Serve; then they read the final
// {"cmd":"view","player":1} for the outcome. Seats are 1 and 2 on the wire.

// req is one scripted request line; expect, for a "choose", is text the
// picked option's label must contain (checked on a "pending" sent just
// before it, so a script that drifts from the engine fails clearly).
type req struct {
	line   string
	expect string
}

func annChooses(picks string, expect string) req {
	return req{fmt.Sprintf(`{"cmd":"choose","player":1,"picks":%s}`, picks), expect}
}

func benChooses(picks string, expect string) req {
	return req{fmt.Sprintf(`{"cmd":"choose","player":2,"picks":%s}`, picks), expect}
}

// outcome is what Ann's view must show after the attempt.
type outcome struct {
	mission   string
	completed bool
	score     int
	overcome  []string // beneath the mission, exactly
	on        []string // on the mission, exactly
	stopped   []string // Ann's stopped personnel at the mission, exactly
	unstopped []string // Ann's unstopped personnel at the mission, exactly
	discard   []string // Ann's discard pile, exactly
	// random: only the numbers of stopped, unstopped and discarded
	// personnel are fixed (the names come from random selections).
	random               bool
	nStopped, nUnstopped int
	nDiscard             int
	benPile              int // cards in Ben's dilemma pile
}

var (
	fiveKroval  = []string{"Kroval", "Kroval", "Kroval", "Kroval", "Kroval"}
	engineCases = map[string]struct {
		script []req
		want   outcome
	}{
		// Random selection among the Leadership personnel: only Kahmis.
		"an-old-debt.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search with 8 personnel"), benChooses("[0]", "An Old Debt")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"An Old Debt"},
				unstopped: append([]string{"Vorax", "T'vis"}, fiveKroval...), discard: []string{"Kahmis"}, benPile: 2},
		},
		// Ben (the dilemma's owner) chooses.
		"authenticate-artifacts.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search"), benChooses("[0]", "Authenticate Artifacts"), benChooses("[0]", "Meraht")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Authenticate Artifacts"},
				stopped: []string{"Meraht"}, unstopped: append([]string{"Vorax", "T'vis"}, fiveKroval...), benPile: 2},
		},
		// Ann (the facing player) chooses; space mission with one ship.
		"command-decisions.yaml": {
			script: []req{annChooses("[3]", "Attempt Battle Reconnaissance"), annChooses("[0]", "I.K.S. Vor'cha (7 personnel)"),
				benChooses("[0]", "Command Decisions"), annChooses("[0]", "Dokar")},
			want: outcome{mission: "Battle Reconnaissance", completed: true, score: 35, overcome: []string{"Command Decisions"},
				stopped: []string{"Dokar"}, unstopped: []string{"Meraht", "Vorax", "T'vis", "Kroval", "Kroval", "Kroval"}, benPile: 2},
		},
		// Failing it, all four are stopped and it stays on the mission.
		"chained-environment.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search with 4 personnel"), benChooses("[0]", "Chained Environment")},
			want: outcome{mission: "Sensitive Search", on: []string{"Chained Environment"},
				stopped: []string{"Kahmis", "Dokar", "Kroval", "Vorax"}, benPile: 2},
		},
		// Ben chooses Kahmis; Ann replaces him with K'nera from her discard
		// pile, who completes the mission with the others.
		"dead-ringer.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search with 7 personnel"), benChooses("[0]", "Dead Ringer"),
				benChooses("[1]", "Kahmis"), annChooses("[0]", "Replace the selected personnel"), annChooses("[0]", "Replace with K'nera")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Dead Ringer"},
				unstopped: []string{"Vorax", "K'nera, Klingon Defense Force Commander", "T'vis", "B'amara", "Meraht", "Kroval", "Kroval"}, discard: []string{"Kahmis"}, benPile: 2},
		},
		// No equipment: the action is ignored.
		"equipment-malfunction.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search"), benChooses("[0]", "Equipment Malfunction")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Equipment Malfunction"},
				unstopped: append([]string{"B'amara", "Kahmis"}, fiveKroval...), benPile: 2},
		},
		"failure-to-communicate.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search"), benChooses("[0]", "Failure To Communicate"), benChooses("[0]", "Meraht")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Failure To Communicate"},
				stopped: []string{"Meraht"}, unstopped: append([]string{"Vorax", "T'vis"}, fiveKroval...), benPile: 2},
		},
		// Random selection among the Treachery personnel: only Rogesh.
		"justice-or-vengeance.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search"), benChooses("[0]", "Justice or Vengeance")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Justice or Vengeance"},
				unstopped: append([]string{"B'amara", "Kahmis"}, fiveKroval...), discard: []string{"Rogesh"}, benPile: 2},
		},
		"kolaran-raiders.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search"), benChooses("[0]", "Kolaran Raiders"), annChooses("[0]", "Kahmis")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Kolaran Raiders"},
				stopped: []string{"Kahmis"}, unstopped: append([]string{"T'vis", "B'amara"}, fiveKroval...), benPile: 2},
		},
		// Eleven attempt: two stopped at random; the dilemma stays on the
		// mission, not beneath it.
		"limited-welcome.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search with 11 personnel"), benChooses("[0]", "Limited Welcome")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, on: []string{"Limited Welcome"},
				random: true, nStopped: 2, nUnstopped: 9, benPile: 2},
		},
		"microbrain.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search"), benChooses("[0]", "Microbrain"), benChooses("[0]", "Meraht")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Microbrain"},
				stopped: []string{"Meraht"}, unstopped: append([]string{"Vorax", "T'vis"}, fiveKroval...), benPile: 2},
		},
		// One killed instead, three stopped, the dilemma back in the pile.
		"ornaran-threat.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search with 4 personnel"), benChooses("[0]", "Ornaran Threat")},
			want:   outcome{mission: "Sensitive Search", random: true, nStopped: 3, nDiscard: 1, benPile: 3},
		},
		// Ten attempt: two stopped.
		"pinned-down.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search with 10 personnel"), benChooses("[0]", "Pinned Down")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Pinned Down"},
				random: true, nStopped: 2, nUnstopped: 8, benPile: 2},
		},
		// All stopped, the dilemma returns: nothing beneath the mission.
		"sokath-his-eyes-uncovered.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search with 3 personnel"), benChooses("[0]", "Sokath")},
			want:   outcome{mission: "Sensitive Search", stopped: []string{"T'vis", "Dokar", "Kroval"}, benPile: 3},
		},
		"stellar-core-fragment.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search"), benChooses("[0]", "Stellar Core Fragment"), benChooses("[1]", "Rabal")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Stellar Core Fragment"},
				stopped: []string{"Rabal"}, unstopped: []string{"B'amara", "Kahmis", "T'vis", "Kroval", "Kroval", "Kroval", "Kroval"}, benPile: 2},
		},
		"systems-diagnostic.yaml": {
			script: []req{annChooses("[0]", "Attempt Battle Reconnaissance"), annChooses("[0]", "I.K.S. Vor'cha (7 personnel)"),
				benChooses("[0]", "Systems Diagnostic"), annChooses("[0]", "Vorax")},
			want: outcome{mission: "Battle Reconnaissance", completed: true, score: 35, overcome: []string{"Systems Diagnostic"},
				stopped: []string{"Vorax"}, unstopped: []string{"Rabal", "Meraht", "T'vis", "Kroval", "Kroval", "Kroval"}, benPile: 2},
		},
		"tense-negotiations.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search"), benChooses("[0]", "Tense Negotiations"), benChooses("[0]", "Kahmis")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Tense Negotiations"},
				stopped: []string{"Kahmis"}, unstopped: append([]string{"T'vis", "B'amara"}, fiveKroval...), benPile: 2},
		},
		"triage.yaml": {
			script: []req{annChooses("[0]", "Attempt Sensitive Search"), benChooses("[0]", "Triage"), annChooses("[0]", "Dokar")},
			want: outcome{mission: "Sensitive Search", completed: true, score: 30, overcome: []string{"Triage"},
				stopped: []string{"Dokar"}, unstopped: []string{"B'amara", "Kahmis", "Vorax", "Kroval", "Kroval", "Kroval", "Kroval"}, benPile: 2},
		},
		"wavefront.yaml": {
			script: []req{annChooses("[3]", "Attempt Battle Reconnaissance"), annChooses("[0]", "I.K.S. Vor'cha (7 personnel)"),
				benChooses("[0]", "Wavefront"), benChooses("[1]", "Dokar")},
			want: outcome{mission: "Battle Reconnaissance", completed: true, score: 35, overcome: []string{"Wavefront"},
				stopped: []string{"Dokar"}, unstopped: []string{"Vorax", "Meraht", "T'vis", "Kroval", "Kroval", "Kroval"}, benPile: 2},
		},
	}
)

// runEngine serves the request lines for the scenario file and returns
// the responses, one per line.
func runEngine(t *testing.T, path string, lines []string) []stnet.Response {
	t.Helper()
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	g, err := loadScenario(lib, path, 0, false)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := stnet.Serve(&stnet.Engine{Game: g}, strings.NewReader(strings.Join(lines, "\n")+"\n"), &out); err != nil {
		t.Fatal(err)
	}
	var resps []stnet.Response
	sc := bufio.NewScanner(&out)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var r stnet.Response
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("response %q: %v", sc.Text(), err)
		}
		resps = append(resps, r)
	}
	if len(resps) != len(lines) {
		t.Fatalf("%d requests, %d responses", len(lines), len(resps))
	}
	return resps
}

func sortedNames(names []string) []string {
	out := slices.Clone(names)
	slices.Sort(out)
	return out
}

func cardNames(cs []game.CardView) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return sortedNames(out)
}

func TestEngineScenarios(t *testing.T) {
	files, err := filepath.Glob("testdata/scenarios/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, filepath.Base(f))
	}
	for name := range engineCases {
		if !slices.Contains(names, name) {
			t.Errorf("no scenario file %s", name)
		}
	}
	if len(files) < 17 {
		t.Errorf("%d scenario files; want one per dilemma (17)", len(files))
	}
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			tc, ok := engineCases[name]
			if !ok {
				t.Fatalf("scenario %s has no scripted test", name)
			}
			// Before each choice, ask what is pending: the label check
			// below reads that answer.
			// Nobody responds in these scripts: both seats auto-pass every
			// response window (docs/protocol.md, auto-pass).
			lines := []string{`{"cmd":"auto-pass","player":1,"on":true}`, `{"cmd":"auto-pass","player":2,"on":true}`}
			for _, r := range tc.script {
				lines = append(lines, `{"cmd":"pending"}`, r.line)
			}
			lines = append(lines, `{"cmd":"pending"}`, `{"cmd":"view","player":1}`)
			resps := runEngine(t, path, lines)
			for i, r := range resps {
				if !r.OK {
					t.Fatalf("request %s: %s", lines[i], r.Error)
				}
			}
			resps = resps[2:]
			for i, r := range tc.script {
				p, c := resps[2*i].Pending, stnet.Request{}
				if err := json.Unmarshal([]byte(r.line), &c); err != nil {
					t.Fatal(err)
				}
				if p == nil || p.Player != *c.Player || len(c.Picks) == 0 || c.Picks[0] >= len(p.Options) ||
					!strings.Contains(p.Options[c.Picks[0]].Label, r.expect) {
					t.Fatalf("step %d %s: pending %+v; want an option %q for that player", i+1, r.line, p, r.expect)
				}
			}
			// Back to Ann's orders: the attempt is over.
			if p := resps[len(resps)-2].Pending; p == nil || p.Player != 0 || p.Kind != game.KindOrders {
				t.Fatalf("after the attempt: pending %+v, want Player 1's orders", p)
			}
			checkOutcome(t, resps[len(resps)-1].View, tc.want)
		})
	}
}

func checkOutcome(t *testing.T, v *game.View, w outcome) {
	t.Helper()
	if v == nil {
		t.Fatal("no view")
	}
	me := v.Players[0]
	var m *game.MissionView
	for i := range me.Missions {
		if me.Missions[i].Name == w.mission || strings.HasPrefix(me.Missions[i].Name, w.mission+",") {
			m = &me.Missions[i]
		}
	}
	if m == nil {
		t.Fatalf("no mission %s in the view", w.mission)
	}
	if m.Completed != w.completed || me.Score != w.score {
		t.Errorf("completed=%v score=%d; want %v, %d", m.Completed, me.Score, w.completed, w.score)
	}
	if got := cardNames(m.Overcome); !slices.Equal(got, sortedNames(w.overcome)) {
		t.Errorf("overcome %q, want %q", got, sortedNames(w.overcome))
	}
	if got := cardNames(m.On); !slices.Equal(got, sortedNames(w.on)) {
		t.Errorf("on the mission %q, want %q", got, sortedNames(w.on))
	}
	var stopped, unstopped, discard []string
	crew := slices.Clone(m.Surface)
	for _, s := range m.Ships {
		crew = append(crew, s.Aboard...)
	}
	for _, c := range crew {
		if c.Type != game.Personnel {
			continue
		}
		if c.Stopped {
			stopped = append(stopped, c.Name)
		} else {
			unstopped = append(unstopped, c.Name)
		}
	}
	for _, c := range me.Discard {
		discard = append(discard, c.Name)
	}
	if w.random {
		if len(stopped) != w.nStopped || len(unstopped) != w.nUnstopped || len(discard) != w.nDiscard {
			t.Errorf("stopped %q, unstopped %q, discarded %q; want %d, %d, %d", stopped, unstopped, discard, w.nStopped, w.nUnstopped, w.nDiscard)
		}
	} else {
		if got := sortedNames(stopped); !slices.Equal(got, sortedNames(w.stopped)) {
			t.Errorf("stopped %q, want %q", got, sortedNames(w.stopped))
		}
		if got := sortedNames(unstopped); !slices.Equal(got, sortedNames(w.unstopped)) {
			t.Errorf("unstopped %q, want %q", got, sortedNames(w.unstopped))
		}
		if got := sortedNames(discard); !slices.Equal(got, sortedNames(w.discard)) {
			t.Errorf("discard %q, want %q", got, sortedNames(w.discard))
		}
	}
	if got := v.Players[1].DilemmaCount; got != w.benPile {
		t.Errorf("Ben's dilemma pile has %d cards, want %d", got, w.benPile)
	}
}
