package tui

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stccg/stccg/game"
)

// checkFrame fails when the frame is not exactly h lines of at most w cells.
func checkFrame(t *testing.T, what, frame string, w, h int) {
	t.Helper()
	lines := strings.Split(frame, "\n")
	if len(lines) != h {
		t.Errorf("%s at %dx%d: %d lines, want %d", what, w, h, len(lines), h)
	}
	for i, l := range lines {
		if n := ansi.StringWidth(l); n > w {
			t.Errorf("%s at %dx%d: line %d is %d cells wide: %q", what, w, h, i+1, n, l)
		}
	}
}

// TestNoLineWiderThanTerminal renders every screen, every pane focused,
// early and late in a game, at several sizes, in colour and without.
func TestNoLineWiderThanTerminal(t *testing.T) {
	sizes := [][2]int{{30, 8}, {60, 20}, {80, 24}, {81, 25}, {100, 30}, {119, 40}, {120, 40}, {160, 48}, {220, 60}}
	for _, colour := range []bool{false, true} {
		for _, sz := range sizes {
			w, h := sz[0], sz[1]
			m := newTestModel(t, false, w, h)
			if colour {
				r := lipgloss.NewRenderer(&bytes.Buffer{})
				r.SetColorProfile(termenv.TrueColor)
				m.st = newStyles(r)
			}
			check := func(what string) {
				checkFrame(t, fmt.Sprintf("%s (colour %v)", what, colour), strings.Join(m.frame(), "\n"), w, h)
			}
			check("hand-off")
			press(m, "enter")
			check("board")
			press(m, "?")
			check("help")
			press(m, "?")
			for _, n := range []int{60, 150, 250} {
				advance(t, m, afterDecisions(n))
				press(m, "enter")
				for p := range numPanes {
					press(m, "tab", "down", "down", "right")
					check(fmt.Sprintf("after %d decisions, focus %s", n, paneNames[(int(p)+1)%int(numPanes)]))
				}
				press(m, "esc")
			}
			sc := newScenarioModel(t, "table.yaml", w, h)
			if colour {
				sc.st = m.st
			}
			press(sc, "enter")
			for range numPanes {
				press(sc, "tab", "down", "right")
				checkFrame(t, "table scenario", strings.Join(sc.frame(), "\n"), w, h)
			}
			toGameOver(t, m)
			check("game over")
			press(m, "b")
			check("board after the game")
			press(m, "q")
			check("quit question")
		}
	}
}

// TestResize re-lays the screen out on every window size message.
func TestResize(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	press(m, "enter")
	for _, sz := range [][2]int{{160, 48}, {80, 24}, {100, 30}} {
		m.Update(teaSize(sz[0], sz[1]))
		checkFrame(t, "resized board", m.View(), sz[0], sz[1])
	}
}

var colourCode = regexp.MustCompile(`\x1b\[[0-9;]*(3[0-9]|4[0-9]|9[0-7]|10[0-7])(;[0-9;]*)?m|38;5;|38;2;|48;5;|48;2;`)

// TestNoColor: with NO_COLOR set, a terminal that could show colours
// gets none; without it, it does (so the check can fail).
func TestNoColor(t *testing.T) {
	for _, noColor := range []string{"1", ""} {
		t.Setenv("NO_COLOR", noColor)
		t.Setenv("TERM", "xterm-256color")
		t.Setenv("CLICOLOR_FORCE", "")
		t.Setenv("COLORTERM", "truecolor")
		r := lipgloss.NewRenderer(&bytes.Buffer{}, termenv.WithTTY(true))
		lib := testLib(t)
		m, err := New(Config{Lib: lib, Setup: game.Setup{Decks: testDecks(t, lib), Seed: testSeed}, Renderer: r})
		if err != nil {
			t.Fatal(err)
		}
		press(m, "enter")
		advance(t, m, afterDecisions(120))
		press(m, "enter")
		out := m.View()
		has := colourCode.MatchString(out)
		if noColor != "" && has {
			t.Errorf("NO_COLOR=1 but the screen has colour codes: %q", colourCode.FindString(out))
		}
		if noColor == "" && !has {
			t.Errorf("without NO_COLOR the screen has no colour at all; the check proves nothing")
		}
	}
}
