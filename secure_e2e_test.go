package main

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"
)

var codeRe = regexp.MustCompile(`Join code: ([a-z]+(?:-[a-z]+)+)`)

// Two processes with the join code the host shows: a wrong code is
// refused with a clear error on both sides and leaves the seat free, the
// right one plays a whole game, and the joiner checks the shuffles after
// it. Without a code or --open, a joiner with no terminal says what it
// needs. (docs/protocol.md, "Join codes and the encrypted channel",
// "Fair shuffles")
func TestNetJoinCodeGame(t *testing.T) {
	bin := buildBinary(t)
	env := stateEnv(t)
	host := startProc(t, env, bin, "host", "--bot", "--listen", "127.0.0.1:0", "--name", "Ann")
	addr := host.waitFor(listenRe, "the listening address")
	code := host.waitFor(codeRe, "the join code")
	// The instruction is printed after the code line, so wait for it rather
	// than read the output at once (the two lines can arrive apart).
	joinLine := regexp.MustCompile(`(` + regexp.QuoteMeta("stccg join HOST:"+addr[strings.LastIndex(addr, ":")+1:]+" --code "+code) + `)`)
	host.waitFor(joinLine, "the host showing how to join with the code")

	out, err := runBounded(t, bin, 10*time.Second, "join", "--bot", addr, "--name", "Eve")
	if err == nil || !strings.Contains(out, "--code WORDS") {
		t.Errorf("join without a code or --open: exit %v, %q", err, out)
	}
	out, err = runBounded(t, bin, 10*time.Second, "join", "--bot", addr, "--name", "Eve", "--code", "not-the-right-words")
	if err == nil || !strings.Contains(out, "wrong join code") {
		t.Errorf("a wrong code: exit %v, %q", err, out)
	}
	noCrash(t, "wrong code", out)
	host.waitFor(regexp.MustCompile(`(refused \S+: wrong join code)`), "the host telling its operator of the wrong code")

	// Typed as a person might: capitals and spaces.
	join := startProc(t, env, bin, "join", "--bot", addr, "--name", "Ben", "--code", strings.ToUpper(strings.ReplaceAll(code, "-", " ")))
	jout, jerr := join.wait("join")
	hout, herr := host.wait("host")
	if jerr != nil || herr != nil {
		t.Fatalf("join: %v\n%s\nhost: %v\n%s", jerr, lastLines(jout, 10), herr, lastLines(hout, 10))
	}
	if strings.Contains(jout, "chose the game's seed alone") {
		t.Errorf("a fair game warned of a seed the host chose alone:\n%s", lastLines(jout, 5))
	}
	if !strings.Contains(jout, "Shuffles checked: the host's value matches the commitment") {
		t.Errorf("the joiner did not check the shuffles:\n%s", lastLines(jout, 5))
	}
	if r1, r2 := resultRe.FindString(jout), resultRe.FindString(hout); r1 == "" || r1 != r2 {
		t.Errorf("results differ: %q / %q", r1, r2)
	}
	if !strings.Contains(jout, "--token ") || !strings.Contains(jout, " --code "+code) {
		t.Errorf("the joiner's rejoin command lacks the code:\n%s", lastLines(jout, 5))
	}
	noCrash(t, "join", jout)
	noCrash(t, "host", hout)
}

// The real TUI joiner with no --code asks for it on the terminal; the
// words typed there take the seat over the encrypted channel.
func TestTmuxJoinAsksForTheCode(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)
	env := stateEnv(t)
	host := startProc(t, env, bin, "host", "--bot", "--listen", "127.0.0.1:0", "--name", "Ann")
	addr := host.waitFor(listenRe, "the listening address")
	code := host.waitFor(codeRe, "the join code")
	s := startTmux(t, 100, 30, fmt.Sprintf("env %s TERM=xterm-256color %s join %s --name Ben", env[0], bin, addr))
	s.waitText("Join code (the words the host shows):")
	s.tmux("send-keys", "-t", "play", "-l", strings.ReplaceAll(code, "-", " "))
	s.send("Enter")
	s.waitText("you: Ben · vs Ann")
	host.waitFor(regexp.MustCompile(`(Ben joined from)`), "the host seating Ben")
}
