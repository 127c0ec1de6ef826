package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every card with an encoding is named by some test or scenario: an
// encoded card has a test of its own or of its mechanic (a table naming
// it). Its name, title or ID must occur in a _test.go file of the
// repository, in a scenario file or in a card test (assets/cardtests).
func TestEveryEncodedCardIsTested(t *testing.T) {
	var corpus strings.Builder
	for _, pattern := range []string{"*_test.go", "../*_test.go", "../*/*_test.go", "../testdata/scenarios/*.yaml", "../assets/cardtests/*.yaml"} {
		files, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "tested_test.go") {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			corpus.Write(data)
		}
	}
	text := nameKey(corpus.String())
	lib := testLib(t)
	for _, c := range lib.All() {
		if !c.Encoded || c.PrintingOf != "" {
			continue
		}
		// A bare title counts only when no other card has it.
		titleOK := onePersona(lib.titleCards(c.titleKey)) == c && strings.Contains(text, nameKey(c.Title))
		if !titleOK && !strings.Contains(text, nameKey(c.Name())) && !strings.Contains(text, strings.ToLower(c.ID)) {
			t.Errorf("%s (%s) is encoded but no test names it", c.Name(), c.ID)
		}
	}
}
