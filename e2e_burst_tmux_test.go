package main

import (
	"strings"
	"testing"
	"time"
)

// sendBurst types text as one write to the terminal (tmux send-keys -l),
// the way fast typing or a key repeat reaches the program: several key
// presses in one read.
func (s *tmuxSession) sendBurst(text string) { s.tmux("send-keys", "-t", "play", "-l", text) }

// TestTmuxKeyBurst: key presses that reach the program in one write all
// count: two draws on the play prompt, two cards ticked in the beam list,
// three dilemmas picked in the typed order (issue 11, point 11).
func TestTmuxKeyBurst(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)

	t.Run("play prompt", func(t *testing.T) {
		s := startTmux(t, 120, 40, "env TERM=xterm-256color "+bin+" play --seed 7 --names Ann,Ben")
		s.waitText("press Enter")
		s.send("Enter")
		s.waitText("counters 7")
		s.sendBurst("11")
		s.waitText("counters 5")
	})

	t.Run("beam list and dilemma picks", func(t *testing.T) {
		s := startTmux(t, 160, 48, "env TERM=xterm-256color "+bin+" play --scenario tui/testdata/table.yaml")
		s.waitText("press Enter")
		s.send("Enter")
		s.waitText("Execute orders")
		// Beam at Earth, from the U.S.S. Galaxy down to the surface: both
		// of its crew ticked by one burst.
		s.sendBurst("1")
		scr := s.waitText("Beam from where to where?")
		route := optionNumber(t, scr, "From U.S.S. Galaxy to Earth")
		s.sendBurst(route)
		s.waitText("Beam which cards")
		s.sendBurst("12")
		scr = s.waitText("2 of 1–2 chosen")
		if strings.Count(scr, "[x]") != 2 {
			t.Fatalf("the burst \"12\" did not tick both cards:\n%s", scr)
		}
		s.send("Enter")
		s.waitText("beams 2 card(s)")

		// Attempt Medical Relief; Ben picks three dilemmas in one burst.
		scr = s.waitText("Attempt Medical Relief")
		s.sendBurst(optionNumber(t, scr, "Attempt Medical Relief"))
		s.waitText("Confirm:")
		s.send("y")
		s.waitText("press Enter")
		s.send("Enter")
		s.waitText("Choose dilemmas")
		s.sendBurst("312")
		scr = s.waitText("3 of 0–3 chosen")
		for _, want := range []string{"[2] 1. ", "[3] 2. ", "[1] 3. "} {
			if !strings.Contains(scr, want) {
				t.Errorf("no %q after the burst \"312\":\n%s", want, scr)
			}
		}
		// Typed 0.2 s apart, each key counts too: 3 and 1 are unpicked.
		s.sendBurst("3")
		time.Sleep(200 * time.Millisecond)
		s.sendBurst("1")
		scr = s.waitText("1 of 0–3 chosen")
		if !strings.Contains(scr, "[1] 2. ") {
			t.Errorf("after 3 and 1, 0.2 s apart, only Microbrain should be picked:\n%s", scr)
		}
	})
}

// TestTmuxTwoDigitBurst: "12" typed in one write on a list of fourteen
// options plays option 12, and nothing else (issue 24, point 1: the
// first digit once chose option 1 and the second answered the next
// decision).
func TestTmuxTwoDigitBurst(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)
	s := startTmux(t, 120, 40, "env TERM=xterm-256color "+bin+" play --scenario tui/testdata/bighand.yaml")
	s.waitText("press Enter")
	s.send("Enter")
	scr := s.waitText("14. Play")
	want := ""
	for _, l := range strings.Split(scr, "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(strings.TrimPrefix(l, ">")), "12. Play "); ok {
			want, _, _ = strings.Cut(rest, " (")
		}
	}
	if want == "" {
		t.Fatalf("no option 12:\n%s", scr)
	}
	s.sendBurst("12")
	scr = s.waitText("plays " + want)
	time.Sleep(300 * time.Millisecond)
	scr = s.capture()
	if n := strings.Count(scr, "· Ann plays ") + strings.Count(scr, "· Ann draws "); n != 1 {
		t.Fatalf("the burst \"12\" did %d things, want one play of %s:\n%s", n, want, scr)
	}
}

// optionNumber is the number shown before the first option containing
// label.
func optionNumber(t *testing.T, scr, label string) string {
	t.Helper()
	for _, l := range strings.Split(scr, "\n") {
		if i := strings.Index(l, label); i > 0 {
			f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(l[:i]), ">"))
			if len(f) > 0 {
				return strings.TrimSuffix(f[len(f)-1], ".")
			}
		}
	}
	t.Fatalf("no option %q on the screen:\n%s", label, scr)
	return ""
}
