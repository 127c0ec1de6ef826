package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// Rulebook: Facing Dilemmas; Ruling: Dilemmas Affecting Ships (the
// attempting ship is the one whose crew attempts). The picked-ship and
// attempting-ship amounts read those ships' attributes as they are now,
// 0 without one; owner-picks-ship refuses a bad attr at load.
func TestOwnerPicksShipAmounts(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Evaluate Soliton Wave
        ships:
          - {card: "U.S.S. Enterprise-D, Explorer", aboard: [Garvey, Lopez, Davies]}
          - {card: "I.K.S. K'Vort", controller: 2, aboard: [Kahmis, Kahmis, Kahmis]}
    deck: [Martinez]
  - missions: [{card: "Romulus, Seat of Power"}]
    deck: [Rasul]
`)
	amount := func(src string) *Amount {
		var a Amount
		if err := yaml.Unmarshal([]byte(src), &a); err != nil {
			t.Fatal(err)
		}
		if err := a.validate(); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		return &a
	}
	shields, weapons := amount(`{is: attempting-ship, attr: Shields}`), amount(`{is: picked-ship, attr: Weapons}`)
	ent, kv := find(t, g, "U.S.S. Enterprise-D").ID, find(t, g, "I.K.S. K'Vort").ID
	if shields.value(g, fxCtx{}, nil) != 0 || weapons.value(g, fxCtx{}, nil) != 0 {
		t.Fatal("no attempt: both 0")
	}
	g.attempt = &attempt{player: 0, mission: find(t, g, "Evaluate Soliton Wave").ID, ships: []int{ent}}
	defer func() { g.attempt = nil }()
	if n := shields.value(g, fxCtx{}, nil); n != 9 {
		t.Errorf("the attempting ship's Shields: %d, want 9", n)
	}
	if n := weapons.value(g, fxCtx{}, nil); n != 0 {
		t.Errorf("nothing picked: %d, want 0", n)
	}
	g.attempt.special.picked = kv
	g.turnFx = append(g.turnFx, timedEffect{source: kv, targets: []int{kv}, cunning: 1, until: "dilemma", ship: true})
	if n := weapons.value(g, fxCtx{}, nil); n != 9 {
		t.Errorf("the picked ship's Weapons with its +1: %d, want 9", n)
	}
	if got := g.timedModifiersOn(kv); len(got) != 1 || !strings.Contains(got[0], "Weapons +1") {
		t.Errorf("the ship's timed effect is worded as a ship's: %q", got)
	}
	for _, bad := range []Step{
		{Do: DoOwnerPicksShip, Attr: "Cunning", Amount: 1},
		{Do: DoOwnerPicksShip, Attr: "Weapons"},
	} {
		if err := validateSteps([]Step{bad}); err == nil {
			t.Errorf("%+v: want an error", bad)
		}
	}
	var a Amount
	if err := yaml.Unmarshal([]byte(`{is: picked-ship, attr: Integrity}`), &a); err == nil && a.validate() == nil {
		t.Error("a ship amount reads Range, Weapons or Shields")
	}
}
