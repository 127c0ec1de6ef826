package game

import (
	"strings"
	"testing"
)

// Glossary: kill; attributes — name-number offers the printed totals of
// the opponent's personnel present first, then every other number from 0
// up to the game's highest total, and keeps the one named for the card;
// kill-named-total then reaches only the opponent's personnel present
// with that printed total, whatever modifies their attributes now.
func TestNameNumberKillNamedTotal(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Excavation
        surface: [Kahmis, {card: Davies, controller: 2}, {card: "Data, Aspirer", controller: 2}]
    deck: [Kroval]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Martin]
`)
	ctx := g.ctxFor(ann, find(t, g, "Kahmis").ID)
	registry[DoNameNumber].run(g, ctx, Step{Do: DoNameNumber})
	expectDecision(t, g, ann, KindSelect)
	d := g.Pending()
	if len(d.Options) < 27 {
		t.Fatalf("%d numbers offered, want 0 to at least 26", len(d.Options))
	}
	if l0, l1 := d.Options[0].Label, d.Options[1].Label; !strings.Contains(l0, "16") || !strings.Contains(l1, "26") {
		t.Errorf("first offered %q, %q: want the present totals 16 and 26 first", l0, l1)
	}
	choose(t, g, "Name 26")
	if n := g.plays.numbers[ctx.src]; n != 26 {
		t.Fatalf("named %d, want 26", n)
	}
	registry[DoKillNamedTotal].run(g, ctx, Step{Do: DoKillNamedTotal})
	if d := g.Pending(); d == nil || len(d.Options) != 1 {
		t.Fatalf("kill: want one option, Data alone, got %+v", d)
	}
	choose(t, g, "Kill Data")
	skipEmptyWindows(t, g)
	if z := find(t, g, "Data, Aspirer").Zone; z != ZDiscard {
		t.Errorf("Data (total 26) in zone %v, want the discard pile", z)
	}
	if z := find(t, g, "Davies").Zone; z != ZSurface {
		t.Errorf("Davies (total 16) in zone %v, want still in play", z)
	}
}
