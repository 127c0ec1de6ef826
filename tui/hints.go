package tui

import (
	"fmt"
	"strings"

	"github.com/stccg/stccg/game"
)

// Hints for keys that do nothing where they are pressed: the key still
// counts, it says why nothing happened.

// actionVerb is what an action key does, as the help names it.
var actionVerb = map[string]string{
	game.ActDraw:    "draws a card",
	game.ActPlay:    "plays a card",
	game.ActBeam:    "beams personnel",
	game.ActMove:    "moves a ship",
	game.ActAttempt: "attempts a mission",
	game.ActEnd:     "ends a segment",
}

// shortcutHint explains that act's key does nothing on decision d, and
// names the option that answers d the way the key might have been meant.
func (m *Model) shortcutHint(act string, d *game.Decision) string {
	key := ""
	for k, a := range shortcuts {
		if a == act {
			key = k
		}
	}
	var s string
	switch act {
	case game.ActDraw, game.ActPlay:
		s = fmt.Sprintf("%s %s only in the Play and Draw Cards segment", key, actionVerb[act])
	case game.ActEnd:
		s = fmt.Sprintf("%s %s, and this prompt is not one", key, actionVerb[act])
	default:
		s = fmt.Sprintf("%s %s only while executing orders", key, actionVerb[act])
	}
	for i, o := range d.Options {
		if o.Action == act {
			return fmt.Sprintf("%s: to choose %q, press %d", s, o.Label, i+1)
		}
	}
	return s + ": choose an option with its number or enter"
}

// notYourDecision says why a key meant for the prompt did nothing: the
// game waits on someone else, or on nothing.
func (m *Model) notYourDecision() {
	if m.over || m.handoff {
		return
	}
	who := m.short(m.view.Waiting)
	if m.vsBot && m.view.Waiting == m.botSeat {
		who += " (bot)"
	}
	m.setStatus(strings.TrimSpace(fmt.Sprintf("nothing to choose yet: waiting for %s to %s", who, m.waitingWhat())), false)
}
