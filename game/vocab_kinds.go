package game

import (
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
)

// The card vocabulary, as a reference. Each kind of vocabulary item (step
// verbs, conditions, amounts, filters, triggers, costs) is defined in a
// registry of its own; a kind lists its entries here, with the fields
// each reads, the words it is rendered in and a short example, and says
// which entries a card's encoding uses. The reference document
// (docs/vocabulary.md) and `stccg cards --ledger` are generated from
// these lists, so they cannot disagree with the registries.

// VocabEntry documents one item of the card vocabulary.
type VocabEntry struct {
	// Kind is the vocabulary kind: verb, condition, amount, filter,
	// trigger or cost.
	Kind string `json:"kind"`
	// Name is what an encoding writes ("draw", "here", "your-hand").
	Name string `json:"name"`
	// Fields are the encoding fields the entry reads.
	Fields []VocabField `json:"fields,omitempty"`
	// Words says what it means, in a few words.
	Words string `json:"words"`
	// Example is a short YAML example of its use.
	Example string `json:"example,omitempty"`
	// Code is the file of game/ whose code does or evaluates it, where
	// its kind can tell ("vocab_dilemma_select.go").
	Code string `json:"code,omitempty"`
	// Cards is how many encoded cards of the pool use it (first
	// printings), filled by VocabularyReference.
	Cards int `json:"cards"`
}

// VocabField documents one field an entry reads.
type VocabField struct {
	Name string `json:"name"`
	Doc  string `json:"doc"`
}

// vocabKind is one kind of the vocabulary: its entries, and the names of
// those a card's encoding uses.
type vocabKind struct {
	kind    string
	entries func() []VocabEntry
	uses    func(c *Card) []string
	// example, when set, gives an example of entry name from c's
	// encoding ("" if c does not use it), for an entry that has none of
	// its own: VocabularyReference takes the shortest from the pool.
	example func(c *Card, name string) string
}

// vocabKinds lists every kind of the vocabulary; each kind's registry
// file provides its own vocabKind.
func vocabKinds() []vocabKind {
	return []vocabKind{verbVocab(), condKind(), amountKind(), filterKind(), triggerKindVocab(), costKind()}
}

// CardVocabulary lists the vocabulary entries c's encoding uses, as
// "kind:name", sorted and without repeats.
func CardVocabulary(c *Card) []string {
	seen := map[string]bool{}
	var out []string
	for _, k := range vocabKinds() {
		if k.uses == nil {
			continue
		}
		for _, n := range k.uses(c) {
			key := k.kind + ":" + n
			if !seen[key] {
				seen[key] = true
				out = append(out, key)
			}
		}
	}
	sort.Strings(out)
	return out
}

// VocabularyReference lists every entry of every kind, in kind order and
// then by name, with how many first printings of l use it.
func (l *Library) VocabularyReference() []VocabEntry {
	uses := map[string]int{}
	for _, c := range l.All() {
		if c.PrintingOf != "" || !c.Encoded {
			continue
		}
		for _, key := range CardVocabulary(c) {
			uses[key]++
		}
	}
	var out []VocabEntry
	for _, k := range vocabKinds() {
		entries := k.entries()
		sort.Slice(entries, func(i, j int) bool { return entries[i].Name < entries[j].Name })
		for _, e := range entries {
			e.Kind = k.kind
			e.Cards = uses[k.kind+":"+e.Name]
			if e.Example == "" && k.example != nil && e.Cards > 0 {
				e.Example = l.shortestExample(k, e.Name)
			}
			out = append(out, e)
		}
	}
	return out
}

// shortestExample is the shortest example of entry name of kind k among
// the encoded first printings of l (the first of equal length, in l's
// order).
func (l *Library) shortestExample(k vocabKind, name string) string {
	best := ""
	for _, c := range l.All() {
		if c.PrintingOf != "" || !c.Encoded {
			continue
		}
		if ex := k.example(c, name); ex != "" && (best == "" || len(ex) < len(best)) {
			best = ex
		}
	}
	return best
}

// codeFile is the base name of the file that defines function f, for the
// reference ("" for nil). Read when the reference is made, never in play.
func codeFile(f any) string {
	v := reflect.ValueOf(f)
	if f == nil || v.Kind() != reflect.Func || v.IsNil() {
		return ""
	}
	fn := runtime.FuncForPC(v.Pointer())
	if fn == nil {
		return ""
	}
	file, _ := fn.FileLine(v.Pointer())
	return filepath.Base(file)
}
