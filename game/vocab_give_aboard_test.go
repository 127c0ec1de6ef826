package game

import (
	"slices"
	"strings"
	"testing"
)

// Rulebook: Important game terms, command and owner — a card's commander
// may change by text while its owner never does. owns-this reads the
// owner, whoever commands the card; give-aboard gives away only what the
// performer commands (and, picked by filter, owns), aboard a ship the
// opponent commands, who commands it from then on.
func TestGiveAboardAndOwnsThis(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Tricorder, {card: Medical Kit, owner: 2}]
        ships: [{card: U.S.S. Excelsior}]
    deck: [Crom]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: [{card: "I.K.S. Vor'cha"}]
    deck: [Lopez]
`)
	cond := Conds{{Is: condOwnsThis}}
	if err := cond.validateAs(formWhile); err != nil {
		t.Fatal(err)
	}
	tricorder, kit := find(t, g, "Tricorder"), find(t, g, "Medical Kit")
	vorcha := find(t, g, "I.K.S. Vor'cha")
	holds := func(p Player, id int) bool { return cond.holds(g, fxCtx{p: p, src: id}) }
	if !holds(ann, tricorder.ID) || holds(ann, kit.ID) || !holds(ben, kit.ID) {
		t.Fatalf("owns-this: Ann's Tricorder %v, Ben's kit read by Ann %v, by Ben %v: want true, false, true",
			holds(ann, tricorder.ID), holds(ann, kit.ID), holds(ben, kit.ID))
	}

	for _, bad := range []Step{
		{Do: DoGiveAboard},
		{Do: DoGiveAboard, Filter: &Filter{Type: EventCard}},
		{Do: DoGiveAboard, To: ToSelf, Filter: &Filter{Type: Equipment}},
		{Do: DoGiveAboard, To: "present"},
	} {
		if err := validateSteps([]Step{bad}); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	byFilter := Step{Do: DoGiveAboard, Filter: &Filter{Type: Equipment}}
	self := Step{Do: DoGiveAboard, To: ToSelf}
	if err := validateSteps([]Step{byFilter, self}); err != nil {
		t.Fatal(err)
	}
	if got := stepText(byFilter); !strings.Contains(got, "an equipment you command and own") {
		t.Errorf("text %q", got)
	}

	annCtx := fxCtx{p: ann, src: tricorder.ID}
	if got := g.givableAboard(annCtx, &byFilter); !slices.Equal(got, []int{tricorder.ID}) {
		t.Fatalf("Ann may give %v, want only her own Tricorder (the kit is Ben's)", got)
	}
	// The kit is Ann's to give as "this card": she commands it.
	if got := g.givableAboard(fxCtx{p: ann, src: kit.ID}, &self); !slices.Equal(got, []int{kit.ID}) {
		t.Fatalf("this card: %v, want the kit", got)
	}
	// Ben commands nothing to give.
	if g.stepPossible(fxCtx{p: ben, src: vorcha.ID}, &byFilter) {
		t.Fatal("Ben has no equipment: the step should not be possible")
	}
	if !g.stepPossible(annCtx, &self) {
		t.Fatal("Ann's Tricorder and Ben's ship: the step should be possible")
	}
	g.giveAboardStep(annCtx, self)
	if tricorder.Zone != ZAboard || tricorder.Where != vorcha.ID || tricorder.Controller != ben || tricorder.Owner != ann {
		t.Fatalf("given: zone %v where %d controller %v owner %v", tricorder.Zone, tricorder.Where, tricorder.Controller, tricorder.Owner)
	}
	if holds(ben, tricorder.ID) || !holds(ann, tricorder.ID) {
		t.Fatal("owns-this must follow the owner, not the commander")
	}
	// Given away, it is no longer Ann's to give.
	if g.stepPossible(annCtx, &self) {
		t.Fatal("Ann no longer commands the Tricorder")
	}
}
