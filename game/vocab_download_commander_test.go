package game

import (
	"slices"
	"strings"
	"testing"
)

// Rulebook: Download; Glossary: Commander (the keyword names the ship the
// personnel corresponds to); play and place. A download with with takes a
// card and a card whose Commander keyword names it, as a pair only; with
// to: headquarters and where_playable both go to a headquarters of the
// player's that allows them, the ship at the mission and the personnel on
// it, under the player's command; uncommanded holds for each card.
func TestDownloadWithCommander(t *testing.T) {
	step := Step{Do: DoDownload, Uncommanded: true, Filter: &Filter{Type: Ship, Affiliation: "federation"},
		To: ToHeadquarters, Target: &Filter{Mission: Headquarters}, StepFields: StepFields{WherePlayable: true, With: &Filter{Type: Personnel}}}
	if err := validateSteps([]Step{step}); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []Step{
		{Do: DoDownload, To: ToHeadquarters},                          // no target
		{Do: DoDownload, StepFields: StepFields{WherePlayable: true}}, // where_playable to hand
		{Do: DoDownload, Skills: []string{"Law"}, StepFields: StepFields{With: &Filter{Type: Personnel}}},
	} {
		if err := validateSteps([]Step{bad}); err == nil {
			t.Errorf("%+v was accepted", bad)
		}
	}
	start := func(t *testing.T, hq string) (*Game, *Inst) {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "`+hq+`"
        surface: ["William T. Riker, Skilled Commander"]
      - card: Sensitive Search
    deck: ["U.S.S. Enterprise-D, Federation Flagship", "Jean-Luc Picard, Genial Captain", "William T. Riker, Skilled Commander", "U.S.S. Defiant, Prototype Warship", "Worf, Defiant Commander", U.S.S. Excelsior, Mills]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`)
		return g, find(t, g, "Sensitive Search")
	}
	offered := func(g *Game) []string {
		var out []string
		for _, o := range g.Pending().Options {
			out = append(out, o.Label)
		}
		return out
	}
	t.Run("pairs placed at a headquarters allowing both", func(t *testing.T) {
		g, src := start(t, "Earth, Cradle of the Federation")
		g.pending, g.work = nil, nil // the orders decision set aside: the text runs alone
		g.runAbility(g.ctxFor(ann, src.ID), []Step{step})
		g.run()
		got := offered(g)
		want := []string{"Download nothing", "Download U.S.S. Enterprise-D, Federation Flagship with Jean-Luc Picard, Genial Captain"}
		if !slices.Equal(got, want) {
			t.Fatalf("options %q, want %q (Riker commanded, the [DS9] Defiant and Worf not playable at Earth, the Excelsior with no Commander)", got, want)
		}
		choose(t, g, "with Jean-Luc Picard")
		ship, picard, earth := find(t, g, "U.S.S. Enterprise-D"), find(t, g, "Jean-Luc Picard"), g.players[ann].Missions[0]
		if ship.Zone != ZAtMission || ship.Where != earth || picard.Zone != ZSurface || picard.Where != earth || ship.Controller != ann || picard.Controller != ann {
			t.Fatalf("ship %v@%d, Picard %v@%d; want the ship at Earth, Picard on it, both Ann's", ship.Zone, ship.Where, picard.Zone, picard.Where)
		}
		if slices.Contains(g.players[ann].Deck, ship.ID) || slices.Contains(g.players[ann].Deck, picard.ID) {
			t.Fatal("a placed card is still in the deck")
		}
	})
	t.Run("a headquarters allowing [DS9] cards", func(t *testing.T) {
		g, src := start(t, "Earth, Home of Starfleet Command")
		g.pending, g.work = nil, nil
		g.runAbility(g.ctxFor(ann, src.ID), []Step{step})
		g.run()
		if got := strings.Join(offered(g), "|"); !strings.Contains(got, "Defiant, Prototype Warship with Worf") || strings.Contains(got, "Enterprise-D") {
			t.Fatalf("options %q; want the Defiant with Worf and not the [TNG] Enterprise-D", got)
		}
	})
	t.Run("with, to hand", func(t *testing.T) {
		g, src := start(t, "Earth, Cradle of the Federation")
		g.pending, g.work = nil, nil
		g.runAbility(g.ctxFor(ann, src.ID), []Step{{Do: DoDownload, Filter: &Filter{Type: Ship}, StepFields: StepFields{With: &Filter{Type: Personnel}}}})
		g.run()
		if got := strings.Join(offered(g), "|"); !strings.Contains(got, "Defiant, Prototype Warship with Worf") || !strings.Contains(got, "Enterprise-D, Federation Flagship with William T. Riker") {
			t.Fatalf("options %q; without uncommanded or a headquarters every pair is offered", got)
		}
		choose(t, g, "with Worf")
		if find(t, g, "U.S.S. Defiant").Zone != ZHand || find(t, g, "Worf").Zone != ZHand {
			t.Fatal("the pair did not go to hand")
		}
	})
}
