package game

import (
	"slices"
	"testing"
)

// Rulebook: Brig and Captives; Glossary: uniqueness — Ben may let Kroval
// go back to Ann (aboard her ship or at her headquarters), who commands
// him again, unstopped; her Gowron in Ben's brig cannot go back while she
// commands another Gowron.
func TestReleaseCaptive(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: "I.K.S. Vor'cha", aboard: [Kahmis, "Gowron, Sole Leader of the Empire"]}]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Cardassia Prime, Hardscrabble World"}]
    brig: [Kroval, "Gowron, Sole Leader of the Empire"]
    deck: [Jural]
`)
	if got := len(g.releasable(1, 0)); got != 1 {
		t.Fatalf("releasable: %d, want 1 (Kroval; not a second Gowron)", got)
	}
	if got := len(g.releasable(0, 0)); got != 0 {
		t.Fatalf("Ann has no captives, releasable %d", got)
	}
	g.releaseCaptive(fxCtx{p: 1})
	if got := optionLabels(g.Pending()); !slices.Equal(got, []string{"Release Kroval"}) {
		t.Fatalf("offered %q", got)
	}
	choose(t, g, "Release Kroval")
	if got := optionLabels(g.Pending()); !slices.Equal(got, []string{"Aboard I.K.S. Vor'cha", "At Qo'noS, Heart of the Empire"}) {
		t.Fatalf("sites %q", got)
	}
	choose(t, g, "Aboard I.K.S. Vor'cha")
	k := find(t, g, "Kroval")
	if k.Zone != ZAboard || k.Where != find(t, g, "I.K.S. Vor'cha").ID || k.Controller != 0 || k.Stopped {
		t.Fatalf("Kroval: zone %v where %d controller %d stopped %v", k.Zone, k.Where, k.Controller, k.Stopped)
	}
	if slices.Contains(g.players[1].Brig, k.ID) {
		t.Fatal("Kroval still in Ben's brig")
	}
}
