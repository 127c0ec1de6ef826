package sim

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"hash"
	"os"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

var updateSimGolden = flag.Bool("update-sim", false, "rewrite testdata/golden.txt")

// gameDigest pins one whole game: every decision as posed (prompt, labels),
// both players' views before it, both players' logs and the choices.
type gameDigest struct {
	decisions, views hash.Hash
	line             string
}

// TestSimGolden pins `sim` for fixed seeds: the report and, for the first
// games, everything a player could read. Speed work must leave it byte for
// byte the same; a rules change legitimately changes it (refresh with
// go test -run TestSimGolden -update-sim).
func TestSimGolden(t *testing.T) {
	lib, d := simDecks(t)
	const games, detailed = 24, 6
	var b strings.Builder
	for _, bot := range []string{game.BotBasic, game.BotRandom} {
		digests := make([]*gameDigest, games)
		watch := func(i int, g *game.Game, dec *game.Decision) {
			if i >= detailed {
				return
			}
			gd := digests[i]
			if gd == nil {
				gd = &gameDigest{decisions: sha256.New(), views: sha256.New()}
				digests[i] = gd
			}
			if dec != nil {
				writeJSON(t, gd.decisions, dec)
				for p := range 2 {
					writeJSON(t, gd.views, g.View(game.Player(p)))
				}
				return
			}
			logs := sha256.New()
			writeJSON(t, logs, g.Log(0))
			writeJSON(t, logs, g.Log(1))
			choices := sha256.New()
			writeJSON(t, choices, g.Choices())
			res, _ := json.Marshal(g.Result())
			gd.line = fmt.Sprintf("game %d: %s decisions %x views %x logs %x choices %x", i, res,
				gd.decisions.Sum(nil)[:8], gd.views.Sum(nil)[:8], logs.Sum(nil)[:8], choices.Sum(nil)[:8])
		}
		rep := Run(Config{Lib: lib, Decks: d, Games: games, Seed: 2024, Workers: 2, Bots: [2]string{bot, bot}, watch: watch})
		rep.GamesPerSec = 0
		js, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "# bot %s\n%s\n", bot, js)
		for _, gd := range digests[:detailed] {
			fmt.Fprintln(&b, gd.line)
		}
	}
	const path = "testdata/golden.txt"
	if *updateSimGolden {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (create it with -update-sim)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("sim output changed for a fixed seed:\n%s", lineDiff(string(want), got))
	}
}

func writeJSON(t *testing.T, h hash.Hash, v any) {
	t.Helper()
	if err := json.NewEncoder(h).Encode(v); err != nil {
		t.Fatal(err)
	}
}

// lineDiff lists the lines that differ, for a readable failure.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := range max(len(w), len(g)) {
		var a, c string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			c = g[i]
		}
		if a != c {
			fmt.Fprintf(&b, "line %d:\n  want %s\n  got  %s\n", i+1, a, c)
		}
	}
	return b.String()
}
