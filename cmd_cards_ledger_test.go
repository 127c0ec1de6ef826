package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// `stccg cards --ledger` lists every card of the pool (first printings)
// once, with its status, card-test files and review mark; --json gives
// the same rows.
func TestCardsLedgerListsThePool(t *testing.T) {
	lib := testLibrary(t)
	first := 0
	for _, c := range lib.All() {
		if c.PrintingOf == "" {
			first++
		}
	}
	lines := cardsLines(t, "--ledger")
	if lines[0] != "collector\ttitle\ttype\tformats\tstatus\tvocabulary\ttests\treviewed" {
		t.Fatalf("header %q", lines[0])
	}
	rows := map[string][]string{}
	for _, l := range lines[1:] {
		cols := strings.Split(l, "\t")
		if len(cols) != 8 {
			t.Fatalf("%d columns in %q", len(cols), l)
		}
		if _, dup := rows[cols[0]+" "+cols[1]]; dup {
			t.Fatalf("%s listed twice", cols[1])
		}
		rows[cols[0]+" "+cols[1]] = cols
	}
	if len(lines)-1 != first || first < 3500 {
		t.Fatalf("%d rows, want one per first printing (%d)", len(lines)-1, first)
	}
	cases := []struct {
		key, status, tests, reviewed string
	}{
		// Triage: two card tests, reviewed.
		{"1C057 Triage", "enforced", "triage-cannot.yaml,triage.yaml", "2026-11-27"},
		// Nu'Daq: used, declined and not payable.
		{"1R314 Nu'Daq, Tenacious Rival", "enforced", "nudaq-declined.yaml,nudaq-nothing-to-discard.yaml,nudaq-used.yaml", "2026-11-27"},
		// Lopez: no game text, no test, no review.
		{"1C274 Lopez", "no game text", "-", "-"},
	}
	for _, c := range cases {
		r := rows[c.key]
		if r == nil {
			t.Errorf("no row %q", c.key)
			continue
		}
		if r[4] != c.status || r[6] != c.tests || r[7] != c.reviewed {
			t.Errorf("%s: status %q tests %q reviewed %q; want %q %q %q", c.key, r[4], r[6], r[7], c.status, c.tests, c.reviewed)
		}
		if !strings.Contains(r[3], "standard") {
			t.Errorf("%s: formats %q", c.key, r[3])
		}
	}

	out, _, err := deckTestRun(t, "cards", "--ledger", "--json", "--type", "dilemma")
	if err != nil {
		t.Fatal(err)
	}
	var list []ledgerRow
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatal(err)
	}
	var triage *ledgerRow
	for i, r := range list {
		if r.Type != "dilemma" {
			t.Fatalf("--type dilemma lists %s, a %s", r.Title, r.Type)
		}
		if r.ID == "1C057" {
			triage = &list[i]
		}
	}
	if triage == nil || len(triage.Tests) != 2 || triage.Reviewed != "2026-11-27" || triage.Vocabulary == nil {
		t.Fatalf("Triage in JSON: %+v", triage)
	}
	if _, _, err := deckTestRun(t, "cards", "--ledger", "--coverage"); err == nil {
		t.Fatal("--ledger with --coverage should be refused")
	}
}

// A card's description names its card tests and review date when it has
// them, and says nothing of either when it has none.
func TestCardsDescribeShowsTestsAndReview(t *testing.T) {
	out := strings.Join(cardsLines(t, "Triage"), "\n")
	if !strings.Contains(out, "Card tests: triage-cannot.yaml, triage.yaml") || !strings.Contains(out, "Reviewed: 2026-11-27") {
		t.Errorf("Triage:\n%s", out)
	}
	out = strings.Join(cardsLines(t, "Lopez"), "\n")
	if strings.Contains(out, "Card tests:") || strings.Contains(out, "Reviewed:") {
		t.Errorf("Lopez has neither:\n%s", out)
	}
}
