package game

import (
	"strings"
	"testing"
)

// No step verb is defined twice: every mechanic file registers its own
// table at start-up, and a name already registered is refused, or one
// definition would silently hide the other. A verb must also say what it
// does and how it runs, and read only real step fields.
func TestVerbRegisteredTwiceRefused(t *testing.T) {
	run := func(*Game, fxCtx, Step) {}
	text := func(Step) string { return "x" }
	reg := map[string]*verb{}
	if err := addVerbs(reg, map[string]verb{"x-verb": {doc: "x", text: text, run: run, fields: "count"}}); err != nil {
		t.Fatalf("first registration refused: %v", err)
	}
	cases := []struct {
		name  string
		table map[string]verb
		want  string
	}{
		{"same name again", map[string]verb{"x-verb": {doc: "x", text: text, run: run}}, "registered twice"},
		{"an existing verb's name", map[string]verb{DoDraw: {doc: "x", text: text, run: run}}, ""},
		{"no doc", map[string]verb{"y-verb": {text: text, run: run}}, "doc"},
		{"no way to run", map[string]verb{"z-verb": {doc: "x", text: text}}, "run"},
		{"a field Step lacks", map[string]verb{"w-verb": {doc: "x", text: text, run: run, fields: "colour"}}, "no step field"},
		// Glossary: cannot — a verb reaching cards says what they undergo.
		{"reaches without undergoes", map[string]verb{"v-verb": {doc: "x", text: text, run: run, reaches: reachesSelf}}, "undergo"},
	}
	for _, c := range cases {
		err := addVerbs(reg, c.table)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: got %v, want an error about %q", c.name, err, c.want)
		}
	}
	// The package's own registry holds every verb once: registering any
	// of them again is refused.
	for name, v := range registry {
		if err := addVerbs(registry, map[string]verb{name: *v}); err == nil || !strings.Contains(err.Error(), "registered twice") {
			t.Errorf("verb %s registered again: got %v", name, err)
		}
	}
}
