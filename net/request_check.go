package net

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/stccg/stccg/game"
)

// Every request field is checked before any command reads it (issue 25
// item 13: `{"cmd":"view","player":0}` reached the engine as seat -1 and
// panicked): a command takes only its own fields, and each field only
// values in range. Both drivers, `stccg engine` and TCP play, check here.

// field is one request field besides "cmd".
type field uint16

const (
	fPlayer field = 1 << iota
	fPicks
	fDecision
	fSince
	fID
	fQuery
	fBot
	fOn
	fVersion
	fName
	fDeck
	fToken
	fFair
	fRandom
)

// fieldNames are the fields as they are spelled on the wire, in the
// order of the bits above.
var fieldNames = [...]string{"player", "picks", "decision", "since", "id", "query", "bot", "on", "version", "name", "deck", "token", "fair", "random"}

// engineFields are the fields each command of `stccg engine` takes.
var engineFields = map[string]field{
	"pending":   0,
	"choose":    fPlayer | fPicks | fDecision,
	"bot":       fBot,
	"view":      fPlayer,
	"log":       fPlayer | fSince,
	"result":    0,
	"auto-pass": fPlayer | fOn,
	"card":      fID | fQuery,
	"quit":      0,
}

// tcpFields are the fields each command of a seat takes. "player", where
// a seat may give it at all, must name its own seat (DecodeTCP).
var tcpFields = map[string]field{
	"hello":      fVersion | fName | fDeck | fToken | fFair,
	"contribute": fRandom,
	"choose":     fPlayer | fPicks | fDecision,
	"pending":    fPlayer,
	"view":       fPlayer,
	"log":        fPlayer | fSince,
	"result":     fPlayer,
	"card":       fPlayer | fID | fQuery,
	"auto-pass":  fPlayer | fOn,
	"ping":       fPlayer,
	"quit":       fPlayer,
}

// Bounds of request values.
const (
	maxPicks    = 1000 // no decision has more options than that
	maxQuery    = 200  // a card ID or a title search, in bytes
	maxToken    = 64   // tokens are 32 hexadecimal digits
	maxNameWire = 256  // a name before cleaning (CleanName cuts it to MaxName runes)
)

// given lists the fields present in r.
func given(r *Request) field {
	var f field
	set := func(b field, on bool) {
		if on {
			f |= b
		}
	}
	set(fPlayer, r.Player != nil)
	set(fPicks, r.Picks != nil)
	set(fDecision, r.Decision != 0)
	set(fSince, r.Since != 0)
	set(fID, r.ID != "")
	set(fQuery, r.Query != "")
	set(fBot, r.Bot != "")
	set(fOn, r.On != nil)
	set(fVersion, r.Version != 0)
	set(fName, r.Name != "")
	set(fDeck, r.Deck != nil)
	set(fToken, r.Token != "")
	set(fFair, r.Fair)
	set(fRandom, r.Random != "")
	return f
}

// checkFields refuses a field cmd does not take (by the table takes) and
// a value out of range, before anything uses them.
func checkFields(r *Request, takes map[string]field, cmds string) error {
	allowed, ok := takes[r.Cmd]
	if !ok {
		return fmt.Errorf("unknown cmd %q (want %s)", r.Cmd, cmds)
	}
	if extra := given(r) &^ allowed; extra != 0 {
		var names []string
		for i, n := range fieldNames {
			if extra&(1<<i) != 0 {
				names = append(names, `"`+n+`"`)
			}
		}
		return fmt.Errorf("%s takes no %s", r.Cmd, strings.Join(names, " or "))
	}
	switch {
	case r.Player != nil && *r.Player != 0 && *r.Player != 1:
		return fmt.Errorf(`"player" must be 1 or 2, not %d`, *r.Player+1)
	case len(r.Picks) > maxPicks:
		return fmt.Errorf(`too many picks: %d (at most %d)`, len(r.Picks), maxPicks)
	case r.Decision < 0:
		return fmt.Errorf(`"decision" must not be negative (%d)`, r.Decision)
	case r.Since < 0:
		return fmt.Errorf(`"since" must not be negative (%d)`, r.Since)
	case len(r.Random) > maxQuery:
		return fmt.Errorf(`"random" takes at most %d bytes`, maxQuery)
	case len(r.ID) > maxQuery || len(r.Query) > maxQuery:
		return fmt.Errorf(`"id" and "query" take at most %d bytes`, maxQuery)
	case r.Bot != "" && r.Bot != game.BotBasic && r.Bot != game.BotRandom && r.Bot != game.BotStrong:
		return fmt.Errorf("unknown bot %q (want %s, %s or %s)", clip(r.Bot), game.BotBasic, game.BotStrong, game.BotRandom)
	case r.Version < 0:
		return fmt.Errorf(`"version" must not be negative (%d)`, r.Version)
	case len(r.Name) > maxNameWire:
		return fmt.Errorf(`"name" takes at most %d bytes`, maxNameWire)
	case len(r.Token) > maxToken:
		return fmt.Errorf(`"token" takes at most %d bytes`, maxToken)
	case r.Deck != nil && len(r.Deck.Cards) > MaxDeckEntries:
		return fmt.Errorf("the deck has %d entries; at most %d are accepted", len(r.Deck.Cards), MaxDeckEntries)
	}
	return nil
}

// clip shortens text from a peer quoted in an error.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// engineCmds and tcpCmds list each driver's commands for its errors,
// from the tables themselves, so a command added there is named here.
var (
	engineCmds = cmdList(engineFields)
	tcpCmds    = cmdList(tcpFields)
)

// cmdList is takes' commands in order, as "a, b or c".
func cmdList(takes map[string]field) string {
	cmds := slices.Sorted(maps.Keys(takes))
	return strings.Join(cmds[:len(cmds)-1], ", ") + " or " + cmds[len(cmds)-1]
}

// CheckEngineRequest checks r against the commands of `stccg engine`.
func CheckEngineRequest(r *Request) error { return checkFields(r, engineFields, engineCmds) }
