package net

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

// RejoinCommand is what a player types to take this seat back.
func (cl *Client) RejoinCommand() string {
	if cl.cfg.Code != "" {
		return fmt.Sprintf("stccg join %s --token %s --code %s", cl.cfg.Addr, cl.token, cl.cfg.Code)
	}
	return fmt.Sprintf("stccg join %s --token %s --open", cl.cfg.Addr, cl.token)
}

// rejoin is called when the connection dropped mid-game (the host quit
// and will be resumed, the network failed): it says so, then tries the
// token again and again until the seat is back, the host refuses it (a
// different game), the player leaves, or Reconnect runs out. Meanwhile the
// front end shows what to type to rejoin by hand.
func (cl *Client) rejoin(why error) {
	give := cl.cfg.Reconnect
	if give == 0 {
		give = DefaultReconnect
	}
	cl.mu.Lock()
	cl.down, cl.bye, cl.inflight = why, "", 0
	cl.notice, cl.noticeEr = fmt.Sprintf("Lost the host (%v): rejoining by itself when it is back; to rejoin by hand: %s", why, cl.RejoinCommand()), true
	cl.signal()
	cl.mu.Unlock()
	deadline := time.Now().Add(give)
	wait := 250 * time.Millisecond
	for {
		select {
		case <-cl.done:
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, 3*time.Second)
		if cl.isLeaving() {
			cl.end(errors.New("you left the table"))
			return
		}
		c, err := dialSeat(context.Background(), cl.cfg, cl.lim)
		if err == nil {
			var br *bufio.Reader
			br, err = cl.hello(c, "", nil, cl.token)
			if err == nil {
				cl.wmu.Lock()
				cl.c = c
				cl.wmu.Unlock()
				cl.mu.Lock()
				cl.down = nil
				cl.notice, cl.noticeEr = "Back at the table.", false
				cl.signal()
				cl.mu.Unlock()
				go cl.readLoop(c, br)
				return
			}
			_ = c.Close()
		}
		var ref *RefusedError
		if errors.As(err, &ref) && !strings.HasPrefix(ref.Msg, busyMsg) || errors.Is(err, errBadMessage) {
			cl.end(fmt.Errorf("cannot take the seat back: %v", err))
			return
		}
		if time.Now().After(deadline) {
			cl.end(fmt.Errorf("%v; gave up rejoining after %v: %v", why, give, err))
			return
		}
	}
}

func (cl *Client) isLeaving() bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.leaving
}

// HostAway reports whether the connection to the host is down while the
// client tries to take its seat back.
func (cl *Client) HostAway() bool { return cl.isDown() }
