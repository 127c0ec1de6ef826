package main

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// cardTypes are the values --type accepts (plurals work too).
var cardTypes = []game.CardType{game.Personnel, game.Ship, game.Equipment, game.EventCard,
	game.Interrupt, game.Mission, game.Dilemma}

// cardFilter is what `stccg cards` selects by.
type cardFilter struct {
	query       string
	typ         game.CardType
	affiliation string
	skill       string
	costMin     int
	costMax     int // -1: no upper bound
	format      string
	status      game.Status
	printings   bool
	// The filters of cards_search.go.
	missionType game.MissionType
	quadrant    string
	keyword     string
	species     string
	icon        string
	attrs       []attrRange
	unique      *bool
	set         string
	text        []string
}

func newCardsCmd() *cobra.Command {
	var asJSON, coverage, unique, ledger bool
	var typ, cost, status, missionType, quadrant, text string
	attrs := map[string]*string{}
	f := cardFilter{costMax: -1}
	cmd := &cobra.Command{
		Use:   "cards [QUERY]",
		Short: "Search the card pool, describe a card, or show encoding coverage",
		Long: "Lists the cards of the whole 2E pool whose name (title, subtitle or a\n" +
			"mission's location) has words starting with QUERY, or whose affiliation, skill,\n" +
			"keyword, species or class is QUERY; case, punctuation and diacritics never\n" +
			"matter (qonos finds Qo'noS), and a query that finds nothing names the closest\n" +
			"titles. Filters narrow the list. When QUERY names\n" +
			"one card, or only one card matches, prints that card in full. Each card shows\n" +
			"its encoding status: enforced (all its game text is run), no game text, or not\n" +
			"enforced (facts only). --json prints the matching cards as a JSON array;\n" +
			"--coverage counts the statuses of the pool, or of a format's cards. --ledger\n" +
			"prints one tab-separated line per card (or --json): collector ID, title, type,\n" +
			"formats, status, the vocabulary its encoding uses, its card-test files and the\n" +
			"day its encoding was reviewed against the printed text (docs/cards.md).",
		Example: "  stccg cards odo\n  stccg cards --type ship --affiliation klingon\n" +
			"  stccg cards --skill Diplomacy --cost 1-2 --format excelsior-act1\n" +
			"  stccg cards \"Worf, Son of Mogh\"\n  stccg cards --status enforced\n" +
			"  stccg cards --coverage --format excelsior-act1\n  stccg cards --json > cards.json\n" +
			"  stccg cards --strength 8- --species klingon\n  stccg cards --mission-type planet --quadrant gamma\n" +
			"  stccg cards --text download --unique=false\n" +
			"  stccg cards --ledger --status enforced",
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			tuneGCForOneShot()
			lib, err := loadLibrary(cmd)
			if err != nil {
				return err
			}
			if typ != "" {
				if f.typ, err = cardsParseType(typ); err != nil {
					return err
				}
			}
			if cost != "" {
				if f.costMin, f.costMax, err = parseCostRange(cost); err != nil {
					return err
				}
			}
			if status != "" {
				if f.status, err = parseStatus(status); err != nil {
					return err
				}
			}
			if missionType != "" {
				if f.missionType, err = parseMissionType(missionType); err != nil {
					return err
				}
			}
			if quadrant != "" {
				if f.quadrant, err = parseQuadrant(quadrant); err != nil {
					return err
				}
			}
			for _, a := range attributes {
				if v := *attrs[a.name]; v != "" {
					lo, hi, err := parseRange("--"+a.name, v)
					if err != nil {
						return err
					}
					f.attrs = append(f.attrs, attrRange{name: a.name, lo: lo, hi: hi, value: a.value})
				}
			}
			if cmd.Flags().Changed("unique") {
				f.unique = &unique
			}
			f.text = searchWords(text)
			if f.set != "" {
				f.printings = true // a reprint is in its own set
			}
			if f.format != "" && !decks.IsFormat(f.format) {
				return fmt.Errorf("unknown format %q: want one of %s", f.format, strings.Join(decks.Formats(), ", "))
			}
			if f.skill != "" && !game.IsSkill(canonicalSkill(f.skill)) {
				return fmt.Errorf("unknown skill %q: want one of %s", f.skill, strings.Join(game.Skills(), ", "))
			}
			f.skill = canonicalSkill(f.skill)
			f.query = strings.Join(args, " ")
			if coverage && ledger {
				return fmt.Errorf("--coverage and --ledger are two different reports: give one")
			}
			if coverage {
				return cardsCoverage(cmd, lib, f)
			}
			if ledger {
				return cardsLedger(cmd, lib, f, asJSON)
			}
			found, err := cardsSelect(lib, f)
			if err != nil {
				return err
			}
			if asJSON {
				return cardsWriteJSON(cmd, found)
			}
			out := cmd.OutOrStdout()
			if f.query != "" {
				// A query that names a card shows that card, even when its
				// words also occur in other cards.
				if c := lib.Lookup(f.query); c != nil && f.keeps(c) {
					found = []*game.Card{c}
				}
			}
			switch len(found) {
			case 0:
				if f.query == "" {
					return fmt.Errorf("no card matches those filters")
				}
				return noMatch(lib, f.query)
			case 1:
				if f.query != "" {
					for _, l := range found[0].Describe() {
						fmt.Fprintln(out, l)
					}
					if ps := printingsOf(lib, found[0]); len(ps) > 1 {
						fmt.Fprintf(out, "Printings: %s\n", strings.Join(ps, ", "))
					}
					return cardsDescribeLedger(out, found[0])
				}
			}
			tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
			for _, c := range found {
				name := c.DeckName()
				if c.Unique {
					name = "•" + name
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t[%s]\n", c.ID, name, c.TypeLine(), c.Status)
			}
			return tw.Flush()
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&asJSON, "json", false, "print the matching cards' facts as a JSON array")
	fl.BoolVar(&coverage, "coverage", false, "count the encoding status of the matching cards (the pool, or --format's cards)")
	fl.BoolVar(&ledger, "ledger", false, "one line per card: collector ID, title, type, formats, status, vocabulary used, card tests, review date")
	fl.StringVar(&typ, "type", "", "only cards of this type: personnel, ship, equipment, event, interrupt, mission or dilemma")
	fl.StringVar(&f.affiliation, "affiliation", "", "only cards of this affiliation (klingon, non-aligned, ...)")
	fl.StringVar(&f.skill, "skill", "", "only personnel with this skill")
	fl.StringVar(&cost, "cost", "", "only cards of this cost: N, N-M, N- or -M")
	fl.StringVar(&f.format, "format", "", "only cards legal in this format: "+strings.Join(decks.Formats(), ", "))
	fl.StringVar(&status, "status", "", "only cards of this encoding status: enforced, no-game-text or not-enforced")
	fl.BoolVar(&f.printings, "printings", false, "list every printing, not only each card's first")
	fl.StringVar(&missionType, "mission-type", "", "only missions of this type: planet, space or headquarters")
	fl.StringVar(&quadrant, "quadrant", "", "only missions in this quadrant: alpha, gamma or delta")
	fl.StringVar(&f.keyword, "keyword", "", "only cards with this keyword (Maquis, Assassin, Decay, ...)")
	fl.StringVar(&f.species, "species", "", "only personnel of this species")
	fl.StringVar(&f.icon, "icon", "", "only cards with this icon (command, staff, ds9, tng, past, ...), a ship's staffing icons included")
	for _, a := range attributes {
		v := ""
		attrs[a.name] = &v
		fl.StringVar(&v, a.name, "", "only "+string(a.typ)+" cards with this "+a.name+": N, N-M, N- (N or more) or -M")
	}
	fl.BoolVar(&unique, "unique", false, "only unique cards (--unique=false: only cards that are not unique)")
	fl.StringVar(&f.set, "set", "", "only printings of this set, by code (SE, TUC, SC) or number (61)")
	fl.StringVar(&text, "text", "", "only cards whose text has all these words: the generated text, and the printed text with --carddata")
	return cmd
}

// cardsSelect returns the cards the filter keeps, in ID order: first
// printings only, unless every printing is asked for. It filters on the
// facts alone (ScanFacts) and decodes and reads only the kept cards (ByID),
// so that a search does not pay for the whole pool; --text reads every
// card's game text.
func cardsSelect(lib *game.Library, f cardFilter) ([]*game.Card, error) {
	var ids []string
	q := newCardQuery(f.query)
	visit := func(c *game.Card) {
		if (f.printings || c.PrintingOf == "") && f.keeps(c) && q.match(c) {
			ids = append(ids, c.ID) // ScanFacts reuses c: keep its ID
		}
	}
	var err error
	if len(f.text) > 0 {
		// --text reads each card's game text, generated from its
		// encoding: only whole cards have it.
		for _, c := range lib.AllFacts() {
			visit(c)
		}
	} else {
		err = lib.ScanFacts(visit)
	}
	found := make([]*game.Card, len(ids))
	for i, id := range ids {
		found[i] = lib.ByID(id)
	}
	return found, err
}

// keeps applies every filter but the query.
func (f cardFilter) keeps(c *game.Card) bool {
	if f.typ != "" && c.Type != f.typ {
		return false
	}
	if f.affiliation != "" && !strings.EqualFold(c.Affiliation, f.affiliation) {
		return false
	}
	if f.skill != "" && c.SkillLevel(f.skill) == 0 {
		return false
	}
	if f.costMin > 0 || f.costMax >= 0 {
		if c.Cost == nil || *c.Cost < f.costMin || (f.costMax >= 0 && *c.Cost > f.costMax) {
			return false
		}
	}
	if f.format != "" && !decks.Legal(c, f.format) {
		return false
	}
	if f.status != "" && c.Status != f.status {
		return false
	}
	return f.keepsMore(c)
}

func cardsParseType(s string) (game.CardType, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	var names []string
	for _, t := range cardTypes {
		if s == string(t) || s == string(t)+"s" {
			return t, nil
		}
		names = append(names, string(t))
	}
	return "", fmt.Errorf("unknown card type %q: want one of %s", s, strings.Join(names, ", "))
}

// parseCostRange reads "3", "1-3", "4-" or "-2".
func parseCostRange(s string) (lo, hi int, err error) { return parseRange("--cost", s) }

// parseRange reads a number or a range of numbers given to flag: "3",
// "1-3", "4-" (4 or more) or "-2" (2 or less); hi is -1 for no bound.
func parseRange(flag, s string) (lo, hi int, err error) {
	bad := fmt.Errorf("bad %s %q: want N, N-M, N- or -M", flag, s)
	a, b, isRange := strings.Cut(strings.TrimSpace(s), "-")
	num := func(x string, def int) (int, error) {
		if x == "" {
			return def, nil
		}
		n, err := strconv.Atoi(x)
		if err != nil || n < 0 {
			return 0, bad
		}
		return n, nil
	}
	if lo, err = num(a, 0); err != nil {
		return
	}
	if !isRange {
		return lo, lo, nil
	}
	if hi, err = num(b, -1); err != nil {
		return
	}
	if a == "" && b == "" || hi >= 0 && hi < lo {
		return 0, 0, bad
	}
	return lo, hi, nil
}

func parseStatus(s string) (game.Status, error) {
	switch strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), " ", "-") {
	case "enforced":
		return game.Enforced, nil
	case "no-game-text", "no-text", "none":
		return game.NoGameText, nil
	case "not-enforced", "unenforced":
		return game.NotEnforced, nil
	}
	return "", fmt.Errorf("unknown status %q: want enforced, no-game-text or not-enforced", s)
}

// canonicalSkill spells a skill as the game does ("diplomacy" is
// "Diplomacy"), or returns s unchanged.
func canonicalSkill(s string) string {
	for _, k := range game.Skills() {
		if strings.EqualFold(k, strings.TrimSpace(s)) {
			return k
		}
	}
	return s
}

// cardsMatch reports whether the query matches the card: its words start
// words of the card's name (title, subtitle, a mission's location), in
// order, ignoring case, punctuation and diacritics (searchFold); or it is
// the card's ID, type, affiliation, one of its skills, keywords or
// species, or its class. An empty query matches every card.
func cardsMatch(c *game.Card, query string) bool { return newCardQuery(query).match(c) }

// cardQuery is a query folded once for matching every card of the pool.
type cardQuery struct {
	raw   string
	words []string
	whole string // words joined by single spaces
	// name is a card's name folded, and spans its words, reused from card
	// to card: a search reads every name of the pool.
	name  []byte
	spans [][2]int
}

func newCardQuery(query string) *cardQuery {
	q := searchWords(query)
	return &cardQuery{raw: query, words: q, whole: strings.Join(q, " ")}
}

func (q *cardQuery) match(c *game.Card) bool {
	if len(q.words) == 0 || strings.EqualFold(q.raw, c.ID) {
		return true
	}
	if q.nameMatches(c) {
		return true
	}
	if q.sameWords(string(c.Type)) || q.sameWords(c.Affiliation) || q.sameWords(c.Class) {
		return true
	}
	for _, s := range c.Skills {
		if q.sameWords(s.Skill) {
			return true
		}
	}
	for _, list := range [][]string{c.Keywords, c.Species} {
		for _, f := range list {
			if q.sameWords(f) {
				return true
			}
		}
	}
	return false
}

// nameMatches reports whether the query's words start words of the
// card's name, in order (wordsPrefix), folding the name into q's buffer.
func (q *cardQuery) nameMatches(c *game.Card) bool {
	if !ascii(c.Location) || !ascii(c.Title) || !ascii(c.Subtitle) {
		name := searchName(c)
		for i := range name {
			if wordsPrefix(name[i:], q.words) {
				return true
			}
		}
		return false
	}
	q.name, q.spans = q.name[:0], q.spans[:0]
	for _, part := range [3]string{c.Location, c.Title, c.Subtitle} {
		q.name = append(appendFoldASCII(q.name, part), ' ')
	}
	start := -1
	for i, b := range q.name {
		switch {
		case b != ' ' && start < 0:
			start = i
		case b == ' ' && start >= 0:
			q.spans = append(q.spans, [2]int{start, i})
			start = -1
		}
	}
	for i := 0; i+len(q.words) <= len(q.spans); i++ {
		if q.prefixAt(i) {
			return true
		}
	}
	return false
}

// prefixAt is wordsPrefix for the name's words from the i-th on.
func (q *cardQuery) prefixAt(i int) bool {
	for k, w := range q.words {
		s := q.spans[i+k]
		word := q.name[s[0]:s[1]]
		if k == len(q.words)-1 {
			return len(word) >= len(w) && string(word[:len(w)]) == w
		}
		if string(word) != w {
			return false
		}
	}
	return true
}

// sameWords reports whether f folds to the query's words. A field whose
// first letter is not the query's is passed over unfolded: most are.
func (q *cardQuery) sameWords(f string) bool {
	if f == "" {
		return false
	}
	if c := f[0]; c < utf8.RuneSelf && c|0x20 >= 'a' && c|0x20 <= 'z' && c|0x20 != q.whole[0] {
		return false
	}
	return strings.Join(searchWords(f), " ") == q.whole
}

// wordsPrefix: the query's words begin name's words, the last one as a
// prefix ("odo" finds "Odo", "picard genial" finds "Picard, Genial Captain").
func wordsPrefix(name, q []string) bool {
	if len(q) > len(name) {
		return false
	}
	for i, w := range q {
		if i == len(q)-1 {
			return strings.HasPrefix(name[i], w)
		}
		if name[i] != w {
			return false
		}
	}
	return true
}

// printingsOf lists the IDs of c's printings, its first printing first.
func printingsOf(lib *game.Library, c *game.Card) []string {
	first := c.ID
	if c.PrintingOf != "" {
		first = c.PrintingOf
	}
	out := []string{first}
	if f := lib.ByID(first); f != nil && f.Printing != "" {
		out[0] += " " + f.Printing
	}
	for _, x := range lib.Printings(c) {
		if x.PrintingOf == first {
			label := x.ID
			if x.Printing != "" {
				label += " " + x.Printing
			}
			out = append(out, label)
		}
	}
	return out
}

// cardJSON is a card's facts as JSON, with the generated game text. The
// subtitle is always present (empty when the card has none).
type cardJSON struct {
	*game.Card
	Subtitle string `json:"subtitle"`
	Name     string `json:"name"`
	TypeLine string `json:"type_line"`
	Text     string `json:"text"`
}

func cardsWriteJSON(cmd *cobra.Command, cards []*game.Card) error {
	list := make([]cardJSON, 0, len(cards))
	for _, c := range cards {
		list = append(list, cardJSON{Card: c, Subtitle: c.Subtitle, Name: c.Name(), TypeLine: c.TypeLine(), Text: c.GameText()})
	}
	enc := json.NewEncoder(cmd.OutOrStdout())
	enc.SetIndent("", "  ")
	return enc.Encode(list)
}

// cardsCoverage prints how many of the selected cards (first printings)
// are enforced, have no game text, or are not enforced, by type.
func cardsCoverage(cmd *cobra.Command, lib *game.Library, f cardFilter) error {
	cards, err := cardsSelect(lib, f)
	if err != nil {
		return err
	}
	if len(cards) == 0 {
		return fmt.Errorf("no card matches those filters")
	}
	type row struct{ enforced, none, not int }
	byType := map[game.CardType]*row{}
	var total row
	for _, c := range cards {
		r := byType[c.Type]
		if r == nil {
			r = &row{}
			byType[c.Type] = r
		}
		for _, x := range []*row{r, &total} {
			switch c.Status {
			case game.Enforced:
				x.enforced++
			case game.NoGameText:
				x.none++
			default:
				x.not++
			}
		}
	}
	what := "the whole pool"
	if f.format != "" {
		what = "format " + f.format
	}
	out := cmd.OutOrStdout()
	fmt.Fprintf(out, "Encoding coverage of %s: %d cards (first printings)\n", what, len(cards))
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "type\tenforced\tno game text\tnot enforced\tcovered\t")
	types := make([]string, 0, len(byType))
	for t := range byType {
		types = append(types, string(t))
	}
	sort.Strings(types)
	line := func(name string, r row) {
		n := r.enforced + r.none + r.not
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%.1f%%\t\n", name, r.enforced, r.none, r.not, 100*float64(r.enforced+r.none)/float64(n))
	}
	for _, t := range types {
		line(t, *byType[game.CardType(t)])
	}
	line("all", total)
	return tw.Flush()
}
