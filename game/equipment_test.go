package game

import (
	"strings"
	"testing"
)

// hyposprayPosition: Ann attempts Excavation with Elizabeth Shelby (the
// only Leadership), the E.M.H. Program (Medical) and Davies; An Old Debt
// kills a random Leadership personnel. Where says where the Hypospray is.
func hyposprayPosition(where string) string {
	excavation, relief := `, Hypospray`, ``
	if where == "elsewhere" {
		excavation, relief = ``, "\n        surface: [Hypospray]"
	}
	return `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        surface: [Elizabeth Shelby, E.M.H. Program, Davies` + excavation + `]
      - card: Medical Relief` + relief + `
    deck: [Davies]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [An Old Debt, Triage]
    deck: [Davies]
`
}

// Glossary: equipped with, present; actions — costs paid first, then
// "prevent". Hypospray (21V010): Shelby, present with it, is about to be
// killed by An Old Debt; Ann stops her and the E.M.H. Program (Medical,
// present) to prevent that. Elsewhere, the Hypospray cannot help.
func TestHypospray(t *testing.T) {
	g := startScenario(t, hyposprayPosition("here"))
	choose(t, g, "Attempt Excavation")
	pick(t, g, "An Old Debt")
	passUntil(t, g, "Use Hypospray") // the E.M.H. Program is the only Medical present
	passWindows(t, g, "")
	shelby, emh := find(t, g, "Elizabeth Shelby"), find(t, g, "E.M.H. Program")
	if shelby.Zone != ZSurface || !shelby.Stopped || !emh.Stopped {
		t.Fatalf("Shelby in %s stopped %v, E.M.H. stopped %v", shelby.Zone, shelby.Stopped, emh.Stopped)
	}
	if d := find(t, g, "Davies"); d.Zone != ZSurface {
		t.Fatalf("Davies is in %s", d.Zone)
	}
	if !g.usedThisTurn[abilityKey{find(t, g, "Hypospray").ID, 0}] {
		t.Fatal("the once-each-turn use is not recorded")
	}

	g = startScenario(t, hyposprayPosition("elsewhere"))
	choose(t, g, "Attempt Excavation")
	pick(t, g, "An Old Debt")
	if passWindows(t, g, "Hypospray") {
		t.Fatal("Hypospray answered for a personnel not present with it")
	}
	if z := find(t, g, "Elizabeth Shelby").Zone; z != ZDiscard {
		t.Fatalf("Shelby is in %s, want killed", z)
	}
}

// Hypospray (21V010) may be used only once each turn: with its use marked
// this turn, it is not offered.
func TestHyposprayOnceEachTurn(t *testing.T) {
	g := startScenario(t, hyposprayPosition("here"))
	g.usedThisTurn[abilityKey{find(t, g, "Hypospray").ID, 0}] = true
	choose(t, g, "Attempt Excavation")
	pick(t, g, "An Old Debt")
	if passWindows(t, g, "Hypospray") {
		t.Fatal("offered a second time in one turn")
	}
	if !strings.Contains(find(t, g, "Hypospray").Card.GameText(), "once per turn") {
		t.Fatal("the generated text does not say once per turn")
	}
}
