package net

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	stdnet "net"

	"github.com/stccg/stccg/game"
)

// Fair shuffles (docs/protocol.md, "Fair shuffles"): the game seed fixes
// every shuffle, so neither side may choose it alone. Before the game the
// host commits to a random value of its own and to its deck list (a hash
// of both, sent first); the joiner answers with a random value of its
// own; the seed is a hash of the two values. Once the game is over the
// host reveals its value, its deck list and every choice, and the
// joiner's stccg checks the commitment, derives the seed, replays the
// whole game and compares it with every event it was shown.

// fairValueLen is the size of each side's random value, in bytes.
const fairValueLen = 32

// fairSecret is the host's side of a fair seed, kept for the proof.
type fairSecret struct {
	hostValue []byte // the host's random value
	commit    string // hex of fairCommit(hostValue, host deck)
}

// FairProof is what the host reveals at the end of a fair game: with the
// joiner's own value and the commitment it was sent before the game, it
// lets the joiner replay the game.
type FairProof struct {
	HostValue string        `json:"host_value"` // hex
	Decks     [2]DeckSpec   `json:"decks"`      // as the game was dealt, one card ID per copy
	Names     [2]string     `json:"names"`
	Choices   []game.Choice `json:"choices"`
}

// fairCommit is the commitment: a hash of the host's value and its deck
// list, so that neither can change once the joiner's value is known (a
// deck list reordered after seeing the seed would stack the deck).
func fairCommit(hostValue []byte, hostDeck DeckSpec) string {
	deck, _ := json.Marshal(hostDeck.Cards)
	dh := sha256.Sum256(deck)
	h := sha256.New()
	h.Write([]byte("stccg fair seed v1 commit\x00"))
	h.Write(hostValue)
	h.Write(dh[:])
	return hex.EncodeToString(h.Sum(nil))
}

// fairSeed is the game seed both values give.
func fairSeed(hostValue, joinValue []byte) uint64 {
	h := sha256.New()
	h.Write([]byte("stccg fair seed v1 seed\x00"))
	h.Write(hostValue)
	h.Write(joinValue)
	return binary.BigEndian.Uint64(h.Sum(nil)[:8])
}

func newFairSecret(hostDeck DeckSpec) (*fairSecret, error) {
	v := make([]byte, fairValueLen)
	if _, err := rand.Read(v); err != nil {
		return nil, err
	}
	return &fairSecret{hostValue: v, commit: fairCommit(v, hostDeck)}, nil
}

// parseValue reads a value of fairValueLen bytes in hex.
func parseValue(s string) ([]byte, error) {
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != fairValueLen {
		return nil, fmt.Errorf("a random value is %d hexadecimal digits", 2*fairValueLen)
	}
	return b, nil
}

// fairExchange sends the commitment to a joiner that asked for fair
// shuffles and reads its value; it returns the seed. Within the hello
// time limit.
func (h *Host) fairExchange(c stdnet.Conn, lr *LineReader) (uint64, error) {
	line, _ := json.Marshal(Response{OK: true, Type: "commit", Version: Version, Commit: h.fair.commit})
	_ = c.SetWriteDeadline(time.Now().Add(h.lim.Write))
	if _, err := c.Write(append(line, '\n')); err != nil {
		return 0, err
	}
	_ = c.SetReadDeadline(time.Now().Add(h.lim.Hello))
	l, err := lr.ReadLine()
	if err != nil {
		return 0, fmt.Errorf("no random value within %v: %v", h.lim.Hello, err)
	}
	req, err := DecodeTCP(l, JoinSeat)
	if err != nil {
		return 0, err
	}
	if req.Cmd != "contribute" {
		return 0, fmt.Errorf(`after the commitment comes {"cmd":"contribute","random":...}, not %s`, req.Cmd)
	}
	v, err := parseValue(req.Random)
	if err != nil {
		return 0, err
	}
	return fairSeed(h.fair.hostValue, v), nil
}

// proof is what the host reveals at the end of a fair game. h.mu is held.
func (h *Host) proof() *FairProof {
	if h.fair == nil || !h.fairUsed || h.g == nil || h.g.Result() == nil {
		return nil
	}
	return &FairProof{HostValue: hex.EncodeToString(h.fair.hostValue), Decks: h.save.Decks, Names: h.save.Names, Choices: h.g.Choices()}
}

// clientFair is the joiner's side: the commitment it was sent and the
// value it answered with.
type clientFair struct {
	commit    string
	joinValue []byte
}

// contribute answers the host's commitment with a fresh random value.
func (cl *Client) contribute(c stdnet.Conn, commit string) error {
	if b, err := hex.DecodeString(commit); err != nil || len(b) != sha256.Size {
		return fmt.Errorf("%w: a commitment that is not a SHA-256 in hex", errBadMessage)
	}
	if cl.fair != nil {
		return fmt.Errorf("%w: a second commitment", errBadMessage)
	}
	v := make([]byte, fairValueLen)
	if _, err := rand.Read(v); err != nil {
		return err
	}
	cl.fair = &clientFair{commit: commit, joinValue: v}
	return writeLine(c, Request{Cmd: "contribute", Random: hex.EncodeToString(v)}, cl.lim.Write)
}

// ErrNotCheckable: the shuffles of this game cannot be checked by this
// client; the error says why.
var ErrNotCheckable = errors.New("the shuffles cannot be checked")

// CheckShuffles checks, once the game is over, that the host dealt the
// game fairly: its revealed value matches the commitment it sent before
// this client's value, the seed it announced is the one both values give,
// and replaying the game from that seed, both deck lists and every choice
// reproduces every event this seat was shown (each shuffle and draw
// among them) and the result. It returns what it checked, in words. A
// lie is an error naming it; a game it cannot check wraps
// ErrNotCheckable.
func (cl *Client) CheckShuffles(lib *game.Library) (string, error) {
	cl.mu.Lock()
	fair, proof, result := cl.fair, cl.proof, cl.result
	seed := cl.seed
	events := append([]game.Event(nil), cl.events...)
	cl.mu.Unlock()
	switch {
	case result == nil:
		return "", fmt.Errorf("%w: the game is not over", ErrNotCheckable)
	case fair == nil && cl.cfg.Deck == nil:
		return "", fmt.Errorf("%w: this stccg rejoined with a token and did not see the host's commitment at the start", ErrNotCheckable)
	case fair == nil:
		return "", fmt.Errorf("%w: the host chose the seed alone (it was started with --seed)", ErrNotCheckable)
	case proof == nil:
		return "", errors.New("the host did not reveal its value at the end of the game: the seed cannot be shown fair")
	}
	hv, err := parseValue(proof.HostValue)
	if err != nil {
		return "", fmt.Errorf("the host's revealed value: %v", err)
	}
	if got := fairCommit(hv, proof.Decks[HostSeat]); subtle.ConstantTimeCompare([]byte(got), []byte(fair.commit)) != 1 {
		return "", errors.New("the host's revealed value and deck list do not match the commitment it made before the game: it changed them")
	}
	want := fairSeed(hv, fair.joinValue)
	if seed == nil || *seed != want {
		return "", fmt.Errorf("the host announced seed %v, but its value and yours give %d", seedText(seed), want)
	}
	own, err := ListOf(lib, *cl.cfg.Deck)
	if err != nil {
		return "", fmt.Errorf("your deck: %v", err)
	}
	if jsonText(SpecOf(own).Cards) != jsonText(proof.Decks[JoinSeat].Cards) {
		return "", errors.New("the deck list the host reveals for you is not the one you sent")
	}
	g, err := replayProof(lib, proof, want)
	if err != nil {
		return "", fmt.Errorf("the game does not replay from the host's proof: %v", err)
	}
	replayed := g.EventsSince(JoinSeat, 0)
	if len(replayed) != len(events) {
		return "", fmt.Errorf("you were shown %d events; the replay from the fair seed has %d", len(events), len(replayed))
	}
	for i, e := range replayed {
		got := events[i]
		if e.Seq != got.Seq || e.Kind != got.Kind || e.Player != got.Player || !slices.Equal(e.Cards, got.Cards) || SafeLine(e.Text) != got.Text {
			return "", fmt.Errorf("event %d differs from the replay from the fair seed: you were shown %s, the replay gives %s", got.Seq, eventText(got), eventText(e))
		}
	}
	if jsonText(g.Result()) != jsonText(result) {
		return "", errors.New("the result differs from the replay from the fair seed")
	}
	return fmt.Sprintf("the host's value matches the commitment it sent before yours; the seed %d comes from both values; "+
		"replaying the game from it reproduces all %d events you saw, every shuffle and draw among them", want, len(events)), nil
}

// eventText shows an event for a report: what it says, its kind, its
// player and the cards it is about.
func eventText(e game.Event) string {
	return fmt.Sprintf("%q (%s, player %d, cards %v)", SafeLine(e.Text), e.Kind, int(e.Player)+1, e.Cards)
}

func seedText(s *uint64) string {
	if s == nil {
		return "none"
	}
	return fmt.Sprint(*s)
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// replayProof plays the revealed game from the fair seed. What the host
// sent is untrusted: a panic in the replay is an error.
func replayProof(lib *game.Library, p *FairProof, seed uint64) (g *game.Game, err error) {
	defer func() {
		if r := recover(); r != nil {
			g, err = nil, fmt.Errorf("the replay failed: %v", r)
		}
	}()
	var lists [2]game.DeckList
	for i := range 2 {
		if len(p.Decks[i].Cards) > MaxDeckEntries {
			return nil, fmt.Errorf("the deck of %s has %d cards", game.Player(i), len(p.Decks[i].Cards))
		}
		var err error
		if lists[i], err = listByID(lib, p.Decks[i]); err != nil {
			return nil, fmt.Errorf("the deck of %s: %w", game.Player(i), err)
		}
	}
	g, err = game.New(lib, game.Setup{Decks: lists, Names: p.Names, Seed: seed})
	if err != nil {
		return nil, err
	}
	for i, c := range p.Choices {
		d := g.Pending()
		if d == nil {
			return nil, fmt.Errorf("choice %d of %d comes after the end", i+1, len(p.Choices))
		}
		if _, err := g.Choose(d.Player, c); err != nil {
			return nil, fmt.Errorf("choice %d of %d: %w", i+1, len(p.Choices), err)
		}
	}
	return g, nil
}

// FairSeed reports whether this game's seed was drawn from both sides
// with this client (it saw the host's commitment and sent its value).
func (cl *Client) FairSeed() bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.fair != nil
}
