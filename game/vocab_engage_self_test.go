package game

import "testing"

// TestEngageSelf: an engage step with to: self begins only engagements
// involving the ship whose text it is, never another ship of its player's
// at the same mission; a stopped ship cannot begin one, so the step is
// not possible. Rulebook: Engagements (a card's text says who may begin
// one).
func TestEngageSelf(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships:
          - {card: "I.K.S. Vor'cha", aboard: [Dokar, Kahmis, Vorax, Bregath]}
          - {card: "I.K.S. Hegh'ta", aboard: ["Kerla, Military Advisor", "J'Dan", Kroval]}
          - {card: U.S.S. Excelsior, controller: 2, aboard: [Lopez]}
    deck: [Kroval]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Rixx]
`)
	vorcha := find(t, g, "I.K.S. Vor'cha")
	heghta := find(t, g, "I.K.S. Hegh'ta")
	ctx := fxCtx{p: 0, src: vorcha.ID, mission: vorcha.Where}
	any := Step{Do: DoEngage}
	if got := g.engageStarts(ctx, &any); len(got) != 2 {
		t.Fatalf("without to: self both ships may begin one; got %v", got)
	}
	self := Step{Do: DoEngage, To: "self"}
	got := g.engageStarts(ctx, &self)
	if len(got) != 1 || got[0].mine != vorcha.ID {
		t.Fatalf("to: self lists %v, want only the Vor'cha (%d), not the Hegh'ta (%d)", got, vorcha.ID, heghta.ID)
	}
	if !registry[DoEngage].possible(g, ctx, &self) {
		t.Fatal("the Vor'cha should be able to begin an engagement")
	}
	vorcha.Stopped = true
	if registry[DoEngage].possible(g, ctx, &self) {
		t.Error("a stopped ship began an engagement")
	}
	if registry[DoEngage].text(self) != "start an engagement with this ship" {
		t.Errorf("text %q", registry[DoEngage].text(self))
	}
}
