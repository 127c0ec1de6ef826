package game

import (
	"fmt"
	"io/fs"
	"sync"
	"sync/atomic"
)

// The embedded pool read lazily. A library made from the embedded pool
// and its compiled encodings (DefaultLibrary) decodes nothing at start-up:
// each card's facts are decoded when a look-up first hands the card out
// (Library.at), the look-ups by ID, name and title search the pool's
// sorted tables (pool_codec.go), and the encodings are tied to cards by
// the first printing's ID (Library.texts) as each card is decoded. A pass
// over the whole pool (All, AllFacts, Suggest...) decodes every card,
// once. A library that gains a card the pool lacks (DefaultLibraryWith,
// player card data) decodes every card and builds maps (materialize),
// and is then read as a library made whole at once.
//
// Start-up used to decode all 4,363 printings and build the maps of
// their names: some 30 ms of `stccg cards Worf`, most of it the first
// touch of 6 MB of memory.

// lazyPool is the state of a library whose cards are decoded on first
// use; Library.pool is nil for a library made whole.
type lazyPool struct {
	*poolIndex
	// slots holds each card once decoded, by its number in the pool.
	slots []atomic.Pointer[Card]
	// mu serialises decoding, so that a card is decoded once even when
	// games on several goroutines ask for it together.
	mu sync.Mutex
	// compiled is the compiled index, which names the encoded cards (by
	// their first printing's ID); texts are their encodings, made as the
	// first of their cards is decoded (under mu), which each card decoded
	// joins. files are the encoding files, each cut on first use.
	compiled *compiledSet
	texts    map[string]*cardText
	files    *lazyFiles
}

// lazyLibrary makes a library that reads pool in place, its encodings
// those the compiled index names, which must be current (matches): its
// lines say which cards are encoded and which are pending. That every
// line names a first printing of the pool is checked by the tests
// (TestCompiledIndexFitsPool), as the index is generated from the files
// the whole read checks; a line naming no such card would go unread.
func lazyLibrary(p *poolIndex, encodings fs.FS, compiled *compiledSet) *Library {
	return &Library{pool: &lazyPool{poolIndex: p, slots: make([]atomic.Pointer[Card], p.nCards), compiled: compiled,
		texts: map[string]*cardText{}, files: &lazyFiles{fsys: encodings, files: map[string]*lazyFile{}}}}
}

// encoded reports whether the card with this ID (a first printing) is
// encoded, and its status if so.
func (lp *lazyPool) encoded(id string) (Status, bool) {
	ct := lp.compiled.line(id)
	switch {
	case !ct.indexed:
		return "", false
	case ct.pending:
		return NotEnforced, true
	}
	return Enforced, true
}

// text is the encoding of the card with this ID (a first printing), made
// on first use, or nil; it runs under mu.
func (lp *lazyPool) text(id string) *cardText {
	if t := lp.texts[id]; t != nil {
		return t
	}
	status, ok := lp.encoded(id)
	if !ok {
		return nil
	}
	ct := lp.compiled.line(id)
	t := &cardText{file: ct.file, lazy: lp.files, compiled: ct, status: status}
	lp.texts[id] = t
	return t
}

// at is card i of the pool, decoded now if it is not yet.
func (lp *lazyPool) at(i int) *Card {
	if c := lp.slots[i].Load(); c != nil {
		return c
	}
	lp.mu.Lock()
	defer lp.mu.Unlock()
	return lp.decode(i)
}

// decode decodes card i under mu: its facts, what is noted of them, its
// status, and its encoding (its first printing's, that printing decoded
// first so that the encoding's first card is the one it encodes).
func (lp *lazyPool) decode(i int) *Card {
	if c := lp.slots[i].Load(); c != nil {
		return c
	}
	c := new(Card)
	if err := lp.facts(i, &c.Facts, nil); err != nil {
		// The embedded pool is checked whole by the tests and by its
		// generator, so this is damage: the card keeps what was read.
		c.Pending, c.Status = err.Error(), NotEnforced
	} else if err := c.prepareFacts(); err != nil {
		c.Pending, c.Status = err.Error(), NotEnforced
	}
	family := familyOf(c)
	if c.PrintingOf != "" && c.Status == "" {
		// Only a first printing is decoded from here, and it decodes no
		// other: damaged data cannot make this loop.
		if j := lp.findID(family); j >= 0 && j != i {
			if lp.head(j).PrintingOf == "" {
				lp.decode(j)
			}
		}
	}
	if t := lp.text(family); t != nil && c.Status == "" {
		c.text, c.Status, c.Encoded = t, t.status, true
		t.join(c)
	} else if c.Requirements != "" && c.RequirementsError == "" {
		c.text = &cardText{cards: []*Card{c}}
	}
	if c.Status == "" {
		c.Status = derivedStatus(c)
	}
	c.titleIdx = lp.titleNum(c.titleKey)
	lp.slots[i].Store(c)
	return c
}

// cards decodes the cards numbered list.
func (lp *lazyPool) cards(list []int) []*Card {
	if len(list) == 0 {
		return nil
	}
	out := make([]*Card, len(list))
	for k, i := range list {
		out[k] = lp.at(i)
	}
	return out
}

// printings is every printing of the card whose first printing is
// family, in pool order.
func (lp *lazyPool) printings(family string) []*Card {
	if list := lp.familyList(family); list != nil {
		return lp.cards(list)
	}
	if i := lp.findID(family); i >= 0 {
		return []*Card{lp.at(i)} // printed once
	}
	return nil
}

// scratch fills c with card i's facts and status, for a pass that keeps
// none of them (Library.ScanFacts): nothing is decoded for good.
func (lp *lazyPool) scratch(i int, c *Card, backing *[]string) error {
	*backing = (*backing)[:0]
	*c = Card{}
	if err := lp.facts(i, &c.Facts, backing); err != nil {
		return err
	}
	if err := c.prepareFacts(); err != nil {
		return err
	}
	if status, ok := lp.encoded(familyOf(c)); ok {
		c.Status, c.Encoded = status, true
	} else {
		c.Status = derivedStatus(c)
	}
	return nil
}

// eachHead calls fn with the first fields of every card, in library
// order, decoding none: a game that names a title reads the whole pool's.
func (l *Library) eachHead(fn func(h cardHead)) {
	if l.pool == nil {
		for _, c := range l.cards {
			fn(cardHead{ID: c.ID, Title: c.Title, Unique: c.Unique, Type: c.Type, PrintingOf: c.PrintingOf})
		}
		return
	}
	for i := range l.pool.nCards {
		fn(l.pool.head(i))
	}
}

// all decodes every card and lists them in pool order, once.
func (l *Library) all() []*Card {
	if l.pool == nil {
		return l.cards
	}
	l.allOnce.Do(func() {
		cards := make([]*Card, l.pool.nCards)
		for i := range cards {
			cards[i] = l.pool.at(i)
		}
		l.cards = cards
	})
	return l.cards
}

// materialize turns a lazily read library into one made whole, with its
// maps, before it gains a card the pool lacks: from then on the library
// is read as LoadLibrary's are, and finish builds its name indexes.
func (l *Library) materialize() {
	if l.pool == nil {
		return
	}
	cards := l.all()
	l.pool = nil
	l.byID = make(map[string]*Card, len(cards))
	l.byTitle = make(map[string][]*Card, len(cards)*3/4)
	l.byName = make(map[string][]*Card, len(cards)*9/8)
	for _, c := range cards {
		l.byID[c.ID] = c
	}
}

// ScanFacts calls fn with every card's facts and status (as AllFacts
// gives them), in library order, decoding no card for good: when the
// pool is read lazily the Card fn gets is reused from call to call, so
// fn keeps a card's ID, never the card (a look-up gives the card to
// keep). A search over the whole pool reads this way, so that it does
// not decode 4,000 cards to show one.
func (l *Library) ScanFacts(fn func(c *Card)) error {
	if l.pool == nil {
		for _, c := range l.cards {
			fn(c)
		}
		return nil
	}
	var scratch Card
	var backing []string
	for i := range l.pool.nCards {
		if c := l.pool.slots[i].Load(); c != nil {
			fn(c)
			continue
		}
		if err := l.pool.scratch(i, &scratch, &backing); err != nil {
			return fmt.Errorf("card pool: %w", err)
		}
		fn(&scratch)
	}
	return nil
}
