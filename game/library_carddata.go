package game

import (
	"fmt"
	"strings"

	"github.com/stccg/stccg/assets"
)

// PlayerCard is one row of a player's own LackeyCCG card data file: the
// card's facts, read by the pool's converter (internal/carddata), with its
// whole name as Title and its printing suffix as Printing, and its
// printed text.
type PlayerCard struct {
	Card *Card
	Text string
}

// PlayerCardsReport says what a card data file gave the library.
type PlayerCardsReport struct {
	// Added names the cards the pool lacked, now in the library as facts.
	Added []string
	// Texts counts the cards of the library that got their printed text.
	Texts int
}

// DefaultLibraryWithPlayerCards is the default library with a player's
// card data laid over it: every card of the library whose name a row
// gives shows that row's printed text beside its generated text (display
// only: the engine never reads it), and a row whose card the pool lacks
// joins the library as facts, its text not enforced. Nothing of the file
// reaches the embedded pool, a save or the wire: PrintedWords is not
// serialized.
func DefaultLibraryWithPlayerCards(rows []PlayerCard) (*Library, PlayerCardsReport, error) {
	lib, err := loadPoolCards(assets.Pool, assets.Cards, parseCompiled(assets.Encodings))
	if err != nil {
		return nil, PlayerCardsReport{}, err
	}
	rep, err := lib.addPlayerCards(rows)
	if err != nil {
		return nil, PlayerCardsReport{}, err
	}
	lib.finish()
	return lib, rep, nil
}

// addPlayerCards matches each row to the library's cards by its whole
// name (location, title and subtitle joined, as the card list writes it)
// and printing, and adds the rows that match none.
func (l *Library) addPlayerCards(rows []PlayerCard) (PlayerCardsReport, error) {
	var rep PlayerCardsReport
	l.materialize()                // new cards join maps, not the pool's tables
	byName := map[string][]*Card{} // joined name key -> the pool's printings
	for _, c := range l.cards {
		k := nameKey(strings.TrimSpace(c.Location + " " + c.Title + " " + c.Subtitle))
		byName[k] = append(byName[k], c)
	}
	split := newPlayerSplitter(l.cards)
	firstNew := map[string]*Card{} // a new card's first printing, by type and name
	for _, row := range rows {
		c := row.Card
		if c == nil || c.Title == "" || c.Type == "" {
			continue
		}
		k := nameKey(c.Title)
		if same := byName[k]; len(same) > 0 {
			rep.Texts += setPrintedWords(same, c, row.Text)
			continue
		}
		// A card the pool lacks: its facts join the library.
		c.PrintedWords = strings.TrimSpace(row.Text)
		c.PrintedText = c.PrintedText || c.PrintedWords != ""
		c.ID = l.freeID(c)
		c.Formats = []string{"open"} // no format list names a card newer than the pool
		if first := firstNew[string(c.Type)+"|"+k]; first != nil {
			c.PrintingOf = first.ID
		} else {
			firstNew[string(c.Type)+"|"+k] = c
		}
		split.split(c)
		if c.Requirements != "" {
			if r, err := ParseRequirements(c.Requirements); err != nil {
				c.RequirementsError = err.Error()
			} else if u := r.UnknownConds(); len(u) > 0 {
				c.RequirementsError = "the engine cannot check " + strings.Join(u, "; ")
			}
		}
		if err := l.add(c); err != nil {
			return rep, fmt.Errorf("card data: %w", err)
		}
		byName[k] = append(byName[k], c)
		rep.Added = append(rep.Added, c.DeckName())
		if c.PrintedWords != "" {
			rep.Texts++
		}
	}
	return rep, nil
}

// setPrintedWords gives the printed text to the printing the row names
// (same suffix), or, when the row names none of them, to every printing
// of the name that has no text yet. It returns how many cards got it.
func setPrintedWords(same []*Card, row *Card, text string) int {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0
	}
	for _, c := range same {
		if c.Printing == row.Printing && (row.Collector == "" || strings.EqualFold(c.Collector, row.Collector)) {
			c.PrintedWords = text
			return 1
		}
	}
	n := 0
	for _, c := range same {
		if c.PrintedWords == "" {
			c.PrintedWords = text
			n++
		}
	}
	return n
}

// freeID is the collector number, or, when the library has it already,
// the number and the printing's suffix or set ("63V001-SS").
func (l *Library) freeID(c *Card) string {
	id := c.Collector
	if id == "" {
		id = strings.ToLower(strings.Join(strings.Fields(c.Title), "-"))
	}
	if _, used := l.byID[id]; !used {
		return id
	}
	tag := strings.Trim(c.Printing, "*() ")
	if tag == "" {
		tag = c.Set
	}
	base := id + "-" + tag
	id = base
	for n := 2; ; n++ {
		if _, used := l.byID[id]; !used {
			return id
		}
		id = fmt.Sprintf("%s%d", base, n)
	}
}

// playerSplitter splits the name of a card the pool lacks as the pool's
// own names are split, where the pool shows how: a unique personnel or
// ship whose name begins with a persona title of the pool takes that title
// ("Kira Nerys" of "Kira Nerys Newest Version"); a mission whose name
// begins with a location of the pool takes that location. Any other name
// is the title whole (a new persona's title is its own).
type playerSplitter struct {
	titles    map[CardType]map[string]bool
	locations map[string]bool
}

func newPlayerSplitter(cards []*Card) *playerSplitter {
	s := &playerSplitter{titles: map[CardType]map[string]bool{Personnel: {}, Ship: {}}, locations: map[string]bool{}}
	for _, c := range cards {
		switch {
		case c.Type == Mission && c.Location != "":
			s.locations[c.Location] = true
		case c.IsHQ():
			s.locations[c.Title] = true
		case s.titles[c.Type] != nil && c.Unique && c.Subtitle != "":
			s.titles[c.Type][c.Title] = true
		}
	}
	return s
}

func (s *playerSplitter) split(c *Card) {
	words := strings.Fields(c.Title)
	for k := len(words) - 1; k >= 1; k-- {
		prefix := strings.Join(words[:k], " ")
		rest := strings.Join(words[k:], " ")
		switch {
		case c.Type == Mission && !c.IsHQ() && s.locations[prefix]:
			c.Location, c.Title = prefix, rest
			return
		case c.IsHQ() && s.locations[prefix]:
			c.Title, c.Subtitle = prefix, rest
			return
		case c.Unique && s.titles[c.Type] != nil && s.titles[c.Type][prefix]:
			c.Title, c.Subtitle = prefix, rest
			return
		}
	}
}
