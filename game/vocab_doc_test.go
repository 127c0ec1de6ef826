package game

import (
	"os"
	"strings"
	"testing"
)

// The vocabulary reference is what the registries say: the checked-in
// docs/vocabulary.md is exactly what VocabularyMarkdown renders from the
// default library's VocabularyReference.
func TestVocabularyDocMatchesRegistries(t *testing.T) {
	lib := testLib(t)
	want := VocabularyMarkdown(lib.VocabularyReference())
	got, err := os.ReadFile("../docs/vocabulary.md")
	if err != nil {
		t.Fatalf("%v; run `go generate ./game` to write it", err)
	}
	if string(got) == want {
		return
	}
	g, w := strings.Split(string(got), "\n"), strings.Split(want, "\n")
	for i := 0; i < max(len(g), len(w)); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			t.Fatalf("docs/vocabulary.md differs from the registries at line %d:\n file: %q\n want: %q\nrun `go generate ./game` to regenerate it", i+1, gl, wl)
		}
	}
}

// Every registered verb is in the reference, with the fields it reads,
// and the cards using it are counted: a verb no card uses says so, one a
// card uses carries an example from the pool that renders its words.
func TestVocabularyReferenceListsEveryVerb(t *testing.T) {
	lib := testLib(t)
	ref := lib.VocabularyReference()
	seen := map[string]VocabEntry{}
	for _, e := range ref {
		if e.Kind == "verb" {
			seen[e.Name] = e
		}
	}
	for name, v := range registry {
		e, ok := seen[name]
		if !ok {
			t.Errorf("verb %s is missing from the reference", name)
			continue
		}
		if got, want := len(e.Fields), len(strings.Fields(v.fields)); got != want {
			t.Errorf("verb %s: %d fields in the reference, %d read", name, got, want)
		}
		if e.Cards > 0 && !strings.Contains(e.Example, "do: "+name+"\n") {
			t.Errorf("verb %s: used by %d cards, but its example is %q", name, e.Cards, e.Example)
		}
	}
	// Wavefront (1C060) stops every personnel facing it: an "all" step.
	if c := lib.ByID("1C060"); c == nil || !strings.Contains(strings.Join(CardVocabulary(c), " "), "verb:all") {
		t.Errorf("Wavefront's vocabulary does not list verb:all")
	}
}

// The document renders any kind the registries list, each under its own
// heading, in the order given.
func TestVocabularyMarkdownRendersEveryKind(t *testing.T) {
	doc := VocabularyMarkdown([]VocabEntry{
		{Kind: "verb", Name: "draw", Words: "draw cards", Cards: 3, Fields: []VocabField{{Name: "count", Doc: "how many"}}, Example: "do: draw\n"},
		{Kind: "condition", Name: "here", Words: "at this mission"},
	})
	for _, want := range []string{"## Verbs\n", "## Conditions\n", "### verb `draw`", "Used by 3 encoded cards.", "- `count`: how many",
		"```yaml\ndo: draw\n```", "### condition `here`", "Used by no encoded card yet.", "- [Conditions](#conditions) (1)"} {
		if !strings.Contains(doc, want) {
			t.Errorf("the document lacks %q:\n%s", want, doc)
		}
	}
	if strings.Index(doc, "## Verbs") > strings.Index(doc, "## Conditions") {
		t.Error("kinds are not in the order given")
	}
}
