package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docs/rules-coverage.md names the tests that cover each rulebook section;
// every name it cites must be a real test, so the map cannot rot.
func TestRulesCoverageNamesRealTests(t *testing.T) {
	doc, err := os.ReadFile("docs/rules-coverage.md")
	if err != nil {
		t.Fatal(err)
	}
	var sources strings.Builder
	for _, dir := range []string{".", "game", "decks", "tui", "net", "sim"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*_test.go"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			sources.Write(b)
		}
	}
	names := regexp.MustCompile("`(?:[a-z]+/)?(Test[A-Za-z0-9_]+)`").FindAllStringSubmatch(string(doc), -1)
	if len(names) < 50 {
		t.Fatalf("only %d tests cited; the coverage map looks broken", len(names))
	}
	for _, m := range names {
		if !strings.Contains(sources.String(), "func "+m[1]+"(") {
			t.Errorf("docs/rules-coverage.md cites %s, which is not a test", m[1])
		}
	}
}
