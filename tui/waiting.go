package tui

import "fmt"

// hostWatcher is a network session that knows when its host is away (the
// host quit and will be resumed, or the network failed).
type hostWatcher interface {
	HostAway() bool
}

// waitingLine says, to the player reading it, what the game waits for when
// this screen has nothing to decide. A network seat whose host is away, or
// whose own answer is on its way, is not told it waits for itself.
func (m *Model) waitingLine() string {
	if m.net {
		if hw, ok := m.sess.(hostWatcher); ok && hw.HostAway() {
			return "Waiting for the host to come back…"
		}
		if m.view.Waiting == m.seat {
			return "Waiting for the host to take your answer…"
		}
	}
	who := m.short(m.view.Waiting)
	if m.vsBot && m.view.Waiting == m.botSeat {
		who += " (bot)"
	}
	return fmt.Sprintf("Waiting for %s to %s…", who, m.waitingWhat())
}
