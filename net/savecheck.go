package net

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// SaveState sums up where a saved game stands, so that a resume can tell
// whether the saved choices still lead there.
type SaveState struct {
	Decisions int    `json:"decisions"`
	Turn      int    `json:"turn"`
	Scores    [2]int `json:"scores"`
	Events    int    `json:"events"`
	// Digest is a SHA-256 of both players' views and the last event: the
	// whole table as each side sees it, hands and piles included.
	Digest string `json:"digest"`
}

// StateOf sums up g for a save.
func StateOf(g *game.Game) SaveState {
	v0, v1 := g.View(0), g.View(1)
	all := g.EventsSince(-1, 0)
	st := SaveState{Decisions: len(g.Choices()), Turn: v0.Turn, Events: len(all),
		Scores: [2]int{v0.Players[0].Score, v0.Players[1].Score}}
	h := sha256.New()
	enc := json.NewEncoder(h)
	_ = enc.Encode(v0)
	_ = enc.Encode(v1)
	if len(all) > 0 {
		_ = enc.Encode(all[len(all)-1])
	}
	st.Digest = hex.EncodeToString(h.Sum(nil))
	return st
}

// Verify checks a save before it is resumed and returns its game: names
// that are clean, a real seat token, two legal decks, choices that all
// replay, and a replay that ends where the save says (its state, its
// result). A save that was cut short, edited or forged is refused.
func (s *Save) Verify(lib *game.Library) (*game.Game, error) {
	for p, n := range s.Names {
		if CleanName(n, MaxName) != n {
			return nil, fmt.Errorf("the name of %s, %q, holds control or invisible characters (or is too long)", game.Player(p), n)
		}
	}
	if !isToken(s.Token) {
		return nil, errors.New("the seat token is not 32 hexadecimal digits")
	}
	if s.Listen != "" && !checkListen(s.Listen) {
		return nil, fmt.Errorf("the saved address %q is not HOST:PORT", s.Listen)
	}
	for p := range 2 {
		if err := checkSavedDeck(lib, s.Decks[p]); err != nil {
			return nil, fmt.Errorf("the deck of %s: %w", game.Player(p), err)
		}
	}
	g, err := s.Replay(lib)
	if err != nil {
		return nil, err
	}
	if got := g.Result(); !reflect.DeepEqual(got, s.Result) {
		return nil, fmt.Errorf("the saved result (%s) is not where the saved choices lead (%s)", describeResult(s.Result), describeResult(got))
	}
	switch {
	case s.State != nil:
		if got := StateOf(g); got != *s.State {
			return nil, fmt.Errorf("the saved choices do not lead to the saved game (turn %d, %d decisions, scores %d–%d, but the replay reaches turn %d, %d decisions, scores %d–%d)",
				s.State.Turn, s.State.Decisions, s.State.Scores[0], s.State.Scores[1], got.Turn, got.Decisions, got.Scores[0], got.Scores[1])
		}
	default:
		// A format-1 save (an older stccg) records no state: a copy cut
		// short or edited would replay all the same, so it is not trusted.
		return nil, fmt.Errorf("the save does not say where its game stands (format %d), so it cannot be checked: start a new game", s.Format)
	}
	return g, nil
}

func describeResult(r *game.Result) string {
	switch {
	case r == nil:
		return "the game goes on"
	case r.Tie:
		return fmt.Sprintf("a tie after %d turns", r.Turns)
	}
	return fmt.Sprintf("%s wins after %d turns, %d–%d", r.Winner, r.Turns, r.Scores[0], r.Scores[1])
}

// checkSavedDeck: a saved deck list (one card ID per copy) must be a deck
// the rules of Building a Deck allow, as it was when the game began.
func checkSavedDeck(lib *game.Library, s DeckSpec) error {
	if len(s.Cards) > 100_000 {
		return errors.New("too many cards")
	}
	d := &decks.Deck{Name: s.Name, File: "save"}
	for i, id := range s.Cards {
		c := lib.ByID(id)
		if c == nil {
			return fmt.Errorf("unknown card ID %q", id)
		}
		d.Entries = append(d.Entries, decks.Entry{Count: 1, Card: c, Section: decks.SectionOf(c), Line: i + 1})
	}
	if ps := d.Validate(); len(ps) > 0 {
		return fmt.Errorf("not a legal deck: %s", ps[0].Msg)
	}
	return nil
}
