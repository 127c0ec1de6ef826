package game

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"

	"github.com/stccg/stccg/assets"
	"go.yaml.in/yaml/v3"
)

// How the embedded pool is read at start-up (pool_codec.go,
// library_text.go): what is read late or in our own format must be what
// reading everything at once, from the data people review, gives.

// The embedded facts are exactly cards.json's, in the library's order.
func TestPoolCodecMatchesJSON(t *testing.T) {
	data, err := os.ReadFile("../assets/pool/cards.json")
	if err != nil {
		t.Fatal(err)
	}
	var want []*Facts
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	got, err := decodePool(assets.Pool)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d cards in cards.bin, %d in cards.json: run `go generate ./assets`", len(got), len(want))
	}
	byID := map[string]*Facts{}
	for _, f := range want {
		byID[f.ID] = f
	}
	for i := range got {
		f := &got[i].Facts
		if w := byID[f.ID]; !reflect.DeepEqual(f, w) {
			t.Fatalf("card %s differs from cards.json:\n got %+v\nwant %+v", f.ID, f, w)
		}
		if i > 0 && idLess(f.ID, got[i-1].ID) {
			t.Fatalf("%s after %s: cards.bin is not in the library's order", f.ID, got[i-1].ID)
		}
	}
	if again := EncodePool(want); string(again) != assets.Pool {
		t.Error("encoding cards.json again gives other bytes: run `go generate ./assets`")
	}
}

// A fact added to Facts must be added to the codec too.
func TestPoolCodecWritesEveryFact(t *testing.T) {
	if n := reflect.TypeOf(Facts{}).NumField(); n != poolFields {
		t.Errorf("Facts has %d fields, the pool codec writes %d: add the new one to pool_codec.go (and bump poolMagic)", n, poolFields)
	}
}

// Damaged pool data is refused with an error, never a panic or a
// half-read pool.
func TestPoolCodecRefusesDamage(t *testing.T) {
	for name, data := range map[string]string{
		"empty":      "",
		"not a pool": "gob\x00\x01",
		"cut short":  assets.Pool[:len(assets.Pool)/2],
		"one more":   assets.Pool + "\x00",
		"huge count": poolMagic + "\xff\xff\xff\xff\x0f",
		"no header":  poolMagic + "\x01\x00",
	} {
		if _, err := decodePool(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	good, err := openPool(assets.Pool)
	if err != nil {
		t.Fatal(err)
	}
	// put writes v at data[at:] as a uint32.
	put := func(at int, v uint32) string {
		b := []byte(assets.Pool)
		binary.LittleEndian.PutUint32(b[at:], v)
		return string(b)
	}
	for name, data := range map[string]string{
		"string past the end":   put(good.strOff+4, 1<<31),
		"strings out of order":  put(good.strOff+8, 0),
		"card past the end":     put(good.recOff+4*good.nCards, 1<<31),
		"ID of no card":         put(good.ids+4, uint32(good.nCards+1)),
		"name of no string":     put(good.names, uint32(good.nStr)),
		"name list of no card":  put(good.nameLists, uint32(good.nCards)),
		"title lists past data": put(good.titles+8*good.nTitles+4, 1<<31),
		"title numbered 0":      put(good.titleNums, 0),
		"printing of no card":   put(good.familyLists, uint32(good.nCards)),
	} {
		if _, err := openPool(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	// A record damaged inside: the whole read refuses it, and a lazy read
	// gives the card with what was read and a note, not a panic.
	damaged := put(good.recBytes, 0xffffffff)
	if _, err := decodePool(damaged); err == nil {
		t.Error("a damaged record: no error")
	}
	p, err := openPool(damaged)
	if err != nil {
		t.Fatal(err)
	}
	lp := &lazyPool{poolIndex: p, slots: make([]atomic.Pointer[Card], p.nCards), texts: map[string]*cardText{}}
	if c := lp.at(0); c.Status != NotEnforced || c.Pending == "" {
		t.Errorf("a damaged record read lazily: status %q, pending %q", c.Status, c.Pending)
	}
}

// Every encoding of assets/cards reads and checks without an error: the
// start-up reads them only when a card is first needed, so the tests read
// them all.
func TestEmbeddedEncodingsAreValid(t *testing.T) {
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	if err := lib.CheckTexts(); err != nil {
		t.Fatal(err)
	}
}

// Reading encodings card by card gives every card, and each of its later
// printings, what its file says when the file is read whole, and the
// status it had before any was read.
func TestLazyTextsMatchWholeFiles(t *testing.T) {
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	before := map[string]Status{}
	for _, c := range lib.AllFacts() {
		before[c.ID] = c.Status
	}
	n := 0
	err = walkYAML(assets.Cards, func(p string, data []byte) error {
		var encs []Encoding
		if err := yaml.Unmarshal(data, &encs); err != nil {
			return err
		}
		for _, e := range encs {
			for _, c := range lib.Printings(lib.ByID(e.ID)) {
				n++
				// What reading the whole file at load used to give: the
				// encoding laid over the facts, then prepared.
				ref := Card{Facts: c.Facts}
				ref.Modifiers, ref.Abilities, ref.CostPer, ref.OnlyHQ, ref.Core = e.Modifiers, e.Abilities, e.CostPer, e.OnlyHQ, e.Core
				ref.Effect, ref.Pending, ref.Note, ref.Reviewed, ref.PlayText = e.Effect, e.Pending, e.Note, e.Reviewed, e.PlayText
				ref.Back = e.Back
				if e.PlayHere != nil {
					ref.PlayHere = e.PlayHere
				}
				if err := ref.prepareText(); err != nil {
					t.Fatal(err)
				}
				got := Card{Facts: c.Facts, Modifiers: c.Modifiers, Abilities: c.Abilities, CostPer: c.CostPer, OnlyHQ: c.OnlyHQ, Core: c.Core,
					Effect: c.Effect, Pending: c.Pending, Note: c.Note, Reviewed: c.Reviewed, PlayText: c.PlayText, Back: c.Back,
					listens: c.listens, facing: c.facing, lasting: c.lasting, modEffects: c.modEffects, evenStopped: c.evenStopped}
				if !reflect.DeepEqual(got, ref) {
					t.Errorf("%s (%s): read late, the card differs from its file", c.ID, p)
				}
				want := Enforced
				if e.Pending != "" {
					want = NotEnforced
				}
				if !c.Encoded || c.Status != want || before[c.ID] != want {
					t.Errorf("%s: status %s, %s before reading (encoded %v), want %s", c.ID, c.Status, before[c.ID], c.Encoded, want)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 200 {
		t.Fatalf("only %d encoded printings compared", n)
	}
}

// A card from AllFacts has no game text until a look-up hands it out;
// then it has, and so have its later printings.
func TestLookupReadsTheEncoding(t *testing.T) {
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	const triage = "1C057"
	var fact *Card
	for _, c := range lib.AllFacts() {
		if c.ID == triage {
			fact = c
		}
	}
	if fact == nil || len(fact.Effect) != 0 {
		t.Fatalf("Triage from AllFacts: %v, want it without its effect yet", fact)
	}
	if c := lib.ByID(triage); c != fact || len(c.Effect) == 0 {
		t.Fatal("ByID did not hand out Triage with its effect")
	}
	if c := lib.ByID("1C057-sr"); c == nil || len(c.Effect) == 0 {
		t.Fatal("a later printing of Triage has no effect once Triage is read")
	}
	for _, name := range []string{"Excavation"} {
		if c := lib.Lookup(name); c == nil || c.Req == nil {
			t.Errorf("%s: looked up without its requirements parsed", name)
		}
	}
}

// The cut of each encoding file, done without parsing it, is where YAML
// cuts it: the same items, ids and pending marks, in order.
func TestEncodingSplitMatchesParse(t *testing.T) {
	err := walkYAML(assets.Cards, func(p string, data []byte) error {
		items, err := splitEncodings(p, string(data))
		if err != nil {
			return err
		}
		var whole []Encoding
		if err := yaml.Unmarshal(data, &whole); err != nil {
			return err
		}
		if len(items) != len(whole) {
			t.Errorf("%s: cut into %d items, YAML reads %d", p, len(items), len(whole))
			return nil
		}
		for i, it := range items {
			var one []Encoding
			if err := yaml.Unmarshal([]byte(it.src), &one); err != nil || len(one) != 1 {
				t.Errorf("%s: item %d (%s) does not read alone: %v", p, i, it.id, err)
				continue
			}
			if !reflect.DeepEqual(one[0], whole[i]) || it.id != whole[i].ID || it.pending != (whole[i].Pending != "") {
				t.Errorf("%s: item %d (%s, pending %v) is not YAML's item %s", p, i, it.id, it.pending, whole[i].ID)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The cut refuses a file it cannot cut safely, naming the line.
func TestEncodingSplitRefusesOddLayout(t *testing.T) {
	for _, bad := range []string{
		"card: Triage\n",
		"- card: Triage\n  id: \"1C057\"\n",
		"- id: \"1C057\"\neffect: []\n",
	} {
		if _, err := splitEncodings("x.yaml", bad); err == nil || !strings.Contains(err.Error(), "x.yaml:") {
			t.Errorf("%q: want an error naming the line, got %v", bad, err)
		}
	}
	items, err := splitEncodings("x.yaml", "# c\n- {id: \"1C057\", card: Triage, pending: soon}\n- id: '3C118'\n  pending: later\n  card: Acclimation Drone\n")
	if err != nil || len(items) != 2 || items[0].id != "1C057" || !items[0].pending || items[1].id != "3C118" || !items[1].pending {
		t.Errorf("got %+v, %v", items, err)
	}
}

// spellings lists the ways players write a card's name, whole, as the
// name index used to fold them (spellingKeys folds their parts).
func (c *Card) spellings() []string {
	var out []string
	base := []string{c.Name()}
	if c.Location != "" {
		base = append(base, c.Location+" "+c.Name(), c.Location+", "+c.Name())
	}
	for _, b := range base {
		out = append(out, b)
		if c.Printing != "" {
			out = append(out, b+" "+c.Printing)
		}
	}
	return out
}

// The keys built from parts are the keys of the whole spellings, for
// every card of the pool.
func TestSpellingKeysFoldWholeSpellings(t *testing.T) {
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range lib.AllFacts() {
		var want []string
		for _, s := range c.spellings() {
			want = append(want, nameKey(s))
		}
		got := c.spellingKeys(nil)
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(slices.Compact(want), slices.Compact(got)) {
			t.Errorf("%s: keys %q, the whole spellings fold to %q", c.ID, got, want)
		}
	}
}

// assets/encodings.jsonl is what `go generate ./game` writes from today's
// YAML, and every encoding has its line.
func TestCompiledEncodingsAreCurrent(t *testing.T) {
	want, err := CompileEncodings(assets.Cards)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != assets.Encodings {
		t.Fatal("assets/encodings.jsonl is stale: run `go generate ./game`")
	}
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range lib.AllFacts() {
		if tx := c.text; tx != nil && tx.file != "" {
			src, err := tx.source()
			if err != nil || tx.compiled.json == "" || tx.compiled.hash != textHash(src) {
				t.Errorf("%s: no current compiled line (%v)", c.ID, err)
			}
		}
	}
}

// A compiled line whose YAML has changed since is not used: the card is
// read from its YAML.
func TestStaleCompiledLineIsIgnored(t *testing.T) {
	yamlSrc := "- {id: \"1C057\", card: Triage, effect: [{do: select, by: you, skills: [Biology, Medical], outcome: stop}]}\n"
	stale := "1C057\t" + "0000000000000001" + "\t" + `{"ID":"1C057","Card":"Triage","Effect":[{"do":"select","by":"random","outcome":"kill"}]}` + "\n"
	lib, err := loadPoolCards(assets.Pool, fstest.MapFS{"t.yaml": {Data: []byte(yamlSrc)}}, parseCompiled(stale))
	if err != nil {
		t.Fatal(err)
	}
	lib.finish()
	if c := lib.ByID("1C057"); len(c.Effect) != 1 || c.Effect[0].By != "you" {
		t.Fatalf("Triage read from the stale line: %+v", c.Effect)
	}
	fresh := strings.Replace(stale, "0000000000000001", fmt.Sprintf("%016x", textHash(yamlSrc)), 1)
	lib, err = loadPoolCards(assets.Pool, fstest.MapFS{"t.yaml": {Data: []byte(yamlSrc)}}, parseCompiled(fresh))
	if err != nil {
		t.Fatal(err)
	}
	lib.finish()
	if c := lib.ByID("1C057"); len(c.Effect) != 1 || c.Effect[0].By != "random" {
		t.Fatalf("Triage not read from its current compiled line: %+v", c.Effect)
	}
}

// An encoding that fails its checks leaves the card with its facts only:
// not enforced, with a pending note saying why, and none of the refused
// text laid over it (a half-laid ability would reach play unchecked).
func TestRefusedEncodingLeavesFactsOnly(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"unknown verb", "- {id: \"1C057\", card: Triage, effect: [{do: no-such-verb}]}\n"},
		{"bad ability", "- {id: \"1C057\", card: Triage, abilities: [{when: order, effect: [{do: no-such-verb}]}], effect: [{do: select, by: you, skills: [Biology], outcome: stop}]}\n"},
		{"wrong title", "- {id: \"1C057\", card: Not Triage, effect: [{do: select, by: you, skills: [Biology], outcome: stop}]}\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lib, err := loadPoolCards(assets.Pool, fstest.MapFS{"t.yaml": {Data: []byte(tc.src)}}, nil)
			if err != nil {
				t.Fatal(err)
			}
			lib.finish()
			c := lib.ByID("1C057")
			if c.Status != NotEnforced || !strings.Contains(c.Pending, "could not be read") {
				t.Fatalf("status %q, pending %q: want not enforced with the reason", c.Status, c.Pending)
			}
			if len(c.Effect) != 0 || len(c.Abilities) != 0 || c.Reviewed != "" {
				t.Fatalf("refused text stayed on the card: effect %v, abilities %v", c.Effect, c.Abilities)
			}
			if lib.CheckTexts() == nil {
				t.Fatal("CheckTexts did not report the refused encoding")
			}
		})
	}
}
