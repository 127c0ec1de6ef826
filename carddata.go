package main

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"
	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/internal/carddata"
	"github.com/stccg/stccg/internal/userfile"
)

// A player's own LackeyCCG card data file (--carddata FILE, or the
// STCCG_CARDDATA environment variable) adds the cards the embedded pool
// lacks, as facts, and shows each card's printed text beside its
// generated text. It is read for this run only: nothing of it is written
// anywhere. docs/cards.md says where LackeyCCG keeps it.

// cardDataEnv names the file when --carddata is not given.
const cardDataEnv = "STCCG_CARDDATA"

// maxCardData bounds the file read (the whole 2E list is about 1.3 MB).
const maxCardData = 64 << 20

func addCardDataFlag(root *cobra.Command) {
	root.PersistentFlags().String("carddata", "", "a LackeyCCG 2E card data file (plugins/<2E plugin>/sets/carddata.txt): adds the cards the pool lacks, as facts, and shows printed text (also $"+cardDataEnv+")")
}

// cardDataPath is the card data file this command was given, or "".
func cardDataPath(cmd *cobra.Command) string {
	if f := cmd.Flags().Lookup("carddata"); f != nil && f.Value.String() != "" {
		return f.Value.String()
	}
	return os.Getenv(cardDataEnv)
}

// loadLibrary is the card library a command plays or checks with: the
// embedded pool, and the player's card data file when one is given. What
// the file added is said on stderr, once.
func loadLibrary(cmd *cobra.Command) (*game.Library, error) {
	path := cardDataPath(cmd)
	if path == "" {
		return game.DefaultLibrary()
	}
	rows, skipped, err := readCardData(path)
	if err != nil {
		return nil, err
	}
	lib, rep, err := game.DefaultLibraryWithPlayerCards(rows)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	msg := fmt.Sprintf("card data %s: %d card(s) the pool lacks added as facts (not enforced), printed text for %d card(s)", path, len(rep.Added), rep.Texts)
	if len(skipped) > 0 {
		msg += fmt.Sprintf("; %d row(s) not understood and skipped (first: %s)", len(skipped), skipped[0])
	}
	fmt.Fprintln(cmd.ErrOrStderr(), msg)
	return lib, nil
}

// readCardData reads the rows of a card data file. A row whose facts
// cannot be read (an icon this version does not know) is skipped and
// named, so that one odd row does not hide the rest.
func readCardData(path string) (rows []game.PlayerCard, skipped []string, err error) {
	data, err := userfile.Read(path, maxCardData)
	if err != nil {
		return nil, nil, fmt.Errorf("--carddata: %w", err)
	}
	list, err := carddata.ParseRows(path, data)
	if err != nil {
		return nil, nil, fmt.Errorf("--carddata: %w (want the LackeyCCG 2E card list: 23 tab-separated columns, Name Set ImageFile ... Text)", err)
	}
	if len(list) == 0 {
		return nil, nil, fmt.Errorf("--carddata: %s holds no cards", path)
	}
	for _, r := range list {
		c, err := carddata.Facts(r, func(*game.Card, string) {})
		if err != nil {
			skipped = append(skipped, fmt.Sprintf("%s:%d (%s): %v", path, r.Line, r.Name, err))
			continue
		}
		rows = append(rows, game.PlayerCard{Card: c, Text: r.Text})
	}
	return rows, skipped, nil
}

// printUnenforcedTexts lists, after a deck's coverage, the printed text of
// each of its cards that is not enforced, when the player's card data file
// gave it: what the engine leaves undone, in the card's own words, marked
// as such.
func printUnenforcedTexts(out io.Writer, d *decks.Deck) {
	seen := map[*game.Card]bool{}
	for _, e := range d.Entries {
		c := e.Card
		if seen[c] || c.Status != game.NotEnforced || c.PrintedWords == "" {
			continue
		}
		seen[c] = true
		fmt.Fprintf(out, "%s:   %s: text not enforced, its facts apply. %s%s\n", d.File, c.DeckName(), game.PrintedTextLabel, c.PrintedWords)
	}
}
