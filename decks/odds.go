package decks

import (
	"fmt"
	"io"
	"math/big"

	"github.com/stccg/stccg/game"
)

// The odds of drawing a card: a draw deck of deckSize cards holding copies
// copies of it, shuffled, of which drawn cards are seen. The chance that
// at least one copy is among them is hypergeometric:
//
//	1 − C(deckSize−copies, drawn) / C(deckSize, drawn)
//
// computed exactly, as a fraction.

// OpeningHand is the number of cards each player draws before the first
// turn (Rulebook: Setting Up the Game).
const OpeningHand = 7

// AtLeastOne is the chance that drawn cards taken at random from a deck of
// deckSize cards, copies of which are the card wanted, include at least
// one copy. drawn beyond the deck's size is the whole deck.
func AtLeastOne(deckSize, copies, drawn int) (*big.Rat, error) {
	switch {
	case deckSize < 1:
		return nil, fmt.Errorf("a deck of %d cards has nothing to draw", deckSize)
	case copies < 0 || copies > deckSize:
		return nil, fmt.Errorf("%d copies in a deck of %d cards", copies, deckSize)
	case drawn < 0:
		return nil, fmt.Errorf("%d cards drawn", drawn)
	}
	drawn = min(drawn, deckSize)
	// C(D−K, n) / C(D, n) = Π_{i<n} (D−K−i) / (D−i): the chance that
	// each card drawn in turn misses every copy.
	miss := big.NewRat(1, 1)
	for i := 0; i < drawn; i++ {
		if deckSize-copies-i <= 0 {
			miss.SetInt64(0)
			break
		}
		miss.Mul(miss, big.NewRat(int64(deckSize-copies-i), int64(deckSize-i)))
	}
	return new(big.Rat).Sub(big.NewRat(1, 1), miss), nil
}

// CardsSeen is how many cards of the draw deck a player has seen by the
// end of their turn-th turn when they draw drawsPerTurn cards each turn
// (each draw costs one of the turn's seven counters; Rulebook: Drawing
// Cards): the opening hand and those draws. Turn 0 is the opening hand.
func CardsSeen(turn, drawsPerTurn int) int { return OpeningHand + turn*drawsPerTurn }

// percent writes a chance as a percentage with one decimal: "20.0%".
func percent(r *big.Rat) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(1) + "%"
}

// OddsRequest is what to work out the drawing odds for: a card of the
// draw deck (nil for a table by number of copies), at one turn (0 for a
// table of turns), drawing DrawsPerTurn cards a turn.
type OddsRequest struct {
	Card         string // as the player wrote it; "" for none
	Turn         int    // 0: the default turns
	DrawsPerTurn int
}

// defaultTurns are the turns of the odds table when none is asked for.
var defaultTurns = []int{0, 1, 2, 3, 4, 5, 6, 8, 10}

// WriteOdds prints the chance of holding at least one copy of a card by
// the end of each turn: for the card asked for, or for a card with 1, 2
// and 3 copies in the deck.
func (d *Deck) WriteOdds(w io.Writer, lib *game.Library, req OddsRequest) error {
	if req.Turn < 0 {
		return fmt.Errorf("--turn %d: a turn is 1 or more (0 is the opening hand)", req.Turn)
	}
	if req.DrawsPerTurn < 0 || req.DrawsPerTurn > 7 {
		return fmt.Errorf("--draws %d: a turn's seven counters draw 0 to 7 cards", req.DrawsPerTurn)
	}
	size := d.Count(DrawDeck)
	if size == 0 {
		return fmt.Errorf("%s: the draw deck is empty: there is nothing to draw", d.File)
	}
	type row struct {
		label  string
		copies int
	}
	var rows []row
	if req.Card != "" {
		name, copies, err := d.copiesOf(lib, req.Card)
		if err != nil {
			return err
		}
		rows = append(rows, row{fmt.Sprintf("%s (%d)", name, copies), copies})
	} else {
		for k := 1; k <= 3; k++ {
			rows = append(rows, row{fmt.Sprintf("a card with %d %s", k, plural(k, "copy", "copies")), k})
		}
	}
	turns := defaultTurns
	if req.Turn > 0 {
		turns = []int{req.Turn}
	}
	fmt.Fprintf(w, "Odds of having drawn at least one copy: %d-card draw deck, 7-card opening hand, %d %s drawn a turn\n",
		size, req.DrawsPerTurn, plural(req.DrawsPerTurn, "card", "cards"))
	header := []string{""}
	for _, t := range turns {
		label := fmt.Sprintf("turn %d", t)
		if t == 0 {
			label = "hand"
		}
		header = append(header, fmt.Sprintf("%s (%d)", label, min(CardsSeen(t, req.DrawsPerTurn), size)))
	}
	width := 0
	for _, r := range rows {
		width = max(width, len(r.label))
	}
	fmt.Fprintf(w, "  %-*s", width, "")
	for _, h := range header[1:] {
		fmt.Fprintf(w, "  %12s", h)
	}
	fmt.Fprintln(w)
	for _, r := range rows {
		fmt.Fprintf(w, "  %-*s", width, r.label)
		for _, t := range turns {
			p, err := AtLeastOne(size, r.copies, CardsSeen(t, req.DrawsPerTurn))
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "  %12s", percent(p))
		}
		fmt.Fprintln(w)
	}
	return nil
}

// copiesOf finds the draw-deck cards name means and counts their copies:
// the card the name gives (any of its printings), else every card of
// that title ("Worf": every Worf in the deck).
func (d *Deck) copiesOf(lib *game.Library, name string) (string, int, error) {
	c := lib.Lookup(name)
	count := func(match func(*game.Card) bool) (int, Section) {
		n, where := 0, Section(-1)
		for _, e := range d.Entries {
			if match(e.Card) {
				if e.Section == DrawDeck {
					n += e.Count
				} else {
					where = e.Section
				}
			}
		}
		return n, where
	}
	if c != nil {
		if n, where := count(func(x *game.Card) bool { return samePrinted(x, c) }); n > 0 {
			return c.Name(), n, nil
		} else if where >= 0 {
			return "", 0, fmt.Errorf("--card %q: %s is in the %s, not the draw deck: only draw-deck cards are drawn", name, c.Name(), where)
		}
	}
	title := game.NormalizeTitle(name)
	if n, _ := count(func(x *game.Card) bool { return game.NormalizeTitle(x.Title) == title }); n > 0 {
		return name, n, nil
	}
	if c == nil {
		if _, err := lib.Find(name); err != nil {
			return "", 0, fmt.Errorf("--card: %v", err)
		}
	}
	return "", 0, fmt.Errorf("--card %q: the draw deck has no copy of it", name)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
