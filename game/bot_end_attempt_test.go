package game

import (
	"strings"
	"testing"
)

// The basic bot never gives up its own mission attempt by text that ends
// it (Wesley Crusher, Apprentice Traveler, 27V015; Rulebook: Order –
// Attempt a mission): the option is offered, and the bot judges it so.
func TestBotKeepsItsAttempt(t *testing.T) {
	g := startScenario(t, `
seed: 7
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: ["Wesley Crusher, Apprentice Traveler", Kahmis, Dokar, Vorax]
    deck: [Kroval, Kroval]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}, {card: Excavation}]
    dilemmas: [Triage, In-Fighting]
    deck: [Martin, Martin]
`)
	choose(t, g, "Attempt Sensitive Search")
	choose(t, g, "Triage", "In-Fighting")
	b := &basicBot{lib: g.lib, reqs: map[string]*Req{}, tried: map[int]int{}}
	v := g.View(0)
	d := g.Pending()
	found := false
	for i := range d.Options {
		o := d.Options[i]
		if strings.Contains(o.Label, "Use Wesley Crusher") {
			found = true
			if !b.abandonsAttempt(&v, &o) {
				t.Error("the bot would use Wesley to give up its attempt")
			}
		} else if b.abandonsAttempt(&v, &o) {
			t.Errorf("%q judged as ending the attempt", o.Label)
		}
	}
	if !found {
		t.Fatal("Wesley is not offered")
	}
}
