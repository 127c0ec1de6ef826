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

// A step's fields are those its verb reads: loading refuses a card whose
// step sets any other (a field the engine would silently ignore), naming
// the card, the step and the field, however deeply the step is nested.
func TestLoadRefusesFieldItsVerbDoesNotRead(t *testing.T) {
	card := func(effect string) string {
		return `
- id: test-fields
  title: Test Fields
  unique: false
  type: event
  cost: 1
  abilities:
    - when: order
      effect: ` + effect + "\n"
	}
	for _, tc := range []struct{ name, effect, bad string }{
		{"draw reads count", `[{do: draw, count: 2}]`, ""},
		{"draw does not read filter", `[{do: draw, filter: {type: personnel}}]`, `step 1 (draw): field "filter" is not read by draw (it reads count, many, up_to)`},
		{"any step may have a performer", `[{do: draw, player: opponent, may: true}]`, ""},
		{"a verb reading nothing", `[{do: destroy-self, amount: 2}]`, `field "amount" is not read by destroy-self (it reads no field beyond`},
		{"an inline field", `[{do: lose-points, amount: 1, whose: opponent}]`, `field "whose" is not read by lose-points`},
		{"nested under then", `[{do: combat, then: [{do: score, amount: 5, count: 2}]}]`, `field "count" is not read by score`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DefaultLibraryWith([]byte(card(tc.effect)))
			switch {
			case tc.bad == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.bad != "" && err == nil:
				t.Fatalf("accepted; want an error saying %q", tc.bad)
			case tc.bad != "" && (!strings.Contains(err.Error(), tc.bad) || !strings.Contains(err.Error(), "test-fields (Test Fields)")):
				t.Fatalf("error %v does not name the card and say %q", err, tc.bad)
			}
		})
	}
}

// Every field a verb declares is a field of Step, documented once
// (stepFieldDocs), and every field of Step is documented.
func TestStepFieldsDocumented(t *testing.T) {
	for _, f := range stepFields {
		if stepFieldDocs[f.name] == "" {
			t.Errorf("step field %q has no doc in stepFieldDocs", f.name)
		}
	}
	for name := range stepFieldDocs {
		if _, ok := stepFieldIndex[name]; !ok {
			t.Errorf("stepFieldDocs documents %q, which is no step field", name)
		}
	}
}

// No switch on a step's verb remains in the engine: a verb is defined
// once, in the registry (vocab_verbs.go), and everything else asks it. The scan
// finds any switch whose tag is a Do field (s.Do, step.Do) or a variable
// named do, in every Go file of the package.
func TestNoSwitchOnStepVerb(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sw, ok := n.(*ast.SwitchStmt)
			if !ok || sw.Tag == nil {
				return true
			}
			if onVerb(sw.Tag) {
				t.Errorf("%s: a switch on a step's verb; register the verb instead (vocab_verbs.go)", fset.Position(sw.Pos()))
			}
			return true
		})
	}
}

// onVerb reports whether e names a step's verb: x.Do or do.
func onVerb(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.SelectorExpr:
		return e.Sel.Name == "Do"
	case *ast.Ident:
		return e.Name == "do"
	case *ast.ParenExpr:
		return onVerb(e.X)
	}
	return false
}

// The scan finds what it looks for: a switch on s.Do in a sample source.
func TestNoSwitchOnStepVerbScanFinds(t *testing.T) {
	src := "package p\nfunc f(s struct{ Do string }, do string) {\n\tswitch s.Do {\n\t}\n\tswitch (do) {\n\t}\n\tswitch s {\n\t}\n}\n"
	f, err := parser.ParseFile(token.NewFileSet(), "sample.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	ast.Inspect(f, func(n ast.Node) bool {
		if sw, ok := n.(*ast.SwitchStmt); ok && sw.Tag != nil && onVerb(sw.Tag) {
			found++
		}
		return true
	})
	if found != 2 {
		t.Fatalf("the scan found %d switches on a verb in the sample, want 2", found)
	}
}
