package game

import (
	"slices"
	"testing"
)

const loserToDeckTopPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships:
          - card: "I.K.S. Vor'cha"
            aboard: [Kahmis, Dokar]
          - card: U.S.S. Excelsior
            controller: 2
            aboard: [Lopez, Mills]
    deck: [Kroval]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Rixx]
`

// TestLoserToDeckTop: after an engagement won, the loser (not the
// winner) picks among his or her own personnel involved, never the
// losing ship; the one picked goes on top of its owner's deck, the other
// stays aboard. With no personnel of the loser's involved left the step
// is not possible. Rulebook: Engagements.
func TestLoserToDeckTop(t *testing.T) {
	g := startScenario(t, loserToDeckTopPosition)
	vorcha, excelsior := find(t, g, "I.K.S. Vor'cha"), find(t, g, "U.S.S. Excelsior")
	lopez, mills := find(t, g, "Lopez"), find(t, g, "Mills")
	ctx := g.ctxFor(0, vorcha.ID)
	ctx.trig = &Trigger{Kind: TrigEngagementWon, Player: 0, Cards: []int{vorcha.ID}, Against: []int{excelsior.ID, lopez.ID, mills.ID}}
	v := registry[DoLoserToDeckTop]
	if got := g.losersInvolved(ctx); !slices.Equal(got, []int{lopez.ID, mills.ID}) {
		t.Fatalf("losersInvolved = %v, want Lopez and Mills", got)
	}
	if !v.possible(g, ctx, &Step{}) {
		t.Fatal("not possible with the loser's personnel involved")
	}
	v.run(g, ctx, Step{Do: DoLoserToDeckTop})
	expectDecision(t, g, 1, KindSelect)
	choose(t, g, "Place Mills")
	if deck := g.players[1].Deck; len(deck) == 0 || deck[0] != mills.ID {
		t.Errorf("Ben's deck %v: Mills is not on top", deck)
	}
	if !lopez.Zone.InPlay() {
		t.Errorf("Lopez left play (zone %v)", lopez.Zone)
	}
	ctx.trig.Against = []int{excelsior.ID, mills.ID}
	if v.possible(g, ctx, &Step{}) {
		t.Error("possible with none of the loser's personnel in play")
	}
}
