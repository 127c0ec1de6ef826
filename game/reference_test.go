package game

import (
	"encoding/json"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// refCard is a card of the shared reference file, as far as we encode it.
type refCard struct {
	Collector        string       `json:"collector"`
	Title            string       `json:"title"`
	Subtitle         string       `json:"subtitle"`
	Unique           *bool        `json:"unique"`
	Type             string       `json:"type"`
	Cost             *int         `json:"cost"`
	Affiliation      string       `json:"affiliation"`
	Species          []string     `json:"species"`
	Icons            []string     `json:"icons"`
	Skills           []SkillLevel `json:"skills"`
	Keywords         []string     `json:"keywords"`
	Integrity        int          `json:"integrity"`
	Cunning          int          `json:"cunning"`
	Strength         int          `json:"strength"`
	ShipClass        string       `json:"ship_class"`
	Staffing         []string     `json:"staffing"`
	Range            int          `json:"range"`
	Weapons          int          `json:"weapons"`
	Shields          int          `json:"shields"`
	MissionType      string       `json:"mission_type"`
	Quadrant         string       `json:"quadrant"`
	Span             int          `json:"span"`
	Points           int          `json:"points"`
	Region           string       `json:"region"`
	AffiliationIcons any          `json:"affiliation_icons"`
	Requirements     string       `json:"requirements"`
	HQPlayable       []string     `json:"hq_playable"`
	DilemmaType      string       `json:"dilemma_type"`
}

// Every card of the shared reference exists in our card data with its
// facts exact. The reference file lives beside the repository (CI has it);
// without it there is nothing to compare against.
func TestCardFactsMatchReference(t *testing.T) {
	data, err := os.ReadFile("../../shared/reference/cards-2e.json")
	if os.IsNotExist(err) {
		t.Skip("the shared reference file is not beside this checkout")
	}
	if err != nil {
		t.Fatal(err)
	}
	var refs []refCard
	if err := json.Unmarshal(data, &refs); err != nil {
		t.Fatal(err)
	}
	if len(refs) != 111 {
		t.Fatalf("reference has %d cards", len(refs))
	}
	lib := testLib(t)
	slug := regexp.MustCompile(`[^a-z0-9]+`)
	hqTokens := map[string]PlayFilter{
		"tng-icon": {Icon: "tng"}, "earth": {Icon: "earth"}, "non-aligned": {Affiliation: "non-aligned"},
		"equipment": {Type: Equipment}, "federation+ds9-icon": {Affiliation: "federation", Icon: "ds9"},
		"klingon": {Affiliation: "klingon"}, "borg": {Affiliation: "borg"},
	}
	for _, r := range refs {
		id := r.Collector
		if id == "" {
			id = strings.Trim(slug.ReplaceAllString(strings.ToLower(r.Title), "-"), "-")
		}
		c := lib.ByID(id)
		if c == nil {
			t.Errorf("%s (%s) missing", r.Title, id)
			continue
		}
		check := func(field string, got, want any) {
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s %s: ours %v, reference %v", c.Name(), field, got, want)
			}
		}
		check("title", c.Title, r.Title)
		check("subtitle", c.Subtitle, r.Subtitle)
		check("type", string(c.Type), r.Type)
		if r.Unique != nil {
			check("unique", c.Unique, *r.Unique)
		}
		if r.Cost != nil {
			check("cost", c.CostValue(), *r.Cost)
		}
		check("affiliation", c.Affiliation, r.Affiliation)
		check("species", c.Species, r.Species)
		check("icons", c.Icons, r.Icons)
		check("skills", c.Skills, r.Skills)
		check("keywords", c.Keywords, r.Keywords)
		check("attributes", [3]int{c.Integrity, c.Cunning, c.Strength}, [3]int{r.Integrity, r.Cunning, r.Strength})
		check("class", c.Class, r.ShipClass)
		check("staffing", c.Staffing, r.Staffing)
		check("ship attributes", [3]int{c.Range, c.Weapons, c.Shields}, [3]int{r.Range, r.Weapons, r.Shields})
		check("mission type", string(c.MissionType), r.MissionType)
		check("quadrant", c.Quadrant, r.Quadrant)
		check("span", c.Span, r.Span)
		check("points", c.Points, r.Points)
		check("region", c.Region, r.Region)
		check("requirements", c.Requirements, r.Requirements)
		check("dilemma type", string(c.DilemmaType), r.DilemmaType)
		switch ai := r.AffiliationIcons.(type) {
		case nil:
			check("attempt_by", c.AttemptBy == nil, true)
		case string:
			check("attempt_by", c.AttemptBy != nil && c.AttemptBy.String() == ai, true)
		case []any:
			var want []string
			for _, x := range ai {
				want = append(want, x.(string))
			}
			check("attempt_by", c.AttemptBy != nil && reflect.DeepEqual(c.AttemptBy.Only, want), true)
		}
		var want []PlayFilter
		for _, tok := range r.HQPlayable {
			f, ok := hqTokens[tok]
			if !ok {
				t.Errorf("%s: unknown hq_playable token %q", r.Title, tok)
			}
			want = append(want, f)
		}
		check("play_here", c.PlayHere, want)
	}
}
