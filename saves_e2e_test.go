package main

import (
	"fmt"
	stdnet "net"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
	stnet "github.com/stccg/stccg/net"
)

var autosaveRe = regexp.MustCompile(`Autosaving to (\S+)`)

// Hosts started together with the default save names each get a file of
// their own: no game's autosave overwrites another's.
func TestHostAutosavesNeverCollide(t *testing.T) {
	bin := buildBinary(t)
	env := stateEnv(t)
	var wg sync.WaitGroup
	hosts := make([]*proc, 3)
	for i := range hosts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hosts[i] = startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--seed", fmt.Sprint(i+1))
		}()
	}
	wg.Wait()
	paths := map[string]bool{}
	for i, h := range hosts {
		addr := h.waitFor(listenRe, "the listening address")
		path := h.waitFor(autosaveRe, "the autosave file")
		paths[path] = true
		c, err := stdnet.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprintf(c, `{"cmd":"hello","version":1,"name":"Ben","deck":{"cards":%s}}`+"\n", deckJSON(t, "klingon"))
		playScript(t, c, 2)
		s, err := stnet.ReadSave(path)
		if err != nil || s.Seed != uint64(i+1) {
			t.Errorf("host %d's save %s: %v (seed %v)", i+1, path, err, s)
		}
	}
	if len(paths) != len(hosts) {
		t.Errorf("%d hosts share %d save files: %v", len(hosts), len(paths), paths)
	}
}

// A save is resumed only when its choices replay to what it records; a
// file that already holds a game is never taken as a new game's save.
func TestHostRefusesForgedAndTakenSaves(t *testing.T) {
	bin := buildBinary(t)
	env := stateEnv(t)
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	host := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--seed", "5", "--save", save)
	addr := host.waitFor(listenRe, "the listening address")
	c, err := stdnet.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(c, `{"cmd":"hello","version":1,"name":"Ben","deck":{"cards":%s}}`+"\n", deckJSON(t, "klingon"))
	playScript(t, c, 8)
	_ = c.Close()
	host.waitFor(regexp.MustCompile(`Ben has left`), "the host noticing")
	_ = host.cmd.Process.Kill()
	<-host.done
	honest, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}

	// Another host may not autosave over it.
	out, err := runBounded(t, bin, 10*time.Second, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--save", save)
	if err == nil || !strings.Contains(out, "may hold another game") {
		t.Errorf("--save over another game: exit %v, %q", err, lastLines(out, 5))
	}
	if now, _ := os.ReadFile(save); string(now) != string(honest) {
		t.Error("the other game's save was changed")
	}

	lines := strings.SplitAfter(strings.TrimSuffix(string(honest), "\n"), "\n")
	lines[len(lines)-1] += "\n"
	forge := func(name string, f func(lines []string) []string) string {
		p := filepath.Join(dir, name+".json")
		if err := os.WriteFile(p, []byte(strings.Join(f(slices.Clone(lines)), "")), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		name string
		f    func(lines []string) []string
		want string
	}{
		{"edited-record", func(ls []string) []string {
			ls[3] = strings.Replace(ls[3], `"picks":[`, `"picks":[1,`, 1)
			return ls
		}, "does not follow the lines before it"},
		{"record-left-out", func(ls []string) []string { return slices.Delete(ls, 2, 3) }, "does not follow the lines before it"},
		{"escape-name", func(ls []string) []string {
			ls[0] = strings.Replace(ls[0], `"Ben"`, `"\u001b]0;pwned\u0007Ben"`, 1)
			return ls
		}, "does not follow the lines before it"},
		{"trailing-data", func(ls []string) []string { return append(ls[:len(ls)-1], "garbage\n") }, "not a record"},
		{"trailing-json", func(ls []string) []string {
			return append(ls[:len(ls)-1], strings.TrimSuffix(ls[len(ls)-1], "\n")+`{"c":{}}`+"\n")
		}, "does not follow the lines before it"},
		{"older-format", func(ls []string) []string {
			return []string{"{\n \"format\": 2,\n \"seed\": 5\n}\n"}
		}, "older stccg"},
	} {
		out, err := runBounded(t, bin, 10*time.Second, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--resume", forge(c.name, c.f))
		if err == nil || !strings.Contains(out, c.want) || strings.Contains(out, "Listening") {
			t.Errorf("%s: exit %v, output %q; want it refused saying %q", c.name, err, lastLines(out, 5), c.want)
		}
		noCrash(t, c.name, out)
	}
	// The honest save still resumes.
	resumed := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--resume", save)
	resumed.waitFor(listenRe, "the resumed host")
}

// A host killed at moments of a game in play (SIGKILL: no goodbye, no last
// checkpoint) and resumed each time loses nothing but the decision in
// flight: every save read after a kill checks out and replays, its
// choices are the start of the finished game's, and the joiner, still
// running, rejoins by itself and plays the game out (issue 26: "a kill
// at any moment loses at most the decision in flight, and a resumed game
// is identical").
func TestHostKilledInPlayResumes(t *testing.T) {
	bin := buildBinary(t)
	env := stateEnv(t)
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	addr := freePort(t)
	save := filepath.Join(t.TempDir(), "game.json")
	host := startProc(t, env, bin, "host", "--open", "--bot", "--bot-delay", "5ms", "--listen", addr, "--seed", "31", "--save", save)
	host.waitFor(listenRe, "the listening address")
	join := startProc(t, env, bin, "join", "--open", "--bot", addr, "--name", "Ben")
	join.waitFor(regexp.MustCompile(`Your token`), "the joiner seated")
	var saved [][]game.Choice
	for k, after := range []time.Duration{400 * time.Millisecond, 250 * time.Millisecond, 650 * time.Millisecond} {
		time.Sleep(after)
		_ = host.cmd.Process.Signal(syscall.SIGKILL)
		<-host.done
		s, err := stnet.ReadSave(save)
		if err != nil {
			t.Fatalf("kill %d: %v", k+1, err)
		}
		if _, err := s.Verify(lib); err != nil {
			t.Fatalf("kill %d: the save does not check out: %v", k+1, err)
		}
		saved = append(saved, s.Choices())
		host = startProc(t, env, bin, "host", "--open", "--bot", "--bot-delay", "5ms", "--resume", save)
		host.waitFor(regexp.MustCompile(`is back`), "the joiner rejoining the resumed host")
	}
	jout, jerr := join.wait("join")
	hout, herr := host.wait("host")
	if jerr != nil || herr != nil {
		t.Fatalf("exit: host %v, join %v\nhost:\n%s\njoin:\n%s", herr, jerr, lastLines(hout, 10), lastLines(jout, 10))
	}
	if hr, jr := resultRe.FindString(hout), resultRe.FindString(jout); hr == "" || hr != jr {
		t.Fatalf("results: host %q, join %q", hr, jr)
	}
	s, err := stnet.ReadSave(save)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.Verify(lib)
	if err != nil || g.Result() == nil {
		t.Fatalf("the finished game's save: %v", err)
	}
	final := s.Choices()
	for k, cs := range saved {
		if len(cs) == 0 || len(cs) > len(final) || !reflect.DeepEqual(cs, final[:len(cs)]) {
			t.Errorf("kill %d: the %d choices saved then are not the start of the game that was played out (%d choices)", k+1, len(cs), len(final))
		}
	}
	t.Logf("choices saved at the kills: %d, %d, %d; in the end %d", len(saved[0]), len(saved[1]), len(saved[2]), len(final))
}
