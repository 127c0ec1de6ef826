package game

import (
	"slices"
	"strings"
	"testing"
)

// Glossary: place; Rulebook: Mission (a space mission has no surface).
// to: any-hq-or-planet offers each player's headquarters and planet
// missions, not a space mission nor the one the card lies on.
func TestRelocateAnyHQOrPlanet(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Bajor, Gift of the Prophets"
        surface: ["Retaya, Urbane Poisoner"]
      - card: Feldomite Rush
    deck: [Krunk]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", "Hromi Cluster, Amnesty Talks", Excavation]
    deck: [Dokar]
`)
	retaya := find(t, g, "Retaya")
	ctx := g.ctxFor(ann, retaya.ID)
	ctx.subject = retaya.ID
	s := Step{Do: DoRelocateSubject, To: RelocateHQOrPlanet}
	if err := registry[DoRelocateSubject].validate(&s); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range g.relocateDestinations(ctx, &s) {
		got = append(got, g.cards[m].Card.Title)
	}
	slices.Sort(got)
	if want := []string{"Earth", "Excavation", "Feldomite Rush"}; !slices.Equal(got, want) {
		t.Fatalf("destinations %q, want %q", got, want)
	}
	if txt := stepText(s); !strings.Contains(txt, "any headquarters mission or any planet mission") {
		t.Fatalf("text %q", txt)
	}
}
