package game

import "testing"

// TestIgnoreOwnPlayAboard: a card whose cheaper way gives up its own
// permission to be played aboard is offered that way only where it could
// go without the permission; its full cost keeps the ship (Rulebook:
// Paying costs; Playing specific kinds of cards). The permission's
// with_aboard asks for a matching personnel aboard the ship.
func TestIgnoreOwnPlayAboard(t *testing.T) {
	const position = `
seed: 1
active: 1
players:
  - name: Ann
    missions:
      - card: "Earth, Lush and Beautiful Home"
        ships:
          - card: "U.S.S. Enterprise, Beautiful Lady"
            aboard: [Davies]
      - card: Sensitive Search
        ships: [{card: U.S.S. Excelsior, aboard: [Evans]}]
    hand: [Hazar]
    deck: [Filuz]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`
	const text = `
abilities:
  - when: play-cost
    on: self
    may: true
    cost: [{do: cost-mod, amount: -1}]
    effect: [{do: ignore-next-ability, what: play_aboard}]
play_aboard: {ship: {type: ship}, with_aboard: {title: Davies}}
`
	g := startScenario(t, position)
	hazar := find(t, g, "Hazar")
	giveText(t, hazar, text)
	enterprise, excelsior := find(t, g, "U.S.S. Enterprise").ID, find(t, g, "U.S.S. Excelsior").ID
	sites := g.playAboardSites(ann, hazar)
	if len(sites) != 1 || sites[0] != enterprise {
		t.Fatalf("aboard sites %v, want only the Enterprise (Davies aboard), not the Excelsior %d", sites, excelsior)
	}
	if !g.variantLosesSite(ann, hazar, 0, enterprise) {
		t.Error("the cheaper way still plays aboard by the permission it gives up")
	}
	if g.variantLosesSite(ann, hazar, -1, enterprise) {
		t.Error("the full cost lost the ship")
	}
	if g.variantLosesSite(ann, hazar, 0, find(t, g, "Earth").ID) {
		t.Error("the cheaper way lost the headquarters")
	}
}
