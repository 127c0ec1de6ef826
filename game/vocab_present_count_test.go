package game

import (
	"testing"

	"go.yaml.in/yaml/v3"
)

const presentCountPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Excavation
        surface: [Kahmis, "Klag, Second Officer", Dokar, Dokar]
      - card: Sensitive Search
        surface: [Kroval]
    deck: [Vorax]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`

// TestPerPresent: the amount counts every card present with the source
// that the filter matches, the source left out: two copies of one title
// are two, where different-present counts titles; a card at another
// mission is not present; the limit caps it. Glossary: present.
func TestPerPresent(t *testing.T) {
	cases := []struct {
		amount string
		want   int
	}{
		{"{is: present, filter: {type: personnel, title: Dokar}}", 2},
		{"{is: different-present, filter: {type: personnel, title: Dokar}}", 1},
		{"{is: present, filter: {type: personnel, unique: true}}", 1},
		{"{is: present, filter: {type: personnel, species: Klingon}}", 3},
		{"{is: present, filter: {type: personnel, species: Klingon}, limit: 2}", 2},
	}
	g := startScenario(t, presentCountPosition)
	kahmis := find(t, g, "Kahmis")
	for _, tc := range cases {
		t.Run(tc.amount, func(t *testing.T) {
			var a Amount
			if err := yaml.Unmarshal([]byte(tc.amount), &a); err != nil {
				t.Fatal(err)
			}
			if err := a.validate(); err != nil {
				t.Fatal(err)
			}
			if got := a.value(g, g.ctxFor(0, kahmis.ID), nil); got != tc.want {
				t.Errorf("%s = %d, want %d", tc.amount, got, tc.want)
			}
		})
	}
}
