package game

import (
	"strings"
	"testing"
)

// Rulebook: Order – Attempt a mission (an attempt is not aborted unless
// text says so); Present; Ruling: Returning Dilemmas; costs are paid in
// full. Wesley Crusher, Apprentice Traveler (27V015): stopping each
// personnel present and removing himself ends the attempt, the dilemmas
// going face up under their owner's pile; with a personnel present who
// cannot be stopped now (Lore, The One, 4R161, while facing a dilemma),
// the cost cannot be paid and the text is not offered.
func TestEndAttemptByText(t *testing.T) {
	for _, tc := range []struct {
		name, other string
		offered     bool
	}{
		{"everyone present can be stopped", "Vorax", true},
		{"one present cannot be stopped", "Lore, The One", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
seed: 7
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: ["Wesley Crusher, Apprentice Traveler", Kahmis, Dokar, "`+tc.other+`"]
    deck: [Kroval, Kroval]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}, {card: Excavation}]
    dilemmas: [Triage, In-Fighting]
    deck: [Martin, Martin]
`)
			choose(t, g, "Attempt Sensitive Search")
			choose(t, g, "Triage", "In-Fighting")
			d := g.Pending()
			offered := false
			for _, o := range d.Options {
				offered = offered || strings.Contains(o.Label, "Use Wesley Crusher")
			}
			if offered != tc.offered {
				t.Fatalf("Wesley offered %v, want %v (%s: %q)", offered, tc.offered, d.Kind, d.Prompt)
			}
			if !offered {
				return
			}
			choose(t, g, "Use Wesley Crusher")
			if g.attempt != nil {
				t.Fatal("the attempt goes on")
			}
			for _, name := range []string{"Triage", "In-Fighting"} {
				if c := find(t, g, name); c.Zone != ZDilemmaPile || !c.FaceUp {
					t.Errorf("%s: zone %v face up %v, want face up in the dilemma pile", name, c.Zone, c.FaceUp)
				}
			}
			if find(t, g, "Wesley Crusher, Apprentice Traveler").Zone != ZRemoved {
				t.Error("Wesley is not removed from the game")
			}
			for _, name := range []string{"Kahmis", "Dokar", tc.other} {
				if !find(t, g, name).Stopped {
					t.Errorf("%s is not stopped", name)
				}
			}
			if find(t, g, "Sensitive Search").Completed || len(g.cards[find(t, g, "Sensitive Search").ID].Beneath) > 0 {
				t.Error("the mission was completed or a dilemma overcome")
			}
		})
	}
}
