package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// keyFields are the fields of a card the loop key's card part reads
// (cardPart).
var keyFields = map[string]bool{"Zone": true, "Where": true, "Controller": true, "Stopped": true,
	"FaceUp": true, "Completed": true, "RangeUsed": true, "RangeBonus": true, "Card": true}

// unmarkedWrites type-checks the package's own files (imports stand in
// empty: only the package's own types matter) and lists each write to
// a keyFields field of a card instance that no call marking cards
// changed (changed, changedAll, indexCards) follows, in its block or a
// block around it.
func unmarkedWrites(t *testing.T, files map[string]string) []string {
	t.Helper()
	fset := token.NewFileSet()
	var parsed []*ast.File
	for name, src := range files {
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	conf := types.Config{Importer: emptyImporter{}, Error: func(error) {}}
	conf.Check("game", fset, parsed, info) // errors: the empty imports
	isInst := func(e ast.Expr) bool {
		tv, ok := info.Types[e]
		if !ok {
			return false
		}
		typ := tv.Type
		if p, ok := typ.(*types.Pointer); ok {
			typ = p.Elem()
		}
		n, ok := typ.(*types.Named)
		return ok && n.Obj().Name() == "Inst"
	}
	marks := func(s ast.Stmt) bool {
		found := false
		ast.Inspect(s, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
					switch sel.Sel.Name {
					case "changed", "changedAll", "indexCards":
						found = true
					}
				}
			}
			return !found
		})
		return found
	}
	var out []string
	for _, f := range parsed {
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			stack = append(stack, n)
			var lhs []ast.Expr
			switch s := n.(type) {
			case *ast.AssignStmt:
				lhs = s.Lhs
			case *ast.IncDecStmt:
				lhs = []ast.Expr{s.X}
			default:
				return true
			}
			write := false
			for _, e := range lhs {
				if sel, ok := e.(*ast.SelectorExpr); ok && keyFields[sel.Sel.Name] && isInst(sel.X) {
					write = true
				}
			}
			if !write {
				return true
			}
			// A mark after it, in its block or one around it.
			for i := len(stack) - 1; i > 0; i-- {
				block, ok := stack[i-1].(*ast.BlockStmt)
				if !ok {
					continue
				}
				after := false
				for _, s := range block.List {
					if after && marks(s) {
						return true
					}
					after = after || s == stack[i]
				}
			}
			out = append(out, fset.Position(n.Pos()).String())
			return true
		})
	}
	return out
}

// emptyImporter gives every import as an empty package.
type emptyImporter struct{}

func (emptyImporter) Import(path string) (*types.Package, error) {
	p := types.NewPackage(path, filepath.Base(path))
	p.MarkComplete()
	return p, nil
}

// packageSources reads the package's non-test files.
func packageSources(t *testing.T) map[string]string {
	t.Helper()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		out[n] = string(b)
	}
	return out
}

// Rulebook: Glossary – infinite loops. The loop key keeps each card's
// part as the card changes: every write to a field it reads is
// followed by a mark (rules_loops_cards.go), or the key would miss the
// change and see a loop where the position differs.
func TestEveryCardStateWriteMarksTheCard(t *testing.T) {
	src := packageSources(t)
	if bad := unmarkedWrites(t, src); len(bad) > 0 {
		t.Fatalf("writes to a card's state that no mark follows:\n%s", strings.Join(bad, "\n"))
	}
	// The check can fail: a write without its mark is found.
	src["zz_unmarked.go"] = "package game\n\nfunc (g *Game) unmarked(id int) { g.cards[id].Stopped = true }\n"
	if bad := unmarkedWrites(t, src); len(bad) != 1 || !strings.HasPrefix(bad[0], "zz_unmarked.go") {
		t.Fatalf("an unmarked write was not found alone: %v", bad)
	}
}

// The kept card part agrees with one worked out from every card after
// every decision of random games (CheckInvariants runs the same check),
// and a change nobody marked is caught.
func TestLoopKeyCardPartsFollowEveryChange(t *testing.T) {
	lib := testLib(t)
	kept := 0
	for seed := uint64(1); seed <= 20; seed++ {
		g := randomGame(t, lib, seed, func(g *Game) {
			if len(g.loops.cards.part) == len(g.cards) && !g.loops.cards.all {
				kept++
			}
			if err := g.checkCardsKey(); err != nil {
				t.Fatal(err)
			}
		})
		g.cardsKey()
		for _, c := range g.cards[1:] {
			if c.Zone != ZDeck && c.Zone != ZDilemmaPile {
				c.Stopped = !c.Stopped // not marked
				if g.checkCardsKey() == nil {
					t.Fatal("an unmarked change was not caught")
				}
				break
			}
		}
	}
	if kept == 0 {
		t.Fatal("no decision was checked against kept parts")
	}
}
