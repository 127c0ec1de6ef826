package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// namingCalls are the calls that write a card's name as it is, for every
// reader alike.
var namingCalls = map[string]bool{"cardName": true, "names": true, "Name": true}

// emitters write events: emit, and the two that word an event's text
// for each reader through the name function they hand it.
var emitters = map[string]bool{"emit": true, "emitNamed": true, "emitNamedLate": true}

// Every event written at once names its cards by reference (g.ref,
// g.refs), which emit words for each reader; none writes a name as it is
// into an emitted event, where a reader who may not identify the card
// would read it. Late-written text (a render function) names only cards
// open to all, and words per reader through emitNamedLate otherwise.
// Rulebook: Showing Your Cards.
func TestEventTextNamesCardsByReference(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	emits := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || !emitters[sel.Sel.Name] {
				return true
			}
			emits++
			for _, arg := range call.Args {
				ast.Inspect(arg, func(n ast.Node) bool {
					if _, ok := n.(*ast.FuncLit); ok && sel.Sel.Name == "emit" {
						return false // a render function: written late
					}
					c, ok := n.(*ast.CallExpr)
					if !ok {
						return true
					}
					if s, ok := c.Fun.(*ast.SelectorExpr); ok && namingCalls[s.Sel.Name] {
						t.Errorf("%s: an emitted event names a card with %s; name it with g.ref or g.refs (or the name function), or g.shown when the event shows it to all", fset.Position(c.Pos()), s.Sel.Name)
					}
					return true
				})
			}
			return true
		})
	}
	if emits < 50 {
		t.Fatalf("found only %d calls of emit: the scan is broken", emits)
	}
}
