package game

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stccg/stccg/assets"
)

// An encoding's review mark is a date: it reaches the card and its later
// printings, and anything that is not a YYYY-MM-DD date is refused at
// load with the card named.
func TestEncodingReviewedIsADate(t *testing.T) {
	load := func(reviewed string) (*Library, error) {
		enc := `- {id: "1C057", card: Triage, reviewed: ` + reviewed + `, effect: [{do: select, by: you, skills: [Biology, Medical], outcome: stop}]}`
		return LoadPool(assets.Pool, fstest.MapFS{"triage.yaml": {Data: []byte(enc)}})
	}
	lib, err := load("2026-11-27")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"1C057", "1C057-sr"} {
		if got := lib.ByID(id).Reviewed; got != "2026-11-27" {
			t.Errorf("%s reviewed %q, want 2026-11-27", id, got)
		}
	}
	if lib.ByID("1S017").Reviewed != "" {
		t.Error("a card whose encoding has no mark is not reviewed")
	}
	for _, bad := range []string{"2026-13-01", "27.11.2026", "yesterday", `"2026-11-31"`} {
		if _, err := load(bad); err == nil || !strings.Contains(err.Error(), "reviewed") || !strings.Contains(err.Error(), "Triage") {
			t.Errorf("reviewed: %s: want an error naming the card and the field, got %v", bad, err)
		}
	}
}
