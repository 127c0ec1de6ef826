package game

import (
	"slices"
	"testing"
)

// pileRemoveGame: Ann at Earth with Davies; Ben's pile as given, top first.
func pileRemoveGame(t *testing.T, pile string) *Game {
	t.Helper()
	return startScenario(t, `
active: 1
segment: orders
players:
  - missions: [{card: "Earth, Cradle of the Federation", surface: [Davies]}]
    dilemmas: [Triage]
    deck: [Davies]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: `+pile+`
    deck: [Dokar]
`)
}

// Glossary: examine — the performer alone learns the examined cards and
// removes the one picked; the others keep their order on top, and cards
// below the examined ones are never offered. With fewer cards than
// asked, those there are examined.
func TestExamineDilemmasRemove(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pile  string
		count int
		offer []string
		pick  string
		left  []string
	}{
		{"top two of three", "[Miner Revolt, Timescape, Personal Duty]", 2, []string{"Miner Revolt", "Timescape"}, "Miner Revolt", []string{"Timescape", "Personal Duty"}},
		{"fewer than asked", "[Timescape, Personal Duty]", 4, []string{"Timescape", "Personal Duty"}, "Personal Duty", []string{"Timescape"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := pileRemoveGame(t, tc.pile)
			ctx := fxCtx{p: 0, src: find(t, g, "Davies").ID}
			s := Step{Do: DoExamineDilemmasRemove, Count: tc.count}
			s.Whose = WhoseOpponent
			g.examineDilemmasRemove(ctx, s)
			d := expectDecision(t, g, 0, KindSelect)
			if len(d.Options) != len(tc.offer) {
				t.Fatalf("options %v, want one for each of %v", d.Options, tc.offer)
			}
			choose(t, g, tc.pick)
			if z := find(t, g, tc.pick).Zone; z != ZRemoved {
				t.Errorf("%s is in zone %v, want removed", tc.pick, z)
			}
			var left []string
			for _, id := range g.players[1].DilemmaPile {
				left = append(left, g.cardName(id))
			}
			if !slices.Equal(left, tc.left) {
				t.Errorf("pile left %v, want %v", left, tc.left)
			}
		})
	}
}

// Glossary: reveal — each revealed dilemma the filter matches (cost 1 or
// more, naming no skill: Rulings: Dilemmas Requiring Skills Outside
// Mission Attempt) is removed; the rest stay in order; nothing below the
// revealed cards is touched.
func TestRevealDilemmasRemove(t *testing.T) {
	g := pileRemoveGame(t, "[Miner Revolt, Personal Duty, Timescape, Tactical Disadvantage, Skeleton Crew]")
	ctx := fxCtx{p: 0, src: find(t, g, "Davies").ID}
	one := 1
	s := Step{Do: DoRevealDilemmasRemove, Count: 4, Filter: &Filter{CostAtLeast: &one, RequiresNoSkill: true}}
	s.Whose = WhoseOpponent
	if err := registry[DoRevealDilemmasRemove].validate(&s); err != nil {
		t.Fatal(err)
	}
	g.revealDilemmasRemove(ctx, s)
	var left []string
	for _, id := range g.players[1].DilemmaPile {
		left = append(left, g.cardName(id))
	}
	if want := []string{"Personal Duty", "Timescape", "Skeleton Crew"}; !slices.Equal(left, want) {
		t.Errorf("pile left %v, want %v", left, want)
	}
	for _, n := range []string{"Miner Revolt", "Tactical Disadvantage"} {
		if z := find(t, g, n).Zone; z != ZRemoved {
			t.Errorf("%s in zone %v, want removed", n, z)
		}
	}
	own := Step{Do: DoRevealDilemmasRemove, Count: 1, Filter: &Filter{}}
	if !registry[DoRevealDilemmasRemove].possible(g, ctx, &own) {
		t.Error("not possible on Ann's own pile of one")
	}
	bad := Step{Do: DoExamineDilemmasRemove}
	if registry[DoExamineDilemmasRemove].validate(&bad) == nil {
		t.Error("a step with no count passed validation")
	}
}

// Glossary: species — only an exact match is the same species: Human and
// Human/Vulcan are two; an opponent's personnel do not count.
func TestDifferentSpecies(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions: [{card: "Earth, Cradle of the Federation", surface: [Davies, "Spock, Science Officer", "Data, Proud Father", Davies]}]
    deck: [Davies]
  - missions: [{card: "Qo'noS, Heart of the Empire", surface: [Dokar]}]
    deck: [Dokar]
`)
	if n := g.differentSpecies(0); n != 3 {
		t.Errorf("Ann: %d species, want 3 (Human, Human/Vulcan, Android)", n)
	}
	if n := g.differentSpecies(1); n != 1 {
		t.Errorf("Ben: %d species, want 1", n)
	}
}
