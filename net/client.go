package net

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	stdnet "net"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/stccg/stccg/game"
)

// MaxHostLine bounds a line from the host: a view of a crowded table is
// larger than a request ever is.
const MaxHostLine = 4 << 20

// ClientConfig is how to join a hosted game.
type ClientConfig struct {
	Addr  string    // HOST:PORT
	Name  string    // the player's name (new seats)
	Deck  *DeckSpec // the player's deck (new seats)
	Token string    // rejoin the seat this token was issued for
	// Code is the host's join code (NormalizeCode): it keys the encrypted
	// channel. Empty joins an open table in the clear.
	Code string
	// Version is sent in hello; 0 means this stccg's Version (tests
	// set others).
	Version int
	Limits  Limits
	// Reconnect is how long the client keeps trying to take its seat back
	// when the connection drops mid-game (the host restarted with
	// --resume, the network failed); 0 means DefaultReconnect, below 0
	// never.
	Reconnect time.Duration
	// Tap, when set, sees every line received from the host (tests).
	Tap func(line []byte)
}

// DefaultReconnect is how long a client tries to rejoin by itself.
const DefaultReconnect = 10 * time.Minute

// RefusedError is the host's refusal of a hello: wrong version, full
// table, bad deck or token.
type RefusedError struct{ Msg string }

func (e *RefusedError) Error() string { return "the host refused: " + e.Msg }

// Client is the joining side's seat. It holds only what the host sends
// this seat: its own view, its own decisions, the events as it may read
// them. It satisfies tui.Session.
type Client struct {
	// autoPass: this seat asked the host to pass its response windows.
	autoPass bool

	cfg   ClientConfig
	lim   Limits
	seat  game.Player
	token string
	text  string

	wmu sync.Mutex  // one writer at a time; guards c
	c   stdnet.Conn // the live connection (replaced when rejoining)

	mu       sync.Mutex
	view     game.View
	events   []game.Event
	result   *game.Result
	seed     *uint64
	inflight int // the decision we answered, until the host moves on
	notice   string
	noticeEr bool
	err      error // why the connection ended
	bye      string
	down     error // while rejoining by itself: why the link went
	leaving  bool  // Close was called: do not rejoin
	fair     *clientFair
	proof    *FairProof

	changed  chan struct{}
	done     chan struct{}
	doneOnce sync.Once
}

// Join connects to a host, says hello and waits for the welcome. A
// refusal is a *RefusedError naming the host's reason. A host too busy to
// listen (a flood of other connections) is asked again a few times.
func Join(ctx context.Context, cfg ClientConfig) (*Client, error) {
	for try := 0; ; try++ {
		cl, err := joinOnce(ctx, cfg)
		var ref *RefusedError
		if err == nil || !errors.As(err, &ref) || !strings.HasPrefix(ref.Msg, busyMsg) || try == 5 {
			return cl, err
		}
		select {
		case <-time.After(time.Duration(100<<try) * time.Millisecond):
		case <-ctx.Done():
			return nil, err
		}
	}
}

func joinOnce(ctx context.Context, cfg ClientConfig) (*Client, error) {
	lim := cfg.Limits.withDefaults()
	c, err := dialSeat(ctx, cfg, lim)
	if err != nil {
		return nil, err
	}
	cl := &Client{cfg: cfg, lim: lim, c: c, changed: make(chan struct{}, 1), done: make(chan struct{})}
	br, err := cl.hello(c, cfg.Name, cfg.Deck, cfg.Token)
	if err != nil {
		_ = c.Close()
		return nil, err
	}
	go cl.readLoop(c, br)
	go cl.pingLoop()
	return cl, nil
}

// hello says hello on c and reads up to the first whole view.
func (cl *Client) hello(c stdnet.Conn, name string, deck *DeckSpec, token string) (*bufio.Reader, error) {
	v := cl.cfg.Version
	if v == 0 {
		v = Version
	}
	// A new seat asks for fair shuffles; a rejoin joins the game as dealt.
	hello := Request{Cmd: "hello", Version: v, Name: name, Deck: deck, Token: token, Fair: deck != nil}
	if err := writeLine(c, hello, cl.lim.Write); err != nil {
		return nil, fmt.Errorf("cannot talk to %s: %w", cl.cfg.Addr, err)
	}
	br := bufio.NewReaderSize(c, 64<<10)
	_ = c.SetReadDeadline(time.Now().Add(cl.lim.Hello))
	if err := cl.handshake(c, br); err != nil {
		return nil, err
	}
	return br, nil
}

// handshake reads the welcome, then messages until the first whole view,
// so a front end never draws an empty table.
func (cl *Client) handshake(c stdnet.Conn, br *bufio.Reader) error {
	for {
		r, err := cl.read(br)
		if err != nil {
			if errors.Is(err, io.EOF) {
				return fmt.Errorf("%s closed the connection during the handshake: is it an stccg host?", cl.cfg.Addr)
			}
			return fmt.Errorf("no welcome from %s: %w", cl.cfg.Addr, err)
		}
		if !r.OK && cl.fair != nil && cl.token == "" {
			// Never asked again with a new value: a host could otherwise
			// refuse the seeds it does not like.
			return &RefusedError{Msg: "refused after this stccg sent its random value (it does not try again, so no host can pick among seeds): " + r.Error}
		}
		if !r.OK {
			return &RefusedError{Msg: r.Error}
		}
		switch {
		case r.Type == "commit" && cl.token == "":
			if err := cl.contribute(c, r.Commit); err != nil {
				return err
			}
			continue
		case r.Type == TypeWelcome && cl.token == "":
			// checkHostMessage made sure of the seat and token.
			cl.seat, cl.token, cl.text = *r.Seat, r.Token, r.Text
			cl.view.Me = cl.seat
			continue
		case r.Type == TypeWelcome && r.Token != cl.token:
			return errors.New("the host welcomed us to another seat")
		case cl.token == "":
			continue // a ping before the welcome
		}
		cl.apply(r)
		if r.Type == TypeUpdate && r.View != nil {
			return nil
		}
	}
}

// dialError says plainly why a connection failed.
func dialError(addr string, err error) error {
	var op *stdnet.OpError
	switch {
	case errors.As(err, &op) && strings.Contains(err.Error(), "refused"):
		return fmt.Errorf("cannot connect to %s: connection refused (is `stccg host` running there?)", addr)
	case errors.As(err, &op) && op.Timeout():
		return fmt.Errorf("cannot connect to %s: no answer (timed out)", addr)
	}
	return fmt.Errorf("cannot connect to %s: %v", addr, err)
}

// read reads one line from the host and decodes it strictly.
func (cl *Client) read(br *bufio.Reader) (Response, error) {
	line, err := readLimited(br, MaxHostLine)
	if err != nil {
		return Response{}, err
	}
	if cl.cfg.Tap != nil {
		cl.cfg.Tap(line)
	}
	var m hostMessage
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return Response{}, fmt.Errorf("%w: %v", errBadMessage, err)
	}
	r := m.Response
	r.Events = nil
	for _, e := range m.Events {
		p := game.Player(e.Player - 1) // 0 on the wire: no player
		if e.Player < 0 || e.Player > 2 {
			return Response{}, fmt.Errorf("%w: event player %d", errBadMessage, e.Player)
		}
		r.Events = append(r.Events, game.Event{Seq: e.Seq, Turn: e.Turn, Kind: e.Kind, Player: p, Cards: e.Cards, Text: e.Text})
	}
	if err := checkHostMessage(&r); err != nil {
		return Response{}, fmt.Errorf("%w: %v", errBadMessage, err)
	}
	cleanHostText(&r)
	return r, nil
}

// errBadMessage marks a message no honest host sends: the connection ends,
// and the client does not try again.
var errBadMessage = errors.New("the host sent a bad message")

// hostMessage reads a Response whose events may name no player: an
// event's "player" is 0 then, which game.Player does not read.
type hostMessage struct {
	Response
	Events []wireEvent `json:"events,omitempty"`
}

type wireEvent struct {
	Seq    int    `json:"seq"`
	Turn   int    `json:"turn"`
	Kind   string `json:"kind"`
	Player int    `json:"player"`
	Cards  []int  `json:"cards,omitempty"`
	Text   string `json:"text"`
}

// readLimited reads a line of at most max bytes (the newline included).
func readLimited(br *bufio.Reader, max int) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > max {
			return nil, fmt.Errorf("a line longer than %d bytes", max)
		}
		if err == nil {
			return buf, nil
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return nil, err
		}
	}
}

func (cl *Client) write(r Request) error {
	cl.wmu.Lock()
	defer cl.wmu.Unlock()
	return writeLine(cl.c, r, cl.lim.Write)
}

func writeLine(c stdnet.Conn, r Request, timeout time.Duration) error {
	line, err := json.Marshal(r)
	if err != nil {
		return err
	}
	_ = c.SetWriteDeadline(time.Now().Add(timeout))
	_, err = c.Write(append(line, '\n'))
	return err
}

// conn is the live connection.
func (cl *Client) conn() stdnet.Conn {
	cl.wmu.Lock()
	defer cl.wmu.Unlock()
	return cl.c
}

// signal tells the front end; cl.mu is held.
func (cl *Client) signal() {
	if cl.err != nil {
		return // changed is closed
	}
	select {
	case cl.changed <- struct{}{}:
	default:
	}
}

// end records why the connection ended, closes it and tells the front end.
func (cl *Client) end(err error) {
	cl.doneOnce.Do(func() {
		cl.mu.Lock()
		cl.err = err
		if cl.result == nil {
			cl.notice, cl.noticeEr = err.Error(), true
		}
		cl.inflight = 0
		cl.down = nil
		close(cl.changed)
		cl.mu.Unlock()
		_ = cl.conn().Close()
		close(cl.done)
	})
}

// readLoop takes the host's messages on c until it goes; then, mid-game,
// the client tries to take its seat back by itself (rejoin).
func (cl *Client) readLoop(c stdnet.Conn, br *bufio.Reader) {
	for {
		_ = c.SetReadDeadline(time.Now().Add(cl.lim.Idle))
		r, err := cl.read(br)
		if err != nil {
			var ne stdnet.Error
			switch {
			case errors.As(err, &ne) && ne.Timeout():
				err = fmt.Errorf("lost the host: nothing heard for %v", cl.lim.Idle)
			case errors.Is(err, io.EOF), errors.Is(err, stdnet.ErrClosed):
				err = errors.New("the host closed the connection")
			}
			cl.mu.Lock()
			if cl.bye != "" {
				err = errors.New(cl.bye)
			}
			rejoin := cl.result == nil && !cl.leaving && cl.cfg.Reconnect >= 0 && !errors.Is(err, errBadMessage)
			cl.mu.Unlock()
			_ = c.Close()
			if rejoin {
				cl.rejoin(err)
				return
			}
			cl.end(err)
			return
		}
		cl.apply(r)
	}
}

// apply takes one message from the host.
func (cl *Client) apply(r Response) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	switch r.Type {
	case TypeUpdate:
		for _, e := range r.Events {
			if e.Seq == len(cl.events)+1 {
				cl.events = append(cl.events, e)
			}
		}
		if r.View != nil {
			cl.view = *r.View
			cl.view.Me = cl.seat
			if p := cl.view.Pending; cl.inflight != 0 && (p == nil || p.ID != cl.inflight) {
				cl.inflight = 0
			}
		}
		if r.Result != nil {
			cl.result = r.Result
		}
		if r.Seed != nil {
			cl.seed = r.Seed
		}
		if r.Proof != nil {
			cl.proof = r.Proof
		}
	case TypeError:
		cl.notice, cl.noticeEr = "not allowed: "+r.Error, true
		cl.inflight = 0 // the host refused our answer: it may be sent again
	case TypeBye:
		cl.bye = r.Text
		if r.Error != "" {
			cl.bye = r.Error
		}
		if cl.bye == "" {
			cl.bye = "the host said goodbye"
		}
	default:
		return // ping, pong, answers to requests we do not make
	}
	cl.signal()
}

func (cl *Client) pingLoop() {
	t := time.NewTicker(cl.lim.Ping)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			if cl.isDown() {
				continue
			}
			if err := cl.write(Request{Cmd: "ping"}); err != nil {
				_ = cl.conn().Close() // the reader notices, and rejoins
			}
		case <-cl.done:
			return
		}
	}
}

func (cl *Client) isDown() bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.down != nil
}

// Close leaves the table; the seat stays and the token rejoins it.
func (cl *Client) Close() {
	select {
	case <-cl.done:
		return
	default:
	}
	cl.mu.Lock()
	cl.leaving = true
	cl.mu.Unlock()
	_ = cl.write(Request{Cmd: "quit"})
	select {
	case <-cl.done:
	case <-time.After(time.Second):
	}
	cl.end(errors.New("you left the table"))
}

// Token rejoins this seat: stccg join HOST:PORT --token T.
func (cl *Client) Token() string { return cl.token }

// Welcome is the host's greeting.
func (cl *Client) Welcome() string { return cl.text }

// Done is closed when the connection has ended.
func (cl *Client) Done() <-chan struct{} { return cl.done }

// Err is why the connection ended, or nil while it is up.
func (cl *Client) Err() error {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.err
}

// Seat is the seat this client plays.
func (cl *Client) Seat() game.Player { return cl.seat }

// View is this seat's latest view (whatever p says). While an answer is on
// its way, or the connection is down, the decision is not offered.
func (cl *Client) View(game.Player) game.View {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	v := cl.view
	if cl.inflight != 0 || cl.down != nil {
		v.Pending = nil
	}
	return v
}

// Pending is this seat's decision, or nil.
func (cl *Client) Pending() *game.Decision {
	v := cl.View(cl.seat)
	return v.Pending
}

// ErrNotConnected: an answer could not reach the host (the connection is
// down, or being rejoined); it is not a refusal, and the seat answers
// again once the session changes.
var ErrNotConnected = errors.New("not connected")

// Choose sends an answer. The host's refusal comes back as a Notice.
// SetAutoPass asks the host to pass this seat's response windows without
// asking (or to ask again). The host answers with an update.
func (cl *Client) SetAutoPass(_ game.Player, on bool) error {
	cl.mu.Lock()
	cl.autoPass = on
	cl.mu.Unlock()
	if err := cl.write(Request{Cmd: "auto-pass", On: &on}); err != nil {
		return fmt.Errorf("not sent: %v", err)
	}
	return nil
}

// AutoPass is the setting last asked of the host.
func (cl *Client) AutoPass(game.Player) bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.autoPass
}

func (cl *Client) Choose(_ game.Player, c game.Choice) error {
	cl.mu.Lock()
	if cl.err != nil {
		err := cl.err
		cl.mu.Unlock()
		return fmt.Errorf("%w: %v", ErrNotConnected, err)
	}
	if cl.down != nil {
		cl.mu.Unlock()
		return fmt.Errorf("%w (%v): rejoining", ErrNotConnected, cl.down)
	}
	if c.Decision == 0 && cl.view.Pending != nil {
		c.Decision = cl.view.Pending.ID
	}
	cl.inflight = c.Decision
	cl.mu.Unlock()
	picks := slices.Clone(c.Picks)
	if picks == nil {
		picks = []int{}
	}
	if err := cl.write(Request{Cmd: "choose", Decision: c.Decision, Picks: picks}); err != nil {
		_ = cl.conn().Close() // the reader notices, and rejoins
		cl.mu.Lock()
		cl.inflight = 0
		cl.mu.Unlock()
		return fmt.Errorf("%w: not sent: %v", ErrNotConnected, err)
	}
	return nil
}

// EventsSince is the log after seq as this seat reads it.
func (cl *Client) EventsSince(_ game.Player, seq int) []game.Event {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if seq < 0 {
		seq = 0
	}
	if seq >= len(cl.events) {
		return nil
	}
	return slices.Clone(cl.events[seq:])
}

// Result is how the game ended, or nil.
func (cl *Client) Result() *game.Result {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.result
}

// Seed is known only once the game is over.
func (cl *Client) Seed() (uint64, bool) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if cl.seed == nil {
		return 0, false
	}
	return *cl.seed, true
}

// Changed signals every message that changed something; it is closed
// when the connection ends.
func (cl *Client) Changed() <-chan struct{} { return cl.changed }

// Notice is the latest refusal or connection news, once.
func (cl *Client) Notice() (string, bool) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	t, e := cl.notice, cl.noticeEr
	cl.notice, cl.noticeEr = "", false
	return t, e
}
