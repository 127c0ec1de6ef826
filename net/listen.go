package net

import (
	stdnet "net"
	"strconv"
)

// ListenAddr is how a listening address is written for a person and for a
// save: the port alone (":7777") when the host listens on every address,
// host and port otherwise. Listening on it again takes the same port.
func ListenAddr(a stdnet.Addr) string {
	tcp, ok := a.(*stdnet.TCPAddr)
	if !ok {
		return a.String()
	}
	if tcp.IP == nil || tcp.IP.IsUnspecified() {
		return ":" + strconv.Itoa(tcp.Port)
	}
	return tcp.String()
}

// checkListen reports whether a saved listening address is one a host
// could listen on: host (possibly empty) and a port.
func checkListen(addr string) bool {
	_, port, err := stdnet.SplitHostPort(addr)
	if err != nil {
		return false
	}
	n, err := strconv.Atoi(port)
	return err == nil && n >= 0 && n <= 65535
}
