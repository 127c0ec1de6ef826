package game

import "testing"

// Rulebook: Download; Rulings: Downloading to Alternate Locations;
// Glossary: play and place. A download with to: this-mission and
// outcome: stop places the card at the mission of the text, stopped;
// become-named-affiliation then makes that card the affiliation its
// player names, read by every affiliation check, until it leaves play.
// A unique card whose copy its player commands stays in hand.
func TestDownloadHereBecomesNamed(t *testing.T) {
	steps := []Step{{Do: DoDownload, Type: Ship, To: DownloadHere, Outcome: OutStop}, {Do: DoBecomeNamedAffiliation}}
	if err := validateSteps(steps); err != nil {
		t.Fatal(err)
	}
	if err := validateSteps([]Step{{Do: DoDownload, Type: Ship, Outcome: OutStop}}); err == nil {
		t.Fatal("outcome: stop without to: this-mission was accepted")
	}
	start := func(t *testing.T, ships string) (*Game, *Inst) {
		g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        ships: `+ships+`
      - card: "Sector 21396, Commandeer Prototype"
    deck: ["Groumall, Inauspicious Command", Tajor]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Lopez]
`)
		return g, find(t, g, "Commandeer Prototype")
	}
	t.Run("placed, named, then leaves play", func(t *testing.T) {
		g, m := start(t, "[]")
		g.pending, g.work = nil, nil // the orders decision set aside: the text runs alone
		g.runAbility(g.ctxFor(ann, m.ID), steps)
		g.run()
		choose(t, g, "Download Groumall")
		ship := find(t, g, "Groumall")
		if ship.Zone != ZAtMission || ship.Where != m.ID || !ship.Stopped || ship.Controller != ann {
			t.Fatalf("Groumall: zone %v where %d stopped %v controller %v; want Ann's, stopped, at the mission", ship.Zone, ship.Where, ship.Stopped, ship.Controller)
		}
		choose(t, g, "Name [Rom]")
		if got := g.affiliation(ship.ID); got != "romulan" {
			t.Fatalf("affiliation %q, want romulan", got)
		}
		if !g.matches(&Filter{Affiliation: "romulan"}, ship.ID) || g.matches(&Filter{Affiliation: "cardassian"}, ship.ID) {
			t.Fatal("filters do not read the named affiliation in place of the printed one")
		}
		g.place(ship.ID, ZDiscard, 0)
		if got := g.affiliation(ship.ID); got != "cardassian" {
			t.Fatalf("out of play it is %q, want its printed cardassian", got)
		}
	})
	t.Run("unique copy commanded", func(t *testing.T) {
		g, m := start(t, `[{card: "Groumall, Inauspicious Command"}]`)
		g.pending, g.work = nil, nil // the orders decision set aside: the text runs alone
		g.runAbility(g.ctxFor(ann, m.ID), steps)
		g.run()
		choose(t, g, "Download Groumall")
		var inHand bool
		for _, c := range findAll(g, "Groumall, Inauspicious Command") {
			inHand = inHand || c.Zone == ZHand
		}
		if !inHand {
			t.Fatal("the second Groumall was placed though Ann commands a copy")
		}
		if d := g.Pending(); d != nil && d.Kind == KindSelect {
			for _, o := range d.Options {
				if o.Label == "Name [Rom] (romulan)" {
					t.Fatal("an affiliation is named with no ship placed")
				}
			}
		}
	})
}
