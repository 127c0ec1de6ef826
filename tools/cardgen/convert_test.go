package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/stccg/stccg/game"
)

// pool is the reference pool beside the checkout (CI has it), or where
// STCCG_REFERENCE_POOL says (a worktree elsewhere).
var pool = func() string {
	if p := os.Getenv("STCCG_REFERENCE_POOL"); p != "" {
		return p
	}
	return "../../../shared/reference/pool-2e"
}()

const (
	corrPath    = "../../assets/pool/corrections.yaml"
	formatsPath = "../../assets/pool/formats.yaml"
)

func needPool(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(filepath.Join(pool, "cards.txt")); os.IsNotExist(err) {
		t.Skip("the reference pool is not beside this checkout")
	}
}

// Running the converter again gives the embedded data byte for byte: the
// committed facts are exactly what cards.txt and the corrections say.
func TestConversionIsReproducible(t *testing.T) {
	needPool(t)
	a, err := convert(pool, corrPath, formatsPath)
	if err != nil {
		t.Fatal(err)
	}
	b, err := convert(pool, corrPath, formatsPath)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.JSON, b.JSON) || !bytes.Equal(a.Bin, b.Bin) {
		t.Fatal("two runs differ")
	}
	for file, want := range map[string][]byte{"cards.json": a.JSON, "cards.bin": a.Bin} {
		got, err := os.ReadFile(filepath.Join("../../assets/pool", file))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("assets/pool/%s is stale: run `go generate ./assets`", file)
		}
	}
	if got, _ := os.ReadFile("../../docs/pool-report.md"); !bytes.Equal(got, a.Report) {
		t.Errorf("docs/pool-report.md is stale: run `go generate ./assets`")
	}
}

// poolCard returns the converted card's facts with this ID.
func poolCard(t *testing.T, id string) *game.Facts {
	t.Helper()
	data, err := os.ReadFile("../../assets/pool/cards.json")
	if err != nil {
		t.Fatal(err)
	}
	var cards []*game.Facts
	if err := json.Unmarshal(data, &cards); err != nil {
		t.Fatal(err)
	}
	for _, c := range cards {
		if c.ID == id {
			return c
		}
	}
	t.Fatalf("no card %s", id)
	return nil
}

func intp(n int) *int { return &n }

// The facts of sample printings of every type, as cards.txt gives them.
func TestFactsOfPrintings(t *testing.T) {
	for _, want := range []*game.Facts{
		{ID: "6P040", Title: "Odo", Subtitle: "Curzon Odo", Unique: true, Type: game.Personnel, Collector: "6P040", Set: "R2", Rarity: "P",
			Formats: []string{"open", "standard", "traditional"}, PrintedText: true, Cost: intp(4), Affiliation: "bajoran",
			Species: []string{"Changeling"}, Icons: []string{"command", "ds9"},
			Skills:   []game.SkillLevel{{Skill: "Anthropology", Level: 1}, {Skill: "Diplomacy", Level: 1}, {Skill: "Law", Level: 2}, {Skill: "Security", Level: 1}},
			Keywords: []string{"Host", "Shape-shifter"}, Integrity: 6, Cunning: 6, Strength: 6},
		{ID: "10U116", Title: "I.K.S. T'Ong", Subtitle: "Sleeper Ship", Unique: true, Type: game.Ship, Collector: "10U116", Set: "CL", Rarity: "U",
			Formats: []string{"open", "standard", "traditional", "excelsior-act1"}, PrintedText: true, Cost: intp(5),
			Affiliation: "klingon", Staffing: []string{"command", "staff"}, Keywords: []string{"Cloaking Device"},
			Class: "K't'inga Class", Range: 7, Weapons: 7, Shields: 7},
		{ID: "1S148", Location: "Risan Approach", Title: "Abduction Plot", Unique: true, Type: game.Mission, Collector: "1S148", Set: "SE", Rarity: "S",
			Formats: []string{"open", "standard", "traditional", "excelsior-act1", "excelsior-act2"}, MissionType: game.Space, Quadrant: "alpha", Span: 3, Points: 35,
			AttemptBy:    &game.AffiliationSet{Only: []string{"cardassian", "dominion", "romulan"}},
			Requirements: "Transporters, Treachery, Cunning>34, and (Intelligence and Leadership or Law and Officer)"},
		{ID: "1S161", Title: "Earth", Subtitle: "Cradle of the Federation", Unique: true, Type: game.Mission, Collector: "1S161", Set: "SE", Rarity: "S",
			Formats: []string{"open", "standard", "traditional", "excelsior-act1", "excelsior-act2"}, Affiliation: "federation",
			MissionType: game.Headquarters, Quadrant: "alpha", Span: 2, Region: "Sector 001",
			PlayHere: []game.PlayFilter{{Icon: "tng"}, {Icon: "earth"}, {Affiliation: "non-aligned"}, {Type: game.Equipment}}},
	} {
		got := poolCard(t, want.ID)
		if !reflect.DeepEqual(got, want) {
			g, _ := json.Marshal(got)
			w, _ := json.Marshal(want)
			t.Errorf("%s:\n got %s\nwant %s", want.ID, g, w)
		}
	}
}

// Title and subtitle: printings of one persona share a title; a mission's
// name is what decks write; single printings are guessed (docs/cards.md).
func TestNameSplits(t *testing.T) {
	for _, tc := range []struct{ id, location, title, subtitle string }{
		{"6P040", "", "Odo", "Curzon Odo"},
		{"1R220", "", "Odo", "Constable"},
		{"6P055", "", "Worf", "Son of Mogh"},
		{"2U137", "", "Kahless", "The Greatest Warrior of Them All"}, // a correction
		{"23V053", "", "U.S.S. Enterprise-D", "Diplomatic Envoy"},
		{"1S395", "", "U.S.S. Nebula", ""},                     // a ship with no subtitle
		{"1C258", "", "Daniel Kwan", ""},                       // not unique: no subtitle
		{"1U354", "", "Alidar Jarok", "Conscientious Admiral"}, // one printing: the guess
		{"7C063", "", "Bruce Maddox", "Chair of Robotics"},
		{"1S191", "", "Qo'noS", "Heart of the Empire"},
		{"1U154", "Beltane IX", "Cargo Rendezvous", ""},
		{"13U046", "", "Investigate Derelict", ""},
	} {
		c := poolCard(t, tc.id)
		if c.Location != tc.location || c.Title != tc.title || c.Subtitle != tc.subtitle {
			t.Errorf("%s: %q / %q / %q, want %q / %q / %q", tc.id, c.Location, c.Title, c.Subtitle, tc.location, tc.title, tc.subtitle)
		}
	}
}
