package net

import (
	"bufio"
	"bytes"
	"io"
	stdnet "net"
	"reflect"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/tui"
)

// A welcome, the first view and a few updates, as an honest host sends
// them; the seeds below bend them.
const (
	goodWelcome = `{"ok":true,"type":"welcome","version":1,"seat":2,"token":"00112233445566778899aabbccddeeff","text":"You play Ben against Ann."}` + "\n"
	goodView    = `{"ok":true,"type":"update","view":{"me":2,"turn":1,"active":1,"first":1,"segment":"play and draw cards","counters":7,"players":[{"name":"Ann","score":0,"hand_count":7,"deck_count":30,"dilemma_count":20,"discard":[],"core":[],"brig":[],"missions":[{"id":3,"card":"1-161","name":"Earth","type":"mission","owner":1,"controller":1,"surface":[{"id":9,"concealed":true,"type":"personnel","owner":1,"controller":1}]}]},{"name":"Ben","score":0,"hand_count":1,"hand":[{"id":5,"card":"1-281","name":"Rixx","type":"personnel","owner":2,"controller":2}],"deck_count":30,"dilemma_count":20,"discard":[],"core":[],"brig":[],"missions":[]}],"waiting":2},"events":[{"seq":1,"turn":0,"kind":"setup","player":0,"text":"The game begins."}],"pending":{"id":4,"player":2,"kind":"play-draw","prompt":"Play and draw cards","options":[{"label":"Draw a card","action":"draw"},{"label":"Play Rixx","action":"play","card":5,"target":3}],"min":1,"max":1},"waiting":2,"cards":{"5":{"card":"1-281","name":"Rixx"}}}` + "\n"
)

// FuzzHostMessage plays a hostile host against the joining side: whatever
// lines it sends, the client either refuses them with an error or holds
// only checked, printable state, and everything that consumes that state
// (the bot, the result line, the terminal screen and its keys) runs
// without a panic and shows no hidden character.
//
//	go test ./net -run '^$' -fuzz FuzzHostMessage
func FuzzHostMessage(f *testing.F) {
	f.Add([]byte(goodWelcome + goodView))
	f.Add([]byte(goodWelcome + goodView + `{"ok":true,"type":"update","result":{"winner":0,"tie":false,"reason":"missions","scores":[100,0],"turns":3},"seed":7}` + "\n"))
	f.Add([]byte(strings.Replace(goodWelcome, `"seat":2`, `"seat":0`, 1) + goodView))
	f.Add([]byte(goodWelcome + strings.Replace(goodView, `"name":"Ann"`, `"name":"\u001b]0;pwned\u0007\u001b[2J\u202eAnn\u200b"`, 1) +
		`{"ok":true,"type":"update","events":[{"seq":2,"turn":1,"kind":"draw","player":1,"text":"\u001b[31mred\u2028line"}]}` + "\n"))
	f.Add([]byte(goodWelcome + strings.Replace(goodView, `"active":1`, `"active":0`, 1)))
	f.Add([]byte(goodWelcome + strings.Replace(goodView, `"min":1,"max":1`, `"min":3,"max":9`, 1)))
	f.Add([]byte(goodWelcome + goodView + `{"ok":false,"type":"error","error":"no\u001b[2J"}` + "\n" + `{"ok":true,"type":"bye","text":"bye\u0007"}` + "\n"))
	f.Add([]byte(`{"ok":true,"type":"update","events":[{"player":7}]}` + "\n"))
	f.Add([]byte(`{"ok":true,"type":"update","events":[{"seq":1,"turn":0,"kind":"setup","player":0,"text":"x"}],"view":{"me":2}}` + "\n"))
	f.Add([]byte(`{"ok":true,"type":"welcome","version":1,"seat":2,"token":"ab"}` + "\n"))
	f.Add([]byte(`{"ok":false,"type":"error","error":"no"}` + "\n" + `{"ok":true,"type":"bye"}` + "\n"))
	lib := testLib(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		mine, theirs := stdnet.Pipe()
		defer mine.Close()
		go func() { _, _ = io.Copy(io.Discard, theirs) }() // what the client sends
		cl := &Client{c: mine, lim: testLimits(), changed: make(chan struct{}, 1), done: make(chan struct{})}
		br := bufio.NewReader(bytes.NewReader(data))
		if err := cl.handshake(mine, br); err != nil {
			if cl.token != "" && cl.seat != JoinSeat {
				t.Fatalf("seated as %v", cl.seat)
			}
			return
		}
		for range 100 {
			r, err := cl.read(br)
			if err != nil {
				break
			}
			cl.apply(r)
		}
		if cl.Seat() != JoinSeat {
			t.Fatalf("seated as %v", cl.Seat())
		}
		shown := []any{cl.Welcome(), cl.View(JoinSeat), cl.EventsSince(JoinSeat, 0), cl.Result()}
		if text, _ := cl.Notice(); text != "" {
			shown = append(shown, strings.ReplaceAll(text, "\n", " "))
		}
		for _, s := range shown {
			if bad := hiddenIn(reflect.ValueOf(s)); bad != "" {
				t.Fatalf("a hidden character reaches the screen: %q", bad)
			}
		}

		// The consumers: the bot, the result line, the screen.
		v := cl.View(JoinSeat)
		if d := cl.Pending(); d != nil {
			b, _ := game.NewBotWith(game.BotBasic, lib, 1)
			_ = b.Choose(&v, d)
		}
		if r := cl.Result(); r != nil {
			_ = ResultLine(r, [2]string{v.Players[0].Name, v.Players[1].Name})
		}
		m, err := tui.New(tui.Config{Lib: lib, Session: cl, Renderer: lipgloss.NewRenderer(io.Discard)})
		if err != nil {
			t.Fatalf("the screen refuses a checked session: %v", err)
		}
		var model tea.Model = m
		for _, size := range []tea.WindowSizeMsg{{Width: 80, Height: 24}, {Width: 30, Height: 8}} {
			model, _ = model.Update(size)
			for _, k := range []string{"", "tab", "down", "enter", "tab", "right", "enter", "?", "esc", "space", "d"} {
				if k != "" {
					model, _ = model.Update(keyMsg(k))
				}
				if screen := ansi.Strip(model.View()); strings.ContainsFunc(screen, func(r rune) bool { return hiddenRune(r) && r != '\n' }) {
					t.Fatalf("a hidden character on the screen after %q:\n%q", k, screen)
				}
			}
		}
	})
}

// keyMsg is the key press tea would send for k.
func keyMsg(k string) tea.KeyMsg {
	switch k {
	case "tab":
		return tea.KeyMsg{Type: tea.KeyTab}
	case "down":
		return tea.KeyMsg{Type: tea.KeyDown}
	case "right":
		return tea.KeyMsg{Type: tea.KeyRight}
	case "enter":
		return tea.KeyMsg{Type: tea.KeyEnter}
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEsc}
	case "space":
		return tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
}

// hiddenIn returns the first string reachable from v that holds a hidden
// rune, or "".
func hiddenIn(v reflect.Value) string {
	switch v.Kind() {
	case reflect.String:
		if strings.ContainsFunc(v.String(), hiddenRune) {
			return v.String()
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return hiddenIn(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				if s := hiddenIn(v.Field(i)); s != "" {
					return s
				}
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if s := hiddenIn(v.Index(i)); s != "" {
				return s
			}
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			if s := hiddenIn(v.MapIndex(k)); s != "" {
				return s
			}
		}
	}
	return ""
}
