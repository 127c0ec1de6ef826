package game

import "testing"

// Rulebook: Brig and Captives. A made-up [TN] personnel puts itself in the
// opponent's brig (self-to-opponent-brig), then, a title named, the
// opponent's personnel of that title, stopped or not, go to its player's
// brig (named-to-brig); another title stays. A captive whose own text bars
// its owner's cards (cannot_source: own, leave-brig) is not offered to be
// taken out by them, but its captor's cards may let it go.
func TestBrigSelfAndNamed(t *testing.T) {
	lib := testLibWith(t, `
- id: test-captor
  title: Test Captor
  unique: true
  type: personnel
  affiliation: dominion
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  modifiers:
    - {to: self, cannot: [leave-brig], cannot_source: own}
`)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Mouth of the Wormhole, Terok Nor"
        surface: [Test Captor]
    deck: [Lopez]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Dokar, {card: Dokar, stopped: true}, Kahmis]
    deck: [Davies]
`)
	captor := find(t, g, "Test Captor").ID
	ctx := g.ctxFor(0, captor)
	g.pending, g.work = nil, nil
	g.push(func() {
		registry[DoSelfToOpponentBrig].run(g, ctx, Step{Do: DoSelfToOpponentBrig})
		g.keepName(ctx, "Dokar")
		registry[DoNamedToBrig].run(g, ctx, Step{Do: DoNamedToBrig})
	})
	g.run()
	skipEmptyWindows(t, g)
	if c := g.cards[captor]; c.Zone != ZBrig || c.Where != 1 {
		t.Fatalf("the captor is %v %d, want in Ben's brig", c.Zone, c.Where)
	}
	for _, d := range findAll(g, "Dokar") {
		if d.Zone != ZBrig || d.Where != 0 {
			t.Fatalf("a Dokar is %v, want in Ann's brig", d.Zone)
		}
	}
	if k := find(t, g, "Kahmis"); !k.Zone.InPlay() {
		t.Fatal("Kahmis, not named, left play")
	}
	anns := find(t, g, "Mouth of the Wormhole, Terok Nor").ID
	bens := find(t, g, "Earth, Home of Starfleet Command").ID
	if g.mayLeaveBrigBy(captor, anns) || !g.mayLeaveBrigBy(captor, bens) || !g.mayLeaveBrigBy(captor, 0) {
		t.Fatal("mayLeaveBrigBy does not follow the owner of the freeing card")
	}
	if got := g.rescuable(0, anns); len(got) != 0 {
		t.Fatalf("Ann's card may take back %v", got)
	}
	if got := g.releasable(1, bens); len(got) != 1 {
		t.Fatalf("Ben's card may let go %v, want the unique captor (not counted as its own copy)", got)
	}
	bad := Modifier{To: ToInPlay, Cannot: []string{OutLeaveBrig}, CannotSource: CannotSourceOwn}
	if err := bad.prepare(); err == nil {
		t.Fatal("cannot_source: own beyond to: self was accepted")
	}
	bad = Modifier{To: "self", Cannot: []string{OutLeaveBrig}}
	if err := bad.prepare(); err == nil {
		t.Fatal("leave-brig without cannot_source was accepted")
	}
}

// A condition's amount bounded from above: at_most: 0 of a group reads
// "you have no ...", and only one bound of the three is taken.
func TestAmountAtMost(t *testing.T) {
	zero, one := 0, 1
	c := Cond{Is: "amount", Amount: &Amount{Count: "your-brig"}, AtMost: &zero}
	if err := c.validate(formStep); err != nil {
		t.Fatal(err)
	}
	if got := amountCondText(&c, condWords{}); got != "you have no personnel in your brig" {
		t.Fatalf("text %q", got)
	}
	c.AtLeast = &one
	if err := c.validate(formStep); err == nil {
		t.Fatal("at_least with at_most was accepted")
	}
}
