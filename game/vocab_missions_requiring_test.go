package game

import "testing"

// Ruling: Alpha 5 Approach — a mission requires only what its
// requirements name; here anywhere in them, either branch of an "or"
// included, skills and attributes alike.
func TestReqNamesSkillOrAttribute(t *testing.T) {
	cases := []struct {
		req, what string
		want      bool
	}{
		{"Exobiology, Officer, Security, and Strength>30", "Strength", true},
		{"2 Leadership, Navigation, and (Cunning>38 or Strength>38)", "Strength", true},
		{"Anthropology, 2 Archaeology, and Cunning>30", "Strength", false},
		{"Anthropology, 2 Archaeology, and Cunning>30", "Archaeology", true},
		{"Anthropology, 2 Archaeology, and Cunning>30", "Integrity", false},
	}
	for _, c := range cases {
		r, err := ParseRequirements(c.req)
		if err != nil {
			t.Fatal(err)
		}
		if got := reqNames(r, c.what); got != c.want {
			t.Errorf("%q names %s = %v, want %v", c.req, c.what, got, c.want)
		}
	}
}

// A made-up event downloading two personnel with no species rule: two of
// one species may both be taken, and the picking ends at the count.
const downloadSeveralCards = `
- id: test-recruiting
  title: Test Recruiting
  unique: false
  type: event
  cost: 0
  effect: [{do: download-several, count: 2, type: personnel}]
`

// Glossary: download — up to the count, one search, the same species
// allowed when the text does not forbid it.
func TestDownloadSeveralUpToCount(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, downloadSeveralCards), `
active: 1
players:
  - missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    hand: [Test Recruiting]
    deck: ["Talak'talan, Keen Third", "Toman'torax, Obstinate Second", "Arak'Taral, Suspicious Second"]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	choose(t, g, "Play Test Recruiting")
	choose(t, g, "Talak'talan")
	choose(t, g, "Toman'torax")
	if d := g.Pending(); d != nil && d.Kind == KindSelect {
		t.Fatalf("a third pick offered past the count: %q", labels(d))
	}
	for name, want := range map[string]Zone{"Talak'talan, Keen Third": ZHand, "Toman'torax, Obstinate Second": ZHand, "Arak'Taral, Suspicious Second": ZDeck} {
		if z := find(t, g, name).Zone; z != want {
			t.Errorf("%s in %v, want %v", name, z, want)
		}
	}
}

// A download of one card is download's own: count 1 is refused at load.
func TestDownloadSeveralRefusesOne(t *testing.T) {
	s := Step{Do: DoDownloadSeveral, Count: 1}
	if err := registry[DoDownloadSeveral].validate(&s); err == nil {
		t.Fatal("count 1 accepted")
	}
}
