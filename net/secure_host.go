package net

import (
	stdnet "net"
	"time"
)

// secureAccept runs the key exchange with a connection whose first line
// (first) asked for it, within the hello time limit. It returns the
// encrypted connection, or nil when the connection was refused: too many
// guesses lately, a malformed exchange, or a wrong code. A wrong code
// costs the connection (one guess each) and leaves the seat as it was.
func (h *Host) secureAccept(c stdnet.Conn, lr *LineReader, first []byte, who string) stdnet.Conn {
	addr := addrOf(c)
	if !h.guesses.allow(addr, time.Now()) {
		h.mu.Lock()
		h.logf("refused %s: too many join code attempts lately", who)
		h.mu.Unlock()
		h.refuse(c, busyMsg+": too many join code attempts lately; try again in a few seconds")
		return nil
	}
	sc, err := secureHost(c, lr.r, first, h.cfg.Code, h.lim.Hello)
	if err == nil {
		h.guesses.right(addr)
		return sc
	}
	if err == errWrongCode {
		n := h.guesses.failed()
		h.mu.Lock()
		h.logf("refused %s: wrong join code (%d wrong so far)", who, n)
		h.local.note("Someone at "+addr+" tried a wrong join code.", true)
		h.mu.Unlock()
		_ = c.Close() // the joiner knows already: the host's proof did not match its code
		return nil
	}
	h.refuse(c, "the key exchange failed: "+err.Error())
	return nil
}
