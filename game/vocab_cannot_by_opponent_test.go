package game

import "testing"

// Rulings: A Few Minor Difficulties (effects belong to the commander of
// the card producing them). A made-up personnel that an opponent cannot
// kill, capture or take command of while no other personnel of its
// player's is present: an opponent's card is barred, its own player's is
// not, and once a personnel of its player's is present nothing is barred.
func TestCannotByOpponentBindsWhoActs(t *testing.T) {
	lib := testLibWith(t, `
- id: test-elusive
  title: Test Elusive
  unique: false
  type: personnel
  affiliation: dominion
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  modifiers:
    - {to: self, while: {is: present-with, whose: your, of: {type: personnel}, at_most: 0}, cannot: [take-command, capture, kill], cannot_source: by-opponent}
`)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Feldomite Rush
        surface: [Test Elusive]
    deck: [Dokar]
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Lopez]
    deck: [Lopez]
`)
	elusive := findAll(g, "Test Elusive")[0]
	lopez := findAll(g, "Lopez")[0]
	var anns int
	for _, c := range g.cards {
		if c != nil && c.Controller == ann && c.Card.IsHQ() {
			anns = c.ID
		}
	}
	for _, o := range []string{OutKill, OutCapture, OutTakeCommand} {
		if !g.cannotBy(elusive.ID, o, lopez.ID) {
			t.Fatalf("alone, an opponent's card may %s it", o)
		}
		if g.cannotBy(elusive.ID, o, anns) {
			t.Fatalf("its own player's card may not %s it", o)
		}
	}
	if g.cannot(elusive.ID, OutKill) {
		t.Fatal("the general cannot reads a protection bound to who acts")
	}
	if g.cannotBy(elusive.ID, OutStop, lopez.ID) {
		t.Fatal("a stop is barred, which it does not list")
	}
	if g.mayCaptureBy(elusive.ID, lopez.ID) || !g.mayCaptureBy(elusive.ID, anns) {
		t.Fatal("mayCaptureBy does not follow who captures")
	}
	// A personnel of Ann's joins it: the protection ends.
	dokar := g.cards[g.players[ann].Deck[0]]
	g.players[ann].Deck = g.players[ann].Deck[1:]
	g.placeAtSite(dokar.ID, elusive.Where)
	if g.cannotBy(elusive.ID, OutKill, lopez.ID) {
		t.Fatal("present with a personnel of its player's, it is still protected")
	}
	bad := Modifier{To: "self", Cannot: []string{OutStop}, CannotSource: CannotSourceByOpponent}
	if err := bad.prepare(); err == nil {
		t.Fatal("by-opponent with stop was accepted")
	}
	bad = Modifier{To: "self", Cannot: []string{OutTakeCommand}}
	if err := bad.prepare(); err == nil {
		t.Fatal("take-command without cannot_source was accepted")
	}
}

// Glossary: present. present-with bounded by at_most: 0 reads "not
// present with"; at_least and at_most together are refused.
func TestPresentWithAtMost(t *testing.T) {
	zero, one := 0, 1
	c := Cond{Is: "present-with", Whose: WhoseYour, Of: &Filter{Type: Personnel}, AtMost: &zero}
	if err := c.validate(formWhile); err != nil {
		t.Fatal(err)
	}
	if got := presentAtMostText(&c, c.ofText("personnel")); got != "not present with a personnel of yours" {
		t.Fatalf("text %q", got)
	}
	c.AtLeast = &one
	if err := c.validate(formWhile); err == nil {
		t.Fatal("at_least with at_most was accepted")
	}
}
