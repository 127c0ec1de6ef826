package main

import (
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Every signal that can be caught ends a game screen with the terminal
// restored: canonical mode back on, the board's alternate screen gone.
// (SIGKILL cannot be caught; nothing can restore after it.) Issue 24
// item 12.
func TestSignalsRestoreTheTerminal(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			// The shell stays after the game to report the terminal's mode.
			s := startTmux(t, 100, 30, "sh -c '"+bin+" play --seed 7 --names Ann,Ben; stty -a | tr \" ;\" \"\\n\\n\" | grep -x -- \"-*icanon\"; echo AFTER-THE-GAME'")
			s.waitText("press Enter")
			s.send("Enter")
			s.waitText("Hand (")
			shell := strings.TrimSpace(s.tmux("display-message", "-p", "-t", "play", "#{pane_pid}"))
			out, err := exec.Command("pgrep", "-P", shell).Output()
			if err != nil {
				t.Fatalf("no game process under the shell %s: %v", shell, err)
			}
			pid, err := strconv.Atoi(strings.Fields(string(out))[0])
			if err != nil {
				t.Fatal(err)
			}
			if err := syscall.Kill(pid, sig); err != nil {
				t.Fatal(err)
			}
			scr := s.waitFor("the shell after the game", func(scr string) bool { return strings.Contains(scr, "AFTER-THE-GAME") })
			time.Sleep(50 * time.Millisecond)
			scr = s.capture()
			if strings.Contains(scr, "-icanon") || !strings.Contains(scr, "icanon") {
				t.Errorf("after %v the terminal is not back in canonical mode:\n%s", sig, scr)
			}
			if strings.Contains(scr, "Hand (") {
				t.Errorf("after %v the board is still on screen (alternate screen not left):\n%s", sig, scr)
			}
		})
	}
}
