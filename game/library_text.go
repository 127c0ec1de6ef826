package game

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"time"

	"go.yaml.in/yaml/v3"
)

// A card's encoding (its game text as data, assets/cards/*.yaml) is read
// when the card is first needed, not at start-up: parsing all of them took
// a third of `stccg cards Worf`, which shows one. At start-up each file is
// only cut into its encodings, a byte scan: each encoding is a top-level
// list item that starts with its id ("- id: ..." or "- {id: ...").
// That tells which cards are encoded and which of those are pending, all
// a search or a deck check needs. The rest is parsed by loadText, once per
// card (sync.Once), and laid over the card and its later printings.
//
// Every card the library hands out one by one (ByID, Lookup, Find,
// LookupAll, ByCollector, Printings, MissionsEndingWith) and every card of
// All() has its encoding read; only AllFacts() gives cards that may not,
// and ScanFacts a card it reuses, with facts and status only.
// TestEmbeddedEncodingsAreValid reads every encoding (CheckTexts), so an
// encoding that does not load fails the tests, not a player's game.

// cardText is one encoding, cut from its file and not yet parsed, or
// (src empty) only a mission's requirements to parse.
type cardText struct {
	once sync.Once
	file string
	// src is the encoding's YAML: a list of one item, as in its file;
	// when the compiled index told the library of the card (a library
	// read lazily), it is cut from its file when the card is read (lazy).
	src  string
	lazy *lazyFiles
	// compiled is its line of the compiled file, if it has one
	// (library_compiled.go).
	compiled compiledText
	// cards are the card it encodes and every later printing of it; in a
	// library read lazily, those decoded so far (join).
	cards []*Card
	err   error
	// status is the status of its cards: not enforced when the encoding
	// is pending.
	status Status
	// mu guards cards, done and enc: a card decoded after the encoding
	// was read joins under it, and is laid over at once.
	mu   sync.Mutex
	done bool
	enc  *Encoding
}

// encodingItem is what the scan finds of one encoding.
type encodingItem struct {
	id, src string
	pending bool
}

// splitEncodings cuts a file of encodings into its items without parsing
// them. A line at the left margin is a comment, blank or starts an item;
// anything else there is refused, so that the cut is always where YAML
// would cut (TestEncodingSplitMatchesParse checks the embedded files).
func splitEncodings(file, data string) ([]encodingItem, error) {
	var items []encodingItem
	start := -1
	line := 1
	end := func(at int) {
		if start >= 0 {
			items[len(items)-1].src = data[start:at]
		}
	}
	for at := 0; at < len(data); line++ {
		next := strings.IndexByte(data[at:], '\n') + at + 1
		if next == at {
			next = len(data)
		}
		l := strings.TrimRight(data[at:next], "\r\n")
		switch {
		case strings.HasPrefix(l, "- "):
			end(at)
			id := encodingID(l[2:])
			if id == "" {
				return nil, fmt.Errorf("%s:%d: an encoding starts with its id (- id: ...)", file, line)
			}
			flow := strings.HasPrefix(strings.TrimSpace(l[2:]), "{")
			items = append(items, encodingItem{id: id, pending: flow && strings.Contains(l, ", pending:")})
			start = at
		case l == "" || l[0] == ' ' || l[0] == '#':
			if start >= 0 && hasPending(l) {
				items[len(items)-1].pending = true
			}
		default:
			return nil, fmt.Errorf("%s:%d: a line at the left margin must start an encoding (- id: ...) or be a comment", file, line)
		}
		at = next
	}
	end(len(data))
	return items, nil
}

// encodingID reads the id from the first line of an item: `id: "3C118"`
// or, in flow style, `{id: "1C057", ...`.
func encodingID(s string) string {
	s = strings.TrimPrefix(strings.TrimSpace(s), "{")
	rest, ok := strings.CutPrefix(strings.TrimSpace(s), "id:")
	if !ok {
		return ""
	}
	rest = strings.TrimSpace(rest)
	if i := strings.IndexAny(rest, ",}#"); i >= 0 && !strings.HasPrefix(rest, `"`) && !strings.HasPrefix(rest, "'") {
		rest = rest[:i]
	}
	rest = strings.TrimSpace(rest)
	if len(rest) >= 2 && (rest[0] == '"' || rest[0] == '\'') {
		if j := strings.IndexByte(rest[1:], rest[0]); j >= 0 {
			return rest[1 : j+1]
		}
		return ""
	}
	return rest
}

// hasPending reports whether a line of an item sets the card's pending
// text: a field "  pending:" of the item itself (a deeper one belongs to
// something inside it).
func hasPending(l string) bool { return strings.HasPrefix(l, "  pending:") }

// scanTexts cuts every encoding file and ties each encoding to its card
// and that card's later printings, settling their status: the library
// read whole does (a current compiled index is read lazily instead,
// library_lazy.go). The library's cards must all be added.
func (l *Library) scanTexts(encodings fs.FS, compiled *compiledSet) error {
	if encodings == nil {
		return nil
	}
	err := walkYAML(encodings, func(p string, data []byte) error {
		items, err := splitEncodings(p, string(data))
		if err != nil {
			return err
		}
		for _, it := range items {
			c := l.byID[it.id]
			if c == nil {
				return fmt.Errorf("%s: encoding for %s: no such card in the pool", p, it.id)
			}
			if c.PrintingOf != "" {
				return fmt.Errorf("%s: encoding for %s (%s): encode the card's first printing, %s", p, it.id, c.Name(), c.PrintingOf)
			}
			if c.text != nil || c.Status != "" {
				return fmt.Errorf("%s: card %s (%s) is encoded twice", p, it.id, c.Name())
			}
			c.text = &cardText{file: p, src: it.src, cards: []*Card{c}, compiled: compiled.line(it.id)}
			c.Status, c.Encoded = Enforced, true
			if it.pending {
				c.Status = NotEnforced
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	return l.textsForPrintingsAndMissions()
}

// textsForPrintingsAndMissions gives each later printing of an encoded
// card its first printing's encoding, and each mission without one its
// requirements to parse.
func (l *Library) textsForPrintingsAndMissions() error {
	for _, c := range l.cards {
		if c.PrintingOf == "" {
			continue
		}
		if first := l.byID[c.PrintingOf]; first != nil && first.text != nil {
			c.text = first.text
			c.Status, c.Encoded = first.Status, true
			first.text.cards = append(first.text.cards, c)
		}
	}
	// A mission's requirements are parsed on first use too: a third of
	// the missions' facts' cost at start-up.
	for _, c := range l.cards {
		if c.text == nil && c.Requirements != "" && c.RequirementsError == "" {
			c.text = &cardText{cards: []*Card{c}}
		}
	}
	return nil
}

// loadText reads the card's encoding, if it has one and it is not read
// yet. An encoding that cannot be read leaves the card with its facts and
// a pending note that says why (CheckTexts reports it to the tests).
func (c *Card) loadText() {
	t := c.text
	if t == nil {
		return
	}
	t.once.Do(func() {
		t.err = t.parse()
		t.mu.Lock()
		defer t.mu.Unlock()
		t.done = true
		for _, x := range t.cards {
			if t.err == nil {
				t.err = t.lay(x)
			}
		}
		if t.err != nil {
			for _, x := range t.cards {
				t.drop(x)
			}
		}
	})
}

// join adds a card just decoded to the text's cards (library_lazy.go),
// laying the encoding over it at once if it was read already.
func (t *cardText) join(c *Card) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.cards = append(t.cards, c)
	if !t.done {
		return
	}
	if t.err == nil {
		if err := t.lay(c); err != nil {
			t.err = err
		}
	}
	if t.err != nil {
		t.drop(c)
	}
}

// drop leaves c its facts, saying why its encoding is not there.
func (t *cardText) drop(c *Card) {
	c.dropText()
	c.Pending = "its encoding could not be read: " + t.err.Error()
}

// dropText leaves the card its facts only, after its encoding failed to
// read: a half-laid encoding (abilities set, their checks not passed)
// would reach play unvalidated, so nothing of it stays, and the card is
// not enforced.
func (c *Card) dropText() {
	c.Modifiers, c.Abilities, c.CostPer, c.OnlyHQ, c.Core = nil, nil, "", false, false
	c.Effect, c.Note, c.Reviewed, c.Back, c.other = nil, "", "", nil, nil
	c.PlayText = PlayText{}
	c.modEffects, c.listens, c.facing, c.lasting, c.evenStopped = 0, nil, 0, nil, false
	c.Status = NotEnforced
}

// parse reads and checks the encoding against the card it encodes (the
// first of cards), keeping it in enc; a text of requirements only has
// nothing to parse.
func (t *cardText) parse() error {
	if t.file == "" {
		return nil // requirements only
	}
	src, err := t.source()
	if err != nil {
		return err
	}
	var encs []Encoding
	if t.compiled.json != "" && t.compiled.hash == textHash(src) {
		encs = make([]Encoding, 1)
		if err := decodeCompiled(t.compiled.json, &encs[0]); err != nil {
			return fmt.Errorf("assets/encodings.jsonl: %s: %w", t.file, err)
		}
	} else {
		dec := yaml.NewDecoder(strings.NewReader(src))
		dec.KnownFields(true)
		if err := dec.Decode(&encs); err != nil {
			return fmt.Errorf("%s: %w", t.file, err)
		}
	}
	c := t.first()
	if len(encs) != 1 || encs[0].ID != c.ID {
		return fmt.Errorf("%s: the encoding of %s was cut wrong: %d item(s)", t.file, c.ID, len(encs))
	}
	e := &encs[0]
	if nameKey(e.Card) != nameKey(c.Name()) && nameKey(e.Card) != nameKey(strings.TrimSpace(c.Location+" "+c.Name())) {
		return fmt.Errorf("%s: encoding for %s says %q, but that card is %q", t.file, e.ID, e.Card, c.Name())
	}
	if e.Reviewed != "" {
		if _, err := time.Parse(time.DateOnly, e.Reviewed); err != nil {
			return fmt.Errorf("%s: encoding for %s (%s): reviewed %q: want a date, YYYY-MM-DD", t.file, e.ID, e.Card, e.Reviewed)
		}
	}
	if (e.Pending != "") != (c.Status == NotEnforced) {
		return fmt.Errorf("%s: encoding for %s (%s): its pending field was not found by the scan", t.file, e.ID, e.Card)
	}
	t.enc = e
	return nil
}

// first is the card the text encodes: the first of its cards, which a
// lazy library decodes before any later printing (lazyPool.decode).
func (t *cardText) first() *Card {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.cards[0]
}

// lay parses x's requirements and lays the encoding, if any, over x.
// It runs under mu.
func (t *cardText) lay(x *Card) error {
	if err := x.parseReq(); err != nil {
		return err
	}
	e := t.enc
	if e == nil {
		return nil
	}
	x.Modifiers, x.Abilities, x.CostPer, x.OnlyHQ, x.Core = e.Modifiers, e.Abilities, e.CostPer, e.OnlyHQ, e.Core
	x.Effect, x.Pending, x.Note, x.Reviewed, x.Back = e.Effect, e.Pending, e.Note, e.Reviewed, e.Back
	x.PlayText = e.PlayText
	if err := x.prepareText(); err != nil {
		return fmt.Errorf("%s: %w", t.file, err)
	}
	if e.PlayHere != nil {
		x.PlayHere = e.PlayHere // only once the rest is known good (dropText keeps the facts' own)
	}
	if err := x.prepareBack(); err != nil { // vocab_flip.go: after the front is whole
		return fmt.Errorf("%s: %w", t.file, err)
	}
	return nil
}

// source is the encoding's YAML item, cut from its file now if the
// compiled index told of it (the file is cut once, for all its cards).
// It is read under the text's once (parse), or by tests.
func (t *cardText) source() (string, error) {
	if t.src != "" || t.lazy == nil {
		return t.src, nil
	}
	src, err := t.lazy.item(t.file, t.cards[0].ID)
	if err != nil {
		return "", err
	}
	t.src = src
	return src, nil
}

// lazyFiles are the encoding files of a library that has not read them,
// each cut into its items on the first read of one of its cards.
type lazyFiles struct {
	fsys  fs.FS
	mu    sync.Mutex
	files map[string]*lazyFile
}

type lazyFile struct {
	once  sync.Once
	items map[string]string // id -> the item's YAML
	err   error
}

// item is card id's item in file.
func (f *lazyFiles) item(file, id string) (string, error) {
	f.mu.Lock()
	lf := f.files[file]
	if lf == nil {
		lf = &lazyFile{}
		f.files[file] = lf
	}
	f.mu.Unlock()
	lf.once.Do(func() {
		data, err := fs.ReadFile(f.fsys, file)
		if err != nil {
			lf.err = err
			return
		}
		items, err := splitEncodings(file, string(data))
		if err != nil {
			lf.err = err
			return
		}
		lf.items = make(map[string]string, len(items))
		for _, it := range items {
			lf.items[it.id] = it.src
		}
	})
	if lf.err != nil {
		return "", lf.err
	}
	src, ok := lf.items[id]
	if !ok {
		return "", fmt.Errorf("%s: no encoding for %s, as assets/encodings.jsonl says (run `go generate ./game`)", file, id)
	}
	return src, nil
}

// loadTexts reads every encoding of the library, once; All() calls it.
func (l *Library) loadTexts() {
	l.textsOnce.Do(func() {
		for _, c := range l.all() {
			c.loadText()
		}
	})
}

// CheckTexts reads every encoding and returns why any could not be read:
// the tests and the generators call it, so that a broken encoding never
// waits for a game to need its card.
func (l *Library) CheckTexts() error {
	l.loadTexts()
	var errs []error
	seen := map[*cardText]bool{}
	for _, c := range l.all() {
		if t := c.text; t != nil && t.err != nil && !seen[t] {
			seen[t] = true
			errs = append(errs, t.err)
		}
	}
	return errors.Join(errs...)
}

// AllFacts returns every card, ordered as All orders them, without
// reading any encoding: each card's facts, Status and Encoded are there,
// its game text (Modifiers, Abilities, Effect...) may not be. For
// searches over the whole pool; a card to describe or play is taken from
// ByID (or any other look-up), which reads its encoding.
func (l *Library) AllFacts() []*Card { return l.all() }
