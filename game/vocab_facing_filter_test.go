package game

import "testing"

// Rulebook: Facing Dilemmas — the personnel in an attempt face each
// dilemma; the filter field facing matches them while a dilemma is being
// faced, and nobody before (or outside the attempt).
func TestFilterFacing(t *testing.T) {
	g := startScenario(t, `
seed: 3
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Martinez]
      - card: Surgery Under Fire
        surface: [Davies, Garvey]
    deck: [Daniel Kwan]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Kolaran Raiders]
    deck: [Dokar]
`)
	f := &Filter{Type: Personnel, Facing: true}
	davies, martinez := find(t, g, "Davies").ID, find(t, g, "Martinez").ID
	if g.matches(f, davies) || g.modMatches(f, davies, nil) {
		t.Fatal("Davies matches facing before any attempt")
	}
	choose(t, g, "Attempt Surgery Under Fire")
	choose(t, g, "Kolaran Raiders")
	skipEmptyWindows(t, g)
	if !g.matches(f, davies) || !g.modMatches(f, davies, nil) {
		t.Error("Davies, facing Kolaran Raiders, does not match facing")
	}
	if g.matches(f, martinez) || g.modMatches(f, martinez, nil) {
		t.Error("Martinez, at headquarters, matches facing")
	}
	if got := f.Text("personnel"); got != "personnel facing a dilemma" {
		t.Errorf("text %q", got)
	}
}
