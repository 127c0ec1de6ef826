package game

import (
	"reflect"
	"slices"
	"sync"
	"testing"

	"github.com/stccg/stccg/assets"
)

// The embedded pool read lazily (library_lazy.go) must be the pool read
// whole: the same cards, statuses, encodings and look-ups, whatever order
// its cards are first asked for in.

// eagerLibrary is the pool read whole, every encoding read.
func eagerLibrary(t *testing.T) *Library {
	t.Helper()
	lib, err := LoadPool(assets.Pool, assets.Cards)
	if err != nil {
		t.Fatal(err)
	}
	if lib.pool != nil {
		t.Fatal("LoadPool read the pool lazily")
	}
	return lib
}

// lazyDefault is a fresh default library, checked to read lazily.
func lazyDefault(t *testing.T) *Library {
	t.Helper()
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	if lib.pool == nil {
		t.Fatal("the default library read the whole pool at start-up: is assets/encodings.jsonl current?")
	}
	return lib
}

func decodedCount(lib *Library) int {
	n := 0
	for i := range lib.pool.slots {
		if lib.pool.slots[i].Load() != nil {
			n++
		}
	}
	return n
}

func cardIDs(cs []*Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.ID
	}
	return out
}

// comparable is c without what differs between two libraries by
// construction: its encoding's bookkeeping and the pointer to its other
// side (compared on its own). Its title's number is the same: a game
// keeps a slot per number up to its cards' highest.
func comparable(c *Card) Card {
	x := *c
	x.text, x.other = nil, nil
	return x
}

// Every card of the lazily read pool is the card of the pool read whole,
// encoding laid, and every look-up gives the same cards in the same
// order: by ID, by each way its name is written, by title, its printings.
// The pool's name tables are made at `go generate ./assets`: a change to
// how names fold fails here until they are made again.
func TestLazyPoolMatchesWholePool(t *testing.T) {
	whole := eagerLibrary(t)
	lazy := lazyDefault(t)
	if n := len(whole.byName); n != lazy.pool.nNames {
		t.Errorf("%d name keys in the whole pool, %d in cards.bin: run `go generate ./assets`", n, lazy.pool.nNames)
	}
	if n := len(whole.byTitle); n != lazy.pool.nTitles {
		t.Errorf("%d title keys in the whole pool, %d in cards.bin: run `go generate ./assets`", n, lazy.pool.nTitles)
	}
	titleOf := map[int32]string{}
	var keys []string
	for _, w := range whole.All() {
		c := lazy.ByID(w.ID)
		if c == nil {
			t.Fatalf("%s: not found lazily", w.ID)
		}
		if a, b := comparable(c), comparable(w); !reflect.DeepEqual(a, b) {
			t.Fatalf("%s differs read lazily:\n got %+v\nwant %+v", w.ID, a, b)
		}
		if (c.other == nil) != (w.other == nil) || c.other != nil && !reflect.DeepEqual(comparable(c.other), comparable(w.other)) {
			t.Fatalf("%s: its other side differs read lazily", w.ID)
		}
		if k, seen := titleOf[c.titleIdx]; c.titleIdx == 0 || seen && k != c.titleKey {
			t.Fatalf("%s: title number %d is also %q's", w.ID, c.titleIdx, k)
		}
		titleOf[c.titleIdx] = c.titleKey
		for _, k := range w.spellingKeys(keys[:0]) {
			if got, want := cardIDs(lazy.nameCards(k)), cardIDs(whole.byName[k]); !slices.Equal(got, want) {
				t.Fatalf("name %q: %v lazily, %v whole", k, got, want)
			}
		}
		if got, want := cardIDs(lazy.titleCards(w.titleKey)), cardIDs(whole.byTitle[w.titleKey]); !slices.Equal(got, want) {
			t.Fatalf("title %q: %v lazily, %v whole", w.titleKey, got, want)
		}
		if got, want := cardIDs(lazy.Printings(c)), cardIDs(whole.Printings(w)); !slices.Equal(got, want) {
			t.Fatalf("%s: printings %v lazily, %v whole", w.ID, got, want)
		}
	}
	if len(titleOf) != lazy.pool.nTitles {
		t.Errorf("%d title numbers for %d titles", len(titleOf), lazy.pool.nTitles)
	}
	for _, q := range []string{"Worf", "worf son of mogh", "Kargan", "Ajur", "Covert Insertion", "Qo'noS", "no such card", "", "1-161", "1S161"} {
		if got, want := lazy.Lookup(q), whole.Lookup(q); (got == nil) != (want == nil) || got != nil && got.ID != want.ID {
			t.Errorf("Lookup(%q): %v lazily, %v whole", q, got, want)
		}
		if got, want := cardIDs(lazy.LookupAll(q)), cardIDs(whole.LookupAll(q)); !slices.Equal(got, want) {
			t.Errorf("LookupAll(%q): %v lazily, %v whole", q, got, want)
		}
		if got, want := lazy.HasTitle(q), whole.HasTitle(q); got != want {
			t.Errorf("HasTitle(%q): %v lazily, %v whole", q, got, want)
		}
		if got, want := lazy.ByID(q), whole.ByID(q); (got == nil) != (want == nil) || got != nil && got.ID != want.ID {
			t.Errorf("ByID(%q): %v lazily, %v whole", q, got, want)
		}
		_, errL := lazy.Find(q)
		_, errW := whole.Find(q)
		if (errL == nil) != (errW == nil) || errL != nil && errL.Error() != errW.Error() {
			t.Errorf("Find(%q): %v lazily, %v whole", q, errL, errW)
		}
	}
}

// Start-up decodes no card, a search over the whole pool (ScanFacts)
// decodes none either and sees what AllFacts gives, and a look-up
// decodes only the cards it names.
func TestLazyPoolDecodesOnlyWhatIsAsked(t *testing.T) {
	whole := eagerLibrary(t)
	lazy := lazyDefault(t)
	if n := decodedCount(lazy); n != 0 {
		t.Fatalf("start-up decoded %d cards", n)
	}
	i := 0
	all := whole.AllFacts()
	err := lazy.ScanFacts(func(c *Card) {
		w := all[i]
		i++
		if c.ID != w.ID || c.Status != w.Status || c.Encoded != w.Encoded || !reflect.DeepEqual(c.Facts, w.Facts) || c.Name() != w.Name() {
			t.Fatalf("ScanFacts gave %s (%s %v) for %s (%s %v)", c.ID, c.Status, c.Encoded, w.ID, w.Status, w.Encoded)
		}
	})
	if err != nil || i != len(all) {
		t.Fatalf("ScanFacts: %d cards of %d, %v", i, len(all), err)
	}
	if n := decodedCount(lazy); n != 0 {
		t.Fatalf("ScanFacts decoded %d cards", n)
	}
	// The titles a player may name are the whole pool's, read from the
	// records' first fields.
	for _, typ := range []CardType{"", Personnel, Ship} {
		if got, want := lazy.uniqueTitles(typ).titles, whole.uniqueTitles(typ).titles; len(got) < 10 || !slices.Equal(got, want) {
			t.Fatalf("%q titles to name: %d lazily, %d whole", typ, len(got), len(want))
		}
	}
	if n := decodedCount(lazy); n != 0 {
		t.Fatalf("listing the titles to name decoded %d cards", n)
	}
	c := lazy.Lookup("Worf, Son of Mogh")
	if c == nil || c.ID != "6P055" {
		t.Fatalf("Lookup gave %v", c)
	}
	if n, named := decodedCount(lazy), len(lazy.pool.nameList(nameKey("Worf, Son of Mogh"))); n != named || n > 3 {
		t.Fatalf("one look-up decoded %d cards, the name names %d", n, named)
	}
	if got := len(lazy.AllFacts()); got != len(all) || decodedCount(lazy) != len(all) {
		t.Fatalf("AllFacts gave %d cards, %d decoded, of %d", got, decodedCount(lazy), len(all))
	}
	if lazy.Lookup("Worf, Son of Mogh") != c {
		t.Fatal("a card decoded twice")
	}
}

// An encoded card's later printing may be asked for before its first
// printing, or after the first printing's encoding was read: either way
// both carry the encoding, and the first printing is the one checked
// against it.
func TestLazyPoolLaterPrintings(t *testing.T) {
	whole := eagerLibrary(t)
	var later []*Card
	for _, c := range whole.AllFacts() {
		if c.PrintingOf != "" && c.Encoded && len(c.Modifiers)+len(c.Abilities)+len(c.Effect) > 0 {
			later = append(later, c)
		}
	}
	if len(later) < 20 {
		t.Fatalf("only %d encoded later printings", len(later))
	}
	check := func(lib *Library, id string) {
		t.Helper()
		got, want := lib.ByID(id), whole.ByID(id)
		if got.Status != want.Status || !reflect.DeepEqual(got.Abilities, want.Abilities) || !reflect.DeepEqual(got.Modifiers, want.Modifiers) ||
			!reflect.DeepEqual(got.Effect, want.Effect) || got.Pending != want.Pending {
			t.Fatalf("%s: status %s pending %q, want %s %q", id, got.Status, got.Pending, want.Status, want.Pending)
		}
	}
	for _, w := range later {
		laterFirst := lazyDefault(t)
		check(laterFirst, w.ID)
		check(laterFirst, w.PrintingOf)
		firstRead := lazyDefault(t)
		check(firstRead, w.PrintingOf)
		if firstRead.idCard(w.PrintingOf).text.enc == nil {
			t.Fatalf("%s: its encoding was not read", w.PrintingOf)
		}
		check(firstRead, w.ID) // decoded after the encoding was read
	}
}

// Games on several goroutines share one library: a card asked for by all
// of them at once is decoded once, its encoding read once.
func TestLazyPoolConcurrentLookups(t *testing.T) {
	lazy := lazyDefault(t)
	var want []string
	for _, c := range eagerLibrary(t).AllFacts() {
		if c.Encoded {
			want = append(want, c.ID)
		}
	}
	got := make([][]*Card, 4)
	var wg sync.WaitGroup
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range want {
				id := want[(k*(g+1))%len(want)] // each goroutine its own order
				got[g] = append(got[g], lazy.ByID(id))
			}
		}()
	}
	wg.Wait()
	byID := map[string]*Card{}
	for _, cs := range got {
		for _, c := range cs {
			if x := byID[c.ID]; x != nil && x != c {
				t.Fatalf("%s decoded twice", c.ID)
			}
			byID[c.ID] = c
		}
	}
	if err := lazy.CheckTexts(); err != nil {
		t.Fatal(err)
	}
}

// A library that gains a card the pool lacks reads the pool whole first:
// the new card and the pool's are found alike, and a pool card handed out
// before is the same card after.
func TestLazyPoolGainingACard(t *testing.T) {
	extra := []byte("- {id: T1, title: Test Ensign, type: personnel, affiliation: federation, cost: 1, integrity: 5, cunning: 5, strength: 5}\n")
	lib, err := DefaultLibraryWith(extra)
	if err != nil {
		t.Fatal(err)
	}
	if lib.pool != nil {
		t.Fatal("a library with an extra card still reads the pool lazily")
	}
	if c := lib.Lookup("Test Ensign"); c == nil || c.ID != "T1" {
		t.Fatalf("the extra card: %v", c)
	}
	if c := lib.Lookup("Worf, Son of Mogh"); c == nil || c.ID != "6P055" || len(c.Abilities)+len(c.Modifiers) == 0 {
		t.Fatalf("a pool card: %v", c)
	}
	if n, want := len(lib.AllFacts()), len(eagerLibrary(t).AllFacts())+1; n != want {
		t.Fatalf("%d cards, want %d", n, want)
	}
}

// The lazy library trusts the compiled index to name encoded first
// printings of the pool (lazyLibrary): every line of the embedded index
// does, and names each once.
func TestCompiledIndexFitsPool(t *testing.T) {
	whole := eagerLibrary(t)
	set := parseCompiled(assets.Encodings)
	if !set.matches(assets.Cards) {
		t.Fatal("assets/encodings.jsonl does not match assets/cards: run `go generate ./game`")
	}
	encoded := 0
	for _, c := range whole.AllFacts() {
		if c.Encoded && c.PrintingOf == "" {
			encoded++
		}
	}
	if len(set.lines) != encoded {
		t.Errorf("%d compiled lines, %d encoded cards", len(set.lines), encoded)
	}
	for id, ct := range set.lines {
		c := whole.ByID(id)
		switch {
		case !ct.indexed:
			t.Errorf("%s: its line lacks its file", id)
		case c == nil || c.ID != id:
			t.Errorf("%s: no such card in the pool", id)
		case c.PrintingOf != "":
			t.Errorf("%s: a later printing of %s", id, c.PrintingOf)
		case !c.Encoded || (c.Status == NotEnforced) != ct.pending:
			t.Errorf("%s: encoded %v, status %s; the line says pending %v", id, c.Encoded, c.Status, ct.pending)
		}
	}
}
