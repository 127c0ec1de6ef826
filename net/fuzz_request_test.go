package net

import (
	"bytes"
	"encoding/json"
	"fmt"
	stdnet "net"
	"strings"
	"sync"
	"testing"

	"github.com/stccg/stccg/game"
)

// Issue 25 item 13: every command of both drivers, `stccg engine` and a
// seat in TCP play, takes any value in any field without a panic; a
// refused request changes nothing. The seed corpus sends each command
// with out-of-range values (players 0, 3 and -1, negative and huge
// numbers, picks out of range or repeated, fields of another command,
// oversized text) and garbage; `go test` runs it, and
//
//	go test ./net -run '^$' -fuzz FuzzEngineLine
//	go test ./net -run '^$' -fuzz FuzzEngineFields
//	go test ./net -run '^$' -fuzz FuzzSeatLine
//
// explore further. Each input costs one fresh game (built from decks read
// once) and a handful of requests, so the fuzzers run at full speed.

// fuzzGames deals fresh games cheaply: the library and decks are read
// once per process.
var fuzzGames = struct {
	once  sync.Once
	lib   *game.Library
	decks [2]game.DeckList
	err   error
}{}

func freshGame(t testing.TB, seed uint64) *game.Game {
	t.Helper()
	fuzzGames.once.Do(func() {
		fuzzGames.lib = testLib(t)
		fuzzGames.decks = [2]game.DeckList{sampleList(t, fuzzGames.lib, "federation"), sampleList(t, fuzzGames.lib, "klingon")}
	})
	g, err := game.New(fuzzGames.lib, game.Setup{Decks: fuzzGames.decks, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// requestSeeds are lines every command is tried with: good values, values
// out of range, fields that belong to another command, garbage.
func requestSeeds() []string {
	var out []string
	big := strings.Repeat("x", 300)
	for _, cmd := range []string{"pending", "choose", "bot", "view", "log", "result", "auto-pass", "card", "quit", "hello", "ping", "nonsense", ""} {
		out = append(out,
			fmt.Sprintf(`{"cmd":%q}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":0}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":1}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":2}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":3}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":-1}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":99999999999999999999}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":"1"}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":1,"picks":[-1]}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":1,"picks":[0,0]}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":2,"picks":[9223372036854775807]}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":1,"picks":[0],"decision":-5}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":1,"picks":[0],"decision":999999}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"since":-3}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"since":9223372036854775807}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"player":2,"on":true}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"on":false}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"bot":"strong"}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"bot":"nobody"}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"id":"1-281"}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"query":%q}`, cmd, big),
			fmt.Sprintf(`{"cmd":%q,"id":"","query":""}`, cmd),
			fmt.Sprintf(`{"cmd":%q,"version":-1,"name":%q,"token":%q}`, cmd, big, big),
			fmt.Sprintf(`{"cmd":%q,"version":1,"deck":{"cards":[]}}`, cmd),
		)
	}
	return append(out, `garbage`, `{"cmd":"view","player":1} {"cmd":"quit"}`, `[1,2]`, `{"cmd":null}`, `{"cmd":"view","player":null}`, "")
}

// engineLines is the most requests one engine input sends: few enough
// that the strong bot never reaches an order to search (it answers other
// decisions as the basic bot does), so every input stays cheap.
const engineLines = 4

// FuzzEngineLine sends lines to `stccg engine` (Serve): every line is
// answered with one JSON object, and a refused request leaves the game
// as it was.
func FuzzEngineLine(f *testing.F) {
	for _, s := range requestSeeds() {
		f.Add([]byte(s))
	}
	f.Add([]byte(`{"cmd":"bot"}` + "\n" + `{"cmd":"choose","player":1,"picks":[0]}` + "\n" + `{"cmd":"view","player":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.SplitN(data, []byte("\n"), engineLines+1)
		if len(lines) > engineLines {
			lines = lines[:engineLines]
		}
		g := freshGame(t, 5)
		e := &Engine{Game: g}
		for _, line := range lines {
			var out bytes.Buffer
			choices, events := g.ChoiceCount(), g.EventCount()
			if err := Serve(e, bytes.NewReader(line), &out); err != nil {
				t.Fatalf("Serve on %q: %v", line, err)
			}
			checkAnswers(t, line, out.Bytes(), g, choices, events)
		}
	})
}

// checkAnswers checks the engine's answers to one line: JSON objects, an
// error on each refusal, and nothing changed by a refusal.
func checkAnswers(t *testing.T, line, out []byte, g *game.Game, choices, events int) {
	t.Helper()
	for _, a := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
		if len(a) == 0 {
			continue
		}
		var r struct {
			OK    bool   `json:"ok"`
			Error string `json:"error"`
		}
		if err := json.Unmarshal(a, &r); err != nil {
			t.Fatalf("answer to %q is no JSON object: %q", line, a)
		}
		if r.OK == (r.Error != "") {
			t.Fatalf("answer to %q: ok %v with error %q", line, r.OK, r.Error)
		}
		if !r.OK && (g.ChoiceCount() != choices || g.EventCount() != events) {
			t.Fatalf("the refused %q changed the game", line)
		}
	}
}

// FuzzEngineFields calls Engine.Handle with any values in the typed
// fields of a request, values JSON would not even carry included (a
// player of 7 or -9): Handle is the driver's entry point for Go callers
// too.
func FuzzEngineFields(f *testing.F) {
	cmds := []string{"pending", "choose", "bot", "view", "log", "result", "auto-pass", "card", "quit", "hello", "bogus"}
	for i := range cmds {
		for _, p := range []int{-2, -1, 0, 1, 2, 7} {
			f.Add(uint8(i), p, 0, uint8(1), 0, 0, "", "", uint8(2))
		}
	}
	f.Add(uint8(1), 0, -1, uint8(3), -4, 0, "", "", uint8(0))
	f.Add(uint8(1), 1, 1<<40, uint8(1), 1, 0, "", "", uint8(0))
	f.Add(uint8(4), 0, 0, uint8(0), 0, -100, "", "", uint8(0))
	f.Add(uint8(4), 1, 0, uint8(0), 0, 1<<50, "", "", uint8(0))
	f.Add(uint8(7), 0, 0, uint8(0), 0, 0, "1-281", "Rixx", uint8(0))
	f.Add(uint8(7), 0, 0, uint8(0), 0, 0, "", strings.Repeat("Worf ", 50), uint8(0))
	f.Add(uint8(2), 0, 0, uint8(0), 0, 0, "", "", uint8(0))
	f.Fuzz(func(t *testing.T, cmd uint8, player, pick int, npicks uint8, decision, since int, id, query string, on uint8) {
		r := Request{Cmd: cmds[int(cmd)%len(cmds)], Decision: decision, Since: since, ID: id, Query: query}
		if player != -2 { // -2: no "player"
			p := game.Player(player)
			r.Player = &p
		}
		for k := range int(npicks % 8) {
			r.Picks = append(r.Picks, pick+k%2) // repeats come with npicks > 2
		}
		if on%3 != 0 {
			b := on%3 == 2
			r.On = &b
		}
		if len(id)%5 == 4 {
			r.Bot = id // an unknown bot, or a known one by chance
			r.ID = ""
		}
		g := freshGame(t, 6)
		choices, events := g.ChoiceCount(), g.EventCount()
		resp := (&Engine{Game: g}).Handle(r)
		if resp.OK == (resp.Error != "") {
			t.Fatalf("%+v: ok %v with error %q", r, resp.OK, resp.Error)
		}
		if !resp.OK && (g.ChoiceCount() != choices || g.EventCount() != events) {
			t.Fatalf("the refused %+v changed the game", r)
		}
		if _, err := json.Marshal(resp); err != nil {
			t.Fatalf("%+v: the answer cannot be encoded: %v", r, err)
		}
	})
}

// FuzzSeatLine sends lines to a seated connection of a TCP host as its
// reader would hand them on: decoded strictly, then answered under the
// host's lock. Nothing panics, a refused line changes nothing, and a
// seat never acts for the other.
func FuzzSeatLine(f *testing.F) {
	for _, s := range requestSeeds() {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.SplitN(data, []byte("\n"), engineLines+1)
		if len(lines) > engineLines {
			lines = lines[:engineLines]
		}
		g := freshGame(t, 7)
		h := &Host{cfg: HostConfig{Lib: fuzzGames.lib}, lim: testLimits().withDefaults(), g: g, local: newNotifier(),
			over: make(chan struct{}), told: make(chan struct{})}
		mine, theirs := stdnet.Pipe()
		defer mine.Close()
		defer theirs.Close()
		sc := newSeatConn(mine, JoinSeat)
		for _, line := range lines {
			choices, events := g.ChoiceCount(), g.EventCount()
			pending := g.Pending()
			req, err := DecodeTCP(line, JoinSeat)
			if err != nil {
				continue
			}
			if req.Player != nil && *req.Player != JoinSeat {
				t.Fatalf("%q: seat 2 acts for %v", line, *req.Player)
			}
			if req.Cmd == "card" {
				_, _ = describeCard(h.cfg.Lib, req)
				continue
			}
			if req.Cmd == "hello" || req.Cmd == "quit" {
				continue // the handshake and the goodbye, not answer's
			}
			h.mu.Lock()
			bad := h.answer(sc, req)
			h.mu.Unlock()
			if bad && (g.ChoiceCount() != choices || g.EventCount() != events) {
				t.Fatalf("the refused %q changed the game", line)
			}
			if req.Cmd == "choose" && !bad && (pending == nil || pending.Player != JoinSeat) {
				t.Fatalf("%q answered a decision that was not seat 2's", line)
			}
		}
	})
}
