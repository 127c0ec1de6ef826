// Package net carries games over text streams: the JSON-lines protocol of
// `stccg engine` (this file) and, on top of the same messages, TCP play.
// Every message is one JSON object on one line (docs/protocol.md).
package net

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/stccg/stccg/game"
)

// MaxLine is the longest line a reader accepts; longer lines are refused
// and skipped, never buffered whole.
const MaxLine = 64 * 1024

// Request is one command. Unknown fields are refused.
type Request struct {
	Cmd      string       `json:"cmd"`
	Player   *game.Player `json:"player,omitempty"`
	Picks    []int        `json:"picks,omitempty"`
	Decision int          `json:"decision,omitempty"`
	Since    int          `json:"since,omitempty"`
	ID       string       `json:"id,omitempty"`
	Query    string       `json:"query,omitempty"`
	Bot      string       `json:"bot,omitempty"`
	On       *bool        `json:"on,omitempty"` // auto-pass: the setting
	// TCP play only (tcp.go): the handshake.
	Version int       `json:"version,omitempty"`
	Name    string    `json:"name,omitempty"`
	Deck    *DeckSpec `json:"deck,omitempty"`
	Token   string    `json:"token,omitempty"`
	// Fair shuffles (fair.go): hello asks for them; contribute carries
	// the joiner's random value.
	Fair   bool   `json:"fair,omitempty"`
	Random string `json:"random,omitempty"`
}

// Response answers one request. OK is false exactly when Error is set.
type Response struct {
	OK      bool            `json:"ok"`
	Error   string          `json:"error,omitempty"`
	Pending *game.Decision  `json:"pending,omitempty"`
	Waiting *game.Player    `json:"waiting,omitempty"`
	Cards   map[int]CardRef `json:"cards,omitempty"`
	Events  []game.Event    `json:"events,omitempty"`
	View    *game.View      `json:"view,omitempty"`
	Result  *game.Result    `json:"result,omitempty"`
	Card    []string        `json:"card,omitempty"`
	Extra   map[string]any  `json:"extra,omitempty"`
	// TCP play only (tcp.go): what the message is, and the handshake.
	Type    string       `json:"type,omitempty"`
	Version int          `json:"version,omitempty"`
	Seat    *game.Player `json:"seat,omitempty"`
	Token   string       `json:"token,omitempty"`
	Seed    *uint64      `json:"seed,omitempty"`
	Text    string       `json:"text,omitempty"`
	// Fair shuffles (fair.go): the host's commitment before the game, and
	// what proves the shuffles once it is over.
	Commit string     `json:"commit,omitempty"`
	Proof  *FairProof `json:"proof,omitempty"`
}

// CardRef names a card instance an option refers to.
type CardRef struct {
	Card string `json:"card"`
	Name string `json:"name"`
}

// DecodeRequest parses one line strictly: one JSON object, known fields
// only, each at most once, nothing after it.
func DecodeRequest(line []byte) (Request, error) {
	var r Request
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return Request{}, fmt.Errorf("bad request: %v", err)
	}
	if dec.More() {
		return Request{}, errors.New("bad request: more than one JSON value on the line")
	}
	if _, err := dec.Token(); err != io.EOF {
		return Request{}, errors.New("bad request: trailing data after the JSON object")
	}
	// encoding/json lets the last of two equal keys win, so
	// {"cmd":"pending","cmd":"quit"} would quit: refuse it.
	if k := duplicateKey(line); k != "" {
		return Request{}, fmt.Errorf("bad request: the key %q appears twice in one object", k)
	}
	if r.Cmd == "" {
		return Request{}, errors.New(`bad request: missing "cmd"`)
	}
	return r, nil
}

// Engine answers requests about one local game, with full authority: any
// seat may be named. (TCP play restricts each connection to its seat.)
type Engine struct {
	Game *game.Game
}

// Handle answers one request. It never panics on bad input; illegal
// choices leave the game untouched.
func (e *Engine) Handle(r Request) Response {
	if err := CheckEngineRequest(&r); err != nil {
		return fail(err.Error())
	}
	g := e.Game
	switch r.Cmd {
	case "pending":
		return pendingResponse(g)
	case "choose":
		if r.Player == nil {
			return fail(`choose needs "player" (1 or 2)`)
		}
		evs, err := g.Choose(*r.Player, game.Choice{Decision: r.Decision, Picks: r.Picks})
		if err != nil {
			return fail(err.Error())
		}
		resp := pendingResponse(g)
		for _, ev := range evs {
			resp.Events = append(resp.Events, ev.For(*r.Player))
		}
		return resp
	case "bot":
		d := g.Pending()
		if d == nil {
			return fail("the game is over")
		}
		kind := r.Bot
		if kind == "" {
			kind = game.BotBasic
		}
		b, err := game.NewBotWith(kind, g.Library(), g.Seed()+uint64(d.ID))
		if err != nil {
			return fail(err.Error())
		}
		evs, err := g.AnswerWith(b) // the deciding seat's view, as the bot reads it
		if err != nil {
			return fail(err.Error())
		}
		resp := pendingResponse(g)
		for _, ev := range evs {
			resp.Events = append(resp.Events, ev.For(d.Player))
		}
		return resp
	case "view":
		if r.Player == nil {
			return fail(`view needs "player" (1 or 2)`)
		}
		v := g.View(*r.Player)
		return Response{OK: true, View: &v}
	case "log":
		who := game.Player(-1) // a spectator: public text only
		if r.Player != nil {
			who = *r.Player
		}
		return Response{OK: true, Events: g.EventsSince(who, r.Since)}
	case "result":
		return Response{OK: true, Result: g.Result()}
	case "auto-pass":
		if r.Player == nil || r.On == nil {
			return fail(`auto-pass needs "player" (1 or 2) and "on" (true or false)`)
		}
		g.SetAutoPass(*r.Player, *r.On)
		return pendingResponse(g)
	case "card":
		desc, err := describeCard(g.Library(), r)
		if err != nil {
			return fail(err.Error())
		}
		return Response{OK: true, Card: desc}
	}
	return fail(fmt.Sprintf("unknown cmd %q (want %s)", r.Cmd, engineCmds))
}

func fail(msg string) Response { return Response{OK: false, Error: msg} }

func pendingResponse(g *game.Game) Response {
	resp := Response{OK: true, Result: g.Result()}
	d := g.Pending()
	if d == nil {
		return resp
	}
	resp.Pending = d
	w := d.Player
	resp.Waiting = &w
	resp.Cards = map[int]CardRef{}
	v := g.View(d.Player)
	known := visibleCards(&v)
	for _, o := range d.Options {
		for _, id := range []int{o.Card, o.Target} {
			if ref, ok := known[id]; ok && id != 0 {
				resp.Cards[id] = ref
			}
		}
	}
	return resp
}

// visibleCards indexes every card the viewer can identify in a view.
func visibleCards(v *game.View) map[int]CardRef {
	out := map[int]CardRef{}
	add := func(cs []game.CardView) {
		for _, c := range cs {
			if !c.Concealed {
				out[c.ID] = CardRef{Card: c.CardID, Name: c.Name}
			}
		}
	}
	for _, pv := range v.Players {
		add(pv.Hand)
		add(pv.Discard)
		add(pv.Core)
		add(pv.Brig)
		add(pv.Removed)
		for _, m := range pv.Missions {
			add([]game.CardView{m.CardView})
			add(m.Surface)
			add(m.Overcome)
			add(m.On)
			for _, s := range m.Ships {
				add([]game.CardView{s.CardView})
				add(s.Aboard)
				add(s.Damage)
			}
		}
	}
	if a := v.Attempt; a != nil {
		add(a.Drawn)
		add(a.Stack)
		add(a.Personnel)
	}
	return out
}

// LineReader reads newline-terminated lines of at most MaxLine bytes. A
// longer line is consumed and reported as ErrLineTooLong, so one bad line
// never takes the reader down.
type LineReader struct{ r *bufio.Reader }

// ErrLineTooLong reports a line over MaxLine bytes.
var ErrLineTooLong = fmt.Errorf("line longer than %d bytes", MaxLine)

// NewLineReader wraps r.
func NewLineReader(r io.Reader) *LineReader { return &LineReader{bufio.NewReaderSize(r, 4096)} }

// ReadLine returns the next line without its newline ("\n" or "\r\n").
// A last line without a newline counts at the end of the input; a partial
// line cut short by any other error (a deadline, a broken connection) is
// dropped and the error returned: half a request is no request.
func (lr *LineReader) ReadLine() ([]byte, error) {
	var buf []byte
	tooLong := false
	for {
		chunk, err := lr.r.ReadSlice('\n')
		if !tooLong {
			buf = append(buf, chunk...)
			if len(buf) > MaxLine+2 { // room for "\r\n"
				tooLong, buf = true, nil
			}
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == nil, err == io.EOF && (len(buf) > 0 || tooLong):
		default:
			return nil, err
		}
		break
	}
	buf = bytes.TrimSuffix(bytes.TrimSuffix(buf, []byte("\n")), []byte("\r"))
	if tooLong || len(buf) > MaxLine {
		return nil, ErrLineTooLong
	}
	return buf, nil
}

// Serve runs the engine protocol: one request per input line, one
// response per output line, until EOF or {"cmd":"quit"}.
func Serve(e *Engine, in io.Reader, out io.Writer) error {
	lr := NewLineReader(in)
	enc := json.NewEncoder(out)
	for {
		line, err := lr.ReadLine()
		if err == io.EOF {
			return nil
		}
		var resp Response
		switch {
		case errors.Is(err, ErrLineTooLong):
			resp = fail(err.Error())
		case err != nil:
			return err
		case len(strings.TrimSpace(string(line))) == 0:
			continue
		default:
			req, derr := DecodeRequest(line)
			if derr == nil {
				derr = CheckEngineRequest(&req)
			}
			switch {
			case derr != nil:
				resp = fail(derr.Error())
			case req.Cmd == "quit":
				return enc.Encode(Response{OK: true})
			default:
				resp = e.Handle(req)
			}
		}
		if err := enc.Encode(resp); err != nil {
			return err
		}
	}
}
