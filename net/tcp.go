package net

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// TCP play (docs/protocol.md, "TCP play"): the host runs the one engine
// and each connection plays one seat. Both directions carry one JSON
// object per line: the joining side sends Requests, the host sends
// Responses whose "type" says what each one is.

// Version is the TCP protocol version; hello must name it.
const Version = 1

// DefaultPort is where a host listens unless told otherwise.
const DefaultPort = 7777

// Message types: Response.Type of every message the host sends.
const (
	TypeWelcome = "welcome" // the handshake succeeded: your seat and token
	TypeUpdate  = "update"  // your view, new events, your pending decision
	TypeError   = "error"   // a refused message; nothing changed
	TypePing    = "ping"    // keep-alive from the host; no answer needed
	TypePong    = "pong"    // answers {"cmd":"ping"}
	TypeBye     = "bye"     // the host closes this connection
	// Answers to requests carry the request's cmd: "pending", "view",
	// "log", "result", "card".
)

// Limits bound what a peer may cost: how long it may stay silent, how
// much it may get wrong. The zero value means the defaults.
type Limits struct {
	Hello   time.Duration // from connecting to the hello (default 5s)
	Idle    time.Duration // longest silence before the peer counts as gone (default 90s)
	Ping    time.Duration // keep-alive interval (default 20s)
	Write   time.Duration // longest a write may block (default 10s)
	Strikes int           // bad messages in a row before a disconnect (default 10)
	Queue   int           // unsent messages before a peer that does not read is dropped (default 256)
}

func (l Limits) withDefaults() Limits {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&l.Hello, 5*time.Second)
	def(&l.Idle, 90*time.Second)
	def(&l.Ping, 20*time.Second)
	def(&l.Write, 10*time.Second)
	if l.Strikes <= 0 {
		l.Strikes = 10
	}
	if l.Queue <= 0 {
		l.Queue = 256
	}
	return l
}

// DeckSpec is a deck on the wire and in save files. Each entry is a card
// ID ("1-281") or a card title, optionally after a count ("3x 1-281").
type DeckSpec struct {
	Name  string   `json:"name,omitempty"`
	Cards []string `json:"cards"`
}

// MaxDeckEntries bounds the entries of a DeckSpec.
const MaxDeckEntries = 500

// SpecOf writes a deck list as one card ID per copy, in the list's order
// (missions, dilemmas, draw deck), so ListOf gives the same list back.
func SpecOf(l game.DeckList) DeckSpec {
	s := DeckSpec{Name: l.Name}
	for _, part := range [][]*game.Card{l.Missions, l.Dilemmas, l.Draw} {
		for _, c := range part {
			s.Cards = append(s.Cards, c.ID)
		}
	}
	return s
}

// SpecOfDeck writes a parsed deck compactly: "Nx ID" per entry.
func SpecOfDeck(d *decks.Deck) DeckSpec {
	s := DeckSpec{Name: d.Name}
	for _, e := range d.Entries {
		s.Cards = append(s.Cards, fmt.Sprintf("%dx %s", e.Count, e.Card.ID))
	}
	return s
}

// ListOf reads a deck spec and checks it against the rules of Building a
// Deck. Every problem is reported, each naming the entry to fix. Entries
// given by card ID keep exactly that card, in order, so SpecOf and ListOf
// round-trip.
func ListOf(lib *game.Library, s DeckSpec) (game.DeckList, error) {
	if len(s.Cards) == 0 {
		return game.DeckList{}, errors.New("the deck is empty")
	}
	if len(s.Cards) > MaxDeckEntries {
		return game.DeckList{}, fmt.Errorf("the deck has %d entries; at most %d are accepted", len(s.Cards), MaxDeckEntries)
	}
	d := &decks.Deck{Name: CleanName(s.Name, 60), File: "deck"}
	var ps []decks.Problem
	unknown := 0 // lib.Find suggests close titles, at a cost: only a few times
	for i, e := range s.Cards {
		if strings.IndexFunc(e, hiddenRune) >= 0 {
			ps = append(ps, decks.Problem{Line: i + 1, Msg: "a control character (or another invisible one) in a card entry"})
			continue
		}
		count, c, err := deckEntry(lib, strings.TrimSpace(e), unknown < 5)
		if err != nil {
			unknown++
			ps = append(ps, decks.Problem{Line: i + 1, Msg: err.Error()})
			continue
		}
		d.Entries = append(d.Entries, decks.Entry{Count: count, Card: c, Section: decks.SectionOf(c), Line: i + 1})
	}
	ps = append(ps, d.Validate()...)
	if len(ps) > 0 {
		var b strings.Builder
		fmt.Fprintf(&b, "the deck has %d problem(s):", len(ps))
		for _, p := range ps {
			if p.Line >= 1 && p.Line <= len(s.Cards) {
				fmt.Fprintf(&b, "\n  entry %d (%q): %s", p.Line, CleanName(s.Cards[p.Line-1], 80), p.Msg)
			} else {
				fmt.Fprintf(&b, "\n  %s", p.Msg)
			}
		}
		return game.DeckList{}, errors.New(b.String())
	}
	return d.List(), nil
}

// deckEntry reads "ID", "Title", "3x ID" or "3x Title" (also "3 ID").
// Titles are looked up only while find is true.
func deckEntry(lib *game.Library, e string, find bool) (int, *game.Card, error) {
	if e == "" {
		return 0, nil, errors.New("an empty card entry")
	}
	count, ref := 1, e
	if n, rest, ok := strings.Cut(e, " "); ok {
		if k, err := strconv.Atoi(strings.TrimRight(n, "xX×")); err == nil {
			if k < 1 || k > decks.MaxCount {
				return 0, nil, fmt.Errorf("bad count %q: want a number from 1 to %d", n, decks.MaxCount)
			}
			count, ref = k, strings.TrimSpace(rest)
		}
	}
	if c := lib.ByID(ref); c != nil {
		return count, c, nil
	}
	if len(ref) > 200 {
		return 0, nil, errors.New("too long to be a card")
	}
	if !find {
		return 0, nil, fmt.Errorf("%q is no card ID, and after five unknown cards titles are not looked up", ref)
	}
	c, err := lib.Find(ref)
	return count, c, err
}

// MaxName is the longest player name, in runes.
const MaxName = 24

// NewToken returns a fresh seat token: 128 random bits in hex.
func NewToken() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return hex.EncodeToString(b[:]), nil
}

// isTCPCmd reports whether a seat may send cmd.
func isTCPCmd(cmd string) bool {
	_, ok := tcpFields[cmd]
	return ok
}

// DecodeTCP parses one line from a seat: strict JSON as DecodeRequest,
// then the rules of TCP play (known cmd, only the fields it takes, only
// its own seat). A seat never names another player: the host knows whose
// connection it is.
func DecodeTCP(line []byte, seat game.Player) (Request, error) {
	r, err := DecodeRequest(line)
	if err != nil {
		return Request{}, err
	}
	if r.Bot != "" {
		return Request{}, errors.New(`"bot" is not part of TCP play`)
	}
	if err := checkFields(&r, tcpFields, tcpCmds); err != nil {
		return Request{}, err
	}
	if r.Player != nil && *r.Player != seat {
		return Request{}, fmt.Errorf("you play %s: you cannot act for %s", seat, *r.Player)
	}
	if r.Cmd == "hello" && r.Version == 0 {
		return Request{}, errors.New(`hello needs "version"`)
	}
	if (r.Random != "") != (r.Cmd == "contribute") {
		return Request{}, errors.New(`"random" is the one field of contribute, and contribute needs it`)
	}
	return r, nil
}
