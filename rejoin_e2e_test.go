package main

import (
	"fmt"
	stdnet "net"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
)

// freePort is a loopback address nothing listens on now, for a host that
// must come back at the same address.
func freePort(t *testing.T) string {
	t.Helper()
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	return addr
}

// The host stops mid-game and is resumed at the same address: a joined
// `stccg join --bot` takes its seat back by itself, and the game finishes
// with the same result on both sides.
func TestNetJoinRejoinsResumedHost(t *testing.T) {
	bin := buildBinary(t)
	env := stateEnv(t)
	addr := freePort(t)
	save := filepath.Join(t.TempDir(), "game.json")
	host := startProc(t, env, bin, "host", "--open", "--bot", "--listen", addr, "--seed", "17", "--save", save, "--bot-delay", "5ms")
	host.waitFor(listenRe, "the listening address")
	join := startProc(t, env, bin, "join", "--open", "--bot", addr, "--name", "Ben")
	join.waitFor(regexp.MustCompile(`turn 2: `), "a few moves")
	_ = host.cmd.Process.Signal(os.Interrupt) // the host quits; the game is saved
	<-host.done
	join.waitFor(regexp.MustCompile(`rejoining by itself`), "the joiner noticing")

	// No --listen: the resumed host listens where the saved game was, so
	// the joiner's retries find it (issue 24 item 10).
	host2 := startProc(t, env, bin, "host", "--open", "--bot", "--resume", save)
	jout, jerr := join.wait("join")
	hout, herr := host2.wait("resumed host")
	if !strings.Contains(hout, "Listening on "+addr+"\n") {
		t.Errorf("the resumed host does not listen on the saved address %s:\n%s", addr, lastLines(hout, 20))
	}
	if jerr != nil || herr != nil {
		t.Fatalf("exit: host %v, join %v\nhost:\n%s\njoin:\n%s", herr, jerr, lastLines(hout, 10), lastLines(jout, 10))
	}
	if hr, jr := resultRe.FindString(hout), resultRe.FindString(jout); hr == "" || hr != jr {
		t.Fatalf("results: host %q, join %q", hr, jr)
	}
	if !strings.Contains(jout, "Back at the table") {
		t.Errorf("the joiner did not say it is back:\n%s", lastLines(jout, 10))
	}
	noCrash(t, "join", jout)
}

// The same on the joiner's screen: while the host is away it says it will
// rejoin by itself and exactly what to type; when the host is back, so is
// the seat. The host's screen shows seat 2's token from the start.
func TestTmuxJoinRejoinsResumedHost(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)
	env := stateEnv(t)
	addr := freePort(t)
	save := filepath.Join(t.TempDir(), "game.json")
	host := startTmux(t, 120, 40, fmt.Sprintf("env %s TERM=xterm-256color %s host --open --listen %s --seed 6 --name Ann --save %s", env[0], bin, addr, save))
	host.waitText("Listening on")
	// The joining bot waits before each decision: were Ben first, his
	// turn would scroll the token's line out of the host's log before the
	// screen is read.
	join := startProc(t, env, bin, "join", "--open", "--bot", "--bot-delay", "3s", addr, "--name", "Ben")
	token := join.waitFor(regexp.MustCompile(`Your token: ([0-9a-f]{32})`), "the joiner's token")
	scr := host.waitText("Seat 2 token")
	if !strings.Contains(strings.ReplaceAll(scr, "\n", ""), token) {
		t.Errorf("the host's screen does not show seat 2's token %s:\n%s", token, scr)
	}
	_ = join.cmd.Process.Signal(syscall.SIGKILL)
	<-join.done

	// Now the other way round: a screen joins a bot host, which stops.
	addr2 := freePort(t)
	save2 := filepath.Join(t.TempDir(), "game2.json")
	bot := startProc(t, env, bin, "host", "--open", "--bot", "--listen", addr2, "--seed", "7", "--save", save2)
	bot.waitFor(listenRe, "the bot host")
	s := startTmux(t, 120, 40, fmt.Sprintf("env %s TERM=xterm-256color %s join --open %s --name Ben", env[0], bin, addr2))
	s.waitText("you: Ben")
	_ = bot.cmd.Process.Signal(os.Interrupt)
	<-bot.done
	scr = s.waitText("rejoining by itself")
	// Worded for the joiner: the host is away, not "Waiting for Ben".
	scr = s.waitText("Waiting for the host to come back")
	if strings.Contains(scr, "Waiting for Ben") {
		t.Errorf("the joiner is told the game waits for itself:\n%s", scr)
	}
	scr = s.waitFor("the rejoin command", func(scr string) bool { return strings.Contains(scr, "--token") })
	if !strings.Contains(scr, "stccg join "+addr2+" --token") || !regexp.MustCompile(`[0-9a-f]{32}`).MatchString(scr) {
		t.Errorf("the joiner's screen does not say what to type:\n%s", scr)
	}
	bot2 := startProc(t, env, bin, "host", "--open", "--bot", "--listen", addr2, "--resume", save2)
	bot2.waitFor(regexp.MustCompile(`Ben is back`), "the joiner rejoining by itself")
	s.waitText("Back at the table")
}
