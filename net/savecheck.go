package net

import (
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// SaveState sums up where a saved game stands, so that a resume can tell
// whether the saved header and records still lead there.
type SaveState struct {
	Decisions int    `json:"decisions"`
	Turn      int    `json:"turn"`
	Scores    [2]int `json:"scores"`
	// Digest is game.Game.StateDigest in hexadecimal: the whole state,
	// hidden cards, both draw decks and dilemma piles in order and the
	// random source included.
	Digest string `json:"digest"`
}

// StateOf sums up g for a save.
func StateOf(g *game.Game) SaveState {
	d := g.StateDigest()
	return SaveState{Decisions: g.ChoiceCount(), Turn: g.Turn(), Scores: [2]int{g.Score(0), g.Score(1)}, Digest: hex.EncodeToString(d[:])}
}

// Verify checks a save before it is resumed and returns its game: names
// that are clean, a real seat token, two legal decks, a header whose
// decks and seed set up the game it records (Start), records that all
// replay, and a replay that passes every checkpoint. A save edited,
// forged, or written by a stccg whose rules differ is refused, saying
// where. A save cut short at a record's end is the game as it stood then
// (what a host killed there leaves) and is resumed.
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
	if s.Start == nil {
		return nil, errors.New("the save does not say where its game starts, so it cannot be checked")
	}
	g, err := s.newGame(lib)
	if err != nil {
		return nil, err
	}
	if got := StateOf(g); got != *s.Start {
		return nil, errors.New("the saved decks and seed do not set up the game that was saved: a deck list, its order or the seed was changed")
	}
	for i, r := range s.Log {
		if err := applyRecord(g, r); err != nil {
			return nil, fmt.Errorf("record %d of %d: %w", i+1, len(s.Log), err)
		}
		if r.State == nil {
			continue
		}
		if got := StateOf(g); got != *r.State {
			return nil, fmt.Errorf("record %d of %d: the saved game does not replay to its checkpoint (turn %d, %d decisions, scores %d–%d, but the replay reaches turn %d, %d decisions, scores %d–%d, or a different hidden state): the save was changed, or written by a stccg whose rules differ",
				i+1, len(s.Log), r.State.Turn, r.State.Decisions, r.State.Scores[0], r.State.Scores[1], got.Turn, got.Decisions, got.Scores[0], got.Scores[1])
		}
	}
	s.restoreAutoPass(g)
	return g, nil
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
