package net

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	stdnet "net"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/stccg/stccg/game"
)

// Seats in TCP play: the host plays Player 1, the joining side Player 2.
const (
	HostSeat game.Player = 0
	JoinSeat game.Player = 1
)

// eventsPerUpdate bounds the events in one update line (a rejoin resends
// the whole log in several).
const eventsPerUpdate = 200

// HostConfig is what a host starts from.
type HostConfig struct {
	Lib  *game.Library
	Name string        // the host player's name
	Deck game.DeckList // the host player's deck, already checked
	Seed uint64
	// Resume continues a saved game instead (Name, Deck and Seed unused);
	// its player rejoins with the saved token.
	Resume *Save
	// SavePath is where the game is autosaved after every decision (a
	// log: savelog.go); empty means no saving. A new game's file must
	// hold nothing yet, or be reserved (ReserveSave); a resumed game's may
	// be the file it was read from, which the host then continues.
	SavePath string
	// Code is the join code (NormalizeCode) that admits seat 2 and keys
	// the encrypted channel (secure.go); empty means an open table
	// speaking plain JSON lines (--open).
	Code string
	// Fair draws the seed from both sides (fair.go) when the joiner asks
	// for it, as stccg join does: Seed is then not used.
	Fair bool
	// ResumeFair is the host's value of a resumed game whose seed came
	// from both sides (ReadFairValue(FairFile(save))), so it can still
	// reveal it at the end.
	ResumeFair []byte
	Limits     Limits
	// Log receives what the host's operator should know (joins, leaves,
	// refusals); it may be nil. It is called with the host's lock held:
	// it must not call back into the Host.
	Log func(string)
	// Trace, when set, sees every line sent to a seat just before it is
	// written, with the number of decisions made when it was built (tests
	// use it to check what each seat was shown).
	Trace func(seat game.Player, decisions int, line []byte)
}

// Host runs the one engine of a TCP game: it plays seat 1 through
// LocalSeat and serves seat 2 to one connection at a time. The game and
// the host outlive any connection.
type Host struct {
	cfg HostConfig
	lim Limits

	mu       sync.Mutex
	g        *game.Game // nil until both seats are there
	save     Save       // seed, names, decks, token, and every record so far
	saved    int        // choices of the game in save.Log
	unsaved  []SaveRecord
	checkDue int       // records since the last checkpoint
	log      *saveLog  // the save file, open, once the game is on
	conn     *seatConn // seat 2's live connection, or nil
	closed   bool
	ln       stdnet.Listener
	saveErr  error

	started  chan struct{} // closed when seat 2 first takes its seat
	over     chan struct{} // closed when the game ends
	overOnce sync.Once
	told     chan struct{} // closed when seat 2 has been sent the end of the game
	toldOnce sync.Once
	local    *notifier // seat 1's changes and notices
	gate     *gate     // connections that have not said hello yet
	guesses  *attemptLimiter
	fair     *fairSecret // the host's value and commitment (Fair, or ResumeFair)
	fairUsed bool        // the game's seed came from both sides
	wg       sync.WaitGroup
}

// NewHost prepares a table. Nothing listens until Serve.
func NewHost(cfg HostConfig) (*Host, error) {
	if cfg.Lib == nil {
		return nil, errors.New("host: no card library")
	}
	h := &Host{cfg: cfg, lim: cfg.Limits.withDefaults(), started: make(chan struct{}), over: make(chan struct{}),
		told: make(chan struct{}), local: newNotifier(), gate: newGate(), guesses: newAttemptLimiter()}
	if s := cfg.Resume; s != nil {
		g, err := s.Verify(cfg.Lib)
		if err != nil {
			return nil, fmt.Errorf("cannot resume the saved game: %w", err)
		}
		h.g, h.save, h.saved = g, *s, g.ChoiceCount()
		h.save.Log = slices.Clone(s.Log)
		if cfg.SavePath != "" {
			if h.log, err = resumeSaveLog(cfg.SavePath, &h.save); err != nil {
				return nil, fmt.Errorf("cannot save the resumed game to %s: %w", cfg.SavePath, err)
			}
		}
		if len(cfg.ResumeFair) == fairValueLen {
			h.fair = &fairSecret{hostValue: cfg.ResumeFair, commit: fairCommit(cfg.ResumeFair, s.Decks[HostSeat])}
			h.fairUsed = true
			h.keepFairValue() // beside the save this host writes, if another
		}
		if g.Result() != nil {
			h.overOnce.Do(func() { close(h.over) })
		}
		return h, nil
	}
	if len(cfg.Deck.Missions) == 0 {
		return nil, errors.New("host: no deck")
	}
	h.save = Save{Seed: cfg.Seed, Names: [2]string{CleanName(cfg.Name, MaxName)},
		Decks: [2]DeckSpec{SpecOf(cfg.Deck)}}
	if cfg.Fair {
		var err error
		if h.fair, err = newFairSecret(h.save.Decks[HostSeat]); err != nil {
			return nil, fmt.Errorf("host: no random value for a fair seed: %w", err)
		}
	}
	return h, nil
}

// Started is closed once seat 2 has taken its seat (the game is on).
func (h *Host) Started() <-chan struct{} { return h.started }

// Over is closed when the game has ended.
func (h *Host) Over() <-chan struct{} { return h.over }

// Token is seat 2's token ("" before anyone joined a new game).
func (h *Host) Token() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.save.Token
}

// Names are the players' names as the game knows them.
func (h *Host) Names() [2]string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.save.Names
}

// Snapshot is the game so far as a save (for tests and the operator).
func (h *Host) Snapshot() Save {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.snapshot()
}

func (h *Host) snapshot() Save {
	s := h.save
	s.Format = SaveFormat
	s.Log = slices.Clone(s.Log)
	s.file = nil
	return s
}

// Connected reports whether seat 2 has a live connection.
func (h *Host) Connected() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.conn != nil
}

func (h *Host) logf(format string, a ...any) {
	if h.cfg.Log != nil {
		h.cfg.Log(fmt.Sprintf(format, a...))
	}
}

// Serve accepts connections on ln until Close. Each is one attempt to take
// seat 2; a bad one is answered and dropped, never the game.
func (h *Host) Serve(ln stdnet.Listener) error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		_ = ln.Close()
		return errors.New("host: closed")
	}
	h.ln = ln
	if addr := ListenAddr(ln.Addr()); addr != h.save.Listen {
		h.save.Listen = addr
		if h.g != nil { // a resumed game: its header has the old address
			h.recordSetting(SaveRecord{Listen: addr})
		}
	}
	h.mu.Unlock()
	for {
		c, err := ln.Accept()
		if err != nil {
			h.mu.Lock()
			closed := h.closed
			h.mu.Unlock()
			if closed || errors.Is(err, stdnet.ErrClosed) {
				return nil
			}
			// Out of file descriptors and the like: wait, then go on.
			time.Sleep(50 * time.Millisecond)
			continue
		}
		h.wg.Add(1)
		go func() {
			defer h.wg.Done()
			h.handle(c)
		}()
	}
}

// Close stops listening, tells seat 2 the host has gone (unless the game
// already said goodbye) and waits, briefly, for the connections to end.
func (h *Host) Close() {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return
	}
	h.closed = true
	if h.ln != nil {
		_ = h.ln.Close()
	}
	sc := h.conn
	if sc != nil {
		sc.send(h, Response{OK: true, Type: TypeBye, Text: "the host has left; the game is saved and can be resumed"}, true)
	}
	h.mu.Unlock()
	if sc != nil {
		sc.waitDone(h.lim.Write)
	}
	h.local.close()
	h.waitHandlers(h.lim.Write + time.Second)
	h.mu.Lock()
	h.closeSave()
	h.mu.Unlock()
}

func (h *Host) waitHandlers(d time.Duration) {
	done := make(chan struct{})
	go func() { h.wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
	}
}

// Delivered is closed once seat 2 has been sent the end of the game.
func (h *Host) Delivered() <-chan struct{} { return h.told }

// WaitDelivered waits up to d for seat 2 to have been sent the end of the
// game, and reports whether it was.
func (h *Host) WaitDelivered(d time.Duration) bool {
	select {
	case <-h.told:
		return true
	case <-time.After(d):
		return false
	}
}

// refuse answers a connection that may not play and closes it.
func (h *Host) refuse(c stdnet.Conn, msg string) {
	line, _ := json.Marshal(Response{OK: false, Type: TypeError, Version: Version, Error: msg})
	_ = c.SetWriteDeadline(time.Now().Add(h.lim.Write))
	_, _ = c.Write(append(line, '\n'))
	_ = c.Close()
}

// handle runs one connection: the hello, then (if it takes seat 2) its
// requests until it goes.
func (h *Host) handle(c stdnet.Conn) {
	h.mu.Lock()
	closed := h.closed
	h.mu.Unlock()
	if closed {
		h.refuse(c, "the host is closing")
		return
	}
	w, out := h.gate.enter(c)
	if out != nil {
		h.refuse(out, "the host is busy: too many connections are waiting to say hello; try again in a moment")
	}
	sc, lr := h.handshake(c, w)
	if sc == nil {
		return
	}
	sc.readLoop(h, lr)
}

// busyMsg starts the refusals a client may simply try again after.
const busyMsg = "the host is busy"

// handshake reads the hello and seats the connection, or refuses it. w is
// its place in the gate, left as soon as a line has come.
func (h *Host) handshake(c stdnet.Conn, w *waiting) (*seatConn, *LineReader) {
	who := c.RemoteAddr().String()
	_ = c.SetReadDeadline(time.Now().Add(h.lim.Hello))
	lr := NewLineReader(c)
	line := h.firstLine(c, lr, w)
	if line == nil {
		return nil, nil
	}
	isPake := strings.HasPrefix(string(line), pakeMagic+" ")
	switch {
	case h.cfg.Code != "" && isPake:
		sc := h.secureAccept(c, lr, line, who)
		if sc == nil {
			return nil, nil
		}
		c, lr = sc, NewLineReader(sc)
		_ = c.SetReadDeadline(time.Now().Add(h.lim.Hello))
		if line = h.firstLine(c, lr, nil); line == nil {
			return nil, nil
		}
	case h.cfg.Code != "":
		h.mu.Lock()
		h.logf("refused %s: it came without the join code", who)
		h.mu.Unlock()
		h.refuse(c, "this table needs the join code its host shows: stccg join HOST:PORT --code WORDS")
		return nil, nil
	case isPake:
		h.refuse(c, "this table is open (its host runs with --open): join without --code")
		return nil, nil
	}
	req, err := DecodeTCP(line, JoinSeat)
	if err != nil {
		h.refuse(c, err.Error())
		return nil, nil
	}
	if req.Cmd != "hello" {
		h.refuse(c, fmt.Sprintf(`say hello first: {"cmd":"hello","version":%d,"name":...,"deck":{...}}`, Version))
		return nil, nil
	}
	if req.Version != Version {
		msg := fmt.Sprintf("protocol version mismatch: this host speaks version %d, your stccg speaks version %d; use the same stccg release on both sides", Version, req.Version)
		h.mu.Lock()
		h.logf("refused %s: it speaks protocol version %d, this host %d", who, req.Version, Version)
		h.mu.Unlock()
		h.refuse(c, msg)
		return nil, nil
	}
	if req.Token != "" {
		return h.rejoin(c, req, who), lr
	}
	return h.join(c, lr, req, who), lr
}

// firstLine reads the first line of a connection (in the clear, or the
// first inside the encrypted channel). w is its place in the gate, left
// as soon as a line has come (nil: left already). nil means the
// connection was refused or went.
func (h *Host) firstLine(c stdnet.Conn, lr *LineReader, w *waiting) []byte {
	for {
		l, err := lr.ReadLine()
		if err == nil && strings.TrimSpace(string(l)) == "" {
			continue // a blank line: still silent
		}
		if w != nil && !h.gate.leave(w) {
			return nil // pushed out of the gate: told and closed already
		}
		w = nil
		if errors.Is(err, ErrLineTooLong) {
			h.refuse(c, err.Error())
			return nil
		}
		var ne stdnet.Error
		if errors.As(err, &ne) && ne.Timeout() {
			// Silent, or half a line: whatever came is no request.
			h.refuse(c, fmt.Sprintf("no complete hello within %v: a request is one JSON object on one line, ending with a newline", h.lim.Hello))
			return nil
		}
		if err != nil {
			_ = c.Close() // gone: nobody to tell
			return nil
		}
		return l
	}
}

// rejoin gives seat 2 back to the holder of its token; a connection
// still holding the seat is replaced (it may be a dead link not yet
// timed out).
func (h *Host) rejoin(c stdnet.Conn, req Request, who string) *seatConn {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		h.refuse(c, "the host is closing")
		return nil
	}
	tok := h.save.Token
	if tok == "" || subtle.ConstantTimeCompare([]byte(req.Token), []byte(tok)) != 1 {
		h.logf("refused %s: wrong token", who)
		h.mu.Unlock()
		h.refuse(c, "wrong token: no seat at this table has that token")
		return nil
	}
	old := h.conn
	sc := h.seat(c)
	h.logf("%s is back (from %s)", h.save.Names[JoinSeat], who)
	h.local.note(h.save.Names[JoinSeat]+" is back at the table.", false)
	h.mu.Unlock()
	if old != nil {
		old.close()
	}
	return sc
}

// join seats a new player with their deck and starts the game.
func (h *Host) join(c stdnet.Conn, lr *LineReader, req Request, who string) *seatConn {
	h.mu.Lock()
	taken := h.save.Token != ""
	live := h.conn != nil
	h.mu.Unlock()
	switch {
	case taken && live:
		h.refuse(c, "the table is full: a game is already being played here")
		return nil
	case taken:
		h.refuse(c, "the table is full: seat 2 is kept for the player who left; they rejoin with their token (stccg join HOST:PORT --token T)")
		return nil
	case req.Deck == nil:
		h.refuse(c, `hello needs your "deck" (or the "token" of your seat to rejoin)`)
		return nil
	}
	select {
	case h.gate.decks <- struct{}{}:
		defer func() { <-h.gate.decks }()
	default:
		h.refuse(c, busyMsg+": it is checking other decks; try again in a moment")
		return nil
	}
	name := CleanName(req.Name, MaxName)
	list, err := ListOf(h.cfg.Lib, *req.Deck)
	if err != nil {
		h.mu.Lock()
		h.logf("refused %s's deck (from %s): %v", displayName(name, JoinSeat), who, err)
		h.mu.Unlock()
		h.refuse(c, "your deck was refused: "+err.Error())
		return nil
	}
	token, err := NewToken()
	if err != nil {
		h.refuse(c, "the host cannot make a seat token: "+err.Error())
		return nil
	}
	fair := req.Fair && h.fair != nil
	var seed uint64
	if fair {
		if seed, err = h.fairExchange(c, lr); err != nil {
			h.refuse(c, "no fair seed: "+err.Error())
			return nil
		}
	}
	h.mu.Lock()
	if h.save.Token != "" || h.closed { // someone else got there first
		h.mu.Unlock()
		h.refuse(c, "the table is full: a game is already being played here")
		return nil
	}
	if fair {
		h.save.Seed, h.fairUsed = seed, true
	}
	h.save.Names[JoinSeat] = name
	h.save.Decks[JoinSeat] = SpecOf(list)
	host, err := listByID(h.cfg.Lib, h.save.Decks[HostSeat])
	var g *game.Game
	if err == nil {
		g, err = game.New(h.cfg.Lib, game.Setup{Decks: [2]game.DeckList{host, list}, Names: h.save.Names, Seed: h.save.Seed})
	}
	if err != nil {
		h.save.Names[JoinSeat], h.save.Decks[JoinSeat] = "", DeckSpec{}
		h.mu.Unlock()
		h.refuse(c, "the game cannot start: "+err.Error())
		return nil
	}
	h.g, h.save.Token = g, token
	st := StateOf(g)
	h.save.Start, h.save.Saved = &st, time.Now().UTC()
	h.startSave()
	h.keepFairValue()
	sc := h.seat(c)
	h.logf("%s joined from %s with %q", displayName(name, JoinSeat), who, list.Name)
	h.local.note(displayName(name, JoinSeat)+" joined: the game begins.", false)
	h.mu.Unlock()
	return sc
}

func displayName(name string, p game.Player) string {
	if name == "" {
		return p.String()
	}
	return name
}

// seat makes c seat 2's connection: welcome, the whole log and view so
// far, and a goodbye straight away if the game is already over. h.mu is
// held.
func (h *Host) seat(c stdnet.Conn) *seatConn {
	sc := newSeatConn(c, JoinSeat)
	h.conn = sc
	select {
	case <-h.started:
	default:
		close(h.started)
	}
	seat := JoinSeat
	sc.send(h, Response{OK: true, Type: TypeWelcome, Version: Version, Seat: &seat, Token: h.save.Token,
		Text: fmt.Sprintf("You play %s against %s. Rejoin with your token if the connection drops.",
			displayName(h.save.Names[JoinSeat], JoinSeat), displayName(h.save.Names[HostSeat], HostSeat))}, false)
	sc.markUpdate()
	if h.g.Result() != nil {
		sc.sendFinal(h)
	}
	go sc.writeLoop(h)
	return sc
}

// detach forgets sc when it was seat 2's connection.
func (h *Host) detach(sc *seatConn, why string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.conn != sc {
		return
	}
	h.conn = nil
	if h.closed || h.g == nil {
		return
	}
	name := displayName(h.save.Names[JoinSeat], JoinSeat)
	if h.g.Result() != nil {
		h.logf("%s has left (%s)", name, why)
		return
	}
	h.logf("%s has left (%s); the game waits for them to rejoin with their token", name, why)
	h.local.note(name+" has left the table; the game waits for them to rejoin.", true)
}

// choose answers a decision for seat p and tells everyone. h.mu is held.
func (h *Host) choose(p game.Player, c game.Choice) error {
	if h.g == nil {
		return errors.New("the game has not started")
	}
	if _, err := h.g.Choose(p, c); err != nil {
		return err
	}
	h.changed(p)
	return nil
}

// setAutoPass sets whether seat p passes response windows without being
// asked (game.Game.SetAutoPass); turning it on passes a window p is being
// asked now. h.mu is held.
func (h *Host) setAutoPass(p game.Player, on bool) error {
	if h.g == nil {
		return errors.New("the game has not started")
	}
	h.g.SetAutoPass(p, on)
	h.recordSetting(SaveRecord{AutoPass: &AutoPassSetting{Player: p, On: on}})
	h.changed(p)
	return nil
}

// changed tells both seats and the save that the game may have moved
// because of seat p. h.mu is held. Both seats are told whoever acted: a
// choice or an auto-pass switch of one seat can pose the next decision to
// either (issue 25 item 11: a switch that passed a window was told to
// nobody, and the decision after it never reached its seat).
func (h *Host) changed(game.Player) {
	h.autosave()
	if h.conn != nil {
		h.conn.markUpdate()
	}
	h.local.signal()
	if h.g.Result() != nil {
		h.overOnce.Do(func() { close(h.over) })
		if h.conn != nil {
			h.conn.sendFinal(h)
		}
		h.local.signal()
	}
}

// decisions is how many decisions the game has had answered, those
// auto-pass answered without asking included: every change of the game
// changes it, so an update is current when it was built at the same
// number (an update is built afresh whenever it differs). h.mu is held.
func (h *Host) decisions() int {
	if h.g == nil {
		return 0
	}
	return h.g.ChoiceCount()
}

// updates builds what seat p has not yet been told: its view, its pending
// decision and the events since seq, in lines of at most eventsPerUpdate
// events. h.mu is held.
func (h *Host) updates(p game.Player, seq *int) []Response {
	g := h.g
	evs := g.EventsSince(p, *seq)
	*seq += len(evs)
	var out []Response
	for len(evs) > eventsPerUpdate {
		out = append(out, Response{OK: true, Type: TypeUpdate, Events: evs[:eventsPerUpdate]})
		evs = evs[eventsPerUpdate:]
	}
	v := g.View(p)
	r := seatState(g, p, &v)
	r.Type, r.View, r.Events = TypeUpdate, &v, evs
	if r.Result != nil {
		r.Proof = h.proof()
	}
	return append(out, r)
}

// seatState is the pending part of a response for seat p: whom the game
// waits on, p's own decision and the cards its options name, the result
// and, once the game is over, the seed.
func seatState(g *game.Game, p game.Player, v *game.View) Response {
	r := Response{OK: true, Result: g.Result()}
	if r.Result != nil {
		seed := g.Seed()
		r.Seed = &seed
	}
	d := g.Pending()
	if d == nil {
		return r
	}
	w := d.Player
	r.Waiting = &w
	if d.Player != p || v.Pending == nil {
		return r
	}
	r.Pending = v.Pending
	known := visibleCards(v)
	for _, o := range d.Options {
		for _, id := range []int{o.Card, o.Target} {
			if ref, ok := known[id]; ok && id != 0 {
				if r.Cards == nil {
					r.Cards = map[int]CardRef{}
				}
				r.Cards[id] = ref
			}
		}
	}
	return r
}

// answer handles one request from seat p's connection. h.mu is held.
// It reports whether the request was bad (a strike).
func (h *Host) answer(sc *seatConn, req Request) (bad bool) {
	p := sc.seat
	g := h.g
	fail := func(msg string) bool {
		resp := Response{OK: false, Type: TypeError, Error: msg}
		if req.Cmd == "choose" {
			// What the seat may answer now, so a client can retry.
			v := g.View(p)
			st := seatState(g, p, &v)
			resp.Pending, resp.Waiting, resp.Cards = st.Pending, st.Waiting, st.Cards
		}
		sc.send(h, resp, false)
		return true
	}
	switch req.Cmd {
	case "hello":
		return fail("you have already said hello")
	case "ping":
		sc.send(h, Response{OK: true, Type: TypePong}, false)
	case "choose":
		if err := h.choose(p, game.Choice{Decision: req.Decision, Picks: slices.Clone(req.Picks)}); err != nil {
			return fail(err.Error())
		}
	case "auto-pass":
		if req.On == nil {
			return fail(`auto-pass needs "on" (true or false)`)
		}
		// Like a choice, it is answered by the update that follows.
		if err := h.setAutoPass(p, *req.On); err != nil {
			return fail(err.Error())
		}
	case "pending":
		v := g.View(p)
		r := seatState(g, p, &v)
		r.Type = req.Cmd
		sc.send(h, r, false)
	case "view":
		v := g.View(p)
		sc.send(h, Response{OK: true, Type: req.Cmd, View: &v}, false)
	case "log":
		evs := g.EventsSince(p, req.Since)
		if len(evs) > eventsPerUpdate {
			evs = evs[:eventsPerUpdate] // ask again with a later "since"
		}
		sc.send(h, Response{OK: true, Type: req.Cmd, Events: evs}, false)
	case "result":
		v := game.View{}
		r := seatState(g, p, &v)
		resp := Response{OK: true, Type: req.Cmd, Result: r.Result, Seed: r.Seed}
		if r.Result != nil {
			resp.Proof = h.proof()
		}
		sc.send(h, resp, false)
	default:
		return fail(fmt.Sprintf("unknown cmd %q", req.Cmd))
	}
	return false
}
