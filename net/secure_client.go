package net

import (
	"context"
	stdnet "net"
)

// dialSeat connects to the host and, when the client has a join code,
// runs the key exchange: what it returns carries the game's lines either
// in the clear (an open table) or encrypted. A wrong code is a
// *RefusedError, as any refusal.
func dialSeat(ctx context.Context, cfg ClientConfig, lim Limits) (stdnet.Conn, error) {
	d := stdnet.Dialer{Timeout: lim.Hello}
	c, err := d.DialContext(ctx, "tcp", cfg.Addr)
	if err != nil {
		return nil, dialError(cfg.Addr, err)
	}
	if cfg.Code == "" {
		return c, nil
	}
	sc, err := secureClient(c, cfg.Code, lim.Hello)
	if err != nil {
		_ = c.Close()
		return nil, err
	}
	return sc, nil
}
