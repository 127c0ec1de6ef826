package net

import (
	"encoding/json"
	"errors"
	"fmt"
	stdnet "net"
	"strings"
	"sync"
	"time"

	"github.com/stccg/stccg/game"
)

// seatConn is one live connection playing a seat. Its reader runs the
// requests (readLoop); its writer sends the queued messages in order
// (writeLoop). Updates are queued as markers and built when written, so a
// burst of moves becomes one update and every update is current.
type seatConn struct {
	c    stdnet.Conn
	seat game.Player
	// seq is the number of events this connection has been sent, built
	// the number of decisions its last update showed (-1: none yet); the
	// host's lock guards both.
	seq   int
	built int

	mu        sync.Mutex // guards queue
	queue     []outMsg
	overflow  bool
	wake      chan struct{}
	done      chan struct{}
	closeOnce sync.Once
}

type outMsg struct {
	line       []byte // nil for an update marker
	decisions  int    // decisions made when line was built
	closeAfter bool
	final      bool // the goodbye at the end of the game
}

func newSeatConn(c stdnet.Conn, seat game.Player) *seatConn {
	return &seatConn{c: c, seat: seat, built: -1, wake: make(chan struct{}, 1), done: make(chan struct{})}
}

func (sc *seatConn) poke() {
	select {
	case sc.wake <- struct{}{}:
	default:
	}
}

// push queues m; a peer that lets too much pile up unread is dropped.
func (sc *seatConn) push(m outMsg, lim int) {
	sc.mu.Lock()
	if len(sc.queue) >= lim {
		sc.overflow = true
	} else {
		sc.queue = append(sc.queue, m)
	}
	sc.mu.Unlock()
	sc.poke()
}

// send queues a response built now. h.mu is held.
func (sc *seatConn) send(h *Host, r Response, closeAfter bool) {
	line, err := json.Marshal(r)
	if err != nil {
		line, _ = json.Marshal(Response{OK: false, Type: TypeError, Error: "the host could not encode its answer"})
	}
	sc.push(outMsg{line: append(line, '\n'), decisions: h.decisions(), closeAfter: closeAfter}, h.lim.Queue)
}

// sendFinal queues the goodbye at the end of the game (after the last
// update). h.mu is held.
func (sc *seatConn) sendFinal(h *Host) {
	line, _ := json.Marshal(Response{OK: true, Type: TypeBye, Text: "the game is over"})
	sc.push(outMsg{line: append(line, '\n'), decisions: h.decisions(), closeAfter: true, final: true}, h.lim.Queue)
}

// markUpdate queues an update unless one is already waiting to be built.
func (sc *seatConn) markUpdate() {
	sc.mu.Lock()
	n := len(sc.queue)
	queued := n > 0 && sc.queue[n-1].line == nil
	if !queued {
		sc.queue = append(sc.queue, outMsg{})
	}
	sc.mu.Unlock()
	sc.poke()
}

func (sc *seatConn) pop() (outMsg, bool, bool) {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if sc.overflow {
		return outMsg{}, false, true
	}
	if len(sc.queue) == 0 {
		return outMsg{}, false, false
	}
	m := sc.queue[0]
	sc.queue = sc.queue[1:]
	return m, true, false
}

func (sc *seatConn) close() {
	sc.closeOnce.Do(func() {
		close(sc.done)
		_ = sc.c.Close()
	})
}

// waitDone waits up to d for the connection to close (its goodbye
// written), then closes it anyway.
func (sc *seatConn) waitDone(d time.Duration) {
	select {
	case <-sc.done:
	case <-time.After(d):
		sc.close()
	}
}

// writeLoop sends the queue in order, builds updates when their turn
// comes, and pings the peer when there is nothing else to say.
func (sc *seatConn) writeLoop(h *Host) {
	ping := time.NewTicker(h.lim.Ping)
	defer ping.Stop()
	for {
		select {
		case <-sc.wake:
		case <-ping.C:
			h.mu.Lock()
			sc.send(h, Response{OK: true, Type: TypePing}, false)
			h.mu.Unlock()
			continue // the push woke us
		case <-sc.done:
			return
		}
		for {
			m, ok, overflow := sc.pop()
			if overflow {
				sc.close() // not reading: drop it, the seat stays
				return
			}
			if !ok {
				break
			}
			lines := [][]byte{m.line}
			stamp := m.decisions
			if m.line == nil {
				h.mu.Lock()
				lines = lines[:0]
				// An earlier marker's update may already show this state:
				// then there is nothing new, and each decision is offered
				// in exactly one update.
				if sc.built != h.decisions() {
					for _, r := range h.updates(sc.seat, &sc.seq) {
						if b, err := json.Marshal(r); err == nil {
							lines = append(lines, append(b, '\n'))
						}
					}
					sc.built = h.decisions()
				}
				stamp = h.decisions()
				h.mu.Unlock()
			}
			for _, line := range lines {
				if h.cfg.Trace != nil {
					h.cfg.Trace(sc.seat, stamp, line)
				}
				_ = sc.c.SetWriteDeadline(time.Now().Add(h.lim.Write))
				if _, err := sc.c.Write(line); err != nil {
					sc.close()
					return
				}
			}
			if m.final {
				h.toldOnce.Do(func() { close(h.told) })
			}
			if m.closeAfter {
				sc.close()
				return
			}
		}
	}
}

// readLoop runs seat requests until the peer goes, stays silent too long,
// or misbehaves Limits.Strikes times in a row. The seat stays at the
// table either way.
func (sc *seatConn) readLoop(h *Host, lr *LineReader) {
	strikes := 0
	why := "the connection closed"
	defer func() {
		h.detach(sc, why)
	}()
	for {
		_ = sc.c.SetReadDeadline(time.Now().Add(h.lim.Idle))
		line, err := lr.ReadLine()
		var req Request
		var bad string
		switch {
		case errors.Is(err, ErrLineTooLong):
			bad = err.Error()
		case err != nil:
			var ne stdnet.Error
			if errors.As(err, &ne) && ne.Timeout() {
				why = fmt.Sprintf("silent for %v", h.lim.Idle)
			}
			sc.close()
			return
		case strings.TrimSpace(string(line)) == "":
			continue
		default:
			req, err = DecodeTCP(line, sc.seat)
			if err != nil {
				bad = err.Error()
			}
		}
		var desc []string
		if bad == "" && req.Cmd == "card" {
			// Looked up without the lock: a title search costs time.
			if desc, err = describeCard(h.cfg.Lib, req); err != nil {
				bad = err.Error()
			}
		}
		h.mu.Lock()
		switch {
		case bad != "":
			sc.send(h, Response{OK: false, Type: TypeError, Error: bad}, false)
			strikes++
		case req.Cmd == "quit":
			sc.send(h, Response{OK: true, Type: TypeBye, Text: "goodbye; your seat is kept: rejoin with your token"}, true)
			h.mu.Unlock()
			why = "said quit"
			sc.waitDone(h.lim.Write)
			return
		case req.Cmd == "card":
			sc.send(h, Response{OK: true, Type: req.Cmd, Card: desc}, false)
		default:
			if h.answer(sc, req) {
				strikes++
			} else if req.Cmd == "choose" {
				strikes = 0 // playing the game
			}
		}
		if strikes >= h.lim.Strikes {
			sc.send(h, Response{OK: false, Type: TypeBye,
				Error: fmt.Sprintf("%d bad messages in a row: disconnected; your seat is kept, rejoin with your token", strikes)}, true)
			h.mu.Unlock()
			why = "too many bad messages"
			sc.waitDone(h.lim.Write)
			return
		}
		h.mu.Unlock()
	}
}

func describeCard(lib *game.Library, req Request) ([]string, error) {
	if c := lib.ByID(req.ID); c != nil {
		return c.Describe(), nil
	}
	q := req.Query + req.ID
	if q == "" || len(q) > 200 {
		return nil, errors.New(`card needs "id" or "query" (at most 200 bytes)`)
	}
	c, err := lib.Find(q)
	if err != nil {
		return nil, err
	}
	return c.Describe(), nil
}

// notifier tells one local front end that something changed, and what to
// show it.
type notifier struct {
	mu     sync.Mutex
	ch     chan struct{}
	text   string
	isErr  bool
	closed bool
}

func newNotifier() *notifier { return &notifier{ch: make(chan struct{}, 1)} }

func (n *notifier) signal() {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.closed {
		return
	}
	select {
	case n.ch <- struct{}{}:
	default:
	}
}

// note records a notice and signals.
func (n *notifier) note(text string, isErr bool) {
	n.mu.Lock()
	n.text, n.isErr = text, isErr
	n.mu.Unlock()
	n.signal()
}

func (n *notifier) take() (string, bool) {
	n.mu.Lock()
	defer n.mu.Unlock()
	t, e := n.text, n.isErr
	n.text, n.isErr = "", false
	return t, e
}

func (n *notifier) close() {
	n.mu.Lock()
	defer n.mu.Unlock()
	if !n.closed {
		n.closed = true
		close(n.ch)
	}
}
