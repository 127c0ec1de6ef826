package game

import (
	"testing"

	"github.com/stccg/stccg/assets"
)

// Which trigger kinds some card of the pool answers from where the
// opponent cannot identify it decides which windows open (issue 25 item
// 2: a public fact of the pool). Read from the compiled lines without
// parsing the encodings, it must be the set the parsed encodings give; a
// line without its kinds, or stale, is read by parsing its card.
func TestConcealedListenersFromCompiledLines(t *testing.T) {
	compiled := parseCompiled(assets.Encodings)
	fast, err := loadPoolCards(assets.Pool, assets.Cards, compiled)
	if err != nil {
		t.Fatal(err)
	}
	fast.finish()
	var got [busKinds]bool
	for k := range busKinds {
		got[k] = fast.concealedListens(k)
	}
	for _, c := range fast.cards {
		if c.text != nil && c.text.file != "" && !c.text.compiled.listensKnown {
			t.Errorf("%s: its compiled line names no trigger kinds: run go generate ./game", c.ID)
		}
	}
	// The same set worked out from every encoding parsed.
	slow, err := loadPoolCards(assets.Pool, assets.Cards, compiled)
	if err != nil {
		t.Fatal(err)
	}
	slow.finish()
	var want [busKinds]bool
	n := 0
	for _, c := range slow.All() {
		if answersConcealed(c.Type) {
			for _, k := range c.listens {
				want[k] = true
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no card of the pool answers a trigger from hiding: the test reads nothing")
	}
	if got != want {
		t.Errorf("from the compiled lines %v, from the parsed encodings %v", got, want)
	}
	// Without the kinds (lines in the older form) every card is parsed.
	for id, ct := range compiled.lines {
		ct.listensKnown, ct.listens = false, ""
		compiled.lines[id] = ct
	}
	old, err := loadPoolCards(assets.Pool, assets.Cards, compiled)
	if err != nil {
		t.Fatal(err)
	}
	old.finish()
	for k := range busKinds {
		if old.concealedListens(k) != want[k] {
			t.Errorf("kind %d: lines without kinds give %v, want %v", k, old.concealedListens(k), want[k])
		}
	}
}
